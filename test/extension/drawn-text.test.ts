import { describe, expect, it } from 'vitest';
import { DEFAULT_PAIRING, PRESETS } from '../../src/core/index.js';
import type { Drawn } from '../../src/extension/page-world/drawn.js';
import { drawnLines, saidFromDrawn, seatAt, trumpFromDrawn } from '../../src/extension/reader/drawn-text.js';
import { drawnEntry } from '../helpers/drawn.js';

/*
 * Issue 26: text a page writes on a canvas counts as page text, through the same readers and
 * with the same rules: the trump where it is stated, what a seat said where it lies beside that
 * seat, and never a certain seat where that is unclear.
 */

const canvas = { left: 0, top: 0, width: 1000, height: 700 };
const text = (words: string, x: number, y: number, width = words.length * 10, height = 20): Drawn =>
  drawnEntry(`text:${words}`, x, y, width, height);
const read = (entries: Drawn[]) => drawnLines(entries, [canvas]);

describe('text drawn on a canvas (issue 26)', () => {
  it('the calls that write one line side by side are one line; other lines and other canvases stay apart', () => {
    const lines = read([text('Trumpf:', 20, 16, 70), text('Eichle', 96, 16), text('50', 950, 330), text('elsewhere', 2000, 16)]);
    expect(lines.map((line) => line.text)).toEqual(['Trumpf: Eichle', '50']);
  });

  it('the trump a canvas states, in any of its languages; none where it states two', () => {
    expect(trumpFromDrawn(read([text('Trumpf:', 20, 16, 70), text('Eichle', 96, 16)]), DEFAULT_PAIRING)).toBe('D');
    expect(trumpFromDrawn(read([text('Trump: ♣', 20, 16)]), DEFAULT_PAIRING)).toBe('C');
    expect(trumpFromDrawn(read([text('Atout : cœur', 20, 16)]), DEFAULT_PAIRING)).toBe('H');
    expect(trumpFromDrawn(read([text('Trump: ♣', 20, 16), text('Trump: ♥', 20, 600)]), DEFAULT_PAIRING)).toBeNull();
    // A card named on the canvas is no trump statement.
    expect(trumpFromDrawn(read([text('Rosen Ober', 20, 16)]), DEFAULT_PAIRING)).toBeNull();
  });

  it('seats by where the words lie: the player at the bottom, then right, partner, left; none in the middle or a corner', () => {
    expect(seatAt({ x: 0.5, y: 0.9 })).toBe(0);
    expect(seatAt({ x: 0.9, y: 0.5 })).toBe(1);
    expect(seatAt({ x: 0.5, y: 0.1 })).toBe(2);
    expect(seatAt({ x: 0.1, y: 0.5 })).toBe(3);
    expect(seatAt({ x: 0.5, y: 0.5 })).toBeNull();
    expect(seatAt({ x: 0.95, y: 0.05 })).toBeNull();
  });

  it('what players said: a bare value only beside a seat, a line beside no seat of no clear seat, a name seats nothing', () => {
    const said = saidFromDrawn(
      read([
        text('50', 950, 330),
        text('Weis 20', 460, 40),
        // A clock in the middle, and a score in a corner: no Weis, nobody's.
        text('12', 500, 330),
        text('157', 960, 20),
        text('Anna: hundert', 80, 330),
        text('Trumpf: Eichle', 20, 16),
        text('Weis 100', 500, 300),
      ]),
      PRESETS.schieber,
      'unknown',
      DEFAULT_PAIRING,
    );
    // The lead word is no part of what was said; lines read top to bottom.
    expect(said.bySeat).toEqual([null, '50', '20', null]);
    expect(said.unplaced).toEqual(['100']);
  });
});
