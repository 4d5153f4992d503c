import { describe, expect, test } from 'vitest';
import type { PageRead } from '../../src/extension/reader/read-page.js';
import { DEFAULT_SETTINGS } from '../../src/extension/settings.js';
import { isPartial, oddsRequestFromRead, requestFromRead, resultFromRead } from '../../src/extension/table-from-read.js';

const read = (hand: string[], extra: Partial<PageRead> = {}): PageRead => ({
  hand: hand as PageRead['hand'],
  trump: 'H',
  face: null,
  others: [],
  via: 'pattern',
  ...extra,
});
const FULL = ['HT', 'HJ', 'HQ', 'HK', 'S6', 'C7', 'D9', 'SA', 'CQ'];

describe('issue 17: a partial read is never the hand', () => {
  test('seven of nine cards, or boxes not named, make a hand read in part', () => {
    expect(isPartial(read(FULL), DEFAULT_SETTINGS)).toBe(false);
    expect(isPartial(read(FULL.slice(0, 7)), DEFAULT_SETTINGS)).toBe(true);
    expect(isPartial(read(FULL, { unnamed: 1 }), DEFAULT_SETTINGS)).toBe(true);
    expect(requestFromRead(read(FULL.slice(0, 7)), DEFAULT_SETTINGS).partial).toEqual([0]);
    expect(requestFromRead(read(FULL), DEFAULT_SETTINGS).partial).toBeUndefined();
  });

  test('its best is the best so far: nothing is certain that the missing cards could change', () => {
    // S6 and C7 not read: a hand with no Weis so far.
    const partial = resultFromRead(read(['HT', 'HQ', 'S6', 'C7', 'D9', 'SA', 'CQ']), DEFAULT_SETTINGS, null, [
      null,
      'nothing',
      'nothing',
      'nothing',
    ]);
    expect(partial?.players[0]?.partial).toBe(true);
    expect(partial?.verdict?.contest?.outcome).toBe('conditional');
    expect(partial?.verdict?.contest?.possible).toEqual([true, false]);
    // The table is never asked about the player's own hand: what it lacks is read, not said.
    expect(partial?.verdict?.contest?.questions.flatMap((question) => question.seats)).not.toContain(0);
    const open = resultFromRead(read(['HT', 'HQ', 'S6', 'C7', 'D9', 'SA', 'CQ']), DEFAULT_SETTINGS);
    expect(open?.verdict?.contest?.questions).toEqual([{ stage: 'points', seats: [1, 2, 3] }]);
    const whole = resultFromRead(read(['HT', 'HQ', 'S6', 'C7', 'D9', 'SA', 'CQ', 'DA', 'S8']), DEFAULT_SETTINGS, null, [
      null,
      'nothing',
      'nothing',
      'nothing',
    ]);
    expect(whole?.verdict?.contest).toMatchObject({ outcome: 'certain', team: null });
  });

  test('the odds deal the cards not read at random', () => {
    const request = oddsRequestFromRead(read(FULL.slice(0, 7)), DEFAULT_SETTINGS);
    expect(request?.hand).toHaveLength(7);
  });
});
