import type { Drawn } from '../page-world/drawn.js';
import { recognizeFileCard } from '../reader/recognize.js';
import { MOST_DEALT } from '../reader/table-game.js';

/** How far out of line a card of a row may lie, as a share of its size (a fan lifts its middle a little). */
const SLACK = 0.15;

/** Card-shaped, upright or turned a quarter (a seat at the side). */
const cardShaped = (entry: Drawn): boolean => {
  const aspect = Math.max(entry.width, entry.height) / Math.max(1, Math.min(entry.width, entry.height));
  return Math.min(entry.width, entry.height) >= 20 && aspect >= 1.15 && aspect <= 1.9;
};

/**
 * The most cards one seat holds face down on a canvas: of the card-shaped images drawn again and
 * again that name no card (a back), the longest row or column of one of them, a deal's size at
 * most (a longer one is a pile). 0 where none is drawn.
 */
export function drawnDeal(frame: readonly Drawn[]): number {
  const backs = new Map<string, Drawn[]>();
  for (const entry of frame) {
    if (!cardShaped(entry) || recognizeFileCard(entry.image)) continue;
    backs.set(entry.image, [...(backs.get(entry.image) ?? []), entry]);
  }
  let most = 0;
  for (const all of backs.values()) {
    // A seat's cards, and some to spare: a page drawing thousands of one tile is not compared pair by pair.
    const drawn = all.slice(0, 4 * MOST_DEALT * 4);
    if (drawn.length < 2) continue;
    // A row shares its top, a column its left side (a seat at the side), each card turned alike,
    // within a little slack.
    const alike = (a: Drawn, b: Drawn) =>
      Math.abs(a.width - b.width) <= a.width * SLACK && Math.abs(a.height - b.height) <= a.height * SLACK;
    for (const line of [
      (a: Drawn, b: Drawn) => alike(a, b) && Math.abs(a.y - b.y) <= a.height * SLACK,
      (a: Drawn, b: Drawn) => alike(a, b) && Math.abs(a.x - b.x) <= a.width * SLACK,
    ]) {
      for (const first of drawn) {
        const count = drawn.filter((other) => line(first, other)).length;
        if (count >= 2 && count <= MOST_DEALT) most = Math.max(most, count);
      }
    }
  }
  return most;
}
