import {
  DEFAULT_PAIRING,
  type Rules,
  readSeatText,
  readTable,
  resolveTable,
  rulesAndMode,
  type SeatRead,
  type SuitPairing,
  type Table,
  type TableRequest,
  type TableResult,
} from '../../src/core/index.js';
import type { Odds } from '../../src/core/odds.js';
import type { ViewError } from '../../src/i18n/sentences.js';

/** What the calculator computes from its properties: the table, each seat's reading, and the answer. */
export interface Computed {
  /** Equal keys, equal answers: nothing is computed twice. */
  key: string;
  request: TableRequest;
  rules: Rules;
  mode: TableResult['mode'];
  /** Each seat's reading (null for a seat left empty). */
  reads: (SeatRead | null)[];
  /** Notices about display values, then the table's errors (at most `LIMITS.errors` of those). */
  errors: ViewError[];
  /** Errors beyond those listed. */
  more: number;
  /** The table read, while the input is valid. */
  table: Table | null;
  result: TableResult | null;
}

export interface CalculatorInput {
  rules: unknown;
  trump: unknown;
  forehand: unknown;
  factor: unknown;
  game: unknown;
  /** One text per seat, empty for a seat not known. */
  texts: readonly string[];
  /** What an empty text is: nobody at that seat (a figure of fewer hands), or a player not heard from yet (quick mode). */
  blank: 'absent' | 'unheard';
  input: 'auto' | 'melds';
  pairing: SuitPairing;
  notices: readonly ViewError[];
}

/**
 * The calculator's answer, from the core alone: the table is read once (each hand once) and
 * resolved. Only when a field other than the hands is invalid, so that the core read no hand,
 * are the hands read on their own, to keep the player's cards in view while they fix it.
 */
export function computeTable(input: CalculatorInput, key: string): Computed {
  const request: TableRequest = {
    rules: input.rules || 'schieber',
    trump: input.trump || null,
    forehand: input.forehand,
    factor: input.factor,
    game: input.game || 'schieber',
    ...(input.input === 'melds' ? { input: 'melds' } : {}),
    hands: input.texts.map((text) => text || (input.blank === 'unheard' ? null : '')),
    pairing: input.pairing,
  };
  const { rules, mode } = rulesAndMode(request.rules, request.trump, input.pairing);
  const read = readTable(request);
  const reads =
    read.reads.length > 0
      ? read.reads
      : input.texts.map((text) => (text ? readSeatText(text, rules, mode, input.pairing, input.input) : null));
  const result = read.ok ? resolveTable(read.table) : null;
  const errors = [...input.notices, ...(read.ok ? [] : read.errors)];
  const table = read.ok ? read.table : null;
  return { key, request, rules, mode: result?.mode ?? mode, reads, errors, more: read.ok ? 0 : read.more, table, result };
}

/** The answer when computing it failed (a fault, or a property whose getter throws): the notice, no table. */
export function failed(): Computed {
  const { rules, mode } = rulesAndMode('schieber', null, DEFAULT_PAIRING);
  return { key: '', request: {}, rules, mode, reads: [], errors: [{ code: 'fault' }], more: 0, table: null, result: null };
}

/** The key of an input: equal keys, equal answers. Null for values JSON cannot hold (computed afresh each time). */
export function keyOf(input: CalculatorInput): string | null {
  try {
    return JSON.stringify(input);
  } catch {
    return null;
  }
}

/** Deals per odds run: a standard error under half a percent. */
const ODDS_DEALS = 20_000;

/** The odds engine, loaded on first use: a file of its own beside the bundle. */
const loadOdds = () => import('../../src/ui/odds-engine.js');

export interface OddsRequest {
  key: string;
  /** The odds engine is loaded only when odds are asked for: a file of its own beside the bundle. */
  count: () => Promise<Odds | null>;
}

/**
 * Odds for a lone hand of cards (the other seats not known), by Monte Carlo over the unseen
 * cards; none for melds or for a table with more than one hand. In quick mode (`forehand`
 * null) the hand plays first.
 */
export function oddsRequest(computed: Computed, forehand: number | null): OddsRequest | null {
  const verdict = computed.result?.verdict;
  if (verdict && computed.table) {
    // Some seat said what it holds: the odds of each outcome, given everything said and the own cards.
    const open = [verdict.contest, verdict.contests?.sequence, verdict.contests?.four].some((c) => c?.outcome === 'conditional');
    if (!open) return null;
    const table = computed.table;
    return {
      key: JSON.stringify([computed.key, 'verdict']),
      // Rare words reject most deals: counted in short tasks, as many as a short time allows.
      // No odds where they cannot be had so (more than one hand of cards known).
      count: async () => {
        const engine = await loadOdds();
        const request = engine.verdictOddsRequest(table, ODDS_DEALS);
        return request ? engine.countOddsInSlices(engine, request, { deals: ODDS_DEALS }) : null;
      },
    };
  }
  const known = computed.reads.filter((read) => read && read.cards.length > 0);
  const seat = computed.reads.findIndex((read) => read && read.cards.length > 0);
  const read = computed.reads[seat];
  if (known.length !== 1 || !read || read.reading !== 'cards' || !computed.result) return null;
  const { rules, mode } = computed;
  const first = forehand ?? seat;
  return {
    key: JSON.stringify([computed.key, seat, first]),
    count: async () => {
      const { weisOdds } = await loadOdds();
      return weisOdds({ rules, mode, hand: read.cards, seat, forehand: first, deals: ODDS_DEALS });
    },
  };
}
