import { DECK_INFO, RANKS, type Rank, SUITS } from './cards.js';
import { RUNS } from './melds.js';
import {
  comparisonStages,
  declaresByTotal,
  fourPointsOf,
  getModeInfo,
  type Mode,
  type Rules,
  type Stage,
  sequencePointsOf,
} from './rules.js';

/*
 * The hot path: a hand as four 9-bit suit masks, every meld as one integer whose order is
 * the rule set's comparison (seat aside). Tables are built once per rule set and mode, so
 * the best meld of a hand is a handful of lookups. The readable code in melds.ts, declare.ts
 * and compare.ts is the reference; tests hold the two equal.
 *
 * A packed meld is `key * 64 + category`: `key` orders melds, `category` says what the meld
 * is (bit 5 set for four of a kind, bits 0-4 its points / 10). 0 means no meld.
 */

export const CATEGORY_FOUR = 32;
const FIELD_BITS: Readonly<Record<Exclude<Stage, 'seat'>, number>> = {
  points: 5,
  kind: 1,
  cards: 4,
  highest: 4,
  trump: 1,
  suit: 3,
};

export const categoryOf = (packed: number): number => packed & 63;
export const categoryPoints = (category: number): number => (category & 31) * 10;
export const categoryIsFour = (category: number): boolean => (category & CATEGORY_FOUR) !== 0;

export interface FastRules {
  rules: Rules;
  mode: Mode;
  /** Per suit index: the best maximal run of a mask, packed. */
  runBest: readonly Int32Array[];
  /** Per suit index: the points of all maximal runs of a mask. */
  runTotal: readonly Int32Array[];
  /** Per mask of ranks held four times: the best of those fours, packed. */
  fourBest: Int32Array;
  /** Per mask of ranks held four times: their points. */
  fourTotal: Int32Array;
  /** Belot's two contests (runs, carrés). */
  separate: boolean;
  /** The declared set is the one with the largest total (Belot, `declares: 'total'`), so the choice of fours matters. */
  byTotal: boolean;
  /** Ranks below this are not in the deck. */
  deckMask: number;
}

interface MeldShape {
  kind: 'sequence' | 'four';
  points: number;
  cards: number;
  suit: number;
  low: number;
  high: number;
}

/** The comparison key of a meld, stage by stage in the rules' order (bigger is better). */
function keyOf(meld: MeldShape, rules: Rules, mode: Mode): number {
  const info = getModeInfo(mode);
  const trump = info.trump === null || info.trump === 'all' ? -1 : SUITS.indexOf(info.trump);
  if (rules.contests === 'separate') {
    // Belot's order of a player's own melds: points, a carré before a run, longer, higher.
    const top = meld.kind === 'four' ? rules.fourOrder.indexOf(RANKS[meld.high] as Rank) : meld.high;
    return (((meld.points / 10) * 2 + (meld.kind === 'four' ? 1 : 0)) * 16 + meld.cards) * 16 + top;
  }
  let key = 0;
  for (const stage of comparisonStages(rules)) {
    if (stage === 'seat') continue;
    let value = 0;
    switch (stage) {
      case 'points':
        value = meld.points / 10;
        break;
      case 'kind':
        value = meld.kind === 'four' ? 1 : 0;
        break;
      case 'cards':
        value = meld.cards;
        break;
      case 'highest':
        if (rules.lowestWinsBottomUp && info.bottomUp) value = 8 - meld.low;
        else value = meld.kind === 'four' ? rules.fourOrder.indexOf(RANKS[meld.high] as Rank) : meld.high;
        break;
      case 'trump':
        value = meld.kind === 'sequence' && meld.suit === trump ? 1 : 0;
        break;
      case 'suit':
        if (meld.kind === 'sequence')
          value = meld.suit === trump ? 4 : 3 - rules.suitOrder.indexOf(SUITS[meld.suit] as (typeof SUITS)[number]);
        break;
    }
    key = key * 2 ** FIELD_BITS[stage] + value;
  }
  return key;
}

function pack(meld: MeldShape, rules: Rules, mode: Mode): number {
  return keyOf(meld, rules, mode) * 64 + (meld.kind === 'four' ? CATEGORY_FOUR : 0) + meld.points / 10;
}

const cache = new Map<string, FastRules>();

/** The tables of one rule set and mode (cached). */
export function compileRules(rules: Rules, mode: Mode): FastRules {
  const id = JSON.stringify([rules, mode]);
  const cached = cache.get(id);
  if (cached) return cached;
  const from = RANKS.indexOf(rules.sequenceFrom);
  const allowed = 0x1ff & ~((1 << from) - 1);
  const noMelds = getModeInfo(mode).noDeclarations;
  const runBest = SUITS.map(() => new Int32Array(512));
  const runTotal = SUITS.map(() => new Int32Array(512));
  for (let suit = 0; suit < 4; suit++) {
    for (let mask = 0; mask < 512 && !noMelds; mask++) {
      let best = 0;
      let total = 0;
      for (const [low, length] of RUNS[mask & allowed] ?? []) {
        const points = sequencePointsOf(rules, length);
        if (points === 0) continue;
        const shape: MeldShape = { kind: 'sequence', points, cards: length, suit, low, high: low + length - 1 };
        best = Math.max(best, pack(shape, rules, mode));
        total += points;
      }
      (runBest[suit] as Int32Array)[mask] = best;
      (runTotal[suit] as Int32Array)[mask] = total;
    }
  }
  const fourOne = RANKS.map((rank, index) => {
    const points = noMelds ? 0 : fourPointsOf(rules, rank, mode);
    return points === 0
      ? { packed: 0, points: 0 }
      : { packed: pack({ kind: 'four', points, cards: 4, suit: -1, low: index, high: index }, rules, mode), points };
  });
  const fourBest = new Int32Array(512);
  const fourTotal = new Int32Array(512);
  for (let mask = 1; mask < 512; mask++) {
    for (let rank = 0; rank < 9; rank++) {
      if (!(mask & (1 << rank))) continue;
      const four = fourOne[rank] as { packed: number; points: number };
      fourBest[mask] = Math.max(fourBest[mask] as number, four.packed);
      fourTotal[mask] = (fourTotal[mask] as number) + four.points;
    }
  }
  const fast: FastRules = {
    rules,
    mode,
    runBest,
    runTotal,
    fourBest,
    fourTotal,
    separate: rules.contests === 'separate',
    byTotal: declaresByTotal(rules),
    deckMask: 0x1ff & ~((1 << DECK_INFO[rules.deck].lowestRank) - 1),
  };
  // Rule options make new rule sets: keep the cache small in a long-lived page.
  if (cache.size >= 64) cache.clear();
  cache.set(id, fast);
  return fast;
}

/**
 * The best meld a hand declares, packed (0: none). Where the set declared is the one whose best
 * meld is strongest (or, with cross-Weis, every meld), the best meld is the strongest of all runs
 * and fours. Where it is the set with the largest total (Belot, `declares: 'total'`), the choice
 * of fours decides it.
 */
export function bestPacked(fast: FastRules, m0: number, m1: number, m2: number, m3: number): number {
  const fours = m0 & m1 & m2 & m3;
  const runs = fast.runBest;
  let best = (runs[0] as Int32Array)[m0] as number;
  let next = (runs[1] as Int32Array)[m1] as number;
  if (next > best) best = next;
  next = (runs[2] as Int32Array)[m2] as number;
  if (next > best) best = next;
  next = (runs[3] as Int32Array)[m3] as number;
  if (next > best) best = next;
  if (fours === 0) return best;
  if (!fast.byTotal) {
    const four = fast.fourBest[fours] as number;
    return Math.max(four, best);
  }
  declaredByTotal(fast, m0, m1, m2, m3, fours, declared);
  return Math.max(declared[0] as number, declared[1] as number);
}

const declared = new Int32Array(2);

/**
 * The set declared by total (the largest total; on a tie, Belot's carrés first, else the
 * strongest best meld) written to `out` as its best run and its best four, packed: Belot's two
 * contests take them apart.
 */
export function declaredByTotal(
  fast: FastRules,
  m0: number,
  m1: number,
  m2: number,
  m3: number,
  fours: number,
  out: Int32Array,
): void {
  let chosenTotal = -1;
  let chosenTie = -1;
  const runs = fast.runBest;
  const totals = fast.runTotal;
  // Every subset of the fours held (at most two in nine cards).
  for (let used = fours; ; used = (used - 1) & fours) {
    const rest = ~used;
    const fourPoints = fast.fourTotal[used] as number;
    const total =
      fourPoints +
      ((totals[0] as Int32Array)[m0 & rest] as number) +
      ((totals[1] as Int32Array)[m1 & rest] as number) +
      ((totals[2] as Int32Array)[m2 & rest] as number) +
      ((totals[3] as Int32Array)[m3 & rest] as number);
    const run = Math.max(
      (runs[0] as Int32Array)[m0 & rest] as number,
      (runs[1] as Int32Array)[m1 & rest] as number,
      (runs[2] as Int32Array)[m2 & rest] as number,
      (runs[3] as Int32Array)[m3 & rest] as number,
    );
    const four = fast.fourBest[used] as number;
    const tie = fast.separate ? fourPoints : Math.max(run, four);
    if (total > chosenTotal || (total === chosenTotal && tie > chosenTie)) {
      chosenTotal = total;
      chosenTie = tie;
      out[0] = run;
      out[1] = four;
    }
    if (used === 0) break;
  }
}

/** Packed best meld of card indexes (suit × 9 + rank), for callers that hold cards as numbers. */
export function bestPackedOfCards(fast: FastRules, cards: ArrayLike<number>, from = 0, to = cards.length): number {
  const masks = [0, 0, 0, 0];
  for (let index = from; index < to; index++) {
    const card = cards[index] as number;
    masks[(card / 9) | 0] = (masks[(card / 9) | 0] as number) | (1 << (card % 9));
  }
  return bestPacked(fast, masks[0] as number, masks[1] as number, masks[2] as number, masks[3] as number);
}
