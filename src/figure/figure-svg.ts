import { wrapWords } from '../i18n/wrap.js';
import { escapeMarkup } from './escape.js';
import type { FigureModel } from './figure-model.js';

/** Colours of the picture: light, as on paper and in a chat. */
const INK = '#1d232a';
const MUTED = '#55606b';
const WIN = '#0b6b3a';
const WIDTH = 640;
const PAD = 24;
/** A card in the picture: 36 × 50 px (its face drawn in a 60 × 84 box), 38 px apart. */
const CARD = { width: 36, height: 50, step: 38 } as const;
const HAND_X = PAD + 160;
const FONT = "font-family=\"'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif\"";

/**
 * Lines of at most `width` pixels at `size` (measured at an average 0.55 em a character, 0.62 in
 * bold: the picture is drawn without a browser, so nothing measures text, and the widest of its
 * fonts, DejaVu Sans on an edge platform, must fit too; a long word stands alone).
 */
function wrap(text: string, size: number, width: number, bold = false): string[] {
  const lines = wrapWords(text, Math.max(8, Math.floor(width / (size * (bold ? 0.62 : 0.55)))));
  return lines.length > 0 ? lines : [''];
}

/** A card's face as SVG markup in a 60 × 84 box (the calculator's own card art), by card id. */
export type CardArt = (card: string) => string;

/** One card at (x, y): its edge and paper, then its face. */
function cardAt(art: CardArt, card: string, x: number, y: number): string {
  return `<svg x="${x}" y="${y}" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 60 84"><rect x="0.75" y="0.75" width="58.5" height="82.5" rx="5" fill="#fffdf7" stroke="#8a939c" stroke-width="1.5"/>${art(card)}</svg>`;
}

/**
 * The figure as one SVG picture (for a chat, a slide, a PNG): the rules and the trump, each seat
 * with its cards (drawn with `art`; named in words without it) or what it said, its best Weis,
 * the seats whose Weis is written in green, and the verdict under a line. Words only from the
 * model, so the picture says what the calculator says.
 */
export function figureSvg(model: FigureModel, lang: string, art?: CardArt): string {
  const parts: string[] = [];
  let y = PAD;
  const text = (line: string, x: number, size: number, colour: string, weight = 400) => {
    parts.push(
      `<text x="${x}" y="${y}" font-size="${size}" fill="${colour}"${weight === 400 ? '' : ` font-weight="${weight}"`}>${escapeMarkup(line)}</text>`,
    );
  };
  for (const line of wrap(model.heading, 15, WIDTH - 2 * PAD)) {
    y += 18;
    text(line, PAD, 15, MUTED);
  }
  y += 8;
  for (const seat of model.seats) {
    y += 26;
    text(seat.name, PAD, 17, seat.writes ? WIN : INK, 700);
    for (const line of wrap(seat.best, 17, WIDTH - PAD - HAND_X, seat.writes)) {
      text(line, HAND_X, 17, seat.writes ? WIN : INK, seat.writes ? 700 : 400);
      y += 21;
    }
    y -= 21;
    if (art && seat.cards.length > 0) {
      y += 10;
      seat.cards.forEach((card, at) => {
        parts.push(cardAt(art, card, HAND_X + at * CARD.step, y));
      });
      y += CARD.height;
    } else if (seat.hand) {
      for (const line of wrap(seat.hand, 14, WIDTH - PAD - HAND_X)) {
        y += 19;
        text(line, HAND_X, 14, MUTED);
      }
    }
  }
  y += 18;
  parts.push(`<line x1="${PAD}" x2="${WIDTH - PAD}" y1="${y}" y2="${y}" stroke="${MUTED}" stroke-width="1"/>`);
  y += 6;
  for (const line of wrap(model.verdict, 17, WIDTH - 2 * PAD, true)) {
    y += 23;
    text(line, PAD, 17, INK, 700);
  }
  const height = y + PAD;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" lang="${escapeMarkup(lang)}" ${FONT}><rect width="100%" height="100%" fill="#ffffff"/>${parts.join('')}</svg>`;
}
