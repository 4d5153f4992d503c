import type { CardId } from './cards.js';
import { countStoeck, findMelds, type Meld, STOECK_POINTS, totalPoints } from './melds.js';
import type { Mode, Rules } from './rules.js';

/** Molotow's Tischweis: melds lying in one trick, charged as plus points to whoever takes it. */
export interface Tischweis {
  melds: Meld[];
  stoeck: boolean;
  points: number;
}

export function scoreTischweis(trick: readonly CardId[], rules: Rules, mode: Mode, factor: number): Tischweis {
  const melds = findMelds(trick, rules, mode);
  const stoeck = countStoeck(trick, rules, mode) > 0;
  return { melds, stoeck, points: (totalPoints(melds) + (stoeck ? STOECK_POINTS : 0)) * factor };
}
