import { LANGS as CORE_LANGS, defaultSettings, SETTING_NAMES, type SettingValues, settingOrDefault } from '../src/core/index.js';
import { FIGURE_PARAMS } from '../src/service/figure-params.js';

/**
 * The embed builder's state: one table and how it is shown. It lives in the page's URL (so a
 * link opens the same table), sets the live element's attributes, and becomes the snippet an
 * author pastes. Pure: no DOM, so Node tests read it as a browser would.
 */

/** '' (the reader's page and browser), then every language of the product. */
export const LANGS = ['', ...CORE_LANGS] as const;
export const DECKS = ['', 'french', 'german-swiss'] as const;

/** The table's settings (`TABLE_SETTINGS`: rules, trump, forehand, factor, game, …), then how it is shown. */
export interface EmbedState extends SettingValues {
  /** 1 (quick mode) or 4. */
  seats: number;
  input: 'hands' | 'melds';
  /** One text per seat, 4 of them (quick mode uses the first). */
  hands: string[];
  /** '' follows the reader's page and browser. */
  lang: string;
  /** '' follows the language. */
  deck: string;
  readonly: boolean;
  odds: boolean;
  /** Players' names by seat, `|` between them ("Anna|Beat"); '' for "Player 1" to "Player 4". */
  names: string;
  /** '' (the reader's system), 'light' or 'dark'. */
  theme: string;
  /** Where the author serves the script; '' for the CDN. */
  script: string;
}

export const DEFAULT_STATE: Readonly<EmbedState> = {
  ...defaultSettings(),
  seats: 4,
  input: 'hands',
  hands: ['', '', '', ''],
  lang: '',
  deck: '',
  readonly: false,
  odds: false,
  names: '',
  theme: '',
  script: '',
};

export const THEMES = ['', 'light', 'dark'] as const;

/** The element's attributes for a state, only those that differ from the element's defaults, in a stable order. */
export function attributesOf(state: EmbedState): [string, string][] {
  const attributes: [string, string][] = [];
  const add = (name: string, value: string | number, fallback: string | number) => {
    if (value !== fallback) attributes.push([name, String(value)]);
  };
  if (state.readonly) attributes.push(['readonly', '']);
  for (const name of SETTING_NAMES) add(name, state[name], DEFAULT_STATE[name]);
  add('seats', state.seats, DEFAULT_STATE.seats);
  add('input', state.input, DEFAULT_STATE.input);
  add('lang', state.lang, DEFAULT_STATE.lang);
  add('deck', state.deck, DEFAULT_STATE.deck);
  add('hands', handsAttribute(state), '');
  add('names', state.names, DEFAULT_STATE.names);
  add('theme', state.theme, DEFAULT_STATE.theme);
  if (state.odds) attributes.push(['odds', '']);
  return attributes;
}

/**
 * The share link where a figure service runs (`jass-weis serve`, or its worker): its page for
 * the table, whose link shows the verdict and the picture in chats and forums.
 */
export function serviceLink(state: EmbedState, service: string): string {
  const params = new URLSearchParams(attributesOf(state).filter(([name]) => (FIGURE_PARAMS as readonly string[]).includes(name)));
  return `${service.replace(/\/+$/, '')}/?${params}`;
}

/** Seats joined by `|`, trailing empty seats left out. */
export function handsAttribute(state: EmbedState): string {
  const seats = state.hands.slice(0, state.seats === 1 ? 1 : 4).map((text) => text.replace(/\|/g, ' ').trim());
  while (seats.length > 0 && seats[seats.length - 1] === '') seats.pop();
  return seats.join('|');
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The element's tag with its attributes, as HTML; `fallback` (the figure in plain HTML) goes
 * inside: feeds, e-mail and pages without the script show it, the element replaces it.
 */
export function elementHtml(state: EmbedState, fallback = ''): string {
  const attributes = attributesOf(state)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
  return `<jass-weis-calculator${attributes}>${fallback}</jass-weis-calculator>`;
}

/** The script's address: the author's own copy where given (only http(s) addresses), else the CDN's. */
export function scriptAddress(state: EmbedState, cdnUrl: string): string {
  return /^https?:\/\/\S+$/.test(state.script.trim()) ? state.script.trim() : cdnUrl;
}

/** What an author pastes: the script tag, then the element (with its text fallback inside). */
export function embedSnippet(state: EmbedState, cdnUrl: string, fallback = ''): string {
  return `<script type="module" src="${escapeAttribute(scriptAddress(state, cdnUrl))}"></script>\n${elementHtml(state, fallback)}`;
}

/**
 * For hosts that take iframes but no script: the site's figure page showing this table. It
 * tells its parent its height (a message `{ type: 'jass-weis-height', height }`); the height
 * given is the figure's now, for hosts that run nothing at all. Its title, what a screen reader
 * says of the frame, is the figure's verdict where the builder has one (in the figure's language).
 */
export function iframeSnippet(state: EmbedState, figurePage: string, height: number, verdict = ''): string {
  const named = state.names ? `Weis: ${state.names.split('|').filter(Boolean).join(', ')}` : 'Weis calculator';
  const title = verdict.trim().slice(0, 200) || named;
  return `<iframe src="${escapeAttribute(`${figurePage}${stateToHash(state)}`)}" title="${escapeAttribute(title)}" width="100%" height="${Math.max(120, Math.round(height))}" style="border: 0; max-width: 100%" loading="lazy"></iframe>`;
}

/** The state as a URL fragment (`#rules=official&trump=S&hands=…`), defaults left out. */
export function stateToHash(state: EmbedState): string {
  const params = new URLSearchParams(attributesOf(state).map(([name, value]) => [name, value === '' ? '1' : value]));
  if (state.script) params.set('script', state.script);
  const text = params.toString();
  return text ? `#${text}` : '';
}

/** Each setting of the registry from where a form or a link keeps it; its default where it is missing or not allowed. */
export const settingsFrom = (given: (name: string) => string | null): SettingValues =>
  Object.fromEntries(SETTING_NAMES.map((name) => [name, settingOrDefault(name, given(name))])) as SettingValues;

const oneOf = <T extends string>(text: string | null, values: readonly T[], fallback: T): T =>
  values.includes(text as T) ? (text as T) : fallback;

/**
 * A state from a URL fragment. Whatever is missing or out of range falls back to the default:
 * a link someone mangled still opens a calculator. The element itself reports bad hands.
 */
export function stateFromHash(hash: string): EmbedState {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const text = (name: string, max = 2000): string => (params.get(name) ?? '').slice(0, max);
  const texts = text('hands', 4000).split('|');
  const seats = params.get('seats') === '1' ? 1 : 4;
  return {
    ...settingsFrom((name) => params.get(name)),
    seats,
    input: oneOf(params.get('input'), ['hands', 'melds'] as const, 'hands'),
    hands: [0, 1, 2, 3].map((seat) => texts[seat]?.trim() ?? ''),
    lang: oneOf(params.get('lang'), LANGS, ''),
    deck: oneOf(params.get('deck'), DECKS, ''),
    readonly: params.has('readonly'),
    odds: params.has('odds'),
    names: text('names', 4 * 25 + 3),
    theme: oneOf(params.get('theme'), THEMES, ''),
    script: text('script', 500),
  };
}
