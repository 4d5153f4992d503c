import { type CardId, cardRank, cardSuit, makeCard, RANKS, type Rank, SUITS, type Suit } from '../../core/index.js';
import type { Features } from './box-features.js';
import { recognizeRankWord, recognizeSuitWord } from './recognize.js';
import { COLOUR_FEATURE, FRENCH_COLOURS, germanSwissColours, rgbOf } from './suit-colours.js';

/*
 * Teach by naming: where a page draws cards the reader cannot name (the suit only as a colour,
 * numbers in image names, sprite offsets), the player names a few of them. Each card box is
 * described by its features (file-name tokens, classes, attributes, text, colours, sprite
 * offsets); from the named examples we learn which feature carries the suit and which the rank,
 * and read every other card box with that.
 */

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

/** The number a value holds: "12", "-112px", "3.5"; null when none. */
const numberIn = (value: string): number | null => {
  const match = /^(-?\d+(?:\.\d+)?)(px|%)?$/.exec(value.trim());
  return match ? Number(match[1]) : null;
};

/** The values a feature takes on the boxes, where it is present. */
const seenValues = (boxes: readonly Features[], feature: string): string[] =>
  boxes.map((features) => features[feature]).filter((value): value is string => value !== undefined);

/**
 * Red and black only: a French deck's two colours, each worn by two suits, so that the colour
 * alone cannot tell hearts from diamonds (whatever suit of it was named first).
 */
function twoFrenchColours(boxes: readonly Features[], feature: string): boolean {
  if (!COLOUR_FEATURE.test(feature)) return false;
  const colours = new Set(seenValues(boxes, feature));
  return (
    colours.size <= 2 &&
    [...colours].every((colour) => {
      const rgb = rgbOf(colour);
      return rgb !== null && SUITS.some((suit) => FRENCH_COLOURS[suit](rgb));
    })
  );
}

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
    if (consistent && (parts.size >= 2 || constant) && !(ordered === false && twoFrenchColours(boxes, feature)))
      readers.push({ feature, how: 'table', table });
    // Suits of a regular sheet: every row's suit from two named, where only one common order fits.
    const sheet = ordered ? null : suitsInOrder(pairs as { value: string; part: Suit }[], boxes, feature);
    if (consistent && sheet) readers.push({ feature, how: 'table', table: sheet as Record<string, T> });
    // Suits in the four German-Swiss hues: every suit from one named, where the named agree.
    const hues = ordered || !COLOUR_FEATURE.test(feature) ? null : germanSwissColours(seenValues(boxes, feature));
    if (hues && pairs.every(({ value, part }) => hues[value] === part))
      readers.push({ feature, how: 'table', table: hues as Record<string, T> });
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
  const seen = new Set(seenValues(all, reader.feature));
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
  // A feature that the examples show reading as the other part's words ("A", "10" read as the
  // ranks named) carries that part: a table of it that happens to fit this part is a coincidence.
  const suitsFound = learnPart(examples, boxes, cardSuit, SUITS, recognizeSuitWord, false);
  const ranksFound = learnPart(examples, boxes, cardRank, RANKS, recognizeRankWord, true);
  const wordsOn = (readers: readonly PartReader<string>[]) =>
    new Set(readers.filter((reader) => reader.how === 'words').map((reader) => reader.feature));
  const rankWords = wordsOn(ranksFound);
  const suitWords = wordsOn(suitsFound);
  const suits = finest(
    suitsFound.filter((reader) => reader.how === 'words' || !rankWords.has(reader.feature)),
    boxes,
    SUITS.length,
  );
  const ranks = finest(
    ranksFound.filter((reader) => reader.how === 'words' || !suitWords.has(reader.feature)),
    boxes,
    RANKS.length,
  );
  for (const suitReader of suits) {
    for (const rankReader of ranks) {
      if (suitReader.feature === rankReader.feature && suitReader.how !== 'words') continue;
      const naming = completeNaming({ suit: suitReader, rank: rankReader }, boxes);
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
    suit: completeTable(completeColours(naming.suit, boxes), boxes, SUITS),
    rank: completeTable(naming.rank, boxes, RANKS),
  };
}

/**
 * A suit's colour not yet named, where the named ones are French colours (hearts and diamonds
 * red, spades and clubs black; blue and green in four-colour decks) and only one suit not yet
 * named has that colour: hearts and spades named, the other red is diamonds, the other black
 * clubs. German-Swiss signs in their four hues (a colour fitting exactly one suit, see
 * suit-colours.ts) give every suit at once, where the named agree.
 */
function completeColours(reader: PartReader<Suit>, all: readonly Features[]): PartReader<Suit> {
  if (reader.how !== 'table' || !COLOUR_FEATURE.test(reader.feature)) return reader;
  const hues = germanSwissColours([...Object.keys(reader.table), ...seenValues(all, reader.feature)]);
  if (hues && Object.entries(reader.table).every(([colour, suit]) => hues[colour] === suit)) return { ...reader, table: hues };
  const french = Object.entries(reader.table).every(([colour, suit]) => {
    const rgb = rgbOf(colour);
    return rgb !== null && FRENCH_COLOURS[suit](rgb);
  });
  if (!french) return reader;
  const table = { ...reader.table };
  const seen = new Set(seenValues(all, reader.feature));
  for (const colour of seen) {
    if (Object.hasOwn(table, colour)) continue;
    const rgb = rgbOf(colour);
    const free = SUITS.filter((suit) => !Object.values(table).includes(suit) && rgb !== null && FRENCH_COLOURS[suit](rgb));
    if (free.length === 1) table[colour] = free[0] as Suit;
  }
  return { ...reader, table };
}
