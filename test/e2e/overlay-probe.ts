import type { CDPSession, Page } from 'playwright-core';
import { POLL } from './hang-limits.js';

/*
 * The overlay lives in a closed shadow root on a plain `div` with no attribute: no page script
 * can find or reach it, and neither can Playwright's locators. The tests reach it the way
 * DevTools does, through the DevTools protocol: its root element (class `jass-weis-root`)
 * keeps the overlay's state in data attributes; clicks are real (trusted) mouse input at its
 * buttons' places.
 */

const ROOT = '.jass-weis-root';

interface Node {
  nodeId: number;
  localName?: string;
  children?: Node[];
  shadowRoots?: Node[];
}

export class OverlayProbe {
  private constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  static async of(page: Page): Promise<OverlayProbe> {
    return new OverlayProbe(page, await page.context().newCDPSession(page));
  }

  /**
   * The overlay's root element inside its shadow root, or null while there is none. Its host is
   * a child of the body: the document is read that deep only (a page may nest 2,000 levels).
   */
  private async root(): Promise<number | null> {
    const { root } = (await this.cdp.send('DOM.getDocument', { depth: 4, pierce: true })) as { root: Node };
    const html = root.children?.find((child) => child.localName === 'html');
    const body = html?.children?.find((child) => child.localName === 'body');
    for (const shadow of (body?.children ?? []).flatMap((child) => child.shadowRoots ?? [])) {
      const { nodeId } = (await this.cdp.send('DOM.querySelector', { nodeId: shadow.nodeId, selector: ROOT })) as {
        nodeId: number;
      };
      if (nodeId) return nodeId;
    }
    return null;
  }

  /** The node of `selector` inside the overlay, or null. */
  private async node(selector: string): Promise<number | null> {
    const root = await this.root();
    if (!root) return null;
    const { nodeId } = (await this.cdp.send('DOM.querySelector', { nodeId: root, selector })) as { nodeId: number };
    return nodeId || null;
  }

  /** Whether the overlay is in the page. */
  async present(): Promise<boolean> {
    return (await this.root()) !== null;
  }

  /** One of the overlay's state attributes (`data-hand`, `data-best`, …), or null. */
  async attribute(name: string): Promise<string | null> {
    const root = await this.root();
    if (!root) return null;
    const { attributes } = (await this.cdp.send('DOM.getAttributes', { nodeId: root })) as { attributes: string[] };
    const at = attributes.indexOf(name);
    return at >= 0 && at % 2 === 0 ? (attributes[at + 1] ?? null) : null;
  }

  /** Runs `fn` with the overlay's root element as `this` (in a world the page cannot reach it from). */
  async onRoot<T>(fn: string): Promise<T> {
    const root = await this.root();
    if (!root) throw new Error('no overlay');
    const { object } = (await this.cdp.send('DOM.resolveNode', { nodeId: root })) as { object: { objectId: string } };
    const { result } = (await this.cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: fn,
      returnByValue: true,
    })) as { result: { value: T } };
    return result.value;
  }

  async exists(selector: string): Promise<boolean> {
    return (await this.node(selector)) !== null;
  }

  /** The text the first element matching `selector` shows ('' when there is none). */
  async text(selector = '.overlay'): Promise<string> {
    const nodeId = await this.node(selector);
    if (!nodeId) return '';
    const { object } = (await this.cdp.send('DOM.resolveNode', { nodeId })) as { object: { objectId: string } };
    const { result } = (await this.cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      // The overlay's words are drawn by CSS from its text elements' `data-t` (overlay-mirror.ts).
      functionDeclaration: `function () {
        let text = '';
        const walk = (node) => {
          if (node.nodeType === Node.TEXT_NODE) text += node.nodeValue;
          else if (node instanceof Element) {
            if (node.classList.contains('jw-t')) text += node.getAttribute('data-t') ?? '';
            for (const child of node.childNodes) walk(child);
          }
        };
        walk(this);
        return text.replace(/\\s+/g, ' ').trim();
      }`,
      returnByValue: true,
    })) as { result: { value: string } };
    return result.value;
  }

  /**
   * A person's click in the middle of the element matching `selector`, as a person clicks: the
   * pointer goes there, and the click comes once the button holds still under it (the overlay is
   * placed a frame after each drawing) and is what lies under the pointer, as Playwright's own
   * clicks wait for. The overlay may still change between that look and the click (the detailed
   * faces or the odds arrive, the answer grows); a click that lands elsewhere is stopped before
   * the overlay acts on it, written down (`missed`), and made again.
   */
  async click(selector: string): Promise<void> {
    // Looks and clicks again until a hang's limit (hang-limits.ts): a loaded machine draws late.
    for (const end = Date.now() + POLL.timeout; Date.now() < end; ) {
      const nodeId = await this.node(selector);
      if (!nodeId) {
        // Not drawn yet (the overlay draws a few tasks after a change), as a person waits to see it.
        const root = await this.root();
        if (!root) throw new Error(`no overlay, so no ${selector}`);
        await this.nextFrames(root);
        continue;
      }
      // Drawn anew meanwhile (the node is gone): look again.
      const still = await this.heldStill(nodeId).catch(() => null);
      if (!still) continue;
      const guard = await this.guardClick(nodeId).catch(() => null);
      if (!guard) continue;
      const placed = await this.attribute('data-place');
      await this.page.mouse.click(still.x, still.y);
      const landed = await this.landed(guard);
      if (landed === 'on it') return;
      const miss = `${selector} at ${Math.round(still.x)},${Math.round(still.y)}: ${landed}; overlay at ${placed}, then ${await this.attribute('data-place')}`;
      this.missed.push(miss);
      // Said in the run's output: how often the overlay changes under a click is worth knowing.
      console.warn(`overlay probe: a click missed, made again (${miss})`);
    }
    throw new Error(`${selector} never shown, or never held still under the pointer (missed: ${this.missed.join('; ')})`);
  }

  /** Clicks that landed on another part of the overlay, or off it, and were made again. */
  readonly missed: string[] = [];

  /**
   * Watches the next click inside the overlay's shadow root (from the tests' own world): a click
   * on the element or inside it goes on; one on anything else is stopped there, before any of
   * the overlay's handlers, and named. Returns the watch, to ask with `landed`.
   */
  private async guardClick(nodeId: number): Promise<string> {
    const { result } = (await this.cdp.send('Runtime.callFunctionOn', {
      objectId: await this.inOwnWorld(nodeId),
      functionDeclaration: `function () {
        const button = this;
        const root = button.getRootNode();
        const watch = { hit: null, stop: null };
        const onClick = (event) => {
          const target = event.composedPath()[0];
          if (target === button || button.contains(target)) watch.hit = 'on it';
          else {
            event.stopImmediatePropagation();
            event.preventDefault();
            const name = target instanceof Element ? target.localName + (target.className ? '.' + String(target.className).trim().replace(/\\s+/g, '.') : '') : String(target);
            watch.hit = 'on ' + name;
          }
        };
        root.addEventListener('click', onClick, { capture: true, once: true });
        watch.stop = () => root.removeEventListener('click', onClick, { capture: true });
        return watch;
      }`,
    })) as { result: { objectId: string } };
    return result.objectId;
  }

  /** Where the click after `guardClick` landed: 'on it', 'on <element>', or 'off the overlay'. */
  private async landed(watch: string): Promise<string> {
    const { result } = (await this.cdp
      .send('Runtime.callFunctionOn', {
        objectId: watch,
        functionDeclaration: "function () { this.stop(); return this.hit ?? 'off the overlay'; }",
        returnByValue: true,
      })
      // The click reloaded the page or ended the world: it was taken.
      .catch(() => ({ result: { value: 'on it' } }))) as { result: { value: string } };
    return result.value;
  }

  /** The element's centre if it stays there over two frames and is what a click there lands on; else null. */
  private async heldStill(nodeId: number): Promise<{ x: number; y: number } | null> {
    await this.cdp.send('DOM.scrollIntoViewIfNeeded', { nodeId });
    const before = await this.centre(nodeId);
    // The pointer on it first, as a hand on a mouse: the overlay stays put under it from then on.
    await this.page.mouse.move(before.x, before.y);
    await this.nextFrames(nodeId);
    const after = await this.centre(nodeId);
    if (before.x !== after.x || before.y !== after.y) return null;
    return (await this.isUnderPointer(nodeId, after)) ? after : null;
  }

  private async centre(nodeId: number): Promise<{ x: number; y: number }> {
    const { model } = (await this.cdp.send('DOM.getBoxModel', { nodeId })) as { model: { content: number[] } };
    const [x1, y1, , , x3, y3] = model.content as [number, number, number, number, number, number];
    return { x: (x1 + x3) / 2, y: (y1 + y3) / 2 };
  }

  /**
   * The element as an object in a world of the tests' own, made afresh for each use (a reload
   * ends the last one): the page's scripts cannot stop its animation frames.
   */
  private async inOwnWorld(nodeId: number): Promise<string> {
    const { frameTree } = (await this.cdp.send('Page.getFrameTree')) as { frameTree: { frame: { id: string } } };
    const { executionContextId } = (await this.cdp.send('Page.createIsolatedWorld', {
      frameId: frameTree.frame.id,
      worldName: 'jass-weis-probe',
    })) as { executionContextId: number };
    const { object } = (await this.cdp.send('DOM.resolveNode', { nodeId, executionContextId })) as {
      object: { objectId: string };
    };
    return object.objectId;
  }

  /** Two animation frames of the page's: what was drawn has been placed. */
  private async nextFrames(nodeId: number): Promise<void> {
    await this.cdp.send('Runtime.callFunctionOn', {
      objectId: await this.inOwnWorld(nodeId),
      functionDeclaration:
        'function () { return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))); }',
      awaitPromise: true,
    });
  }

  /**
   * Whether a click at `point` lands on the element (or inside it), not on the page or another
   * part: asked of the overlay's shadow root, which answers with elements (the overlay's words
   * are CSS-drawn pseudo-elements of its text elements, which the DevTools' hit test would name).
   */
  private async isUnderPointer(nodeId: number, point: { x: number; y: number }): Promise<boolean> {
    const { result } = (await this.cdp.send('Runtime.callFunctionOn', {
      objectId: await this.inOwnWorld(nodeId),
      functionDeclaration:
        'function (x, y) { const hit = this.getRootNode().elementFromPoint(x, y); return hit !== null && (this === hit || this.contains(hit)); }',
      arguments: [{ value: point.x }, { value: point.y }],
      returnByValue: true,
    })) as { result: { value: boolean } };
    return result.value;
  }
}
