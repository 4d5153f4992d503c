import { GERMAN_SWISS_SUITS, RANKS, type Rank, SUITS, type Suit, type SuitPairing } from './cards.js';
import {
  RULE_OPTION_NAMES,
  type RuleOptionName,
  type RuleOptionSpec,
  ruleOptionConflict,
  ruleOptionSpec,
} from './rule-options.js';
import type { Points, Rules } from './rules.js';

/*
 * The one input boundary. Whatever enters the core (the CLI's JSON and flags, the element's
 * attributes and properties, the extension's storage) is checked here, field by field, and
 * anything else becomes a coded error naming the field. Past this module, code trusts its
 * types. Reads never throw: getters that throw, proxies, cycles and BigInts are values like
 * any other here.
 */

/** The documented sizes: larger input is refused at once with `too-large`. */
export const LIMITS = {
  /** A JSON table on the command line's stdin, in bytes. */
  jsonBytes: 64 * 1024,
  /** One hand (or meld list, or trick) as text. */
  handChars: 2000,
  /** Words in one hand's text. */
  handWords: 200,
  /** Errors listed in one answer; the rest are counted. */
  errors: 20,
  /** Characters of input quoted in an error. */
  tokenChars: 40,
  /** Deals of one odds run, and draws in all (announcements reject deals). */
  deals: 500_000,
  draws: 1_000_000,
  factor: 1000,
  /** A meld's points in rule options: steps of ten, as far as the packed evaluator holds them. */
  meldPoints: 300,
} as const;

/** Input cut for quoting: at most `LIMITS.tokenChars` characters, never half a surrogate pair. */
export function cutToken(text: string): string {
  if (text.length <= LIMITS.tokenChars) return text;
  let cut = text.slice(0, LIMITS.tokenChars - 1);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function shallowText(value: unknown, depth: number): string {
  switch (typeof value) {
    case 'string':
      return depth === 0 ? value.slice(0, LIMITS.tokenChars + 1) : JSON.stringify(value.slice(0, LIMITS.tokenChars));
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'undefined':
      return 'undefined';
    case 'symbol':
      return 'symbol';
    case 'function':
      return 'function';
  }
  if (value === null) return 'null';
  if (depth > 0) return Array.isArray(value) ? '[…]' : '{…}';
  if (!Array.isArray(value)) return '{…}';
  const items: string[] = [];
  for (let index = 0; index < Math.min(value.length, 8); index++) items.push(shallowText(value[index], depth + 1));
  return `[${items.join(',')}${value.length > 8 ? ',…' : ''}]`;
}

/** Any value as a short token for an error: shallow, cut, and never throwing (not even for proxies). */
export function tokenOf(value: unknown): string {
  try {
    return cutToken(shallowText(value, 0));
  } catch {
    return '?';
  }
}

export type Field<T> = { ok: true; value: T } | { ok: false; value?: undefined };
const accept = <T>(value: T): Field<T> => ({ ok: true, value });
const REFUSE: Field<never> = { ok: false };

/** A field that may be left out (undefined or null): `fallback` then, else what `read` makes of it. */
export const readOptional = <T>(value: unknown, fallback: T, read: (value: unknown) => Field<T>): Field<T> =>
  value === undefined || value === null ? accept(fallback) : read(value);

/** An object's own property, read once; a throwing getter or proxy is `ok: false`. */
export function readProperty(source: object, key: string): Field<unknown> {
  try {
    return accept((source as Record<string, unknown>)[key]);
  } catch {
    return REFUSE;
  }
}

/** An object's own keys; a proxy that throws gives `ok: false`. */
export function ownKeys(source: object): Field<string[]> {
  try {
    return accept(Object.keys(source));
  } catch {
    return REFUSE;
  }
}

/** A plain record (not an array, not null), or nothing. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  try {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** A real array, copied into a dense one (holes become undefined); a throwing proxy is nothing. */
export function readArray(value: unknown, maxLength: number): Field<unknown[]> {
  try {
    if (!Array.isArray(value) || value.length > maxLength) return REFUSE;
    return accept(Array.from({ length: value.length }, (_, index) => value[index]));
  } catch {
    return REFUSE;
  }
}

export const readInteger = (value: unknown, min: number, max: number): Field<number> =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? accept(value) : REFUSE;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): Field<T> =>
    typeof value === 'string' && values.includes(value as T) ? accept(value as T) : REFUSE;

/** A list of distinct values of `values`, of a length in [min, max]. */
const listOf =
  <T extends string>(values: readonly T[], min: number, max: number) =>
  (value: unknown): Field<T[]> => {
    const read = readArray(value, max);
    if (!read.ok || read.value.length < min) return REFUSE;
    const items = read.value;
    return items.every((item) => values.includes(item as T)) && new Set(items).size === items.length
      ? accept(items as T[])
      : REFUSE;
  };

const isMeldPoints = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= LIMITS.meldPoints && value % 10 === 0;

/** Points by rank: only rank keys, each in steps of ten. */
function readRankPoints(value: unknown): Field<Partial<Record<Rank, number>>> {
  if (!isRecord(value)) return REFUSE;
  const keys = ownKeys(value);
  if (!keys.ok) return REFUSE;
  const points: Partial<Record<Rank, number>> = {};
  for (const key of keys.value) {
    const read = readProperty(value, key);
    if (!RANKS.includes(key as Rank) || !read.ok || !isMeldPoints(read.value)) return REFUSE;
    points[key as Rank] = read.value;
  }
  return accept(points);
}

/** What a rule option accepts; `base` is the preset's value, for options that merge. */
type OptionReader = (value: unknown, base: Rules) => Field<unknown>;

const boolean = (value: unknown): Field<boolean> => (typeof value === 'boolean' ? accept(value) : REFUSE);

/** The reader of an option, made from what its entry in `RULE_OPTION_SPECS` says it takes. */
function readerOf(name: RuleOptionName, spec: RuleOptionSpec): OptionReader {
  switch (spec.kind) {
    case 'boolean':
      return boolean;
    case 'choice':
      return oneOf(spec.values);
    case 'list':
      return listOf(spec.values, spec.min, spec.max);
    case 'points-by-length':
      return (value) => {
        const read = readArray(value, spec.max);
        return read.ok && read.value.length >= spec.min && read.value.every(isMeldPoints)
          ? accept(read.value as number[])
          : REFUSE;
      };
    case 'points-by-rank':
      if (!spec.merge) return readRankPoints;
      // Merged over the preset's table: `{"6": 100}` adds four sixes. An empty change is a mistake.
      return (value, base) => {
        const read = readRankPoints(value);
        const table = base[name] as Partial<Record<Rank, number>>;
        return read.ok && Object.keys(read.value).length > 0 ? accept({ ...table, ...read.value } as Points) : REFUSE;
      };
  }
}

/** Every rule option and its reader. A `Map`: no key of Object.prototype can pass for an option. */
export const RULE_OPTIONS: ReadonlyMap<keyof Rules, OptionReader> = /* @__PURE__ */ new Map(
  /* @__PURE__ */ RULE_OPTION_NAMES.map((name) => [name, readerOf(name, ruleOptionSpec(name))]),
);

export type OptionsRead =
  | { ok: true; rules: Rules }
  | { ok: false; code: 'unknown-option' | 'bad-option'; field: string; token: string; conflict?: RuleOptionName };

/**
 * Rule options over a preset: only known options, each of the right kind and range, and none
 * that means nothing beside the others (`ruleOptionConflict`: the error names the option it
 * does not go with).
 */
export function readRuleOptions(base: Rules, options: unknown): OptionsRead {
  if (options === undefined || options === null) return { ok: true, rules: base };
  const keys = isRecord(options) ? ownKeys(options) : REFUSE;
  if (!keys.ok) return { ok: false, code: 'bad-option', field: 'options', token: tokenOf(options) };
  const rules: Rules = { ...base };
  for (const key of keys.value) {
    const reader = RULE_OPTIONS.get(key as keyof Rules);
    if (!reader) return { ok: false, code: 'unknown-option', field: 'options', token: cutToken(key) };
    const value = readProperty(options, key);
    const read = value.ok ? reader(value.value, base) : REFUSE;
    if (!read.ok) return { ok: false, code: 'bad-option', field: `options.${key}`, token: cutToken(key) };
    (rules as unknown as Record<string, unknown>)[key] = read.value;
  }
  for (const key of keys.value as RuleOptionName[]) {
    const conflict = ruleOptionConflict(key, rules);
    if (conflict) return { ok: false, code: 'bad-option', field: `options.${key}`, token: key, conflict };
  }
  return { ok: true, rules };
}

/** A German-Swiss to French pairing: the four German-Swiss suits, each to a different French suit. */
export function readPairing(value: unknown): Field<SuitPairing> {
  if (!isRecord(value)) return REFUSE;
  const keys = ownKeys(value);
  if (!keys.ok || keys.value.length !== 4) return REFUSE;
  const pairing: Partial<Record<(typeof GERMAN_SWISS_SUITS)[number], Suit>> = {};
  for (const suit of GERMAN_SWISS_SUITS) {
    const read = readProperty(value, suit);
    if (!read.ok || !SUITS.includes(read.value as Suit)) return REFUSE;
    pairing[suit] = read.value as Suit;
  }
  return new Set(Object.values(pairing)).size === 4 ? accept(pairing as SuitPairing) : REFUSE;
}

/** A hand as text: a string, or a list of strings (one card each); within the size limits. */
export function readHandText(value: unknown): { ok: true; text: string } | { ok: false; code: 'bad-hands' | 'too-large' } {
  if (typeof value === 'string')
    return value.length > LIMITS.handChars ? { ok: false, code: 'too-large' } : { ok: true, text: value };
  const list = readArray(value, LIMITS.handWords);
  if (!list.ok) return { ok: false, code: Array.isArray(value) ? 'too-large' : 'bad-hands' };
  if (!list.value.every((item) => typeof item === 'string')) return { ok: false, code: 'bad-hands' };
  const text = list.value.join(' ');
  return text.length > LIMITS.handChars ? { ok: false, code: 'too-large' } : { ok: true, text };
}

/** The first errors of a list and how many more there were. */
export function capErrors<T>(errors: readonly T[]): { errors: T[]; more: number } {
  return { errors: errors.slice(0, LIMITS.errors), more: Math.max(0, errors.length - LIMITS.errors) };
}
