import { type CardId, DECK_INFO, DEFAULT_PAIRING, type Deck, RANKS, type Rank, type Suit, type SuitPairing } from './cards.js';
import { type Meld, makeFour, makeSequence } from './melds.js';
import { FILLER_WORDS, RANK_BY_WORD, SUIT_BY_WORD, suggestCardWords } from './names.js';
import { isCardWord, refuseText, splitWords, type Word } from './parse.js';
import type { Mode, Rules } from './rules.js';
import { capErrors, cutToken } from './schema.js';

/** A meld named without its hand: "five-card sequence up to the King of Rosen", "four aces". */
export type MeldSpec = { kind: 'sequence'; suit: Suit; top: Rank; length: number } | { kind: 'four'; rank: Rank };

export const MELD_ERROR_CODES = ['unknown-meld', 'not-in-deck', 'not-a-weis', 'duplicate', 'too-large', 'not-text'] as const;
export type MeldErrorCode = (typeof MELD_ERROR_CODES)[number];
export interface MeldError {
  code: MeldErrorCode;
  /** The text in error, cut to `LIMITS.tokenChars` characters. */
  token: string;
  offset: number;
  /** The length of the text in error in the input. */
  length?: number;
  card?: CardId;
  /** For a word not understood: up to three card words it may have meant. */
  suggestions?: string[];
}

/** Counts in the five languages and the table's dialects, digits too: "three", "drü", "cinq", "5". */
export const COUNT_WORDS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    three: 3,
    drei: 3,
    dru: 3,
    trois: 3,
    tre: 3,
    tierce: 3,
    tris: 3,
    '3': 3,
    four: 4,
    vier: 4,
    quatre: 4,
    quattro: 4,
    quarte: 4,
    '4': 4,
    five: 5,
    funf: 5,
    fuf: 5,
    cinq: 5,
    cinque: 5,
    quinte: 5,
    quint: 5,
    '5': 5,
    six: 6,
    sechs: 6,
    sachs: 6,
    sei: 6,
    '6': 6,
    seven: 7,
    sieben: 7,
    sibe: 7,
    sept: 7,
    sette: 7,
    '7': 7,
    eight: 8,
    acht: 8,
    huit: 8,
    otto: 8,
    '8': 8,
    nine: 9,
    neun: 9,
    nun: 9,
    neuf: 9,
    nove: 9,
    '9': 9,
  }),
);
/** Words that make a four of a kind without the count: "carré de valets", "Poker d'assi". */
const FOUR_WORDS = new Set(['carre', 'poker', 'gleiche', 'kind']);
/** Words after which the top card of a sequence is named: "up to the King", "bis König", "jusqu'au roi". */
const TOP_MARKERS = new Set(['to', 'bis', 'jusqu', 'au', 'a', 'al', 'fino', 'zum', 'zur']);

/** "Dreiblatt", "Fünfblatt": a count glued to "blatt". */
function countOf(word: Word): number | undefined {
  const norm = word.norm.replace(/blatt$/, '');
  return COUNT_WORDS.get(norm);
}

// Single letters ("a" in "three in a row") are no card words here.
const rankOf = (word: Word): Rank | undefined =>
  word.norm.length > 1 || /\d/.test(word.norm) ? RANK_BY_WORD.get(word.norm) : undefined;
const suitOf = (word: Word, pairing: SuitPairing): Suit | undefined => {
  const ref = word.norm.length > 1 ? SUIT_BY_WORD.get(word.norm) : undefined;
  if (!ref) return undefined;
  return ref.length === 1 ? (ref as Suit) : pairing[ref as keyof SuitPairing];
};

/** Nouns and small words of meld language: "five-card sequence", "three in a row", "Suite de cinq", "Scala di tre". */
const MELD_WORDS = new Set([
  'card',
  'cards',
  'sequence',
  'sequences',
  'run',
  'row',
  'in',
  'a',
  'up',
  'blatt',
  'karten',
  'folge',
  'suite',
  'sequenza',
  'scala',
  'all',
  'alla',
  'allo',
  'au',
  'carte',
  'cartes',
  'en',
  'of',
  'kind',
]);
/** Words that only meld language has: a card never contains them. */
const MELD_ONLY = new Set(['sequence', 'sequences', 'run', 'row', 'blatt', 'folge', 'suite', 'sequenza', 'scala']);

const isMeldWord = (word: Word): boolean =>
  countOf(word) !== undefined ||
  RANK_BY_WORD.has(word.norm) ||
  SUIT_BY_WORD.has(word.norm) ||
  TOP_MARKERS.has(word.norm) ||
  FOUR_WORDS.has(word.norm) ||
  MELD_WORDS.has(word.norm) ||
  FILLER_WORDS.has(word.norm);

/**
 * Whether one meld's text speaks meld language rather than naming cards: it has a word no card
 * has (a count such as "three" or "Dreiblatt", "up to", "carré", "in a row"), or a count in
 * digits without a suit ("4 aces"). "Rosen Ass 6" names cards (one without its suit): no meld.
 */
export function speaksMeldLanguage(text: string): boolean {
  const words = splitWords(text);
  const hasSuit = words.some((word) => SUIT_BY_WORD.has(word.norm));
  return words.some((word) => {
    // A word a card may have ("a" for the Ace, "de") says nothing: a hand stays a hand.
    if (isCardWord(word.norm)) return false;
    if (TOP_MARKERS.has(word.norm) || FOUR_WORDS.has(word.norm) || MELD_ONLY.has(word.norm)) return true;
    if (countOf(word) === undefined) return false;
    return !/^\d+$/.test(word.norm) || !hasSuit;
  });
}

/** The meld texts of a list: separated by semicolons, plus signs or new lines. */
function meldTexts(text: string): { whole: string; offset: number }[] {
  const texts: { whole: string; offset: number }[] = [];
  for (const match of text.matchAll(/[^;+\n]+/g)) {
    const whole = match[0].trim();
    if (whole) texts.push({ whole, offset: (match.index ?? 0) + match[0].indexOf(whole) });
  }
  return texts;
}

/** A whole text in meld language: every meld of it (and there is at least one). */
export function isMeldText(text: string): boolean {
  const texts = meldTexts(text);
  return texts.length > 0 && texts.every(({ whole }) => speaksMeldLanguage(whole));
}

/**
 * Reads one meld description in any of the five languages; null if it names no meld. Every
 * word must be meld language; a sequence names its count, one suit and its top card after
 * "up to" ("bis", "jusqu'au", "fino a"); a four names one rank and no suit.
 */
export function parseMeldSpec(text: string, pairing: SuitPairing = DEFAULT_PAIRING): MeldSpec | null {
  const words = splitWords(text);
  if (!words.every(isMeldWord)) return null;
  const counts = words.filter((word) => countOf(word) !== undefined && !RANK_BY_WORD.has(word.norm));
  const countAt = words.findIndex((word) => countOf(word) !== undefined);
  const count = countAt >= 0 ? countOf(words[countAt] as Word) : undefined;
  const suits = [...new Set(words.map((word) => suitOf(word, pairing)).filter((found) => found !== undefined))];
  const markerAt = words.findIndex((word) => TOP_MARKERS.has(word.norm));
  const ranks = words
    .map((word, index) => ({ rank: rankOf(word), index }))
    .filter((found): found is { rank: Rank; index: number } => found.rank !== undefined && found.index !== countAt);
  if (suits.length > 1 || counts.length > 1 || new Set(ranks.map((found) => found.rank)).size > 1) return null;
  const suit = suits[0];
  if (suit) {
    const top = markerAt >= 0 ? ranks.find((found) => found.index > markerAt) : undefined;
    return top && count !== undefined ? { kind: 'sequence', suit, top: top.rank, length: count } : null;
  }
  const top = ranks[ranks.length - 1];
  if (!top) return null;
  const namesFour = count === 4 || (count === undefined && words.some((word) => FOUR_WORDS.has(word.norm)));
  return namesFour ? { kind: 'four', rank: top.rank } : null;
}

/** The meld of a spec under a rule set, or the reason it is none. */
export function specToMeld(spec: MeldSpec, rules: Rules, mode: Mode): Meld | MeldErrorCode {
  if (spec.kind === 'four') {
    if (RANKS.indexOf(spec.rank) < DECK_INFO[rules.deck].lowestRank) return 'not-in-deck';
    const four = makeFour(spec.rank, rules, mode);
    return four.points > 0 ? four : 'not-a-weis';
  }
  const low = RANKS.indexOf(spec.top) - spec.length + 1;
  if (low < 0) return 'unknown-meld';
  if (low < DECK_INFO[rules.deck].lowestRank) return 'not-in-deck';
  if (low < RANKS.indexOf(rules.sequenceFrom)) return 'not-a-weis';
  const sequence = makeSequence(spec.suit, low, spec.length, rules);
  return sequence.points > 0 ? sequence : 'not-a-weis';
}

export interface MeldListResult {
  ok: boolean;
  melds: Meld[];
  /** Every card the melds use, once. */
  cards: CardId[];
  /** At most `LIMITS.errors` errors. */
  errors: MeldError[];
  /** Errors beyond those listed. */
  more: number;
}

export interface MeldListOptions {
  rules: Rules;
  mode: Mode;
  deck?: Deck;
  pairing?: SuitPairing;
}

/**
 * Reads melds given directly, separated by semicolons, plus signs or new lines, and checks them:
 * every word meld language (else an error at that word, with suggestions),
 * each a Weis under the rules, no card in two sequences, and a card in a sequence and a four only
 * where the rule set allows cross-use.
 */
export function parseMeldList(text: string, options: MeldListOptions): MeldListResult {
  const refused = refuseText(text);
  if (refused) return { ok: false, melds: [], cards: [], errors: [refused], more: 0 };
  const melds: Meld[] = [];
  const errors: MeldError[] = [];
  for (const { whole, offset } of meldTexts(text)) {
    const token = cutToken(whole);
    const unknown = unknownWord(whole, offset);
    if (unknown) {
      errors.push(unknown);
      continue;
    }
    const spec = parseMeldSpec(whole, options.pairing);
    const meld = spec ? specToMeld(spec, options.rules, options.mode) : 'unknown-meld';
    if (typeof meld === 'string') {
      errors.push({ code: meld, token, offset, length: whole.length });
      continue;
    }
    const clash = melds.find((other) => overlaps(other, meld) && (!options.rules.crossUse || other.kind === meld.kind));
    if (clash) {
      errors.push({
        code: 'duplicate',
        token,
        offset,
        length: whole.length,
        card: meld.cards.find((card) => clash.cards.includes(card)) as CardId,
      });
      continue;
    }
    melds.push(meld);
  }
  const cards = [...new Set(melds.flatMap((meld) => meld.cards))];
  return { ok: errors.length === 0, melds, cards, ...capErrors(errors) };
}

/** The first word of a meld's text that is no meld language: an error at that word, with what it may have meant. */
function unknownWord(whole: string, offset: number): MeldError | null {
  const word = splitWords(whole).find((found) => !isMeldWord(found));
  if (!word) return null;
  const suggestions = suggestCardWords(word.norm);
  return {
    code: 'unknown-meld',
    token: cutToken(word.text),
    offset: offset + word.offset,
    length: word.text.length,
    ...(suggestions.length > 0 ? { suggestions } : {}),
  };
}

const overlaps = (a: Meld, b: Meld): boolean => a.cards.some((card) => b.cards.includes(card));

/** English names that `parseMeldSpec` and the announcement reader read back. */
export const SPEC_SUIT: Readonly<Record<Suit, string>> = { H: 'hearts', D: 'diamonds', S: 'spades', C: 'clubs' };
export const SPEC_RANK: Readonly<Record<Rank, readonly [string, string]>> = {
  '6': ['six', 'sixes'],
  '7': ['seven', 'sevens'],
  '8': ['eight', 'eights'],
  '9': ['nine', 'nines'],
  T: ['ten', 'tens'],
  J: ['jack', 'jacks'],
  Q: ['queen', 'queens'],
  K: ['king', 'kings'],
  A: ['ace', 'aces'],
};

/** Canonical text of a meld spec, read back by `parseMeldSpec`: "5 hearts to king", "4 aces". */
export function formatMeldSpec(spec: MeldSpec): string {
  if (spec.kind === 'four') return `4 ${SPEC_RANK[spec.rank][1]}`;
  return `${spec.length} ${SPEC_SUIT[spec.suit]} to ${SPEC_RANK[spec.top][0]}`;
}

export function meldToSpec(meld: Meld): MeldSpec {
  return meld.kind === 'four'
    ? { kind: 'four', rank: meld.rank }
    : { kind: 'sequence', suit: meld.suit, top: meld.high, length: meld.length };
}
