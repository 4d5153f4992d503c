import {
  type BoardGame,
  type BoardTeam,
  type CoiffeurGame,
  type CoiffeurRound,
  type CoiffeurState,
  type CoiffeurTricks,
  coiffeurRoundFits,
  DEFAULT_BOARD_RULES,
  ROUND_POINTS,
} from '../../src/core/index.js';
import { checkDraft, type DraftProblem, NEW_DRAFT, type RoundDraft, readRoundDraft, type SaidTable } from './round-draft.js';

/*
 * A Coiffeur round as the scorer fills it in: a Schieber round's draft (the trump, either team's
 * trick points or a Match, Stöck, the Weis settled from what was said), the column and row it goes
 * into and a counter-Match. Pure: the core settles the Weis and counts the grid.
 */

/**
 * A Coiffeur round as the scorer fills it in: a Schieber round's draft (its `team` is the team whose
 * trick points are typed, as in Schieber), the choosing team's column and row, a counter-Match.
 */
export interface CoiffeurDraft extends RoundDraft {
  /** The column written: the choosing team's, whichever team's trick points are typed. */
  column: BoardTeam;
  row: number | null;
  counter: boolean;
}

export const newCoiffeurDraft = (team: BoardTeam): CoiffeurDraft => ({
  ...NEW_DRAFT,
  team,
  column: team,
  row: null,
  counter: false,
});

/** An earlier round opened for a change. */
export const coiffeurDraftOf = (round: CoiffeurRound): CoiffeurDraft => ({
  ...NEW_DRAFT,
  trump: round.trump,
  team: round.team,
  column: round.team,
  points: round.tricks.kind === 'points' ? String(round.tricks.points) : '',
  match: round.tricks.kind === 'match',
  counter: round.tricks.kind === 'counter',
  stoeck: round.stoeck ? round.team : null,
  row: round.row,
  handTeam: round.weis > 0 ? round.team : null,
  hand: round.weis > 0 ? String(round.weis) : '',
});

/** A Schieber game with the group's Weis rules, no target: what settles a Coiffeur round's Weis as in Schieber. */
export const weisGameOf = (game: CoiffeurGame): BoardGame => ({
  id: game.id,
  name: '',
  teams: game.teams,
  players: game.players,
  rules: { ...DEFAULT_BOARD_RULES, ...game.rules.weis, target: Number.MAX_SAFE_INTEGER },
  firstDealer: game.firstDealer,
  rounds: [],
});

export type CoiffeurCheck = { ok: true; round: CoiffeurRound } | { ok: false; problem: DraftProblem };

/** The round the draft writes into the grid, or what is missing (the row first, then as in Schieber). */
export function checkCoiffeurDraft(
  draft: CoiffeurDraft,
  said: SaidTable,
  game: CoiffeurGame,
  state: CoiffeurState,
  index: number | null,
): CoiffeurCheck {
  if (index === null && state.over) return { ok: false, problem: { kind: 'over' } };
  if (draft.row === null) return { ok: false, problem: { kind: 'row' } };
  // A counter-Match: the others took every trick; the choosing team's points are none.
  const asSchieber = draft.counter ? { ...draft, match: false, points: '0' } : draft;
  const check = checkDraft(asSchieber, said, weisGameOf(game), null);
  if (!check.ok) return check;
  const { round } = check;
  const { column } = draft;
  const coiffeur: CoiffeurRound = {
    team: column,
    row: draft.row,
    trump: round.trump,
    tricks: coiffeurTricks(draft.counter, round.tricks, column),
    weis: round.weis.filter((weis) => weis.team === column).reduce((sum, weis) => sum + weis.points, 0),
    stoeck: round.stoeck === column,
  };
  if (!coiffeurRoundFits(game, coiffeur, index)) return { ok: false, problem: { kind: 'row-taken' } };
  return { ok: true, round: coiffeur };
}

/**
 * What the choosing team made, from the trick points as typed: its own, or the rest of 157 where the
 * other team's were typed; the other team's Match is a counter-Match.
 */
function coiffeurTricks(
  counter: boolean,
  tricks: { team: BoardTeam; points: number; match: boolean },
  column: BoardTeam,
): CoiffeurTricks {
  if (counter || (tricks.match && tricks.team !== column)) return { kind: 'counter' };
  if (tricks.match) return { kind: 'match' };
  return { kind: 'points', points: tricks.team === column ? tricks.points : ROUND_POINTS - tricks.points };
}

/** A Coiffeur draft kept in the browser, read field by field; anything that is not one is left out. */
export function readCoiffeurDraft(value: unknown, game: CoiffeurGame): CoiffeurDraft | null {
  const draft = readRoundDraft(value, weisGameOf(game));
  if (!draft || typeof value !== 'object' || value === null) return null;
  const { row, counter, column } = value as { row?: unknown; counter?: unknown; column?: unknown };
  const fits = typeof row === 'number' && Number.isInteger(row) && row >= 0 && row < game.rules.rows.length;
  // A draft kept before the column had its own field: the column was the team typed.
  return {
    ...draft,
    column: column === 0 || column === 1 ? column : draft.team,
    row: fits ? row : null,
    counter: counter === true,
  };
}
