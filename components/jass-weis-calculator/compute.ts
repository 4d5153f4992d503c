import {
  DEFAULT_PAIRING,
  oddsPlan,
  type Rules,
  readSeatText,
  readTable,
  resolveTable,
  rulesAndMode,
  type SeatRead,
  type SettingName,
  type SuitPairing,
  settingsRequest,
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
  /** The table settings as the properties hold them (`TABLE_SETTINGS`); an empty one is not given. */
  settings: Readonly<Record<SettingName, unknown>>;
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
    ...settingsRequest(input.settings),
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

/** The answer when the properties themselves cannot be read (a throwing getter): one error, no table. */
export function unreadable(): Computed {
  const { rules, mode } = rulesAndMode('schieber', null, DEFAULT_PAIRING);
  return { key: '', request: {}, rules, mode, reads: [], errors: [{ code: 'bad-json' }], more: 0, table: null, result: null };
}

/** The key of an input: equal keys, equal answers. Null for values JSON cannot hold (computed afresh each time). */
export function keyOf(input: CalculatorInput): string | null {
  try {
    return JSON.stringify(input);
  } catch {
    return null;
  }
}

/** The odds engine, loaded on first use: a file of its own beside the bundle. */
const loadOdds = () => import('./odds-engine.js');

export interface OddsRequest {
  key: string;
  /** The odds engine is loaded only when odds are asked for: a file of its own beside the bundle. */
  count: () => Promise<Odds | null>;
}

/**
 * The odds the core's plan calls for (`oddsPlan`: an open verdict's outcomes, or a lone hand's
 * chance), counted by the engine loaded on first use; what was said is counted in short tasks
 * (rare words reject most deals).
 */
export function oddsRequest(computed: Computed): OddsRequest | null {
  const { table, result } = computed;
  const plan = table && result ? oddsPlan(table, result) : null;
  if (!plan) return null;
  return {
    key: JSON.stringify([computed.key, plan.seat, plan.forehand]),
    count: async () => {
      const engine = await loadOdds();
      return plan.announced ? engine.countOddsInSlices(engine, plan, { deals: plan.deals ?? 0 }) : engine.weisOdds(plan);
    },
  };
}
