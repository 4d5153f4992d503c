import { describe, expect, test } from 'vitest';
import { formatMeldSpec, PRESETS, parseMeldList, parseMeldSpec } from '../../src/core/index.js';
import { resolve } from '../helpers/tables.js';

describe('melds given directly (000: "select or enter the melds")', () => {
  test.each([
    ['five-card sequence up to the King of Rosen', { kind: 'sequence', suit: 'H', top: 'K', length: 5 }],
    ['Three in a row, Roses up to the King', { kind: 'sequence', suit: 'H', top: 'K', length: 3 }],
    ['Dreiblatt Rosen bis König', { kind: 'sequence', suit: 'H', top: 'K', length: 3 }],
    ['Vierblatt Schaufel bis Ass', { kind: 'sequence', suit: 'S', top: 'A', length: 4 }],
    ['sechs Blatt Herz bis Ass', { kind: 'sequence', suit: 'H', top: 'A', length: 6 }],
    ['Suite de cinq, cœur jusqu’au roi', { kind: 'sequence', suit: 'H', top: 'K', length: 5 }],
    ['Scala di tre, picche fino all’asso', { kind: 'sequence', suit: 'S', top: 'A', length: 3 }],
    ['four aces', { kind: 'four', rank: 'A' }],
    ['vier Ober', { kind: 'four', rank: 'Q' }],
    ['Vier Nell', { kind: 'four', rank: '9' }],
    ['four sixes', { kind: 'four', rank: '6' }],
    ['carré de valets', { kind: 'four', rank: 'J' }],
    ['quattro assi', { kind: 'four', rank: 'A' }],
  ])('%s', (text, spec) => {
    expect(parseMeldSpec(text)).toEqual(spec);
  });

  test('expanded to cards and valued by the rules', () => {
    const list = parseMeldList('five-card sequence up to the King of Rosen; four aces', { rules: PRESETS.schieber, mode: 'S' });
    expect(list.ok).toBe(true);
    expect(list.melds.map((m) => m.points)).toEqual([100, 100]);
    expect(list.cards).toEqual(['H9', 'HT', 'HJ', 'HQ', 'HK', 'HA', 'DA', 'SA', 'CA']);
  });

  test.each([
    ['four sixes', 'schieber', 'not-a-weis'],
    ['seven-card sequence up to the 10 of hearts', 'schieber', 'unknown-meld'],
    ['four sevens', 'belot', 'not-a-weis'],
    ['three in a row up to the 8 of hearts', 'belot', 'not-in-deck'],
    ['three in a row up to the 9 of hearts', 'traditional', 'not-a-weis'],
  ] as const)('%s under %s: %s', (text, rules, code) => {
    // Tokens are quoted up to 40 characters; `length` still spans the whole text in error.
    const token = text.length > 40 ? `${text.slice(0, 39)}…` : text;
    expect(parseMeldList(text, { rules: PRESETS[rules], mode: 'S' }).errors[0]).toMatchObject({
      code,
      token,
      offset: 0,
      length: text.length,
    });
  });

  test('a word that is no meld language is the error, with what it may have meant (issue 14)', () => {
    expect(parseMeldList('a nice hand', { rules: PRESETS.schieber, mode: 'S' }).errors[0]).toMatchObject({
      code: 'unknown-meld',
      token: 'nice',
      offset: 2,
      length: 4,
    });
    expect(
      parseMeldList('four aces; three in a row up to the Kign of hearts', { rules: PRESETS.schieber, mode: 'S' }),
    ).toMatchObject({
      melds: [{ kind: 'four', rank: 'A' }],
      errors: [{ code: 'unknown-meld', token: 'Kign', offset: 36, suggestions: ['King'] }],
    });
  });

  test('two melds sharing a card: allowed as sequence and four with cross-use, never two sequences', () => {
    const options = { rules: PRESETS.schieber, mode: 'S' } as const;
    expect(parseMeldList('three in a row up to the ace of hearts; four aces', options).ok).toBe(true);
    expect(
      parseMeldList('three in a row up to the ace of hearts; four in a row up to the ace of hearts', options).errors[0]?.code,
    ).toBe('duplicate');
    const noCross = { rules: PRESETS['no-cross'], mode: 'S' } as const;
    expect(parseMeldList('three in a row up to the ace of hearts; four aces', noCross).errors[0]).toMatchObject({
      code: 'duplicate',
      card: 'HA',
    });
  });

  test('a table of melds only: the five-card sequence beats four aces (000)', () => {
    const result = resolve({ trump: 'S', hands: ['five-card sequence up to the King of Rosen', 'four aces'] });
    expect(result.winner).toEqual({ seat: 0, team: 0, decidedBy: 'cards' });
  });
});

test('formatMeldSpec writes text that parseMeldSpec reads back', () => {
  for (const rank of ['6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const) {
    expect(parseMeldSpec(formatMeldSpec({ kind: 'four', rank }))).toEqual({ kind: 'four', rank });
    for (const suit of ['H', 'D', 'S', 'C'] as const) {
      for (let length = 3; length <= 9; length++) {
        const spec = { kind: 'sequence', suit, top: rank, length } as const;
        expect(parseMeldSpec(formatMeldSpec(spec))).toEqual(spec);
      }
    }
  }
});
