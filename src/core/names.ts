import { DEFAULT_PAIRING, type Face, type GermanSwissSuit, type Rank, type Suit, type SuitPairing } from './cards.js';

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
  // … and Dutch, as Klaverjas's players name them (harten, ruiten, schoppen, klaveren).
  H: ['h', '♥', '♡', 'hearts', 'heart', 'herz', 'herzen', 'coeur', 'coeurs', 'cuori', 'cuore', 'harten'],
  D: [
    'd',
    '♦',
    '♢',
    'diamonds',
    'diamond',
    'ecken',
    'ecke',
    'egge',
    'eggen',
    'karo',
    'carreau',
    'carreaux',
    'quadri',
    'quadro',
    'ruiten',
  ],
  S: [
    's',
    '♠',
    '♤',
    'spades',
    'spade',
    'schaufel',
    'schaufeln',
    'schufle',
    'pik',
    'pique',
    'piques',
    'picche',
    'picca',
    'schoppen',
  ],
  C: ['c', '♣', '♧', 'clubs', 'club', 'kreuz', 'chruz', 'trefle', 'trefles', 'fiori', 'fiore', 'klaveren'],
  // Dialect and diminutive forms as players write them, also in names of files and classes (Rösli, roesli).
  rosen: ['rosen', 'rose', 'roses', 'rosa', 'roosa', 'roose', 'roosen', 'rosli', 'roesli', 'roseli', 'roeseli', 'roosli'],
  eicheln: [
    'eicheln',
    'eichel',
    'eichla',
    'eichle',
    'eicheli',
    'eichli',
    'acorns',
    'acorn',
    'glands',
    'gland',
    'ghiande',
    'ghianda',
  ],
  schilten: ['schilten', 'schilte', 'schilta', 'schiltli', 'schilteli', 'shields', 'shield', 'ecus', 'ecu', 'scudi', 'scudo'],
  schellen: [
    'schellen',
    'schelle',
    'schella',
    'schalla',
    'schalle',
    'schaelle',
    'schaella',
    'schelleli',
    'schalleli',
    'schaelleli',
    'bells',
    'bell',
    'grelots',
    'grelot',
    'sonagli',
    'sonaglio',
  ],
};

const RANK_WORDS: Readonly<Record<Rank, readonly string[]>> = {
  '6': ['6', 'six', 'sixes', 'sechs', 'sechser', 'sachs', 'sachsi', 'saechs', 'saechsi', 'sei', 'zes', '6er'],
  '7': ['7', 'seven', 'sevens', 'sieben', 'siebner', 'sibe', 'sibni', 'siebni', 'sept', 'sette', 'zeven', '7er'],
  '8': ['8', 'eight', 'eights', 'acht', 'achter', 'achti', 'huit', 'otto', '8er'],
  '9': [
    '9',
    'nine',
    'nines',
    'neun',
    'neuner',
    'nun',
    'nuun',
    'nuni',
    'nueni',
    'neuf',
    'nove',
    'negen',
    'nell',
    'nall',
    'nells',
    '9er',
  ],
  T: [
    't',
    '10',
    'ten',
    'tens',
    'zehn',
    'zehner',
    'zehni',
    'zahni',
    'zaehni',
    'banner',
    'banners',
    'banneret',
    'dix',
    'dieci',
    'tien',
    '10er',
  ],
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
    'unger',
    'puur',
    'puure',
    'buur',
    'buure',
    'buura',
    'valet',
    'valets',
    'fante',
    'fanti',
    'boer',
    'u',
    // The letters decks print: B(ube), V(alet), F(ante); U(nder) above.
    'b',
    'v',
    'f',
    'bourg',
  ],
  Q: ['q', 'queen', 'queens', 'dame', 'damen', 'dames', 'ober', 'obers', 'o', 'donna', 'donne', 'regina', 'regine', 'vrouw'],
  K: [
    'k',
    'king',
    'kings',
    'konig',
    'koenig',
    'konige',
    'koenige',
    'chunig',
    'chonig',
    'choenig',
    'heer',
    'roi',
    'rois',
    're',
    'r',
  ],
  A: ['a', 'ace', 'aces', 'ass', 'asse', 'as', 'asso', 'assi', 'aas'],
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

/** Court-card words that belong to one face only: German-Swiss Under/Ober/Banner, French Jack/Queen. */
const FACE_RANK_WORDS: ReadonlyMap<string, Face> = /* @__PURE__ */ (() =>
  new Map<string, Face>([
    ...[
      'under',
      'unders',
      'unter',
      'ober',
      'obers',
      'banner',
      'banners',
      'puur',
      'puure',
      'buur',
      'buura',
      'nell',
      'nall',
      'nells',
    ].map((word) => [word, 'german-swiss'] as [string, Face]),
    ...[
      'bauer',
      'bauern',
      'bube',
      'buben',
      'dame',
      'damen',
      'jack',
      'jacks',
      'queen',
      'queens',
      'knave',
      'valet',
      'fante',
      'donna',
      'regina',
    ].map((word) => [word, 'french'] as [string, Face]),
  ]))();

/** Words that name a deck outright, as folders and file names do: "german", "deutschschweizer", "french". */
const DECK_WORDS: ReadonlyMap<string, Face> = /* @__PURE__ */ (() =>
  new Map<string, Face>([
    ...['german', 'deutschschweizer', 'swissgerman', 'schweizer', 'germanswiss'].map(
      (word) => [word, 'german-swiss'] as [string, Face],
    ),
    ...['french', 'franzosisch', 'francais', 'franzoesisch', 'frenchswiss'].map((word) => [word, 'french'] as [string, Face]),
  ]))();

/**
 * Which face a card's words come from: German-Swiss suits (Rosen, Schilte, …) or court cards
 * (Under, Ober, Banner), French suits by name or symbol, or null when the words say nothing
 * of it (`H6`, `10`, `K`).
 */
export function faceOfText(text: string): Face | null {
  const words = text.split(/[^\p{L}\p{N}]+/u).map(normalizeWord);
  // A deck named outright wins over the suit words its files may use ("/cards/german/hearts_6.gif").
  const named = words.map((word) => DECK_WORDS.get(word)).find((face) => face !== undefined);
  if (named) return named;
  if (/[♥♡♦♢♠♤♣♧]/u.test(text)) return 'french';
  for (const word of text.split(/[^\p{L}\p{N}]+/u)) {
    const norm = normalizeWord(word);
    if (norm.length < 2) continue;
    const suit = SUIT_BY_WORD.get(norm);
    if (suit) return suit.length > 1 ? 'german-swiss' : 'french';
    const face = FACE_RANK_WORDS.get(norm);
    if (face) return face;
  }
  return null;
}

/** One word as a rank ("10", "K", "Ober", "roi"), or null. */
export function rankOfWord(word: string): Rank | null {
  return RANK_BY_WORD.get(normalizeWord(word.trim())) ?? null;
}

/** One word as a suit ("H", "♥", "Rosen", "cœur"), German-Swiss suits through the pairing; or null. */
export function suitOfWord(word: string, pairing: SuitPairing = DEFAULT_PAIRING): Suit | null {
  const ref = SUIT_BY_WORD.get(normalizeWord(word.trim()));
  if (!ref) return null;
  return ref.length === 1 ? (ref as Suit) : pairing[ref as GermanSwissSuit];
}

/** How card words are written where their normalized form lost letters ("konig" is König). */
const WRITTEN: ReadonlyMap<string, string> = new Map([
  ['konig', 'König'],
  ['konige', 'Könige'],
  ['koenig', 'Koenig'],
  ['chunig', 'Chünig'],
  ['coeur', 'cœur'],
  ['coeurs', 'cœurs'],
  ['trefle', 'trèfle'],
  ['trefles', 'trèfles'],
  ['nall', 'Näll'],
  ['ecus', 'écus'],
  ['ecu', 'écu'],
  ['eichla', 'Eichlä'],
  ['schilta', 'Schiltä'],
  ['schalla', 'Schällä'],
  ['roosa', 'Roosä'],
  ['sachs', 'Sächs'],
  ['sachsi', 'Sächsi'],
  ['zahni', 'Zähni'],
  ['nuun', 'Nüün'],
  ['chruz', 'Chrüz'],
  ['fufzg', 'füfzg'],
  ['zwanzg', 'zwänzg'],
  ['funfzig', 'fünfzig'],
  ['carre', 'carré'],
  ['nuut', 'nüüt'],
  ['nut', 'nüt'],
]);

/** Card words worth suggesting: the names of suits and ranks, three letters or more. */
const SUGGESTIBLE: readonly string[] = [
  ...new Set([...SUIT_BY_WORD.keys(), ...RANK_BY_WORD.keys(), ...TRUMP_ALIASES.keys()]),
].filter((word) => /^[a-z]{3,}$/.test(word));

/** Edits between two words (insertions, deletions, substitutions, swaps of neighbours), up to `max` + 1. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      row[j] = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/**
 * Up to three words of a vocabulary that a word not understood may have meant: the nearest by
 * edits (accents ignored), one edit for short words, two for longer ones.
 */
export function suggestWords(norm: string, vocabulary: readonly string[]): string[] {
  if (!/^[a-z]{3,24}$/.test(norm)) return [];
  const max = norm.length <= 4 ? 1 : 2;
  return vocabulary
    .map((word) => ({ word, distance: editDistance(norm, word, max) }))
    .filter((candidate) => candidate.distance <= max)
    .sort((a, b) => a.distance - b.distance)
    .map(({ word }) => word)
    .slice(0, 3);
}

/** How a word is written where its normalized form lost letters. */
export const writtenWord = (word: string): string => WRITTEN.get(word) ?? word;

/** Up to three card words, in any of the five languages, that a word not understood may have meant. */
export function suggestCardWords(norm: string): string[] {
  return suggestWords(norm, SUGGESTIBLE).map((word) => WRITTEN.get(word) ?? word.charAt(0).toUpperCase() + word.slice(1));
}
