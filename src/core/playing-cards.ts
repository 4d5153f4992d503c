/*
 * Cards as game pages write them in one word, made words the parser reads: Unicode's playing
 * cards (U+1F0A0 to U+1F0DF) as their ids, and a deck's own letter before a suit sign apart
 * from it (B♥, U♥, V♥, F♥ the Jack, O♥, D♥ the Queen, R♥ the King). Unicode's cards lie in rows
 * by suit (A_ spades, B_ hearts, C_ diamonds, D_ clubs) and columns by rank (1 the ace, A the
 * ten, C the knight, which no deck of ours has): a back, a joker or a card not ours becomes a
 * word that names no card. Kept apart from the parser: the page reader needs it, not a person
 * typing a hand.
 */

const PLAYING_CARD = /[\u{1F0A0}-\u{1F0FF}]/gu;
const LETTER_BEFORE_SIGN = /\b([BUVFODRbuvfodr])([♥♡♦♢♠♤♣♧])/gu;

/** `🂱🂶` → ` HA  H6 `, `U♥` → `U ♥`: other text unchanged. */
export function pageCardText(text: string): string {
  return text
    .replace(PLAYING_CARD, (card) => {
      const code = card.codePointAt(0) ?? 0;
      const suit = 'SHDC'[(code >> 4) - 0x1f0a];
      const rank = '.A....6789TJ.QK.'[code & 15] ?? '.';
      return suit && rank !== '.' ? ` ${suit}${rank} ` : ' ? ';
    })
    .replace(LETTER_BEFORE_SIGN, '$1 $2');
}
