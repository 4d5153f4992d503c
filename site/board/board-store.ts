import {
  type BoardEdit,
  type BoardGame,
  type BoardHistory,
  canUndo,
  DEFAULT_BOARD_RULES,
  edited,
  readBoardGame,
  undo,
} from '../../src/core/index.js';

/**
 * What the board keeps in the browser: every game, the one open with its undo history, and the
 * groups (a table's names and house rules, for its next game). Pure: the page reads and writes
 * the text; a game that does not read back is left out, never the whole store.
 */
export interface BoardGroup {
  name: string;
  game: Omit<BoardGame, 'id' | 'rounds' | 'name'>;
}

export interface BoardStore {
  games: readonly BoardGame[];
  /** The open game's id, and the games before its last edits (undo survives a reload). */
  current: string | null;
  past: readonly BoardGame[];
  groups: readonly BoardGroup[];
}

export const BOARD_STORAGE_KEY = 'jass-weis-board';
const MAX_GAMES = 100;
const MAX_PAST = 50;

export const EMPTY_STORE: BoardStore = { games: [], current: null, past: [], groups: [] };

const games = (value: unknown, max: number): BoardGame[] =>
  (Array.isArray(value) ? value.slice(0, max) : []).flatMap((game) => {
    const read = readBoardGame(game);
    return read.ok ? [read.value] : [];
  });

export function readBoardStore(text: string | null): BoardStore {
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : null;
  } catch {
    value = null;
  }
  if (typeof value !== 'object' || value === null) return EMPTY_STORE;
  const record = value as Record<string, unknown>;
  const kept = games(record.games, MAX_GAMES);
  const current = typeof record.current === 'string' && kept.some((game) => game.id === record.current) ? record.current : null;
  const groups = (Array.isArray(record.groups) ? record.groups.slice(0, MAX_GAMES) : []).flatMap((group): BoardGroup[] => {
    const name = (group as { name?: unknown })?.name;
    const read = readBoardGame({ ...(group as { game?: object })?.game, id: 'group', name: '', rounds: [] });
    if (typeof name !== 'string' || !read.ok) return [];
    const { id: _id, rounds: _rounds, name: _name, ...game } = read.value;
    return [{ name: name.slice(0, 40), game }];
  });
  return {
    games: kept,
    current,
    past: current ? games(record.past, MAX_PAST).filter((game) => game.id === current) : [],
    groups,
  };
}

export const writeBoardStore = (store: BoardStore): string => JSON.stringify(store);

export const currentGame = (store: BoardStore): BoardGame | null => store.games.find((game) => game.id === store.current) ?? null;

const withGame = (store: BoardStore, history: BoardHistory): BoardStore => ({
  ...store,
  games: store.games.map((game) => (game.id === history.game.id ? history.game : game)),
  past: history.past.slice(-MAX_PAST),
});

/** The store after an edit of the open game (undo can take it back). */
export function editCurrent(store: BoardStore, edit: BoardEdit): BoardStore {
  const game = currentGame(store);
  return game ? withGame(store, edited({ game, past: store.past }, edit)) : store;
}

/** The open game as it was before its last edit. */
export function undoCurrent(store: BoardStore): BoardStore {
  const game = currentGame(store);
  return game ? withGame(store, undo({ game, past: store.past })) : store;
}

export const canUndoCurrent = (store: BoardStore): boolean => {
  const game = currentGame(store);
  return game !== null && canUndo({ game, past: store.past });
};

/** A new game opened, its group (names and house rules) kept for the next one. */
export function startGame(store: BoardStore, game: BoardGame, group: string): BoardStore {
  const { id: _id, rounds: _rounds, name: _name, ...setup } = game;
  const groups = group.trim()
    ? [{ name: group.trim(), game: setup }, ...store.groups.filter((kept) => kept.name !== group.trim())]
    : store.groups;
  return { games: [game, ...store.games].slice(0, MAX_GAMES), current: game.id, past: [], groups };
}

export const openGame = (store: BoardStore, id: string): BoardStore =>
  store.games.some((game) => game.id === id) ? { ...store, current: id, past: id === store.current ? store.past : [] } : store;

export function deleteGame(store: BoardStore, id: string): BoardStore {
  const games = store.games.filter((game) => game.id !== id);
  return id === store.current ? { ...store, games, current: games[0]?.id ?? null, past: [] } : { ...store, games };
}

/** A game opened from a file: the same id replaced, or a game more. */
export function importedGame(store: BoardStore, game: BoardGame): BoardStore {
  return {
    ...store,
    games: [game, ...store.games.filter((kept) => kept.id !== game.id)].slice(0, MAX_GAMES),
    current: game.id,
    past: [],
  };
}

/** The setup of a new game before the table names anything. */
export const blankGame = (
  id: string,
  teams: readonly [string, string],
  players: readonly [string, string, string, string],
): BoardGame => ({
  id,
  name: '',
  teams,
  players,
  rules: DEFAULT_BOARD_RULES,
  firstDealer: 0,
  rounds: [],
});
