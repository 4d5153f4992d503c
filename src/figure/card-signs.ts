import { type CardId, cardSuit, type Face, type Suit, type SuitPairing } from '../core/index.js';

/*
 * Our own card art, no Lit here (the detailed faces' own bundle uses it too): every suit
 * symbol is drawn here in a 32 × 32 box, French suits
 * (hearts, diamonds, spades, clubs) and German-Swiss ones (Rosen, Eicheln, Schilten,
 * Schellen). Paths only, so cards stay crisp at every size. Kept as markup strings so the
 * same drawing serves inline SVG and the CSS backgrounds of the card picker.
 */
const RED = '#c0262d';
const BLACK = '#1c1c1c';
const rosePetals = [0, 72, 144, 216, 288]
  .map((angle) => {
    const radians = (angle * Math.PI) / 180;
    return `<circle cx="${(16 + 8 * Math.sin(radians)).toFixed(2)}" cy="${(16 - 8 * Math.cos(radians)).toFixed(2)}" r="6.5" fill="${RED}"/>`;
  })
  .join('');

export const SYMBOLS = {
  heart: `<path fill="${RED}" d="M16 29C16 29 2 20 2 11C2 6 6 3 10 3C13 3 15 5 16 7C17 5 19 3 22 3C26 3 30 6 30 11C30 20 16 29 16 29Z"/>`,
  diamond: `<path fill="${RED}" d="M16 1L29 16L16 31L3 16Z"/>`,
  spade: `<path fill="${BLACK}" d="M16 2C16 2 30 12 30 20C30 24 27 27 23 27C20 27 18 25 17 24C17.5 27 19 29 21 31H11C13 29 14.5 27 15 24C14 25 12 27 9 27C5 27 2 24 2 20C2 12 16 2 16 2Z"/>`,
  club: `<g fill="${BLACK}"><circle cx="16" cy="9" r="6.5"/><circle cx="8.5" cy="19" r="6.5"/><circle cx="23.5" cy="19" r="6.5"/><path d="M14.5 17L12.5 31H19.5L17.5 17Z"/></g>`,
  rose: `<g>${rosePetals}<circle cx="16" cy="16" r="5" fill="#f2c230" stroke="#8a1c1c" stroke-width="1"/></g>`,
  acorn: `<g><path d="M16 30C10 30 8.5 23 8.5 17H23.5C23.5 23 22 30 16 30Z" fill="#9a6424"/><path d="M6 18C6 11 10 8 16 8C22 8 26 11 26 18Z" fill="#4f7a28"/><path d="M15 3H17V9H15Z" fill="#4f3514"/></g>`,
  shield: `<g><path d="M5 3H27V15C27 23 21 28 16 31C11 28 5 23 5 15Z" fill="#23509a"/><path d="M5 11H27V17H5Z" fill="#f2c230"/><path d="M5 3H27V15C27 23 21 28 16 31C11 28 5 23 5 15Z" fill="none" stroke="#12294f" stroke-width="1.2"/></g>`,
  bell: `<g><circle cx="16" cy="5" r="2.5" fill="none" stroke="#7a5a00" stroke-width="1.5"/><circle cx="16" cy="18" r="11" fill="#e0a800" stroke="#7a5a00" stroke-width="1.2"/><path d="M6 16H26" stroke="#7a5a00" stroke-width="1.5"/><circle cx="16" cy="23" r="2.2" fill="#5a4200"/><path d="M16 25V29" stroke="#5a4200" stroke-width="1.5"/></g>`,
} as const;
export type SymbolName = keyof typeof SYMBOLS;

const FRENCH_SYMBOL: Readonly<Record<Suit, SymbolName>> = { H: 'heart', D: 'diamond', S: 'spade', C: 'club' };
const GERMAN_SYMBOL = { rosen: 'rose', eicheln: 'acorn', schilten: 'shield', schellen: 'bell' } as const;

/** Which drawing a suit has in a face; German-Swiss follows the pairing. */
export function symbolOf(suit: Suit, face: Face, pairing: SuitPairing): SymbolName {
  if (face === 'french') return FRENCH_SYMBOL[suit];
  const german = (Object.keys(pairing) as (keyof SuitPairing)[]).find((key) => pairing[key] === suit) ?? 'rosen';
  return GERMAN_SYMBOL[german];
}

export const isRedCard = (card: CardId, face: Face): boolean =>
  face === 'french' && (cardSuit(card) === 'H' || cardSuit(card) === 'D');

/** One type face for the ranks of every card, in every view: a card's print, not the page's. */
export const CARD_FONT = "'Liberation Sans', 'Helvetica Neue', Arial, Helvetica, sans-serif";
