import {
  type CardId,
  cardRank,
  DEFAULT_PAIRING,
  type Face,
  type Lang,
  readTable,
  resolveTable,
  type SuitPairing,
  type TableError,
  type TableRequest,
} from '../core/index.js';
import { cardIndexLabel } from '../i18n/card-names.js';
import { getMessages, type Messages } from '../i18n/index.js';
import { defaultFace } from '../i18n/negotiate.js';
import type { SeatNames } from '../i18n/seat-names.js';
import { fallbackHtml } from './fallback-html.js';
import { type FigureModel, figureModel } from './figure-model.js';
import { type CardArt, figureSvg } from './figure-svg.js';

/** A figure to draw: the table as the core reads it, and how the reader wants to see it. */
export interface FigureRequest extends TableRequest {
  lang?: Lang;
  /** The deck face; default from the language. */
  face?: Face;
  /** Players' names by seat; "Player 1" to "Player 4" where none. */
  names?: SeatNames;
}

export interface Figure {
  model: FigureModel;
  /** The figure in plain HTML (feeds, e-mail, no script). */
  text: string;
  /** The figure as an SVG picture. */
  svg: string;
}

export type FigureAnswer = { ok: true; figure: Figure } | { ok: false; errors: TableError[] };

/** Card faces as the calculator draws them (`cardFaceMarkup`): a card's face in a 60 × 84 box with its corner index. */
export type CardFaces = (card: CardId, face: Face, pairing: SuitPairing, index: string | null) => string;

/** The picture's card art for a reader: the faces of their deck, the corners in their language. */
export function cardArtFor(faces: CardFaces, face: Face, pairing: SuitPairing, messages: Messages): CardArt {
  return (card) => faces(card as CardId, face, pairing, cardIndexLabel(cardRank(card as CardId), face, messages));
}

/**
 * A table's figure in words, text and picture: the core decides, this only writes it down. With
 * `faces`, the picture draws each hand's cards; without, it names them.
 */
export function figureOf(request: FigureRequest, faces?: CardFaces): FigureAnswer {
  const { lang: _lang, face: _face, names: _names, ...table } = request;
  const read = readTable(table);
  if (!read.ok) return { ok: false, errors: read.errors };
  const lang = request.lang ?? 'en';
  const view = {
    messages: getMessages(lang),
    lang,
    face: request.face ?? defaultFace(lang, read.table.rules.deck),
    pairing: DEFAULT_PAIRING,
    names: request.names,
  };
  const model = figureModel(read.table, resolveTable(read.table), view);
  const art = faces ? cardArtFor(faces, view.face, view.pairing, view.messages) : undefined;
  return { ok: true, figure: { model, text: fallbackHtml(model, lang), svg: figureSvg(model, lang, art) } };
}
