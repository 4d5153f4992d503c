import { STOECK_POINTS } from './melds.js';
import {
  comparisonStages,
  getModeInfo,
  type Mode,
  makeRules,
  PRESET_NAMES,
  PRESETS,
  type PresetName,
  type Rules,
  type Stage,
} from './rules.js';
import { readRuleOptions } from './schema.js';

/*
 * The Schieber board (Jasstafel): a game of rounds between two teams to a target. Each round
 * writes trick points (157 in all, a Match 157 and its bonus to the team that took every trick),
 * Stöck and Weis, all times the round's factor, which comes from its trump as the group plays
 * it. Pure data in, numbers out: the app draws and keeps it; this decides every number.
 */

/** The two teams: seats 1 and 3 (index 0, 2) are team 0, seats 2 and 4 team 1. */
export type BoardTeam = 0 | 1;
/** Seats in the order of play, 0 to 3. */
export type BoardSeat = 0 | 1 | 2 | 3;
/** What a round writes, in the order the group counts when a team reaches the target. */
export const BOARD_PARTS = ['stoeck', 'weis', 'tricks'] as const;
export type BoardPart = (typeof BOARD_PARTS)[number];

/** Trick points of one round, all tricks together (the last trick's five included). */
export const ROUND_POINTS = 157;
export const BOARD_TARGETS = [1000, 1500, 2500, 3000] as const;
/** The 2500-point boards' factors: ♦ ♥ ×1, ♠ ♣ ×2, Obenabe and Undenufe ×3. */
export const CLASSIC_BOARD_FACTORS: Readonly<Partial<Record<Mode, number>>> = { H: 1, D: 1, S: 2, C: 2, obenabe: 3, undenufe: 3 };

/** The house rules a group keeps: the preset and options of the Weis, and how the board counts. */
export interface BoardRules {
  /** The Weis rules (which melds, who writes, best or all). */
  preset: PresetName;
  /** Rule options over the preset, as the core reads them (`readRuleOptions`). */
  options: Readonly<Record<string, unknown>>;
  target: number;
  /** The factor of each trump the group plays (×1 for all, or a factor per suit and for Obenabe, Undenufe). */
  factors: Readonly<Partial<Record<Mode, number>>>;
  /** What a Match adds to the 157 trick points. */
  matchBonus: number;
  /** Who reached the target first when both do in one round: the order of counting. */
  order: readonly BoardPart[];
  /**
   * The game as a number of rounds instead of points: after that many rounds the higher total
   * wins (the target is then only drawn on the chalk board). Absent: to the target.
   */
  rounds?: number;
  /** A counter-Match (the team that did not choose the trump took every trick): the choosing team's penalty, times the factor. */
  counterMatch?: number;
  /** The halfway prize (Bergpreis): the first team past half the target (or ahead after half the rounds) is named. */
  halfway?: boolean;
}

/** A Weis written on the board: the team, its points before the factor, and why that team writes. */
export interface BoardWeis {
  team: BoardTeam;
  points: number;
  /**
   * The stage that decided between the teams' best melds, `uncontested`; `lowest`: the
   * highest-card stage where the lowest card wins (Undenufe under `lowestWinsBottomUp`); `said`:
   * settled from what was said where no one stage decides however the unknown cards lie; null:
   * written by hand.
   */
  why: BoardWhy | null;
}

export type BoardWhy = Stage | 'lowest' | 'uncontested' | 'said';

export interface BoardRound {
  trump: Mode;
  /** The forehand pushed: the partner chose the trump. */
  pushed: boolean;
  /** The trick points of one team (the other's are the rest of 157), or that team's Match. */
  tricks: { team: BoardTeam; points: number; match: boolean };
  /** The team that held King and Ober of trump, if any. */
  stoeck: BoardTeam | null;
  weis: readonly BoardWeis[];
  /** What each player said of their Weis, as the core reads it back ("50, up to the King"), where the Weis was settled from it. */
  said?: readonly [string, string, string, string];
  /**
   * Of the Weis settled from what was said, what the writing team showed besides (it writes all
   * its Weis; its players said only their best): each meld's value, before the factor.
   */
  shown?: readonly number[];
  /** The seat that dealt this round (kept when a round before it is taken off); absent: the seat after the last dealer. */
  dealer?: BoardSeat;
  /** Both teams passed a line (the target) with the same part of this round: the team that was there first. */
  first?: BoardTeam;
}

export interface BoardGame {
  id: string;
  name: string;
  teams: readonly [string, string];
  /** The four players in the order of play (seat 1 to 4); empty where not named. */
  players: readonly [string, string, string, string];
  rules: BoardRules;
  /** The seat that dealt the first round. */
  firstDealer: BoardSeat;
  /** Who deals next where the scorer set it, or a round was taken off (the deal stays where it was); absent: the seat after the last dealer. */
  dealer?: BoardSeat;
  rounds: readonly BoardRound[];
  /** The day the game started, on the scorer's calendar ("2026-12-03"); absent in games kept before it was kept. */
  started?: string;
}

/** One team's part of a round, factor applied. */
export type PartPoints = Readonly<Record<BoardPart, number>>;

export interface RoundLine {
  index: number;
  factor: number;
  dealer: BoardSeat;
  /** Who chose the trump: the forehand, or the partner it was pushed to. */
  chooser: BoardSeat;
  parts: readonly [PartPoints, PartPoints];
  totals: readonly [number, number];
  /** The running totals after this round. */
  running: readonly [number, number];
}

export interface BoardWinner {
  team: BoardTeam;
  /** The round (from 0) in which it reached the target, and by which part of that round. */
  round: number;
  part: BoardPart;
  /** Both teams reached the target in that round: the order of counting decided, or who was out first. */
  both: boolean;
  /** Both reached it with the same part (the tricks): the team out first, as the round says. */
  outFirst: boolean;
}

/** Who won the halfway prize (Bergpreis): the team and the round (from 0) it went past half the target in. */
export interface BoardHalfway {
  team: BoardTeam;
  round: number;
}

export interface BoardState {
  lines: readonly RoundLine[];
  totals: readonly [number, number];
  winner: BoardWinner | null;
  /** Where the group plays a halfway prize: who won it, once someone has. */
  halfway: BoardHalfway | null;
  /** A game of a number of rounds, over with both totals alike: the table decides. */
  drawn: boolean;
  /**
   * Both teams reached the target with the same part of one round (on its tricks), and the round
   * does not say who was there first: the board asks (`round` is that round, from 0).
   */
  undecided: boolean;
  /** The round in which both reached the target, where `undecided`. */
  undecidedRound: number | null;
  /**
   * The first round in which both teams passed a line at once on its tricks (the target, or half
   * of it where the group plays a halfway prize) and the round does not say who was out first.
   */
  asksFirst: number | null;
  /** A winner, or both at the target: no round is added any more. */
  over: boolean;
  /** Who deals the next round, and who then chooses (or pushes). */
  nextDealer: BoardSeat;
  nextForehand: BoardSeat;
}

export const teamOfSeat = (seat: number): BoardTeam => (seat % 2) as BoardTeam;
export const otherTeam = (team: BoardTeam): BoardTeam => (1 - team) as BoardTeam;
const seatAfter = (seat: number, steps: number): BoardSeat => ((seat + steps) % 4) as BoardSeat;

export const DEFAULT_BOARD_RULES: BoardRules = {
  preset: 'schieber',
  options: {},
  target: 1000,
  factors: {},
  matchBonus: 100,
  order: BOARD_PARTS,
};

/** The presets a Schieber board plays: the Jass deck, one contest of best melds. */
export const BOARD_PRESETS: readonly PresetName[] = PRESET_NAMES.filter(
  (preset) => PRESETS[preset].deck === 'jass' && PRESETS[preset].contests === 'single',
);

/** The group's Weis rules as the core reads them (the preset where its options do not read). */
export function boardRules(rules: Pick<BoardRules, 'preset' | 'options'>): Rules {
  const read = readRuleOptions(makeRules(rules.preset), rules.options);
  return read.ok ? read.rules : makeRules(rules.preset);
}

/** The trumps a round can have under the group's rules. */
export const boardTrumps = (rules: Pick<BoardRules, 'preset' | 'options'>): readonly Mode[] => boardRules(rules).modes;

/** Whether the group counts Stöck (the core's `stoeck` option): where it does not, no round writes any. */
export const boardCountsStoeck = (rules: Pick<BoardRules, 'preset' | 'options'>): boolean => boardRules(rules).stoeck;

/** Whether a round in this trump can have Stöck: the group counts them and the trump is a suit (not Obenabe, Undenufe). */
export const roundHasStoeck = (rules: Pick<BoardRules, 'preset' | 'options'>, trump: Mode): boolean =>
  boardCountsStoeck(rules) && getModeInfo(trump).trump !== null;

/** One fact of a group's Weis rules as set (the preset and its house rules together), for the setup to say. */
export type BoardRuleFact =
  | {
      kind:
        | 'writes-all'
        | 'writes-best'
        | 'needs-trick'
        | 'card-twice'
        | 'card-once'
        | 'low-fours'
        | 'runs-from-ten'
        | 'lowest-wins'
        | 'no-stoeck';
    }
  | { kind: 'ties'; stages: readonly Stage[] };

/**
 * The group's Weis rules as the core plays them, one fact a line: who writes (its best, or all),
 * a trick needed to write, a card in one meld or two, four 6s, 7s, 8s, runs from the 10 only,
 * the lowest card in Undenufe, the stages that break a tie, no Stöck. What a table argues about,
 * read from the rules themselves, so no box ticked can contradict it.
 */
export function boardRuleFacts(rules: Pick<BoardRules, 'preset' | 'options'>): BoardRuleFact[] {
  const read = boardRules(rules);
  const facts: (BoardRuleFact | null)[] = [
    { kind: read.writes === 'all' ? 'writes-all' : 'writes-best' },
    read.needsTrick ? { kind: 'needs-trick' } : null,
    { kind: read.crossUse ? 'card-twice' : 'card-once' },
    read.fourPoints['6'] > 0 ? { kind: 'low-fours' } : null,
    read.sequenceFrom === 'T' ? { kind: 'runs-from-ten' } : null,
    read.lowestWinsBottomUp ? { kind: 'lowest-wins' } : null,
    { kind: 'ties', stages: comparisonStages(read) },
    read.stoeck ? null : { kind: 'no-stoeck' },
  ];
  return facts.filter((fact): fact is BoardRuleFact => fact !== null);
}

/** The factor of a trump as the group plays it: 1 where none is set. */
export const factorOf = (rules: BoardRules, trump: Mode): number => rules.factors[trump] ?? 1;

/** The team that chose the trump: the forehand's (pushed, its partner chose, the same team). */
export const choosingTeam = (dealer: BoardSeat): BoardTeam => teamOfSeat(seatAfter(dealer, 1));

/** One round's points per team and part, before the factor; a counter-Match's penalty off the choosing team's tricks. */
export function roundParts(
  round: BoardRound,
  rules: BoardRules,
  chooser: BoardTeam | null = null,
): [Record<BoardPart, number>, Record<BoardPart, number>] {
  const parts: [Record<BoardPart, number>, Record<BoardPart, number>] = [
    { stoeck: 0, weis: 0, tricks: 0 },
    { stoeck: 0, weis: 0, tricks: 0 },
  ];
  const { team, points, match } = round.tricks;
  parts[team].tricks = match ? ROUND_POINTS + rules.matchBonus : points;
  const counter = match && chooser === otherTeam(team) && rules.counterMatch ? rules.counterMatch : 0;
  parts[otherTeam(team)].tricks = match ? 0 - counter : ROUND_POINTS - points;
  if (round.stoeck !== null && roundHasStoeck(rules, round.trump)) parts[round.stoeck].stoeck = STOECK_POINTS;
  for (const weis of round.weis) parts[weis.team].weis += weis.points;
  return parts;
}

const times = (parts: Record<BoardPart, number>, factor: number): PartPoints => ({
  stoeck: parts.stoeck * factor,
  weis: parts.weis * factor,
  tricks: parts.tricks * factor,
});
const sumOf = (parts: PartPoints): number => parts.stoeck + parts.weis + parts.tricks;

/** The whole board: each round's line, the totals, the winner, who deals next. */
export function boardState(game: Pick<BoardGame, 'rules' | 'rounds' | 'firstDealer' | 'dealer'>): BoardState {
  const running: [number, number] = [0, 0];
  const lines: RoundLine[] = [];
  let winner: BoardWinner | null = null;
  let undecidedRound: number | null = null;
  let halfway: BoardHalfway | null = null;
  let asksFirst: number | null = null;
  let lastDealer: BoardSeat | null = null;
  const { rules } = game;
  const byRounds = rules.rounds !== undefined;
  game.rounds.forEach((round, index) => {
    // Each round keeps the seat that dealt it: taking a round off moves no other round's dealer.
    const dealer: BoardSeat = round.dealer ?? (lastDealer === null ? game.firstDealer : seatAfter(lastDealer, 1));
    lastDealer = dealer;
    const forehand = seatAfter(dealer, 1);
    const factor = factorOf(rules, round.trump);
    const [a, b] = roundParts(round, rules, choosingTeam(dealer));
    const parts = [times(a, factor), times(b, factor)] as const;
    if (rules.halfway && !halfway && !byRounds) {
      const half = reachedIn(running, parts, { ...rules, target: Math.ceil(rules.target / 2) }, index, round.first);
      if (half.winner) halfway = { team: half.winner.team, round: index };
      if (half.undecided) asksFirst ??= index;
    }
    if (!winner && undecidedRound === null && !byRounds) {
      const reached = reachedIn(running, parts, rules, index, round.first);
      winner = reached.winner;
      if (reached.undecided) {
        undecidedRound = index;
        asksFirst ??= index;
      }
    }
    running[0] += sumOf(parts[0]);
    running[1] += sumOf(parts[1]);
    if (byRounds && rules.halfway && !halfway && index + 1 === Math.ceil((rules.rounds ?? 0) / 2))
      halfway = leaderAfter(running, index);
    lines.push({
      index,
      factor,
      dealer,
      chooser: round.pushed ? seatAfter(forehand, 2) : forehand,
      parts,
      totals: [sumOf(parts[0]), sumOf(parts[1])],
      running: [running[0], running[1]],
    });
  });
  const nextDealer = game.dealer ?? (lastDealer === null ? game.firstDealer : seatAfter(lastDealer, 1));
  // A game of a number of rounds: after the last, the higher total; alike, drawn.
  const ended = byRounds && lines.length >= (rules.rounds ?? 0);
  const final = ended ? lines[(rules.rounds ?? 1) - 1] : undefined;
  if (final) {
    const leader = leaderAfter(final.running, final.index);
    if (leader) winner = { team: leader.team, round: final.index, part: 'tricks', both: false, outFirst: false };
  }
  const drawn = ended && winner === null;
  return {
    lines,
    totals: [running[0], running[1]],
    winner,
    halfway,
    drawn,
    undecided: undecidedRound !== null,
    undecidedRound,
    asksFirst,
    over: winner !== null || undecidedRound !== null || drawn,
    nextDealer,
    nextForehand: seatAfter(nextDealer, 1),
  };
}

/** The team ahead after a round, with the round; null where both totals are alike. */
const leaderAfter = (running: readonly [number, number], round: number): BoardHalfway | null =>
  running[0] === running[1] ? null : { team: running[0] > running[1] ? 0 : 1, round };

/**
 * Counting a round part by part in the group's order: the first team at the target wins. Both at
 * it with the same part (both pass it on the tricks): the team that was out first, as the round
 * says; where it does not, the board cannot tell and asks. A team the round leaves below the
 * target (a counter-Match's penalty taken off its tricks) has not reached it in that round.
 */
function reachedIn(
  before: readonly [number, number],
  parts: readonly [PartPoints, PartPoints],
  rules: BoardRules,
  round: number,
  first: BoardTeam | undefined,
): { winner: BoardWinner | null; undecided: boolean } {
  const score: [number, number] = [before[0], before[1]];
  const endsAt = ([0, 1] as const).filter((team) => before[team] + sumOf(parts[team]) >= rules.target);
  for (const part of rules.order) {
    score[0] += parts[0][part];
    score[1] += parts[1][part];
    const at = endsAt.filter((team) => score[team] >= rules.target);
    if (at.length === 0) continue;
    if (at.length === 2) {
      if (first === undefined) return { winner: null, undecided: true };
      return { winner: { team: first, round, part, both: true, outFirst: true }, undecided: false };
    }
    return { winner: { team: at[0] as BoardTeam, round, part, both: endsAt.length === 2, outFirst: false }, undecided: false };
  }
  return { winner: null, undecided: false };
}
