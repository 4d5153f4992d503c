import { type CardId, cardRank, type Deck, type Game, normalizeWord, PRESETS, type PresetName } from '../../core/index.js';

/*
 * Which game a table page plays, as a player reads it: what the page names (its title, headings,
 * buttons, labels, its address), what its cards show (a 6 anywhere, a deal of nine: the 36-card
 * Jass deck; a deal of eight and nothing below the 7: the 32-card deck) and its bidding. Pure: the
 * page's words and cards come in as clues, the game goes out with how it is known. The player's
 * choice for the site wins; where nothing tells, the answer says so and is the player's default.
 */

/**
 * The games of the family a page may play, as players name them: the four Jass games of the
 * 36-card deck; Belote as France plays it (Belote, Coinche, Contrée), Belot (Bulgaria) and
 * Klaverjas (the Netherlands, Flanders), of 32 cards.
 */
export const TABLE_GAMES = ['schieber', 'differenzler', 'coiffeur', 'molotow', 'belote', 'belot', 'klaverjas'] as const;
export type TableGame = (typeof TABLE_GAMES)[number];
export const isTableGame = (value: unknown): value is TableGame => TABLE_GAMES.includes(value as TableGame);

/** How each game is answered: its rule set (null: the player's own Jass rules) and the core's game. */
const GAME_RULES: Readonly<Record<TableGame, { preset: PresetName | null; game: Game }>> = {
  schieber: { preset: null, game: 'schieber' },
  differenzler: { preset: null, game: 'differenzler' },
  coiffeur: { preset: null, game: 'coiffeur' },
  molotow: { preset: null, game: 'molotow' },
  belote: { preset: 'belote', game: 'schieber' },
  belot: { preset: 'belot', game: 'schieber' },
  klaverjas: { preset: 'klaverjas', game: 'schieber' },
};

/** The rule set and the core's game a table of this game is answered by, beside the player's own rules. */
export function tableRules(game: TableGame, own: PresetName): { rules: PresetName; game: Game } {
  const { preset, game: played } = GAME_RULES[game];
  return { rules: preset ?? (PRESETS[own].deck === 'jass' ? own : 'schieber'), game: played };
}

/** The deck a game is dealt from. */
export const deckOfGame = (game: TableGame): Deck => PRESETS[tableRules(game, 'schieber').rules].deck;

/** The game the player's own rules play where the page tells nothing: theirs of 32 cards, else Schieber. */
export const gameOfRules = (own: PresetName): TableGame =>
  TABLE_GAMES.find((game) => GAME_RULES[game].preset === own) ?? 'schieber';

/** A word on the page that names a game, or only the Jass family ("Jass", "Trumpf", "Obenabe"). */
export type GameWord = TableGame | 'jass';

/** The words, in the page's own writing lowered and without accents (`normalizeWord`). */
const GAME_WORDS: readonly (readonly [RegExp, GameWord])[] = [
  // (a Coiffeur-Schieber is Coiffeur)
  [/(?<!coiffeur[\s-]?)(^|[^a-z])(schieber|schieben|chibre|chibrer)([^a-z]|$)/, 'schieber'],
  [/differ[ae]nzler/, 'differenzler'],
  [/coiffeur/, 'coiffeur'],
  [/molotow|molotov/, 'molotow'],
  [/(^|[^a-z])(belote|belotte|rebelote|coinche|coinchee|surcoinche|contree|capot)([^a-z]|$)/, 'belote'],
  // (Nio Jass is the name Belot is played under on its best-known app)
  [/(^|[^a-z])belot([^a-z]|$)|nio\s?jass|(^|[^\p{L}])белот/u, 'belot'],
  [/klaverjas|(^|[^a-z])(troef|roem)([^a-z]|$)/, 'klaverjas'],
  [/(?<!klaver|nio\s?)jass|(^|[^a-z])(trumpf|obenabe|undenufe|weis)([^a-z]|$)/, 'jass'],
];

/** The games (and the Jass family) a text names, each once, in the order of `GAME_WORDS`. */
export function gameWordsIn(text: string): GameWord[] {
  const plain = normalizeWord(text.slice(0, MAX_NAME));
  return GAME_WORDS.filter(([pattern]) => pattern.test(plain)).map(([, word]) => word);
}

/** The longest text read as a name: a title, a heading, a button's label. */
export const MAX_NAME = 200;

/** A game named on the page, and whether where it stands tells the page's own game (title, address, heading, what is marked chosen). */
export interface GameName {
  word: GameWord;
  strong: boolean;
}

/** What one read of the page shows of its game. */
export interface GameClues {
  /** The page's address: another address is another table. */
  address: string;
  names: readonly GameName[];
  /** Cards the page shows face up: the hand, the table, those played. */
  cards: readonly CardId[];
  /** The most cards one seat holds: the hand, or a row of card backs. */
  deal: number;
  /** Different bids of 80 to 160 the page offers or lists (a bidding table). */
  bids: number;
  /** The cards are German-Swiss (Rosen, Under, Ober): a Jass deck. */
  swiss: boolean;
}

/** What the page has shown of its game so far, at this address: its last names, and what its cards showed. */
export interface GameSight {
  address: string;
  names: readonly GameName[];
  bids: number;
  /** A card below the 7 was seen: the 36-card deck. */
  six: boolean;
  swiss: boolean;
  deal: number;
  /** Cards seen face up so far (each once). */
  seen: readonly CardId[];
}

/** The game of a page: the player's choice for the site, and what the page has shown. */
export interface TableGameState {
  chosen: TableGame | null;
  sight: GameSight;
}

export const NOTHING_SEEN: GameSight = { address: '', names: [], bids: 0, six: false, swiss: false, deal: 0, seen: [] };

export const initialTableGame = (chosen: TableGame | null = null): TableGameState => ({ chosen, sight: NOTHING_SEEN });

export type TableGameEvent = { type: 'clues'; clues: GameClues } | { type: 'chosen'; game: TableGame | null };

/** A deal holds at most this many cards a seat: a longer row of backs is a pile (a stock, the tricks taken), not a seat. */
export const MOST_DEALT = 9;

export function tableGameStep(state: TableGameState, event: TableGameEvent): TableGameState {
  if (event.type === 'chosen') return { ...state, chosen: event.game };
  const { clues } = event;
  // Another address is another table: what its cards showed is forgotten.
  const before = clues.address === state.sight.address ? state.sight : { ...NOTHING_SEEN, address: clues.address };
  const seen = [...new Set([...before.seen, ...clues.cards])].slice(0, 36);
  return {
    ...state,
    sight: {
      address: clues.address,
      names: clues.names,
      bids: clues.bids,
      six: before.six || clues.cards.some((card) => cardRank(card) === '6'),
      swiss: before.swiss || clues.swiss,
      deal: Math.max(before.deal, clues.deal <= MOST_DEALT ? clues.deal : 0),
      seen,
    },
  };
}

/**
 * The deck the cards have shown: the 36-card deck for certain (a 6, German-Swiss cards, a deal of
 * nine), or the 32-card one as far as they tell (a deal of eight, nothing below the 7); null while
 * they tell neither.
 */
export function deckSeen(sight: GameSight): { deck: Deck; certain: boolean } | null {
  if (sight.six || sight.swiss || sight.deal >= 9) return { deck: 'jass', certain: true };
  return sight.deal === 8 ? { deck: 'belot', certain: false } : null;
}

/** How the game answered for is known. */
export type GameSource = 'player' | 'page' | 'cards' | 'default';

export interface GameAnswer {
  game: TableGame;
  by: GameSource;
}

/** Bids from 80 to 160 in a list or on buttons: Belote's auction (Coinche, Contrée), which no Jass game holds. */
const AUCTION = 3;

/**
 * The game a page plays: the player's choice for the site; else the one game the page names
 * (where it stands first: the title, the address, a heading, what is marked chosen; then
 * buttons and labels), never one whose deck the cards belie; else the Jass family named (its
 * game: Schieber); else Belote's auction; else the deck the cards show (Schieber's, Belote's);
 * else `fallback`, the player's default, said to be known by nothing.
 */
export function gameAnswer(state: TableGameState, fallback: TableGame = 'schieber'): GameAnswer {
  if (state.chosen) return { game: state.chosen, by: 'player' };
  const { sight } = state;
  const deck = deckSeen(sight);
  const fits = (word: GameWord) => !deck?.certain || (word === 'jass' ? 'jass' : deckOfGame(word)) === deck.deck;
  // Several games named alike (a menu of games) name none of them.
  const named = (strong: boolean) => [
    ...new Set(sight.names.filter((name) => name.strong === strong && name.word !== 'jass').map((name) => name.word)),
  ];
  const strong = named(true);
  const weak = named(false);
  const only = strong.length === 1 ? strong[0] : strong.length === 0 && weak.length === 1 ? weak[0] : undefined;
  if (only && only !== 'jass' && fits(only)) return { game: only, by: 'page' };
  if (strong.length === 0 && weak.length === 0 && sight.names.some((name) => name.word === 'jass') && fits('jass'))
    return { game: 'schieber', by: 'page' };
  if (sight.bids >= AUCTION && deck?.deck !== 'jass') return { game: 'belote', by: 'page' };
  if (deck)
    return { game: deckOfGame(fallback) === deck.deck ? fallback : deck.deck === 'jass' ? 'schieber' : 'belote', by: 'cards' };
  return { game: fallback, by: 'default' };
}
