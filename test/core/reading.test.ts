import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { deckCards, PRESETS, readSeatText, readTable, resolveTable } from '../../src/core/index.js';
import { resolve } from '../helpers/tables.js';

const read = (text: string, input?: 'auto' | 'melds') => readSeatText(text, PRESETS.schieber, 'H', undefined, input);

describe('issue 14: one reading of a text, said out loud', () => {
  test('"Rosen Ass 6" is a hand (the suit said once, issue 27), never "Six in a row up to the Ace"', () => {
    expect(read('Rosen Ass 6')).toEqual({ reading: 'cards', cards: ['HA', 'H6'], errors: [], more: 0 });
    // A rank with nothing before it to take a suit from is still a slip, and no meld.
    expect(read('Ass 6')).toEqual({
      reading: 'cards',
      cards: [],
      errors: [
        { code: 'needs-suit', token: 'Ass', offset: 0, length: 3 },
        { code: 'needs-suit', token: '6', offset: 4, length: 1 },
      ],
      more: 0,
    });
    const table = readTable({ trump: 'H', hands: ['Ass 6'] });
    expect(table.ok).toBe(false);
  });

  test('two typos in a hand: one error at each word, with what it may have meant, and no meld', () => {
    const seat = read('Rosn Ober, Rosen Köng, Rosen Ass, schilte 6');
    expect(seat.reading).toBe('cards');
    expect(seat.melds).toBeUndefined();
    expect(seat.cards).toEqual(['HA', 'S6']);
    expect(seat.errors).toMatchObject([
      { code: 'unknown-card', token: 'Rosn', offset: 0, suggestions: expect.arrayContaining(['Rosen']) },
      { code: 'unknown-card', token: 'Köng', offset: 17, suggestions: expect.arrayContaining(['König']) },
    ]);
  });

  test('"kign of hearts" is one error at "kign", not three', () => {
    expect(read('kign of hearts').errors).toEqual([
      { code: 'unknown-card', token: 'kign', offset: 0, length: 4, suggestions: ['King'] },
    ]);
  });

  test('a suit without its card is an error at that word', () => {
    expect(read('H6 H7 Rosen').errors).toEqual([{ code: 'needs-rank', token: 'Rosen', offset: 6, length: 5 }]);
  });

  test.each([
    ['five-card sequence up to the King of Rosen; four aces', 2],
    ['Dreiblatt Rosen bis König', 1],
    ['Suite de cinq, cœur jusqu’au roi', 1],
    ['4 aces + 3 hearts to king', 2],
  ])('a text wholly in meld language reads as melds: %s', (text, count) => {
    const seat = read(text);
    expect(seat.reading).toBe('melds');
    expect(seat.errors).toEqual([]);
    expect(seat.melds).toHaveLength(count);
  });

  test('meld language with a hand in it is a hand, with an error at each word not understood', () => {
    const seat = read('four aces; H6 H7 H8');
    expect(seat.reading).toBe('cards');
    // "aces" is a card without its suit after the word not understood: one error, not two.
    expect(seat.errors.map((error) => error.token)).toEqual(['four']);
    expect(seat.cards).toEqual(['H6', 'H7', 'H8']);
  });

  test('melds input reads melds even where the text names cards; its errors are at the words', () => {
    const seat = read('H6 H7 H8', 'melds');
    expect(seat.reading).toBe('melds');
    expect(seat.errors).toMatchObject([{ code: 'unknown-meld', token: 'H6', offset: 0 }]);
  });

  test('the answer says how each seat was read', () => {
    const result = resolve({ trump: 'S', hands: ['five-card sequence up to the King of Rosen', 'HA DA SA CA', null] });
    expect(result.players.map((player) => player.reading)).toEqual(['melds', 'cards', null]);
  });

  test('property: a hand of cards in any order is always read as cards', () => {
    const written = fc.constantFrom<(card: string) => string>(
      (card) => card,
      (card) => `${card[1]}${card[0]}`,
      (card) =>
        `${{ '6': 'six', '7': 'seven', '8': 'eight', '9': 'nine', T: 'ten', J: 'jack', Q: 'queen', K: 'king', A: 'a' }[card[1] as string]} of ${{ H: 'hearts', D: 'diamonds', S: 'spades', C: 'clubs' }[card[0] as string]}`,
    );
    fc.assert(
      fc.property(fc.subarray(deckCards('jass'), { minLength: 1, maxLength: 9 }), written, (cards, write) => {
        const seat = read(cards.map(write).join(', '));
        expect(seat.reading).toBe('cards');
        expect(seat.errors).toEqual([]);
        expect(new Set(seat.cards)).toEqual(new Set(cards));
      }),
    );
  });
});

describe('issue 14: the answer carries what the views print', () => {
  test('Stöck: its word, its points; Belot in Belot', () => {
    const jass = resolve({ trump: 'H', factor: 3, hands: ['HQ HK HA'] });
    expect(jass.stoeckWord).toBe('stoeck');
    expect(jass.players[0]).toMatchObject({ stoeck: true, stoeckCount: 1, stoeckPoints: 20 });
    expect(jass.teams?.[0]?.stoeck).toBe(60);
    const belot = resolve({ rules: 'belot', trump: 'all-trumps', hands: ['HQ HK SQ SK'] });
    expect(belot.stoeckWord).toBe('belot');
    expect(belot.players[0]).toMatchObject({ stoeckCount: 2, stoeckPoints: 40 });
  });

  test('no Stöck while trump is not known', () => {
    const result = resolve({ hands: ['HQ HK HA'] });
    expect(result.mode).toBe('unknown');
    expect(result.players[0]).toMatchObject({ stoeck: false, stoeckPoints: 0 });
  });

  test('the deck played is in the answer: views offer only its ranks', () => {
    expect(resolve({ rules: 'belot', trump: 'H', hands: ['H7'] }).deck).toBe('belot');
    expect(resolve({ hands: ['H6'] }).deck).toBe('jass');
  });

  test('readTable gives each seat its reading, also while another seat has errors (each hand read once)', () => {
    const table = readTable({ hands: ['H6 H7 H8', 'kign'] });
    expect(table.ok).toBe(false);
    expect(table.reads.map((seat) => seat?.cards)).toEqual([['H6', 'H7', 'H8'], []]);
    const ok = readTable({ hands: ['four aces'] });
    expect(ok.ok && resolveTable(ok.table).players[0]?.reading).toBe('melds');
  });
});
