import { describe, expect, it } from 'vitest';
import { pageCardText, parseHand } from '../../src/core/index.js';
import { cardOfName } from '../../src/extension/reader/attribute-words.js';
import { recognizeCard, recognizeFileCard } from '../../src/extension/reader/recognize.js';

// How real game pages write one card (issue 35): each row a trait, read through the core's parser.
describe('one card as pages write it', () => {
  const cases: [string, string | null][] = [
    ['🂱', 'HA'], // Unicode's ace of hearts
    ['🂠', null], // a card's back names none
    ['🂬', null], // the knight: no deck of ours has it
    ['U of hearts', 'HJ'], // a Swiss rank letter with an English suit
    ['Herz D', 'HQ'], // the German Dame's letter after the suit
    ['D ♥', 'HQ'],
    ['D♥', 'HQ'],
    ['R♦', 'DK'], // Roi, Re
    ['B Pik', 'SJ'], // Bube
    ['V ♣', 'CJ'], // Valet
    ['F cuori', 'HJ'], // Fante
    ['as ♣ as', 'CA'], // a face that prints its corners twice
    ['10 suit hearts', 'HT'], // words between rank and suit
    ['as', null], // French "as" alone is a rank, no card
    ['♥', null], // a suit alone is no card
    ['10♥ 10♠', null], // two cards are no one card
  ];
  for (const [text, card] of cases) {
    it(`"${text}" is ${card ?? 'no card'}`, () => expect(recognizeCard(text)).toBe(card));
  }

  it('a file named as.png is the ace of spades; an address is read decoded', () => {
    expect(recognizeFileCard('/img/cards/aces/as.png')).toBe('SA');
    expect(recognizeFileCard('/art/cards/c%C5%93ur_valet.png')).toBe('HJ');
  });

  it('a row of Unicode cards is one card each', () => {
    expect(parseHand(pageCardText('🂱🂶🃁')).cards).toEqual(['HA', 'H6', 'DA']);
    // The two of hearts is no card of a Jass deck: an error in its place, the others read.
    const withTwo = parseHand(pageCardText('🂱 🂲'));
    expect(withTwo.cards).toEqual(['HA']);
    expect(withTwo.errors).toHaveLength(1);
  });
});

// Issue 45: a card named in the names a page gives its boxes (class, id, data-*), in any language
// and in the German-Swiss dialect and diminutive forms; never by a letter or a bare number.
describe('a card in the names a page gives its boxes', () => {
  const cases: [string, string | null][] = [
    ['karte roesli zehn', 'HT'],
    ['chaertli Rösli Koenig', 'HK'],
    ['card schaelle ass', 'CA'],
    ['c_eicheli_unger', 'DJ'],
    ['schiltli-nueni', 'S9'],
    ['card-hearts-queen', 'HQ'],
    ['cardQueenHearts', 'HQ'],
    ['carte coeur valet', 'HJ'],
    ['carta cuori re', 'HK'],
    ['rank-10 suit-spades', 'ST'],
    ['card-7-diamonds', 'D7'],
    // Names that are no card: sizes and grids, a suit's icon, two suits, a letter for the suit.
    ['col-6 hearts-icon', null],
    ['w-6 h-8', null],
    ['suit-hearts', null],
    ['hearts spades ace', null],
    ['h ace', null],
    ['card back', null],
  ];
  for (const [name, card] of cases) {
    it(`"${name}" is ${card ?? 'no card'}`, () => expect(cardOfName(name, {})).toBe(card));
  }
});
