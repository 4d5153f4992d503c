import {
  type CardId,
  DEFAULT_PAIRING,
  type Deck,
  type Mode,
  pageCardText,
  parseHand,
  parseMode,
  type Rank,
  rankOfWord,
  SUIT_SYMBOL_TO_LETTER,
  type Suit,
  type SuitPairing,
  suitOfWord,
} from '../../core/index.js';
import { examined } from './read-work.js';

/*
 * Turns the strings a game page attaches to a card (data attributes, image file names,
 * alt/title/aria-label text, text with suit symbols) into canonical cards, through the
 * core's own parser: no card naming lives here.
 */

/** Numbers that image decks use for court cards ("hearts_12.gif" is the Queen). */
const NUMERIC_RANKS: ReadonlyMap<string, string> = new Map([
  ['1', 'A'],
  ['11', 'J'],
  ['12', 'Q'],
  ['13', 'K'],
  ['14', 'A'],
]);

/**
 * The longest text of a page read as one card's name or file: a page may put anything in an
 * attribute, and no regular expression runs on more than this (a data: image names no card).
 */
export const MAX_DESCRIPTOR = 512;

/** "rosen_ober.png", "/cards/Rosen/U.svg", "hearts_12.gif?v=2", "cardQueenHearts" → words. */
export function fileNameWords(url: string): string {
  if (url.length > MAX_DESCRIPTOR) return '';
  const path = decoded(examined(url).split(/[?#]/)[0] ?? '');
  const segments = path.split('/').filter(Boolean);
  const last = (segments.pop() ?? '').replace(/\.(png|jpe?g|gif|svg|webp|avif)$/i, '');
  const parent = segments.pop() ?? '';
  return `${parent} ${last}`
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d{2,})|(\d{2,})([a-zA-Z])/g, '$1$3 $2$4')
    .split(/[\s_\-.+]+/)
    .map((word) => NUMERIC_RANKS.get(word) ?? word)
    .join(' ');
}

/** An address's path as written by a person ("c%C5%93ur" is "cœur"); as it is where it is no valid escape. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export interface RecognizeOptions {
  deck?: Deck;
  pairing?: SuitPairing;
}

/**
 * One card from a descriptor, or null when it names none or more than one. In words a page
 * shows, a rank word alone names no card (French "as" is the ace, not the compact ace of
 * spades); in a file's name (`as.png`) it is the compact card.
 */
export function recognizeCard(
  descriptor: string | null | undefined,
  options: RecognizeOptions = {},
  fileName = false,
): CardId | null {
  if (!descriptor || descriptor.length > MAX_DESCRIPTOR) return null;
  const text = pageCardText(examined(descriptor)).trim();
  if (!text || text.length > 60) return null;
  if (!fileName && text === text.toLowerCase() && rankOfWord(text) !== null) return null;
  const once = oneCard(text, options);
  if (once) return once;
  // A face prints its rank and suit again (corners, pips: "as ♣ as"), and other words may stand
  // between them ("10 suit hearts"): each card word once, the others left out.
  const words = text.split(/\s+/);
  const cardWords = [...new Set(words)].filter((word) => rankOfWord(word) !== null || suitOfWord(word) !== null);
  return cardWords.length < words.length && cardWords.length > 0 ? (oneCard(cardWords.join(' '), options) ?? null) : null;
}

/** The one card a text names; null when it names more or something else; undefined when it names none. */
function oneCard(text: string, options: RecognizeOptions): CardId | null | undefined {
  const read = parseHand(text, { deck: options.deck ?? 'jass', pairing: options.pairing ?? DEFAULT_PAIRING, maxCards: 2 });
  if (read.cards.length !== 1) return read.cards.length === 0 ? undefined : null;
  // Other words (e.g. "card", "png", "face up") may stand around the card; other cards may not.
  return read.errors.some((error) => error.code !== 'unknown-card') ? undefined : (read.cards[0] ?? null);
}

export function recognizeFileCard(url: string | null | undefined, options: RecognizeOptions = {}): CardId | null {
  if (!url || url.length > MAX_DESCRIPTOR) return null;
  // The folder and the file together ("/rosen/ober.png"), else the file alone (a folder "/b/" is no Bube).
  const file = (url.split(/[?#]/)[0] ?? '').split('/').pop() ?? '';
  return recognizeCard(fileNameWords(url), options, true) ?? recognizeCard(fileNameWords(file), options, true);
}

const TRUMP_WORDS = /\b(trumpf|trump|atout|briscola|troef|atout\s*:)\b/gi;

/** "Trumpf: Rosen", "Trump ♥", "obenabe", "rosen.png": the mode a text or file names. */
export function recognizeMode(descriptor: string | null | undefined, pairing: SuitPairing = DEFAULT_PAIRING): Mode | null {
  if (!descriptor || descriptor.length > MAX_DESCRIPTOR) return null;
  const words = examined(descriptor)
    .replace(TRUMP_WORDS, ' ')
    .replace(/[♥♡♦♢♠♤♣♧]/gu, (symbol) => ` ${SUIT_SYMBOL_TO_LETTER[symbol]} `)
    .split(/[\s:,;_\-./()]+/)
    .filter(Boolean);
  for (const word of words) {
    const mode = parseMode(word, pairing);
    if (mode) return mode;
  }
  return null;
}

/** A rank written alone ("10", "K", "Ober"), for teach by naming. */
export const recognizeRankWord = (text: string): Rank | null => rankOfWord(text);

/** A suit written alone ("♥", "rosen"), for teach by naming. */
export const recognizeSuitWord = (text: string): Suit | null => suitOfWord(text);
