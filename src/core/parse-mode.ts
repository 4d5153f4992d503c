import { DEFAULT_PAIRING, type Suit, type SuitPairing } from './cards.js';
import { normalizeWord, SUIT_BY_WORD } from './names.js';
import { isMode, type Mode } from './rules.js';
import { LIMITS } from './schema.js';

/** `H`, `hearts`, `Rosen`, `obenabe`, `Undenufe`: a mode, in any case. */
export function parseMode(value: unknown, pairing: SuitPairing = DEFAULT_PAIRING): Mode | null {
  if (typeof value !== 'string' || value.length > LIMITS.tokenChars) return null;
  const norm = normalizeWord(value.trim());
  if (isMode(norm)) return norm;
  if (isMode(norm.toUpperCase())) return norm.toUpperCase() as Mode;
  const suit = SUIT_BY_WORD.get(norm);
  if (!suit || norm.length === 1) return null;
  return suit.length === 1 ? (suit as Suit) : pairing[suit as keyof SuitPairing];
}
