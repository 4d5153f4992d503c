import { type CardId, DECK_INFO, DEFAULT_PAIRING, type Deck, type Mode, type SuitPairing } from '../../core/index.js';
import { type CardHit, findCards } from './find-cards.js';
import { recognizeFileCard, recognizeMode } from './recognize.js';

/** What a page shows: the player's hand, trump when visible, and melds shown by other seats. */
export interface PageRead {
  hand: CardId[];
  trump: Mode | null;
  /** Cards other seats show as melds ("Weis" areas), in page order. */
  others: CardId[][];
  /** How the hand was found: a site adapter, a taught pattern, or the generic reader. */
  via: 'adapter' | 'pattern' | 'generic' | 'none';
}

export interface ReadOptions {
  deck?: Deck;
  pairing?: SuitPairing;
  /** Our own overlay: never read. */
  skip?: Element | null;
}

interface Group {
  container: Element;
  hits: CardHit[];
}

const HAND_HINTS =
  /(^|[^a-z])(hand|myhand|my-?cards|own|self|me|mine|bottom|south|sud|süd|local|hero|you|your|yours|player-?0|seat-?0)([^a-z]|$)/i;
const OTHER_HINTS =
  /(^|[^a-z])(trick|stich|pli|presa|center|centre|middle|pile|played|opponent|north|nord|east|ost|est|west|ouest|top|left|right|partner|other|discard|history|last)([^a-z]|$)/i;
const MELD_HINTS = /(^|[^a-z])(meld|melds|weis|wys|wyys|declar\w*|annonce|combination)([^a-z]|$)/i;

function hintText(element: Element, depth = 4): string {
  const parts: string[] = [];
  let node: Element | null = element;
  for (let level = 0; node && level < depth && node.localName !== 'body'; level++, node = node.parentElement) {
    parts.push(
      node.id,
      node.getAttribute('class') ?? '',
      node.getAttribute('data-seat') ?? '',
      node.getAttribute('data-role') ?? '',
    );
    parts.push(node.getAttribute('aria-label') ?? '', node.getAttribute('data-player') ?? '');
  }
  return parts.join(' ');
}

/** The element that stands for one card: the outermost ancestor holding no other card. */
function cardBox(hit: CardHit, all: CardHit[]): Element {
  let box = hit.element;
  while (box.parentElement && box.parentElement.localName !== 'body') {
    const parent: Element = box.parentElement;
    if (all.some((other) => other !== hit && parent.contains(other.element))) break;
    box = parent;
  }
  return box;
}

/** Cards grouped by the container their card boxes sit in. */
export function groupCards(hits: CardHit[]): Group[] {
  const groups = new Map<Element, CardHit[]>();
  for (const hit of hits) {
    const container = cardBox(hit, hits).parentElement ?? hit.element;
    groups.set(container, [...(groups.get(container) ?? []), hit]);
  }
  return [...groups].map(([container, groupHits]) => ({ container, hits: groupHits }));
}

function verticalPosition(group: Group): number | null {
  const rects = group.hits.map((hit) => hit.element.getBoundingClientRect()).filter((rect) => rect.height > 0);
  const view = group.container.ownerDocument.documentElement;
  const height = Math.max(view.scrollHeight, view.clientHeight, 1);
  if (rects.length === 0) return null;
  const scrollY = group.container.ownerDocument.defaultView?.scrollY ?? 0;
  return rects.reduce((sum, rect) => sum + rect.top + scrollY + rect.height / 2, 0) / rects.length / height;
}

/** How much a group looks like the player's own hand: markup hints, then nearness to the bottom. */
function handScore(group: Group, handSize: number): number {
  const size = new Set(group.hits.map((hit) => hit.card)).size;
  if (size < 1 || size > handSize) return Number.NEGATIVE_INFINITY;
  const hints = hintText(group.container);
  let score = 0;
  if (HAND_HINTS.test(hints)) score += 4;
  if (OTHER_HINTS.test(hints)) score -= 3;
  if (MELD_HINTS.test(hints)) score -= 3;
  score += 5 * (verticalPosition(group) ?? 0.5);
  score += size / 10;
  return score;
}

const unique = (cards: CardId[]): CardId[] => [...new Set(cards)];

const TRUMP_MARKED = ['trump', 'atout', 'briscola']
  .flatMap((word) => [`[class*="${word}" i]`, `[id*="${word}" i]`, `[aria-label*="${word}" i]`, `[title*="${word}" i]`])
  .concat('[data-trump]', '[data-mode]')
  .join(', ');
const TRUMP_TEXT = /^\s*(trumpf|trump|atout|briscola)\b/i;

function modeOf(element: Element, pairing: SuitPairing): Mode | null {
  const image = element.localName === 'img' ? element : element.querySelector('img');
  const fileWords = image
    ?.getAttribute('src')
    ?.split('/')
    .pop()
    ?.replace(/\.\w+$/, '');
  const sources = [
    element.getAttribute('data-trump'),
    element.getAttribute('data-mode'),
    element.getAttribute('aria-label'),
    element.getAttribute('title'),
    element.textContent,
    image?.getAttribute('alt'),
    fileWords,
  ];
  for (const source of sources) {
    // A whole card ("Rosen Ober") is no trump statement.
    const mode = recognizeMode(source, pairing);
    if (mode && !recognizeFileCard(source ?? '')) return mode;
  }
  return null;
}

/** Trump or mode where the page shows it: marked elements first, then short texts like "Trumpf: ♠". */
export function readTrump(doc: Document, pairing: SuitPairing = DEFAULT_PAIRING): Mode | null {
  for (const element of doc.querySelectorAll(TRUMP_MARKED)) {
    const mode = modeOf(element, pairing);
    if (mode) return mode;
  }
  for (const element of doc.body?.querySelectorAll('*') ?? []) {
    const text = element.textContent ?? '';
    if (text.length < 40 && TRUMP_TEXT.test(text)) {
      const mode = modeOf(element, pairing);
      if (mode) return mode;
    }
  }
  return null;
}

/** A read with the element that holds the hand, for placing the overlay (never sent in a message). */
export type AnchoredRead = PageRead & { anchor: Element | null };

/** The generic reader: every card on the page, grouped, and the group that is the player's hand. */
export function readPage(doc: Document, options: ReadOptions = {}): AnchoredRead {
  const deck = options.deck ?? 'jass';
  const recognize = { deck, pairing: options.pairing ?? DEFAULT_PAIRING };
  const groups = groupCards(findCards(doc.body ?? doc, recognize, options.skip));
  const handSize = DECK_INFO[deck].handSize;
  const ranked = groups
    .map((group) => ({ group, score: handScore(group, handSize) }))
    .filter((entry) => entry.score > Number.NEGATIVE_INFINITY)
    .sort((a, b) => b.score - a.score);
  const hand = ranked[0]?.group;
  const others = groups
    .filter((group) => group !== hand && MELD_HINTS.test(hintText(group.container)))
    .map((group) => unique(group.hits.map((hit) => hit.card)));
  return {
    hand: hand ? unique(hand.hits.map((hit) => hit.card)) : [],
    trump: readTrump(doc, recognize.pairing),
    others,
    via: hand ? 'generic' : 'none',
    anchor: hand?.container ?? null,
  };
}
