import { type CardId, cardRank, cardSuit, type Face, makeCard, RANKS, type Rank, SUITS, type Suit } from '../../core/index.js';
import { backgroundUrl } from './find-cards.js';
import { recognizeRankWord, recognizeSuitWord } from './recognize.js';

/*
 * Teach by naming: where a page draws cards the reader cannot name (the suit only as a colour,
 * numbers in image names, sprite offsets), the player names a few of them. Each card box is
 * described by its features (file-name tokens, classes, attributes, text, colours, sprite
 * offsets); from the named examples we learn which feature carries the suit and which the rank,
 * and read every other card box with that.
 */

/** Feature name → value, for one card box. */
export type Features = Record<string, string>;

export interface NamedExample {
  features: Features;
  card: CardId;
}

/** How one part of a card (suit or rank) is read from a feature. */
export type PartReader<T extends string> =
  | { feature: string; how: 'words' }
  | { feature: string; how: 'table'; table: Record<string, T> }
  | { feature: string; how: 'linear'; scale: number; offset: number };

/** What the examples taught: how to read a suit and a rank from a card box's features. */
export interface Naming {
  suit: PartReader<Suit>;
  rank: PartReader<Rank>;
}

/** The last two parts of a path, without the extension, as written (numbers stay numbers). */
const fileName = (url: string): string =>
  (url.split(/[?#]/)[0] ?? '')
    .split('/')
    .slice(-2)
    .join(' ')
    .replace(/\.(png|jpe?g|gif|svg|webp|avif)$/i, '');

const tokens = (text: string): string[] =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s_\-.+/#?=&,;:()]+/)
    .filter(Boolean);

function colorOf(element: Element, property: 'color' | 'fill'): string | null {
  const view = element.ownerDocument.defaultView;
  const value = view?.getComputedStyle(element)[property] ?? element.getAttribute(property);
  return value && value !== 'none' && value !== 'rgba(0, 0, 0, 0)' ? value.replace(/\s+/g, '') : null;
}

/** The features of a card box and what is inside it (up to 40 elements). */
export function featuresOf(box: Element): Features {
  const features: Features = {};
  const set = (name: string, value: string | null | undefined) => {
    if (value && !(name in features)) features[name] = value;
  };
  const elements = [box, ...[...box.querySelectorAll('*')].slice(0, 40)];
  for (const [depth, element] of elements.entries()) {
    const where = depth === 0 ? 'box' : element.localName;
    const src = element.getAttribute('src') ?? element.getAttribute('href') ?? element.getAttribute('xlink:href');
    if (src && /\.(png|jpe?g|gif|svg|webp|avif)\b/i.test(src)) {
      for (const [index, token] of tokens(fileName(src)).entries()) set(`file#${index}`, token.toLowerCase());
    }
    const background = backgroundUrl(element);
    if (background) for (const [index, token] of tokens(fileName(background)).entries()) set(`bg#${index}`, token.toLowerCase());
    const view = element.ownerDocument.defaultView;
    const position = view?.getComputedStyle(element).backgroundPosition;
    if (background && position) {
      const [x, y] = position.split(/\s+/);
      set('bg-x', x);
      set('bg-y', y);
    }
    const classes = (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
    for (const [index, name] of classes.entries()) set(`${where}.class#${index}`, name);
    inlineStyleFeatures(element, where, set);
    for (const attribute of element.attributes) {
      if (['class', 'style', 'src', 'href', 'xlink:href', 'd', 'points'].includes(attribute.name)) continue;
      set(`${where}@${attribute.name}`, attribute.value);
    }
    if (element.children.length === 0) {
      const text = (element.textContent ?? '').trim();
      if (text && text.length <= 12) {
        set('text', text);
        set('text-color', colorOf(element, 'color'));
      }
    }
    if (element.namespaceURI === 'http://www.w3.org/2000/svg' && !['svg', 'g', 'text', 'tspan'].includes(element.localName)) {
      set('fill', colorOf(element, 'fill'));
      // The suit's shape, where its colour is shared (hearts and diamonds both red): a short hash of the path.
      const path = element.getAttribute('d') ?? element.getAttribute('points');
      if (path) set('shape', textHash(path));
    }
  }
  return features;
}

/**
 * Properties of an inline style that place, size, animate or dim a card: they tell where it
 * is and whether it can be played, never which card it is.
 */
const PLACING =
  /^(?:position|inset|left|top|right|bottom|width|height|min-|max-|margin|padding|transform|translate|rotate|scale|z-index|opacity|filter|transition|animation|display|flex|grid|gap|order|align|justify|box-shadow|cursor|pointer-events|overflow|visibility|font|line-height|border-radius|will-change|contain)/;

/** What an element's own inline style says (up to 16 declarations): a suit's mask, a colour, a picture. */
function inlineStyleFeatures(element: Element, where: string, set: (name: string, value: string | null) => void) {
  const style = (element as HTMLElement).style as CSSStyleDeclaration | undefined;
  if (!style || style.length === 0) return;
  for (let index = 0; index < Math.min(style.length, 16); index++) {
    const property = style.item(index);
    if (PLACING.test(property.replace(/^-webkit-/, ''))) continue;
    const value = style.getPropertyValue(property).trim();
    if (!value || value === 'none' || value === 'initial') continue;
    // A long value (a data address, a gradient) by a short hash of it.
    set(`${where}~${property}`, value.length > 64 ? textHash(value) : value.replace(/\s+/g, ''));
  }
}

/**
 * A short hash of a long text (an SVG path, a data address): FNV-1a over its first and last
 * 4,096 characters and its length, so that two pictures sharing a long prefix differ.
 */
function textHash(text: string): string {
  let h = 0x811c9dc5 ^ text.length;
  const step = (i: number) => {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  };
  const head = Math.min(text.length, 4096);
  for (let i = 0; i < head; i++) step(i);
  for (let i = Math.max(head, text.length - 4096); i < text.length; i++) step(i);
  return (h >>> 0).toString(36);
}

/** The number a value holds: "12", "-112px", "3.5"; null when none. */
const numberIn = (value: string): number | null => {
  const match = /^(-?\d+(?:\.\d+)?)(px|%)?$/.exec(value.trim());
  return match ? Number(match[1]) : null;
};

/** Reads one part with a reader; null when the feature is missing or its value unknown. */
function readPart<T extends string>(
  reader: PartReader<T>,
  features: Features,
  values: readonly T[],
  words: (text: string) => T | null,
): T | null {
  const value = features[reader.feature];
  if (value === undefined) return null;
  switch (reader.how) {
    case 'words':
      return words(value);
    case 'table':
      return Object.hasOwn(reader.table, value) ? (reader.table[value] as T) : null;
    case 'linear': {
      const index = Math.round((numberIn(value) ?? Number.NaN) * reader.scale + reader.offset);
      return Number.isInteger(index) ? (values[index] ?? null) : null;
    }
  }
}

export function readNamed(naming: Naming, features: Features): CardId | null {
  const suit = readPart(naming.suit, features, SUITS, recognizeSuitWord);
  const rank = readPart(naming.rank, features, RANKS, recognizeRankWord);
  return suit && rank ? makeCard(suit, rank) : null;
}

/**
 * Numbers that step with the index (ranks in image names, sprite offsets): index = x × scale +
 * offset, from two examples with different numbers and exact for all. A single example
 * gives steps of one.
 */
function fitLine(points: { x: number | null; y: number }[]): { scale: number; offset: number } | null {
  if (points.some((point) => point.x === null)) return null;
  const known = points as { x: number; y: number }[];
  const [a] = known;
  if (!a) return null;
  const other = known.find((point) => point.x !== a.x);
  const scale = other ? (other.y - a.y) / (other.x - a.x) : 1;
  if (!Number.isFinite(scale) || scale === 0) return null;
  const offset = a.y - a.x * scale;
  const exact = known.every((point) => Math.abs(point.x * scale + offset - point.y) < 1e-9);
  return exact ? { scale, offset } : null;
}

/**
 * The readers of one part that agree with every example, best first: names the reader knows
 * anyway (a rank written as "10" or "K"), then numbers at a fixed offset, then a table of the
 * values seen, where each value means one thing and each thing has one value.
 */
function learnPart<T extends string>(
  examples: readonly NamedExample[],
  boxes: readonly Features[],
  partOf: (card: CardId) => T,
  values: readonly T[],
  words: (text: string) => T | null,
  /** Ranks step in order (6, 7, … A); suits come in any order a page likes: no line for them. */
  ordered: boolean,
): PartReader<T>[] {
  const parts = new Set(examples.map((example) => partOf(example.card)));
  const first = examples[0];
  if (!first) return [];
  const readers: PartReader<T>[] = [];
  const names = Object.keys(first.features).filter((name) => examples.every((example) => name in example.features));
  for (const feature of names) {
    const pairs = examples.map((example) => ({ value: example.features[feature] as string, part: partOf(example.card) }));
    // A feature that is the same on every card says nothing: however many named cards agree
    // with it (four Hearts named first), it would read every other card as the same suit.
    const constant = new Set(boxes.map((features) => features[feature])).size === 1;
    if (constant) continue;
    if (pairs.every(({ value, part }) => words(value) === part)) readers.push({ feature, how: 'words' });
    const linear = ordered ? fitLine(pairs.map(({ value, part }) => ({ x: numberIn(value), y: values.indexOf(part) }))) : null;
    if (linear) readers.push({ feature, how: 'linear', ...linear });
    const table: Record<string, T> = {};
    const owner = new Map<T, string>();
    let consistent = true;
    for (const { value, part } of pairs) {
      if ((Object.hasOwn(table, value) && table[value] !== part) || (owner.has(part) && owner.get(part) !== value)) {
        consistent = false;
        break;
      }
      table[value] = part;
      owner.set(part, value);
    }
    // A table is evidence only where the examples show the feature telling parts apart (or all
    // cards and examples agree, see above).
    if (consistent && (parts.size >= 2 || constant)) readers.push({ feature, how: 'table', table });
    // Suits of a regular sheet: every row's suit from two named, where only one common order fits.
    const sheet = ordered ? null : suitsInOrder(pairs as { value: string; part: Suit }[], boxes, feature);
    if (consistent && sheet) readers.push({ feature, how: 'table', table: sheet as Record<string, T> });
  }
  const rank = (reader: PartReader<T>) => (reader.how === 'words' ? 0 : reader.how === 'linear' ? 1 : 2);
  // Among tables, one that separates more of the examples is likelier the real carrier.
  const spread = (reader: PartReader<T>) => (reader.how === 'table' ? -Object.keys(reader.table).length : 0);
  return readers.sort((a, b) => rank(a) - rank(b) || spread(a) - spread(b));
}

/**
 * The orders in which sprite sheets and numbered files commonly lay out the four suits: ours,
 * alphabetical (bridge's ascending), bridge's descending, the two alternating colours, blacks
 * before reds.
 */
const SUIT_ORDERS: readonly (readonly Suit[])[] = [
  ['H', 'D', 'S', 'C'],
  ['C', 'D', 'H', 'S'],
  ['S', 'H', 'D', 'C'],
  ['H', 'S', 'D', 'C'],
  ['S', 'H', 'C', 'D'],
  ['S', 'C', 'H', 'D'],
];

/**
 * A regular sheet's suits from two named: where the numbers of a feature (a sprite's row offset,
 * a file's suit number) step evenly through the four suits, and exactly one common order of the
 * suits fits the named ones, the table of every value seen in that order. Null when none or more
 * than one order fits (a third suit must be named).
 */
function suitsInOrder(pairs: readonly { value: string; part: Suit }[], boxes: readonly Features[], feature: string) {
  if (new Set(pairs.map(({ part }) => part)).size < 2) return null;
  const values = [...new Set(boxes.map((features) => features[feature]).filter((value) => value !== undefined))] as string[];
  const tables = new Set<string>();
  let found: Record<string, Suit> | null = null;
  for (const order of SUIT_ORDERS) {
    const line = fitLine(pairs.map(({ value, part }) => ({ x: numberIn(value), y: order.indexOf(part) })));
    if (!line) continue;
    const table: Record<string, Suit> = {};
    const fits = values.every((value) => {
      const index = (numberIn(value) ?? Number.NaN) * line.scale + line.offset;
      const suit = Math.abs(index - Math.round(index)) < 1e-9 ? order[Math.round(index)] : undefined;
      if (suit) table[value] = suit;
      return suit !== undefined;
    });
    if (!fits) continue;
    tables.add(JSON.stringify(Object.entries(table).sort()));
    found = table;
  }
  return tables.size === 1 ? found : null;
}

/** Where exactly one value of a table is unseen and one part unassigned, that value is that part. */
function completeTable<T extends string>(reader: PartReader<T>, all: readonly Features[], values: readonly T[]): PartReader<T> {
  if (reader.how !== 'table') return reader;
  const seen = new Set(all.map((features) => features[reader.feature]).filter((value): value is string => value !== undefined));
  const unseen = [...seen].filter((value) => !Object.hasOwn(reader.table, value));
  const free = values.filter((part) => !Object.values(reader.table).includes(part));
  if (unseen.length === 1 && free.length === 1) {
    return { ...reader, table: { ...reader.table, [unseen[0] as string]: free[0] as T } };
  }
  return reader;
}

/**
 * Of the tables that agree with the examples, only those on a feature that tells the boxes
 * apart as finely as any: a colour shared by two suits (red hearts and diamonds) agrees with
 * examples of one of them, but the shape is what carries the suit.
 */
function finest<T extends string>(readers: PartReader<T>[], boxes: readonly Features[], parts: number): PartReader<T>[] {
  const distinct = (reader: PartReader<T>) => new Set(boxes.map((features) => features[reader.feature])).size;
  // A feature with more values than there are suits (or ranks) carries something else.
  const tables = readers.filter((reader) => reader.how === 'table' && distinct(reader) <= parts);
  const most = Math.max(0, ...tables.map(distinct));
  return readers.filter((reader) => reader.how !== 'table' || (distinct(reader) >= most && distinct(reader) <= parts));
}

/**
 * From the named examples and every card box of the hand, the naming that reads all boxes as
 * different cards and agrees with every example; null until the examples are enough.
 */
export function learnNaming(examples: readonly NamedExample[], boxes: readonly Features[]): Naming | null {
  const suits = finest(learnPart(examples, boxes, cardSuit, SUITS, recognizeSuitWord, false), boxes, SUITS.length);
  const ranks = finest(learnPart(examples, boxes, cardRank, RANKS, recognizeRankWord, true), boxes, RANKS.length);
  for (const suitReader of suits) {
    for (const rankReader of ranks) {
      if (suitReader.feature === rankReader.feature && suitReader.how !== 'words') continue;
      const suit = completeTable(completeFrenchColours(suitReader, boxes), boxes, SUITS);
      const naming: Naming = { suit, rank: completeTable(rankReader, boxes, RANKS) };
      const cards = boxes.map((features) => readNamed(naming, features));
      if (cards.every((card) => card !== null) && new Set(cards).size === cards.length) return naming;
    }
  }
  return null;
}

/**
 * A learnt naming completed for the boxes lying there now: a suit or rank value first seen on
 * this deal is read where it is the only value unseen and one part is left (a fourth suit's
 * number), or by its colour as above. What was named is never changed.
 */
export function completeNaming(naming: Naming, boxes: readonly Features[]): Naming {
  return {
    suit: completeTable(completeFrenchColours(naming.suit, boxes), boxes, SUITS),
    rank: completeTable(naming.rank, boxes, RANKS),
  };
}

/**
 * Why the cards named so far prove no lesson yet: two boxes of the hand look alike (nothing in
 * them tells them apart), what was learnt would name a named card (or a box) wrongly, nothing
 * named was named again to check it, or the named cards do not yet say how to read every box.
 */
export const NAMING_DOUBTS = ['alike', 'misread', 'unchecked', 'more'] as const;
export type NamingDoubt = (typeof NAMING_DOUBTS)[number];

/**
 * A naming learnt from the named cards and proved on them before anything is read with it:
 * each named card, left out of the lesson, is named by what the others teach as the player
 * named it (or not at all), and every box of the hand reads as a card of the deck. Otherwise
 * why not (one more card, the one that tells most, is asked for).
 */
export function proveNaming(
  examples: readonly NamedExample[],
  boxes: readonly Features[],
  inDeck: (card: CardId) => boolean,
): { naming: Naming; doubt: null } | { naming: null; doubt: NamingDoubt } {
  const keys = boxes.map((features) => JSON.stringify(features));
  if (new Set(keys).size < keys.length) return { naming: null, doubt: 'alike' };
  const naming = learnNaming(examples, boxes);
  if (!naming) {
    // The others agree on a reading that one name does not fit: that name, or the reading, is wrong.
    const misfit = examples.length >= 3 && examples.some((_, index) => learnNaming(without(examples, index), boxes) !== null);
    return { naming: null, doubt: misfit ? 'misread' : 'more' };
  }
  if (!boxes.every((features) => inDeck(readNamed(naming, features) as CardId))) return { naming: null, doubt: 'misread' };
  // Left out, a card may be unreadable to the others (the only one named of its suit: nothing
  // the others teach says what its sign means), never named otherwise; and at least one card
  // is named again, so that something the player said is checked.
  let renamed = 0;
  for (const [index, example] of examples.entries()) {
    const others = without(examples, index);
    const lesson = others.length > 0 ? learnNaming(others, boxes) : null;
    const again = lesson ? readNamed(lesson, example.features) : null;
    if (again !== null && again !== example.card) return { naming: null, doubt: 'misread' };
    if (again === example.card) renamed++;
  }
  return renamed > 0 || examples.length === boxes.length ? { naming, doubt: null } : { naming: null, doubt: 'unchecked' };
}

const without = <T>(list: readonly T[], index: number): T[] => list.filter((_, other) => other !== index);

/** The proved naming, or null while the named cards prove none (see `proveNaming`). */
export const provedNaming = (
  examples: readonly NamedExample[],
  boxes: readonly Features[],
  inDeck: (card: CardId) => boolean,
): Naming | null => proveNaming(examples, boxes, inDeck).naming;

/**
 * A learnt naming that also reads a box it could not (a suit first seen on a later deal): the
 * named card's values added to the tables that read it. Null when the naming cannot be so
 * extended (the new value already means something else, or the box lacks the feature).
 */
export function extendNaming(naming: Naming, features: Features, card: CardId): Naming | null {
  const extend = <T extends string>(reader: PartReader<T>, part: T): PartReader<T> | null => {
    if (reader.how !== 'table') return reader;
    const value = features[reader.feature];
    if (value === undefined) return null;
    if (Object.hasOwn(reader.table, value)) return reader.table[value] === part ? reader : null;
    if (Object.values(reader.table).includes(part)) return null;
    return { ...reader, table: { ...reader.table, [value]: part } };
  };
  const suit = extend(naming.suit, cardSuit(card));
  const rank = extend(naming.rank, cardRank(card));
  if (!suit || !rank) return null;
  const extended = { suit, rank };
  return readNamed(extended, features) === card ? extended : null;
}

/**
 * The box to name next: the one whose features tell most that the named examples do not
 * (values of varying features no example has), so that a hand sorted by suit needs few cards
 * named. Null when every box is named.
 */
export function nextToName(examples: readonly NamedExample[], boxes: readonly Features[]): number | null {
  const varying = new Set<string>();
  for (const name of new Set(boxes.flatMap((features) => Object.keys(features)))) {
    if (new Set(boxes.map((features) => features[name])).size > 1) varying.add(name);
  }
  const seen = (name: string, value: string | undefined) => examples.some((example) => example.features[name] === value);
  let best: number | null = null;
  let bestScore = -1;
  boxes.forEach((features, index) => {
    if (examples.some((example) => JSON.stringify(example.features) === JSON.stringify(features))) return;
    const score = [...varying].filter((name) => !seen(name, features[name])).length;
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

type Rgb = [number, number, number];

/** A colour as red, green and blue from 0 to 255: `rgb(…)`, `rgba(…)` or `#hex`; null for anything else. */
function rgbOf(value: string): Rgb | null {
  const rgb = /^rgba?\((\d+),(\d+),(\d+)/.exec(value.replace(/\s+/g, ''));
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!hex) return null;
  const digits = (hex[1] as string).length === 3 ? [...(hex[1] as string)].map((d) => d + d) : (hex[1] as string).match(/../g);
  return (digits ?? []).map((pair) => Number.parseInt(pair, 16)) as Rgb;
}

const red = ([r, g, b]: Rgb) => r > 140 && r > 2 * g && r > 2 * b;
const black = (rgb: Rgb) => Math.max(...rgb) < 90;
const blue = ([r, g, b]: Rgb) => b > 1.5 * r && b > g;
const green = ([r, g, b]: Rgb) => g > 1.5 * r && g > 1.3 * b;
/** The colours French suit signs come in: red and black, and the blue and green of four-colour decks. */
const FRENCH_COLOURS: Record<Suit, (rgb: Rgb) => boolean> = {
  H: red,
  D: (rgb) => red(rgb) || blue(rgb),
  S: black,
  C: (rgb) => black(rgb) || green(rgb),
};

const COLOUR_FEATURE = /^(?:text-color|fill)$|~(?:color|background-color|fill|border-color)$/;

/**
 * A suit's colour not yet named, where the named ones are French colours (hearts and diamonds
 * red, spades and clubs black; blue and green in four-colour decks) and only one suit not yet
 * named has that colour: hearts and spades named, the other red is diamonds, the other black
 * clubs. German-Swiss colours follow no such rule: nothing is added there.
 */
function completeFrenchColours(reader: PartReader<Suit>, all: readonly Features[]): PartReader<Suit> {
  if (reader.how !== 'table' || !COLOUR_FEATURE.test(reader.feature)) return reader;
  const french = Object.entries(reader.table).every(([colour, suit]) => {
    const rgb = rgbOf(colour);
    return rgb !== null && FRENCH_COLOURS[suit](rgb);
  });
  if (!french) return reader;
  const table = { ...reader.table };
  const seen = new Set(all.map((features) => features[reader.feature]).filter((value): value is string => value !== undefined));
  for (const colour of seen) {
    if (Object.hasOwn(table, colour)) continue;
    const rgb = rgbOf(colour);
    const free = SUITS.filter((suit) => !Object.values(table).includes(suit) && rgb !== null && FRENCH_COLOURS[suit](rgb));
    if (free.length === 1) table[colour] = free[0] as Suit;
  }
  return { ...reader, table };
}

/**
 * The deck face the suit art shows, once the player has named its cards: French signs come in
 * red (hearts, diamonds) and black (spades, clubs; blue and green in four-colour decks);
 * German-Swiss signs in four colours of their own (a brown acorn, a gold bell, a red rose, a
 * grey or yellow shield). Null until three suits are seen in one colour each.
 */
export function faceOfSuitArt(cards: readonly CardId[], features: readonly Features[]): Face | null {
  const names = new Set(features.flatMap((one) => Object.keys(one)).filter((name) => COLOUR_FEATURE.test(name)));
  for (const name of names) {
    const bySuit = new Map<Suit, string>();
    let clear = true;
    for (const [index, card] of cards.entries()) {
      const colour = features[index]?.[name];
      if (colour === undefined) continue;
      const suit = cardSuit(card);
      if (bySuit.has(suit) && bySuit.get(suit) !== colour) clear = false;
      bySuit.set(suit, colour);
    }
    if (!clear || bySuit.size < 3) continue;
    if (
      [...bySuit].every(([suit, colour]) => {
        const rgb = rgbOf(colour);
        return rgb !== null && FRENCH_COLOURS[suit](rgb);
      })
    )
      return 'french';
    if (new Set(bySuit.values()).size >= 3) return 'german-swiss';
  }
  return null;
}
