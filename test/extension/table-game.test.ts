import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type CardId, deckRanks, makeCard, SUITS } from '../../src/core/index.js';
import {
  deckOfGame,
  deckSeen,
  type GameClues,
  type GameName,
  type GameWord,
  gameAnswer,
  gameOfRules,
  gameWordsIn,
  initialTableGame,
  TABLE_GAMES,
  type TableGame,
  type TableGameState,
  tableGameStep,
  tableRules,
} from '../../src/extension/reader/table-game.js';

/** A read of a page with these clues: nothing but what is given. */
const clues = (extra: Partial<GameClues> = {}): GameClues => ({
  address: '127.0.0.1/',
  names: [],
  cards: [],
  deal: 0,
  bids: 0,
  swiss: false,
  ...extra,
});
const named = (word: GameWord, strong = true): GameName => ({ word, strong });
const seen = (...reads: Partial<GameClues>[]): TableGameState =>
  reads.reduce((state, read) => tableGameStep(state, { type: 'clues', clues: clues(read) }), initialTableGame());
const answer = (...reads: Partial<GameClues>[]) => gameAnswer(seen(...reads));

const BELOTE_HAND: CardId[] = ['CJ', 'D7', 'D8', 'DA', 'DK', 'HA', 'S8', 'ST'];
const JASS_HAND: CardId[] = ['C9', 'CA', 'CJ', 'CT', 'DQ', 'H6', 'S9', 'SA', 'ST'];

describe('issue 45: the names a page shows, as a player reads them', () => {
  test.each([
    ['Simple Belote', ['belote']],
    ['Belote coinchée', ['belote']],
    ['Contrée – Belotta', ['belote']],
    ['belote et rebelote', ['belote']],
    ['Capot !', ['belote']],
    ['Belot online', ['belot']],
    ['Белот', ['belot']],
    ['Nio Jass – game', ['belot']],
    ['Klaverjassen', ['klaverjas']],
    ['Troef: ♠', ['klaverjas']],
    ['Differenzler', ['differenzler']],
    ['Coiffeur-Schieber', ['coiffeur']],
    ['Molotow', ['molotow']],
    ['Schieber', ['schieber']],
    ['Chibre', ['schieber']],
    ['Jass Game', ['jass']],
    ['Bachmann Jass', ['jass']],
    ['Trumpf: Rosen', ['jass']],
    ['Obenabe', ['jass']],
    // Words that name no game: French's trump, a trick, a Belote-like word inside another.
    ['Atout : Cœur', []],
    ['Stich', []],
    ['Belotero', []],
  ])('%s names %j', (text, words) => {
    expect(gameWordsIn(text)).toEqual(words);
  });
});

describe('issue 45: the game from the page, as a player reads it', () => {
  test('the page’s own name: its title or a heading names the game', () => {
    expect(answer({ names: [named('belote')], cards: BELOTE_HAND, deal: 8 })).toEqual({ game: 'belote', by: 'page' });
    expect(answer({ names: [named('differenzler')], deal: 9 })).toEqual({ game: 'differenzler', by: 'page' });
    expect(answer({ names: [named('klaverjas', false)] })).toEqual({ game: 'klaverjas', by: 'page' });
  });

  test('"Jass" names the family: its game where no other is named is Schieber', () => {
    expect(answer({ names: [named('jass')], cards: JASS_HAND, deal: 9 })).toEqual({ game: 'schieber', by: 'page' });
    expect(answer({ names: [named('jass'), named('coiffeur', false)] })).toEqual({ game: 'coiffeur', by: 'page' });
  });

  test('a name where the page stands first wins over buttons and links; several where it stands first tell nothing', () => {
    expect(answer({ names: [named('molotow'), named('differenzler', false)] })).toEqual({ game: 'molotow', by: 'page' });
    // A menu of games ("Schieber · Differenzler · Coiffeur") names none of them; the deal tells the deck.
    const menu = [named('schieber', false), named('differenzler', false), named('coiffeur', false)];
    expect(answer({ names: menu, deal: 9 })).toEqual({ game: 'schieber', by: 'cards' });
    expect(answer({ names: [named('belote'), named('klaverjas')] })).toEqual({ game: 'schieber', by: 'default' });
  });

  test('never a game the cards belie: a 6, a deal of nine or German-Swiss cards are no 32-card game', () => {
    for (const read of [{ cards: ['H6' as CardId] }, { deal: 9 }, { swiss: true }]) {
      expect(answer({ names: [named('belote')], ...read }).game).toBe('schieber');
      expect(answer({ names: [named('klaverjas')], ...read }).game).toBe('schieber');
    }
  });

  test('the cards: a deal of nine is a Jass game; a deal of eight with nothing below the 7 a Belote game', () => {
    expect(answer({ cards: JASS_HAND, deal: 9 })).toEqual({ game: 'schieber', by: 'cards' });
    expect(answer({ cards: BELOTE_HAND, deal: 8 })).toEqual({ game: 'belote', by: 'cards' });
    // One card dealt, each other seat holding eight backs (a deal of eight).
    expect(answer({ cards: ['CA'], deal: 8 })).toEqual({ game: 'belote', by: 'cards' });
    // Eight cards and a 6 on the table: a Jass hand played down by a trick.
    expect(answer({ cards: [...BELOTE_HAND, 'S6'], deal: 8 })).toEqual({ game: 'schieber', by: 'cards' });
  });

  test('Belote’s auction (bids of 80 to 160) names Belote, unless the cards show a Jass deck', () => {
    expect(answer({ bids: 5 })).toEqual({ game: 'belote', by: 'page' });
    expect(answer({ bids: 5, deal: 9 }).game).toBe('schieber');
    expect(answer({ bids: 2 })).toEqual({ game: 'schieber', by: 'default' });
  });

  test('where nothing tells, it says so and answers as the player’s default (Schieber, or their 32-card game)', () => {
    expect(answer({})).toEqual({ game: 'schieber', by: 'default' });
    expect(gameAnswer(seen({}), gameOfRules('klaverjas'))).toEqual({ game: 'klaverjas', by: 'default' });
    // The player's own 32-card game where the cards show that deck.
    expect(gameAnswer(seen({ deal: 8 }), gameOfRules('belot'))).toEqual({ game: 'belot', by: 'cards' });
  });

  test('the player’s choice for the site wins over what the page suggests, and can be taken back', () => {
    const chosen = tableGameStep(seen({ names: [named('belote')], deal: 8 }), { type: 'chosen', game: 'klaverjas' });
    expect(gameAnswer(chosen)).toEqual({ game: 'klaverjas', by: 'player' });
    expect(gameAnswer(tableGameStep(chosen, { type: 'chosen', game: null }))).toEqual({ game: 'belote', by: 'page' });
    expect(gameAnswer(initialTableGame('differenzler'))).toEqual({ game: 'differenzler', by: 'player' });
  });

  test('what the cards showed is kept while the page stays at its address; another address is another table', () => {
    // The deal of nine seen first, a hand of eight after a trick: still a Jass deck.
    expect(answer({ deal: 9 }, { cards: BELOTE_HAND, deal: 8 }).game).toBe('schieber');
    // A 6 seen once is seen.
    expect(answer({ cards: ['C6'] }, { names: [named('belote')] }).game).toBe('schieber');
    expect(answer({ cards: ['C6'] }, { address: '127.0.0.1/belote', names: [named('belote')] }).game).toBe('belote');
  });

  test('a row of more backs than a deal holds is a pile (the stock, tricks taken), not a seat', () => {
    expect(answer({ deal: 12, names: [named('belote')] })).toEqual({ game: 'belote', by: 'page' });
  });

  test('each game is answered in its own rules and by the core’s game', () => {
    expect(tableRules('belote', 'schieber')).toEqual({ rules: 'belote', game: 'schieber' });
    expect(tableRules('klaverjas', 'official')).toEqual({ rules: 'klaverjas', game: 'schieber' });
    expect(tableRules('differenzler', 'official')).toEqual({ rules: 'official', game: 'differenzler' });
    // A Jass game in the player's own Jass rules; their 32-card rules play no Jass game.
    expect(tableRules('molotow', 'belote')).toEqual({ rules: 'schieber', game: 'molotow' });
    expect(TABLE_GAMES.map(deckOfGame)).toEqual(['jass', 'jass', 'jass', 'jass', 'belot', 'belot', 'belot']);
  });
});

/** Distinct cards of a deck. */
const deckCards = (game: TableGame): CardId[] =>
  SUITS.flatMap((suit) => deckRanks(deckOfGame(game)).map((rank) => makeCard(suit, rank)));

describe('issue 45: never a wrong game named with confidence', () => {
  /** A read of a page of `game`: its cards (of its deck), its deal, and names of its own game or of the family. */
  const pageOf = (game: TableGame) =>
    fc.record({
      cards: fc.shuffledSubarray(deckCards(game), { minLength: 0, maxLength: 12 }),
      deal: fc.integer({ min: 0, max: deckOfGame(game) === 'jass' ? 9 : 8 }),
      names: fc.array(
        fc.record({
          word: fc.constantFrom<GameWord>(game, ...(deckOfGame(game) === 'jass' ? (['jass'] as const) : [])),
          strong: fc.boolean(),
        }),
        { maxLength: 3 },
      ),
      // Names of other games where the page lists them as buttons: a menu of several (a page that
      // names one game alone is taken at its word).
      others: fc.oneof(
        fc.constant([]),
        fc
          .uniqueArray(fc.constantFrom(...TABLE_GAMES), { minLength: 2, maxLength: 4 })
          .map((words) => words.map((word) => ({ word, strong: false }))),
      ),
      // An auction of 80 to 160 is Belote's (Coinche, Contrée) alone.
      bids: fc.integer({ min: 0, max: game === 'belote' ? 9 : 0 }),
    });

  test('what the page names and its cards never make another game certain; its own name is always read', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TABLE_GAMES).chain((game) => fc.tuple(fc.constant(game), pageOf(game))),
        ([game, page]) => {
          const got = answer({ ...page, names: [...page.names, ...page.others] });
          // Named by the page: its own game, or Schieber where "Jass" is all it says.
          if (got.by === 'page' && got.game !== game) {
            const family = page.names.every((name) => name.word === 'jass') && got.game === 'schieber';
            const auction = got.game === 'belote' && page.bids >= 3 && page.names.length === 0;
            expect(family || auction).toBe(true);
          }
          // Told by the cards (never named with confidence: the overlay marks it so): the game's deck
          // where they show it for certain, else only where they show a deal of eight and nothing below the 7.
          if (got.by === 'cards') {
            const certain = deckSeen(seen(page).sight)?.certain;
            if (certain) expect(deckOfGame(got.game)).toBe(deckOfGame(game));
            else expect([page.deal, page.cards.some((card) => card[1] === '6')]).toEqual([8, false]);
          }
          // Its own name where the page stands first is read.
          if (page.names.some((name) => name.word === game && name.strong)) expect(got).toEqual({ game, by: 'page' });
        },
      ),
      { seed: 45_2026, numRuns: 2000 },
    );
  });
});
