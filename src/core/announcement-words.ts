import { announceWords, LANGS } from './announce.js';
import { COUNT_WORDS } from './meld-entry.js';
import { FILLER_WORDS, suggestWords, writtenWord } from './names.js';
import { numberAt } from './number-words.js';
import { splitWords, type Word } from './parse.js';

/*
 * The words of the table, in the five languages and the dialects players use: values
 * ("fifty", "füfzg", "cinquante"), "nothing", "in trump", Belot's "tierce" and "belote", and
 * the small words around them. Parsing data only: the views own the words they show.
 */

/** Every value a best Weis can have: 20 to 300. */
const VALUES = [20, 50, 100, 120, 140, 150, 160, 180, 200, 250, 300];

export const joinPhrase = (words: readonly string[]): string =>
  words.filter((word) => word !== 'and' && word !== 'und').join(' ');
const phraseOf = (text: string): string => joinPhrase(splitWords(text).map((word) => word.norm)) || text;

/** Value words in every language ("fifty", "füfzg", "cinquante", "centoventi"), with common spellings. */
export const VALUE_PHRASES: ReadonlyMap<string, number> = /* @__PURE__ */ (() => {
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
export const LONGEST_PHRASE = /* @__PURE__ */ (() =>
  Math.max(...[...VALUE_PHRASES.keys()].map((phrase) => phrase.split(' ').length)))();

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

/** The value phrase starting at word `at`, longest first: [value, words used]. */
export function valueAt(words: readonly Word[], at: number): [number, number] | null {
  for (let length = Math.min(LONGEST_PHRASE + 1, words.length - at); length >= 1; length--) {
    const value = VALUE_PHRASES.get(joinPhrase(words.slice(at, at + length).map((word) => word.norm)));
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
      (numberAt(words, index)?.value ?? 0) >= 10 ||
      NOTHING.has(word.norm) ||
      (NEGATIONS.has(word.norm) && SMALL_WORDS.has(words[index + 1]?.norm ?? '')) ||
      TRUMP_WORDS.has(word.norm) ||
      STOECK_WORDS.has(word.norm) ||
      FOUR_WORDS.has(word.norm) ||
      LENGTH_WORDS.has(word.norm),
  );
}
