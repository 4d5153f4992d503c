import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { OverlayState } from '../../src/extension/views/overlay-controller.js';
import { MIRROR_TEXT, shownText } from '../../src/extension/views/overlay-mirror.js';
import { mountOverlay, overlayState } from '../helpers/overlay.js';

/*
 * Issue 29: a game page cannot restyle the overlay's verdict through `::part()`, learn what it
 * shows through part-named background images, nor cut its text with its own selection.
 */

const frames = (): Promise<unknown> => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

const state = (): OverlayState => overlayState(['HT HJ HQ HK S6 C7 D9 SA CQ', 'nothing', 'nothing', 'fifty']);

const mount = (): HTMLElement => mountOverlay(state());

const verdictText = (root: HTMLElement) => {
  const verdict = root.querySelector('.verdict');
  return verdict ? shownText(verdict) : '';
};

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
    expect(verdictText(root).trim()).toBe('You & Partner write if Left goes up to the King at most.');
    expect(getComputedStyle(verdict).color).not.toBe('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(verdict.closest('.verdict-block') ?? verdict).backgroundImage).toBe('none');
    pageStyle.remove();
  });

  it('what the page’s selection cuts out, or a script writes in, is put back from the drawn answer at once', async () => {
    const root = mount();
    await frames();
    const verdict = root.querySelector('.verdict') as HTMLElement;
    const before = verdictText(root);
    expect(before).toContain('You & Partner write');
    // What `getSelection().deleteFromDocument()` does to a selection over the verdict.
    const range = document.createRange();
    range.selectNodeContents(verdict);
    range.deleteContents();
    verdict.append('You & Partner write for sure: 50');
    await expect.poll(() => verdictText(root)).toBe(before);
    expect(root.dataset.restored).toBe('1');
    // A word changed where the copy keeps it.
    (root.querySelector(`.verdict .${MIRROR_TEXT}`) as HTMLElement).dataset.t = 'Right & Left write for sure';
    await expect.poll(() => verdictText(root)).toBe(before);
    expect(root.dataset.restored).toBe('2');
  });

  it('the page’s find and selection reach no word of it; screen readers still hear the verdict', async () => {
    const root = mount();
    await frames();
    const verdict = root.querySelector('.verdict') as HTMLElement;
    // Every word is drawn by CSS, not held as text: the document has no text node outside the cards' corners.
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.nodeValue ?? '').trim();
      if (text && !(node.parentElement instanceof SVGElement)) texts.push(text);
    }
    expect(texts).toEqual([]);
    const find = (window as unknown as { find: (word: string) => boolean }).find;
    for (const word of ['Partner', 'write', 'Left', 'King']) {
      getSelection()?.removeAllRanges();
      expect(find.call(window, word), word).toBe(false);
    }
    const selection = getSelection() as Selection;
    selection.removeAllRanges();
    const range = document.createRange();
    range.selectNodeContents(verdict);
    selection.addRange(range);
    expect(selection.toString()).toBe('');
    selection.selectAllChildren(document.body);
    expect(selection.toString()).not.toContain('Partner');
    selection.removeAllRanges();
    // Shown all the same: the verdict has its width of words on the screen.
    expect(verdict.getBoundingClientRect().width).toBeGreaterThan(100);
  });
});
