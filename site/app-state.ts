import { LANGS, type Lang, settingOrDefault } from '../src/core/index.js';
import { negotiateLang } from '../src/i18n/negotiate.js';

/**
 * What the app keeps across reloads (in the browser's local storage): the language chosen, the
 * rules and trump in play, the round's factor, and the table (the hand and what the others said).
 * Pure: the page reads and writes it; nothing here touches a browser API.
 */
export interface AppState {
  /** The language the player chose; null: the browser's. */
  lang: Lang | null;
  rules: string;
  trump: string;
  factor: number;
  /** The element's `hands`: the hand, then what Right, Partner and Left said, separated by `|`. */
  hands: string;
  /** The screen open: the board (Jasstafel) or the Weis calculator. */
  tab: AppTab;
}

export const APP_TABS = ['board', 'weis'] as const;
export type AppTab = (typeof APP_TABS)[number];

export const STORAGE_KEY = 'jass-weis-app';
/** Nothing kept is longer than this: a hand and three seats' words fit many times over. */
const MAX_HANDS = 2000;

export const INITIAL_APP_STATE: AppState = { lang: null, rules: 'schieber', trump: '', factor: 1, hands: '', tab: 'board' };

const isLang = (value: unknown): value is Lang => (LANGS as readonly unknown[]).includes(value);
const text = (value: unknown, fallback: string, max = 40): string =>
  typeof value === 'string' && value.length <= max ? value : fallback;

/** What was kept, checked field by field: anything else (another version's, a hand edit) falls back to the start. */
export function readAppState(stored: string | null): AppState {
  let value: unknown;
  try {
    value = stored ? JSON.parse(stored) : null;
  } catch {
    // Not JSON (written by something else): the start.
    value = null;
  }
  if (typeof value !== 'object' || value === null) return INITIAL_APP_STATE;
  const record = value as Record<string, unknown>;
  // Each setting as the core's registry allows it; its default where it does not.
  return {
    lang: isLang(record.lang) ? record.lang : null,
    rules: String(settingOrDefault('rules', record.rules)),
    trump: String(settingOrDefault('trump', record.trump)),
    factor: Number(settingOrDefault('factor', record.factor)),
    hands: text(record.hands, '', MAX_HANDS),
    tab: (APP_TABS as readonly unknown[]).includes(record.tab) ? (record.tab as AppTab) : 'board',
  };
}

export const writeAppState = (state: AppState): string => JSON.stringify(state);

/** A new round: no cards, no words and no trump (in Schieber it is chosen anew each round); the same rules, factor and language. */
export const newRound = (state: AppState): AppState => ({ ...state, hands: '', trump: '' });

/**
 * The language the app speaks: the one the player chose, else the first of the browser's
 * languages it speaks (Swiss German for de-CH and gsw, German for any other de), else English.
 */
export function appLanguage(state: AppState, browserLanguages: readonly string[]): Lang {
  if (state.lang) return state.lang;
  // The element's own choice among the browser's languages (Swiss German for de-CH, de-LI, gsw).
  return negotiateLang(browserLanguages);
}

export { APP_WORDS, type AppWords } from '../src/i18n/app/index.js';
