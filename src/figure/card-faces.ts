import { type CardId, cardRank, cardSuit, type Face, type Rank, type SuitPairing } from '../core/index.js';
import { CARD_FONT, isRedCard, SYMBOLS, symbolOf } from './card-signs.js';

/*
 * The detailed card faces, our own drawing, in a 60 × 84 box: pips laid out as on real cards
 * (the lower half turned, as printed), court cards as figures, the Ace with its large sign;
 * German-Swiss cards with the Banner as a flag, the Under's sign low and the Ober's high, the
 * König crowned. Every sign is the one symbol of `card-art.ts`, placed by `<use>` of one
 * definition per card. Loaded from beside the calculator's bundle (the simple faces stand
 * in until it comes).
 */

type Pip = readonly [x: number, y: number];

/** Places the card's sign: `size` pixels centred at (x, y), turned half round below the middle as on printed cards. */
type Place = (x: number, y: number, size: number, turn?: boolean) => string;

/** Pip places of the number cards, as the decks print them (x 0-60, y 0-84). */
const FRENCH_PIPS: Readonly<Partial<Record<Rank, readonly Pip[]>>> = {
  '6': [
    [18, 18],
    [42, 18],
    [18, 42],
    [42, 42],
    [18, 66],
    [42, 66],
  ],
  '7': [
    [18, 18],
    [42, 18],
    [30, 30],
    [18, 42],
    [42, 42],
    [18, 66],
    [42, 66],
  ],
  '8': [
    [18, 18],
    [42, 18],
    [30, 30],
    [18, 42],
    [42, 42],
    [30, 54],
    [18, 66],
    [42, 66],
  ],
  '9': [
    [18, 16],
    [42, 16],
    [18, 33],
    [42, 33],
    [30, 42],
    [18, 51],
    [42, 51],
    [18, 68],
    [42, 68],
  ],
  T: [
    [18, 16],
    [42, 16],
    [30, 25],
    [18, 33],
    [42, 33],
    [18, 51],
    [42, 51],
    [30, 59],
    [18, 68],
    [42, 68],
  ],
};
/** German-Swiss number cards: two columns, the odd one in the middle. */
const SWISS_PIPS: Readonly<Partial<Record<Rank, readonly Pip[]>>> = {
  '6': [
    [19, 20],
    [41, 20],
    [19, 42],
    [41, 42],
    [19, 64],
    [41, 64],
  ],
  '7': [
    [19, 18],
    [41, 18],
    [19, 36],
    [41, 36],
    [30, 52],
    [19, 68],
    [41, 68],
  ],
  '8': [
    [19, 16],
    [41, 16],
    [19, 33],
    [41, 33],
    [19, 51],
    [41, 51],
    [19, 68],
    [41, 68],
  ],
  '9': [
    [19, 15],
    [41, 15],
    [19, 30],
    [41, 30],
    [30, 42],
    [19, 54],
    [41, 54],
    [19, 69],
    [41, 69],
  ],
};

const INK = { red: '#b3261e', black: '#1c1c1c' } as const;
/** The colour of each German-Swiss sign, for the figures' clothes. */
const SIGN_COLOUR = { rose: '#b3261e', acorn: '#4f7a28', shield: '#23509a', bell: '#b07d00' } as const;

/** Places the sign defined under `id` (the same content under the same id wherever a card repeats it). */
const placer =
  (id: string): Place =>
  (x, y, size, turn = y > 44) =>
    `<use href="#${id}" width="32" height="32" transform="translate(${x - size / 2} ${y - size / 2}) scale(${size / 32})${turn ? ' rotate(180 16 16)' : ''}"/>`;

/** A court figure: head, shoulders, robe in `colour`, with a hat of its rank. */
function figure(colour: string, hat: 'crown' | 'tiara' | 'cap', y = 0): string {
  const hats = {
    crown: `<path d="M21 ${18 + y}L22 ${11 + y}L26 ${15 + y}L30 ${9 + y}L34 ${15 + y}L38 ${11 + y}L39 ${18 + y}Z" fill="#e0a800" stroke="#7a5a00" stroke-width="0.8"/>`,
    tiara: `<path d="M23 ${18 + y}Q30 ${10 + y} 37 ${18 + y}Z" fill="#e0a800" stroke="#7a5a00" stroke-width="0.8"/><circle cx="30" cy="${12.5 + y}" r="1.5" fill="${colour}"/>`,
    cap: `<path d="M22 ${19 + y}Q22 ${11 + y} 30 ${11 + y}Q39 ${11 + y} 40 ${17 + y}L38 ${19 + y}Z" fill="${colour}"/><path d="M36 ${12 + y}L43 ${8 + y}" stroke="${colour}" stroke-width="1.6"/>`,
  };
  return `<path d="M15 ${42 + y}Q15 ${28 + y} 30 ${27 + y}Q45 ${28 + y} 45 ${42 + y}Z" fill="${colour}"/>
<path d="M24 ${29 + y}L30 ${38 + y}L36 ${29 + y}Z" fill="#fffdf7" opacity="0.85"/>
<circle cx="30" cy="${22 + y}" r="6" fill="#f1d3b3" stroke="#6b4a2b" stroke-width="0.8"/>${hats[hat]}`;
}

/** A figure and its mirror (double-headed, as French court cards are), in a frame. */
function frenchCourt(pip: Place, colour: string, hat: 'crown' | 'tiara' | 'cap'): string {
  const half = figure(colour, hat);
  return `<rect x="11" y="8" width="38" height="68" rx="3" fill="none" stroke="${colour}" stroke-width="1"/>
<g>${half}</g><g transform="rotate(180 30 42)">${half}</g><path d="M11 42H49" stroke="${colour}" stroke-width="0.8"/>
${pip(44, 14, 9, false)}${pip(16, 70, 9, true)}`;
}

/** A whole figure of a German-Swiss court card; the sign where the deck puts it for this rank. */
function swissCourt(pip: Place, colour: string, rank: 'J' | 'Q' | 'K'): string {
  const hat = rank === 'K' ? 'crown' : rank === 'Q' ? 'tiara' : 'cap';
  const body = `${figure(colour, hat, 10)}<path d="M18 52H42L40 74H20Z" fill="${colour}" opacity="0.85"/><path d="M24 74V80M36 74V80" stroke="#1c1c1c" stroke-width="2"/>`;
  // Under: the sign low, beside the legs; Ober: high, above the head; König: in his hand.
  const sign = rank === 'J' ? pip(14, 63, 12, false) : rank === 'Q' ? pip(46, 13, 13, false) : pip(46, 40, 11, false);
  return `${body}${sign}`;
}

/** The Banner: a flag on a pole, the suit's sign on the flag. */
const banner = (pip: Place, colour: string): string =>
  `<path d="M17 8V78" stroke="#6b4a2b" stroke-width="2.4" stroke-linecap="round"/>
<path d="M18 10H48L42 26L48 42H18Z" fill="${colour}" opacity="0.18" stroke="${colour}" stroke-width="1.2"/>${pip(32, 26, 18, false)}`;

/** The corner index: rank and small sign at the top left, and turned at the bottom right. */
function cornerIndex(pip: Place, label: string, ink: string): string {
  const size = label.length > 1 ? 12 : 15;
  const index = `<text x="${label.length > 1 ? 3 : 4}" y="15" class="rank" font-family="${CARD_FONT}" font-weight="700" font-size="${size}" fill="${ink}">${label}</text>${pip(9, 22, 8, false)}`;
  return `${index}<g transform="rotate(180 30 42)">${index}</g>`;
}

/**
 * A card's face as SVG markup (viewBox 0 0 60 84). `index` is the rank as the reader's
 * language writes it ("B" for a Bube, "V" for a valet); none draws the face without corners,
 * for the picker, which writes its rank itself.
 */
export function cardFaceMarkup(card: CardId, face: Face, pairing: SuitPairing, index: string | null): string {
  const rank = cardRank(card);
  const symbol = symbolOf(cardSuit(card), face, pairing);
  const red = isRedCard(card, face);
  const colour = face === 'french' ? (red ? INK.red : INK.black) : SIGN_COLOUR[symbol as keyof typeof SIGN_COLOUR];
  const pips = (face === 'french' ? FRENCH_PIPS : SWISS_PIPS)[rank];
  const id = `jw-${symbol}`;
  const pip = placer(id);
  let art: string;
  if (rank === 'A') art = pip(30, 42, face === 'french' ? 30 : 36, false);
  else if (pips) art = pips.map(([x, y]) => pip(x, y, 11)).join('');
  else if (face === 'german-swiss' && rank === 'T') art = banner(pip, colour);
  else if (face === 'german-swiss') art = swissCourt(pip, colour, rank as 'J' | 'Q' | 'K');
  else art = frenchCourt(pip, colour, rank === 'K' ? 'crown' : rank === 'Q' ? 'tiara' : 'cap');
  return `<defs><symbol id="${id}" viewBox="0 0 32 32">${SYMBOLS[symbol]}</symbol></defs>${art}${index ? cornerIndex(pip, index, face === 'french' ? colour : INK.black) : ''}`;
}
