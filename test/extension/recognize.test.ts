import { describe, expect, it } from 'vitest';
import { pageCardText, parseHand } from '../../src/core/index.js';
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
