import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CardId, DEFAULT_PAIRING, deckCards, FACES, LANGS, parseHand } from '../../src/core/index.js';
import { cardName } from '../../src/i18n/card-names.js';
import { getMessages } from '../../src/i18n/index.js';

/* Issue 11: a reader of hands that forgives. */

describe('commas, semicolons and line breaks always end a card', () => {
  it.each([
    ['Puur, Schilte Ass, Schilte König', ['SJ', 'SA', 'SK']],
    ['Schiltä Näll, Puur, Schilte Ass', ['S9', 'SJ', 'SA']],
    ['Rosen Ober; Rosen König\nRosen Ass', ['HQ', 'HK', 'HA']],
  ] as const)('%s', (text, cards) => {
    expect(parseHand(text, { trump: 'S' })).toMatchObject({ ok: true, cards });
  });
});

describe('a word not understood is one error, at that word, with what it may have meant', () => {
  it('one typo is one error: "Rosn Ober, Rosen König"', () => {
    const read = parseHand('Rosn Ober, Rosen König');
    expect(read.cards).toEqual(['HK']);
    expect(read.errors).toEqual([
      { code: 'unknown-card', token: 'Rosn', offset: 0, length: 4, suggestions: ['Rosen', 'Rose', 'Rosa'] },
    ]);
  });

  it.each([
    ['king of hearst', 'hearst', 'Hearts'],
    ['Rosen Könnig', 'Könnig', 'König'],
    ['Schilten Obr', 'Obr', 'Ober'],
    ['roi de coer', 'coer', 'cœur'],
    ['asso di cuoir', 'cuoir', 'Cuori'],
    ['Eichlä Uner', 'Uner', 'Under'],
  ])('%s: the error is at “%s”, suggesting %s', (text, token, suggestion) => {
    const [error, ...rest] = parseHand(text).errors;
    expect(rest).toEqual([]);
    expect(error?.token).toBe(token);
    expect(error?.suggestions).toContain(suggestion);
    expect(error?.suggestions?.length).toBeLessThanOrEqual(3);
  });

  it('no suggestion for what looks like no card word', () => {
    expect(parseHand('H6 XY H7').errors).toEqual([{ code: 'unknown-card', token: 'XY', offset: 3, length: 2 }]);
  });
});

describe('property: any hand written with names and commas, in any language and order, reads back', () => {
  it('every language, both faces', () => {
    const deck = deckCards('jass');
    fc.assert(
      fc.property(
        fc.shuffledSubarray(deck, { minLength: 1, maxLength: 9 }),
        fc.constantFrom(...LANGS),
        fc.constantFrom(...FACES),
        fc.constantFrom(', ', ',', '; ', '\n', ' , '),
        (cards: CardId[], lang, face, separator) => {
          const messages = getMessages(lang);
          const text = cards.map((card) => cardName(card, messages, face, DEFAULT_PAIRING)).join(separator);
          const read = parseHand(text);
          expect(read.errors, text).toEqual([]);
          expect([...read.cards].sort()).toEqual([...cards].sort());
        },
      ),
      { seed: 11, numRuns: 400 },
    );
  });
});
