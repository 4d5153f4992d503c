import type { BoardWhy } from '../../src/core/index.js';
import type { BoardWords } from '../../src/i18n/app/board-types.js';
import type { Messages } from '../../src/i18n/index.js';

/** Why a team wrote its Weis, as a round's line says it: "decided by the highest card", "written by hand". */
export const whyText = (why: BoardWhy | null, words: BoardWords, messages: Messages): string =>
  why === null
    ? words.byHand
    : why === 'said'
      ? words.bySaid
      : why === 'uncontested'
        ? messages.stages.uncontested
        : messages.ui.decidedByStage(why === 'lowest' ? messages.ui.lowestCard : messages.stages[why]);
