import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { DECK_INFO, type Mode } from '../../src/core/index.js';
import { readPage } from '../../src/extension/reader/read-page.js';
import { NEEDS_NAMING, pageHtml, type TablePage, tablePage } from '../helpers/table-pages.js';

/*
 * The reader on thousands of table pages built from independent choices (how a card is
 * written, how the hand is laid out, what else is on the table): on every one it reads the
 * true hand or says it cannot, never a wrong hand or a part of one shown as the whole; and the
 * trump is what the page says, never a suit sign of a score panel. Seeded: a failure names the
 * page's choices, and the same run finds it again.
 */

/** 2,500 pages in five seeded runs: each run is one test, with room for a slow machine. */
const RUNS = 500;
const SEEDS = [35_2026, 35_2027, 35_2028, 35_2029, 35_2030];

let frame: HTMLIFrameElement | null = null;
afterAll(() => frame?.remove());

/**
 * The page in the frame, laid out. Its pictures are forbidden by its own policy (named, never
 * loaded); a policy stays with its document once given, so it is written with the first page only.
 */
function open(page: TablePage): Document {
  const first = frame === null;
  if (!frame) {
    frame = document.createElement('iframe');
    frame.style.cssText = 'width: 1000px; height: 700px; border: 0';
    document.body.append(frame);
  }
  const doc = frame.contentDocument as Document;
  const html = pageHtml(page);
  doc.open();
  doc.write(first ? html : html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ''));
  doc.close();
  return doc;
}

const sorted = (cards: readonly string[]) => [...cards].sort().join(' ');

/**
 * What the reader must say of a page: its hand, where every card's name is on the page; the
 * named cards and how many are not, where one is drawn as a sprite among them; nothing where
 * only naming can tell. And its trump.
 */
function expected(page: TablePage): { hand: string; unnamed: number; trump: Mode | null } {
  const trump = page.trumpShown === 'said' ? page.trump : null;
  if (NEEDS_NAMING.has(page.writing)) return { hand: '', unnamed: 0, trump };
  const named = page.hand.filter((_, index) => index !== page.spriteAt);
  return { hand: sorted(named), unnamed: page.hand.length - named.length, trump };
}

describe('the reader on generated table pages', () => {
  for (const seed of SEEDS) {
    it(`reads the true hand or says it cannot, on ${RUNS} pages (seed ${seed})`, () => {
      fc.assert(
        fc.property(tablePage(), (page) => {
          const doc = open(page);
          const read = readPage(doc, { deck: page.deck });
          const want = expected(page);
          const got = sorted(read.hand);
          const fail = (why: string) => {
            throw new Error(
              `${why}: read "${got}" (${read.unnamed ?? 0} not named) trump ${read.trump}, want "${want.hand}" (${want.unnamed}) trump ${want.trump}`,
            );
          };
          // Never a wrong hand, never part of one shown as whole: the cards read are the hand's,
          // and every card of it not read is said to be there, not named.
          const said = got === '' ? 0 : (read.unnamed ?? 0);
          if (got !== '' && !read.hand.every((card) => page.hand.includes(card))) fail('a card not in the hand');
          if (got !== '' && read.hand.length + said !== page.hand.length) fail(`a part of the hand (${said} said not named)`);
          // Where the cards' names are on the page, the hand is read.
          if (got !== want.hand) fail(want.hand ? 'a hand with names not read' : 'a hand read without names');
          // A hand is distinct cards of the deck, at most a deal (eight of a 32-card deck is whole).
          if (read.hand.length > DECK_INFO[page.deck].handSize) fail('more than a deal');
          if (read.trump !== want.trump) fail('a trump the page does not say');
        }),
        { seed, numRuns: RUNS, endOnFailure: true },
      );
    }, 120_000);
  }

  it('the generator makes every trait (no property holds vacuously)', () => {
    const pages = fc.sample(tablePage(), { seed: SEEDS[0], numRuns: 600 });
    for (const trait of ['file', 'children', 'corners', 'svg-text', 'unicode', 'sprite'] as const) {
      expect(pages.some((page) => page.writing === trait)).toBe(true);
    }
    expect(pages.some((page) => page.layout === 'fan' && page.backs !== 'none' && page.table.length > 0)).toBe(true);
    expect(pages.some((page) => page.deck === 'belot' && page.hand.length === 8)).toBe(true);
    expect(pages.some((page) => page.hand.length === 1)).toBe(true);
  });
});
