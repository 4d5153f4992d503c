import type { CardId } from '../../core/index.js';
import { runToEnd, type Slices } from '../../ui/slices.js';
import type { CardHit } from './find-cards.js';
import { MAX_DEPTH, readWork } from './read-work.js';

/*
 * Cards read on a page, grouped as a page lays them out: by the container of their boxes,
 * then by where they lie (a row, a fan, two rows), so that a hand is one group.
 */

/** Cards that sit together: the container of their boxes, and one hit per box. */
export interface Group {
  container: Element;
  hits: CardHit[];
  /** The containers alike it was joined from (a hand laid out in rows, see `joinRows`), children of `container`. */
  rows?: readonly Element[];
}

/**
 * Cards grouped by the container their card boxes sit in. A card's box is its outermost
 * ancestor showing no other card (a face that names its card twice, in two corners, is one
 * box); one hit per box. Each ancestor is visited once per card up to `MAX_DEPTH` levels, so
 * linear in the cards however deep a page nests them.
 */
export function* groupCardsInSlices(hits: CardHit[], slice = 2000): Slices<Group[]> {
  // The one card shown under each ancestor, or null where it shows more than one.
  const cardUnder = new Map<Element, CardId | null>();
  for (const [index, hit] of hits.entries()) {
    if (index > 0 && index % slice === 0) yield;
    let node: Element | null = hit.element;
    for (let level = 0; node && level <= MAX_DEPTH; level++, node = node.parentElement) {
      readWork.elements++;
      const known = cardUnder.get(node);
      if (known === null) break;
      cardUnder.set(node, known === undefined || known === hit.card ? hit.card : null);
    }
  }
  yield;
  const groups = new Map<Element, Map<Element, CardHit>>();
  for (const [index, hit] of hits.entries()) {
    if (index > 0 && index % slice === 0) yield;
    let box = hit.element;
    for (
      let level = 0;
      level < MAX_DEPTH &&
      box.parentElement &&
      box.parentElement.localName !== 'body' &&
      cardUnder.get(box.parentElement) === hit.card &&
      !hasUnreadLookAlike(box, cardUnder);
      level++
    ) {
      readWork.elements++;
      box = box.parentElement;
    }
    const container = box.parentElement ?? hit.element;
    const group = groups.get(container) ?? new Map<Element, CardHit>();
    groups.set(container, group);
    if (!group.has(box)) group.set(box, { ...hit, box });
  }
  return [...groups].map(([container, boxes]) => ({ container, hits: [...boxes.values()] }));
}

/**
 * Whether a box has a sibling like it (the same tag and class) showing no card: a card among
 * boxes whose name is nowhere (a sprite), or an empty slot. The box is then the card's, not
 * its parent, which holds the others too.
 */
function hasUnreadLookAlike(box: Element, cardUnder: ReadonlyMap<Element, CardId | null>): boolean {
  const siblings = box.parentElement?.children;
  if (!siblings || siblings.length > 64) return false;
  for (const sibling of siblings) if (sibling !== box && alike(sibling, box) && !cardUnder.has(sibling)) return true;
  return false;
}

/** Two elements alike: the same tag and class. */
export function alike(one: Element, other: Element): boolean {
  return one.localName === other.localName && one.getAttribute('class') === other.getAttribute('class');
}

/** All of `groupCardsInSlices` at once. */
export const groupCards = (hits: CardHit[]): Group[] => runToEnd(groupCardsInSlices(hits));

/**
 * One hand a page lays out in several containers alike (the same tag and class under one parent:
 * a top row and a bottom row, a box per suit): one group, held by their parent, where together
 * they hold no more than a hand of `handSize`. A row of one card may be read whole as that card
 * (its box): it is a row where another group's container is alike to it. Where those rows lie
 * apart, `byPlace` parts them again.
 */
export function joinRows(groups: readonly Group[], handSize: number): Group[] {
  const containers = new Set(groups.map((group) => group.container));
  const rowOf = (group: Group): Element => {
    const box = group.hits.length === 1 ? group.hits[0]?.box : undefined;
    const siblings = box?.parentElement?.children;
    if (!box || !siblings || siblings.length > 64) return group.container;
    for (const sibling of siblings) if (sibling !== box && containers.has(sibling) && alike(sibling, box)) return box;
    return group.container;
  };
  const alikeRows = new Map<Element, Map<string, { row: Element; group: Group }[]>>();
  for (const group of groups) {
    const row = rowOf(group);
    const parent = row.parentElement;
    if (!parent || parent.localName === 'body') continue;
    const kind = `${row.localName}.${row.getAttribute('class') ?? ''}`;
    const kinds = alikeRows.get(parent) ?? new Map<string, { row: Element; group: Group }[]>();
    alikeRows.set(parent, kinds);
    const rows = kinds.get(kind);
    if (rows) rows.push({ row, group });
    else kinds.set(kind, [{ row, group }]);
  }
  const joined = new Map<Group, Group>();
  for (const [parent, kinds] of alikeRows) {
    for (const rows of kinds.values()) {
      if (rows.length < 2 || rows.reduce((count, { group }) => count + group.hits.length, 0) > handSize) continue;
      const one: Group = { container: parent, hits: rows.flatMap(({ group }) => group.hits), rows: rows.map(({ row }) => row) };
      for (const { group } of rows) joined.set(group, one);
    }
  }
  return [...new Set(groups.map((group) => joined.get(group) ?? group))];
}

/** Groups larger than this are no hand whatever their places: not measured. */
export const MOST_PLACED = 40;

/**
 * A group's cards in clusters that lie together (a row, a fan, two rows, overlapping): two lone
 * cards in one container, far apart on the table (a turned-up card, a hand of one), are two
 * groups. Cards not laid out (hidden text) are not placed, and the group stays whole.
 */
export function byPlace(group: Group): Group[] {
  if (group.hits.length < 2 || group.hits.length > MOST_PLACED) return [group];
  // Where each card's whole box lies, not the part named (two corners of one card in a fan are
  // a card apart, the cards' boxes touch).
  const rects = group.hits.map((hit) => placeOf(hit.box ?? hit.element));
  if (rects.some((rect) => rect.width === 0 && rect.height === 0)) return [group];
  const root = rects.map((_, index) => index);
  const find = (index: number): number => {
    let at = index;
    while (root[at] !== at) at = root[at] as number;
    return at;
  };
  for (let i = 0; i < rects.length; i++) {
    for (let j = i + 1; j < rects.length; j++) {
      if (near(rects[i] as DOMRect, rects[j] as DOMRect)) root[find(j)] = find(i);
    }
  }
  const clusters = new Map<number, CardHit[]>();
  group.hits.forEach((hit, index) => {
    const key = find(index);
    clusters.set(key, [...(clusters.get(key) ?? []), hit]);
  });
  return [...clusters.values()].map((clustered) => ({ ...group, hits: clustered }));
}

/** Where a card lies: its element's box, or the nearest of a few ancestors that has one (hidden text, an SVG <use>). */
export function placeOf(element: Element): DOMRect {
  let rect = element.getBoundingClientRect();
  for (let node = element.parentElement, level = 0; node && level < 4 && rect.width === 0 && rect.height === 0; level++) {
    rect = node.getBoundingClientRect();
    node = node.parentElement;
  }
  return rect;
}

/** Two cards of one hand: no more than a card's size apart (the smaller's: a wrapper may be wide). */
export function near(a: DOMRect, b: DOMRect): boolean {
  const reach = Math.min(Math.max(a.width, a.height), Math.max(b.width, b.height));
  const dx = Math.max(0, a.left - b.right, b.left - a.right);
  const dy = Math.max(0, a.top - b.bottom, b.top - a.bottom);
  return dx <= reach && dy <= reach;
}
