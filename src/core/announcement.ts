import { type Announcement, announcedMelds, fitsOneHand, possibleValues, type SeatAnnouncement } from './announced-melds.js';
import {
  CARD_NOUNS,
  COUNTS,
  FOUR_WORDS,
  LENGTH_WORDS,
  NEGATIONS,
  NOTHING,
  SEQUENCE_WORDS,
  SMALL_WORDS,
  STOECK_WORDS,
  suggestAnnouncementWords,
  TOP_MARKERS,
  TRUMP_WORDS,
} from './announcement-words.js';
import { DECK_INFO, type Rank, type Suit, type SuitPairing } from './cards.js';
import { SPEC_RANK, SPEC_SUIT } from './meld-entry.js';
import { RANK_BY_WORD, SUIT_BY_WORD, suggestCardWords } from './names.js';
import { numberAt } from './number-words.js';
import { splitWords, type Word } from './parse.js';
import type { Mode, Rules } from './rules.js';
import { capErrors, cutToken } from './schema.js';

export * from './announced-melds.js';
export { speaksAnnouncement, suggestAnnouncementWords } from './announcement-words.js';

export const ANNOUNCEMENT_ERROR_CODES = ['unknown-announcement', 'bad-announcement', 'announcements-clash'] as const;
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

interface Item {
  said: Announcement;
  from: number;
  to: number;
}

const isRank = (word: Word | undefined): Rank | undefined =>
  word && (word.norm.length > 1 || /\d/.test(word.norm) || word.norm === 'k' || word.norm === 'q' || word.norm === 'j')
    ? RANK_BY_WORD.get(word.norm)
    : undefined;

interface Parsed {
  items: Item[];
  nothing: boolean;
  stoeck: boolean;
  unknown: Word | null;
  /** Words that cannot be one Weis together ("up to the King up to the Ace") or two values not joined as a list. */
  clash: { from: number; to: number } | null;
}

/** What joins two values as a list: "fifty and twenty", "50, 20". */
const LIST_JOINERS = new Set(['and', 'und', 'et', 'e', 'plus', 'y']);

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
  let clash: Parsed['clash'] = null;
  /** Sets one field of the current item; a different value for a field already said cannot be one Weis. */
  const put = <K extends keyof Announcement>(item: Item, key: K, value: Announcement[K], at: number) => {
    if (item.said[key] !== undefined && item.said[key] !== value) clash ??= { from: item.from, to: at };
    item.said[key] = value;
  };
  let index = 0;
  while (index < words.length) {
    const word = words[index] as Word;
    const norm = word.norm;
    const next = words[index + 1];
    const number = numberAt(words, index);
    // Any number from ten up is a value said (one that may be no Weis): never a card, never skipped.
    const value: [number, number] | null = number && number.value >= 10 ? [number.value, number.words] : null;
    const afterNumber = number ? words[index + number.words] : undefined;
    const count = COUNTS.get(norm);
    let used = 1;
    if (number && number.value >= 10 && afterNumber && CARD_NOUNS.has(afterNumber.norm)) {
      // "ten cards", "10-card sequence": a count however large, so that no hand's is an error.
      fresh(index, (s) => s.cards !== undefined).said.cards = number.value;
      used = number.words + 1;
    } else if (NEGATIONS.has(norm) && words.slice(index + 1, index + 3).some((w) => TRUMP_WORDS.has(w.norm))) {
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
      const previous = words[index - 1];
      const joined = !previous || previous.segment !== word.segment || LIST_JOINERS.has(previous.norm);
      const before = current as Item | null;
      if (before && before.said.points !== undefined && !joined) clash ??= { from: before.from, to: index + value[1] - 1 };
      fresh(index, (s) => s.points !== undefined || s.kind !== undefined).said.points = value[0];
      used = value[1];
    } else if (count !== undefined) {
      fresh(index, (s) => s.cards !== undefined).said.cards = count;
    } else if (TOP_MARKERS.has(norm) && words.slice(index + 1, index + 4).some((w) => isRank(w))) {
      const rankAt = words.slice(index + 1, index + 4).findIndex((w) => isRank(w));
      used = rankAt + 2;
      put(open(index), 'top', isRank(words[index + 1 + rankAt]), index + used - 1);
    } else if (isRank(word)) {
      put(open(index), 'top', isRank(word), index);
    } else if (SEQUENCE_WORDS.has(norm)) {
      put(open(index), 'kind', 'sequence', index);
    } else if (norm.length > 1 && SUIT_BY_WORD.has(norm)) {
      const ref = SUIT_BY_WORD.get(norm) as string;
      put(open(index), 'suit', ref.length === 1 ? (ref as Suit) : pairing[ref as keyof SuitPairing], index);
    } else if (!SMALL_WORDS.has(norm) && !CARD_NOUNS.has(norm) && !TOP_MARKERS.has(norm)) {
      return { items, nothing, stoeck, unknown: word, clash };
    } else {
      // A small word carries nothing: the item's span does not grow by it.
      index += used;
      continue;
    }
    if (current) (current as Item).to = index + used - 1;
    index += used;
  }
  return { items, nothing, stoeck, unknown: null, clash };
}

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
    // More cards than a suit has, or a hand: no one hand holds it, and the error says so.
    if ((item.said.cards ?? 0) > DECK_INFO[rules.deck].handSize)
      errors.push({ code: 'announcements-clash', ...spanOf(item.from, item.to) });
    else if (announcedMelds(item.said, rules, mode).length === 0)
      errors.push({ code: 'bad-announcement', ...spanOf(item.from, item.to), values: possibleValues(rules, mode) });
    else {
      melds.push(item.said);
      spans.push(spanOf(item.from, item.to));
    }
  }
  if (parsed.clash)
    errors.push({ code: 'bad-announcement', ...spanOf(parsed.clash.from, parsed.clash.to), values: possibleValues(rules, mode) });
  else if (errors.length === 0 && !fitsOneHand(melds, rules, mode, new Set()))
    errors.push({ code: 'announcements-clash', ...spanOf(0, words.length - 1) });
  const nothing = parsed.nothing || parsed.items.some((item) => item.said.points === 0);
  if (nothing && melds.length > 0 && errors.length === 0)
    errors.push({ code: 'bad-announcement', ...spanOf(0, words.length - 1), values: possibleValues(rules, mode) });
  const said = nothing ? [] : melds.length > 0 || !parsed.stoeck ? melds : null;
  // "Stöck" said where the rules count none is understood, and counts nothing.
  return { announcement: { melds: said, stoeck: parsed.stoeck && rules.stoeck }, spans, ...capErrors(errors) };
}

/** Canonical text of what a seat said, read back by `parseAnnouncement`: "50, 4 cards, up to the king, in trump". */
export function formatAnnouncement(said: SeatAnnouncement): string {
  const stoeck = said.stoeck ? ['stoeck'] : [];
  if (said.melds?.length === 0) return ['nothing', ...stoeck].join('; ');
  const items = (said.melds ?? []).map((item) => {
    const parts: string[] = [];
    if (item.points !== undefined) parts.push(String(item.points));
    if (item.kind === 'four') parts.push(item.top ? `four ${SPEC_RANK[item.top][1]}` : 'carre');
    else {
      if (item.kind === 'sequence') parts.push('sequence');
      if (item.cards !== undefined) parts.push(`${item.cards} cards`);
      if (item.top) parts.push(`up to the ${SPEC_RANK[item.top][0]}`);
    }
    if (item.suit) parts.push(SPEC_SUIT[item.suit]);
    if (item.trump !== undefined) parts.push(item.trump ? 'in trump' : 'not in trump');
    return parts.join(', ');
  });
  return [...items, ...stoeck].join('; ');
}
