import type { CardId } from '../../core/index.js';
import type { Drawn } from '../page-world/drawn.js';
import { type Features, featuresOf } from '../reader/box-features.js';
import { cardBoxesIn } from '../reader/card-box.js';
import type { NamedExample, Naming } from '../reader/naming.js';
import { extendNaming, type NamingDoubt, nextToName, proveNaming } from '../reader/naming-proof.js';
import { type CardPattern, selectorOf } from '../reader/pattern.js';
import type { AnchoredRead } from '../reader/read-page.js';
import { drawnRow, featuresOfDrawn } from './drawn-cards.js';
import { boundsOf } from './hand-row.js';
import type { NamingTarget } from './naming-target.js';

/** A taught pattern for cards drawn on a canvas: its hand is this word, its card the image the cards are cut from. */
export const CANVAS_HAND = 'canvas';

/** A row's boxes as the page shows them now: what each shows, and where. */
export interface RowNow {
  boxes: Features[];
  targets: NamingTarget[];
  anchor: Element | null;
  elements: Element[];
  drawn?: AnchoredRead['drawn'];
}

/**
 * A row of card boxes whose cards the player names: a hand's boxes in the markup, or the cards
 * drawn from one image on a canvas. One kind of row each; the naming is one algorithm for both.
 */
export interface NamingRow {
  readonly kind: 'markup' | 'canvas';
  /** The same while the row is the same: what a lesson is kept by. */
  readonly key: string;
  /** Where a lesson is kept for the site (a pattern's hand and card); null where the row cannot be found again. */
  readonly where: { hand: string; card: string } | null;
  /** The row as it lies now; null once it is gone. */
  now(): RowNow | null;
}

/** A hand's card boxes in the markup: found again by their selectors when the page draws the hand anew. */
export function markupRow(hand: Element, selector: string): NamingRow {
  const handSelector = selectorOf(hand);
  const find = (): Element | null => {
    if (hand.isConnected || !handSelector) return hand.isConnected ? hand : null;
    try {
      return hand.ownerDocument.querySelector(handSelector);
    } catch {
      return null; // A selector this page's own markup makes invalid: the row is gone.
    }
  };
  return {
    kind: 'markup',
    key: `markup ${handSelector ?? 'unnamed'} ${selector}`,
    where: handSelector ? { hand: handSelector, card: selector } : null,
    now: () => {
      const row = find();
      if (!row) return null;
      const elements = cardBoxesIn(row, selector);
      return { boxes: elements.map(featuresOf), targets: elements, anchor: row, elements };
    },
  };
}

/** The cards drawn on a canvas beside the one picked: the same image and size, in its row. */
export function canvasRow(frame: () => readonly Drawn[], picked: Drawn): NamingRow {
  return {
    kind: 'canvas',
    key: `canvas ${picked.image} ${Math.round(picked.y)}`,
    where: { hand: CANVAS_HAND, card: picked.image },
    now: () => {
      const cards = drawnRow(frame(), picked);
      if (cards.length === 0) return null;
      const boxes = cards.map((entry) => ({ left: entry.x, top: entry.y, width: entry.width, height: entry.height }));
      return {
        boxes: cards.map(featuresOfDrawn),
        targets: cards,
        anchor: null,
        elements: [],
        drawn: { box: boundsOf(cards), cards: boxes },
      };
    },
  };
}

/** Every box of a row named, with no lesson proved by them: each box's card, by what it shows. */
export interface NamedHand {
  row: string;
  cards: Readonly<Record<string, CardId>>;
}

/** What naming one more card came to. */
export type NamingOutcome =
  | { kind: 'learnt'; naming: Naming }
  | { kind: 'named'; hand: NamedHand }
  | { kind: 'more'; next: NamingTarget | null; doubt: NamingDoubt | null }
  | { kind: 'gone' };

const keyOf = (features: Features): string => JSON.stringify(features);

/**
 * The one naming algorithm, for any row: what was learnt from the cards named (a lesson kept
 * for the site extended by a card of a suit first seen, else one proved on every named card),
 * else the hand itself where every box is named once, else the card that tells most to name next.
 */
export function nameOnRow(
  row: NamingRow,
  examples: readonly NamedExample[],
  known: CardPattern | null,
  inDeck: (card: CardId) => boolean,
): NamingOutcome {
  const now = row.now();
  if (!now) return { kind: 'gone' };
  const last = examples[examples.length - 1];
  const sameRow = known?.naming && row.where && known.hand === row.where.hand && known.card === row.where.card;
  const extended = sameRow && last && known.naming ? extendNaming(known.naming, last.features, last.card) : null;
  if (extended) return { kind: 'learnt', naming: extended };
  const proof = proveNaming(examples, now.boxes, inDeck);
  if (proof.naming) return { kind: 'learnt', naming: proof.naming };
  const cards = new Map(examples.map((example) => [keyOf(example.features), example.card]));
  const keys = now.boxes.map(keyOf);
  if (keys.length > 0 && new Set(keys).size === keys.length && keys.every((key) => cards.has(key))) {
    return {
      kind: 'named',
      hand: { row: row.key, cards: Object.fromEntries(keys.map((key) => [key, cards.get(key) as CardId])) },
    };
  }
  const next = nextToName(examples, now.boxes);
  return { kind: 'more', next: next === null ? null : (now.targets[next] ?? null), doubt: proof.doubt };
}

/** The hand named box by box, if its row still lies there with those boxes (and nothing else); else null. */
export function readNamedRow(row: NamingRow, named: NamedHand): (RowNow & { hand: CardId[] }) | null {
  const now = row.now();
  if (!now || now.boxes.length !== Object.keys(named.cards).length) return null;
  const hand = now.boxes.map((features) => named.cards[keyOf(features)]);
  return hand.every((card): card is CardId => card !== undefined) ? { ...now, hand } : null;
}
