import type { SeatAnnouncement } from './announced-melds.js';
import type { CardId } from './cards.js';
import type { Meld } from './melds.js';
import type { Mode, Rules } from './rules.js';

/** What the verdict knows of one seat; `absent`: no player there (a table of fewer hands). */
export type SeatKnowledge =
  | { kind: 'known'; melds: Meld[]; cards: CardId[]; partial?: boolean }
  | { kind: 'said'; said: SeatAnnouncement }
  | { kind: 'open' }
  | { kind: 'absent' };

export interface VerdictTable {
  rules: Rules;
  mode: Mode;
  forehand: number;
  factor: number;
  seats: readonly SeatKnowledge[];
  tricks?: readonly [number, number] | null;
}
