import { DECK_INFO, type Deck } from '../../core/index.js';
import type { Box } from './placement.js';

/** Where a card is in the viewport, in CSS pixels. */
export interface Placed {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The player's hand among cards seen without markup (drawn on a canvas, or on a picture of the
 * screen): cards in rows of one size, and of those the row lowest on the page that holds two to
 * a hand's number of cards (`count` says how many a row holds). Left to right; empty when none.
 */
export function lowestHandRow<T>(items: readonly T[], place: (item: T) => Placed, count: (row: T[]) => number, deck: Deck): T[] {
  const rows: T[][] = [];
  for (const item of items) {
    const { y, height } = place(item);
    const row = rows.find((r) => {
      const first = place(r[0] as T);
      return Math.abs(first.height - height) <= height * 0.12 && Math.abs(first.y - y) <= height * 0.5;
    });
    if (row) row.push(item);
    else rows.push([item]);
  }
  const size = DECK_INFO[deck].handSize;
  const lowestFirst = (a: T[], b: T[]) => place(b[0] as T).y - place(a[0] as T).y;
  // A row of cards; else a card alone (a deal of one), only where nothing is drawn below it.
  const hand =
    rows.filter((row) => count(row) >= 2 && count(row) <= size).sort(lowestFirst)[0] ??
    rows.sort(lowestFirst).filter((row, index) => index === 0 && count(row) === 1)[0];
  return hand ? [...hand].sort((a, b) => place(a).x - place(b).x) : [];
}

/** The box around cards. */
export function boundsOf(cards: readonly Placed[]): Box {
  const left = Math.min(...cards.map((card) => card.x));
  const top = Math.min(...cards.map((card) => card.y));
  const right = Math.max(...cards.map((card) => card.x + card.width));
  const bottom = Math.max(...cards.map((card) => card.y + card.height));
  return { left, top, width: right - left, height: bottom - top };
}
