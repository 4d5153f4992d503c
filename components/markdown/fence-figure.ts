import { isLang } from '../../src/core/index.js';
import type { Figure } from '../../src/figure/figure.js';
import { errorText, getMessages } from '../../src/i18n/index.js';
import { figureParams } from '../../src/service/figure-params.js';
import { renderFigureHtml } from '../jass-weis-calculator/server-render.js';

/** The language of a fenced figure for its error sentence: its `lang` line, else English. */
const langOf = (search: URLSearchParams) => {
  const lang = search.get('lang');
  return isLang(lang) ? lang : 'en';
};

/**
 * A ```` ```jass-weis ```` fence's lines, the element's attributes one a line (`hands: H9 HT HJ
 * HQ HK | HA DA SA CA`, `trump: S`, `lang: de-CH`), as URL parameters: the same names and reading
 * as the figure service's. A line without a colon, or a name the element does not have, is
 * ignored; the last of a name repeated counts.
 */
export function fenceParams(text: string): URLSearchParams {
  const search = new URLSearchParams();
  for (const line of text.split(/\r?\n/).slice(0, 40)) {
    const at = line.indexOf(':');
    if (at < 1) continue;
    search.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return search;
}

export type FenceFigure =
  | { ok: true; html: string; attributes: Record<string, string>; figure: Figure; lang: string }
  | { ok: false; message: string; lang: string };

/**
 * The figure of a fence, rendered at build time: the element with its server-rendered shadow
 * root and the figure in text (shown without script), or the fence's error in its language.
 */
export function fenceFigure(text: string): FenceFigure {
  const search = fenceParams(text);
  const params = figureParams(search);
  const lang = langOf(search);
  if ('code' in params) return { ok: false, message: `jass-weis: ${errorText(params, getMessages(lang))}`, lang };
  const rendered = renderFigureHtml(params.request);
  if (!rendered.ok) {
    const [first] = rendered.errors;
    return { ok: false, message: `jass-weis: ${first ? errorText(first, getMessages(lang)) : ''}`, lang };
  }
  const attributes = Object.fromEntries(new URLSearchParams(params.canonical));
  return { ok: true, html: rendered.html ?? '', attributes, figure: rendered.figure, lang };
}
