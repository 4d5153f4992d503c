import { type CardId, cardRank, cardSuit } from '../../core/index.js';
import type { Features } from './box-features.js';
import { learnNaming, type NamedExample, type Naming, type PartReader, readNamed } from './naming.js';

/*
 * A lesson proved before anything is read with it: each named card, left out, is named by
 * what the others teach as the player named it; and which card to ask for next.
 */

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
