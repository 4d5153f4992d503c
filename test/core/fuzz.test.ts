import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type CardId,
  checkOddsRequest,
  enumerateHands,
  LIMITS,
  MODES,
  PRESET_NAMES,
  PRESETS,
  parseHand,
  parseMeldList,
  readSeatText,
  readTable,
  resolveTable,
  TABLE_ERROR_CODES,
  type TableError,
  type TableRequest,
  weisOdds,
} from '../../src/core/index.js';
import { allMessages } from '../../src/i18n/index.js';
import { errorText } from '../../src/i18n/sentences.js';

/*
 * Issue 9: no value at all makes the core throw, loop or answer without bound. Properties over
 * arbitrary JS values (fast-check's `anything` with BigInts, sparse arrays, null prototypes,
 * prototype keys) and over hostile objects: getters and proxies that throw, cycles.
 */

const KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hands', 'rules', 'options', 'trump', 'fourPoints', 'stages'];
const anything = fc.anything({
  key: fc.oneof(fc.string(), fc.constantFrom(...KEYS)),
  maxDepth: 3,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withSparseArray: true,
  withNullPrototype: true,
  withTypedArray: true,
  withObjectString: true,
});

function throwingGetter(): object {
  return Object.defineProperty({}, 'hands', {
    enumerable: true,
    get() {
      throw new Error('boom');
    },
  });
}
function throwingProxy(): object {
  return new Proxy(
    {},
    {
      get: () => {
        throw new Error('get');
      },
      ownKeys: () => {
        throw new Error('keys');
      },
    },
  );
}
function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable([], {});
  revoke();
  return proxy;
}
function circular(): object {
  const value: Record<string, unknown> = { hands: ['H6'] };
  value.options = value;
  value.self = value;
  return value;
}
const deepArray = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};
/** Made afresh for each use: fast-check cannot hold a revoked proxy as a constant. */
const HOSTILE_FACTORIES: (() => unknown)[] = [
  throwingGetter,
  throwingProxy,
  revokedProxy,
  circular,
  () => deepArray(20_000),
  // biome-ignore lint/suspicious/noSparseArray: a holey array is the point
  () => [, , 'H6 H7 H8'],
  () => Object.create(null),
  () => 'x'.repeat(1_000_000),
  () => 'H6 '.repeat(100_000),
  () => 'zz '.repeat(50_000),
  () => 10n ** 30n,
  () => Number.NaN,
  () => Number.POSITIVE_INFINITY,
  () => -0,
  () => Symbol('card'),
  () => () => 'H6',
];
// fast-check looks into every value it generates, which a revoked proxy refuses: that one is tried directly below.
const GENERATED = HOSTILE_FACTORIES.filter((make) => make !== revokedProxy);
const hostileObjects = fc.integer({ min: 0, max: GENERATED.length - 1 }).map((index) => (GENERATED[index] as () => unknown)());
const hostile = fc.oneof(anything, hostileObjects);

const HAND_WORDS = [
  'H6',
  'SA',
  '10H',
  '♥10',
  'Rosen Ober',
  'Puur',
  'Nell',
  'four aces',
  'constructor',
  '$&',
  '$1',
  'Schilte',
  'König',
  // The suit said once for several ranks (issue 27), and its near misses.
  'Rosen 9 10 Under Ober',
  'hearts 9 10 J Q',
  'cœur 9 10 valet',
  'Schilte 6 7 8',
  '10',
  'Ober',
  'of',
];
const handText = fc
  .array(fc.constantFrom(...HAND_WORDS), { maxLength: 12 })
  .map((words) => words.join(fc.sample(fc.constantFrom(' ', ', ', '; '), 1)[0]));
const maybe = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostile });

/** Tables near the valid ones, so the checks past the first field are reached too. */
const tableLike: fc.Arbitrary<unknown> = fc.record(
  {
    rules: maybe(fc.constantFrom(...PRESET_NAMES)),
    trump: maybe(fc.constantFrom(...MODES, 'Rosen', 'hearts')),
    forehand: maybe(fc.integer({ min: -1, max: 4 })),
    factor: maybe(fc.integer({ min: 0, max: 1001 })),
    game: maybe(fc.constantFrom('schieber', 'molotow')),
    tricks: maybe(fc.tuple(fc.integer({ min: -1, max: 10 }), fc.integer({ min: -1, max: 10 }))),
    hands: maybe(fc.array(fc.oneof(handText, fc.constant(null), hostile), { minLength: 0, maxLength: 5 })),
    options: maybe(
      fc.dictionary(
        fc.constantFrom(
          'crossUse',
          'fourPoints',
          'sequencePoints',
          'stages',
          'fourOrder',
          'suitOrder',
          'deck',
          'modes',
          'writes',
          '__proto__',
          'x',
        ),
        hostile,
        { maxKeys: 3 },
      ),
    ),
    trick: maybe(handText),
    pairing: maybe(fc.constant({ rosen: 'H', eicheln: 'C', schilten: 'S', schellen: 'D' })),
  },
  { requiredKeys: [] },
);

function expectCodedErrors(errors: readonly TableError[]): void {
  expect(errors.length).toBeGreaterThan(0);
  expect(errors.length).toBeLessThanOrEqual(LIMITS.errors);
  for (const error of errors) {
    expect(TABLE_ERROR_CODES).toContain(error.code);
    expect((error.token ?? '').length).toBeLessThanOrEqual(LIMITS.tokenChars);
    for (const messages of allMessages()) {
      const text = errorText(error, messages);
      expect(text).not.toContain('{token}');
      expect(text.length).toBeLessThan(400);
    }
  }
}

/** readTable's answer to anything: coded errors, or a table that resolves to a small, finite result. */
function checkRead(value: unknown): void {
  const read = readTable(value as TableRequest);
  if (!read.ok) {
    expectCodedErrors(read.errors);
    expect(read.more).toBeGreaterThanOrEqual(0);
    return;
  }
  const result = resolveTable(read.table);
  const json = JSON.stringify(result);
  expect(json.length).toBeLessThan(16 * 1024);
  for (const team of result.teams ?? []) expect(Number.isFinite(team.weis + team.stoeck)).toBe(true);
}

describe('fuzz: readTable, parseHand and the meld reader hold against any value', () => {
  test('readTable: any value is a coded error or a table that resolves', () => {
    fc.assert(fc.property(hostile, checkRead), { seed: 9, numRuns: 400 });
  });

  test('readTable: tables near the valid ones', () => {
    fc.assert(fc.property(tableLike, checkRead), { seed: 9, numRuns: 600 });
  });

  test('readTable: every hostile object in every field', () => {
    for (const field of ['rules', 'options', 'trump', 'forehand', 'factor', 'hands', 'tricks', 'game', 'trick', 'pairing']) {
      for (const make of HOSTILE_FACTORIES) {
        checkRead({ hands: ['H6 H7 H8'], [field]: make() });
        checkRead({ hands: [make(), 'SA'], [field]: make() });
      }
    }
  });

  test('parseHand, parseMeldList and readSeatText: coded errors for anything', () => {
    const rules = PRESETS.official;
    fc.assert(
      fc.property(fc.oneof(hostile, handText), (value) => {
        const hand = parseHand(value as string);
        if (!hand.ok) expectCodedErrors(hand.errors as TableError[]);
        expect(hand.cards.length).toBeLessThanOrEqual(9);
        const melds = parseMeldList(value as string, { rules, mode: 'S' });
        if (!melds.ok) expectCodedErrors(melds.errors as TableError[]);
        if (typeof value === 'string') readSeatText(value, rules, 'S');
      }),
      { seed: 9, numRuns: 500 },
    );
  });

  test('a hand over 200 words or 2,000 characters is one too-large error, found at once', () => {
    for (const text of ['H6 '.repeat(201), 'x'.repeat(2001), 'zz '.repeat(3_000_000)]) {
      expect(parseHand(text).errors).toEqual([expect.objectContaining({ code: 'too-large', offset: 0 })]);
    }
  });

  test('120,000 bad words in a table: at most 20 errors, the rest counted', () => {
    const read = readTable({ hands: ['zz '.repeat(199), 'yy '.repeat(199), 'xx '.repeat(199), 'ww '.repeat(199)] });
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.errors).toHaveLength(20);
      expect(read.more).toBe(4 * 199 - 20);
    }
  });

  test('prototype keys and lookalike words are refused, never looked up in Object.prototype', () => {
    expect(readTable(JSON.parse('{"hands":["H6"],"options":{"__proto__":{"crossUse":false}}}'))).toMatchObject({
      ok: false,
      errors: [{ code: 'unknown-option', token: '__proto__' }],
    });
    expect(readTable(JSON.parse('{"hands":["H6"],"__proto__":{}}'))).toMatchObject({
      ok: false,
      errors: [{ code: 'unknown-field' }],
    });
    expect(parseHand('constructor toString hasOwnProperty').errors.map((e) => e.token)).toEqual([
      'constructor',
      'toString',
      'hasOwnProperty',
    ]);
  });

  test('option values are checked for kind and range, not type alone', () => {
    for (const options of [
      { fourPoints: {} },
      { fourPoints: { J: 1e308 } },
      { fourPoints: { X: 100 } },
      { sequencePoints: ['x'] },
      { sequencePoints: [0, 0, 0, 25] },
      { sequenceFrom: 'Z' },
      { stages: [] },
      { stages: ['points', 'points'] },
      { fourOrder: ['x'] },
      { suitOrder: ['H', 'H', 'S', 'C'] },
      { deck: 'tarot' },
      { modes: ['H', 'nonsense'] },
      { crossUse: 'no' },
    ]) {
      const read = readTable({ hands: ['HJ DJ SJ CJ'], factor: 2, options });
      expect(read.ok, JSON.stringify(options)).toBe(false);
      if (!read.ok) expect(read.errors[0]?.code).toBe('bad-option');
    }
    const merged = readTable({ hands: ['H6 D6 S6 C6'], options: { fourPoints: { '6': 100 } } });
    expect(merged.ok && resolveTable(merged.table).players[0]?.best?.points).toBe(100);
  });

  test('numbers are finite and in range: forehand 0-3, factor 1-1000, tricks 0-9 and at most 9 together', () => {
    for (const [field, value] of [
      ['forehand', 4],
      ['forehand', 1.5],
      ['factor', 0],
      ['factor', 1001],
      ['factor', Number.POSITIVE_INFINITY],
      ['tricks', [5, 5]],
      ['tricks', [-1, 3]],
      ['tricks', [1, 2, 3]],
    ] as const) {
      expect(readTable({ hands: ['H6'], [field]: value }).ok, `${field} ${JSON.stringify(value)}`).toBe(false);
    }
    expect(readTable({ hands: ['H6'], tricks: [4, 5], factor: 1000, forehand: 3, rules: 'traditional' }).ok).toBe(true);
  });
});

describe('fuzz: odds and statistics always end', () => {
  const rules = PRESETS.schieber;

  test('weisOdds clamps what it is given: Infinity deals, bad seats, junk cards', () => {
    const odds = weisOdds({
      rules,
      mode: 'S',
      hand: ['H6', 'H7', 'H8', 'XX', 'H6'] as never,
      seat: 99,
      forehand: Number.NaN,
      deals: Number.POSITIVE_INFINITY,
      seed: -5,
    });
    expect(odds.deals).toBe(100_000);
    expect(odds.complete).toBe(true);
  });

  test('a rare announcement stops after the bounded number of draws and says so', () => {
    const request = {
      rules,
      mode: 'S' as const,
      hand: ['H6', 'H7', 'H8'] as CardId[],
      seat: 0,
      forehand: 0,
      deals: 5000,
      announced: [
        { seat: 1, points: 300 },
        { seat: 2, points: 300 },
      ],
    };
    const plain = weisOdds({ ...request, sampling: 'rejection' });
    expect(plain.drawn).toBeLessThanOrEqual(LIMITS.draws);
    expect(plain.complete).toBe(false);
    // Dealt what was said first, the same words fit at once.
    const weighted = weisOdds(request);
    expect(weighted.complete).toBe(true);
    expect(weighted.drawn).toBeLessThan(3 * request.deals);
  });

  test('checkOddsRequest: an announcement no hand can make, or too many deals, is an error at once', () => {
    expect(checkOddsRequest({ seat: 0, announced: [{ seat: 1, points: 990 }] }, rules, 'S')).toMatchObject({
      code: 'bad-announcement',
    });
    expect(checkOddsRequest({ seat: 0, announced: [{ seat: 0, points: 20 }] }, rules, 'S')).toMatchObject({ field: 'announced' });
    expect(checkOddsRequest({ deals: 10_000_000 }, rules, 'S')).toMatchObject({ field: 'deals' });
    expect(checkOddsRequest({ deals: Number.POSITIVE_INFINITY }, rules, 'S')).toMatchObject({ field: 'deals' });
    expect(checkOddsRequest({ seat: 0, deals: 1000, announced: [{ seat: 1, points: 150 }] }, rules, 'S')).toBeNull();
  });

  test('enumerateHands ends for any split of the work', () => {
    for (const [part, parts] of [
      [0, 0],
      [5, 2],
      [Number.NaN, Number.POSITIVE_INFINITY],
      [-1, -1],
    ]) {
      expect(() => enumerateHands(PRESETS.belot, 'S', { part, parts, onProgress: () => {} })).not.toThrow();
    }
  });
});
