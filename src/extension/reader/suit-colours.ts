import { type CardId, cardSuit, type Face, SUITS, type Suit } from '../../core/index.js';
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

/*
 * German-Swiss suit signs are printed in four hues of their own: a red rose, a gold bell, a
 * brown acorn, a dark or grey shield. A colour that fits exactly one of them names its suit.
 */
const rose = ([r, g, b]: Rgb) => r > 140 && g < 0.4 * r && b < 0.5 * r;
const bell = ([r, g, b]: Rgb) => r > 150 && g >= 0.7 * r && g <= 1.1 * r && b < 0.5 * g;
const brown = ([r, g, b]: Rgb) => r >= 80 && r <= 210 && r > g && g > b && r - b > 40 && g >= 0.35 * r;
const acorn = (rgb: Rgb) => brown(rgb) && !bell(rgb) && !rose(rgb);
const shield = (rgb: Rgb) => Math.max(...rgb) < 100 || (Math.max(...rgb) < 200 && Math.max(...rgb) - Math.min(...rgb) < 40);
const GERMAN_SWISS_COLOURS: Record<Suit, (rgb: Rgb) => boolean> = { H: rose, C: bell, D: acorn, S: shield };

/**
 * The suit of each colour a feature takes on the hand's boxes, by the German-Swiss hues, where
 * every colour fits exactly one suit, no two colours the same suit, and at least one is a hue no
 * French deck prints (a gold bell or a brown acorn): red and black alone are French. Null
 * otherwise: the player names one card of each suit instead.
 */
export function germanSwissColours(colours: readonly string[]): Record<string, Suit> | null {
  const table: Record<string, Suit> = {};
  const taken = new Set<Suit>();
  for (const colour of new Set(colours)) {
    const rgb = rgbOf(colour);
    const fits = rgb ? SUITS.filter((suit) => GERMAN_SWISS_COLOURS[suit](rgb)) : [];
    const [suit] = fits;
    if (fits.length !== 1 || !suit || taken.has(suit)) return null;
    table[colour] = suit;
    taken.add(suit);
  }
  return taken.has('C') || taken.has('D') ? table : null;
}

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
