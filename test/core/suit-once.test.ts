import { describe, expect, test } from 'vitest';
import { type CardId, PRESETS, parseHand, readSeatText } from '../../src/core/index.js';

/*
 * Issue 27: a hand typed as people say it, the suit said once for several ranks ("Rosen 9 10
 * Under Ober"), in every language, read by the core's one reader with the same errors as before.
 */
const CASES: [lang: string, text: string, cards: CardId[]][] = [
  ['de-CH', 'Rosen 9 10 Under Ober', ['H9', 'HT', 'HJ', 'HQ']],
  ['de-CH', 'Schilte 6 7 8, Eichle Ass', ['S6', 'S7', 'S8', 'DA']],
  ['de-CH', 'Schellen Banner Under Ober König Ass', ['CT', 'CJ', 'CQ', 'CK', 'CA']],
  ['de', 'Herz 9 10 Bube Dame', ['H9', 'HT', 'HJ', 'HQ']],
  ['de', 'Kreuz Ass König; Pik 7 8 9', ['CA', 'CK', 'S7', 'S8', 'S9']],
  ['en', 'hearts 9 10 J Q', ['H9', 'HT', 'HJ', 'HQ']],
  ['en', 'spades six seven eight, diamonds ace', ['S6', 'S7', 'S8', 'DA']],
  ['fr', 'cœur 9 10 valet dame', ['H9', 'HT', 'HJ', 'HQ']],
  ['fr', 'pique as roi dame', ['SA', 'SK', 'SQ']],
  ['it', 'cuori 9 10 fante donna', ['H9', 'HT', 'HJ', 'HQ']],
  ['it', 'picche asso re, fiori 6 7', ['SA', 'SK', 'C6', 'C7']],
];

describe('issue 27: the suit said once, then several ranks', () => {
  for (const [lang, text, cards] of CASES) {
    test(`${lang}: "${text}"`, () => {
      expect(parseHand(text)).toEqual({ ok: true, cards, errors: [], more: 0 });
      // The table's one reader of a seat's text reads it as those cards.
      expect(readSeatText(text, PRESETS.schieber, 'unknown')).toMatchObject({ reading: 'cards', cards, errors: [] });
    });
  }

  test('a suit followed by ranks starts a new run; a rank with a suit of its own keeps it', () => {
    expect(parseHand('Rosen 9 10 Schilte Under Ober').cards).toEqual(['H9', 'HT', 'SJ', 'SQ']);
    expect(parseHand('Rosen 9 10 of spades').cards).toEqual(['H9', 'ST']);
    expect(parseHand('hearts 9, 10 spades').cards).toEqual(['H9', 'ST']);
  });

  test('a run ends at a comma, a semicolon or a new line: a rank after it still needs its suit', () => {
    expect(parseHand('Rosen 9 10, Under')).toMatchObject({
      ok: false,
      cards: ['H9', 'HT'],
      errors: [{ code: 'needs-suit', token: 'Under', offset: 12 }],
    });
    expect(parseHand('Under Ober').errors.map((error) => error.code)).toEqual(['needs-suit', 'needs-suit']);
  });

  test('the same errors and suggestions as before: a card twice, a slip, a card the deck lacks', () => {
    expect(parseHand('Rosen 9 10 9').errors).toMatchObject([{ code: 'duplicate', card: 'H9', token: '9', offset: 11 }]);
    const slip = parseHand('Rosen 9 10 Unter Obr');
    expect(slip.cards).toContain('H9');
    expect(slip.errors.some((error) => error.code === 'unknown-card' && error.token === 'Obr')).toBe(true);
    expect(parseHand('hearts 6 7 8', { deck: 'belot' }).errors[0]).toMatchObject({ code: 'not-in-deck', card: 'H6' });
  });
});
