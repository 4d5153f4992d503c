import { describe, expect, it } from 'vitest';
import { type CardId, cardRank, cardSuit, isInDeck, RANKS, SUITS } from '../../src/core/index.js';
import type { Features } from '../../src/extension/reader/box-features.js';
import { learnNaming, type NamedExample, readNamed } from '../../src/extension/reader/naming.js';
import { provedNaming, proveNaming } from '../../src/extension/reader/naming-proof.js';
import { impossibleHand } from '../../src/extension/reader/read-page.js';

/*
 * Issue 26: a lesson is proved before it is used. What the player's names teach must name each
 * of them again when it is left out, and read every box as a card of the deck; a feature every
 * card shares carries nothing; and no hand with a card twice, or more cards than a deal, is a hand.
 */

/** A card cut from one sprite sheet: its column is the rank, its row the suit. */
const cell = (card: CardId): Features => ({
  image: 'cards.png',
  x: String(RANKS.indexOf(cardRank(card)) * -70),
  y: String(SUITS.indexOf(cardSuit(card)) * -100),
});
/** The same sheet where the suit is in the pixels only: every card's address and row are the same. */
const suitInPixels = (card: CardId): Features => ({ image: 'cards.png', x: String(RANKS.indexOf(cardRank(card)) * -70) });

const named = (cards: readonly CardId[], features: (card: CardId) => Features): NamedExample[] =>
  cards.map((card) => ({ features: features(card), card }));
const jass = (card: CardId) => isInDeck(card, 'jass');

describe('a lesson proved on the named cards (issue 26)', () => {
  const hand: CardId[] = ['H6', 'H7', 'H8', 'S9', 'ST', 'SJ', 'SQ', 'SK', 'SA'];
  const boxes = hand.map(cell);

  it('two names that fit a reading prove nothing: neither, left out, is named by the other', () => {
    const examples = named(['H6', 'SA'], cell);
    // The two agree with a reading of all nine boxes ...
    expect(learnNaming(examples, boxes)).not.toBeNull();
    // ... that nothing checks: it is not used.
    expect(provedNaming(examples, boxes, jass)).toBeNull();
  });

  it('a third name that the other two name right proves it, and the hand is read', () => {
    const naming = provedNaming(named(['H6', 'SA', 'H8'], cell), boxes, jass);
    expect(naming).not.toBeNull();
    expect(boxes.map((features) => readNamed(naming as NonNullable<typeof naming>, features))).toEqual(hand);
  });

  it('a name the others would read as another card refutes the lesson', () => {
    // The player named the 8 of Hearts "Queen of Hearts": the others read that cell as H8.
    const examples = [...named(['H6', 'SA', 'H7'], cell), { features: cell('H8'), card: 'HQ' as CardId }];
    expect(provedNaming(examples, boxes, jass)).toBeNull();
  });

  it('a feature every card shares carries no suit: four Hearts named read no nine Hearts', () => {
    const mixed: CardId[] = ['H6', 'H7', 'H8', 'HT', 'S9', 'DJ', 'CQ', 'SK', 'DA'];
    const sameRow = mixed.map(suitInPixels);
    const examples = named(['H6', 'H7', 'H8', 'HT'], suitInPixels);
    expect(learnNaming(examples, sameRow)).toBeNull();
    expect(provedNaming(examples, sameRow, jass)).toBeNull();
  });

  it('a reading with a card of another deck is no proof (a Belot deck has no Six)', () => {
    const examples = named(['H7', 'SA', 'H8'], cell);
    const belot = hand
      .filter((card) => cardRank(card) !== '6')
      .concat('H6' as CardId)
      .map(cell);
    expect(provedNaming(examples, belot, (card) => isInDeck(card, 'belot'))).toBeNull();
  });
});

describe('why a lesson is not proved yet, as the overlay says it (issue 26)', () => {
  const hand: CardId[] = ['H6', 'H7', 'H8', 'S9', 'ST', 'SJ', 'SQ', 'SK', 'SA'];
  const boxes = hand.map(cell);

  it('unchecked: the names fit a reading nothing named again checks', () => {
    expect(proveNaming(named(['H6', 'SA'], cell), boxes, jass)).toEqual({ naming: null, doubt: 'unchecked' });
  });

  it('misread: what was learnt would name a named card otherwise', () => {
    const examples = [...named(['H6', 'SA', 'H7'], cell), { features: cell('H8'), card: 'HQ' as CardId }];
    expect(proveNaming(examples, boxes, jass).doubt).toBe('misread');
  });

  it('alike: two boxes of the hand that nothing tells apart', () => {
    const alike = [...boxes.slice(0, 8), cell('H6')];
    expect(proveNaming(named(['H6', 'SA', 'H8'], cell), alike, jass)).toEqual({ naming: null, doubt: 'alike' });
  });

  it('more: the names do not yet say how to read every box', () => {
    expect(proveNaming(named(['H6'], cell), boxes, jass)).toEqual({ naming: null, doubt: 'more' });
  });

  it('proved: no doubt', () => {
    expect(proveNaming(named(['H6', 'SA', 'H8'], cell), boxes, jass).doubt).toBeNull();
  });
});

describe('no hand a deal cannot hold (issue 26)', () => {
  it('a card twice, or more cards than a hand, is impossible; a short hand is not', () => {
    expect(impossibleHand(['H6', 'H7', 'H6'], 'jass')).toBe('twice');
    expect(impossibleHand(['H6', 'H7', 'H8', 'H9', 'HT', 'HJ', 'HQ', 'HK', 'HA', 'S6'], 'jass')).toBe('too-many');
    expect(impossibleHand(['H7', 'H8', 'H9', 'HT', 'HJ', 'HQ', 'HK', 'HA', 'S7'], 'belot')).toBe('too-many');
    expect(impossibleHand(['H6'], 'jass')).toBeNull();
    expect(impossibleHand([], 'jass')).toBeNull();
  });
});
