import { COUNT_WORDS } from './meld-entry.js';
import { FILLER_WORDS, suggestWords, writtenWord } from './names.js';
import { numberAt, VALUE_WORDS } from './number-words.js';
import { splitWords } from './parse.js';

/*
 * The words of the table, in the five languages and the dialects players use: values
 * ("fifty", "füfzg", "cinquante"), "nothing", "in trump", Belot's "tierce" and "belote", and
 * the small words around them. Parsing data only: the views own the words they show.
 */

export const NOTHING = /* @__PURE__ */ new Set([
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
export const NEGATIONS = /* @__PURE__ */ new Set([
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
export const TRUMP_WORDS = /* @__PURE__ */ new Set(['trump', 'trumps', 'trumpf', 'atout', 'atouts', 'briscola']);
export const STOECK_WORDS = /* @__PURE__ */ new Set(['belote', 'rebelote', 'belot', 'stock', 'stoeck', 'stocke']);
export const FOUR_WORDS = /* @__PURE__ */ new Set(['carre', 'carres', 'poker', 'vierling']);
export const SEQUENCE_WORDS = /* @__PURE__ */ new Set(['sequence', 'run', 'row', 'folge', 'suite', 'sequenza', 'scala', 'fahrt']);
export const CARD_NOUNS = /* @__PURE__ */ new Set(['card', 'cards', 'karte', 'karten', 'blatt', 'cartes', 'carte', 'chaarte']);
/** "up to the King", "bis zum König", "jusqu'au roi", "fino al re". */
export const TOP_MARKERS = /* @__PURE__ */ new Set([
  'to',
  'up',
  'bis',
  'jusqu',
  'au',
  'a',
  'al',
  'fino',
  'zum',
  'zur',
  'uf',
  'ufe',
]);
/** Words that carry nothing here: "in", "a", "weis", "the". */
export const SMALL_WORDS = /* @__PURE__ */ new Set([
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
export const LENGTH_WORDS: ReadonlyMap<string, number> = /* @__PURE__ */ new Map([
  ['tierce', 3],
  ['quarte', 4],
  ['quinte', 5],
  ['dreiblatt', 3],
  ['vierblatt', 4],
  ['funfblatt', 5],
  ['fufblatt', 5],
]);
export const COUNTS = COUNT_WORDS;

/** Words worth suggesting for a slip in an announcement. */
const SUGGESTIBLE_ANNOUNCEMENTS: readonly string[] = /* @__PURE__ */ (() =>
  [...VALUE_WORDS, ...NOTHING, ...TRUMP_WORDS, ...STOECK_WORDS, ...FOUR_WORDS, ...LENGTH_WORDS.keys()].filter((word) =>
    /^[a-z]{4,}$/.test(word),
  ))();

/** Up to three announcement words a slip may have meant ("fifyt" → fifty). */
export const suggestAnnouncementWords = (norm: string): string[] =>
  suggestWords(norm, SUGGESTIBLE_ANNOUNCEMENTS).map(writtenWord);

/** Whether the text has a word only announcements have: a value, "nothing", "in trump", "belote", "carré". */
export function speaksAnnouncement(text: string): boolean {
  const words = splitWords(text, 64);
  return words.some(
    (word, index) =>
      (numberAt(words, index)?.value ?? 0) >= 10 ||
      NOTHING.has(word.norm) ||
      (NEGATIONS.has(word.norm) && SMALL_WORDS.has(words[index + 1]?.norm ?? '')) ||
      TRUMP_WORDS.has(word.norm) ||
      STOECK_WORDS.has(word.norm) ||
      FOUR_WORDS.has(word.norm) ||
      LENGTH_WORDS.has(word.norm),
  );
}
