import { RANKS, type Rank, type Suit } from './cards.js';
import type { Meld } from './melds.js';
import { comparisonStages, getModeInfo, type Mode, type Rules, type Stage } from './rules.js';

/** Who holds a meld: their seat, and the seat that plays first. Absent when comparing within a hand. */
export interface Holder {
  seat: number;
  forehand: number;
}

export interface CompareContext {
  rules: Rules;
  mode: Mode;
}

export type Side = 'a' | 'b';
export type StageValue = number | Rank | Suit | boolean | null;

/** One rung of the ladder: the stage, both values as shown to a player, and who wins it. */
export interface StageResult {
  stage: Stage;
  a: StageValue;
  b: StageValue;
  /** Whether this stage can separate melds at all in this mode (no trump stage without trump). */
  applies: boolean;
  winner: Side | null;
  /**
   * Whether the comparison got this far: stages after the deciding one were never reached, and
   * what they would say counts for nothing.
   */
  reached: boolean;
  /** The stage would apply but cannot be judged: the trump is not known. */
  unknown?: boolean;
  /** The `highest` stage where the lowest card wins (Undenufe under official rules): views say "lowest card". */
  lowest?: boolean;
}

export interface Comparison {
  winner: Side | null;
  decidedBy: Stage | null;
  stages: StageResult[];
}

export interface StageKey {
  shown: StageValue;
  /** Larger is better; null = the stage says nothing about this meld. */
  key: number | null;
}

const topRank = (meld: Meld): Rank => (meld.kind === 'sequence' ? meld.high : meld.rank);

/** `highest`: the top card; in bottom-up modes under `lowestWinsBottomUp`, the lowest card, lower wins. */
function highestKey(meld: Meld, ctx: CompareContext): StageKey {
  if (ctx.rules.lowestWinsBottomUp && getModeInfo(ctx.mode).bottomUp) {
    const low = meld.kind === 'sequence' ? meld.low : meld.rank;
    return { shown: low, key: -RANKS.indexOf(low) };
  }
  if (meld.kind === 'four') return { shown: meld.rank, key: ctx.rules.fourOrder.indexOf(meld.rank) };
  return { shown: meld.high, key: RANKS.indexOf(topRank(meld)) };
}

/** What one stage says of a meld: the value shown, and its key (larger is better, null: nothing). */
export function stageKey(stage: Stage, meld: Meld, holder: Holder | undefined, ctx: CompareContext): StageKey {
  const trump = getModeInfo(ctx.mode).trump;
  switch (stage) {
    case 'points':
      return { shown: meld.points, key: meld.points };
    case 'kind':
      // Shown as "a four of a kind?": yes or no.
      return { shown: meld.kind === 'four', key: meld.kind === 'four' ? 1 : 0 };
    case 'cards':
      return { shown: meld.cards.length, key: meld.cards.length };
    case 'highest':
      return highestKey(meld, ctx);
    case 'trump': {
      if (trump === null || trump === 'all') return { shown: null, key: null };
      const inTrump = meld.kind === 'sequence' && meld.suit === trump;
      return { shown: inTrump, key: inTrump ? 1 : 0 };
    }
    case 'seat': {
      if (!holder) return { shown: null, key: null };
      return { shown: holder.seat, key: -((holder.seat - holder.forehand + 4) % 4) };
    }
    case 'suit': {
      if (meld.kind !== 'sequence') return { shown: null, key: null };
      if (meld.suit === trump) return { shown: meld.suit, key: 4 };
      return { shown: meld.suit, key: 3 - ctx.rules.suitOrder.indexOf(meld.suit) };
    }
  }
}

function stageApplies(stage: Stage, ctx: CompareContext, holders: boolean): boolean {
  const trump = getModeInfo(ctx.mode).trump;
  if (stage === 'trump') return trump !== null && trump !== 'all';
  if (stage === 'seat') return holders;
  return true;
}

/**
 * Compares two melds stage by stage, in the order of the rule set. Every stage is reported
 * with both values, so every view can print the same ladder; `decidedBy` is the first stage
 * that separates them.
 */
export function compareMelds(a: Meld, b: Meld, ctx: CompareContext, holderA?: Holder, holderB?: Holder): Comparison {
  const stages: StageResult[] = [];
  let winner: Side | null = null;
  let decidedBy: Stage | null = null;
  for (const stage of comparisonStages(ctx.rules)) {
    const ka = stageKey(stage, a, holderA, ctx);
    const kb = stageKey(stage, b, holderB, ctx);
    const applies = stageApplies(stage, ctx, !!holderA && !!holderB);
    let stageWinner: Side | null = null;
    if (applies && ka.key !== null && kb.key !== null && ka.key !== kb.key) stageWinner = ka.key > kb.key ? 'a' : 'b';
    const unknown = stage === 'trump' && !getModeInfo(ctx.mode).known;
    const lowest = stage === 'highest' && ctx.rules.lowestWinsBottomUp && getModeInfo(ctx.mode).bottomUp;
    stages.push({
      stage,
      a: ka.shown,
      b: kb.shown,
      applies,
      winner: stageWinner,
      reached: decidedBy === null,
      ...(unknown ? { unknown } : {}),
      ...(lowest ? { lowest } : {}),
    });
    if (winner === null && stageWinner !== null) {
      winner = stageWinner;
      decidedBy = stage;
    }
  }
  return { winner, decidedBy, stages };
}

/** Sort order, strongest first: negative when `a` beats `b`. */
export function meldOrder(a: Meld, b: Meld, ctx: CompareContext, holderA?: Holder, holderB?: Holder): number {
  const { winner } = compareMelds(a, b, ctx, holderA, holderB);
  return winner === 'a' ? -1 : winner === 'b' ? 1 : 0;
}
