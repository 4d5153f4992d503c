import { describe, expect, test } from 'vitest';
import { formatHand, parseHand } from '../../src/core/index.js';

describe('parseHand: every notation of RULES.md', () => {
  test.each([
    ['canonical ids', 'H6 ST CA', ['H6', 'ST', 'CA']],
    ['10 accepted for the ten', 'H10 D10', ['HT', 'DT']],
    ['lower case', 'h6 st ca', ['H6', 'ST', 'CA']],
    ['rank first', '10H AS 6c', ['HT', 'SA', 'C6']],
    ['suit symbols', '♥10 ♠A A♣ ♦6', ['HT', 'SA', 'CA', 'D6']],
    ['commas and semicolons', 'H6,H7;H8 , H9', ['H6', 'H7', 'H8', 'H9']],
    ['English names', 'king of hearts, Ace of Spades, ten of clubs, Jack of diamonds', ['HK', 'SA', 'CT', 'DJ']],
    ['German names', 'Herz Dame, Pik Ass, Kreuz Bauer, Karo 10, Ecken König, Schaufel 9', ['HQ', 'SA', 'CJ', 'DT', 'DK', 'S9']],
    ['German-Swiss names', 'Rosen Ober, Schilten Ass, Eicheln Under, Schellen Banner', ['HQ', 'SA', 'DJ', 'CT']],
    ['Swiss German spellings', 'Roosä König, Eichlä Ober, Schiltä Näll, Schällä Sächs', ['HK', 'DQ', 'S9', 'C6']],
    // Issue 45: dialect and diminutive forms, as decks name their cards' files and classes.
    [
      'Swiss German diminutives',
      'Rösli Zehn, roesli koenig, Eicheli Ass, Schiltli Unger, Schälleli Nüni',
      ['HT', 'HK', 'DA', 'SJ', 'C9'],
    ],
    ['dialect ranks', 'Rosen Sibni, Rosen Chönig, Schelle Zähni, Eichle Sächsi', ['H7', 'HK', 'CT', 'D6']],
    [
      'Dutch names (Klaverjas)',
      'harten vrouw, schoppen boer, klaveren aas, ruiten heer, harten tien, schoppen negen',
      ['HQ', 'SJ', 'CA', 'DK', 'HT', 'S9'],
    ],
    ['French names', 'roi de cœur, as de pique, valet de trèfle, dame de carreau', ['HK', 'SA', 'CJ', 'DQ']],
    ['French without diacritics', 'roi de coeur, valet de trefle', ['HK', 'CJ']],
    ['Italian names', 'asso di cuori, re di picche, fante di fiori, donna di quadri', ['HA', 'SK', 'CJ', 'DQ']],
    ['suit first in English', 'hearts king', ['HK']],
  ])('%s: %s', (_, text, cards) => {
    const result = parseHand(text);
    expect(result.errors).toEqual([]);
    expect(result.cards).toEqual(cards);
  });

  test('Puur and Nell name the trump Jack and nine', () => {
    expect(parseHand('Puur Nell', { trump: 'S' }).cards).toEqual(['SJ', 'S9']);
    expect(parseHand('bourg', { trump: 'D' }).cards).toEqual(['DJ']);
  });

  test('Puur without a trump is a coded error', () => {
    expect(parseHand('Puur').errors).toEqual([{ code: 'needs-trump', token: 'Puur', offset: 0, length: 4 }]);
  });

  test('the German-Swiss pairing is data and switchable', () => {
    const pairing = { rosen: 'H', eicheln: 'C', schilten: 'S', schellen: 'D' } as const;
    expect(parseHand('Eicheln Ass, Schellen Ass', { pairing }).cards).toEqual(['CA', 'DA']);
    expect(parseHand('Eicheln Ass, Schellen Ass').cards).toEqual(['DA', 'CA']);
  });
});

describe('parseHand: bad input is a coded error with token and offset', () => {
  test('unknown card', () => {
    expect(parseHand('H6 XY H7')).toEqual({
      ok: false,
      cards: ['H6', 'H7'],
      errors: [{ code: 'unknown-card', token: 'XY', offset: 3, length: 2 }],
      more: 0,
    });
  });
  test('a name whose suit is misspelt is one error, at the misspelt word (issue 11)', () => {
    expect(parseHand('king of hearst').errors).toEqual([
      { code: 'unknown-card', token: 'hearst', offset: 8, length: 6, suggestions: ['Hearts', 'Heart'] },
    ]);
  });
  test('duplicate', () => {
    expect(parseHand('H6 h6').errors).toEqual([{ code: 'duplicate', token: 'h6', offset: 3, length: 2, card: 'H6' }]);
  });
  test('duplicate across notations', () => {
    expect(parseHand('king of hearts, HK').errors[0]).toMatchObject({ code: 'duplicate', token: 'HK', offset: 16, length: 2 });
  });
  test('too many cards for a Jass hand (9)', () => {
    const result = parseHand('H6 H7 H8 H9 HT HJ HQ HK HA S6');
    expect(result.errors).toEqual([{ code: 'too-many', token: 'S6', offset: 27, length: 2, card: 'S6' }]);
  });
  test('a Belot hand holds 8 cards, and no sixes', () => {
    expect(parseHand('H7 H8 H9 HT HJ HQ HK HA', { deck: 'belot' }).ok).toBe(true);
    expect(parseHand('H6', { deck: 'belot' }).errors).toEqual([
      { code: 'not-in-deck', token: 'H6', offset: 0, length: 2, card: 'H6' },
    ]);
    expect(parseHand('H7 H8 H9 HT HJ HQ HK HA S7', { deck: 'belot' }).errors[0]?.code).toBe('too-many');
  });
  test('empty text is an empty hand', () => {
    expect(parseHand('  ')).toEqual({ ok: true, cards: [], errors: [], more: 0 });
  });
});

test('formatHand writes canonical ids', () => {
  expect(formatHand(parseHand('roi de cœur, ♠10').cards)).toBe('HK ST');
});
