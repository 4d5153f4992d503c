import { wrapWords } from '../i18n/wrap.js';
import { escapeMarkup } from './escape.js';
import type { FigureModel } from './figure-model.js';

/** Colours of the picture: light, as on paper and in a chat. */
const INK = '#1d232a';
const MUTED = '#55606b';
const WIN = '#0b6b3a';
const WIDTH = 640;
const PAD = 24;
const FONT = "font-family=\"'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif\"";

/**
 * Lines of at most `width` pixels at `size` (measured at an average 0.55 em a character: the
 * picture is drawn without a browser, so nothing measures text; a long word stands alone).
 */
function wrap(text: string, size: number, width: number): string[] {
  const lines = wrapWords(text, Math.max(8, Math.floor(width / (size * 0.55))));
  return lines.length > 0 ? lines : [''];
}

/**
 * The figure as one SVG picture (for a chat, a slide, a PNG): the rules, each seat with its
 * hand and best Weis, the seats that write in green, and the verdict under a line. Words only
 * from the model, so the picture says what the calculator says.
 */
export function figureSvg(model: FigureModel, lang: string): string {
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
    for (const line of wrap(seat.best, 17, WIDTH - 2 * PAD - 160)) {
      text(line, PAD + 160, 17, seat.writes ? WIN : INK, seat.writes ? 700 : 400);
      y += 21;
    }
    y -= 21;
    for (const line of wrap(seat.hand, 14, WIDTH - 2 * PAD - 160)) {
      y += 19;
      text(line, PAD + 160, 14, MUTED);
    }
  }
  y += 18;
  parts.push(`<line x1="${PAD}" x2="${WIDTH - PAD}" y1="${y}" y2="${y}" stroke="${MUTED}" stroke-width="1"/>`);
  y += 6;
  for (const line of wrap(model.verdict, 17, WIDTH - 2 * PAD)) {
    y += 23;
    text(line, PAD, 17, INK, 700);
  }
  const height = y + PAD;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" lang="${escapeMarkup(lang)}" ${FONT}><rect width="100%" height="100%" fill="#ffffff"/>${parts.join('')}</svg>`;
}
