import { cardBoxOf, sameSize } from './card-box.js';
import { alike, type Group, MOST_PLACED, near, placeOf } from './card-groups.js';
import { backgroundUrl, type CardHit, isFaceDown } from './find-cards.js';

/*
 * Card boxes of the hand whose names are nowhere on the page: said to the player (and offered
 * to name), never dropped in silence nor guessed.
 */

/** A face-down card inside a box (`<img class="back">`): the box is no card to name. */
const FACE_DOWN_INSIDE = '.back, [class*="face-down" i], [data-face="down"], img[src*="back" i]';

/** The child of `container` that holds `element`. */
function childOf(container: Element, element: Element): Element | null {
  let node: Element | null = element;
  while (node && node.parentElement !== container) node = node.parentElement;
  return node;
}

/**
 * The hand's other boxes: children of its container (of each of its rows, where it lies in rows)
 * alike to its cards (the same tag, about their size, something drawn in them) that no name was
 * read from, as a card drawn as a sprite among cards with names. Face-down cards and empty slots
 * are not counted.
 */
export function unnamedBesides(hand: Group, read: readonly CardHit[]): Element[] {
  // Every row of the hand, also one whose cards are all unnamed: the containers alike to those it
  // was joined from, or to its own container.
  const [row = hand.container] = hand.rows ?? [];
  const parent = hand.rows ? hand.container : hand.container.parentElement;
  const rows =
    parent && parent.localName !== 'body' && parent.children.length <= MOST_PLACED
      ? [...parent.children].filter((child) => alike(child, row))
      : [hand.container];
  const rowOf = (element: Element) => rows.find((container) => container.contains(element)) ?? hand.container;
  const boxes = new Set(hand.hits.map((hit) => childOf(rowOf(hit.element), hit.element)));
  const first = [...boxes].find((box): box is Element => box !== null);
  if (!first || rows.reduce((count, container) => count + container.children.length, 0) > 4 * MOST_PLACED) return [];
  const cards = hand.hits.map((hit) => placeOf(hit.box ?? hit.element));
  return rows
    .flatMap((container) => [...container.children])
    .filter(
      (child) =>
        !boxes.has(child) &&
        // (a card read whole from a row of one holds its box)
        !read.some((hit) => child.contains(hit.element) || hit.element.contains(child)) &&
        cards.some((card) => near(card, child.getBoundingClientRect())) &&
        child.localName === first.localName &&
        !isFaceDown(child) &&
        !child.querySelector(FACE_DOWN_INSIDE) &&
        (child.children.length > 0 || (child.textContent ?? '').trim() !== '' || backgroundUrl(child) !== null) &&
        sameSize(child, first),
    )
    .slice(0, 36);
}

/**
 * The card boxes of the hand where the page shows ranks but names no suit (the suit is art): of
 * the rows of look-alike card boxes holding such ranks, the fullest (lowest on the page among
 * equals), of two to a hand's number of boxes. Null when there is none.
 */
export function unnamedRow(halves: readonly Element[], handSize: number): { hand: Element; boxes: Element[] } | null {
  const rows = new Map<Element, Set<Element>>();
  for (const half of halves) {
    const found = cardBoxOf(half);
    if (!found) continue;
    const row = rows.get(found.hand) ?? new Set<Element>();
    rows.set(found.hand, row.add(found.box));
  }
  const bottom = (hand: Element) => hand.getBoundingClientRect().bottom;
  const best = [...rows]
    .filter(([, boxes]) => boxes.size >= 2 && boxes.size <= handSize)
    .sort(([a, one], [b, other]) => other.size - one.size || bottom(b) - bottom(a))[0];
  return best ? { hand: best[0], boxes: [...best[1]] } : null;
}
