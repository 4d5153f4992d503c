import { describe, expect, test } from 'vitest';
import { enumerateHands, enumerationUnits, makeRules, mergeCounts, PRESETS, statsRows, weisOdds } from '../../src/core/index.js';

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

describe('exact statistics: every hand enumerated, checked against closed forms', () => {
  const jass = enumerateHands(PRESETS.schieber, 'H');

  test('every 9-card Jass hand once: C(36, 9) = 94,143,280', () => {
    expect(jass.hands).toBe(94_143_280);
    expect(statsRows(jass).reduce((sum, row) => sum + row.count, 0)).toBe(choose(36, 9));
  });
  test('hands holding four Under: C(32, 5) = 201,376; the same for every rank', () => {
    expect(jass.holdingFour).toEqual(new Array(9).fill(choose(32, 5)));
  });
  test('four Under (200) is always the best Weis of a hand holding them: a 7-card run would need 10 cards', () => {
    expect(statsRows(jass).find((row) => row.kind === 'four' && row.points === 200)?.count).toBe(201_376);
  });
  test('hands holding all nine cards of a suit: 4', () => {
    expect(statsRows(jass).find((row) => row.points === 300)?.count).toBe(4);
  });
  test('hands holding Stöck (King and Ober of trump): C(34, 7) = 5,379,616', () => {
    expect(jass.bestWithStoeck.reduce((a, b) => a + b, 0)).toBe(choose(34, 7));
  });
  test('in slices of any size (as a page counts, by the time each takes), the counts add up to the whole', () => {
    const units = enumerationUnits(PRESETS.schieber);
    const slices = [];
    for (let from = 0, size = 3; from < units; from += size, size = size * 3 + 1)
      slices.push(enumerateHands(PRESETS.schieber, 'H', { from, to: from + size }));
    expect(mergeCounts(slices)).toEqual(jass);
  });

  test('split into parts, the counts add up to the whole', () => {
    const parts = [0, 1, 2].map((part) => enumerateHands(PRESETS.schieber, 'H', { part, parts: 3 }));
    expect(mergeCounts(parts)).toEqual(jass);
  });
  test('under official rules four 6s, 7s and 8s count: more hands have a 100', () => {
    const official = enumerateHands(PRESETS.official, 'H');
    const hundred = (counts: typeof jass, kind: string) =>
      statsRows(counts).find((r) => r.kind === kind && r.points === 100)?.count ?? 0;
    expect(hundred(official, 'four')).toBeGreaterThan(hundred(jass, 'four'));
  });

  test('every 8-card Belot hand once: C(32, 8) = 10,518,300; four 7s or 8s are no carré', () => {
    const belot = enumerateHands(PRESETS.belot, 'S');
    expect(belot.hands).toBe(choose(32, 8));
    expect(belot.holdingFour).toEqual([
      0,
      choose(28, 4),
      choose(28, 4),
      choose(28, 4),
      choose(28, 4),
      choose(28, 4),
      choose(28, 4),
      choose(28, 4),
      choose(28, 4),
    ]);
    expect(statsRows(belot).some((row) => row.kind === 'sequence' && row.points > 100)).toBe(false);
  });
});

describe('odds: seeded Monte Carlo over the unseen cards', () => {
  const base = { rules: PRESETS.schieber, mode: 'S' as const, seat: 0, forehand: 0, deals: 20_000 };

  test('nine of a suit always wins', () => {
    const odds = weisOdds({ ...base, hand: ['H6', 'H7', 'H8', 'H9', 'HT', 'HJ', 'HQ', 'HK', 'HA'] });
    expect(odds.player).toEqual({ p: 1, se: 0 });
    expect(odds.team.p).toBe(1);
  });
  test('no Weis never wins for the player; the partner still may', () => {
    const odds = weisOdds({ ...base, hand: ['H6', 'H8', 'HT', 'HQ', 'D6', 'D8', 'DT', 'DQ', 'SA'] });
    expect(odds.player.p).toBe(0);
    expect(odds.team.p).toBeGreaterThan(0.05);
  });
  test('the same seed gives the same answer; the player never wins more often than the team', () => {
    const hand = ['H9', 'HT', 'HJ', 'HQ', 'SA', 'DA', 'C6', 'C8', 'S7'] as const;
    const a = weisOdds({ ...base, hand: [...hand], seed: 7 });
    expect(weisOdds({ ...base, hand: [...hand], seed: 7 })).toEqual(a);
    expect(a.player.p).toBeLessThanOrEqual(a.team.p);
    expect(a.team.se).toBeGreaterThan(0);
  });
  test('a fifty announced from the left lowers the chance of a fifty', () => {
    const hand = ['H9', 'HT', 'HJ', 'HQ', 'SA', 'DA', 'C6', 'C8', 'S7'] as const;
    const free = weisOdds({ ...base, hand: [...hand] });
    const conditioned = weisOdds({ ...base, hand: [...hand], announced: [{ seat: 1, points: 50 }] });
    expect(conditioned.deals).toBe(20_000);
    expect(conditioned.drawn).toBeGreaterThan(conditioned.deals);
    expect(conditioned.player.p).toBeLessThan(free.player.p);
  });
  test('Belot: the two contests apart', () => {
    const odds = weisOdds({ ...base, rules: makeRules('belot'), hand: ['HJ', 'DJ', 'SJ', 'CJ', 'H7', 'H8', 'H9', 'ST'] });
    expect(odds.contests?.four.p).toBe(1);
    expect(odds.contests?.sequence.p).toBeGreaterThan(0.3);
  });
});
