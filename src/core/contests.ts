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

/** One contest of best melds, or Belot's two: the same list either way. */
const listOf = <T>(one: T | null | undefined, two: { sequence: T; four: T } | undefined): Contest<T>[] =>
  two
    ? [
        { kind: 'sequence', value: two.sequence },
        { kind: 'four', value: two.four },
      ]
    : one
      ? [{ kind: 'best', value: one }]
      : [];

/** The contests as decided with every hand known (empty where nobody melds). */
export const resultContests = (result: Pick<TableResult, 'contest' | 'contests'>): Contest<ContestResult>[] =>
  listOf(result.contest, result.contests);

/** The contests as far as they are known from what was said (empty without a verdict). */
export const verdictContests = (verdict: Verdict | null | undefined): Contest<ContestVerdict>[] =>
  verdict ? listOf(verdict.contest, verdict.contests) : [];

/** The odds of each contest for the player's team: the one contest's, or Belot's two apart. */
export const oddsContests = (odds: Pick<Odds, 'team' | 'contests'>): Contest<Probability>[] => listOf(odds.team, odds.contests);

/** Whether some contest still turns on what is not known (a question can decide it). */
export const verdictIsOpen = (verdict: Verdict | null | undefined): boolean =>
  verdictContests(verdict).some(({ value }) => value.outcome === 'conditional');

/** Whether every contest of a verdict is decided. */
export const verdictIsCertain = (verdict: Verdict | null | undefined): boolean =>
  verdictContests(verdict).every(({ value }) => value.outcome === 'certain');

/** Whether the contests can go to both teams at once (Belot): then no share of the odds is "nobody". */
export const contestsSplit = (contests: readonly Contest<unknown>[]): boolean => contests.length > 1;
