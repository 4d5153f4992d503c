import type { Odds, Probability } from './odds.js';
import type { ContestResult, TableResult } from './resolve.js';
import type { ContestVerdict, Verdict } from './verdict.js';

/**
 * A table's answer as a list of contests, the same shape for every rule set: Schieber's one
 * contest of best melds, Belot's two (sequences, carrés). Every view loops over these lists;
 * none asks which rule set it has. (The result keeps its JSON shape: `contest`, or Belot's
 * `contests: { sequence, four }`; these functions are the one place that knows it.)
 */

/** Which contest: the best meld of all, or Belot's sequences or carrés. */
export type ContestKind = 'best' | 'sequence' | 'four';

export interface Contest<T> {
  kind: ContestKind;
  value: T;
}

/** The contests as decided with every hand known (empty where nobody melds). */
export function resultContests(result: Pick<TableResult, 'contest' | 'contests'>): Contest<ContestResult>[] {
  if (result.contests)
    return [
      { kind: 'sequence', value: result.contests.sequence },
      { kind: 'four', value: result.contests.four },
    ];
  return result.contest ? [{ kind: 'best', value: result.contest }] : [];
}

/** The contests as far as they are known from what was said (empty without a verdict). */
export function verdictContests(verdict: Verdict | null | undefined): Contest<ContestVerdict>[] {
  if (!verdict) return [];
  if (verdict.contests)
    return [
      { kind: 'sequence', value: verdict.contests.sequence },
      { kind: 'four', value: verdict.contests.four },
    ];
  return verdict.contest ? [{ kind: 'best', value: verdict.contest }] : [];
}

/** The odds of each contest for the player's team: the one contest's, or Belot's two apart. */
export function oddsContests(odds: Pick<Odds, 'team' | 'contests'>): Contest<Probability>[] {
  if (odds.contests)
    return [
      { kind: 'sequence', value: odds.contests.sequence },
      { kind: 'four', value: odds.contests.four },
    ];
  return [{ kind: 'best', value: odds.team }];
}

/** Whether some contest still turns on what is not known (a question can decide it). */
export const verdictIsOpen = (verdict: Verdict | null | undefined): boolean =>
  verdictContests(verdict).some(({ value }) => value.outcome === 'conditional');

/** Whether every contest of a verdict is decided. */
export const verdictIsCertain = (verdict: Verdict | null | undefined): boolean =>
  verdictContests(verdict).every(({ value }) => value.outcome === 'certain');

/** Whether the contests can go to both teams at once (Belot): then no share of the odds is "nobody". */
export const contestsSplit = (contests: readonly Contest<unknown>[]): boolean => contests.length > 1;
