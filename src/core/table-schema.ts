import { parseMode } from './parse-mode.js';
import { GAMES } from './resolve.js';
import { PRESET_NAMES } from './rules.js';
import { LIMITS } from './schema.js';

/**
 * The settings of a table that every view offers, in one typed registry: their kind, allowed
 * values, default, and how the command line writes them. The element's attributes, the CLI's
 * options and help, the figure service's URL parameters, the embed builder's form and state,
 * the app, the WordPress block and shortcode are all derived from it; the words for each
 * setting (its label, its help line) are in each language's tables, keyed by the same names,
 * so that the type checker names any language that lacks one.
 *
 * Adding a setting: an entry here, its words (`fields` in each language's messages and CLI
 * words), and the core's use of it in `readTable`.
 */
export interface SettingSpec {
  /**
   * `choice`: one of `values`; `integer`: a whole number from `min` to `max`; `seat`: a seat
   * 0-3 (people count it 1-4 on the command line); `mode`: a trump or mode in any of the words
   * `parseMode` reads ("" where it is not known).
   */
  readonly kind: 'choice' | 'integer' | 'seat' | 'mode';
  readonly values?: readonly string[];
  readonly min?: number;
  readonly max?: number;
  /** What a view assumes where the setting is not given ("" for a mode: not known). */
  readonly default: string | number;
  /** The command line's option: `--<name>`, its one-letter form, and the placeholder in `--help`. */
  readonly cli: { readonly short?: string; readonly placeholder: string };
}

export const TABLE_SETTINGS = {
  rules: { kind: 'choice', values: PRESET_NAMES, default: 'schieber', cli: { short: 'r', placeholder: 'R' } },
  trump: { kind: 'mode', default: '', cli: { short: 't', placeholder: 'T' } },
  forehand: { kind: 'seat', min: 0, max: 3, default: 0, cli: { short: 'f', placeholder: 'N' } },
  factor: { kind: 'integer', min: 1, max: LIMITS.factor, default: 1, cli: { short: 'x', placeholder: 'F' } },
  game: { kind: 'choice', values: GAMES, default: 'schieber', cli: { placeholder: 'G' } },
} as const satisfies Readonly<Record<string, SettingSpec>>;

export type SettingName = keyof typeof TABLE_SETTINGS;
/** The settings in the order views show and write them. */
export const SETTING_NAMES = Object.keys(TABLE_SETTINGS) as SettingName[];

/** A setting's value as views keep it: text for choices and modes, a number for the others. */
export type SettingValue<Name extends SettingName> = (typeof TABLE_SETTINGS)[Name]['default'] extends number ? number : string;
export type SettingValues = { [Name in SettingName]: SettingValue<Name> };

export const settingSpec = (name: SettingName): SettingSpec => TABLE_SETTINGS[name];

/** Whether the setting is a number (integers and seats). */
export const isNumberSetting = (name: SettingName): boolean => typeof settingSpec(name).default === 'number';

/** Every setting at its default. */
export const defaultSettings = (): SettingValues =>
  Object.fromEntries(SETTING_NAMES.map((name) => [name, settingSpec(name).default])) as SettingValues;

/**
 * A setting's value as typed (an attribute, a URL parameter, a form field), or null where it
 * is not one the setting allows. A mode is checked only as a word (whether these rules play it
 * is `readTable`'s question). Never throws.
 */
export function readSetting(name: SettingName, raw: unknown): string | number | null {
  const spec = settingSpec(name);
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : null;
  if (text === null || text.length > LIMITS.tokenChars) return null;
  switch (spec.kind) {
    case 'choice':
      return spec.values?.includes(text) ? text : null;
    case 'mode':
      return text === '' || parseMode(text) !== null ? text : null;
    case 'integer':
    case 'seat': {
      const value = /^-?\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
      return value >= (spec.min ?? 0) && value <= (spec.max ?? LIMITS.factor) ? value : null;
    }
  }
}

/** A setting's value, or its default where the text is not one it allows (a link someone mangled). */
export const settingOrDefault = (name: SettingName, raw: unknown): string | number =>
  readSetting(name, raw) ?? settingSpec(name).default;

/**
 * The settings as a table request takes them: what is given, as given (the core reads and
 * reports it), and nothing for a setting left empty, so that the core's default applies.
 */
export function settingsRequest(values: Readonly<Partial<Record<SettingName, unknown>>>): Partial<Record<SettingName, unknown>> {
  const request: Partial<Record<SettingName, unknown>> = {};
  for (const name of SETTING_NAMES) {
    const value = values[name];
    if (value !== undefined && value !== null && value !== '') request[name] = value;
  }
  return request;
}
