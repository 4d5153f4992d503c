import type { CDPSession, Page } from 'playwright-core';

/*
 * The overlay lives in a closed shadow root: no page script can reach it, and neither can
 * Playwright's locators. The tests reach it the way DevTools does, through the DevTools
 * protocol, and click it with real (trusted) mouse input at its buttons' places.
 */

interface Node {
  nodeId: number;
  localName?: string;
  children?: Node[];
  shadowRoots?: Node[];
}

function findHost(node: Node): Node | null {
  if (node.localName === 'jass-weis-overlay') return node;
  for (const child of node.children ?? []) {
    const found = findHost(child);
    if (found) return found;
  }
  return null;
}

export class OverlayProbe {
  private constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  static async of(page: Page): Promise<OverlayProbe> {
    return new OverlayProbe(page, await page.context().newCDPSession(page));
  }

  /** The node of `selector` inside the overlay's shadow root, or null. */
  private async node(selector: string): Promise<number | null> {
    const { root } = (await this.cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: Node };
    const shadow = findHost(root)?.shadowRoots?.[0];
    if (!shadow) return null;
    const { nodeId } = (await this.cdp.send('DOM.querySelector', { nodeId: shadow.nodeId, selector })) as { nodeId: number };
    return nodeId || null;
  }

  async exists(selector: string): Promise<boolean> {
    return (await this.node(selector)) !== null;
  }

  /** The text of the first element matching `selector` ('' when there is none). */
  async text(selector = '.overlay'): Promise<string> {
    const nodeId = await this.node(selector);
    if (!nodeId) return '';
    const { object } = (await this.cdp.send('DOM.resolveNode', { nodeId })) as { object: { objectId: string } };
    const { result } = (await this.cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: 'function () { return this.textContent.replace(/\\s+/g, " ").trim(); }',
      returnByValue: true,
    })) as { result: { value: string } };
    return result.value;
  }

  /** A person's click in the middle of the element matching `selector`. */
  async click(selector: string): Promise<void> {
    const nodeId = await this.node(selector);
    if (!nodeId) throw new Error(`no ${selector} in the overlay`);
    await this.cdp.send('DOM.scrollIntoViewIfNeeded', { nodeId });
    const { model } = (await this.cdp.send('DOM.getBoxModel', { nodeId })) as { model: { content: number[] } };
    const [x1, y1, , , x3, y3] = model.content as [number, number, number, number, number, number];
    await this.page.mouse.click((x1 + x3) / 2, (y1 + y3) / 2);
  }
}
