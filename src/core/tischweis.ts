import type { CardId } from './cards.js';
import type { Mode, Rules } from './rules.js';
import { scoreTrick, type TrickMelds } from './trick-melds.js';

/** Molotow's Tischweis: melds lying in one trick, charged as plus points to whoever takes it. */
export type Tischweis = TrickMelds;

export const scoreTischweis = (trick: readonly CardId[], rules: Rules, mode: Mode, factor: number): Tischweis =>
  scoreTrick(trick, rules, mode, factor);
