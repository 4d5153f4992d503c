import { DECK_INFO, PRESETS, readTable, resolveTable } from '../../src/core/index.js';
import { type PageExpectation, rulesOfPage } from '../fixtures/pages/expected.js';

/*
 * What the end-to-end tests check on a game page, the same in Chromium (Playwright) and
 * Firefox (puppeteer): both pages can `evaluate` a function with one argument.
 */

/** Runs a function in a page with one argument: `(fn, arg) => page.evaluate(fn, arg)`. */
type InPage = (fn: (args: [string, string]) => string[], args: [string, string]) => Promise<string[]>;

/**
 * A game page's errors that can be ours: all of them but the page's own failed downloads
 * (the saved pages point at card images that are not there).
 */
export const ourErrors = (errors: readonly string[]): string[] =>
  errors.filter((error) => !/Failed to load resource/.test(error));

/** The game pages a test opened, with the errors they showed. */
export class OpenedGames<P extends { close(): Promise<unknown> }> {
  private games: { page: P; errors: string[] }[] = [];

  add(page: P): string[] {
    const errors: string[] = [];
    this.games.push({ page, errors });
    return errors;
  }

  /**
   * Closes them all and returns the errors that can be ours: a test expects none. `more` reads
   * what else a page kept of ours (the reads the overlay counted as failed) before it closes.
   */
  async closeAll(more?: (page: P) => Promise<string | null>): Promise<string[]> {
    const errors = this.games.flatMap((game) => ourErrors(game.errors));
    if (more)
      for (const game of this.games)
        errors.push(...[await more(game.page).catch(() => null)].filter((error): error is string => Boolean(error)));
    for (const game of this.games) await game.page.close().catch(() => undefined);
    this.games = [];
    return errors;
  }
}

/** What a player clicks or reads on a game page: links, buttons, fields, and anything that shows a card. */
export const PAGE_CONTROLS =
  'a[href], button, input, select, textarea, [role="button"], img, svg, [data-card], [data-suit], [class*="card" i], .sp, .kt, .k';

/**
 * The page's controls and cards the overlay covers, even in part. `place` is the overlay's own
 * `data-place` (x,y,width,height), read inside its closed shadow root. Empty when the overlay
 * can take no click from the page.
 */
export function coveredControls(inPage: InPage, place: string | null): Promise<string[]> {
  return inPage(
    ([selector, at]: [string, string]) => {
      const [x = Number.NaN, y = Number.NaN, width = 0, height = 0] = at.split(',').map(Number);
      if (Number.isNaN(x) || Number.isNaN(y)) return ['no overlay place'];
      const covered: string[] = [];
      for (const element of document.querySelectorAll(selector)) {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        if (rect.left < x + width && x < rect.right && rect.top < y + height && y < rect.bottom) {
          covered.push(element.outerHTML.slice(0, 80));
        }
      }
      return covered;
    },
    [PAGE_CONTROLS, place ?? ''],
  );
}

/** The best Weis the overlay should show for a fixture page's hand (as `data-best`), in its game's rules (none where the game has no Weis from the hand). */
export function expectedBest(expected: PageExpectation): string {
  const { rules, game } = rulesOfPage(expected);
  const read = readTable({ rules, game, trump: expected.trump ?? 'unknown', hands: [expected.hand.join(' ')] });
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  const best = resolveTable(read.table).players[0]?.best;
  return best ? String(best.points) : '';
}

/**
 * What else the overlay says of a fixture page's table (as data attributes): the game the page
 * names and its rules, the roem of the trick on the table, and that a whole deal of the game is
 * whole (no "8 of 9").
 */
export function expectedTable(expected: PageExpectation): Record<string, string> {
  const { rules } = rulesOfPage(expected);
  return {
    ...(expected.game ? { 'data-game': expected.game, 'data-rules': rules } : {}),
    ...(expected.roem !== undefined ? { 'data-roem': String(expected.roem) } : {}),
    ...(expected.hand.length === DECK_INFO[PRESETS[rules].deck].handSize ? { 'data-partial': '' } : {}),
  };
}
