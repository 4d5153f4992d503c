import { describe, expect, test } from 'vitest';
import { resolve } from '../helpers/tables.js';

describe('002 Belot (Nio Jass): runs and carrés are two separate contests', () => {
  test('longer run wins, then the higher top card; suit has no bearing', () => {
    const result = resolve({ rules: 'belot', trump: 'S', hands: ['H7 H8 H9 HT', 'DJ DQ DK DA', 'S7 S8 S9'] });
    expect(result.winner).toBeNull();
    expect(result.winners?.sequence).toEqual({ seat: 1, team: 1, decidedBy: 'highest' });
    expect(result.contests?.sequence.comparison?.stages.map((s) => s.stage)).toEqual(['points', 'cards', 'highest']);
  });
  test('the same best run in both teams: neither team scores runs', () => {
    const result = resolve({ rules: 'belot', trump: 'C', hands: ['H7 H8 H9', 'D7 D8 D9'] });
    expect(result.winners?.sequence).toBeNull();
    expect(result.teams?.map((team) => team.weis)).toEqual([0, 0]);
  });
  test('the winning team scores all its runs, the partner’s included', () => {
    const result = resolve({ rules: 'belot', trump: 'C', hands: ['H7 H8 H9 HT', 'D7 D8 D9', 'S7 S8 S9'] });
    expect(result.teams?.map((team) => team.weis)).toEqual([70, 0]);
  });
  test('carrés: J > 9 > A > T > K > Q, the best carré’s team scores all its carrés', () => {
    const tens = resolve({ rules: 'belot', trump: 'C', hands: ['HT DT ST CT', 'HK DK SK CK'] });
    expect(tens.winners?.four).toEqual({ seat: 0, team: 0, decidedBy: 'highest' });
    const aces = resolve({ rules: 'belot', trump: 'C', hands: ['HT DT ST CT', 'HA DA SA CA', '', 'HQ DQ SQ CQ'] });
    expect(aces.winners?.four).toEqual({ seat: 1, team: 1, decidedBy: 'highest' });
    expect(aces.teams?.map((team) => team.weis)).toEqual([0, 200]);
    const nines = resolve({ rules: 'belot', trump: 'C', hands: ['H9 D9 S9 C9', 'HA DA SA CA'] });
    expect(nines.winners?.four).toEqual({ seat: 0, team: 0, decidedBy: 'points' });
  });
  test('the two contests can go to different teams', () => {
    const result = resolve({ rules: 'belot', trump: 'C', hands: ['H7 H8 H9 HT HJ', 'HA DA SA CA'] });
    expect(result.winners).toEqual({
      sequence: { seat: 0, team: 0, decidedBy: 'uncontested' },
      four: { seat: 1, team: 1, decidedBy: 'uncontested' },
    });
    expect(result.teams?.map((team) => team.weis)).toEqual([100, 100]);
  });
  test('belot: King and Queen of trump, 20, always scores, also inside a run', () => {
    const result = resolve({ rules: 'belot', trump: 'H', hands: ['HJ HQ HK', 'S9 ST SJ SQ'] });
    expect(result.teams?.map((team) => team.stoeck)).toEqual([20, 0]);
    expect(result.teams?.map((team) => team.weis)).toEqual([0, 50]);
  });
  test('All Trumps: every suit’s King and Queen is a belot', () => {
    const result = resolve({ rules: 'belot', trump: 'all-trumps', hands: ['HQ HK SQ SK', 'DQ DK'] });
    expect(result.teams?.map((team) => team.stoeck)).toEqual([40, 20]);
  });
  test('No Trumps: nobody declares anything', () => {
    const result = resolve({ rules: 'belot', trump: 'no-trumps', hands: ['HJ DJ SJ CJ HQ HK', 'S7 S8 S9 ST'] });
    expect(result.players.map((p) => p.melds)).toEqual([[], []]);
    expect(result.teams).toEqual([
      { weis: 0, stoeck: 0, shown: [], withheld: null },
      { weis: 0, stoeck: 0, shown: [], withheld: null },
    ]);
  });
  test('a player announces the meld with most points; a carré before a run on equal points', () => {
    const result = resolve({
      rules: 'belot',
      trump: 'C',
      hands: ['H7 H8 H9 HT HJ DA SA CA HA'.replace(' HA', ''), 'SK DK CK HK S7 S8 S9 ST'],
    });
    expect(result.players[1]?.best?.kind).toBe('four');
  });
});

describe('004 Molotow: everyone alone', () => {
  test('Handweis: every player writes all of their Weis as minus points, nothing compared', () => {
    const result = resolve({
      rules: 'official',
      trump: 'H',
      game: 'molotow',
      hands: ['S6 S7 S8 DA SA CA HA', 'C6 C7 C8 C9', 'HQ HK'],
    });
    expect(result.seats).toEqual([
      { weis: -120, stoeck: 0 },
      { weis: -50, stoeck: 0 },
      { weis: 0, stoeck: -20 },
    ]);
    expect(result.teams).toBeUndefined();
    expect(result.players.map((p) => p.team)).toEqual([0, 1, 2]);
  });
  test('option: compare as in Schieber, then only the best player writes (all their Weis)', () => {
    const result = resolve({
      rules: 'official',
      trump: 'H',
      game: 'molotow',
      options: { molotowCompare: true },
      hands: ['S6 S7 S8 DA SA CA HA', 'C6 C7 C8 C9', 'D6 D7 D8 D9 DT'],
    });
    expect(result.winner).toEqual({ seat: 2, team: 2, decidedBy: 'cards' });
    expect(result.seats?.map((seat) => seat.weis)).toEqual([0, 0, -100]);
  });
  test('Tischweis: three in a row lying in one trick is charged as plus points; King and Ober of trump +20', () => {
    const result = resolve({ rules: 'official', trump: 'H', game: 'molotow', hands: ['S6'], trick: 'D6 D7 D8 C6' });
    expect(result.tischweis?.points).toBe(20);
    const stoeck = resolve({ rules: 'official', trump: 'H', game: 'molotow', factor: 2, hands: ['S6'], trick: 'HQ HK HA D6' });
    expect(stoeck.tischweis).toMatchObject({ stoeck: true, points: 80 });
    const four = resolve({ rules: 'official', trump: 'H', game: 'molotow', hands: ['S6'], trick: 'H9 D9 S9 C9' });
    expect(four.tischweis?.points).toBe(150);
  });
});
