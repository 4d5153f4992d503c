import type { GermanSwissSuit, Rank, Suit } from './cards.js';

/**
 * The words players use for suits and ranks, in English, German, Swiss German, French and
 * Italian, normalized by `normalizeWord` (lower case, no diacritics). Parsing data only: the
 * views own the words they show.
 */
export function normalizeWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

type SuitRef = Suit | GermanSwissSuit;

const SUIT_WORDS: Readonly<Record<SuitRef, readonly string[]>> = {
  H: ['h', '♥', '♡', 'hearts', 'heart', 'herz', 'herzen', 'coeur', 'coeurs', 'cuori', 'cuore'],
  D: ['d', '♦', '♢', 'diamonds', 'diamond', 'ecken', 'ecke', 'egge', 'eggen', 'karo', 'carreau', 'carreaux', 'quadri', 'quadro'],
  S: ['s', '♠', '♤', 'spades', 'spade', 'schaufel', 'schaufeln', 'schufle', 'pik', 'pique', 'piques', 'picche', 'picca'],
  C: ['c', '♣', '♧', 'clubs', 'club', 'kreuz', 'chruz', 'trefle', 'trefles', 'fiori', 'fiore'],
  rosen: ['rosen', 'rose', 'roses', 'rosa', 'roosa', 'roose', 'roosen'],
  eicheln: ['eicheln', 'eichel', 'eichla', 'eichle', 'acorns', 'acorn'],
  schilten: ['schilten', 'schilte', 'schilta', 'shields', 'shield'],
  schellen: ['schellen', 'schelle', 'schella', 'schalla', 'schalle', 'bells', 'bell'],
};

const RANK_WORDS: Readonly<Record<Rank, readonly string[]>> = {
  '6': ['6', 'six', 'sixes', 'sechs', 'sechser', 'sachs', 'sachsi', 'sei', '6er'],
  '7': ['7', 'seven', 'sevens', 'sieben', 'siebner', 'sibe', 'sept', 'sette', '7er'],
  '8': ['8', 'eight', 'eights', 'acht', 'achter', 'achti', 'huit', 'otto', '8er'],
  '9': ['9', 'nine', 'nines', 'neun', 'neuner', 'nun', 'nuun', 'neuf', 'nove', 'nell', 'nall', 'nells', '9er'],
  T: ['t', '10', 'ten', 'tens', 'zehn', 'zehner', 'zahni', 'banner', 'banners', 'dix', 'dieci', '10er'],
  J: [
    'j',
    'jack',
    'jacks',
    'knave',
    'bauer',
    'bauern',
    'bube',
    'buben',
    'under',
    'unders',
    'unter',
    'puur',
    'puure',
    'buur',
    'buura',
    'valet',
    'valets',
    'fante',
    'fanti',
    'u',
    'bourg',
  ],
  Q: ['q', 'queen', 'queens', 'dame', 'damen', 'dames', 'ober', 'obers', 'o', 'donna', 'donne', 'regina', 'regine'],
  K: ['k', 'king', 'kings', 'konig', 'koenig', 'konige', 'koenige', 'chunig', 'roi', 'rois', 're'],
  A: ['a', 'ace', 'aces', 'ass', 'asse', 'as', 'asso', 'assi'],
};

/** Words that name a trump card by themselves: Puur/bourg (trump Jack), Nell (trump nine). */
export const TRUMP_ALIASES: ReadonlyMap<string, Rank> = new Map<string, Rank>([
  ['puur', 'J'],
  ['buur', 'J'],
  ['bourg', 'J'],
  ['nell', '9'],
  ['nall', '9'],
]);

/** Words between rank and suit: "king of hearts", "roi de cœur", "asso di cuori". */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'of',
  'the',
  'de',
  'du',
  'des',
  'di',
  'dei',
  'del',
  'von',
  'vom',
  'der',
  'die',
  'la',
  'le',
  'l',
  'il',
]);

function invert<K extends string>(table: Readonly<Record<K, readonly string[]>>): ReadonlyMap<string, K> {
  const map = new Map<string, K>();
  for (const [key, words] of Object.entries(table) as [K, readonly string[]][]) {
    for (const word of words) map.set(word, key);
  }
  return map;
}

export const SUIT_BY_WORD: ReadonlyMap<string, SuitRef> = invert(SUIT_WORDS);
export const RANK_BY_WORD: ReadonlyMap<string, Rank> = invert(RANK_WORDS);
export type { SuitRef };
