import { createServer } from 'node:http';
import fc from 'fast-check';
import { DECK_INFO } from '../../src/core/index.js';
import { deckOfGame, TABLE_GAMES, type TableGame } from '../../src/extension/reader/table-game.js';
import {
  BACKS,
  LANGUAGES,
  LAYOUTS,
  NEEDS_NAMING,
  pageHtml,
  type TablePage,
  tablePage,
  trumpOnPage,
  WRITINGS,
} from '../helpers/table-pages.js';

/*
 * Pages of the generator (test/helpers/table-pages.ts) for the built extension in real browsers:
 * one for each way a card is written that needs no naming, each with another layout, language
 * and kind of other seats' backs, so that every trait is on some page. Served from memory.
 */

export interface GeneratedTable {
  path: string;
  /** What the page is made of, for the test's name. */
  traits: string;
  html: string;
  /** The hand, sorted. */
  hand: string;
  /** The trump the page says, or '' where it says none (or still asks). */
  trump: string;
  /** The game the page names. */
  game: TableGame;
}

/** How the e2e pages name their game, in turn. */
const NAMED = ['title', 'heading', 'button'] as const;

export function generatedTables(seed = 35): GeneratedTable[] {
  const writings = WRITINGS.filter((writing) => !NEEDS_NAMING.has(writing));
  return writings.map((writing, index) => {
    // Each page another game of the family (a 32-card game's pages write no German-Swiss words),
    // named in another way, its deal whole.
    const games = TABLE_GAMES.filter((game) => writing !== 'dialect' || deckOfGame(game) === 'jass');
    const game = games[index % games.length] as TableGame;
    const [sampled] = fc.sample(
      tablePage().filter(
        (page) => page.writing === writing && page.game === game && page.hand.length === DECK_INFO[page.deck].handSize,
      ),
      { seed: seed + index, numRuns: 1 },
    );
    const page: TablePage = {
      ...(sampled as TablePage),
      layout: LAYOUTS[index % LAYOUTS.length] as TablePage['layout'],
      language: (deckOfGame(game) === 'jass'
        ? LANGUAGES
        : LANGUAGES.filter((language) => !['de-CH', 'mixed'].includes(language)))[index % 5] as TablePage['language'],
      backs: BACKS[index % BACKS.length] as TablePage['backs'],
      gameNamed: NAMED[index % NAMED.length] as TablePage['gameNamed'],
      spriteAt: null,
    };
    return {
      path: `/generated/${writing}.html`,
      traits: `${game} named by ${page.gameNamed}, ${writing}, ${page.layout}, ${page.language}, backs ${page.backs}, trump ${page.trumpShown}${page.chat ? ', chat' : ''}${page.bidding !== 'none' ? `, bidding ${page.bidding}` : ''}${page.seatLetters ? ', seat letters' : ''}`,
      // The pictures are served (blank): a page whose policy forbids them says so in the console.
      html: pageHtml(page).replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ''),
      hand: [...page.hand].sort().join(' '),
      trump: trumpOnPage(page) ?? '',
      game,
    };
  });
}

const BLANK = '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="90"><rect width="60" height="90" fill="#fff"/></svg>';

/** The pages on 127.0.0.1, from memory, and a blank picture at every other address. */
export async function serveTables(tables: readonly GeneratedTable[]): Promise<{ origin: string; close: () => Promise<void> }> {
  const byPath = new Map(tables.map((table) => [table.path, table.html]));
  const server = createServer((request, response) => {
    const html = byPath.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (html) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
      return;
    }
    // Any other address is a picture of a card (its name is all that matters): a blank one.
    response.writeHead(200, { 'content-type': 'image/svg+xml' });
    response.end(BLANK);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
