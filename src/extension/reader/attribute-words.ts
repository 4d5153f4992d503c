import { type CardId, rankOfWord, suitOfWord } from '../../core/index.js';
import { DATA_ATTRIBUTES } from './card-attributes.js';
import { headOf } from './marks.js';
import { type RecognizeOptions, recognizeCard } from './recognize.js';

/*
 * A card named in words a page writes for itself, not for the player: its class names, its id
 * and its own `data-*` values ("karte roesli zehn", "card-hearts-queen", "c_schaelle_koenig"), in
 * every language the core reads and the German-Swiss dialect and diminutive forms. Such names
 * serve many other ends ("col-6", "h-8", "hearts-icon"), so a card is read only where a suit is
 * named by a word, and a rank by a word or by a number beside a word that says it is one.
 */

/** Words that say the number beside them is a card's rank: "rank-10", "card_7", "wert 9". */
const RANK_KEYS = new Set([
  'card',
  'cards',
  'karte',
  'chaertli',
  'chartli',
  'carte',
  'carta',
  'rank',
  'value',
  'wert',
  'valeur',
  'valore',
]);

/** The words of a name: split at punctuation and where lower case meets upper case ("cardQueenHearts"). */
const wordsOf = (name: string): string[] =>
  name
    .replace(/([a-zäöü])([A-ZÄÖÜ])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The card one name names, under the rules above; null where it names none, or more than one. */
export function cardOfName(name: string, options: RecognizeOptions): CardId | null {
  const words = wordsOf(headOf(name));
  if (words.length < 2 || words.length > 8) return null;
  const suits = words.filter((word) => word.length >= 3 && suitOfWord(word) !== null);
  if (new Set(suits.map((word) => suitOfWord(word))).size !== 1) return null;
  const ranks = words.filter((word, index) => {
    if (rankOfWord(word) === null) return false;
    if (!/^\d+$/.test(word)) return word.length >= 2 && suitOfWord(word) === null;
    const before = words[index - 1]?.toLowerCase();
    return before !== undefined && RANK_KEYS.has(before);
  });
  if (ranks.length !== 1) return null;
  return recognizeCard(`${ranks[0]} ${suits[0]}`, options);
}

/** The names an element gives itself: its class, its id, and its other `data-*` values (the first few). */
function ownNames(element: Element): string[] {
  const names = [element.getAttribute('class') ?? '', element.getAttribute('id') ?? ''];
  for (const { name, value } of [...element.attributes].slice(0, 16)) {
    if (name.startsWith('data-') && !DATA_ATTRIBUTES.includes(name)) names.push(value);
  }
  return names.filter(Boolean);
}

/** The card an element names in its own class names, id or `data-*` values; null where none. */
export function cardInNames(element: Element, options: RecognizeOptions): { card: CardId; words: string } | null {
  for (const name of ownNames(element)) {
    const card = cardOfName(name, options);
    if (card) return { card, words: name };
  }
  return null;
}
