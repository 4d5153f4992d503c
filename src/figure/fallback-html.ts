import { escapeMarkup } from './escape.js';
import type { FigureModel } from './figure-model.js';

/**
 * The figure as plain HTML, for whatever shows no script and no shadow DOM (feed readers,
 * e-mail, a page before the element is defined): the rules, each seat's hand and best Weis,
 * and the verdict, in text. Inside `<jass-weis-calculator>` it is the element's light DOM, which
 * the element does not show once it draws its own figure.
 */
export function fallbackHtml(model: FigureModel, lang: string): string {
  const rows = model.seats
    .map(
      (seat) =>
        `<tr><th scope="row">${escapeMarkup(seat.name)}</th><td>${escapeMarkup(seat.hand)}</td><td>${seat.writes ? '<strong>' : ''}${escapeMarkup(seat.best)}${seat.writes ? '</strong>' : ''}</td></tr>`,
    )
    .join('');
  return `<div class="jass-weis-fallback" lang="${escapeMarkup(lang)}"><p>${escapeMarkup(model.heading)}</p><table><tbody>${rows}</tbody></table><p><strong>${escapeMarkup(model.verdict)}</strong></p></div>`;
}
