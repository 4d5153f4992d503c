import {
  applyEveningEdit,
  type BoardGame,
  DEFAULT_BOARD_RULES,
  type EveningEdit,
  type EveningGame,
  type GameSetup,
  isCoiffeur,
  isSchieber,
  type ListGame,
  readBoardGame,
  UNDO_DEPTH,
} from '../../src/core/index.js';
import { type CoiffeurDraft, readCoiffeurDraft } from './coiffeur-draft.js';
import { type ListDraft, readListDraft } from './list-draft.js';
import { type RoundDraft, readRoundDraft } from './round-draft.js';

/**
 * What the board keeps in the browser: every game, the one open with its undo history, and the
 * groups (a table's names and house rules, for its next game). Pure: the page reads and writes
 * the text; a game that does not read back is left out, never the whole store.
 */
export interface BoardGroup {
  name: string;
  /** The setup of its last game (any kind): names, rules. */
  game: GameSetup;
}

/** A round half entered on the open game (kept over a reload): the round it changes (from 0), or null for a new one. */
export interface KeptDraft {
  index: number | null;
  /** A Schieber round's draft, a Coiffeur round's, or a round of a game everyone plays alone: as the open game's kind. */
  draft: RoundDraft | CoiffeurDraft | ListDraft;
}

export interface BoardStore {
  games: readonly EveningGame[];
  /** The open game's id, and the games before its last edits (undo survives a reload). */
  current: string | null;
  past: readonly EveningGame[];
  groups: readonly BoardGroup[];
  /** The round being entered on the open game, if any. */
  draft?: KeptDraft | null;
}

export const BOARD_STORAGE_KEY = 'jass-weis-board';
const MAX_GAMES = 100;
const MAX_PAST = 50;

export const EMPTY_STORE: BoardStore = { games: [], current: null, past: [], groups: [] };

const games = (value: unknown, max: number): EveningGame[] =>
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
    return [{ name: name.slice(0, 40), game: setupOf(read.value) }];
  });
  const open = kept.find((game) => game.id === current);
  const draft = open ? readKeptDraft(record.draft, open) : null;
  return {
    games: kept,
    current,
    past: current ? games(record.past, MAX_PAST).filter((game) => game.id === current) : [],
    groups,
    ...(draft ? { draft } : {}),
  };
}

function readKeptDraft(value: unknown, game: EveningGame): KeptDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { index, draft } = value as { index?: unknown; draft?: unknown };
  const at =
    Number.isInteger(index) && (index as number) >= 0 && (index as number) < game.rounds.length ? (index as number) : null;
  if (index !== null && at === null) return null;
  const read = isSchieber(game)
    ? readRoundDraft(draft, game)
    : isCoiffeur(game)
      ? readCoiffeurDraft(draft, game)
      : readListDraft(draft, game as ListGame);
  return read ? { index: at, draft: read } : null;
}

/** The round being entered kept with the store (or none): written on every change, so a reload keeps it. */
export const withDraft = (store: BoardStore, draft: KeptDraft | null): BoardStore => {
  const { draft: _old, ...rest } = store;
  return draft ? { ...rest, draft } : rest;
};

export const writeBoardStore = (store: BoardStore): string => JSON.stringify(store);

export const currentGame = (store: BoardStore): EveningGame | null =>
  store.games.find((game) => game.id === store.current) ?? null;

/** A game's setup: all but its id, name, rounds, day and who deals next. */
export const setupOf = (game: EveningGame): GameSetup => {
  const { id: _id, rounds: _rounds, name: _name, started: _started, ...setup } = game as BoardGame;
  const { dealer: _dealer, ...rest } = setup;
  return rest as GameSetup;
};

/** The store after an edit of the open game (undo can take it back); an edit that changes nothing is not kept. */
export function editCurrent(store: BoardStore, edit: EveningEdit): BoardStore {
  const game = currentGame(store);
  if (!game) return store;
  const next = applyEveningEdit(game, edit);
  if (next === game) return store;
  return {
    ...withDraft(store, null),
    games: store.games.map((kept) => (kept.id === game.id ? next : kept)),
    past: [...store.past, game].slice(-Math.min(MAX_PAST, UNDO_DEPTH)),
  };
}

/** The open game as it was before its last edit. */
export function undoCurrent(store: BoardStore): BoardStore {
  const game = currentGame(store);
  const before = store.past.at(-1);
  if (!game || !before) return store;
  return {
    ...withDraft(store, null),
    games: store.games.map((kept) => (kept.id === game.id ? before : kept)),
    past: store.past.slice(0, -1),
  };
}

export const canUndoCurrent = (store: BoardStore): boolean => currentGame(store) !== null && store.past.length > 0;

/** A new game opened, its group (names and house rules) kept for the next one. */
export function startGame(store: BoardStore, game: EveningGame, group: string): BoardStore {
  const groups = group.trim()
    ? [{ name: group.trim(), game: setupOf(game) }, ...store.groups.filter((kept) => kept.name !== group.trim())]
    : store.groups;
  return { games: [game, ...store.games].slice(0, MAX_GAMES), current: game.id, past: [], groups };
}

export const openGame = (store: BoardStore, id: string): BoardStore =>
  !store.games.some((game) => game.id === id)
    ? store
    : id === store.current
      ? store
      : { ...withDraft(store, null), current: id, past: [] };

export function deleteGame(store: BoardStore, id: string): BoardStore {
  const games = store.games.filter((game) => game.id !== id);
  return id === store.current
    ? { ...withDraft(store, null), games, current: games[0]?.id ?? null, past: [] }
    : { ...store, games };
}

/** How a file's game meets the games kept: a game more, the same as one kept, or another state of one kept (ask). */
export type ImportMeeting = { kind: 'new' } | { kind: 'same' } | { kind: 'differs'; kept: EveningGame };

export function importMeeting(store: BoardStore, game: EveningGame): ImportMeeting {
  const kept = store.games.find((old) => old.id === game.id);
  if (!kept) return { kind: 'new' };
  return JSON.stringify(kept) === JSON.stringify(game) ? { kind: 'same' } : { kind: 'differs', kept };
}

/**
 * A game opened from a file. A game more where none kept has its id; where one has, as the
 * scorer chose: `replace` it (undo brings the kept one back), or keep both (`copy`: the file's
 * game under a new id).
 */
export function importedGame(
  store: BoardStore,
  game: EveningGame,
  as: 'replace' | 'copy' = 'replace',
  copyId = `${game.id}-copy`,
): BoardStore {
  const meeting = importMeeting(store, game);
  if (meeting.kind === 'differs' && as === 'copy') {
    const copy = { ...game, id: copyId };
    return { ...withDraft(store, null), games: [copy, ...store.games].slice(0, MAX_GAMES), current: copy.id, past: [] };
  }
  // Replaced: the game kept becomes the step before, so that undo has it back.
  const past =
    meeting.kind === 'differs' ? [...(store.current === game.id ? store.past : []), meeting.kept].slice(-MAX_PAST) : [];
  return {
    ...withDraft(store, null),
    games: [game, ...store.games.filter((kept) => kept.id !== game.id)].slice(0, MAX_GAMES),
    current: game.id,
    past: meeting.kind === 'same' && store.current === game.id ? store.past : past,
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
