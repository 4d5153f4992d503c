import { describe, expect, test } from 'vitest';
import { resolve } from '../helpers/tables.js';

const FIVE_TO_KING = 'H9 HT HJ HQ HK';
const FOUR_ACES = 'HA DA SA CA';

describe('RULES.md worked examples', () => {
  test.each(['schieber', 'official', 'no-cross'])('1. (000) five-card sequence beats four aces on cards, %s', (rules) => {
    const result = resolve({ rules, trump: 'S', hands: [FIVE_TO_KING, FOUR_ACES] });
    expect(result.winner).toEqual({ seat: 0, team: 0, decidedBy: 'cards' });
    expect(result.teams?.map((team) => team.weis)).toEqual([100, 0]);
  });

  test('1. Vorarlberg has no cards stage: four aces beat a sequence up to the King on the highest card', () => {
    const result = resolve({ rules: 'vorarlberg', trump: 'S', hands: [FIVE_TO_KING, FOUR_ACES] });
    expect(result.winner).toEqual({ seat: 1, team: 1, decidedBy: 'highest' });
  });

  test('2. (000) both melds in one team under schieber: the team writes 100, not 200', () => {
    const result = resolve({ rules: 'schieber', trump: 'S', hands: [FIVE_TO_KING, '', FOUR_ACES] });
    expect(result.teams?.[0].weis).toBe(100);
    expect(result.teams?.[0].shown.map((shown) => shown.meld.points)).toEqual([100]);
  });

  test('2. (004) under official the team writes all its Weis: 200', () => {
    const result = resolve({ rules: 'official', trump: 'S', hands: [FIVE_TO_KING, '', FOUR_ACES] });
    expect(result.teams?.[0].weis).toBe(200);
  });

  test('3. (004) Ober, King and Ace of Rosen plus four Kings count together under official: 120', () => {
    const result = resolve({ rules: 'official', trump: 'S', hands: ['Rosen Ober, Rosen König, Rosen Ass, DK, SK, CK'] });
    expect(result.players[0]?.melds.map((meld) => meld.points)).toEqual([100, 20]);
    expect(result.teams?.[0].weis).toBe(120);
  });

  test('3. without cross-Weis the King counts once: four Kings only, 100', () => {
    const result = resolve({ rules: 'no-cross', trump: 'S', hands: ['HQ HK HA DK SK CK'] });
    expect(result.players[0]?.melds.map((meld) => meld.kind)).toEqual(['four']);
    expect(result.teams?.[0].weis).toBe(100);
  });

  test('4. (004) three in a row in a round ×2: 40', () => {
    expect(resolve({ trump: 'S', factor: 2, hands: ['H6 H7 H8'] }).teams?.[0].weis).toBe(40);
  });

  test('5. Obenabe ×3, four Obers plus the partner’s three in a row: 3 × 120 = 360 (official)', () => {
    const result = resolve({ rules: 'official', trump: 'obenabe', factor: 3, hands: ['HQ DQ SQ CQ', '', 'S6 S7 S8'] });
    expect(result.teams?.[0].weis).toBe(360);
  });

  test('6. three players with 7-8-9 in three suits, none trump: the one nearest the forehand wins', () => {
    const hands = ['D7 D8 D9', 'S7 S8 S9', 'C7 C8 C9'];
    expect(resolve({ trump: 'H', forehand: 1, hands }).winner).toEqual({ seat: 1, team: 1, decidedBy: 'seat' });
    expect(resolve({ trump: 'H', forehand: 2, hands }).winner).toEqual({ seat: 2, team: 0, decidedBy: 'seat' });
    expect(resolve({ trump: 'H', forehand: 0, hands }).winner).toEqual({ seat: 0, team: 0, decidedBy: 'seat' });
  });

  test('6. if one of them is in trump, that one wins', () => {
    const result = resolve({ trump: 'S', forehand: 0, hands: ['D7 D8 D9', 'S7 S8 S9', 'C7 C8 C9'] });
    expect(result.winner).toEqual({ seat: 1, team: 1, decidedBy: 'trump' });
  });

  test('7. Undenufe under official: 6-7-8 beats Q-K-A on the lowest card', () => {
    const result = resolve({ rules: 'official', trump: 'undenufe', hands: ['HQ HK HA', 'S6 S7 S8'] });
    expect(result.winner).toEqual({ seat: 1, team: 1, decidedBy: 'highest' });
  });

  test('7. Undenufe under official: four 6s beat four aces', () => {
    const result = resolve({ rules: 'official', trump: 'undenufe', hands: ['H6 D6 S6 C6', FOUR_ACES] });
    expect(result.winner).toEqual({ seat: 0, team: 0, decidedBy: 'highest' });
  });

  test('7. Undenufe under schieber keeps the natural order: Q-K-A beats 6-7-8', () => {
    const result = resolve({ rules: 'schieber', trump: 'undenufe', hands: ['HQ HK HA', 'S6 S7 S8'] });
    expect(result.winner).toEqual({ seat: 0, team: 0, decidedBy: 'highest' });
  });
});

describe('docs/rules.md worked examples of Belote and Klaverjas', () => {
  test('8. Belote: “Un carré de 100 points est plus fort qu’un cent”', () => {
    const result = resolve({ rules: 'belote', trump: 'S', hands: [FIVE_TO_KING, FOUR_ACES] });
    expect(result.winner).toEqual({ seat: 1, team: 1, decidedBy: 'kind' });
    expect(result.teams?.map((team) => team.weis)).toEqual([0, 100]);
  });

  test('9. Belote: two tierces to the Jack, neither in trump: no annonce counts; in trump, that one wins', () => {
    const equal = resolve({ rules: 'belote', trump: 'S', hands: ['H9 HT HJ', 'D9 DT DJ'] });
    expect(equal.winner).toBeNull();
    expect(equal.teams?.map((team) => team.weis)).toEqual([0, 0]);
    const trump = resolve({ rules: 'belote', trump: 'D', hands: ['H9 HT HJ', 'D9 DT DJ'] });
    expect(trump.winner).toEqual({ seat: 1, team: 1, decidedBy: 'trump' });
    expect(trump.teams?.map((team) => team.weis)).toEqual([0, 20]);
  });

  test('10. Klaverjas: Queen, King and Ace of trump with a 7: 40 roem', () => {
    expect(resolve({ rules: 'klaverjas', trump: 'S', trick: 'SQ SK SA H7' }).roem?.points).toBe(40);
  });

  test('11. Klaverjas: Ten, Jack, Queen, King of trump: 70 roem', () => {
    expect(resolve({ rules: 'klaverjas', trump: 'S', trick: 'ST SJ SQ SK' }).roem?.points).toBe(70);
  });
});
