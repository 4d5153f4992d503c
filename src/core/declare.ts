import type { CardId } from './cards.js';
import { type CompareContext, meldOrder } from './compare.js';
import { declarationCandidates, type Meld, totalPoints } from './melds.js';
import { declaresByTotal, type Mode, type Rules } from './rules.js';

const fourPoints = (melds: readonly Meld[]): number => totalPoints(melds.filter((meld) => meld.kind === 'four'));

/**
 * Belot's order of a player's melds (what they announce first): most points; on equal points
 * a carré before a sequence, then the longer, then the higher.
 */
function belotOrder(a: Meld, b: Meld, ctx: CompareContext): number {
  if (a.points !== b.points) return b.points - a.points;
  if (a.kind !== b.kind) return a.kind === 'four' ? -1 : 1;
  return meldOrder(a, b, ctx);
}

/** Strongest first, in the rule set's own order of a player's melds. */
export function sortMelds(melds: readonly Meld[], rules: Rules, mode: Mode): Meld[] {
  const ctx = { rules, mode };
  const order = rules.contests === 'separate' ? belotOrder : meldOrder;
  return [...melds].sort((a, b) => order(a, b, ctx));
}

/** Which of two disjoint declarations a player makes: negative when `a` is the better one. */
function declarationOrder(a: Meld[], b: Meld[], rules: Rules, mode: Mode): number {
  if (rules.contests === 'separate') {
    // Belot: the largest total, the carré first on a tie.
    return totalPoints(b) - totalPoints(a) || fourPoints(b) - fourPoints(a);
  }
  const byTotal = totalPoints(b) - totalPoints(a);
  if (declaresByTotal(rules)) return byTotal || bestOrder(a, b, rules, mode);
  return bestOrder(a, b, rules, mode) || byTotal;
}

/** Which of two sorted declarations has the stronger best meld: negative for `a`; a declaration with none is weakest. */
function bestOrder(a: Meld[], b: Meld[], rules: Rules, mode: Mode): number {
  const [bestA, bestB] = [a[0], b[0]];
  if (bestA && bestB) return meldOrder(bestA, bestB, { rules, mode });
  return bestA ? -1 : bestB ? 1 : 0;
}

/** The melds a player declares, strongest first (RULES.md: cross-use, or the disjoint choice by `declares`). */
export function declareMelds(cards: readonly CardId[], rules: Rules, mode: Mode): Meld[] {
  const candidates = declarationCandidates(cards, rules, mode).map((melds) => sortMelds(melds, rules, mode));
  candidates.sort((a, b) => declarationOrder(a, b, rules, mode));
  return candidates[0] ?? [];
}

/** The meld a player announces: the first of their sorted declaration. */
export function bestMeld(melds: readonly Meld[], rules: Rules, mode: Mode): Meld | null {
  return sortMelds(melds, rules, mode)[0] ?? null;
}
