import type { CardId } from '../../core/index.js';
import { type RecognizeOptions, recognizeCard, recognizeFileCard } from './recognize.js';

/** Where on an element a card was read from. */
export type CardSource = 'data' | 'image' | 'label' | 'text' | 'class' | 'background' | 'attribute';

export interface CardHit {
  element: Element;
  card: CardId;
  source: CardSource;
}

const DATA_ATTRIBUTES = ['data-card', 'data-card-id', 'data-cardid', 'data-id', 'data-value', 'data-code', 'data-name'];
const LABEL_ATTRIBUTES = ['aria-label', 'alt', 'title'];
const FACE_DOWN = /\b(back|backside|face-?down|facedown|hidden|covered|verdeckt|dos)\b/i;

export function isFaceDown(element: Element): boolean {
  const face = element.getAttribute('data-face') ?? element.getAttribute('data-side') ?? '';
  if (/down|back/i.test(face)) return true;
  return FACE_DOWN.test(element.getAttribute('class') ?? '') || /(^|[/_-])back[._-]/i.test(element.getAttribute('src') ?? '');
}

/** `data-suit="H" data-rank="10"`, `data-suit="rosen" data-rank="ober"`. */
function suitRankAttributes(element: Element): string | null {
  const suit = element.getAttribute('data-suit') ?? element.getAttribute('data-color') ?? element.getAttribute('data-farbe');
  const rank = element.getAttribute('data-rank') ?? element.getAttribute('data-value') ?? element.getAttribute('data-wert');
  return suit && rank ? `${suit} ${rank}` : null;
}

function backgroundUrl(element: Element): string | null {
  const view = element.ownerDocument.defaultView;
  const inline = (element as HTMLElement).style?.backgroundImage;
  const image = inline || (view ? view.getComputedStyle(element).backgroundImage : '');
  return /url\(["']?([^"')]+)["']?\)/.exec(image ?? '')?.[1] ?? null;
}

/**
 * The card one element shows, from the places game pages put it. With `wide`, as in teach
 * mode, also class names, every attribute and CSS backgrounds.
 */
export function readElementCard(element: Element, options: RecognizeOptions = {}, wide = false): CardHit | null {
  if (isFaceDown(element)) return null;
  const hit = (card: CardId | null, source: CardSource): CardHit | null => (card ? { element, card, source } : null);
  for (const name of DATA_ATTRIBUTES) {
    const value = element.getAttribute(name);
    const found = hit(recognizeCard(value, options) ?? recognizeFileCard(value, options), 'data');
    if (found) return found;
  }
  const pair = hit(recognizeCard(suitRankAttributes(element), options), 'data');
  if (pair) return pair;
  if (element.localName === 'img' || element.localName === 'image') {
    const src = element.getAttribute('src') ?? element.getAttribute('href') ?? element.getAttribute('xlink:href');
    const image = hit(recognizeFileCard(src, options), 'image');
    if (image) return image;
  }
  for (const name of LABEL_ATTRIBUTES) {
    const found = hit(recognizeCard(element.getAttribute(name), options), 'label');
    if (found) return found;
  }
  const text = element.children.length === 0 ? (element.textContent ?? '').trim() : '';
  if (text && text.length <= 24) {
    const found = hit(recognizeCard(text, options), 'text');
    if (found) return found;
  }
  if (!wide) return null;
  const classes = (element.getAttribute('class') ?? '').split(/\s+/).join(' ').replace(/[-_]/g, ' ');
  const byClass = hit(recognizeCard(classes, options), 'class');
  if (byClass) return byClass;
  for (const attribute of [...element.attributes]) {
    const found = hit(recognizeCard(attribute.value, options) ?? recognizeFileCard(attribute.value, options), 'attribute');
    if (found) return found;
  }
  return hit(recognizeFileCard(backgroundUrl(element), options), 'background');
}

const CANDIDATES =
  'img, image, [data-card], [data-card-id], [data-cardid], [data-suit], [data-value], [data-code], [aria-label], [alt], [title], [class*="card" i], li, span, div, button';

/** Every face-up card element under `root`: one hit per element, the outermost of nested hits kept. */
export function findCards(root: ParentNode, options: RecognizeOptions = {}, skip?: Element | null): CardHit[] {
  const hits: CardHit[] = [];
  for (const element of root.querySelectorAll(CANDIDATES)) {
    if (skip?.contains(element)) continue;
    const found = readElementCard(element, options);
    if (found) hits.push(found);
  }
  // An <img alt="Rosen Ober"> inside <div data-card="HQ"> is one card, not two.
  return hits.filter(
    (hit) => !hits.some((other) => other !== hit && other.card === hit.card && other.element.contains(hit.element)),
  );
}
