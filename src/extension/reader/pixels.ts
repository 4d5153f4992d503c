import { type CardId, cardRank, cardSuit, makeCard, type Rank, type Suit } from '../../core/index.js';

/*
 * Reading cards from pixels, the last resort for cards whose art carries no name at all: find
 * the light, card-shaped rectangles in an image of the screen, describe each by its corner (the
 * rank's glyph) and its middle (the suit's pip and ink), and match those against templates the
 * player named. No learning runtime: a fixed card set needs only a nearest template. Images are
 * sampled on a grid of CSS pixels, so that page zoom and device pixel ratio change little.
 */

/** An image's pixels, as `ImageData` has them (RGBA, row by row). */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a card's pixels show: the glyph in its corner, the pip in its middle, the colour of its ink. */
export interface CardSignature {
  glyph: string;
  pip: string;
  ink: string;
}

/** A card the player named, as its pixels showed it: what later reads are matched against. */
export interface CardTemplate extends CardSignature {
  card: CardId;
}

const GLYPH = { columns: 12, rows: 12 };
const PIP = { columns: 12, rows: 12 };

/** Light, unsaturated: the paper of a card. */
function light(data: Uint8ClampedArray, at: number): boolean {
  const [r, g, b] = [data[at] as number, data[at + 1] as number, data[at + 2] as number];
  return r > 200 && g > 200 && b > 200 && Math.max(r, g, b) - Math.min(r, g, b) < 40;
}

/**
 * The card-shaped light rectangles of an image, in CSS pixels (`scale` image pixels each):
 * connected light regions on a grid of `step` CSS pixels, taller than wide as cards are, mostly
 * filled. At most `limit` boxes.
 */
export function findCardBoxes(image: Pixels, scale = 1, step = 2, limit = 64): PixelBox[] {
  const stride = Math.max(1, Math.round(scale * step));
  const columns = Math.floor(image.width / stride);
  const rows = Math.floor(image.height / stride);
  const mask = new Uint8Array(columns * rows);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const at = (row * stride * image.width + column * stride) * 4;
      mask[row * columns + column] = light(image.data, at) ? 1 : 0;
    }
  }
  const seen = new Uint8Array(columns * rows);
  const boxes: PixelBox[] = [];
  const queue = new Int32Array(columns * rows);
  for (let start = 0; start < mask.length && boxes.length < limit; start++) {
    if (!mask[start] || seen[start]) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    let [left, right, top, bottom, count] = [columns, 0, rows, 0, 0];
    while (head < tail) {
      const cell = queue[head++] as number;
      const [x, y] = [cell % columns, Math.floor(cell / columns)];
      count++;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      for (const next of [cell - 1, cell + 1, cell - columns, cell + columns]) {
        if (next < 0 || next >= mask.length || seen[next] || !mask[next]) continue;
        if ((next === cell - 1 || next === cell + 1) && Math.floor(next / columns) !== y) continue;
        seen[next] = 1;
        queue[tail++] = next;
      }
    }
    const width = (right - left + 1) * step;
    const height = (bottom - top + 1) * step;
    const aspect = height / width;
    // A card: taller than wide, at least 24 CSS pixels across, its paper filling most of its box.
    if (width >= 24 && aspect >= 1.15 && aspect <= 1.9 && count / ((right - left + 1) * (bottom - top + 1)) >= 0.6)
      boxes.push({ x: left * step, y: top * step, width, height });
  }
  return boxes;
}

/** A part of a box as a grid of ink (1) and paper (0), and the ink's colour, coarse. */
function sample(
  image: Pixels,
  box: PixelBox,
  scale: number,
  part: { x0: number; y0: number; x1: number; y1: number },
  grid: typeof GLYPH,
) {
  let bits = '';
  const ink = [0, 0, 0, 0];
  for (let row = 0; row < grid.rows; row++) {
    for (let column = 0; column < grid.columns; column++) {
      // Ink where a third of nine samples in the cell are ink: strokes kept, counters (the holes
      // of 6, 8, 9) not filled.
      let inked = 0;
      for (let dy = 0; dy < 3; dy++) {
        for (let dx = 0; dx < 3; dx++) {
          const fx = part.x0 + ((column + (dx + 0.5) / 3) / grid.columns) * (part.x1 - part.x0);
          const fy = part.y0 + ((row + (dy + 0.5) / 3) / grid.rows) * (part.y1 - part.y0);
          const x = Math.round((box.x + fx * box.width) * scale);
          const y = Math.round((box.y + fy * box.height) * scale);
          if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
          const at = (y * image.width + x) * 4;
          if (!light(image.data, at)) {
            inked++;
            const [r, g, b] = [image.data[at] as number, image.data[at + 1] as number, image.data[at + 2] as number];
            // The ink's colour from solid ink only: edges blended with the paper would lighten it.
            if (r + g + b < 420) {
              ink[0] = (ink[0] as number) + r;
              ink[1] = (ink[1] as number) + g;
              ink[2] = (ink[2] as number) + b;
              ink[3] = (ink[3] as number) + 1;
            }
          }
        }
      }
      bits += inked >= 3 ? '1' : '0';
    }
  }
  const n = Math.max(1, ink[3] as number);
  // Coarse on purpose: red, black, blue, gold… not their shades.
  const colour = [ink[0], ink[1], ink[2]].map((sum) => Math.floor((sum as number) / n / 128)).join('');
  return { bits, colour };
}

/**
 * The ink's own box within a part of a card (fractions of the card): the glyph is then sampled
 * over its ink alone, so that where the page puts it, and at what size, matters little.
 */
function inkBox(image: Pixels, box: PixelBox, scale: number, part: { x0: number; y0: number; x1: number; y1: number }) {
  const [left, top] = [Math.round((box.x + part.x0 * box.width) * scale), Math.round((box.y + part.y0 * box.height) * scale)];
  const [right, bottom] = [Math.round((box.x + part.x1 * box.width) * scale), Math.round((box.y + part.y1 * box.height) * scale)];
  let [x0, y0, x1, y1] = [right, bottom, left, top];
  for (let y = Math.max(0, top); y < Math.min(bottom, image.height); y++) {
    for (let x = Math.max(0, left); x < Math.min(right, image.width); x++) {
      if (light(image.data, (y * image.width + x) * 4)) continue;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  }
  if (x1 < x0 || y1 < y0) return part;
  const fraction = (value: number, start: number, size: number) => (value / scale - start) / size;
  return {
    x0: fraction(x0, box.x, box.width),
    y0: fraction(y0, box.y, box.height),
    x1: fraction(x1 + 1, box.x, box.width),
    y1: fraction(y1 + 1, box.y, box.height),
  };
}

/** What one card's pixels show: its corner glyph, its middle pip, and the colour of its ink. */
export function cardSignature(image: Pixels, box: PixelBox, scale = 1): CardSignature {
  const corner = sample(image, box, scale, inkBox(image, box, scale, { x0: 0.03, y0: 0.03, x1: 0.4, y1: 0.26 }), GLYPH);
  const middle = sample(image, box, scale, inkBox(image, box, scale, { x0: 0.2, y0: 0.28, x1: 0.8, y1: 0.74 }), PIP);
  return { glyph: corner.bits, pip: middle.bits, ink: middle.colour };
}

const distance = (a: string, b: string): number => {
  let d = Math.abs(a.length - b.length);
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) d++;
  return d;
};

/** At most this share of a grid may differ from a template's: beyond it, no template is that card part. */
const MATCH = 0.22;

/**
 * A card from its signature: the rank of the nearest glyph, the suit of the nearest pip in the
 * same ink, each within `MATCH` of a named template; null when either is unknown.
 */
export function matchCard(signature: CardSignature, templates: readonly CardTemplate[]): CardId | null {
  const nearest = <T>(pick: (template: CardTemplate) => number, part: (template: CardTemplate) => T, size: number): T | null => {
    let best: CardTemplate | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const template of templates) {
      const d = pick(template);
      if (d < bestDistance) {
        best = template;
        bestDistance = d;
      }
    }
    return best && bestDistance <= size * MATCH ? part(best) : null;
  };
  const rank = nearest<Rank>(
    (template) => distance(template.glyph, signature.glyph),
    (template) => cardRank(template.card),
    GLYPH.columns * GLYPH.rows,
  );
  const suit = nearest<Suit>(
    (template) => (template.ink === signature.ink ? distance(template.pip, signature.pip) : Number.POSITIVE_INFINITY),
    (template) => cardSuit(template.card),
    PIP.columns * PIP.rows,
  );
  return rank && suit ? makeCard(suit, rank) : null;
}
