import { describe, expect, test } from 'vitest';
import { type CardId, declareMelds, makeRules, readTable } from '../../src/core/index.js';
import { resolve } from '../helpers/tables.js';

/*
 * House rule `declares: 'total'`: without cross-use, a player declares the set of separate melds
 * with the most points in all (as Belot always does), not the set whose best meld is strongest
 * (RULES.md). Ten to Ace of Hearts with the three other Kings: five in a row (100), or four Kings
 * with Ten, Jack, Queen (100 + 20).
 */
const TEN_TO_ACE_AND_KINGS = 'HT HJ HQ HK HA DK SK CK D6';
const cards = (text: string) => text.split(' ') as CardId[];
const total = { crossUse: false, declares: 'total' } as const;

describe('declares: the set of separate melds a player declares', () => {
  test('no-cross (strongest): the run to the Ace, the strongest meld, 100', () => {
    const melds = declareMelds(cards(TEN_TO_ACE_AND_KINGS), makeRules('no-cross'), 'S');
    expect(melds.map((meld) => [meld.kind, meld.points])).toEqual([['sequence', 100]]);
  });

  test('total: four Kings and Ten, Jack, Queen, 120', () => {
    const melds = declareMelds(cards(TEN_TO_ACE_AND_KINGS), makeRules('no-cross', total), 'S');
    expect(melds.map((meld) => [meld.kind, meld.points])).toEqual([
      ['four', 100],
      ['sequence', 20],
    ]);
  });

  test.each(['no-cross', 'traditional', 'vorarlberg'])('usable with every preset without cross-use: %s', (rules) => {
    expect(readTable({ rules, trump: 'S', hands: ['H6'], options: { declares: 'total' } }).ok).toBe(true);
  });

  test('with cross-use every meld is declared: the option is refused there, naming crossUse', () => {
    expect(readTable({ rules: 'schieber', hands: ['H6'], options: { declares: 'total' } })).toMatchObject({
      ok: false,
      errors: [{ code: 'bad-option', field: 'options.declares', token: 'declares', conflict: 'crossUse' }],
    });
    expect(readTable({ rules: 'official', hands: ['H6'], options: total }).ok).toBe(true);
  });

  test('Belot declares by total already (its preset says so); declaring by the strongest meld is refused there', () => {
    expect(makeRules('belot').declares).toBe('total');
    expect(readTable({ rules: 'belot', trump: 'S', hands: ['H7'], options: { declares: 'strongest' } })).toMatchObject({
      ok: false,
      errors: [{ code: 'bad-option', conflict: 'contests' }],
    });
    // A preset's own value is never refused: Belot with cross-use reads as it always did.
    expect(readTable({ rules: 'belot', trump: 'S', hands: ['H7'], options: { crossUse: true } }).ok).toBe(true);
  });
});

describe('declares: total at the table', () => {
  const hands = [TEN_TO_ACE_AND_KINGS, 'S6 S7 S8 S9 ST'];

  test('no-cross: our run to the Ace beats their run to the Ten on the highest card; we write 100', () => {
    const result = resolve({ rules: 'no-cross', trump: 'C', hands });
    expect(result.winner).toEqual({ seat: 0, team: 0, decidedBy: 'highest' });
    expect(result.teams?.map((team) => team.weis)).toEqual([100, 0]);
  });

  test('total: our best is four Kings (100, four cards); their five in a row wins on cards', () => {
    const result = resolve({ rules: 'no-cross', trump: 'C', hands, options: { declares: 'total' } });
    expect(result.players[0]?.best).toMatchObject({ kind: 'four', rank: 'K' });
    expect(result.winner).toEqual({ seat: 1, team: 1, decidedBy: 'cards' });
    expect(result.teams?.map((team) => team.weis)).toEqual([0, 100]);
  });

  test('total with fourBeatsSequence: four Kings beat the run; writes all: we write 120', () => {
    const result = resolve({ rules: 'no-cross', trump: 'C', hands, options: { declares: 'total', fourBeatsSequence: true } });
    expect(result.winner).toEqual({ seat: 0, team: 0, decidedBy: 'kind' });
    expect(result.teams?.map((team) => team.weis)).toEqual([120, 0]);
  });

  test('total with writes: best: the winning team writes its single best Weis, 100', () => {
    const options = { declares: 'total', fourBeatsSequence: true, writes: 'best' };
    const result = resolve({ rules: 'no-cross', trump: 'C', hands, options });
    expect(result.teams?.map((team) => team.weis)).toEqual([100, 0]);
  });

  test('a hand read in part is no floor under total: four Kings may still take the run to the Ace apart', () => {
    // Seven cards read: the run to the Ace so far; the two unread may be the other Kings.
    const read = { trump: 'C', hands: ['HT HJ HQ HK HA DK SK', 'S6 S7 S8 S9 ST'], partial: [0] };
    const strongest = resolve({ rules: 'no-cross', ...read });
    expect(strongest.verdict?.contest).toMatchObject({ outcome: 'certain', team: 0 });
    const byTotal = resolve({ rules: 'no-cross', ...read, options: { declares: 'total' } });
    expect(byTotal.verdict?.contest?.outcome).toBe('conditional');
    expect(byTotal.verdict?.contest?.possible).toEqual([true, true]);
  });
});
