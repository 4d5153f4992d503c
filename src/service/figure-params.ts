import { FACES, type Face, isLang, isNumberSetting, type Lang, SETTING_NAMES, type SettingName } from '../core/index.js';
import type { FigureRequest } from '../figure/figure.js';
import { parseSeatNames } from '../i18n/seat-names.js';
import type { ViewError } from '../i18n/sentences.js';

/**
 * The element's attribute names a figure's URL takes, in the order a canonical URL writes them:
 * the hands, a trick (its roem), every table setting of the registry, then how the figure is worded.
 */
export const FIGURE_PARAMS = ['hands', 'trick', ...SETTING_NAMES, 'lang', 'deck', 'names'] as const;

/** The longest query a figure is drawn for (a full table in words is far shorter). */
export const MAX_QUERY = 1500;

export interface FigureParams {
  request: FigureRequest;
  lang: Lang;
  /** The known parameters only, in a fixed order: one URL per figure, for caches and links. */
  canonical: string;
}

/**
 * A figure's URL parameters (the element's attributes) as the core's figure request. Unknown
 * parameters are dropped, bad values are coded errors; nothing in the URL is ever written back
 * except through the figure's escaped words.
 */
export function figureParams(search: URLSearchParams): FigureParams | ViewError {
  const value = (name: string) => search.get(name) ?? undefined;
  const langText = value('lang') ?? 'en';
  if (!isLang(langText)) return { code: 'unknown-lang', field: 'lang', token: langText.slice(0, 40) };
  const deck = value('deck');
  if (deck !== undefined && deck !== '' && !FACES.includes(deck as Face))
    return { code: 'bad-arguments', field: 'deck', token: deck.slice(0, 40) };
  // A number as a number; anything else as written, for the core to report.
  const setting = (name: SettingName) => {
    const text = value(name);
    return text !== undefined && isNumberSetting(name) && /^\d{1,4}$/.test(text) ? Number(text) : text;
  };
  const hands = (value('hands') ?? '').split('|', 4).map((hand) => hand.trim());
  const names = parseSeatNames(value('names'));
  const trick = value('trick')?.trim();
  const request: FigureRequest = {
    hands,
    ...(trick ? { trick } : {}),
    ...Object.fromEntries(SETTING_NAMES.map((name) => [name, setting(name)])),
    lang: langText,
    ...(deck ? { face: deck as Face } : {}),
    ...(names.some((name) => name) ? { names } : {}),
  };
  const canonical = new URLSearchParams(
    FIGURE_PARAMS.flatMap((name) => {
      const given = search.get(name);
      return given === null ? [] : [[name, given] as [string, string]];
    }),
  ).toString();
  return { request, lang: langText, canonical };
}
