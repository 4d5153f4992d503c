import { describe, expect, test } from 'vitest';
import { DEFAULT_PAIRING, enumerateHands, makeRules, readTable } from '../../src/core/index.js';
import { getMessages } from '../../src/i18n/index.js';
import { summaryText } from '../../src/i18n/summary.js';
import { resolve } from '../helpers/tables.js';

/*
 * House rule `stoeck: false`: King and Ober of trump count nothing. No Stöck in any result, team
 * total, verdict or count of hands; the views, which format the answer, then show none.
 */
const noStoeck = { stoeck: false };

describe('stoeck: false, King and Ober of trump count nothing', () => {
  test('on by default: Queen and King of trump are Stöck, 20', () => {
    const result = resolve({ trump: 'H', hands: ['HQ HK'] });
    expect(result.players[0]).toMatchObject({ stoeck: true, stoeckPoints: 20 });
    expect(result.teams?.[0].stoeck).toBe(20);
    expect(result.countsStoeck).toBe(true);
  });

  test.each(['schieber', 'official', 'no-cross', 'traditional', 'vorarlberg'])(
    '%s: no Stöck for the player, none for the team',
    (rules) => {
      const result = resolve({ rules, trump: 'H', hands: ['HQ HK', 'SA'], options: noStoeck, tricks: [4, 5] });
      expect(result.players[0]).toMatchObject({ stoeck: false, stoeckCount: 0, stoeckPoints: 0 });
      expect(result.teams?.map((team) => team.stoeck)).toEqual([0, 0]);
      expect(result.countsStoeck).toBe(false);
    },
  );

  test('official ×3: Ober, King and Ace of trump with four Kings write 3 × 120 = 360, not 3 × 140', () => {
    const hands = ['HQ HK HA DK SK CK'];
    expect(resolve({ rules: 'official', trump: 'H', factor: 3, hands }).teams?.[0]).toMatchObject({ weis: 360, stoeck: 60 });
    const without = resolve({ rules: 'official', trump: 'H', factor: 3, hands, options: noStoeck });
    expect(without.teams?.[0]).toMatchObject({ weis: 360, stoeck: 0 });
  });

  test('Belot: no belot, in a trump suit nor in All Trumps', () => {
    for (const trump of ['H', 'all-trumps']) {
      const result = resolve({ rules: 'belot', trump, hands: ['HQ HK SQ SK'], options: noStoeck });
      expect(result.teams?.[0].stoeck).toBe(0);
      expect(result.players[0]?.stoeckCount).toBe(0);
    }
  });

  test('Molotow: no Stöck minus points, and no +20 for King and Ober of trump in one trick', () => {
    const table = { rules: 'official', game: 'molotow', trump: 'H', hands: ['HQ HK'], trick: 'HQ HK S6 C9' };
    expect(resolve(table).seats?.[0]?.stoeck).toBe(-20);
    expect(resolve(table).tischweis).toMatchObject({ stoeck: true, points: 20 });
    const without = resolve({ ...table, options: noStoeck });
    expect(without.seats?.[0]?.stoeck).toBe(0);
    expect(without.tischweis).toMatchObject({ stoeck: false, points: 0 });
  });

  test('said at the table: “fifty; Stöck” counts no Stöck, and is not shown as said', () => {
    const result = resolve({ trump: 'H', hands: ['S6 S7 S8', 'fifty; stoeck'], options: noStoeck });
    expect(result.players[1]?.said).toEqual({ melds: [{ points: 50 }], stoeck: false });
    expect(result.teams?.map((team) => team.stoeck)).toEqual([0, 0]);
    // Stöck alone said: the melds are still not said.
    const only = readTable({ trump: 'H', hands: ['S6 S7 S8', 'stoeck'], options: noStoeck });
    expect(only.ok && only.table.seats[1]?.said).toEqual({ melds: null, stoeck: false });
  });

  test('the count of every hand has no hand with Stöck (a slice of the enumeration)', () => {
    const counts = enumerateHands(makeRules('schieber', noStoeck), 'H', { part: 0, parts: 4096 });
    expect(counts.hands).toBeGreaterThan(0);
    expect(counts.bestWithStoeck.every((count) => count === 0)).toBe(true);
    expect(counts.countsStoeck).toBe(false);
    const withStoeck = enumerateHands(makeRules('schieber'), 'H', { part: 0, parts: 4096 });
    expect(withStoeck.bestWithStoeck.some((count) => count > 0)).toBe(true);
  });

  test('the words of the answer name no Stöck', () => {
    const result = resolve({ trump: 'H', hands: ['HQ HK H6 H7 H8', 'SA'], options: noStoeck });
    const view = { messages: getMessages('en'), lang: 'en' as const, face: 'french' as const, pairing: DEFAULT_PAIRING };
    expect(summaryText(result, view)).not.toMatch(/Stöck/);
    expect(summaryText(result, view)).toContain('20');
  });
});
