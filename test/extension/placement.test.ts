import { describe, expect, it } from 'vitest';
import { choosePlace } from '../../src/extension/content/placement.js';

const viewport = { width: 1000, height: 700 };
const size = { width: 300, height: 200 };
/** A point as a box of one pixel. */
const dot = ({ x, y }: { x: number; y: number }) => ({ left: x, top: y, width: 1, height: 1 });
const inside = (place: { x: number; y: number }, point: { x: number; y: number }) =>
  point.x >= place.x && point.x <= place.x + size.width && point.y >= place.y && point.y <= place.y + size.height;

describe('where the overlay may sit (issue 10: it never takes a click from the page)', () => {
  it('with nothing on the page, at the preferred place', () => {
    expect(choosePlace(viewport, size, [], { x: 400, y: 240 })).toEqual({ x: 400, y: 240 });
  });

  it('never over a control, and as near to the preferred place as it can', () => {
    const controls = [
      { x: 450, y: 300 },
      { x: 520, y: 330 },
    ];
    const place = choosePlace(viewport, size, controls.map(dot), { x: 400, y: 240 });
    expect(place).not.toBeNull();
    for (const control of controls) expect(inside(place as { x: number; y: number }, control)).toBe(false);
    expect(Math.hypot((place?.x ?? 0) - 400, (place?.y ?? 0) - 240)).toBeLessThan(200);
  });

  it('never over the player’s hand', () => {
    const hand = { left: 0, top: 500, width: 1000, height: 200 };
    const place = choosePlace(viewport, size, [hand], { x: 300, y: 520 });
    expect((place?.y ?? 0) + size.height).toBeLessThanOrEqual(500);
  });

  it('no free place at all: null (the overlay shrinks to a pill)', () => {
    const everywhere = [];
    for (let x = 0; x <= 1000; x += 40) for (let y = 0; y <= 700; y += 40) everywhere.push({ x, y });
    expect(choosePlace(viewport, size, everywhere.map(dot), { x: 0, y: 0 })).toBeNull();
    expect(choosePlace(viewport, { width: 30, height: 30 }, everywhere.map(dot), { x: 0, y: 0 })).not.toBeNull();
  });

  it('thousands of points cost one pass (20,000 cards on a page)', () => {
    const points = Array.from({ length: 20_000 }, (_, index) => ({ x: (index * 37) % 1000, y: 600 + ((index * 13) % 100) }));
    const place = choosePlace(viewport, size, points.map(dot), { x: 500, y: 650 });
    expect(place).not.toBeNull();
    expect(points.some((point) => inside(place as { x: number; y: number }, point))).toBe(false);
  });
});
