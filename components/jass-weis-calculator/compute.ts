import {
  DEFAULT_PAIRING,
  presetOnly,
  type Rules,
  readSeatText,
  readTableWith,
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
  /** The cards of one trick (roem, Tischweis); empty: none. */
  trick: string;
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
    ...(input.trick.trim() ? { trick: input.trick } : {}),
    pairing: input.pairing,
  };
  const { rules, mode } = rulesAndMode(request.rules, request.trump, input.pairing);
  // The element sets no rule options: its bundle holds no option reader.
  const read = readTableWith(request, presetOnly);
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
