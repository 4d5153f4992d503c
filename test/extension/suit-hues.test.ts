import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CardId, cardRank, cardSuit, isInDeck, makeCard, RANKS, type Suit } from '../../src/core/index.js';
import type { Features } from '../../src/extension/reader/box-features.js';
import { readNamed } from '../../src/extension/reader/naming.js';
import { provedNaming } from '../../src/extension/reader/naming-proof.js';
import { germanSwissColours } from '../../src/extension/reader/suit-colours.js';

/*
 * Issue 35: a page that tells the suit only by the colour of its rank and sign. German-Swiss
 * signs come in four hues of their own (a red rose, a gold bell, a brown acorn, a dark or grey
 * shield): one named card then reads the whole hand, however the deal falls. French decks (red
 * and black, or four colours) are never read by those hues.
 */

/** German-Swiss palettes as games draw them: Rosen (H), Schellen (C), Eicheln (D), Schilten (S). */
const GERMAN: Record<Suit, string>[] = [
  { H: 'rgb(220, 20, 60)', C: 'rgb(255, 215, 0)', D: 'rgb(139, 69, 19)', S: 'rgb(47, 79, 79)' },
  { H: '#c0392b', C: '#b8860b', D: '#8b5a2b', S: '#6c7a89' },
  { H: '#e53935', C: '#fbc02d', D: '#795548', S: '#212121' },
];
/** French palettes: two colours, or the four colours of tournament decks. */
const FRENCH: Record<Suit, string>[] = [
  { H: '#d32f2f', D: '#d32f2f', S: '#111111', C: '#111111' },
  { H: '#c62828', D: '#1565c0', S: '#212121', C: '#2e7d32' },
  { H: '#e00000', D: '#ffa500', S: '#008000', C: '#000000' },
];

/** A box whose rank is its text and whose suit only the colour of that text shows. */
const box =
  (palette: Record<Suit, string>) =>
  (card: CardId): Features => ({
    text: { J: 'U', Q: 'O' }[cardRank(card) as string] ?? (cardRank(card) === 'T' ? '10' : cardRank(card)),
    'text-color': palette[cardSuit(card)],
  });
const jass = (card: CardId) => isInDeck(card, 'jass');
/** The lesson proved after the player names the first boxes of the row as `cards`. */
const nameFirst = (boxes: readonly Features[], cards: readonly CardId[]) =>
  provedNaming(
    cards.map((card, index) => ({ features: boxes[index] as Features, card })),
    boxes,
    jass,
  );

describe('suits told by their German-Swiss hue (issue 35)', () => {
  it('each hue names one suit; red and black alone, or a four-colour French deck, name none', () => {
    for (const palette of GERMAN)
      expect(germanSwissColours(Object.values(palette))).toEqual(
        Object.fromEntries(Object.entries(palette).map(([suit, colour]) => [colour, suit])),
      );
    for (const palette of FRENCH) expect(germanSwissColours(Object.values(palette))).toBeNull();
    // two reds: no suit is told by them
    expect(germanSwissColours(['#c0392b', '#e53935', '#b8860b'])).toBeNull();
  });

  it('a hand sorted by suit is read after naming its first two cards, all of one suit', () => {
    const hand: CardId[] = ['C7', 'CK', 'CQ', 'CT', 'DQ', 'HQ', 'HT', 'SA', 'SK'];
    const boxes = hand.map(box(GERMAN[0] as Record<Suit, string>));
    const naming = nameFirst(boxes, ['C7', 'CK']);
    expect(naming && boxes.map((features) => readNamed(naming, features))).toEqual(hand);
  });

  it('a name that contradicts the hues is believed: the hues are then not used', () => {
    const hand: CardId[] = ['C7', 'CK', 'DQ', 'HQ', 'SA'];
    const boxes = hand.map(box(GERMAN[0] as Record<Suit, string>));
    // the player calls the gold seven a Rosen seven: gold is then no bell on this page
    expect(nameFirst(boxes, ['H7', 'HK'])).toBeNull();
  });

  const deal = fc
    .uniqueArray(fc.tuple(fc.constantFrom<Suit>('H', 'D', 'S', 'C'), fc.constantFrom(...RANKS)), {
      minLength: 2,
      maxLength: 9,
      selector: ([suit, rank]) => suit + rank,
    })
    .map((pairs) => pairs.map(([suit, rank]) => makeCard(suit, rank)));

  it('property: named in page order, a hand is read whole and right, or not at all; never a wrong card', () => {
    fc.assert(
      fc.property(deal, fc.constantFrom(...GERMAN, ...FRENCH), fc.integer({ min: 1, max: 4 }), (hand, palette, count) => {
        const boxes = hand.map(box(palette));
        const naming = nameFirst(boxes, hand.slice(0, count));
        if (!naming) return;
        const read = boxes.map((features) => readNamed(naming, features));
        expect(read).toEqual(hand);
      }),
      { seed: 35, numRuns: 400 },
    );
  });

  it('property: on a German-Swiss page of two suits or more, a bell or an acorn among them, two named cards are enough (one, and one to check it)', () => {
    fc.assert(
      fc.property(
        // A hand of one rank only is left out (its text is the same on every card and says
        // nothing), and one of roses and shields only (red and black: a French deck's colours).
        deal.filter(
          (hand) =>
            new Set(hand.map(cardSuit)).size > 1 &&
            new Set(hand.map(cardRank)).size > 1 &&
            hand.some((card) => cardSuit(card) === 'C' || cardSuit(card) === 'D'),
        ),
        fc.constantFrom(...GERMAN),
        (hand, palette) => {
          const boxes = hand.map(box(palette));
          const naming = nameFirst(boxes, hand.slice(0, 2));
          expect(naming && boxes.map((features) => readNamed(naming, features))).toEqual(hand);
        },
      ),
      { seed: 35, numRuns: 200 },
    );
  });
});
