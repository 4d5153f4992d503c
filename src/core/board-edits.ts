import { type BoardGame, type BoardRound, type BoardSeat, boardState } from './board.js';

/**
 * What a scorer does to a game: a round written, an earlier round changed or taken off, the
 * game's names or rules, who deals next.
 */
export type BoardEdit =
  | { kind: 'add'; round: BoardRound }
  | { kind: 'replace'; index: number; round: BoardRound }
  | { kind: 'remove'; index: number }
  | { kind: 'game'; game: Omit<BoardGame, 'rounds' | 'id'> }
  | { kind: 'dealer'; seat: BoardSeat };

/** A game and the games before each edit, newest last: undo takes the last back. */
export interface BoardHistory {
  game: BoardGame;
  past: readonly BoardGame[];
}

/** How many edits can be undone: a whole evening's rounds, bounded. */
export const UNDO_DEPTH = 200;

/**
 * The game after one edit; an edit of a round that is not there changes nothing, nor does a round
 * added to a game that is over (won, or both at the target: the table says who was first).
 * A round added is dealt by the next dealer; a round taken off leaves the deal where it was.
 */
export function applyEdit(game: BoardGame, edit: BoardEdit): BoardGame {
  const { dealer: _set, ...rest } = game;
  switch (edit.kind) {
    case 'add': {
      const state = boardState(game);
      if (state.over) return game;
      return { ...rest, rounds: [...game.rounds, { ...edit.round, dealer: edit.round.dealer ?? state.nextDealer }] };
    }
    case 'replace': {
      const old = game.rounds[edit.index];
      if (!old) return game;
      const dealer = edit.round.dealer ?? old.dealer;
      const round = dealer === undefined ? edit.round : { ...edit.round, dealer };
      return { ...game, rounds: game.rounds.map((kept, index) => (index === edit.index ? round : kept)) };
    }
    case 'remove': {
      if (!game.rounds[edit.index]) return game;
      const { lines, nextDealer } = boardState(game);
      return {
        ...game,
        dealer: nextDealer,
        rounds: game.rounds
          // Each round keeps its dealer before any is taken off.
          .map((round, index) => ({ ...round, dealer: lines[index]?.dealer ?? round.dealer }))
          .filter((_, index) => index !== edit.index),
      };
    }
    case 'game':
      return { ...edit.game, id: game.id, rounds: game.rounds };
    case 'dealer':
      return { ...game, dealer: edit.seat };
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
