import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Mode, Odds, Rules, SeatRead, Table, TableResult } from '../core/index.js';
import { mergeOdds, weisOdds } from '../core/odds.js';
import { verdictOddsRequest } from '../core/verdict-odds.js';
import { countOddsInSlices } from './odds-slices.js';

/*
 * The element's odds, in one file loaded when an element first asks for them
 * (`dist/jass-weis-odds.js` beside the standalone bundle): the Monte Carlo engine, what to count
 * for an answer, and the driver that counts after an update, never in one.
 */

/** Deals per odds run: a standard error under half a percent. */
const ODDS_DEALS = 20_000;

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
 * What to count for an answer. Where seats said what they hold: the odds of each outcome still
 * open, given everything said and the cards known (rare words reject most deals: counted in
 * short tasks, as many as a short time allows). For a lone hand of cards (the other seats not
 * known): how often its Weis wins, over the unseen cards; in quick mode (`forehand` null) the
 * hand plays first. Nothing for melds or for a table with more than one hand.
 */
function oddsCount(answer: OddsAnswer, forehand: number | null): OddsCount | null {
  const verdict = answer.result?.verdict;
  const table = answer.table;
  if (verdict && table) {
    const open = [verdict.contest, verdict.contests?.sequence, verdict.contests?.four].some((c) => c?.outcome === 'conditional');
    if (!open) return null;
    return {
      key: JSON.stringify([answer.key, 'verdict']),
      count: async () => {
        const request = verdictOddsRequest(table, ODDS_DEALS);
        return request ? countOddsInSlices({ weisOdds, mergeOdds }, request, { deals: ODDS_DEALS }) : null;
      },
    };
  }
  const known = answer.reads.filter((read) => read && read.cards.length > 0);
  const seat = answer.reads.findIndex((read) => read && read.cards.length > 0);
  const read = answer.reads[seat];
  if (known.length !== 1 || !read || read.reading !== 'cards' || !answer.result) return null;
  const { rules, mode } = answer;
  const first = forehand ?? seat;
  return {
    key: JSON.stringify([answer.key, seat, first]),
    count: async () => weisOdds({ rules, mode, hand: read.cards, seat, forehand: first, deals: ODDS_DEALS }),
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
  want(answer: OddsAnswer | null, forehand: number | null): void {
    const wanted = answer ? oddsCount(answer, forehand) : null;
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
