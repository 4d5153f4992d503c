import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { chalkStrokes, drawnHundreds } from '../../src/ui/chalk-board.js';

describe('chalkStrokes: a score as a freshly written board holds it', () => {
  test('the strokes and the rest add up to the score, each line as full as it can be', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (points) => {
        const { hundreds, fifties, twenties, rest } = chalkStrokes(points);
        expect(100 * hundreds + 50 * fifties + 20 * twenties + rest).toBe(points);
        // Greedy: what lies below the top line is under a hundred; the twenties with the rest, under a fifty.
        expect(50 * fifties + 20 * twenties + rest).toBeLessThan(100);
        expect(20 * twenties + rest).toBeLessThan(50);
        expect(rest).toBeGreaterThanOrEqual(0);
        expect(rest).toBeLessThan(20);
      }),
      { numRuns: 2_000 },
    );
  });

  test.each([
    [0, { hundreds: 0, fifties: 0, twenties: 0, rest: 0 }],
    [19, { hundreds: 0, fifties: 0, twenties: 0, rest: 19 }],
    [20, { hundreds: 0, fifties: 0, twenties: 1, rest: 0 }],
    [49, { hundreds: 0, fifties: 0, twenties: 2, rest: 9 }],
    [90, { hundreds: 0, fifties: 1, twenties: 2, rest: 0 }],
    [157, { hundreds: 1, fifties: 1, twenties: 0, rest: 7 }],
    [257, { hundreds: 2, fifties: 1, twenties: 0, rest: 7 }],
    [1234, { hundreds: 12, fifties: 0, twenties: 1, rest: 14 }],
    [2500, { hundreds: 25, fifties: 0, twenties: 0, rest: 0 }],
    [5000, { hundreds: 50, fifties: 0, twenties: 0, rest: 0 }],
  ])('%i points', (points, strokes) => {
    expect(chalkStrokes(points)).toEqual(strokes);
  });

  test.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('%s is no score a board holds', (points) => {
    expect(() => chalkStrokes(points)).toThrow(RangeError);
  });
});

describe('drawnHundreds: a full top line, then five bundles and the rest written', () => {
  test.each([
    [0, 0],
    [12, 12],
    [30, 30],
    [31, 25],
    [50, 25],
  ])('%i hundreds: %i drawn', (hundreds, drawn) => {
    expect(drawnHundreds(hundreds)).toBe(drawn);
  });
});
