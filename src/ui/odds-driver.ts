import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Mode, Odds, Rules, SeatRead, Table, TableResult } from '../core/index.js';
import { mergeOdds, weisOdds } from '../core/odds.js';
import { oddsPlan } from '../core/odds-plan.js';
import { countOddsInSlices } from './odds-slices.js';

/*
 * The element's odds, in one file loaded when an element first asks for them
 * (`dist/jass-weis-odds.js` beside the standalone bundle): the Monte Carlo engine, what to count
 * for an answer, and the driver that counts after an update, never in one.
 */

/** The answer odds are asked for, as the element computed it: equal keys, equal answers. */
export interface OddsAnswer {
  key: string;
  rules: Rules;
  mode: Mode;
  /** Each seat's reading (null for a seat left empty). */
  reads: readonly (SeatRead | null)[];
  table: Table | null;
  result: TableResult | null;
}

interface OddsCount {
  key: string;
  count: () => Promise<Odds | null>;
}

/**
 * What to count for an answer: the odds the core's plan calls for (`oddsPlan`: an open verdict's
 * outcomes, or a lone hand's chance). What was said is counted in short tasks (rare words reject
 * most deals, as many as a short time allows); a lone hand at once.
 */
function oddsCount(answer: OddsAnswer): OddsCount | null {
  const { table, result } = answer;
  const plan = table && result ? oddsPlan(table, result) : null;
  if (!plan) return null;
  return {
    key: JSON.stringify([answer.key, plan.seat, plan.forehand, plan.announced?.length ?? -1]),
    count: async () =>
      plan.announced ? countOddsInSlices({ weisOdds, mergeOdds }, plan, { deals: plan.deals ?? 0 }) : weisOdds(plan),
  };
}

/**
 * Odds counted after an update, never in one: the first frame stays fast. The host asks in
 * `willUpdate` for the odds of its answer; they are counted once the update is done and the
 * host updates again. A pending count is dropped when the host leaves the page, and asked for
 * again when it is back.
 */
export class OddsDriver implements ReactiveController {
  private asked: string | null = null;
  private done: { key: string; odds: Odds | null } | null = null;
  private wanted: OddsCount | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private dropped = false;

  /** `fault`: told of a count that failed (a fault of ours), which shows no odds. */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly fault: (cause: unknown) => void,
  ) {
    host.addController(this);
  }

  /** Asks for the odds of an answer (null: none wanted); they are counted after this update. */
  want(answer: OddsAnswer | null): void {
    const wanted = answer ? oddsCount(answer) : null;
    this.asked = wanted?.key ?? null;
    this.wanted = wanted === null || this.done?.key === wanted.key ? null : wanted;
  }

  /** The odds of the answer last asked for, or null while they are counted (or none are). */
  value(): Odds | null {
    return this.asked !== null && this.done?.key === this.asked ? this.done.odds : null;
  }

  hostUpdated(): void {
    const wanted = this.wanted;
    if (!wanted) return;
    this.wanted = null;
    this.clear();
    this.timer = setTimeout(() => {
      this.timer = null;
      void wanted
        .count()
        .catch((cause) => {
          this.fault(cause);
          return null;
        })
        .then((odds) => {
          if (this.wanted && this.wanted.key !== wanted.key) return;
          this.done = { key: wanted.key, odds };
          this.host.requestUpdate();
        });
    }, 0);
  }

  hostConnected(): void {
    // A count dropped when the host left is asked for again now that it is back.
    if (!this.dropped) return;
    this.dropped = false;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.dropped = this.timer !== null;
    this.clear();
  }

  private clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
