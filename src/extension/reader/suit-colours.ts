import { type CardId, cardSuit, type Face, type Suit } from '../../core/index.js';
import type { Features } from './box-features.js';

/*
 * The colours suit signs come in: French red and black (blue and green in four-colour decks),
 * German-Swiss signs in four of their own. What the player named tells which a page draws.
 */

type Rgb = [number, number, number];

/** A colour as red, green and blue from 0 to 255: `rgb(…)`, `rgba(…)` or `#hex`; null for anything else. */
export function rgbOf(value: string): Rgb | null {
  const rgb = /^rgba?\((\d+),(\d+),(\d+)/.exec(value.replace(/\s+/g, ''));
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!hex) return null;
  const digits = (hex[1] as string).length === 3 ? [...(hex[1] as string)].map((d) => d + d) : (hex[1] as string).match(/../g);
  return (digits ?? []).map((pair) => Number.parseInt(pair, 16)) as Rgb;
}

const red = ([r, g, b]: Rgb) => r > 140 && r > 2 * g && r > 2 * b;
const black = (rgb: Rgb) => Math.max(...rgb) < 90;
const blue = ([r, g, b]: Rgb) => b > 1.5 * r && b > g;
const green = ([r, g, b]: Rgb) => g > 1.5 * r && g > 1.3 * b;
/** The colours French suit signs come in: red and black, and the blue and green of four-colour decks. */
export const FRENCH_COLOURS: Record<Suit, (rgb: Rgb) => boolean> = {
  H: red,
  D: (rgb) => red(rgb) || blue(rgb),
  S: black,
  C: (rgb) => black(rgb) || green(rgb),
};

export const COLOUR_FEATURE = /^(?:text-color|fill)$|~(?:color|background-color|fill|border-color)$/;

/**
 * The deck face the suit art shows, once the player has named its cards: French signs come in
 * red (hearts, diamonds) and black (spades, clubs; blue and green in four-colour decks);
 * German-Swiss signs in four colours of their own (a brown acorn, a gold bell, a red rose, a
 * grey or yellow shield). Null until three suits are seen in one colour each.
 */
export function faceOfSuitArt(cards: readonly CardId[], features: readonly Features[]): Face | null {
  const names = new Set(features.flatMap((one) => Object.keys(one)).filter((name) => COLOUR_FEATURE.test(name)));
  for (const name of names) {
    const bySuit = new Map<Suit, string>();
    let clear = true;
    for (const [index, card] of cards.entries()) {
      const colour = features[index]?.[name];
      if (colour === undefined) continue;
      const suit = cardSuit(card);
      if (bySuit.has(suit) && bySuit.get(suit) !== colour) clear = false;
      bySuit.set(suit, colour);
    }
    if (!clear || bySuit.size < 3) continue;
    if (
      [...bySuit].every(([suit, colour]) => {
        const rgb = rgbOf(colour);
        return rgb !== null && FRENCH_COLOURS[suit](rgb);
      })
    )
      return 'french';
    if (new Set(bySuit.values()).size >= 3) return 'german-swiss';
  }
  return null;
}
