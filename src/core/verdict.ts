import type { Side, StageValue } from './compare.js';
import type { Meld } from './melds.js';
import { comparisonStages, getModeInfo, type Stage } from './rules.js';
import { compareKeys, firstDifference, type Keyed, type Range, rangesOf } from './verdict-ranges.js';
import type { SeatKnowledge, VerdictTable } from './verdict-table.js';

export type { SeatKnowledge, VerdictTable } from './verdict-table.js';

/*
 * The verdict as far as it is known. Each seat is a range of best melds it may hold: one meld
 * (its cards or melds are known), the melds its words allow (an announcement, left out those
 * that need a card known to be elsewhere), anything (it has not said yet), or nothing (it is
 * not at the table). A team's best is the best of its seats; every way the seats may still turn
 * out gives the two teams' bests, and the stage that separates them decides. What holds for
 * every such way is certain; ranges are taken apart from each other (two hidden hands may both
 * "hold" one card), so what is called certain is certain; only the odds weigh what is merely
 * possible.
 */

/** The next question for the table ("up to which card?") and whom it is for. */
export interface Question {
  stage: Stage;
  seats: number[];
}

/** `seat`'s team writes if each of `against` is below `value` at `stage`. */
export interface VerdictCondition {
  seat: number;
  stage: Stage;
  value: StageValue;
  against: number[];
  /**
   * The rivals may also match `value` at this stage (a later stage then decides for this team:
   * "up to the King at most", where a King-high run of theirs loses on trump); else they must stay below it.
   */
  orEqual: boolean;
}

/**
 * One stage that may still decide between the two teams' best melds. `seats` are the seats not
 * known yet whose Weis would make it this stage (empty: as the table stands), `points` what
 * they would hold for it, where that is one value.
 */
export interface Decider {
  stage: Stage | 'uncontested';
  seats: number[];
  /** The stage before `stage`, at which those seats would be level with the other side, and their value there. */
  level: { stage: Stage; value: StageValue } | null;
}

/** One rung of the ladder as far as it is known: `said` is false where the table has not said the value yet. */
export interface VerdictRung {
  stage: Stage;
  a: StageValue;
  b: StageValue;
  said: [boolean, boolean];
  applies: boolean;
  winner: Side | null;
  reached: boolean;
  unknown?: boolean;
  lowest?: boolean;
}

/** The ladder's marked row: the stage that decided (certain), or the one the table asks about. */
export interface LadderMark {
  stage: Stage;
  asked: boolean;
}

export interface ContestVerdict {
  /** Certain: the words and cards known decide it; conditional: what is still to be said may change it. */
  outcome: 'certain' | 'conditional';
  /** When certain: the team that writes, null when nobody does. */
  team: number | null;
  /** The seat whose Weis wins, when that is certain too. */
  seat: number | null;
  /** What the winning team writes (factor applied), when it is known. */
  points: number | null;
  /** Which teams can still write. */
  possible: [boolean, boolean];
  /**
   * The stage that separates the two teams' best melds, where it is the same however the seats
   * not known turn out; `uncontested` when the others surely have nothing; null otherwise.
   */
  stage: Stage | 'uncontested' | null;
  /** Every stage that may still separate them: first the one as the table stands, then the others with what makes them. */
  deciders: Decider[];
  /** The first question to ask, and whom. */
  ask: Question | null;
  /** Every question whose answer can change who writes (then how much), earliest stage first. */
  questions: Question[];
  /** Where one question is left: the answer under which the team that holds something for sure writes. */
  condition: VerdictCondition | null;
  /** The ladder's two seats: the leading seat of each team (the one holding its best for sure, else its likeliest). */
  seats: [number, number] | null;
  stages: VerdictRung[];
  /** The ladder row to mark, or null where no single row decides yet. */
  mark: LadderMark | null;
}

export interface Verdict {
  /** Schieber: the one contest of best melds. */
  contest?: ContestVerdict;
  /** Belot: sequences and carrés apart. */
  contests?: { sequence: ContestVerdict; four: ContestVerdict };
  /** Seats that have not said anything yet. */
  waiting: number[];
  /** The seat the verdict is told from: the first seat whose cards are known. */
  you: number;
}

/** A team's best meld in one way the seats may turn out: the meld and the seats that can hold it; null: nothing. */
type Option = { keyed: Keyed; seats: number[] } | null;

const weakestOf = (range: Range): Keyed | null => (range.none ? null : (range.melds.at(-1) ?? null));
/** Negative, zero or positive as `a` is weaker, equal or stronger than `b`; nothing is weakest. */
const order = (a: Keyed | null, b: Keyed | null): number =>
  a === null ? (b === null ? 0 : -1) : b === null ? 1 : compareKeys(a.key, b.key);
const atLeast = (a: Keyed | null, b: Keyed | null): Keyed | null => (order(a, b) >= 0 ? a : b);

/** Every best a team can have, each key once: a seat's meld is the team's best where its partners can hold less. */
function teamOptions(ranges: readonly Range[], team: number): Option[] {
  const members = ranges.filter((range) => range.team === team);
  const options = new Map<string, { keyed: Keyed; seats: number[] }>();
  for (const range of members)
    for (const meld of range.melds) {
      if (!members.every((other) => other === range || order(weakestOf(other), meld) <= 0)) continue;
      const id = meld.key.join();
      const option = options.get(id);
      if (!option) options.set(id, { keyed: meld, seats: [range.seat] });
      else if (!option.seats.includes(range.seat)) option.seats.push(range.seat);
    }
  const all: Option[] = [...options.values()];
  if (members.every((range) => range.none)) all.push(null);
  return all;
}

const floorOf = (options: readonly Option[]): Option =>
  options.reduce<Option | undefined>(
    (low, next) => (low === undefined || order(next?.keyed ?? null, low?.keyed ?? null) < 0 ? next : low),
    undefined,
  ) ?? null;

interface Pair {
  x: Option;
  y: Option;
  /** The team that writes: 0, 1, or null (nobody: nothing against nothing, or equal melds). */
  winner: number | null;
  stage: Stage | 'uncontested' | null;
}

function pairOf(x: Option, y: Option, stages: readonly Stage[]): Pair {
  if (x === null && y === null) return { x, y, winner: null, stage: null };
  if (x === null || y === null) return { x, y, winner: x === null ? 1 : 0, stage: 'uncontested' };
  const at = firstDifference(x.keyed.key, y.keyed.key);
  if (at < 0) return { x, y, winner: null, stage: null };
  return { x, y, winner: (x.keyed.key[at] as number) > (y.keyed.key[at] as number) ? 0 : 1, stage: stages[at] as Stage };
}

/** Every way the two teams' bests may meet. */
function pairsOf(ranges: readonly Range[], stages: readonly Stage[]): Pair[] {
  const [xs, ys] = [teamOptions(ranges, 0), teamOptions(ranges, 1)];
  return xs.flatMap((x) => ys.map((y) => pairOf(x, y, stages)));
}

/** The stages still possible: first the one of the two floors (as the table stands), then each other with what makes it. */
function decidersOf(pairs: readonly Pair[], ranges: readonly Range[], stages: readonly Stage[]): Decider[] {
  const decisive = pairs.filter((pair) => pair.winner !== null && pair.stage !== null);
  if (decisive.length === 0) return [];
  const floors = [floorOf(pairs.map((p) => p.x)), floorOf(pairs.map((p) => p.y))];
  const exact = (seat: number) => ranges[seat]?.exact ?? true;
  const main = decisive.find((pair) => pair.x === floors[0] && pair.y === floors[1])?.stage ?? null;
  const found = [...new Set(decisive.map((pair) => pair.stage as Stage | 'uncontested'))];
  const ordered = main ? [main, ...found.filter((stage) => stage !== main)] : found;
  return ordered.map((stage): Decider => {
    if (stage === main) return { stage, seats: [], level: null };
    const making = decisive.filter((pair) => pair.stage === stage);
    const moved = making.flatMap((pair) => [
      ...(pair.x !== floors[0] && pair.x ? [pair.x] : []),
      ...(pair.y !== floors[1] && pair.y ? [pair.y] : []),
    ]);
    const seats = [...new Set(moved.flatMap((option) => option.seats))].filter((seat) => !exact(seat)).sort((a, b) => a - b);
    const before = stage === 'uncontested' ? -1 : stages.indexOf(stage) - 1;
    const values = new Set(moved.map((option) => option.keyed.key[before]));
    const value = moved[0]?.keyed.shown[before];
    const level = before >= 0 && values.size === 1 && value !== undefined ? { stage: stages[before] as Stage, value } : null;
    return { stage, seats, level };
  });
}

/** The team surely ahead where each seat holds its weakest and the others their strongest, if any. */
function sureTeam(ranges: readonly Range[]): number | null {
  const pairs = pairsOf(ranges, []);
  return [0, 1].find((team) => pairs.every((pair) => pair.winner === team)) ?? null;
}

/** The values a range takes at one stage: a key per meld, -Infinity for nothing. */
const valueAt = (meld: Keyed | null, stage: number) => (meld === null ? Number.NEGATIVE_INFINITY : (meld.key[stage] as number));

function partsAt(range: Range, stage: number): Set<number> {
  const values = new Set(range.melds.map((meld) => valueAt(meld, stage)));
  if (range.none) values.add(Number.NEGATIVE_INFINITY);
  return values;
}

/**
 * What a seat's possible melds make of its team's best where its partners hold as little as they
 * may: that is where its own answer counts the most.
 */
function teamBestsOf(range: Range, ranges: readonly Range[]): (Keyed | null)[] {
  const partners = ranges.filter((other) => other.team === range.team && other !== range);
  const floor = partners.map(weakestOf).reduce<Keyed | null>((low, next) => atLeast(low, next), null);
  return [...range.melds, ...(range.none ? [null] : [])].map((meld) => atLeast(meld, floor));
}

/** The first stage at which a seat's possible melds differ, whose answer can change who writes; null: none. */
function questionStage(range: Range, ranges: readonly Range[], stages: readonly Stage[]): number | null {
  const rivals = teamOptions(ranges, 1 - range.team);
  const own = teamBestsOf(range, ranges);
  for (let stage = 0; stage < stages.length; stage++) {
    if (stages[stage] === 'seat' || partsAt(range, stage).size < 2) continue;
    const moves = rivals.some((rival) => new Set(own.map((meld) => Math.sign(order(meld, rival?.keyed ?? null)))).size > 1);
    if (moves) return stage;
  }
  return null;
}

/** Once a team surely writes its single best: the seats whose answer to "how much?" changes what it writes. */
function pointsQuestionSeats(ranges: readonly Range[], team: number): number[] {
  return ranges
    .filter((range) => range.team === team && range.askable && !range.exact)
    .filter((range) => new Set(teamBestsOf(range, ranges).map((meld) => meld?.meld.points ?? 0)).size > 1)
    .map((range) => range.seat);
}

/**
 * What the table asks next: at the first stage still open whose answer can change who writes,
 * every seat whose answer there can (RULES.md: "at the first stage still open"). A question of a
 * later stage waits for these answers: "in trump?" is asked once the values are known.
 */
function questionsOf(ranges: readonly Range[], stages: readonly Stage[]): Question[] {
  const asked = ranges
    .filter((range) => range.askable && !range.exact)
    .map((range) => ({ seat: range.seat, at: questionStage(range, ranges, stages) }))
    .filter((entry): entry is { seat: number; at: number } => entry.at !== null);
  const first = Math.min(...asked.map((entry) => entry.at));
  const seats = asked.filter((entry) => entry.at === first).map((entry) => entry.seat);
  return seats.length > 0 ? [{ stage: stages[first] as Stage, seats }] : [];
}

/** Each team's leading seat: the one holding its best for sure, else the seat that may hold the most. */
function leadOf(ranges: readonly Range[], team: number): Range | null {
  const members = ranges.filter((range) => range.team === team);
  const sure = members.filter((range) => weakestOf(range) !== null);
  if (sure.length > 0) return sure.reduce((best, next) => (order(weakestOf(next), weakestOf(best)) > 0 ? next : best));
  const open = members.filter((range) => range.melds.length > 0 && !range.exact);
  return open.find((range) => range.askable) ?? open[0] ?? null;
}

/** The ladder between two seats' ranges: each value where all of that seat's possible melds agree on it, else "?". */
function ladder(a: Range, b: Range, table: VerdictTable): VerdictRung[] {
  const info = getModeInfo(table.mode);
  let pools: [Keyed[], Keyed[]] = [a.none ? [] : a.melds, b.none ? [] : b.melds];
  const open: [boolean, boolean] = [a.none || pools[0].length === 0, b.none || pools[1].length === 0];
  let decided = false;
  return comparisonStages(table.rules).map((stage, index) => {
    const side = (at: 0 | 1) => {
      const pool = pools[at];
      const said = !open[at] && new Set(pool.map((meld) => meld.key[index])).size === 1;
      if (!said) open[at] = true;
      return { said, value: said ? ((pool[0] as Keyed).shown[index] ?? null) : null, key: pool[0]?.key[index] ?? 0 };
    };
    const [sa, sb] = [side(0), side(1)];
    const applies = stage === 'trump' ? info.trump !== null && info.trump !== 'all' : true;
    const winner: Side | null = sa.said && sb.said && sa.key !== sb.key ? (sa.key > sb.key ? 'a' : 'b') : null;
    const reached = !decided;
    // Past a stage that separates the two, or one whose value is not known yet, nothing counts.
    if (winner || !sa.said || !sb.said) decided = true;
    pools = [pools[0].filter((meld) => meld.key[index] === sa.key), pools[1].filter((meld) => meld.key[index] === sb.key)];
    return {
      stage,
      a: sa.value,
      b: sb.value,
      said: [sa.said, sb.said],
      applies,
      winner,
      reached,
      ...(stage === 'trump' && !info.known ? { unknown: true } : {}),
      ...(stage === 'highest' && table.rules.lowestWinsBottomUp && info.bottomUp ? { lowest: true } : {}),
    };
  });
}

function pointsWritten(team: number, pairs: readonly Pair[], ranges: readonly Range[], table: VerdictTable): number | null {
  if (table.rules.needsTrick && table.tricks && table.tricks[team] === 0) return 0;
  if (table.rules.writes === 'best') {
    const values = new Set(pairs.map((pair) => (team === 0 ? pair.x : pair.y)?.keyed.meld.points ?? 0));
    return values.size === 1 ? ([...values][0] as number) * table.factor : null;
  }
  const points = ranges.filter((range) => range.team === team).map((range) => range.allPoints);
  return points.every((value) => value !== null)
    ? points.reduce<number>((sum, value) => sum + (value ?? 0), 0) * table.factor
    : null;
}

/** The stages whose answers can equal the team's own value (a yes or no, or the seat, cannot). */
const EQUAL_ANSWERS: readonly Stage[] = ['points', 'cards', 'highest'];

/**
 * The condition under which the team holding `mine` surely writes: the first question whose
 * rivals, each below `mine` at its stage, leave that team ahead however the rest turns out.
 */
function conditionOf(
  ranges: readonly Range[],
  questions: readonly Question[],
  lead: Range,
  stages: readonly Stage[],
): VerdictCondition | null {
  const mine = weakestOf(lead);
  if (!mine) return null;
  for (const question of questions) {
    const against = question.seats.filter((seat) => ranges[seat]?.team !== lead.team);
    if (against.length === 0) continue;
    const at = stages.indexOf(question.stage);
    // The widest answer that still leaves this team writing: up to its own value where the
    // stages after this one decide a tie for it, else below it.
    const within = (orEqual: boolean) =>
      ranges.map((range) =>
        against.includes(range.seat)
          ? { ...range, melds: range.melds.filter((meld) => compareKeys(meld.key, mine.key, at + 1) < (orEqual ? 1 : 0)) }
          : range,
      );
    const value = mine.shown[at] ?? null;
    // Said only where it can hold: each seat asked keeps some meld it may still hold within it
    // (a six in a row said where the Jack is the lowest top it can have never goes "below the Jack").
    const holds = (narrowed: readonly Range[]) =>
      sureTeam(narrowed) === lead.team && against.every((seat) => narrowed[seat]?.melds.length);
    if (EQUAL_ANSWERS.includes(question.stage) && holds(within(true)))
      return { seat: lead.seat, stage: question.stage, value, against, orEqual: true };
    if (holds(within(false))) return { seat: lead.seat, stage: question.stage, value, against, orEqual: false };
  }
  return null;
}

function contestVerdict(table: VerdictTable, kind: Meld['kind'] | null, you: number): ContestVerdict {
  const stages = comparisonStages(table.rules);
  const bySeat = kind === null && stages.includes('seat');
  const ranges = rangesOf(table, kind, bySeat);
  const pairs = pairsOf(ranges, stages);
  const winners = new Set(pairs.map((pair) => pair.winner));
  const possible: [boolean, boolean] = [winners.has(0), winners.has(1)];
  const deciders = decidersOf(pairs, ranges, stages);
  // The stage is named only where every way the seats may turn out is decided at it.
  const everyStage = new Set(pairs.map((pair) => (pair.winner === null ? null : pair.stage)));
  const single = everyStage.size === 1 ? ([...everyStage][0] ?? null) : null;
  // Told from the team of `you` where it has a leading seat, else from the others.
  const ours = [you % 2, 1 - (you % 2)].find((team) => ranges.some((r) => r.team === team && weakestOf(r))) ?? you % 2;
  const [leadA, leadB] = [leadOf(ranges, ours), leadOf(ranges, 1 - ours)];
  // A ladder of two seats of which neither holds anything for sure would be all "?": none then.
  const shown = leadA && leadB && (weakestOf(leadA) || weakestOf(leadB)) ? ([leadA, leadB] as const) : null;
  const seats: [number, number] | null = shown ? [shown[0].seat, shown[1].seat] : null;
  const rungs = shown ? ladder(shown[0], shown[1], table) : [];
  const ladderStage = (stage: Stage) => rungs.some((rung) => rung.stage === stage);
  if (winners.size === 1) {
    const team = [...winners][0] as number | null;
    const options = team === null ? [] : pairs.map((pair) => (team === 0 ? pair.x : pair.y));
    const holders = new Set(options.flatMap((option) => option?.seats ?? []));
    const seat = holders.size === 1 ? ([...holders][0] as number) : null;
    const points = team === null ? 0 : pointsWritten(team, pairs, ranges, table);
    const more = team !== null && points === null && table.rules.writes === 'best' ? pointsQuestionSeats(ranges, team) : [];
    const questions = more.length > 0 ? [{ stage: 'points' as const, seats: more }] : [];
    return {
      outcome: 'certain',
      team,
      seat,
      points,
      possible,
      stage: team === null ? null : single,
      deciders: team === null ? [] : deciders,
      ask: questions[0] ?? null,
      questions,
      condition: null,
      seats,
      stages: rungs,
      mark: single && single !== 'uncontested' && ladderStage(single) ? { stage: single, asked: false } : null,
    };
  }
  const questions = questionsOf(ranges, stages);
  const ask = questions[0] ?? null;
  const asksLadder = ask && seats && ask.seats.some((seat) => seats.includes(seat)) && ladderStage(ask.stage);
  return {
    outcome: 'conditional',
    team: null,
    seat: null,
    points: null,
    possible,
    stage: single,
    deciders,
    ask,
    questions,
    // Told for the team of `you` where it holds; else for the others, where their answer is the one left.
    condition:
      (leadA ? conditionOf(ranges, questions, leadA, stages) : null) ??
      (leadB ? conditionOf(ranges, questions, leadB, stages) : null),
    seats,
    stages: rungs,
    mark: ask && asksLadder ? { stage: ask.stage, asked: true } : null,
  };
}

/**
 * The verdict of a table where some seats are known, some said what they hold and some have
 * said nothing yet: certain where it is, else the stages that may still decide, the questions
 * to ask next, and the condition under which the side that holds something for sure writes.
 */
export function tableVerdict(table: VerdictTable): Verdict {
  const seats = [0, 1, 2, 3].map((seat) => table.seats[seat] ?? ({ kind: 'open' } as SeatKnowledge));
  const full = { ...table, seats };
  const you = Math.max(
    0,
    seats.findIndex((seat) => seat.kind === 'known'),
  );
  const waiting = seats.flatMap((seat, index) =>
    seat.kind === 'open' || (seat.kind === 'said' && seat.said.melds === null) ? [index] : [],
  );
  if (table.rules.contests === 'separate')
    return {
      contests: { sequence: contestVerdict(full, 'sequence', you), four: contestVerdict(full, 'four', you) },
      waiting,
      you,
    };
  return { contest: contestVerdict(full, null, you), waiting, you };
}
