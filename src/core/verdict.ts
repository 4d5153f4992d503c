import { type Announcement, announcedMelds, possibleWeis, type SeatAnnouncement } from './announced-melds.js';
import type { CardId } from './cards.js';
import { type CompareContext, type Side, type StageValue, stageKey } from './compare.js';
import { bestMeld, sortMelds } from './declare.js';
import { type Meld, totalPoints } from './melds.js';
import { getModeInfo, type Mode, type Rules, type Stage } from './rules.js';

/*
 * The verdict as far as it is known. Each seat is a range of best melds it may hold: one meld
 * (its cards or melds are known), the melds its words allow (an announcement, left out those
 * that need a card known to be elsewhere), or anything (it has not said yet). A team surely
 * writes when the weakest it may hold beats the strongest the others may hold; it can write
 * when its strongest beats their weakest. Ranges are taken apart from each other (two hidden
 * hands may both "hold" one card), so what is called certain is certain; only the odds weigh
 * what is merely possible.
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
  /** The stage that decided, or that will decide; `uncontested` when the others can have nothing. */
  stage: Stage | 'uncontested' | null;
  /** The question that decides the ladder's two seats, and whom to ask it. */
  ask: Question | null;
  /** Every question the table asks next, earliest stage first: each seat is asked where it is not known yet. */
  questions: Question[];
  condition: VerdictCondition | null;
  /** The two seats of the ladder: the side that holds what it holds for sure, and its nearest rival. */
  seats: [number, number] | null;
  stages: VerdictRung[];
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

/** What the verdict knows of one seat. */
export type SeatKnowledge =
  | { kind: 'known'; melds: Meld[]; cards: CardId[]; partial?: boolean }
  | { kind: 'said'; said: SeatAnnouncement }
  | { kind: 'open' };

export interface VerdictTable {
  rules: Rules;
  mode: Mode;
  forehand: number;
  factor: number;
  seats: readonly SeatKnowledge[];
  tricks?: readonly [number, number] | null;
}

interface Keyed {
  meld: Meld;
  key: number[];
  shown: StageValue[];
}

/** One seat's possible best melds, strongest first; `none`: it may have no Weis at all. */
interface Range {
  seat: number;
  team: number;
  melds: Keyed[];
  none: boolean;
  exact: boolean;
  /** Whether the table can ask this seat (it said something, or nothing yet); a hand read in part cannot be asked. */
  askable?: boolean;
  /** All the points of its melds in this contest, where known (what a team writing all its Weis adds up). */
  allPoints: number | null;
}

type Best = { keyed: Keyed; seat: number } | null;

const sameMeld = (a: Meld, b: Meld): boolean => a.kind === b.kind && a.cards.join() === b.cards.join();

const compareKeys = (a: readonly number[], b: readonly number[], upTo = a.length): number => {
  for (let i = 0; i < upTo; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
};
const beats = (a: Best, b: Best): boolean => a !== null && (b === null || compareKeys(a.keyed.key, b.keyed.key) > 0);

function keyed(meld: Meld, seat: number, table: VerdictTable, bySeat: boolean): Keyed {
  const ctx: CompareContext = { rules: table.rules, mode: table.mode };
  const holder = bySeat ? { seat, forehand: table.forehand } : undefined;
  const keys = table.rules.stages.map((stage) => stageKey(stage, meld, holder, ctx));
  // The trump stage says nothing while the trump is not known.
  return { meld, key: keys.map((k) => k.key ?? 0), shown: keys.map((k) => k.shown) };
}

const strongest = (range: Range): Best => (range.melds[0] ? { keyed: range.melds[0], seat: range.seat } : null);
const weakest = (range: Range): Best => {
  const last = range.melds[range.melds.length - 1];
  return range.none || !last ? null : { keyed: last, seat: range.seat };
};
const bestOf = (ranges: readonly Range[], pick: (range: Range) => Best): Best =>
  ranges.map(pick).reduce<Best>((best, next) => (beats(next, best) ? next : best), null);

/** The melds of one announcement of a seat that fall in a contest (all kinds in Schieber). */
function rangeOfSaid(said: readonly Announcement[], kind: Meld['kind'] | null, table: VerdictTable, elsewhere: Set<CardId>) {
  const items = said.map((item) => announcedMelds(item, table.rules, table.mode, elsewhere));
  const inContest = items.map((melds) => melds.filter((meld) => kind === null || meld.kind === kind));
  // An item whose every meld is of this contest is held for sure: the best is at least its weakest.
  const sure = inContest.filter((melds, index) => melds.length > 0 && melds.length === (items[index] as Meld[]).length);
  // Belot declares every meld: the contest's points are known where each item is surely in or out of it, at one value.
  const settled = inContest.every((melds, index) => melds.length === 0 || melds.length === (items[index] as Meld[]).length);
  const values = sure.map((melds) => new Set(melds.map((meld) => meld.points)));
  const allPoints =
    settled && values.every((set) => set.size === 1) ? values.reduce((sum, set) => sum + ([...set][0] as number), 0) : null;
  return { melds: inContest.flat(), sure, none: sure.length === 0, allPoints };
}

function rangesOf(table: VerdictTable, kind: Meld['kind'] | null, bySeat: boolean): Range[] {
  const known = table.seats.map((seat) => (seat.kind === 'known' ? seat.cards : []));
  const ofKind = (melds: readonly Meld[]) => melds.filter((meld) => kind === null || meld.kind === kind);
  const single = { ...table.rules, contests: 'single' as const };
  return [0, 1, 2, 3].map((seat): Range => {
    const knowledge = table.seats[seat] ?? { kind: 'open' };
    const order = (melds: readonly Meld[]) =>
      sortMelds(melds, single, table.mode).map((meld) => keyed(meld, seat, table, bySeat));
    const base = { seat, team: seat % 2 };
    const elsewhere = new Set(known.filter((_, other) => other !== seat).flat());
    if (knowledge.kind === 'known') {
      const best = bestMeld(ofKind(knowledge.melds), single, table.mode);
      if (!knowledge.partial)
        return {
          ...base,
          melds: best ? order([best]) : [],
          none: !best,
          exact: true,
          allPoints: totalPoints(ofKind(knowledge.melds)),
        };
      // Cards read in part: the best so far, or any better meld the cards not read may make. In
      // Belot a card joins one meld only and the largest total is declared: more cards may
      // even take a run apart, so there the best so far is no floor.
      const floor = best && table.rules.contests === 'single' ? order([best])[0] : undefined;
      const more = possibleWeis(table.rules, table.mode).filter(
        (meld) => (kind === null || meld.kind === kind) && !meld.cards.some((card) => elsewhere.has(card)),
      );
      const melds = order([...(best ? [best] : []), ...more]).filter(
        (meld, index, all) =>
          (!floor || compareKeys(meld.key, floor.key) >= 0) &&
          all.findIndex((other) => sameMeld(other.meld, meld.meld)) === index,
      );
      return { ...base, melds, none: !floor, exact: false, allPoints: null, askable: false };
    }
    if (knowledge.kind === 'said' && knowledge.said.melds) {
      const said = rangeOfSaid(knowledge.said.melds, kind, table, elsewhere);
      const all = order(said.melds);
      // The best is at least the weakest of every item held for sure.
      const floor = said.sure
        .map((melds) => order(melds).at(-1) as Keyed)
        .reduce<Keyed | null>((low, next) => (!low || compareKeys(next.key, low.key) > 0 ? next : low), null);
      const melds = floor ? all.filter((meld) => compareKeys(meld.key, floor.key) >= 0) : all;
      const unique = melds.filter((meld, index) => melds.findIndex((other) => other.meld === meld.meld) === index);
      const nothing = knowledge.said.melds.length === 0;
      return {
        ...base,
        melds: unique,
        none: said.none,
        exact: nothing || (unique.length <= 1 && !said.none),
        allPoints: nothing ? 0 : table.rules.contests === 'separate' ? said.allPoints : null,
      };
    }
    const open = possibleWeis(table.rules, table.mode).filter(
      (meld) => (kind === null || meld.kind === kind) && !meld.cards.some((card) => elsewhere.has(card)),
    );
    return { ...base, melds: order(open), none: true, exact: false, allPoints: null };
  });
}

/** Where a rival's possible melds part from ours: the first stage at which it is not yet known which side is ahead. */
interface Walk {
  /** The stage to ask about, or null when the rival is decided. */
  ask: number | null;
  /** The stage at which the rival was decided (when `ask` is null). */
  decided: number;
  /** Whether the rival is surely below (true), surely above (false). */
  below: boolean | null;
}

function walk(mine: Keyed, rival: Range): Walk {
  let pool: (Keyed | null)[] = [...rival.melds, ...(rival.none ? [null] : [])];
  for (let stage = 0; stage < mine.key.length; stage++) {
    const mineKey = mine.key[stage] as number;
    const side = (keyedMeld: Keyed | null) => (keyedMeld === null ? -1 : Math.sign((keyedMeld.key[stage] as number) - mineKey));
    const sides = new Set(pool.map(side));
    if (sides.size > 1) return { ask: stage, decided: stage, below: null };
    const [only] = [...sides];
    if (only === -1) return { ask: null, decided: stage, below: true };
    if (only === 1) return { ask: null, decided: stage, below: false };
    pool = pool.filter((keyedMeld) => side(keyedMeld) === 0);
  }
  return { ask: null, decided: mine.key.length - 1, below: null };
}

function pointsWritten(team: number, seat: number | null, ranges: Range[], table: VerdictTable): number | null {
  if (table.rules.needsTrick && table.tricks && table.tricks[team] === 0) return 0;
  const members = ranges.filter((range) => range.team === team);
  if (table.rules.writes === 'best' || seat === null) {
    const winner = ranges.find((range) => range.seat === seat);
    const values = new Set(winner?.melds.map((meld) => meld.meld.points));
    return winner && values.size === 1 ? ([...values][0] as number) * table.factor : null;
  }
  const points = members.map((range) => range.allPoints);
  return points.every((value) => value !== null)
    ? points.reduce<number>((sum, value) => sum + (value ?? 0), 0) * table.factor
    : null;
}

function ladder(mine: Best, rival: Range | undefined, table: VerdictTable, askAt: number | null): VerdictRung[] {
  if (!mine || !rival) return [];
  let pool: Keyed[] = rival.none ? [] : rival.melds;
  let open = rival.none || pool.length === 0;
  let decided = false;
  const info = getModeInfo(table.mode);
  return table.rules.stages.map((stage, index) => {
    const a = mine.keyed.shown[index] ?? null;
    const values = new Set(pool.map((meld) => meld.key[index]));
    const said = !open && values.size === 1;
    const b = said ? ((pool[0] as Keyed).shown[index] ?? null) : null;
    const applies = stage === 'trump' ? info.trump !== null && info.trump !== 'all' : true;
    const diff = said ? (mine.keyed.key[index] as number) - ((pool[0] as Keyed).key[index] as number) : 0;
    const winner: Side | null = said && diff !== 0 ? (diff > 0 ? 'a' : 'b') : null;
    const reached = !decided;
    if (winner || index === askAt) decided = true;
    if (!said) open = true;
    else pool = pool.filter((meld) => meld.key[index] === (pool[0] as Keyed).key[index]);
    return {
      stage,
      a,
      b,
      said: [true, said] as [boolean, boolean],
      applies,
      winner,
      reached,
      ...(stage === 'trump' && !info.known ? { unknown: true } : {}),
      ...(stage === 'highest' && table.rules.lowestWinsBottomUp && info.bottomUp ? { lowest: true } : {}),
    };
  });
}

function contestVerdict(table: VerdictTable, kind: Meld['kind'] | null, you: number): ContestVerdict {
  const bySeat = kind === null && table.rules.stages.includes('seat');
  const ranges = rangesOf(table, kind, bySeat);
  const team = (t: number) => ranges.filter((range) => range.team === t);
  const sure = (t: number, rs = ranges) =>
    beats(
      bestOf(
        rs.filter((r) => r.team === t),
        weakest,
      ),
      bestOf(
        rs.filter((r) => r.team !== t),
        strongest,
      ),
    );
  const can = (t: number) => beats(bestOf(team(t), strongest), bestOf(team(1 - t), weakest));
  const possible: [boolean, boolean] = [can(0), can(1)];
  const empty = { ask: null, questions: [], condition: null, seats: null, stages: [] };
  const winnerTeam = sure(0) ? 0 : sure(1) ? 1 : !possible[0] && !possible[1] ? null : undefined;
  // Told from the team of `you` when it holds something for sure, else from the others.
  const ours = [you % 2, 1 - (you % 2)].find((t) => bestOf(team(t), weakest) !== null) ?? you % 2;
  const mine = bestOf(team(ours), weakest);
  const rivals = team(1 - ours).filter((range) => range.melds.length > 0);
  const walks = mine ? rivals.map((range) => ({ range, walk: walk(mine.keyed, range) })) : [];
  // A hand read in part is not asked: what it lacks is read, not said.
  const asking = walks.filter((w) => w.walk.ask !== null && w.range.askable !== false);
  // The ladder's rival: the one that stays level with ours longest.
  const nearest =
    [...asking].sort((a, b) => (b.walk.ask as number) - (a.walk.ask as number))[0]?.range ??
    walks.find((w) => w.walk.below !== true)?.range ??
    walks[0]?.range;
  const askAt = asking.find((w) => w.range === nearest)?.walk.ask ?? null;
  const stages = ladder(mine, nearest, table, askAt);
  const seats: [number, number] | null = mine && nearest ? [mine.seat, nearest.seat] : null;
  const questions = [...new Set(asking.map((w) => w.walk.ask as number))]
    .sort((a, b) => a - b)
    .map((at) => ({
      stage: table.rules.stages[at] as Stage,
      seats: asking.filter((w) => w.walk.ask === at).map((w) => w.range.seat),
    }));
  if (winnerTeam !== undefined) {
    const winners = winnerTeam === null ? [] : team(winnerTeam);
    const top = winners.find((range) => {
      const others = ranges.filter((other) => other !== range);
      return beats(weakest(range), bestOf(others, strongest));
    });
    const seat = top?.seat ?? null;
    const decided = walks.length === 0 ? 'uncontested' : table.rules.stages[Math.max(...walks.map((w) => w.walk.decided))];
    return {
      outcome: 'certain',
      team: winnerTeam,
      seat,
      points: winnerTeam === null ? 0 : pointsWritten(winnerTeam, seat, ranges, table),
      possible,
      stage: winnerTeam === null ? null : (decided ?? null),
      ...empty,
      seats,
      stages,
    };
  }
  let ask: Question | null = null;
  let condition: VerdictCondition | null = null;
  if (mine && askAt !== null) {
    const stage = table.rules.stages[askAt] as Stage;
    ask = { stage, seats: [nearest?.seat ?? 0] };
    // One question for every seat that is asked: the condition is said only where it holds,
    // with each asked seat below ours at that stage, we surely write.
    const single = questions.length === 1 ? questions[0] : undefined;
    const against = single?.seats ?? [];
    const restricted = ranges.map((range) =>
      against.includes(range.seat)
        ? { ...range, melds: range.melds.filter((meld) => compareKeys(meld.key, mine.keyed.key, askAt + 1) < 0) }
        : range,
    );
    if (single && sure(ours, restricted)) condition = { seat: mine.seat, stage, value: mine.keyed.shown[askAt] ?? null, against };
  }
  if (questions.length === 0) {
    // Nothing held for sure, or only seats that have not said: ask them the value.
    const unsure = ranges
      .filter((range) => range.askable !== false && !range.exact && range.melds.length > 0)
      .map((range) => range.seat);
    if (unsure.length > 0) questions.push({ stage: 'points', seats: unsure });
  }
  ask ??= questions[0] ?? null;
  return {
    outcome: 'conditional',
    team: null,
    seat: null,
    points: null,
    possible,
    stage: ask?.stage ?? null,
    ask,
    questions,
    condition,
    seats,
    stages,
  };
}

/**
 * The verdict of a table where some seats are known, some said what they hold and some have
 * said nothing yet: certain where it is, else the stage that will decide, the question to ask
 * next, and the condition under which the side that holds something for sure writes.
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
