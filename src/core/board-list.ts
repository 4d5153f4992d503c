import { possibleValues, possibleWeis } from './announced-melds.js';
import { ROUND_POINTS } from './board.js';
import { STOECK_POINTS } from './melds.js';
import { PRESETS } from './rules.js';

/*
 * The boards of games everyone plays alone, one column a player: Differenzler (each player's
 * guess and the points made; the difference counts, the fewest win), Molotow (each player's own
 * trick points, their Handweis and Stöck as minus points, a Tischweis as plus points to who took
 * it; the fewest win), and a plain point board (any points, the most win). Pure: a round's
 * numbers in, each player's score out; the app draws and keeps them.
 */

export const LIST_GAMES = ['differenzler', 'molotow', 'points'] as const;
export type ListGameKind = (typeof LIST_GAMES)[number];

/** How many players a list board has. */
export const LIST_PLAYERS = { min: 2, max: 8 } as const;

/** When a list game ends: a player's total at a target, after a number of rounds, or never (an open board). */
export type ListGoal = { kind: 'points'; value: number } | { kind: 'rounds'; value: number } | null;

export interface ListRules {
  goal: ListGoal;
  /** A plain point board can play for the fewest points too; Differenzler and Molotow always do. */
  lowWins: boolean;
}

/** Differenzler: what each player guessed before the round, and what they made (157 in all). */
export interface DifferenzlerRound {
  guesses: readonly number[];
  made: readonly number[];
}

/** Molotow: each player's trick points (157 in all), the values of their Handweis and Tischweis, who held Stöck. */
export interface MolotowRound {
  tricks: readonly number[];
  handWeis: readonly (readonly number[])[];
  tableWeis: readonly (readonly number[])[];
  /** The player who held King and Ober of trump, if any. */
  stoeck: number | null;
}

/** A plain point board: each player's points of the round, as the table counts them. */
export interface PointsRound {
  points: readonly number[];
}

export type ListRound =
  | ({ kind: 'differenzler' } & DifferenzlerRound)
  | ({ kind: 'molotow' } & MolotowRound)
  | ({ kind: 'points' } & PointsRound);

export interface ListGame {
  id: string;
  name: string;
  kind: ListGameKind;
  /** The players in the order of play; empty where not named. */
  players: readonly string[];
  rules: ListRules;
  /** The player who dealt the first round. */
  firstDealer: number;
  rounds: readonly ListRound[];
  /** The day the game started, on the scorer's calendar ("2026-12-03"); absent in games kept before it was kept. */
  started?: string;
}

export interface ListLine {
  index: number;
  dealer: number;
  /** Each player's score of the round. */
  scores: readonly number[];
  running: readonly number[];
}

export interface ListState {
  lines: readonly ListLine[];
  totals: readonly number[];
  /** Where the game is over: the players with the best total (more than one where alike). */
  winners: readonly number[];
  over: boolean;
  nextDealer: number;
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * How each part of a Molotow round counts on a player's score (the fewest win): trick points
 * against, a Handweis and Stöck taken off, a Tischweis taken added. The board writes by these and
 * the app labels every tap with them, so a tap says what it writes.
 */
export const MOLOTOW_SIGNS = { tricks: 1, handWeis: -1, stoeck: -1, tableWeis: 1 } as const;

/** One round's score of each player. */
export function listScores(round: ListRound): number[] {
  switch (round.kind) {
    case 'differenzler':
      return round.made.map((made, player) => Math.abs(made - (round.guesses[player] ?? 0)));
    case 'molotow':
      return round.tricks.map(
        (tricks, player) =>
          MOLOTOW_SIGNS.tricks * tricks +
          MOLOTOW_SIGNS.handWeis * sum(round.handWeis[player] ?? []) +
          MOLOTOW_SIGNS.stoeck * (round.stoeck === player ? STOECK_POINTS : 0) +
          MOLOTOW_SIGNS.tableWeis * sum(round.tableWeis[player] ?? []),
      );
    case 'points':
      return [...round.points];
  }
}

/** Differenzler and Molotow are played for the fewest points; a point board as its group says. */
export const lowWins = (game: Pick<ListGame, 'kind' | 'rules'>): boolean => game.kind !== 'points' || game.rules.lowWins;

/** The whole board: each round's scores and running totals, who deals next, and the winners once it is over. */
export function listState(game: ListGame): ListState {
  const count = game.players.length;
  const running = Array.from({ length: count }, () => 0);
  const lines = game.rounds.map((round, index): ListLine => {
    const scores = listScores(round);
    scores.forEach((score, player) => {
      running[player] = (running[player] ?? 0) + score;
    });
    return { index, dealer: (game.firstDealer + index) % count, scores, running: [...running] };
  });
  const goal = game.rules.goal;
  const over =
    goal !== null && (goal.kind === 'rounds' ? lines.length >= goal.value : running.some((total) => total >= goal.value));
  const best = lowWins(game) ? Math.min(...running) : Math.max(...running);
  return {
    lines,
    totals: running,
    winners: over ? running.flatMap((total, player) => (total === best ? [player] : [])) : [],
    over,
    nextDealer: (game.firstDealer + game.rounds.length) % count,
  };
}

/** Why a round of a list game cannot be written: a number out of range, or trick points that do not add up to 157. */
export type ListRoundProblem = { code: 'out-of-range'; player: number } | { code: 'not-157'; total: number };

/** Checks a round's numbers: points of a round from 0 to 157 each, made or taken in all 157. */
export function checkListRound(round: ListRound, players: number): ListRoundProblem | null {
  const inRange = (values: readonly number[]) =>
    values.findIndex((value) => !Number.isInteger(value) || value < 0 || value > ROUND_POINTS);
  const counted = round.kind === 'differenzler' ? [round.guesses, round.made] : round.kind === 'molotow' ? [round.tricks] : [];
  for (const values of counted) {
    const bad = inRange(values);
    if (bad >= 0 || values.length !== players) return { code: 'out-of-range', player: Math.max(0, bad) };
  }
  const taken = round.kind === 'differenzler' ? round.made : round.kind === 'molotow' ? round.tricks : null;
  if (taken && sum(taken) !== ROUND_POINTS) return { code: 'not-157', total: sum(taken) };
  if (round.kind === 'points' && (round.points.length !== players || round.points.some((value) => !Number.isSafeInteger(value))))
    return { code: 'out-of-range', player: 0 };
  return null;
}

/**
 * Molotow's values (RULES.md, the official rules): a Handweis as a best Weis can be; a Tischweis
 * of 3 or 4 cards, a four, or King and Ober of trump; Stöck held. Each counts by `MOLOTOW_SIGNS`.
 */
export function molotowValues(): { hand: number[]; table: number[]; stoeck: number } {
  const rules = PRESETS.official;
  const melds = possibleWeis(rules, 'H');
  return {
    hand: possibleValues(rules, 'H'),
    table: [...new Set([...melds.filter((meld) => meld.cards.length <= 4).map((meld) => meld.points), STOECK_POINTS])].sort(
      (a, b) => a - b,
    ),
    stoeck: STOECK_POINTS,
  };
}
