import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type CardId, deckCards, readTable, resolveTable, SUITS } from '../../src/core/index.js';
import { resolve } from '../helpers/tables.js';

// Klaverjas's roem, counted in the four cards of a trick: the NKU's tournament rules and the Dutch card
// federation's table as its clubs print it (docs/rules.md, "Klaverjas").
const roemOf = (trick: string, trump: string | null = 'S', options?: Record<string, unknown>) =>
  resolve({ rules: 'klaverjas', ...(trump ? { trump } : {}), trick, ...(options ? { options } : {}) }).roem;

describe('NKU and KBN: the roem of a trick', () => {
  test.each([
    ['issue 44: Q K A of trump, a run of three and stuk', 'SQ SK SA H7', 40],
    ['“Drie opeenvolgende kaarten van een kleur geeft 20 roem”', 'H7 H8 H9 SA', 20],
    ['“Vier opeenvolgende kaarten van een kleur geeft 50 roem”', 'HT HJ HQ HK', 50],
    ['“Heer + vrouw van de troefkleur (stuk) geeft 20 roem”', 'SK SQ H7 D9', 20],
    ['“Boer, vrouw, heer van de troefkleur geeft 40 roem”', 'SJ SQ SK H7', 40],
    ['“Tien, boer, vrouw, heer van de troefkleur geeft 70 roem”', 'ST SJ SQ SK', 70],
    ['K and Q of a suit that is not trump: no stuk', 'HK HQ D7 C9', 0],
    ['the run order 7 8 9 10 J Q K A: 9-10-J', 'D9 DT DJ C7', 20],
    ['J-Q-K are a run though the Jack ranks low in plain suits', 'DJ DQ DK C7', 20],
    ['four Jacks: 200', 'HJ DJ SJ CJ', 200],
    ['four Aces: 100', 'HA DA SA CA', 100],
    ['“Aas t/m Zeven … 100 Roem”: four sevens', 'H7 D7 S7 C7', 100],
    ['no run across suits', 'H7 D8 S9 CT', 0],
  ])('%s', (_text, trick, points) => {
    expect(roemOf(trick)?.points).toBe(points);
  });

  test('the melds that make it are named: the run and stuk', () => {
    const roem = roemOf('SQ SK SA H7');
    expect(roem?.melds).toMatchObject([{ kind: 'sequence', suit: 'S', low: 'Q', high: 'A', points: 20 }]);
    expect(roem?.stoeck).toBe(true);
  });

  test('clubs that count four 7s, 8s and 9s nothing (BGA’s table): the option fourPoints', () => {
    const low = { fourPoints: { '7': 0, '8': 0, '9': 0 } };
    expect(roemOf('H7 D7 S7 C7', 'S', low)?.points).toBe(0);
    expect(roemOf('HJ DJ SJ CJ', 'S', low)?.points).toBe(200);
  });

  test('a trick still being played: the roem so far, said as such', () => {
    const roem = roemOf('SQ SK SA');
    expect(roem).toMatchObject({ points: 40, cards: 3 });
  });

  test('the trump not given: a King and Queen of one suit cannot be called stuk, and is not counted', () => {
    const roem = roemOf('SQ SK SA H7', null);
    expect(roem).toMatchObject({ points: 20, stoeck: false, stoeckUnknown: true });
    expect(roemOf('SQ SA H7 D8', null)?.stoeckUnknown).toBe(false);
  });

  test('a hand alone has no roem to declare: no melds, no stuk from the hand, no comparison', () => {
    const result = resolve({ rules: 'klaverjas', trump: 'H', hands: ['HJ HQ HK HA', 'DJ SJ CJ HJ'.replace(' HJ', ' D7')] });
    expect(result.meldsCount).toBe('trick');
    expect(result.roem).toBeNull();
    expect(result.players.every((player) => player.melds.length === 0 && player.stoeckPoints === 0)).toBe(true);
    expect(result.winner).toBeNull();
    expect(result.teams).toBeUndefined();
  });

  test('a 6 in the trick is refused with the coded error that names it', () => {
    expect(readTable({ rules: 'klaverjas', trump: 'S', trick: 'SQ SK SA H6' })).toMatchObject({
      ok: false,
      errors: [{ code: 'not-in-deck', field: 'trick', token: 'H6', card: 'H6', offset: 9 }],
    });
  });

  test('more than four cards in a trick is refused', () => {
    expect(readTable({ rules: 'klaverjas', trump: 'S', trick: 'SQ SK SA H7 H8' })).toMatchObject({
      ok: false,
      errors: [{ code: 'too-many', field: 'trick' }],
    });
  });
});

describe('the roem of any trick (properties)', () => {
  const deck = deckCards('belot');
  const trick = fc.uniqueArray(fc.constantFrom(...deck), { minLength: 4, maxLength: 4 });
  const trump = fc.constantFrom(...SUITS);

  test('the points are the melds’ points and stuk’s 20, in any order the cards fall', () => {
    fc.assert(
      fc.property(trick, trump, fc.nat(23), (cards, suit, turn) => {
        const order = [...cards.slice(turn % 4), ...cards.slice(0, turn % 4)] as CardId[];
        const read = readTable({ rules: 'klaverjas', trump: suit, trick: order.join(' ') });
        if (!read.ok) throw new Error(JSON.stringify(read.errors));
        const roem = resolveTable(read.table).roem;
        const again = roemOf(cards.join(' '), suit);
        expect(roem?.points).toBe(again?.points);
        const sum = (roem?.melds ?? []).reduce((total, meld) => total + meld.points, 0) + (roem?.stoeck ? 20 : 0);
        expect(roem?.points).toBe(sum);
        // Four cards hold at most one meld: a run, or four of a kind.
        expect(roem?.melds.length).toBeLessThanOrEqual(1);
        // Stuk exactly where the King and Queen of trump lie in the trick.
        expect(roem?.stoeck).toBe(cards.includes(`${suit}K` as CardId) && cards.includes(`${suit}Q` as CardId));
      }),
      { numRuns: 500 },
    );
  });

  test('the roem is one of the sums the rule texts allow', () => {
    const allowed = new Set([0, 20, 40, 50, 70, 100, 200]);
    fc.assert(
      fc.property(trick, trump, (cards, suit) => {
        expect(allowed.has(roemOf(cards.join(' '), suit)?.points ?? -1)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
