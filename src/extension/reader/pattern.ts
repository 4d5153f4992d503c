import { type CardId, DEFAULT_PAIRING, type Face } from '../../core/index.js';
import { type Features, featuresOf } from './box-features.js';
import { cardBoxesIn, cardBoxOf } from './card-box.js';
import { type CardHit, readElementCard } from './find-cards.js';
import { completeNaming, type Naming, readNamed } from './naming.js';
import { type AnchoredRead, impossibleHand, type ReadOptions } from './read-page.js';
import { MAX_DEPTH } from './read-work.js';
import type { RecognizeOptions } from './recognize.js';
import { faceOfSuitArt } from './suit-colours.js';
import { readTrump } from './trump.js';

/**
 * Where a page keeps the player's cards: the hand container, its card elements, and whether
 * cards are read widely (class names, any attribute, CSS backgrounds). Site adapters and the
 * patterns taught by a click share this one shape.
 */
export interface CardPattern {
  hand: string;
  card: string;
  wide: boolean;
  /** Taught by naming: how this site's card boxes say suit and rank. */
  naming?: Naming;
}

export interface SiteAdapter extends CardPattern {
  id: string;
  name: string;
  /** Host names the adapter is for (exact, or a suffix after a dot). */
  hosts: readonly string[];
}

/**
 * Adapters for sites whose markup is known. Live game sites cannot be reached from where this
 * is built, so none is shipped unverified; teach mode makes one per site from a single click.
 */
export const SITE_ADAPTERS: readonly SiteAdapter[] = [];

export function adapterFor(host: string, adapters: readonly SiteAdapter[] = SITE_ADAPTERS): SiteAdapter | null {
  return adapters.find((adapter) => adapter.hosts.some((known) => host === known || host.endsWith(`.${known}`))) ?? null;
}

/** The card a box shows: on the box itself, or on the first element inside it that shows one. */
function boxCard(box: Element, options: RecognizeOptions, wide: boolean): CardHit | null {
  const own = readElementCard(box, options, wide);
  if (own) return own;
  for (const inner of box.querySelectorAll('*')) {
    const found = readElementCard(inner, options, wide);
    if (found) return found;
  }
  return null;
}

export function readWithPattern(doc: Document, pattern: CardPattern, options: ReadOptions = {}): AnchoredRead | null {
  const recognize = { deck: options.deck ?? 'jass', pairing: options.pairing ?? DEFAULT_PAIRING };
  let container: Element | null = null;
  try {
    container = doc.querySelector(pattern.hand);
  } catch {
    return null;
  }
  if (!container) return null;
  const cards: CardId[] = [];
  const faces: (Face | null)[] = [];
  const elements: Element[] = [];
  let boxes: Element[];
  try {
    // Named by the player: the card-shaped boxes (a heading or a dot in the hand is no card).
    boxes = pattern.naming ? cardBoxesIn(container, pattern.card) : [...container.querySelectorAll(pattern.card)];
  } catch {
    return null;
  }
  const unnamed: Element[] = [];
  const named: Features[] = [];
  // A suit first seen on this deal, where it is the only one left, is read too.
  const boxFeatures = pattern.naming ? boxes.map(featuresOf) : [];
  const naming = pattern.naming ? completeNaming(pattern.naming, boxFeatures) : undefined;
  // What the player's names taught reads each box once: a card read twice proves it wrong.
  let twice = false;
  for (const [index, box] of boxes.entries()) {
    const features = naming ? (boxFeatures[index] ?? null) : null;
    const hit = naming && features ? namedHit(box, naming, features) : boxCard(box, recognize, pattern.wide);
    // A box of the hand that cannot be named is said, never dropped in silence.
    if (!hit) unnamed.push(box);
    else if (cards.includes(hit.card)) twice ||= pattern.naming !== undefined;
    else {
      cards.push(hit.card);
      faces.push(hit.face);
      elements.push(box);
      if (features) named.push(features);
    }
  }
  const impossible = pattern.naming ? (twice ? 'twice' : impossibleHand(cards, recognize.deck)) : null;
  if (impossible)
    return { hand: [], trump: null, face: null, others: [], via: 'pattern', impossible, anchor: container, cards: [] };
  // Named by the player: the face is what the suit art shows (its colours).
  const face = faces.find((found) => found !== null) ?? (pattern.naming ? faceOfSuitArt(cards, named) : null);
  return {
    hand: cards,
    trump: readTrump(doc, recognize.pairing, options.skip),
    face,
    others: [],
    via: 'pattern',
    ...(unnamed.length > 0 ? { unnamed: Math.min(unnamed.length, 36), unnamedBoxes: unnamed.slice(0, 36) } : {}),
    anchor: container,
    cards: elements,
  };
}

function namedHit(box: Element, naming: Naming, features: Features): CardHit | null {
  const card = readNamed(naming, features);
  return card ? { element: box, card, source: 'attribute', face: null } : null;
}

/**
 * A selector that finds this element again: from the nearest id, then tag and position; null
 * for an element nested deeper than `MAX_DEPTH` (no pattern is learnt from it).
 */
export function selectorOf(element: Element): string | null {
  const steps: string[] = [];
  let node: Element | null = element;
  while (node && node.localName !== 'body' && node.localName !== 'html') {
    if (steps.length >= MAX_DEPTH) return null;
    if (node.id && node.id.length <= 64 && /^[A-Za-z][\w-]*$/.test(node.id)) {
      steps.unshift(`#${node.id}`);
      return steps.join(' > ');
    }
    const parent: Element | null = node.parentElement;
    const tag = node.localName;
    const index = parent ? [...parent.children].filter((child) => child.localName === tag).indexOf(node) + 1 : 1;
    steps.unshift(`${tag}:nth-of-type(${index})`);
    node = parent;
  }
  steps.unshift('body');
  return steps.join(' > ');
}

/** The card a clicked element stands for: itself or an ancestor that shows exactly one card. */
function clickedCard(clicked: Element, options: RecognizeOptions): Element | null {
  for (let node: Element | null = clicked, level = 0; node && level < 5; node = node.parentElement, level++) {
    if (node.localName === 'body') return null;
    const own = readElementCard(node, options, true);
    if (own) return node;
    const inside = new Set<CardId>();
    for (const inner of node.querySelectorAll('*')) {
      const hit = readElementCard(inner, options, true);
      if (hit) inside.add(hit.card);
      if (inside.size > 1) return null; // climbed past the card: this is a group of cards, not one
    }
    if (inside.size === 1) return node;
  }
  return null;
}

/** The selector of a box among its look-alikes. */
export const boxSelector = (box: Element): string =>
  `:scope > ${box.localName}${box.classList[0] ? `.${CSS.escape(box.classList[0])}` : ''}`;

/**
 * Teach mode: from one clicked card, the pattern of that page's hand. The click must be on one
 * card (not a title, not the table, not a group of cards), and the pattern must then read at
 * least two cards including the clicked one; otherwise nothing is learnt (null).
 */
export function learnPattern(clicked: Element, options: ReadOptions = {}): { pattern: CardPattern; read: AnchoredRead } | null {
  const cardElement = clickedCard(clicked, options);
  if (!cardElement) return null;
  const clickedHit = boxCard(cardElement, options, true);
  const found = cardBoxOf(cardElement);
  const hand = found ? selectorOf(found.hand) : null;
  if (!found || !clickedHit || !hand) return null;
  const pattern: CardPattern = { hand, card: boxSelector(found.box), wide: true };
  const read = readWithPattern(clicked.ownerDocument, pattern, {
    ...options,
    deck: options.deck ?? 'jass',
    pairing: options.pairing ?? DEFAULT_PAIRING,
  });
  return read && read.hand.length >= 2 && read.hand.includes(clickedHit.card) ? { pattern, read } : null;
}

/** `learnPattern`'s pattern alone. */
export const derivePattern = (clicked: Element, options: RecognizeOptions = {}): CardPattern | null =>
  learnPattern(clicked, options)?.pattern ?? null;
