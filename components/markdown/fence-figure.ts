import { isLang, type Lang, normalizeWord, suggestWords } from '../../src/core/index.js';
import type { Figure } from '../../src/figure/figure.js';
import { CLI_WORDS } from '../../src/i18n/cli/index.js';
import { getMessages } from '../../src/i18n/index.js';
import { seatLabel } from '../../src/i18n/seat-names.js';
import { errorSentence, type ViewError } from '../../src/i18n/sentences.js';
import { validValues } from '../../src/i18n/valid-values.js';
import { FIGURE_PARAMS, figureParams } from '../../src/service/figure-params.js';
import { renderFigureHtml } from '../jass-weis-calculator/server-render.js';

/** The language of a fenced figure for its error sentence: its `lang` line, else English. */
const langOf = (search: URLSearchParams): Lang => {
  const lang = search.get('lang');
  return isLang(lang) ? lang : 'en';
};

/** The fence's keys: the element's attribute names a figure takes. */
const KEYS: readonly string[] = FIGURE_PARAMS;

/**
 * A ```` ```jass-weis ```` fence's lines, the element's attributes one a line (`hands: H9 HT HJ
 * HQ HK | HA DA SA CA`, `trump: S`, `lang: de-CH`), as URL parameters: the same names and reading
 * as the figure service's; the last of a name repeated counts. A line that is no `name: value`
 * of these names is a mistake, said with the name meant; so is a fence without hands or a trick.
 */
export function fenceParams(text: string): { search: URLSearchParams; error: ViewError | null } {
  const search = new URLSearchParams();
  let error: ViewError | null = null;
  for (const line of text.split(/\r?\n/).slice(0, 40)) {
    if (!line.trim()) continue;
    const at = line.indexOf(':');
    const key = line.slice(0, Math.max(at, 0)).trim().toLowerCase();
    if (at < 1 || !KEYS.includes(key)) {
      const token = (at < 1 ? line : key).trim().slice(0, 40);
      // The core's suggestions, as for a card word: the key meant ("trumpf" → "trump"), else every key.
      const near = suggestWords(normalizeWord(token), KEYS);
      error ??= { code: 'unknown-field', token, suggestions: near.length ? near : [...KEYS] };
      continue;
    }
    search.set(key, line.slice(at + 1).trim());
  }
  // Hands, or a trick alone (Klaverjas's roem).
  if (!error && !search.get('hands')?.trim() && !search.get('trick')?.trim())
    error = { code: 'bad-hands', token: text.trim().slice(0, 40) };
  return { search, error };
}

export type FenceFigure =
  | { ok: true; html: string; attributes: Record<string, string>; figure: Figure; lang: string }
  | { ok: false; message: string; lang: string };

/**
 * A mistake as the author reads it: whose, what, what may have been meant, and the values the
 * line takes (rules, trump, game, language), in the fence's language.
 */
function mistake(error: ViewError, lang: Lang, rules: string | null): string {
  const messages = getMessages(lang);
  const seat = error.seat === undefined ? '' : `${seatLabel(error.seat, messages)}: `;
  const valid = validValues(error, rules ?? undefined);
  return `${seat}${errorSentence(error, messages)}${valid ? ` ${CLI_WORDS[lang].validValues(valid)}` : ''}`;
}

/**
 * The figure of a fence, rendered at build time: the element with its server-rendered shadow
 * root and the figure in text (shown without script), or the fence's mistake in its language.
 */
export function fenceFigure(text: string): FenceFigure {
  const { search, error } = fenceParams(text);
  const lang = langOf(search);
  if (error) return { ok: false, message: mistake(error, lang, search.get('rules')), lang };
  const params = figureParams(search);
  if ('code' in params) return { ok: false, message: mistake(params, lang, search.get('rules')), lang };
  const rendered = renderFigureHtml(params.request);
  if (!rendered.ok) {
    const [first] = rendered.errors;
    return { ok: false, message: first ? mistake(first, lang, search.get('rules')) : '', lang };
  }
  const attributes = Object.fromEntries(new URLSearchParams(params.canonical));
  return { ok: true, html: rendered.html ?? '', attributes, figure: rendered.figure, lang };
}
