import { type CardId, cardRank, cardSuit } from './cards.js';
import { countStoeck, findMelds, type Meld, STOECK_POINTS, totalPoints } from './melds.js';
import { getModeInfo, type Mode, type Rules } from './rules.js';

/**
 * The melds lying in the cards of one trick, for whoever takes it: Klaverjas's roem (runs, four of
 * a kind, stuk), Molotow's Tischweis. A trick still being played counts what lies so far.
 */
export interface TrickMelds {
  /** Runs and fours among the trick's cards (maximal runs, as in a hand). */
  melds: Meld[];
  /** King and Queen of trump lie in the trick (Stöck, stuk), counted where the rules count them. */
  stoeck: boolean;
  /**
   * A King and Queen of one suit lie in the trick but the trump is not known: whether they are
   * stuk cannot be said, and `points` leaves them out.
   */
  stoeckUnknown: boolean;
  /** Points of the melds and the King and Queen, the factor applied. */
  points: number;
  /** How many cards lie in the trick; fewer than four while it is still being played. */
  cards: number;
  /** The trick's cards, in the order given (the order they fell). */
  trick: CardId[];
}

/** Whether the cards hold a King and Queen of one suit. */
const holdsKingAndQueen = (cards: readonly CardId[]): boolean =>
  cards.some((card) => cardRank(card) === 'K' && cards.includes(`${cardSuit(card)}Q` as CardId));

export function scoreTrick(trick: readonly CardId[], rules: Rules, mode: Mode, factor = 1): TrickMelds {
  const melds = findMelds(trick, rules, mode);
  const stoeck = countStoeck(trick, rules, mode) > 0;
  const stoeckUnknown = rules.stoeck && !getModeInfo(mode).known && holdsKingAndQueen(trick);
  return {
    melds,
    stoeck,
    stoeckUnknown,
    points: (totalPoints(melds) + (stoeck ? STOECK_POINTS : 0)) * factor,
    cards: trick.length,
    trick: [...trick],
  };
}
