import type { Odds, OddsRequest } from '../core/index.js';
import { runInTasks, type Slices } from './slices.js';

/** The odds engine's two functions (loaded on demand in the element, at once in the extension). */
export interface OddsEngine {
  weisOdds: (request: OddsRequest) => Odds;
  mergeOdds: (a: Odds, b: Odds) => Odds;
}

export interface SliceOptions {
  /** Deals wanted in all. */
  deals: number;
  /** Deals per slice: with rare announcements, most draws are rejected, so a slice stays short only when small. */
  slice?: number;
  /** Main-thread time the whole count may take; the deals counted by then are the answer. */
  budgetMs?: number;
  /** False stops the count (the request changed, the view left). */
  wanted?: () => boolean;
}

/** The count as slices: each a few deals on a seed of its own, merged as they come; null once no longer wanted. */
function* oddsSlices(engine: OddsEngine, request: OddsRequest, options: SliceOptions): Slices<Odds | null> {
  const slice = options.slice ?? 250;
  const budget = options.budgetMs ?? 400;
  let total: Odds | null = null;
  let spent = 0;
  for (let part = 0; (total?.deals ?? 0) < options.deals && spent < budget; part++) {
    if (part > 0) yield;
    if (options.wanted && !options.wanted()) return null;
    const started = performance.now();
    const counted = engine.weisOdds({ ...request, deals: slice, seed: ((request.seed ?? 1) + part * 7919) >>> 0 });
    spent += performance.now() - started;
    total = total ? engine.mergeOdds(total, counted) : counted;
  }
  return total ? { ...total, complete: total.deals >= options.deals } : null;
}

/**
 * Odds counted in short tasks (`runInTasks`): however rare what was said, no task is long and
 * the page stays responsive. Null when no longer wanted.
 */
export const countOddsInSlices = (engine: OddsEngine, request: OddsRequest, options: SliceOptions): Promise<Odds | null> =>
  runInTasks(oddsSlices(engine, request, options), 0);
