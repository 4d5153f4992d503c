import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { DECK_INFO, type Mode } from '../../src/core/index.js';
import { readGameClues } from '../../src/extension/reader/game-clues.js';
import { readPage } from '../../src/extension/reader/read-page.js';
import {
  deckOfGame,
  deckSeen,
  type GameAnswer,
  gameAnswer,
  initialTableGame,
  type TableGameState,
  tableGameStep,
} from '../../src/extension/reader/table-game.js';
import { NEEDS_NAMING, pageAsks, pageHtml, type TablePage, tablePage, trumpOnPage } from '../helpers/table-pages.js';

/*
 * The reader on thousands of table pages built from independent choices (the game and how the
 * page names it, how a card is written, how the hand is laid out, what else is on the table,
 * how the trump is shown and whether the page still asks): on every one it reads the true hand
 * or says it cannot, never a wrong hand or a part of one shown as the whole; the trump is what
 * the page says, never a stand-in sign or a suit while the page still asks; the game is the
 * page's own or none, never a wrong one named with confidence; the trick on the table is the
 * cards played there or none. The reader is told nothing the player would not see: not the
 * deck, not the game. Seeded: a failure names the page's choices, and the same run finds it again.
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
  const trump = trumpOnPage(page);
  if (NEEDS_NAMING.has(page.writing)) return { hand: '', unnamed: 0, trump };
  const named = page.hand.filter((_, index) => index !== page.spriteAt);
  return { hand: sorted(named), unnamed: page.hand.length - named.length, trump };
}

/** The game's answer from one read of the page, as the content script works it out. */
function gameOfPage(doc: Document, read: ReturnType<typeof readPage>): { state: TableGameState; answer: GameAnswer } {
  const clues = readGameClues(doc, {
    cards: [...read.hand, ...(read.table ?? []), ...read.others.flat()],
    hand: read.hand.length,
    swiss: read.face === 'german-swiss',
  });
  const state = tableGameStep(initialTableGame(), { type: 'clues', clues });
  return { state, answer: gameAnswer(state) };
}

/** The page's choices that matter to a failure, in one line. */
const traits = (page: TablePage) =>
  `${page.game} named by ${page.gameNamed}, ${page.writing}, ${page.layout}, ${page.language}, trump ${page.trumpShown}` +
  `${pageAsks(page) ? ' (asks)' : ''}, bidding ${page.bidding}, ${page.hand.length} cards, table ${page.table.join(' ') || 'empty'}` +
  `${page.turnedUp ? `, turned ${page.turnedUp}${page.turnedAsks ? ' "Atout ?"' : ''}${page.turnedInMiddle ? ' in the middle' : ''}` : ''}${page.seatLetters ? ', seat letters' : ''}`;

describe('the reader on generated table pages', () => {
  for (const seed of SEEDS) {
    it(`reads the true hand, trump, game and trick or says it cannot, on ${RUNS} pages (seed ${seed})`, () => {
      fc.assert(
        fc.property(tablePage(), (page) => {
          const doc = open(page);
          const read = readPage(doc);
          const want = expected(page);
          const got = sorted(read.hand);
          const { state, answer } = gameOfPage(doc, read);
          const fail = (why: string) => {
            throw new Error(
              `${why} on a page of ${traits(page)}: read "${got}" (${read.unnamed ?? 0} not named) trump ${read.trump} game ${answer.game} by ${answer.by} trick ${read.trick?.join(' ') ?? 'none'}; want "${want.hand}" (${want.unnamed}) trump ${want.trump}`,
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
          // The game: named with confidence (by the page) only where it is the page's, or the Jass
          // family's game where "Jass" or "Trumpf" is all the page says of it.
          const family = deckOfGame(page.game) === 'jass' && answer.game === 'schieber' && page.gameNamed !== 'title';
          if (answer.by === 'page' && answer.game !== page.game && !family) fail('a wrong game named');
          // Its own name, where the page shows it, is read.
          if (page.gameNamed !== 'family' && page.gameNamed !== 'none' && answer.by !== 'page') fail('the game named not read');
          // Told by the cards: the deck, where they show it for certain.
          const deck = deckSeen(state.sight);
          if (answer.by === 'cards' && deck?.certain && deckOfGame(answer.game) !== page.deck) fail('a deck the cards belie');
          // The trick on the table: the cards played there, or none (never the card turned up to bid on).
          if (read.trick && sorted(read.trick) !== sorted(page.table)) fail('a trick not on the table');
          if (page.table.length > 0 && !NEEDS_NAMING.has(page.writing) && !read.trick) fail('the trick on the table not read');
        }),
        { seed, numRuns: RUNS, endOnFailure: true },
      );
    }, 120_000);
  }

  it('the generator makes every trait (no property holds vacuously)', () => {
    const pages = fc.sample(tablePage(), { seed: SEEDS[0], numRuns: 600 });
    for (const trait of ['file', 'children', 'corners', 'svg-text', 'unicode', 'sprite', 'dialect', 'letter-spans'] as const) {
      expect(pages.some((page) => page.writing === trait)).toBe(true);
    }
    expect(pages.some((page) => page.layout === 'fan' && page.backs !== 'none' && page.table.length > 0)).toBe(true);
    expect(pages.some((page) => page.deck === 'belot' && page.hand.length === 8)).toBe(true);
    expect(pages.some((page) => page.layout === 'split' && page.hand.length >= 4)).toBe(true);
    expect(pages.some((page) => page.seatLetters && !trumpOnPage(page))).toBe(true);
    expect(pages.some((page) => page.hand.length === 1)).toBe(true);
    for (const named of ['title', 'heading', 'button', 'family', 'none'] as const)
      expect(pages.some((page) => page.gameNamed === named)).toBe(true);
    for (const shown of ['said', 'contract', 'panel', 'score-panel', 'asked', 'stand-in'] as const)
      expect(pages.some((page) => page.trumpShown === shown)).toBe(true);
    expect(pages.some((page) => page.bidding === 'auction')).toBe(true);
    expect(pages.some((page) => page.turnedUp && page.turnedAsks)).toBe(true);
    expect(pages.some((page) => page.turnedUp && page.turnedInMiddle && page.table.length === 0)).toBe(true);
    expect(new Set(pages.map((page) => page.game)).size).toBe(7);
  });
});
