import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { OverlayController, type OverlayState } from '../../src/extension/views/overlay-controller.js';
import { createOverlayHost } from '../../src/extension/views/overlay-host.js';
import { overlayStyles } from '../../src/extension/views/overlay-view.js';
import { IDLE_HANDLERS, overlayState } from '../helpers/overlay.js';

/*
 * Issue 29: a game page cannot restyle the overlay's verdict through `::part()`, learn what it
 * shows through part-named background images, nor cut its text with its own selection.
 */

const frames = (): Promise<unknown> => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

const state = (): OverlayState => overlayState(['HT HJ HQ HK S6 C7 D9 SA CQ', 'nothing', 'nothing', 'fifty']);

/** The overlay in a closed shadow root, as the content script mounts it; the test keeps the root. */
function mount(): HTMLElement {
  const css = overlayStyles.map((style) => style.cssText).join('\n');
  const { host, root } = createOverlayHost(document, css);
  document.body.replaceChildren(host);
  const controller = new OverlayController(
    host,
    root,
    { x: null, y: null, collapsed: false },
    { ...IDLE_HANDLERS, placeChanged: () => {}, keepFree: () => [], anchor: () => null },
  );
  controller.show(state());
  return root;
}

const verdictText = (root: HTMLElement) => root.querySelector('.verdict')?.textContent ?? '';

describe('the overlay answers only to the player (issue 29)', () => {
  it('carries no part name: the page’s ::part() rules and part-named beacons reach nothing', async () => {
    await page.viewport(900, 900);
    const pageStyle = document.createElement('style');
    pageStyle.textContent = `div::part(verdict) { color: transparent !important; background: url(/beacon-verdict) }
      div::part(said), div::part(odds) { display: none !important }`;
    document.head.append(pageStyle);
    const root = mount();
    await frames();
    expect(root.querySelectorAll('[part], [exportparts]').length).toBe(0);
    // Its own drawing (the detailed faces arriving, say) is never taken for the page's.
    expect(root.dataset.restored).toBeUndefined();
    const verdict = root.querySelector('.verdict') as HTMLElement;
    expect(verdictText(root).trim()).toBe('You & Partner write if Left goes only up to a card below the King.');
    expect(getComputedStyle(verdict).color).not.toBe('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(verdict.closest('.verdict-block') ?? verdict).backgroundImage).toBe('none');
    pageStyle.remove();
  });

  it('what the page’s selection cuts out is drawn again from the answer at once', async () => {
    const root = mount();
    await frames();
    const verdict = root.querySelector('.verdict') as HTMLElement;
    const before = verdictText(root);
    // What `getSelection().deleteFromDocument()` does to a selection over the verdict.
    const range = document.createRange();
    range.selectNodeContents(verdict);
    range.setStart(verdict.firstChild ?? verdict, 0);
    range.deleteContents();
    verdict.append('You & Partner write for sure: 50');
    await expect.poll(() => verdictText(root)).toBe(before);
    expect(root.dataset.restored).toBe('1');
  });

  it('its text cannot be copied through the page’s selection', async () => {
    const root = mount();
    await frames();
    const verdict = root.querySelector('.verdict') as HTMLElement;
    const selection = getSelection() as Selection;
    selection.removeAllRanges();
    const range = document.createRange();
    range.selectNodeContents(verdict);
    selection.addRange(range);
    expect(selection.toString()).toBe('');
    selection.removeAllRanges();
  });
});
