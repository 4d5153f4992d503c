import {
  type BoardGame,
  type BoardTeam,
  type CoiffeurGame,
  type CoiffeurRound,
  type CoiffeurState,
  coiffeurRoundFits,
  DEFAULT_BOARD_RULES,
} from '../../src/core/index.js';
import { checkDraft, type DraftProblem, NEW_DRAFT, type RoundDraft, readRoundDraft, type SaidTable } from './round-draft.js';

/*
 * A Coiffeur round as the scorer fills it in: a Schieber round's draft (the trump, the choosing
 * team's points or its Match, Stöck, the Weis settled from what was said), the row it goes into
 * and a counter-Match. Pure: the core settles the Weis and counts the grid.
 */

/** A Coiffeur round as the scorer fills it in: a Schieber round's draft, its row, a counter-Match. */
export interface CoiffeurDraft extends RoundDraft {
  row: number | null;
  counter: boolean;
}

export const newCoiffeurDraft = (team: BoardTeam): CoiffeurDraft => ({ ...NEW_DRAFT, team, row: null, counter: false });

/** An earlier round opened for a change. */
export const coiffeurDraftOf = (round: CoiffeurRound): CoiffeurDraft => ({
  ...NEW_DRAFT,
  trump: round.trump,
  team: round.team,
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
  const coiffeur: CoiffeurRound = {
    team: draft.team,
    row: draft.row,
    trump: round.trump,
    tricks: draft.counter
      ? { kind: 'counter' }
      : draft.match
        ? { kind: 'match' }
        : { kind: 'points', points: round.tricks.points },
    weis: round.weis.filter((weis) => weis.team === draft.team).reduce((sum, weis) => sum + weis.points, 0),
    stoeck: round.stoeck === draft.team,
  };
  if (!coiffeurRoundFits(game, coiffeur, index)) return { ok: false, problem: { kind: 'row-taken' } };
  return { ok: true, round: coiffeur };
}

/** A Coiffeur draft kept in the browser, read field by field; anything that is not one is left out. */
export function readCoiffeurDraft(value: unknown, game: CoiffeurGame): CoiffeurDraft | null {
  const draft = readRoundDraft(value, weisGameOf(game));
  if (!draft || typeof value !== 'object' || value === null) return null;
  const { row, counter } = value as { row?: unknown; counter?: unknown };
  const fits = typeof row === 'number' && Number.isInteger(row) && row >= 0 && row < game.rules.rows.length;
  return { ...draft, row: fits ? row : null, counter: counter === true };
}
