import { type CardId, DEFAULT_PAIRING } from '../../core/index.js';
import { type CardHit, readElementCard } from './find-cards.js';
import { type AnchoredRead, type ReadOptions, readTrump } from './read-page.js';
import type { RecognizeOptions } from './recognize.js';

/**
 * Where a page keeps the player's cards: the hand container, its card elements, and whether
 * cards are read widely (class names, any attribute, CSS backgrounds). Site adapters and the
 * patterns taught by a click share this one shape.
 */
export interface CardPattern {
  hand: string;
  card: string;
  wide: boolean;
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
  for (const box of container.querySelectorAll(pattern.card)) {
    const hit = boxCard(box, recognize, pattern.wide);
    if (hit && !cards.includes(hit.card)) cards.push(hit.card);
  }
  return { hand: cards, trump: readTrump(doc, recognize.pairing), others: [], via: 'pattern', anchor: container };
}

/** A selector that finds this element again: from the nearest id, then tag and position. */
export function selectorOf(element: Element): string {
  const steps: string[] = [];
  let node: Element | null = element;
  while (node && node.localName !== 'body' && node.localName !== 'html') {
    if (node.id && /^[A-Za-z][\w-]*$/.test(node.id)) {
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

/** Siblings that look like `element`: same tag and first class. */
function lookAlikes(element: Element): Element[] {
  const first = element.classList[0];
  return [...(element.parentElement?.children ?? [])].filter(
    (child) => child.localName === element.localName && (!first || child.classList.contains(first)),
  );
}

/**
 * Teach mode: from one clicked card, the pattern of that page's hand. The clicked element (or
 * an ancestor) must show a card when read widely; its box is the ancestor that has look-alike
 * siblings; their parent is the hand.
 */
export function derivePattern(clicked: Element, options: RecognizeOptions = {}): CardPattern | null {
  let cardElement: Element | null = null;
  for (let node: Element | null = clicked, level = 0; node && level < 5; node = node.parentElement, level++) {
    if (boxCard(node, options, true)) {
      cardElement = node;
      break;
    }
  }
  if (!cardElement) return null;
  let box: Element = cardElement;
  for (let level = 0; level < 5 && lookAlikes(box).length < 2 && box.parentElement; level++) box = box.parentElement;
  const hand = box.parentElement;
  if (!hand || lookAlikes(box).length < 2) return null;
  const first = box.classList[0];
  const card = `:scope > ${box.localName}${first ? `.${CSS.escape(first)}` : ''}`;
  return { hand: selectorOf(hand), card, wide: true };
}
