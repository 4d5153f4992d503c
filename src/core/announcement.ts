import { announceWords, LANGS } from './announce.js';
import { type CardId, DECK_INFO, RANKS, type Rank, SUITS, type Suit, type SuitPairing } from './cards.js';
import { COUNT_WORDS } from './meld-entry.js';
import { type Meld, makeFour, makeSequence } from './melds.js';
import { FILLER_WORDS, RANK_BY_WORD, SUIT_BY_WORD, suggestCardWords, suggestWords, writtenWord } from './names.js';
import { splitWords, type Word } from './parse.js';
import { getModeInfo, type Mode, type Rules } from './rules.js';
import { capErrors, cutToken } from './schema.js';

/**
 * What a player said of their best Weis at the table, and what they answered when the table
 * asked on: the value, the number of cards, the top card, in trump or not, the rank of a four.
 * Every field is optional: what was not said is not known.
 */
export interface Announcement {
  /** The value said; 0 is "nothing". */
  points?: number;
  kind?: 'sequence' | 'four';
  /** "How many cards?" */
  cards?: number;
  /** "Up to which card?": the top card of a sequence, or the rank of a four. */
  top?: Rank;
  /** "In trump?" */
  trump?: boolean;
  /** Rarely said, but understood: the suit of a sequence. */
  suit?: Suit;
}

/** One seat's words: its Weis (one per contest in Belot), and whether it said Stöck (Belot's "belote"). */
export interface SeatAnnouncement {
  /** What was said of the melds; empty for "nothing"; null when only Stöck was said. */
  melds: Announcement[] | null;
  stoeck: boolean;
}

export const ANNOUNCEMENT_ERROR_CODES = ['unknown-announcement', 'bad-announcement'] as const;
export type AnnouncementErrorCode = (typeof ANNOUNCEMENT_ERROR_CODES)[number];

export interface AnnouncementError {
  code: AnnouncementErrorCode;
  token: string;
  offset: number;
  length?: number;
  suggestions?: string[];
  /** For a value no hand can announce: the values that can be. */
  values?: number[];
}

/** Where an item of an announcement stands in its text. */
export interface TextSpan {
  token: string;
  offset: number;
  length: number;
}

export interface AnnouncementRead {
  announcement: SeatAnnouncement;
  /** For each meld said, where it was said. */
  spans: TextSpan[];
  errors: AnnouncementError[];
  more: number;
}

/** Every value a best Weis can have: 20 to 300. */
const VALUES = [20, 50, 100, 120, 140, 150, 160, 180, 200, 250, 300];

const join = (words: readonly string[]): string => words.filter((word) => word !== 'and' && word !== 'und').join(' ');
const phraseOf = (text: string): string => join(splitWords(text).map((word) => word.norm)) || text;

/** Value words in every language ("fifty", "füfzg", "cinquante", "centoventi"), with common spellings. */
const VALUE_PHRASES: ReadonlyMap<string, number> = /* @__PURE__ */ (() => {
  const map = new Map<string, number>();
  for (const value of VALUES) {
    map.set(String(value), value);
    for (const lang of LANGS) map.set(phraseOf(announceWords(value, lang)), value);
    const english = phraseOf(announceWords(value, 'en'));
    if (english.startsWith('a ')) map.set(`one ${english.slice(2)}`, value);
  }
  const extra: Record<string, number> = {
    'one hundred': 100,
    hundred: 100,
    einhundert: 100,
    fuffzg: 50,
    fuefzg: 50,
    fufzig: 50,
    zwanzig: 20,
    zwanzg: 20,
    zwonzg: 20,
    'hundert funfzig': 150,
    'hundert fufzg': 150,
    'hundert zwanzig': 120,
    'cent cinquante': 150,
    'cento cinquanta': 150,
  };
  for (const [phrase, value] of Object.entries(extra)) map.set(phrase, value);
  return map;
})();
const LONGEST_PHRASE = /* @__PURE__ */ (() => Math.max(...[...VALUE_PHRASES.keys()].map((phrase) => phrase.split(' ').length)))();

const NOTHING = /* @__PURE__ */ new Set([
  'nothing',
  'none',
  'nix',
  'nut',
  'nuut',
  'nuet',
  'nichts',
  'rien',
  'niente',
  'nulla',
  '0',
]);
const NEGATIONS = /* @__PURE__ */ new Set([
  'no',
  'not',
  'kein',
  'keine',
  'kei',
  'nicht',
  'nid',
  'pas',
  'non',
  'ohne',
  'sans',
  'senza',
]);
const TRUMP_WORDS = /* @__PURE__ */ new Set(['trump', 'trumps', 'trumpf', 'atout', 'atouts', 'briscola']);
const STOECK_WORDS = /* @__PURE__ */ new Set(['belote', 'rebelote', 'belot', 'stock', 'stoeck', 'stocke']);
const FOUR_WORDS = /* @__PURE__ */ new Set(['carre', 'carres', 'poker', 'vierling']);
const SEQUENCE_WORDS = /* @__PURE__ */ new Set(['sequence', 'run', 'row', 'folge', 'suite', 'sequenza', 'scala', 'fahrt']);
const CARD_NOUNS = /* @__PURE__ */ new Set(['card', 'cards', 'karte', 'karten', 'blatt', 'cartes', 'carte', 'chaarte']);
/** "up to the King", "bis zum König", "jusqu'au roi", "fino al re". */
const TOP_MARKERS = /* @__PURE__ */ new Set(['to', 'up', 'bis', 'jusqu', 'au', 'a', 'al', 'fino', 'zum', 'zur', 'uf', 'ufe']);
/** Words that carry nothing here: "in", "a", "weis", "the". */
const SMALL_WORDS = /* @__PURE__ */ new Set([
  ...FILLER_WORDS,
  'in',
  'im',
  'en',
  'd',
  'a',
  'with',
  'mit',
  'avec',
  'con',
  'weis',
  'wys',
  'wyys',
  'wiis',
  'meld',
  'melds',
  'annonce',
  'annuncio',
  'and',
  'und',
  'et',
  'e',
  'i',
  'es',
  'ist',
  'is',
  'high',
  'hoch',
  'un',
  'une',
  'ein',
  'eine',
  'uno',
  'una',
]);
/** Belot's names of sequences by length, and counts glued to "-blatt" ("Dreiblatt"). */
const LENGTH_WORDS: ReadonlyMap<string, number> = /* @__PURE__ */ new Map([
  ['tierce', 3],
  ['quarte', 4],
  ['quinte', 5],
  ['dreiblatt', 3],
  ['vierblatt', 4],
  ['funfblatt', 5],
  ['fufblatt', 5],
]);
const COUNTS = COUNT_WORDS;

/** Words worth suggesting for a slip in an announcement. */
const SUGGESTIBLE_ANNOUNCEMENTS: readonly string[] = /* @__PURE__ */ (() =>
  [
    ...[...VALUE_PHRASES.keys()].filter((phrase) => !phrase.includes(' ')),
    ...NOTHING,
    ...TRUMP_WORDS,
    ...STOECK_WORDS,
    ...FOUR_WORDS,
    ...LENGTH_WORDS.keys(),
  ].filter((word) => /^[a-z]{4,}$/.test(word)))();

/** Up to three announcement words a slip may have meant ("fifyt" → fifty). */
export const suggestAnnouncementWords = (norm: string): string[] =>
  suggestWords(norm, SUGGESTIBLE_ANNOUNCEMENTS).map(writtenWord);

interface Item {
  said: Announcement;
  from: number;
  to: number;
}

const isRank = (word: Word | undefined): Rank | undefined =>
  word && (word.norm.length > 1 || /\d/.test(word.norm) || word.norm === 'k' || word.norm === 'q' || word.norm === 'j')
    ? RANK_BY_WORD.get(word.norm)
    : undefined;

/** The value phrase starting at word `at`, longest first: [value, words used]. */
function valueAt(words: readonly Word[], at: number): [number, number] | null {
  for (let length = Math.min(LONGEST_PHRASE + 1, words.length - at); length >= 1; length--) {
    const value = VALUE_PHRASES.get(join(words.slice(at, at + length).map((word) => word.norm)));
    if (value !== undefined) return [value, length];
  }
  return null;
}

/** Whether the text has a word only announcements have: a value, "nothing", "in trump", "belote", "carré". */
export function speaksAnnouncement(text: string): boolean {
  const words = splitWords(text, 64);
  return words.some(
    (word, index) =>
      valueAt(words, index) !== null ||
      NOTHING.has(word.norm) ||
      (NEGATIONS.has(word.norm) && SMALL_WORDS.has(words[index + 1]?.norm ?? '')) ||
      TRUMP_WORDS.has(word.norm) ||
      STOECK_WORDS.has(word.norm) ||
      FOUR_WORDS.has(word.norm) ||
      LENGTH_WORDS.has(word.norm),
  );
}

interface Parsed {
  items: Item[];
  nothing: boolean;
  stoeck: boolean;
  unknown: Word | null;
}

/** The words of a text as announcements: a new item starts where a value or a shape is said again. */
function parseWords(words: readonly Word[], pairing: SuitPairing): Parsed {
  const items: Item[] = [];
  let current: Item | null = null;
  let nothing = false;
  let stoeck = false;
  const open = (at: number): Item => {
    if (!current) {
      current = { said: {}, from: at, to: at };
      items.push(current);
    }
    return current;
  };
  /** A value or shape that the current item already has starts the next item. */
  const fresh = (at: number, has: (said: Announcement) => boolean): Item => {
    if (current && has(current.said)) current = null;
    return open(at);
  };
  let index = 0;
  while (index < words.length) {
    const word = words[index] as Word;
    const norm = word.norm;
    const next = words[index + 1];
    const value = valueAt(words, index);
    const count = COUNTS.get(norm);
    let used = 1;
    if (NEGATIONS.has(norm) && words.slice(index + 1, index + 3).some((w) => TRUMP_WORDS.has(w.norm))) {
      const trumpAt = words.slice(index + 1, index + 3).findIndex((w) => TRUMP_WORDS.has(w.norm));
      open(index).said.trump = false;
      used = trumpAt + 2;
    } else if (NOTHING.has(norm) || (NEGATIONS.has(norm) && (next === undefined || SMALL_WORDS.has(next.norm)))) {
      nothing = true;
    } else if (TRUMP_WORDS.has(norm)) {
      open(index).said.trump = true;
    } else if (STOECK_WORDS.has(norm)) {
      stoeck = true;
    } else if (count !== undefined && next && CARD_NOUNS.has(next.norm)) {
      fresh(index, (s) => s.cards !== undefined).said.cards = count;
      used = 2;
    } else if (count === 4 && isRank(next)) {
      const item = fresh(index, (s) => s.kind !== undefined || s.top !== undefined || (s.cards ?? 4) !== 4);
      Object.assign(item.said, { kind: 'four', cards: 4, top: isRank(next) });
      used = 2;
    } else if (FOUR_WORDS.has(norm)) {
      const item = fresh(index, (s) => s.kind !== undefined || (s.cards ?? 4) !== 4);
      item.said.kind = 'four';
      item.said.cards = 4;
      let at = index + 1;
      while (at < words.length && SMALL_WORDS.has((words[at] as Word).norm)) at++;
      const rank = isRank(words[at]);
      if (rank) {
        item.said.top = rank;
        used = at - index + 1;
      }
    } else if (LENGTH_WORDS.has(norm)) {
      const item = fresh(index, (s) => s.cards !== undefined);
      item.said.kind = 'sequence';
      item.said.cards = LENGTH_WORDS.get(norm);
    } else if (value) {
      fresh(index, (s) => s.points !== undefined || s.kind !== undefined).said.points = value[0];
      used = value[1];
    } else if (count !== undefined) {
      fresh(index, (s) => s.cards !== undefined).said.cards = count;
    } else if (TOP_MARKERS.has(norm) && words.slice(index + 1, index + 4).some((w) => isRank(w))) {
      const rankAt = words.slice(index + 1, index + 4).findIndex((w) => isRank(w));
      open(index).said.top = isRank(words[index + 1 + rankAt]);
      used = rankAt + 2;
    } else if (isRank(word)) {
      open(index).said.top = isRank(word);
    } else if (SEQUENCE_WORDS.has(norm)) {
      open(index).said.kind = 'sequence';
    } else if (norm.length > 1 && SUIT_BY_WORD.has(norm)) {
      const ref = SUIT_BY_WORD.get(norm) as string;
      open(index).said.suit = ref.length === 1 ? (ref as Suit) : pairing[ref as keyof SuitPairing];
    } else if (!SMALL_WORDS.has(norm) && !CARD_NOUNS.has(norm) && !TOP_MARKERS.has(norm)) {
      return { items, nothing, stoeck, unknown: word };
    }
    if (current) (current as Item).to = index + used - 1;
    index += used;
  }
  return { items, nothing, stoeck, unknown: null };
}

const candidateCache = /* @__PURE__ */ new WeakMap<Rules, Map<Mode, Meld[]>>();

/** Every Weis a player can have as their best under these rules and mode, sequences and fours. */
export function possibleWeis(rules: Rules, mode: Mode): Meld[] {
  const byMode = candidateCache.get(rules) ?? new Map<Mode, Meld[]>();
  candidateCache.set(rules, byMode);
  const cached = byMode.get(mode);
  if (cached) return cached;
  const melds: Meld[] = [];
  if (!getModeInfo(mode).noDeclarations) {
    const lowest = Math.max(DECK_INFO[rules.deck].lowestRank, RANKS.indexOf(rules.sequenceFrom));
    for (const suit of SUITS) {
      for (let low = lowest; low < RANKS.length; low++) {
        for (let length = 3; low + length <= RANKS.length; length++) {
          const meld = makeSequence(suit, low, length, rules);
          if (meld.points > 0) melds.push(meld);
        }
      }
    }
    for (const rank of RANKS.slice(DECK_INFO[rules.deck].lowestRank)) {
      const four = makeFour(rank, rules, mode);
      if (four.points > 0) melds.push(four);
    }
  }
  byMode.set(mode, melds);
  return melds;
}

/** Whether a meld is one the words allow. */
export function fitsAnnouncement(meld: Meld, said: Announcement, mode: Mode): boolean {
  if (said.points !== undefined && meld.points !== said.points) return false;
  if (said.kind !== undefined && meld.kind !== said.kind) return false;
  if (said.cards !== undefined && meld.cards.length !== said.cards) return false;
  if (said.top !== undefined && (meld.kind === 'sequence' ? meld.high : meld.rank) !== said.top) return false;
  if (said.suit !== undefined && (meld.kind !== 'sequence' || meld.suit !== said.suit)) return false;
  if (said.trump !== undefined) {
    const info = getModeInfo(mode);
    if (info.known) {
      const inTrump = meld.kind === 'sequence' && (info.trump === 'all' || meld.suit === info.trump);
      if (inTrump !== said.trump) return false;
    } else if (said.trump && meld.kind !== 'sequence') return false;
  }
  return true;
}

/** The melds an announcement allows, left out those that need a card known to be elsewhere. */
export function announcedMelds(
  said: Announcement,
  rules: Rules,
  mode: Mode,
  elsewhere: ReadonlySet<CardId> = /* @__PURE__ */ new Set(),
): Meld[] {
  return possibleWeis(rules, mode).filter(
    (meld) => fitsAnnouncement(meld, said, mode) && !meld.cards.some((card) => elsewhere.has(card)),
  );
}

/** The values a best Weis can have under these rules and mode, lowest first. */
export const possibleValues = (rules: Rules, mode: Mode): number[] =>
  [...new Set(possibleWeis(rules, mode).map((meld) => meld.points))].sort((a, b) => a - b);

/**
 * Reads what a player said: "fifty", "füfzg bis zum König", "cinquante, quatre cartes, atout",
 * "vier Buure", "tierce; carré de valets", "belote", "nothing". Each word not understood is an
 * error with suggestions; a value or shape no hand can have under the rules is an error with
 * the values that can be.
 */
export function parseAnnouncement(text: string, rules: Rules, mode: Mode, pairing: SuitPairing): AnnouncementRead {
  const words = splitWords(text);
  const parsed = parseWords(words, pairing);
  const errors: AnnouncementError[] = [];
  if (parsed.unknown) {
    const norm = parsed.unknown.norm;
    const suggestions = [...suggestAnnouncementWords(norm), ...suggestCardWords(norm)].slice(0, 3);
    errors.push({
      code: 'unknown-announcement',
      token: cutToken(parsed.unknown.text),
      offset: parsed.unknown.offset,
      length: parsed.unknown.text.length,
      ...(suggestions.length > 0 ? { suggestions } : {}),
    });
  }
  const spanOf = (from: number, to: number) => {
    const first = words[from] as Word;
    const last = words[to] as Word;
    const length = last.offset + last.text.length - first.offset;
    return { token: cutToken(text.slice(first.offset, first.offset + length)), offset: first.offset, length };
  };
  const melds: Announcement[] = [];
  const spans: TextSpan[] = [];
  for (const item of parsed.items) {
    if (item.said.points === 0) continue;
    if (announcedMelds(item.said, rules, mode).length === 0)
      errors.push({ code: 'bad-announcement', ...spanOf(item.from, item.to), values: possibleValues(rules, mode) });
    else {
      melds.push(item.said);
      spans.push(spanOf(item.from, item.to));
    }
  }
  const nothing = parsed.nothing || parsed.items.some((item) => item.said.points === 0);
  if (nothing && melds.length > 0 && errors.length === 0)
    errors.push({ code: 'bad-announcement', ...spanOf(0, words.length - 1), values: possibleValues(rules, mode) });
  const said = nothing ? [] : melds.length > 0 || !parsed.stoeck ? melds : null;
  return { announcement: { melds: said, stoeck: parsed.stoeck }, spans, ...capErrors(errors) };
}

const RANK_TEXT: Readonly<Record<Rank, readonly [string, string]>> = {
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
const SUIT_TEXT: Readonly<Record<Suit, string>> = { H: 'hearts', D: 'diamonds', S: 'spades', C: 'clubs' };

/** Canonical text of what a seat said, read back by `parseAnnouncement`: "50, 4 cards, up to the king, in trump". */
export function formatAnnouncement(said: SeatAnnouncement): string {
  const stoeck = said.stoeck ? ['stoeck'] : [];
  if (said.melds?.length === 0) return ['nothing', ...stoeck].join('; ');
  const items = (said.melds ?? []).map((item) => {
    const parts: string[] = [];
    if (item.points !== undefined) parts.push(String(item.points));
    if (item.kind === 'four') parts.push(item.top ? `four ${RANK_TEXT[item.top][1]}` : 'carre');
    else {
      if (item.kind === 'sequence') parts.push('sequence');
      if (item.cards !== undefined) parts.push(`${item.cards} cards`);
      if (item.top) parts.push(`up to the ${RANK_TEXT[item.top][0]}`);
    }
    if (item.suit) parts.push(SUIT_TEXT[item.suit]);
    if (item.trump !== undefined) parts.push(item.trump ? 'in trump' : 'not in trump');
    return parts.join(', ');
  });
  return [...items, ...stoeck].join('; ');
}

/** An answer to one of the table's questions. */
export type Answer = Rank | number | boolean;

/**
 * The answers a seat can still give to a question, given what it said: the top cards, the
 * numbers of cards, or in trump and not, that some Weis it may hold has. Empty for a question
 * that is no question here.
 */
export function possibleAnswers(
  stage: 'cards' | 'highest' | 'trump' | string,
  said: Announcement,
  rules: Rules,
  mode: Mode,
  elsewhere: ReadonlySet<CardId> = /* @__PURE__ */ new Set(),
): Answer[] {
  const melds = announcedMelds(said, rules, mode, elsewhere);
  const answers: Answer[] =
    stage === 'highest'
      ? RANKS.filter((rank) => melds.some((meld) => (meld.kind === 'sequence' ? meld.high : meld.rank) === rank))
      : stage === 'cards'
        ? [...new Set(melds.map((meld) => meld.cards.length))].sort((a, b) => a - b)
        : stage === 'trump'
          ? [true, false].filter((inTrump) => melds.some((meld) => fitsAnnouncement(meld, { trump: inTrump }, mode)))
          : [];
  return answers.length > 1 ? answers : [];
}

/** What was said with one more answer: the top card, the number of cards, in trump or not. */
export function withAnswer(said: Announcement, stage: string, answer: Answer): Announcement {
  if (stage === 'highest' && typeof answer === 'string') return { ...said, top: answer };
  if (stage === 'cards' && typeof answer === 'number') return { ...said, cards: answer };
  if (stage === 'trump' && typeof answer === 'boolean') return { ...said, trump: answer };
  return said;
}
