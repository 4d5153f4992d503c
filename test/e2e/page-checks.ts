import type { Page } from 'playwright-core';

/**
 * A game page's errors that can be ours: all of them but the page's own failed downloads
 * (the saved pages point at card images that are not there).
 */
export const ourErrors = (errors: readonly string[]): string[] =>
  errors.filter((error) => !/Failed to load resource/.test(error));

/** What a player clicks or reads on a game page: links, buttons, fields, and anything that shows a card. */
export const PAGE_CONTROLS =
  'a[href], button, input, select, textarea, [role="button"], img, svg, [data-card], [data-suit], [class*="card" i], .sp, .kt, .k';

/**
 * The page's controls and cards the overlay covers, even in part (host attribute `data-place`:
 * x,y,width,height). Empty when the overlay can take no click from the page.
 */
export function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const overlay = document.querySelector('jass-weis-overlay');
    const [x, y, width, height] = (overlay?.getAttribute('data-place') ?? '').split(',').map(Number);
    if (x === undefined || y === undefined || width === undefined || height === undefined) return ['no overlay place'];
    const covered: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (overlay?.contains(element)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const overlaps = rect.left < x + width && x < rect.right && rect.top < y + height && y < rect.bottom;
      if (overlaps) covered.push(element.outerHTML.slice(0, 80));
    }
    return covered;
  }, PAGE_CONTROLS);
}
