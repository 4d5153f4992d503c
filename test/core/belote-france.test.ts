import { describe, expect, test } from 'vitest';
import { readTable } from '../../src/core/index.js';
import { resolve } from '../helpers/tables.js';

// Belote as France plays it, from the FFB's rules of the Coinche (the federation's text with annonces)
// and the rule pages cited in docs/rules.md ("Belote (France)").
const teamsWeis = (result: ReturnType<typeof resolve>) => result.teams?.map((team) => team.weis);
const teamsBelote = (result: ReturnType<typeof resolve>) => result.teams?.map((team) => team.stoeck);

describe('FFB: the values of the annonces', () => {
  test.each([
    ['tierce', 'H7 H8 H9', 20],
    ['cinquante (quarte)', 'H7 H8 H9 HT', 50],
    ['cent (quinte)', 'H7 H8 H9 HT HJ', 100],
    ['a run of six is still a cent', 'H7 H8 H9 HT HJ HQ', 100],
    ['a run of eight is one cent', 'H7 H8 H9 HT HJ HQ HK HA', 100],
    ['carré de valets', 'HJ DJ SJ CJ', 200],
    ['carré de neuf', 'H9 D9 S9 C9', 150],
    ['carré d’as', 'HA DA SA CA', 100],
    ['carré de dix', 'HT DT ST CT', 100],
    ['carré de rois', 'HK DK SK CK', 100],
    ['carré de dames', 'HQ DQ SQ CQ', 100],
    ['“les carrés de 7 et 8 ne comptent pas”: sevens', 'H7 D7 S7 C7', 0],
    ['“les carrés de 7 et 8 ne comptent pas”: eights', 'H8 D8 S8 C8', 0],
  ])('%s', (_name, hand, points) => {
    const result = resolve({ rules: 'belote', trump: 'S', hands: [hand] });
    expect(teamsWeis(result)).toEqual([points, 0]);
  });

  test('runs in the natural order 7 8 9 10 V D R A: 10-V-D is a tierce, 9-V-D none', () => {
    expect(teamsWeis(resolve({ rules: 'belote', trump: 'S', hands: ['HT HJ HQ'] }))).toEqual([20, 0]);
    expect(teamsWeis(resolve({ rules: 'belote', trump: 'S', hands: ['H9 HJ HQ'] }))).toEqual([0, 0]);
  });

  test('a 6 is not in the deck: the coded error names it', () => {
    const read = readTable({ rules: 'belote', trump: 'S', hands: ['H6 H7 H8'] });
    expect(read).toMatchObject({ ok: false, errors: [{ code: 'not-in-deck', token: 'H6', card: 'H6', offset: 0 }] });
  });
});

describe('FFB: which annonce is the highest', () => {
  test('“Un carré de 100 points est plus fort qu’un cent”', () => {
    const result = resolve({ rules: 'belote', trump: 'S', hands: ['H7 H8 H9 HT HJ', 'HK DK SK CK'] });
    expect(result.winner).toEqual({ seat: 1, team: 1, decidedBy: 'kind' });
    expect(teamsWeis(result)).toEqual([0, 100]);
  });

  test('tierce against tierce: the one with the higher card wins (“Tierce hauteur Valet”)', () => {
    const result = resolve({ rules: 'belote', trump: 'S', hands: ['H9 HT HJ', 'D8 D9 DT'] });
    expect(result.winner).toEqual({ seat: 0, team: 0, decidedBy: 'highest' });
  });

  test('still equal: the annonce in trump is the higher', () => {
    const result = resolve({ rules: 'belote', trump: 'D', hands: ['H9 HT HJ', 'D9 DT DJ'] });
    expect(result.winner).toEqual({ seat: 1, team: 1, decidedBy: 'trump' });
  });

  test('still equal: no annonce counts, even a side’s lower ones', () => {
    const result = resolve({ rules: 'belote', trump: 'S', hands: ['H9 HT HJ', 'D9 DT DJ', 'C7 C8 C9'] });
    expect(result.winner).toBeNull();
    expect(teamsWeis(result)).toEqual([0, 0]);
  });

  test('no seat decides: the first to play has no edge (a seat stage is the option of tables that use it)', () => {
    const first = resolve({ rules: 'belote', trump: 'S', forehand: 0, hands: ['H9 HT HJ', 'D9 DT DJ'] });
    const second = resolve({ rules: 'belote', trump: 'S', forehand: 1, hands: ['H9 HT HJ', 'D9 DT DJ'] });
    expect([first.winner, second.winner]).toEqual([null, null]);
    const bySeat = resolve({
      rules: 'belote',
      trump: 'S',
      forehand: 1,
      options: { stages: ['points', 'highest', 'trump', 'seat'] },
      hands: ['H9 HT HJ', 'D9 DT DJ'],
    });
    expect(bySeat.winner).toEqual({ seat: 1, team: 1, decidedBy: 'seat' });
  });

  test('the higher points win: a cinquante beats a tierce in trump', () => {
    const result = resolve({ rules: 'belote', trump: 'S', hands: ['H7 H8 H9 HT', 'SQ SK SA'] });
    expect(result.winner).toEqual({ seat: 0, team: 0, decidedBy: 'points' });
  });
});

describe('FFB: what the winning side writes', () => {
  test('all its annonces, the partner’s and those below the other side’s best included', () => {
    const result = resolve({ rules: 'belote', trump: 'S', hands: ['HJ DJ SJ CJ', 'H7 H8 H9 HT', 'D7 D8 D9'] });
    expect(result.winner?.team).toBe(0);
    expect(teamsWeis(result)).toEqual([220, 0]);
  });

  test('a card counts in one annonce only: a carré of Kings and a tierce to the King are not both written', () => {
    const result = resolve({ rules: 'belote', trump: 'S', hands: ['HK DK SK CK HQ HJ'] });
    expect(teamsWeis(result)).toEqual([100, 0]);
    // Where a table lets a card serve twice (club-belote.com: "généralement"), both count.
    const cross = resolve({ rules: 'belote', trump: 'S', options: { crossUse: true }, hands: ['HK DK SK CK HQ HJ'] });
    expect(teamsWeis(cross)).toEqual([120, 0]);
  });

  test('the player declares the set with the most points', () => {
    // HQ in the carré or in the run 9-10-V-D-R: the carré and a tierce 9-10-V (120) against a quinte alone (100).
    const result = resolve({ rules: 'belote', trump: 'S', hands: ['HQ DQ SQ CQ H9 HT HJ HK'] });
    expect(result.players[0]?.melds.map((meld) => meld.points)).toEqual([100, 20]);
    expect(teamsWeis(result)).toEqual([120, 0]);
  });
});

describe('FFB: belote et rebelote', () => {
  test('20 to its holder’s team, also when the other side wins the annonces', () => {
    const result = resolve({ rules: 'belote', trump: 'H', hands: ['HQ HK', 'S7 S8 S9 ST'] });
    expect(teamsBelote(result)).toEqual([20, 0]);
    expect(teamsWeis(result)).toEqual([0, 50]);
  });

  test('its King and Queen may also sit in an annonce', () => {
    const result = resolve({ rules: 'belote', trump: 'H', hands: ['HJ HQ HK'] });
    expect(teamsWeis(result)).toEqual([20, 0]);
    expect(teamsBelote(result)).toEqual([20, 0]);
  });

  test('Belote and Contrée as the FFB plays them (“sans annonces”): only belote counts', () => {
    const result = resolve({ rules: 'belote', trump: 'H', options: { melds: 'none' }, hands: ['HQ HK HJ', 'HA DA SA CA'] });
    expect(teamsWeis(result)).toEqual([0, 0]);
    expect(teamsBelote(result)).toEqual([20, 0]);
    expect(result.meldsCount).toBe('none');
    expect(result.players.every((player) => player.melds.length === 0)).toBe(true);
  });

  test('Tout Atout (Coinche): a belote in every suit', () => {
    const result = resolve({
      rules: 'belote',
      trump: 'all-trumps',
      options: { modes: ['H', 'D', 'S', 'C', 'no-trumps', 'all-trumps'] },
      hands: ['HQ HK SQ SK'],
    });
    expect(teamsBelote(result)).toEqual([40, 0]);
  });
});

describe('Belote’s own words', () => {
  test('the answer names the game’s words: annonces, belote', () => {
    const result = resolve({ rules: 'belote', trump: 'H', hands: ['HQ HK'] });
    expect(result).toMatchObject({ words: 'belote', stoeckWord: 'belote', meldsCount: 'hand' });
  });
});
