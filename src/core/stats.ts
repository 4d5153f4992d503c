import { DECK_INFO, RANKS, SUITS } from './cards.js';
import { bestPacked, categoryIsFour, categoryOf, categoryPoints, compileRules } from './fast.js';
import { getModeInfo, type Mode, type Rules } from './rules.js';
import { readInteger } from './schema.js';

/** Counts of one part of the enumeration: by best-meld category, with and without Stöck. */
export interface StatsCounts {
  /** Index: category (see fast.ts); value: hands whose best Weis has that category. */
  best: number[];
  /** The same, for hands that also hold Stöck. */
  bestWithStoeck: number[];
  /** Index: rank; value: hands holding all four cards of that rank. */
  holdingFour: number[];
  hands: number;
  /** Whether the rules count Stöck at all: false (the `stoeck` option), views leave its counts out. */
  countsStoeck: boolean;
}

export interface EnumerateOptions {
  /** Split the work: this run takes the holdings of the first two suits whose running index ≡ part (mod parts). */
  part?: number;
  parts?: number;
  /**
   * Or a range of that running index, `from` up to (not including) `to`: a page counts in
   * slices it sizes by the time they take (see `enumerationUnits`).
   */
  from?: number;
  to?: number;
  onProgress?: (done: number, total: number) => void;
}

/** How many units of work `enumerateHands` deals out (holdings of the first two suits that fit in a hand). */
export function enumerationUnits(rules: Rules): number {
  const handSize = DECK_INFO[rules.deck].handSize;
  const ranks = 9 - DECK_INFO[rules.deck].lowestRank;
  const choose = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);
  let units = 0;
  for (let pa = 0; pa <= Math.min(handSize, ranks); pa++)
    for (let pb = 0; pb <= Math.min(handSize - pa, ranks); pb++) units += choose(ranks, pa) * choose(ranks, pb);
  return units;
}

const popcount = (mask: number): number => {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count++;
  return count;
};

/**
 * Enumerates every hand of the deck (94,143,280 nine-card Jass hands, 10,518,300 eight-card
 * Belot hands) as four suit masks and counts the category of each hand's best Weis. The
 * trump suit is the outermost loop, so Stöck costs nothing in the inner one.
 */
export function enumerateHands(rules: Rules, mode: Mode, options: EnumerateOptions = {}): StatsCounts {
  const fast = compileRules(rules, mode);
  const handSize = DECK_INFO[rules.deck].handSize;
  const byPop: number[][] = Array.from({ length: 10 }, () => []);
  for (let mask = 0; mask < 512; mask++) if ((mask & fast.deckMask) === mask) byPop[popcount(mask)]?.push(mask);
  const trump = getModeInfo(mode).trump;
  const trumpIndex = trump === null || trump === 'all' ? -1 : SUITS.indexOf(trump);
  // Loop order: the trump suit first (suits are symmetric, tables are per suit).
  const order = trumpIndex < 0 ? [0, 1, 2, 3] : [trumpIndex, ...[0, 1, 2, 3].filter((suit) => suit !== trumpIndex)];
  const stoeckBits = (1 << RANKS.indexOf('K')) | (1 << RANKS.indexOf('Q'));
  const best = new Array<number>(64).fill(0);
  const bestWithStoeck = new Array<number>(64).fill(0);
  const holdingFour = new Array<number>(9).fill(0);
  const fourHands = new Float64Array(512);
  const plain = new Float64Array(64);
  const stoeck = new Float64Array(64);
  // However the work is split, every loop ends: 1 to 4096 parts, a part among them.
  const parts = readInteger(options.parts ?? 1, 1, 4096).value ?? 1;
  const part = readInteger(options.part ?? 0, 0, parts - 1).value ?? 0;
  const from = Math.max(0, options.from ?? 0);
  const to = Math.min(options.to ?? Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER);
  const outer = byPop.flatMap((masks, count) => (count <= handSize ? masks : []));
  let hands = 0;
  // Masks by suit index, filled in loop order (no allocation in the loops).
  const bySuit = new Int32Array(4);
  const [o0, o1, o2, o3] = order as [number, number, number, number];
  const packedOf = (a: number, b: number, c: number, d: number) => {
    bySuit[o0] = a;
    bySuit[o1] = b;
    bySuit[o2] = c;
    bySuit[o3] = d;
    return bestPacked(fast, bySuit[0] as number, bySuit[1] as number, bySuit[2] as number, bySuit[3] as number);
  };
  // Only the inner loop needs to be fast: it runs with the tables of the fourth suit directly.
  const innerRuns = fast.runBest[o3] as Int32Array;
  const fourBest = fast.fourBest;
  // The best meld is the strongest of all (no set chosen by total): the first three suits' runs once per inner loop.
  const strongest = !fast.byTotal;
  // The work is dealt out by pairs of the first two suits' holdings (at most 48,620 hands each),
  // round-robin: every part gets about the same share however many parts there are.
  let unit = 0;
  for (let index = 0; index < outer.length; index++) {
    const a = outer[index] as number;
    const pa = popcount(a);
    const target = trumpIndex >= 0 && rules.stoeck && (a & stoeckBits) === stoeckBits ? stoeck : plain;
    for (let pb = 0; pb <= handSize - pa && pb <= 9; pb++) {
      for (const b of byPop[pb] ?? []) {
        const at = unit++;
        if (at < from || at >= to || at % parts !== part) continue;
        for (let pc = 0; pc <= handSize - pa - pb && pc <= 9; pc++) {
          const pd = handSize - pa - pb - pc;
          if (pd > 9) continue;
          const inner = byPop[pd] ?? [];
          for (const c of byPop[pc] ?? []) {
            const abc = a & b & c;
            if (strongest) {
              // The best run of the first three suits (an empty fourth suit adds none).
              const upper = packedOf(a, b, c, 0);
              for (let i = 0; i < inner.length; i++) {
                const d = inner[i] as number;
                let packed = innerRuns[d] as number;
                if (upper > packed) packed = upper;
                const fours = abc & d;
                if (fours !== 0) {
                  const four = fourBest[fours] as number;
                  if (four > packed) packed = four;
                  fourHands[fours] = (fourHands[fours] as number) + 1;
                }
                target[packed & 63] = (target[packed & 63] as number) + 1;
              }
            } else {
              for (let i = 0; i < inner.length; i++) {
                const d = inner[i] as number;
                const packed = packedOf(a, b, c, d);
                const fours = abc & d;
                if (fours !== 0) fourHands[fours] = (fourHands[fours] as number) + 1;
                target[packed & 63] = (target[packed & 63] as number) + 1;
              }
            }
            hands += inner.length;
          }
        }
      }
    }
    options.onProgress?.(index + 1, outer.length);
  }
  for (let category = 0; category < 64; category++) {
    best[category] = (plain[category] as number) + (stoeck[category] as number);
    bestWithStoeck[category] = stoeck[category] as number;
  }
  for (let fours = 1; fours < 512; fours++) {
    for (let rank = 0; rank < 9; rank++)
      if (fours & (1 << rank)) holdingFour[rank] = (holdingFour[rank] as number) + (fourHands[fours] as number);
  }
  return { best, bestWithStoeck, holdingFour, hands, countsStoeck: rules.stoeck };
}

export function mergeCounts(parts: readonly StatsCounts[]): StatsCounts {
  const sum = (pick: (counts: StatsCounts) => number[], length: number) =>
    Array.from({ length }, (_, index) => parts.reduce((total, counts) => total + (pick(counts)[index] ?? 0), 0));
  return {
    best: sum((counts) => counts.best, 64),
    bestWithStoeck: sum((counts) => counts.bestWithStoeck, 64),
    holdingFour: sum((counts) => counts.holdingFour, 9),
    hands: parts.reduce((total, counts) => total + counts.hands, 0),
    countsStoeck: parts.every((counts) => counts.countsStoeck),
  };
}

export interface StatsRow {
  kind: 'none' | 'sequence' | 'four';
  points: number;
  count: number;
  probability: number;
  withStoeck: number;
}

/** The distribution as rows: none first, then by points, runs before fours on equal points. */
export function statsRows(counts: StatsCounts): StatsRow[] {
  const rows: StatsRow[] = [];
  for (let category = 0; category < 64; category++) {
    const count = counts.best[category] ?? 0;
    if (count === 0) continue;
    rows.push({
      kind: category === 0 ? 'none' : categoryIsFour(category) ? 'four' : 'sequence',
      points: categoryPoints(category),
      count,
      probability: count / counts.hands,
      withStoeck: counts.bestWithStoeck[category] ?? 0,
    });
  }
  const kindOrder = { none: 0, sequence: 1, four: 2 };
  return rows.sort((a, b) => a.points - b.points || kindOrder[a.kind] - kindOrder[b.kind]);
}

export { categoryOf };
