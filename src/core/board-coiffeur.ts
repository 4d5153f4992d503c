import { type BoardRules, type BoardSeat, type BoardTeam, ROUND_POINTS, teamOfSeat } from './board.js';
import { STOECK_POINTS } from './melds.js';
import type { Mode } from './rules.js';

/*
 * The Coiffeur board: each team has a column of rows, a trump and a factor each (×1 to ×N); the
 * team that chooses plays one of its open rows and writes its points there, times the row's
 * factor. A Match writes what the group gives for one (257 by most); a counter-Match (the others
 * took every trick) costs the choosing team its penalty times the factor. Its Weis and Stöck are
 * settled as in Schieber and written with its points. When every row is written, the higher
 * total wins. Pure: rounds in, the grid and what each team can still make out.
 */

/** One row of a team's column: its trump (null: the team's free choice, "Wunsch") and its factor. */
export interface CoiffeurRow {
  trump: Mode | null;
  factor: number;
}

export interface CoiffeurRules {
  rows: readonly CoiffeurRow[];
  /** The Weis rules the group settles a round's Weis by, as in its Schieber. */
  weis: Pick<BoardRules, 'preset' | 'options'>;
  /** What a Match writes before the factor. */
  match: number;
  /** What a counter-Match costs the choosing team before the factor (0: it writes 0). */
  counterMatch: number;
}

/** The rows most groups play: the four suits, Obenabe, Undenufe and free choices, ×1 to ×10. */
export const DEFAULT_COIFFEUR_RULES: CoiffeurRules = {
  rows: (['H', 'D', 'S', 'C', 'obenabe', 'undenufe', null, null, null, null] as const).map((trump, index) => ({
    trump,
    factor: index + 1,
  })),
  weis: { preset: 'schieber', options: {} },
  match: 257,
  counterMatch: 0,
};

export const COIFFEUR_LIMITS = { rows: 13, factor: 20, match: 1000, counterMatch: 1000 } as const;

/** What the choosing team made: its trick points, a Match, or a counter-Match (the others took every trick). */
export type CoiffeurTricks = { kind: 'points'; points: number } | { kind: 'match' } | { kind: 'counter' };

export interface CoiffeurRound {
  /** The column written: the choosing team's. */
  team: BoardTeam;
  row: number;
  /** The trump played, where the row leaves it free. */
  trump: Mode;
  tricks: CoiffeurTricks;
  /** The choosing team's Weis, as settled (before the factor), and whether it held Stöck. */
  weis: number;
  stoeck: boolean;
  dealer?: BoardSeat;
}

export interface CoiffeurGame {
  id: string;
  name: string;
  kind: 'coiffeur';
  teams: readonly [string, string];
  players: readonly [string, string, string, string];
  rules: CoiffeurRules;
  firstDealer: BoardSeat;
  rounds: readonly CoiffeurRound[];
  /** The day the game started, on the scorer's calendar ("2026-12-03"); absent in games kept before it was kept. */
  started?: string;
}

export interface CoiffeurCell {
  /** The round (from 0) that wrote it. */
  round: number;
  points: number;
}

export interface CoiffeurState {
  /** Each team's column, a cell per row: null where still open. */
  cells: readonly [readonly (CoiffeurCell | null)[], readonly (CoiffeurCell | null)[]];
  totals: readonly [number, number];
  /** What each team can still reach at most (a Match in every open row) and at least (a counter-Match in each). */
  most: readonly [number, number];
  least: readonly [number, number];
  /**
   * What the team behind needs on average per open factor to pass the other's total as it stands
   * (the points of a row before its factor); null for a team not behind (at 0 : 0 and alike,
   * nobody needs anything yet) or with no row open.
   */
  needs: readonly [number | null, number | null];
  /** Every row written: the higher total; alike, drawn. */
  winner: BoardTeam | null;
  drawn: boolean;
  over: boolean;
  nextDealer: BoardSeat;
  /** The team that chooses next: the forehand's. */
  nextTeam: BoardTeam;
}

const seatAfter = (seat: number, steps: number): BoardSeat => ((seat + steps) % 4) as BoardSeat;

/** What one round writes into its cell, the row's factor applied. */
export function coiffeurPoints(round: CoiffeurRound, rules: CoiffeurRules): number {
  const factor = rules.rows[round.row]?.factor ?? 1;
  const extras = round.weis + (round.stoeck ? STOECK_POINTS : 0);
  switch (round.tricks.kind) {
    case 'points':
      return (round.tricks.points + extras) * factor;
    case 'match':
      return (rules.match + extras) * factor;
    case 'counter':
      return (extras - rules.counterMatch) * factor;
  }
}

/** The grid, the totals, what each team can still make, the winner once every row is written. */
export function coiffeurState(game: Pick<CoiffeurGame, 'rules' | 'rounds' | 'firstDealer'>): CoiffeurState {
  const { rules } = game;
  const cells = [0, 1].map(() => rules.rows.map((): CoiffeurCell | null => null)) as [
    (CoiffeurCell | null)[],
    (CoiffeurCell | null)[],
  ];
  game.rounds.forEach((round, index) => {
    const column = cells[round.team];
    if (round.row < column.length) column[round.row] = { round: index, points: coiffeurPoints(round, rules) };
  });
  const totalOf = (team: BoardTeam) => cells[team].reduce((sum, cell) => sum + (cell?.points ?? 0), 0);
  const openFactors = (team: BoardTeam) =>
    cells[team].reduce((sum, cell, row) => sum + (cell ? 0 : (rules.rows[row]?.factor ?? 0)), 0);
  const totals: [number, number] = [totalOf(0), totalOf(1)];
  const most: [number, number] = [totals[0] + openFactors(0) * rules.match, totals[1] + openFactors(1) * rules.match];
  const least: [number, number] = [
    totals[0] - openFactors(0) * rules.counterMatch,
    totals[1] - openFactors(1) * rules.counterMatch,
  ];
  const needs = ([0, 1] as const).map((team) => {
    const open = openFactors(team);
    const behind = totals[1 - team] as number;
    return open === 0 || totals[team] >= behind ? null : Math.ceil((behind - totals[team] + 1) / open);
  }) as [number | null, number | null];
  const over = cells.every((column) => column.every((cell) => cell !== null));
  const winner: BoardTeam | null = over && totals[0] !== totals[1] ? (totals[0] > totals[1] ? 0 : 1) : null;
  const lastDealer = game.rounds.reduce<BoardSeat | null>(
    (last, round) => round.dealer ?? (last === null ? game.firstDealer : seatAfter(last, 1)),
    null,
  );
  const nextDealer = lastDealer === null ? game.firstDealer : seatAfter(lastDealer, 1);
  return {
    cells,
    totals,
    most,
    least,
    needs,
    winner,
    drawn: over && winner === null,
    over,
    nextDealer,
    nextTeam: teamOfSeat(seatAfter(nextDealer, 1)),
  };
}

/** The rows a team can still play: its open ones. */
export const openRows = (state: CoiffeurState, team: BoardTeam): number[] =>
  state.cells[team].flatMap((cell, row) => (cell ? [] : [row]));

/** Whether a round's numbers are a round's: a row open in its column (or the one it replaces), trick points 0 to 157. */
export function coiffeurRoundFits(game: CoiffeurGame, round: CoiffeurRound, replacing: number | null = null): boolean {
  if (round.row < 0 || round.row >= game.rules.rows.length) return false;
  if (round.tricks.kind === 'points' && !(round.tricks.points >= 0 && round.tricks.points <= ROUND_POINTS)) return false;
  return !game.rounds.some((other, index) => index !== replacing && other.team === round.team && other.row === round.row);
}
