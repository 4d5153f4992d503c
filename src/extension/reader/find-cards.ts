import { type CardId, type Face, faceOfText, rankOfWord } from '../../core/index.js';
import { runToEnd, type Slices } from '../../ui/slices.js';
import { cardInNames } from './attribute-words.js';
import { DATA_ATTRIBUTES, LABEL_ATTRIBUTES } from './card-attributes.js';
import { isChatBox } from './chat.js';
import { headOf } from './marks.js';
import { examined, MAX_DEPTH, readWork } from './read-work.js';
import { fileNameWords, MAX_DESCRIPTOR, type RecognizeOptions, recognizeCard, recognizeFileCard } from './recognize.js';

/** Where on an element a card was read from. */
export type CardSource = 'data' | 'image' | 'label' | 'text' | 'class' | 'background' | 'attribute';

export interface CardHit {
  element: Element;
  card: CardId;
  source: CardSource;
  /** The face the page's words for this card belong to, when they tell. */
  face: Face | null;
  /** The card's whole box, once grouped (its outermost ancestor showing no other card): where the card lies. */
  box?: Element;
}

/** The most elements a card's box holds for its children's text to be read as one name (rank, suit, corner marks). */
const SMALL_BOX = 8;

/**
 * The text of an element, when it is a small box: its own text if it has no children, else what
 * its (at most `SMALL_BOX`) descendants say, each piece apart and in page order: their text, and
 * the name of a picture among them ("10" and "♥" in two spans, SVG <text>s, a rank beside
 * `<img alt="hearts">` or `hearts.svg`). Null for a larger box: never more than `SMALL_BOX`
 * elements are looked at.
 */
export function boxText(element: Element): string | null {
  if (element.children.length === 0) return (element.textContent ?? '').trim();
  if (element.children.length > SMALL_BOX) return null;
  let count = 0;
  for (let node: Element | null = element; node; node = nextInside(node, element)) {
    if (++count > SMALL_BOX + 1 || holdsRow(node)) return null;
  }
  if ((element.textContent ?? '').length > 4 * MAX_DESCRIPTOR) return null;
  const pieces: string[] = [];
  // Whether the last piece was text with nothing but element edges after it: a number a page
  // writes one digit per element ("1" "0" "♥", each character in its own span to colour the
  // suit) reads as the player sees it, "10".
  let glued = false;
  // Elements and text (NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT), in page order.
  const walker = element.ownerDocument.createTreeWalker(element, 1 | 4);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType !== 3) {
      const name = pictureName(node as Element);
      if (name) pieces.push(name);
      glued &&= !name;
      continue;
    }
    const text = node.nodeValue ?? '';
    const piece = text.trim();
    const last = pieces.length - 1;
    if (glued && /^\d/.test(text) && /\d$/.test(pieces[last] ?? '')) pieces[last] += piece;
    else if (piece) pieces.push(piece);
    glued = piece !== '' ? !/\s$/.test(text) : glued && text === '';
  }
  return pieces.join(' ');
}

/**
 * Whether an element holds a row of boxes rather than one card: two children alike (the same tag
 * and class), each a picture or a box with elements inside. Corners that repeat a card's text
 * are leaves, and no row.
 */
function holdsRow(element: Element): boolean {
  const kinds = new Set<string>();
  for (const child of element.children) {
    if (!PICTURES.has(child.localName) && child.localName !== 'svg' && child.children.length === 0) continue;
    const kind = `${child.localName}.${child.getAttribute('class') ?? ''}`;
    if (kinds.has(kind)) return true;
    kinds.add(kind);
  }
  return false;
}

/** What a picture inside a box is called: its label, else its file's name ("suit-hearts.svg"). */
function pictureName(element: Element): string | null {
  if (!PICTURES.has(element.localName)) return null;
  const label = attribute(element, 'alt') ?? attribute(element, 'aria-label') ?? attribute(element, 'title');
  if (label) return label;
  const src = attribute(element, 'src') ?? attribute(element, 'href') ?? attribute(element, 'xlink:href');
  const file = src ? ((src.split(/[?#]/)[0] ?? '').split('/').pop() ?? '') : '';
  return file ? fileNameWords(file) : null;
}

const PICTURES = new Set(['img', 'image', 'use']);

/** The element after `node` in document order, inside `root` only. */
function nextInside(node: Element, root: Element): Element | null {
  if (node.firstElementChild) return node.firstElementChild;
  for (let at: Element | null = node; at && at !== root; at = at.parentElement) {
    if (at.nextElementSibling) return at.nextElementSibling;
  }
  return null;
}

/** Elements whose CSS background may be a card face: buttons and things called card. */
const LOOKS_LIKE_CARD = /^button\b|card|karte|carte|carta/i;
const FACE_DOWN = /\b(back|backside|face-?down|facedown|hidden|covered|verdeckt|dos)\b/i;

export function isFaceDown(element: Element): boolean {
  const face = element.getAttribute('data-face') ?? element.getAttribute('data-side') ?? '';
  if (/down|back/i.test(face)) return true;
  // What it says of itself: "hidden card", "card back", "verdeckt".
  const leaves = element.children.length <= 2 && [...element.children].every((child) => child.children.length === 0);
  const says = `${headOf(element.getAttribute('aria-label'))} ${leaves ? (element.textContent ?? '').slice(0, 24) : ''}`;
  if (FACE_DOWN.test(says)) return true;
  return FACE_DOWN.test(headOf(element.getAttribute('class'))) || /(^|[/_-])back[._-]/i.test(headOf(element.getAttribute('src')));
}

/** `data-suit="H" data-rank="10"`, `data-suit="rosen" data-rank="ober"`. */
function suitRankAttributes(element: Element): string | null {
  const suit = element.getAttribute('data-suit') ?? element.getAttribute('data-color') ?? element.getAttribute('data-farbe');
  const rank = element.getAttribute('data-rank') ?? element.getAttribute('data-value') ?? element.getAttribute('data-wert');
  return suit && rank ? `${suit} ${rank}` : null;
}

export function backgroundUrl(element: Element): string | null {
  const view = element.ownerDocument.defaultView;
  const inline = (element as HTMLElement).style?.backgroundImage;
  const image = inline || (view ? view.getComputedStyle(element).backgroundImage : '');
  if (!image || image.length > MAX_DESCRIPTOR) return null;
  return /url\(["']?([^"')]+)["']?\)/.exec(image)?.[1] ?? null;
}

/** An attribute short enough to read as a card's name; a longer one names no card (and costs nothing). */
function attribute(element: Element, name: string): string | null {
  const value = element.getAttribute(name);
  return value !== null && value.length <= MAX_DESCRIPTOR ? value : null;
}

/**
 * The card one element shows, from the places game pages put it. With `wide`, as in teach
 * mode, also class names, every attribute and CSS backgrounds.
 */
export function readElementCard(
  element: Element,
  options: RecognizeOptions = {},
  wide = false,
  /** The box's text, where the caller worked it out already. */
  known: string | null | undefined = undefined,
): CardHit | null {
  if (isFaceDown(element)) return null;
  const hit = (card: CardId | null, source: CardSource, words: string | null): CardHit | null =>
    card ? { element, card, source, face: words ? faceOfText(words) : null } : null;
  for (const name of DATA_ATTRIBUTES) {
    const value = attribute(element, name);
    const found = hit(recognizeCard(value, options) ?? recognizeFileCard(value, options), 'data', value);
    if (found) return found;
  }
  const pairText = suitRankAttributes(element);
  const pair = hit(recognizeCard(pairText, options), 'data', pairText);
  if (pair) return pair;
  if (element.localName === 'img' || element.localName === 'image' || element.localName === 'use') {
    const src = attribute(element, 'src') ?? attribute(element, 'href') ?? attribute(element, 'xlink:href');
    // A symbol of a sheet names the card after its '#' (`cards.svg#queen-hearts`, `#QH`).
    const fragment = src?.split('#')[1] ?? null;
    const image = hit(recognizeFileCard(src, options) ?? recognizeFileCard(fragment, options), 'image', src);
    if (image) return image;
  }
  for (const name of LABEL_ATTRIBUTES) {
    const value = attribute(element, name);
    const found = hit(recognizeCard(value, options), 'label', value);
    if (found) return found;
  }
  // Text in the box, or in its few small children ("10" and "♥" in two spans, SVG <text>s).
  const text = known === undefined ? boxText(element) : known;
  if (text && text.length <= 24) {
    const found = hit(recognizeCard(text, options), 'text', text);
    if (found) return found;
  }
  // Its own names (classes, id, data-* values) where they name a card in words: "karte roesli zehn".
  const named = cardInNames(element, options);
  if (named) return hit(named.card, 'class', named.words);
  if (!wide && !LOOKS_LIKE_CARD.test(`${element.localName} ${attribute(element, 'class') ?? ''}`)) return null;
  if (!wide) {
    // A card button or box drawn with a CSS background (`queen_diamond.svg`).
    const background = backgroundUrl(element);
    return hit(recognizeFileCard(background, options), 'background', background);
  }
  const classes = (attribute(element, 'class') ?? '').split(/\s+/).join(' ').replace(/[-_]/g, ' ');
  const byClass = hit(recognizeCard(classes, options), 'class', classes);
  if (byClass) return byClass;
  for (const { value } of [...element.attributes].slice(0, 32)) {
    const found = hit(recognizeCard(value, options) ?? recognizeFileCard(value, options), 'attribute', value);
    if (found) return found;
  }
  const background = backgroundUrl(element);
  return hit(recognizeFileCard(background, options), 'background', background);
}

/** Elements that may show a card: these tags, anything with one of these attributes, and anything with a class naming a card. */
const CANDIDATE_TAGS = new Set(['img', 'image', 'use', 'li', 'span', 'div', 'button', 'svg', 'g', 'text']);
const CANDIDATE_ATTRIBUTES = [
  'face',
  'data-card',
  'data-card-id',
  'data-cardid',
  'data-suit',
  'data-value',
  'data-code',
  'aria-label',
  'alt',
  'title',
];

function isCandidate(element: Element): boolean {
  if (CANDIDATE_TAGS.has(element.localName)) return true;
  for (const name of CANDIDATE_ATTRIBUTES) if (element.hasAttribute(name)) return true;
  return /card/i.test(attribute(element, 'class') ?? '');
}

/** Elements showing a rank alone that one read keeps: a hand's corners, and some to spare. */
const MAX_HALVES = 80;

/** An element whose whole text is a rank ("9", "10", "O"): half a card, its suit drawn as art. */
function isRankAlone(element: Element): boolean {
  if (element.children.length > 0) return false;
  const text = (element.textContent ?? '').trim();
  return text.length > 0 && text.length <= 3 && rankOfWord(text) !== null && !isFaceDown(element);
}

/** What a read of one element depends on: unchanged key, unchanged answer. */
function elementKey(element: Element, text: string | null): string {
  const attributes = element.attributes;
  let key = (text ?? '').slice(0, 40);
  // The first attributes, each cut: a page's 10 MB attribute is not copied into our cache.
  for (let index = 0; index < Math.min(attributes.length, 32); index++) {
    const attribute = attributes[index] as Attr;
    if (attribute.name !== 'style') key += `\u0001${attribute.name}=${examined(attribute.value.slice(0, MAX_DESCRIPTOR + 1))}`;
  }
  return key;
}

/** What a read depends on besides the element: the deck and the suit pairing. */
export const optionsKeyOf = (options: RecognizeOptions): string =>
  `${options.deck ?? ''}|${JSON.stringify(options.pairing ?? null)}`;

/** Reads of elements, kept while the element's key stays the same: re-reading a page that changed little is cheap. */
export class CardCache {
  private readonly reads = new WeakMap<Element, { key: string; options: string; hit: CardHit | null }>();

  /** `optionsKey` (from `optionsKeyOf`) is worked out once per scan, not once per element. */
  read(element: Element, options: RecognizeOptions, optionsKey = optionsKeyOf(options)): CardHit | null {
    // The box's text is worked out once: for the key, and for the read when the key changed.
    const text = boxText(element);
    const key = elementKey(element, text);
    const known = this.reads.get(element);
    if (known && known.key === key && known.options === optionsKey) return known.hit;
    readWork.recognised++;
    const hit = readElementCard(element, options, false, text);
    this.reads.set(element, { key, options: optionsKey, hit });
    return hit;
  }
}

/**
 * Every face-up card element under `root`, one hit per element, the outermost of nested hits
 * of one card kept. A generator that yields every `slice` elements, so that a caller can
 * spread a large page over several tasks; linear in the page's size.
 */
export function* findCardsInSlices(
  root: ParentNode,
  options: RecognizeOptions = {},
  skip: Element | null = null,
  cache: CardCache = new CardCache(),
  /** Elements between pauses: few, since one element may cost milliseconds (a style with a large picture). */
  slice = 16,
  /** Filled with elements that show a rank alone ("9", "O"): a card whose suit is art, to name. */
  halves: Element[] = [],
): Slices<CardHit[]> {
  const hits: CardHit[] = [];
  // A walk in slices, not one list of the whole page made in one task; chats (what players
  // type, however long) and our own overlay are stepped over whole.
  const doc = (root as Node).ownerDocument ?? (root as Document);
  const elements = doc.createTreeWalker(root as Node, NodeFilter.SHOW_ELEMENT, {
    acceptNode: (node) => {
      readWork.elements++;
      return node === skip || isChatBox(node as Element) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
    },
  });
  const optionsKey = optionsKeyOf(options);
  let visited = 0;
  let read = 0;
  for (let node = elements.nextNode(); node; node = elements.nextNode()) {
    if (++visited % (slice * 16) === 0) yield;
    const element = node as Element;
    if (!isCandidate(element)) continue;
    if (++read % slice === 0) yield;
    const found = cache.read(element, options, optionsKey);
    if (found) hits.push(found);
    else if (halves.length < MAX_HALVES && isRankAlone(element)) halves.push(element);
  }
  // An <img alt="Rosen Ober"> inside <div data-card="HQ"> is one card, not two.
  const byElement = new Map(hits.map((hit) => [hit.element, hit]));
  const outermost: CardHit[] = [];
  for (let index = 0; index < hits.length; index++) {
    if (index > 0 && index % (slice * 4) === 0) yield;
    const hit = hits[index] as CardHit;
    let nested = false;
    let node = hit.element.parentElement;
    for (let level = 0; node && !nested && level < MAX_DEPTH; level++, node = node.parentElement) {
      readWork.elements++;
      nested = byElement.get(node)?.card === hit.card;
    }
    if (!nested) outermost.push(hit);
  }
  return outermost;
}

/** All of `findCardsInSlices` at once. */
export const findCards = (root: ParentNode, options: RecognizeOptions = {}, skip?: Element | null): CardHit[] =>
  runToEnd(findCardsInSlices(root, options, skip ?? null));
