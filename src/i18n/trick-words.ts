import type { Face, SuitPairing, TableResult, TrickMelds } from '../core/index.js';
import { meldName, meldWordsOf } from './card-names.js';
import type { Messages } from './types.js';

/**
 * The roem of a trick in words, as every view says it: the total, what makes it ("Run of three,
 * spades up to the Ace 20 + Stuk 20"), and what is not certain (a trick still being played, a King
 * and Queen of one suit where the trump is not given).
 */
export interface TrickMeldsWords {
  total: string;
  parts: string;
  notes: string[];
}

export function roemWords(
  roem: TrickMelds,
  result: Pick<TableResult, 'stoeckWord' | 'words'>,
  messages: Messages,
  face: Face,
  pairing?: SuitPairing,
): TrickMeldsWords {
  const parts = roem.melds.map((meld) => `${meldName(meld, messages, face, pairing, result.words)} ${meld.points}`);
  if (roem.stoeck) parts.push(`${messages.ui[result.stoeckWord]} 20`);
  const notes: string[] = [];
  if (roem.cards < 4) notes.push(messages.roem.soFar(roem.cards));
  if (roem.stoeckUnknown) notes.push(messages.roem.stukUnknown);
  return {
    total: messages.roem.ofTrick(String(roem.points)),
    parts: parts.length > 0 ? parts.join(' + ') : meldWordsOf(messages, result.words).noMeld,
    notes,
  };
}
