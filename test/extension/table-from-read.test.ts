import { describe, expect, test } from 'vitest';
import type { Mode } from '../../src/core/index.js';
import type { PageRead } from '../../src/extension/reader/read-page.js';
import { DEFAULT_SETTINGS } from '../../src/extension/settings.js';
import { isPartial, pageAnswer, requestFromRead } from '../../src/extension/table-from-read.js';

type Taps = readonly (string | null)[];
const resultFromRead = (page: PageRead, settings = DEFAULT_SETTINGS, trump: Mode | null = null, taps: Taps = []) =>
  pageAnswer(page, settings, trump, taps).result;
const refusedSaid = (page: PageRead, settings = DEFAULT_SETTINGS, trump: Mode | null = null, taps: Taps = []) =>
  pageAnswer(page, settings, trump, taps).refused;

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
    const request = pageAnswer(read(FULL.slice(0, 7)), DEFAULT_SETTINGS).odds;
    expect(request?.hand).toHaveLength(7);
  });
});

describe('issue 29: words of the page that cannot be never take the player’s answer away', () => {
  test('"Weis 300" for Left beside a hand holding every suit is refused there; the hand and its fifty stay', () => {
    // The player holds a card of each suit: nobody else has a nine-card run.
    const page = read(FULL, { said: [null, null, null, 'Weis 300'] });
    const refused = refusedSaid(page, DEFAULT_SETTINGS, 'H');
    expect(refused).toEqual([{ seat: 3, text: 'Weis 300' }]);
    // The overlay's taps of a new hand: a null for each seat not tapped.
    expect(refusedSaid(page, DEFAULT_SETTINGS, 'H', [null, null, null, null])).toEqual(refused);
    const result = resultFromRead(page, DEFAULT_SETTINGS, 'H');
    expect(result?.players[0]?.best?.points).toBe(50);
    expect(result?.players[3]?.unheard).toBe(true);
    expect(result?.verdict?.contest?.outcome).toBe('conditional');
  });

  test('the player’s own tap is never refused for the page’s words', () => {
    const page = read(FULL, { said: [null, null, null, 'Weis 300'] });
    expect(refusedSaid(page, DEFAULT_SETTINGS, 'H', [null, null, null, '20'])).toEqual([]);
    expect(resultFromRead(page, DEFAULT_SETTINGS, 'H', [null, null, null, '20'])?.players[3]?.said).toEqual({
      melds: [{ points: 20 }],
      stoeck: false,
    });
  });
});

describe('issue 26: the core takes the cards a reader holds as cards', () => {
  test('the hand goes to the core as its ids, with no text between; only words said are text', () => {
    const request = requestFromRead(
      read(FULL, { said: [null, 'fifty', null, null], others: [[], [], ['C8', 'C9', 'CT']] }),
      DEFAULT_SETTINGS,
    );
    expect(request.hands).toEqual([FULL, 'fifty', null, ['C8', 'C9', 'CT']]);
    const answer = pageAnswer(read(FULL, { others: [[], [], ['C8', 'C9', 'CT']] }), DEFAULT_SETTINGS, 'H');
    expect(answer.result?.players[0]?.cards).toEqual(FULL);
    expect(answer.result?.players[3]?.best?.points).toBe(20);
    // Melds shown on the page: nothing is left to deal, no odds are counted.
    expect(answer.odds).toBeNull();
  });
});
