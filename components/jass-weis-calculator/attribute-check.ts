import { FACES, readPairing, type SuitPairing, tokenOf } from '../../src/core/index.js';
import { matchLang } from '../../src/i18n/negotiate.js';
import type { ViewError } from '../../src/i18n/sentences.js';

/** The element's own values that are not rules: each falls back to its default when invalid, with a notice. */
export interface DisplayValues {
  seats: unknown;
  /** The element's own `lang` attribute (the page's is not ours to judge). */
  lang: string | null;
  deck: unknown;
  input: unknown;
  hands: unknown;
  pairing: unknown;
}

/**
 * Notices for display values the element cannot use, each with its documented fallback:
 * `seats` 4, `lang` the page's or browser's language, `deck` from the language, `input`
 * hands, `hands` empty, `pairing` the default pairing. Never throws.
 */
export function displayNotices(values: DisplayValues): ViewError[] {
  const notices: ViewError[] = [];
  const notice = (field: string, value: unknown) => notices.push({ code: 'bad-attribute', field, token: tokenOf(value) });
  if (values.seats !== 1 && values.seats !== 4) notice('seats', values.seats);
  if (values.lang && !matchLang(values.lang)) notice('lang', values.lang);
  if (values.deck && !FACES.includes(values.deck as (typeof FACES)[number])) notice('deck', values.deck);
  if (values.input && values.input !== 'hands' && values.input !== 'melds') notice('input', values.input);
  if (values.hands !== null && values.hands !== undefined && typeof values.hands !== 'string') notice('hands', values.hands);
  if (values.pairing !== null && values.pairing !== undefined && !readPairing(values.pairing).ok)
    notice('pairing', values.pairing);
  return notices;
}

/** The pairing to use: the given one when valid, else the default. */
export function usablePairing(value: unknown, fallback: SuitPairing): SuitPairing {
  const read = readPairing(value);
  return read.ok ? read.value : fallback;
}
