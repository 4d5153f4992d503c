import { describe, expect, it } from 'vitest';
import { drawnDeal } from '../../src/extension/content/drawn-deal.js';
import type { Drawn } from '../../src/extension/page-world/drawn.js';
import { drawnEntry } from '../helpers/drawn.js';

/*
 * Issue 45: the deal's size where a page draws the other seats' cards face down on a canvas: the
 * longest row (or column, for a seat at the side) of one back image, a deal's size at most.
 */

const drawn = (image: string, x: number, y: number, width = 120, height = 168): Drawn => drawnEntry(image, x, y, width, height);
const row = (count: number, y: number, image = '/cards/1B.svg') =>
  Array.from({ length: count }, (_, index) => drawn(image, 40 + index * 150, y));
const column = (count: number, x: number, image = '/cards/1B.svg') =>
  Array.from({ length: count }, (_, index) => drawn(image, x, 150 + index * 50, 168, 120));

describe('the deal drawn face down on a canvas (issue 45)', () => {
  it('a seat across the table and two at the sides, each holding eight: a deal of eight', () => {
    expect(drawnDeal([...row(8, 8), ...column(8, 40), ...column(8, 820), drawn('/cards/AC.svg', 358, 740)])).toBe(8);
  });

  it('a card across the table in line with a column at the side, turned the other way, is no card of that column', () => {
    const top = drawn('/cards/1B.svg', 808, 8);
    expect(drawnDeal([top, ...column(8, 820)])).toBe(8);
  });

  it('cards named by their images are no backs; one back alone tells nothing; a pile is no seat', () => {
    const faces = ['AC', 'KD', 'QH', 'JS', 'TC', '9D', '8H', '7S', '6C'].map((card, index) =>
      drawn(`/cards/${card}.svg`, 40 + index * 150, 700),
    );
    expect(drawnDeal(faces)).toBe(0);
    expect(drawnDeal([drawn('/cards/back.png', 10, 10)])).toBe(0);
    expect(drawnDeal(row(12, 8))).toBe(0);
    expect(drawnDeal(row(9, 8))).toBe(9);
  });
});
