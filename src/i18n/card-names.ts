import {
  type CardId,
  cardRank,
  cardSuit,
  type Face,
  type Meld,
  type MeldWords,
  type Mode,
  type Rank,
  type Suit,
  type SuitPairing,
} from '../core/index.js';
import type { MeldVocabulary, Messages } from './types.js';

/** A game's own words for its melds (Weis, annonces, roem); Jass's where the rules do not say. */
export const meldWordsOf = (messages: Messages, words: MeldWords = 'jass'): MeldVocabulary => messages.meldWords[words];

/** Suit name for a meld in the chosen face (German-Swiss names follow the pairing). */
export function suitName(messages: Messages, face: Face, suit: CardId[0], pairing?: SuitPairing): string {
  if (face === 'german-swiss' && pairing) {
    const german = (Object.keys(pairing) as (keyof SuitPairing)[]).find((key) => pairing[key] === suit);
    if (german) return messages.germanSwissSuits[german];
  }
  return messages.faces[face].suits[suit as keyof Messages['faces']['french']['suits']];
}

/** "Three in a row, Roses up to the King", "Vier Asse", "Tierce au roi de cœur": in the game's own words. */
export function meldName(
  meld: Meld,
  messages: Messages,
  face: Face = 'french',
  pairing?: SuitPairing,
  game: MeldWords = 'jass',
): string {
  const words = messages.faces[face];
  if (meld.kind === 'four') return words.fours[meld.rank];
  const name = meldWordsOf(messages, game).sequenceName ?? messages.sequenceName;
  return name(meld.length, suitName(messages, face, meld.suit, pairing), words.ranks[meld.high], meld.high);
}

/** "Rosen Ober", "Hearts Queen": suit then rank, the way players read a card. */
export function cardName(card: CardId, messages: Messages, face: Face = 'french', pairing?: SuitPairing): string {
  return `${suitName(messages, face, cardSuit(card), pairing)} ${messages.faces[face].ranks[cardRank(card)]}`;
}

/**
 * A rank as the reader's language writes it in a card's corner: numbers as they are, the Banner
 * "B", and the court cards by their first letter (J/Q/K in English, B/D/K in German, V/D/R in
 * French, F/C/R in Italian, U/O/K on German-Swiss cards).
 */
export function cardIndexLabel(rank: Rank, face: Face, messages: Messages): string {
  if (face === 'french' && rank === 'T') return '10';
  if (/^[6-9]$/.test(rank)) return rank;
  return (messages.faces[face].ranks[rank].trim()[0] ?? rank).toUpperCase();
}

/** A trump or mode as players call it: suits in the chosen face ("Schilten"), modes by name. */
export function modeName(mode: Mode, messages: Messages, face: Face = 'french', pairing?: SuitPairing): string {
  return mode.length === 1 ? capitalize(suitName(messages, face, mode as Suit, pairing)) : messages.modes[mode];
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
