import type { BoardGame, BoardRound } from './board.js';

/** What a scorer does to a game: a round written, an earlier round changed or taken off, the game's names or rules. */
export type BoardEdit =
  | { kind: 'add'; round: BoardRound }
  | { kind: 'replace'; index: number; round: BoardRound }
  | { kind: 'remove'; index: number }
  | { kind: 'game'; game: Omit<BoardGame, 'rounds' | 'id'> };

/** A game and the games before each edit, newest last: undo takes the last back. */
export interface BoardHistory {
  game: BoardGame;
  past: readonly BoardGame[];
}

/** How many edits can be undone: a whole evening's rounds, bounded. */
export const UNDO_DEPTH = 200;

/** The game after one edit; an edit of a round that is not there changes nothing. */
export function applyEdit(game: BoardGame, edit: BoardEdit): BoardGame {
  switch (edit.kind) {
    case 'add':
      return { ...game, rounds: [...game.rounds, edit.round] };
    case 'replace':
      if (!game.rounds[edit.index]) return game;
      return { ...game, rounds: game.rounds.map((round, index) => (index === edit.index ? edit.round : round)) };
    case 'remove':
      if (!game.rounds[edit.index]) return game;
      return { ...game, rounds: game.rounds.filter((_, index) => index !== edit.index) };
    case 'game':
      return { ...edit.game, id: game.id, rounds: game.rounds };
  }
}

/** The history after an edit: the game before it can be had back with `undo`. */
export function edited(history: BoardHistory, edit: BoardEdit): BoardHistory {
  const game = applyEdit(history.game, edit);
  if (game === history.game) return history;
  return { game, past: [...history.past, history.game].slice(-UNDO_DEPTH) };
}

/** The game before the last edit, or the same history when there is nothing to undo. */
export function undo(history: BoardHistory): BoardHistory {
  const before = history.past.at(-1);
  return before ? { game: before, past: history.past.slice(0, -1) } : history;
}

export const canUndo = (history: BoardHistory): boolean => history.past.length > 0;
