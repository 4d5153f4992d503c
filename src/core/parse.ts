import {
  type CardId,
  cardSuit,
  DECK_INFO,
  DEFAULT_PAIRING,
  type Deck,
  isInDeck,
  makeCard,
  type Rank,
  type Suit,
  type SuitPairing,
} from './cards.js';
import {
  FILLER_WORDS,
  normalizeWord,
  RANK_BY_WORD,
  SUIT_BY_WORD,
  type SuitRef,
  suggestCardWords,
  TRUMP_ALIASES,
} from './names.js';
import { capErrors, cutToken, LIMITS, tokenOf as valueToken } from './schema.js';

export const PARSE_ERROR_CODES = [
  'unknown-card',
  'needs-suit',
  'needs-rank',
  'duplicate',
  'too-many',
  'not-in-deck',
  'needs-trump',
  'too-large',
  'not-text',
] as const;
export type ParseErrorCode = (typeof PARSE_ERROR_CODES)[number];

/** A coded error: the views translate `code`; `token` and `offset` point into the input. */
export interface ParseError {
  code: ParseErrorCode;
  /** The text in error, cut to `LIMITS.tokenChars` characters. */
  token: string;
  offset: number;
  /** The length of the text in error in the input (the token may be cut). */
  length?: number;
  /** Up to three card words the unknown word may have meant ("Rosn" → Rosen, Rose, Roses). */
  suggestions?: string[];
  card?: CardId;
}

export interface ParseOptions {
  deck?: Deck;
  /** The trump suit, for "Puur", "Nell" and "bourg" written without a suit. */
  trump?: Suit | null;
  pairing?: SuitPairing;
  /** Defaults to the deck's hand size; `Infinity` for a list of melds. */
  maxCards?: number;
}

export interface ParseResult {
  ok: boolean;
  /** The cards read, in input order, without the ones in error. */
  cards: CardId[];
  /** At most `LIMITS.errors` errors, in input order. */
  errors: ParseError[];
  /** Errors beyond those listed. */
  more: number;
}

export interface Word {
  text: string;
  norm: string;
  offset: number;
  /** Words between two commas, semicolons or line breaks share a segment: a card never spans two. */
  segment: number;
}

/** Splits on white space, commas, semicolons, plus signs, slashes, hyphens and apostrophes; at most `limit` words. */
export function splitWords(text: string, limit = Number.POSITIVE_INFINITY): Word[] {
  const words: Word[] = [];
  let segment = 0;
  let last = 0;
  for (const match of text.matchAll(/[^\s,;+/\-'’]+/gu)) {
    if (words.length >= limit) break;
    const offset = match.index ?? 0;
    if (/[,;\n\r]/.test(text.slice(last, offset))) segment++;
    words.push({ text: match[0], norm: normalizeWord(match[0]), offset, segment });
    last = offset + match[0].length;
  }
  return words;
}

/** Why a text cannot be a hand at all. */
export interface TextRefusal {
  code: 'not-text' | 'too-large';
  token: string;
  offset: number;
  length: number;
}

/**
 * The words of a hand's text, or why no hand can be that text: not a string, or over the size
 * limits (`LIMITS.handChars`, `LIMITS.handWords`). One error for all of it, found without
 * reading it through; the words are split once.
 */
export function readWords(text: unknown): { ok: true; words: Word[] } | { ok: false; refusal: TextRefusal } {
  if (typeof text !== 'string')
    return { ok: false, refusal: { code: 'not-text', token: valueToken(text), offset: 0, length: 0 } };
  const words = text.length > LIMITS.handChars ? null : splitWords(text, LIMITS.handWords + 1);
  if (!words || words.length > LIMITS.handWords)
    return { ok: false, refusal: { code: 'too-large', token: cutToken(text), offset: 0, length: text.length } };
  return { ok: true, words };
}

/** `readWords`' refusal alone, for readers that split the text their own way. */
export function refuseText(text: unknown): TextRefusal | null {
  const read = readWords(text);
  return read.ok ? null : read.refusal;
}

/** Suit symbols (filled and outlined) and letters, to suits. */
export const SUIT_SYMBOL_TO_LETTER: Readonly<Record<string, Suit>> = {
  '♥': 'H',
  '♡': 'H',
  '♦': 'D',
  '♢': 'D',
  '♠': 'S',
  '♤': 'S',
  '♣': 'C',
  '♧': 'C',
  h: 'H',
  d: 'D',
  s: 'S',
  c: 'C',
};
const COMPACT_SUIT_FIRST = /^([hdsc♥♡♦♢♠♤♣♧])(10|[6-9tjqka])$/u;
const COMPACT_RANK_FIRST = /^(10|[6-9tjqka])([hdsc♥♡♦♢♠♤♣♧])$/u;

function compactRank(text: string): Rank {
  return (text === '10' ? 'T' : text.toUpperCase()) as Rank;
}

/** `H6`, `ht`, `10H`, `♥10`, `A♠`: one word, one card. */
function parseCompact(norm: string): CardId | null {
  const suitFirst = COMPACT_SUIT_FIRST.exec(norm);
  if (suitFirst) return makeCard(SUIT_SYMBOL_TO_LETTER[suitFirst[1] as string] as Suit, compactRank(suitFirst[2] as string));
  const rankFirst = COMPACT_RANK_FIRST.exec(norm);
  if (rankFirst) return makeCard(SUIT_SYMBOL_TO_LETTER[rankFirst[2] as string] as Suit, compactRank(rankFirst[1] as string));
  return null;
}

function resolveSuit(ref: SuitRef, pairing: SuitPairing): Suit {
  return ref.length === 1 ? (ref as Suit) : pairing[ref as keyof SuitPairing];
}

interface Match {
  card: CardId | null;
  code?: ParseErrorCode;
  /** Index of the word after the match. */
  next: number;
}

/** The next word after fillers ("of", "de", "di") in the same segment, or past the end. */
function skipFillers(words: readonly Word[], from: number): number {
  const segment = words[from - 1]?.segment;
  let index = from;
  while (index < words.length && FILLER_WORDS.has((words[index] as Word).norm)) index++;
  return words[index]?.segment === segment ? index : words.length;
}

/** One card starting at `words[at]`: compact, "rank [of] suit", "suit rank", or a trump alias. */
export function matchCard(words: readonly Word[], at: number, options: ParseOptions): Match {
  const pairing = options.pairing ?? DEFAULT_PAIRING;
  const word = words[at] as Word;
  const rank = RANK_BY_WORD.get(word.norm);
  const suit = SUIT_BY_WORD.get(word.norm);
  const partnerAt = skipFillers(words, at + 1);
  const partner = words[partnerAt];
  if (rank && partner) {
    const partnerSuit = SUIT_BY_WORD.get(partner.norm);
    if (partnerSuit) return { card: makeCard(resolveSuit(partnerSuit, pairing), rank), next: partnerAt + 1 };
  }
  // D(ame), the Queen's letter, is also the diamonds': a rank beside a suit written out or drawn
  // ("D ♥", "Herz D"), a suit everywhere else ("D 10", "DQ").
  const other = word.norm === 'd' ? partner : partner?.norm === 'd' ? word : null;
  const otherSuit = other && !'hdsc'.includes(other.norm) && SUIT_BY_WORD.get(other.norm);
  if (otherSuit) return { card: makeCard(resolveSuit(otherSuit, pairing), 'Q'), next: partnerAt + 1 };
  if (suit && partner) {
    const partnerRank = RANK_BY_WORD.get(partner.norm);
    if (partnerRank) return { card: makeCard(resolveSuit(suit, pairing), partnerRank), next: partnerAt + 1 };
  }
  // After names, so that French "as de pique" is the ace of spades, not the compact `AS`.
  const compact = parseCompact(word.norm);
  if (compact) return { card: compact, next: at + 1 };
  const alias = TRUMP_ALIASES.get(word.norm);
  if (alias) {
    if (options.trump) return { card: makeCard(options.trump, alias), next: at + 1 };
    return { card: null, code: 'needs-trump', next: at + 1 };
  }
  // A rank or suit without its partner: report it together with the unreadable next word.
  const isHalfCard = rank !== undefined || suit !== undefined;
  const next = isHalfCard && partner && !startsCard(words, partnerAt, options) ? partnerAt + 1 : at + 1;
  const code: ParseErrorCode = rank !== undefined ? 'needs-suit' : suit !== undefined ? 'needs-rank' : 'unknown-card';
  return { card: null, code, next };
}

/** A word the reader knows: a rank, a suit, a trump alias, a filler, or a whole card (`H6`). */
export function isCardWord(norm: string): boolean {
  return (
    RANK_BY_WORD.has(norm) ||
    SUIT_BY_WORD.has(norm) ||
    TRUMP_ALIASES.has(norm) ||
    FILLER_WORDS.has(norm) ||
    parseCompact(norm) !== null
  );
}

function startsCard(words: readonly Word[], at: number, options: ParseOptions): boolean {
  const word = words[at] as Word;
  if (parseCompact(word.norm)) return true;
  return RANK_BY_WORD.has(word.norm) || SUIT_BY_WORD.has(word.norm) || (TRUMP_ALIASES.has(word.norm) && !!options.trump);
}

function tokenOf(
  text: string,
  words: readonly Word[],
  from: number,
  next: number,
): { token: string; offset: number; length: number } {
  const first = words[from] as Word;
  const last = words[next - 1] as Word;
  const length = last.offset + last.text.length - first.offset;
  return { token: cutToken(text.slice(first.offset, first.offset + length)), offset: first.offset, length };
}

/**
 * A card that could not be read is one error, at the word not understood (with what it may
 * have meant), or at the lone half of a card ("König" without its suit). A half card next to
 * the unknown word goes with it, so one typo never makes two errors.
 */
function failedCard(
  text: string,
  words: readonly Word[],
  at: number,
  match: Match,
  options: ParseOptions,
): { error: ParseError; next: number } {
  let next = match.next;
  const unknownAt = words.slice(at, next).findIndex((word) => !isCardWord(word.norm));
  if (unknownAt < 0) return { error: { code: match.code ?? 'unknown-card', ...tokenOf(text, words, at, next) }, next };
  // "kign of hearts": the fillers and the half card after the word not understood belong to it.
  const following = skipFillers(words, next);
  const half = words[following];
  if (half && (RANK_BY_WORD.has(half.norm) || SUIT_BY_WORD.has(half.norm)) && !matchCard(words, following, options).card) {
    next = following + 1;
  }
  const word = words[at + unknownAt] as Word;
  const suggestions = suggestCardWords(word.norm);
  return {
    error: {
      code: 'unknown-card',
      token: cutToken(word.text),
      offset: word.offset,
      length: word.text.length,
      ...(suggestions.length > 0 ? { suggestions } : {}),
    },
    next,
  };
}

/** Whether a card read from `words[at]` to `next` was said suit first ("Rosen 9", "hearts nine"). */
function startsWithSuit(words: readonly Word[], at: number, next: number): boolean {
  const word = words[at] as Word;
  return next > at + 1 && SUIT_BY_WORD.has(word.norm) && !RANK_BY_WORD.has(word.norm);
}

/**
 * A rank alone after a suit said once ("Rosen 9 10 Under Ober": the 10, the Under, the Ober are
 * Rosen), unless it is said with a suit of its own ("10 of Schilte"); a suit followed by a rank
 * starts a new run ("Rosen 9 10 Schilte Under": the 10 is Rosen, the Under Schilte).
 */
function rankOfSuitSaid(words: readonly Word[], at: number, suit: Suit): Match | null {
  const rank = RANK_BY_WORD.get((words[at] as Word).norm);
  if (!rank) return null;
  const partnerAt = skipFillers(words, at + 1);
  const partner = words[partnerAt];
  if (partner && SUIT_BY_WORD.has(partner.norm)) {
    // "10 of hearts": a suit of its own, said with a filler.
    if (partnerAt > at + 1) return null;
    const after = words[partnerAt + 1];
    const startsRun = after !== undefined && after.segment === partner.segment && RANK_BY_WORD.has(after.norm);
    if (!startsRun) return null;
  }
  return { card: makeCard(suit, rank), next: at + 1 };
}

/**
 * Reads a hand in any notation of RULES.md. Commas, semicolons and line breaks always end a
 * card. Never throws: whatever cannot be read becomes a coded error with its token and offset
 * (one per word not understood, with suggestions), and the cards that could be read are kept.
 */
export function parseHand(text: string, options: ParseOptions = {}): ParseResult {
  const read = readWords(text);
  if (!read.ok) return { ok: false, cards: [], errors: [read.refusal], more: 0 };
  const { words } = read;
  const deck = options.deck ?? 'jass';
  const maxCards = options.maxCards ?? DECK_INFO[deck].handSize;
  const cards: CardId[] = [];
  const errors: ParseError[] = [];
  // The suit said once for several ranks ("Rosen 9 10 Under Ober"), up to the end of its segment.
  let said: { suit: Suit; segment: number } | null = null;
  let at = 0;
  while (at < words.length) {
    const word = words[at] as Word;
    const suitOnce: Match | null = said?.segment === word.segment ? rankOfSuitSaid(words, at, said.suit) : null;
    const match: Match = suitOnce ?? matchCard(words, at, options);
    const card: CardId | null = match.card;
    if (!suitOnce) said = card && startsWithSuit(words, at, match.next) ? { suit: cardSuit(card), segment: word.segment } : null;
    if (!card) {
      const failed = failedCard(text, words, at, match, options);
      errors.push(failed.error);
      at = failed.next;
      continue;
    }
    const where = tokenOf(text, words, at, match.next);
    at = match.next;
    if (!isInDeck(card, deck)) {
      errors.push({ code: 'not-in-deck', ...where, card });
    } else if (cards.includes(card)) {
      errors.push({ code: 'duplicate', ...where, card });
    } else if (cards.length >= maxCards) {
      errors.push({ code: 'too-many', ...where, card });
    } else {
      cards.push(card);
    }
  }
  return { ok: errors.length === 0, cards, ...capErrors(errors) };
}

/** Canonical text of a hand: the ids in the given order, separated by spaces. */
export function formatHand(cards: readonly CardId[]): string {
  return cards.join(' ');
}
