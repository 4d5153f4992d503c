import type { AppWords } from '../../app/types.js';
import { board } from './board.js';

/** The app at the table in Swiss German (as the table speaks). */
export const app: AppWords = {
  newRound: 'Neui Rundi',
  language: 'Sprach',
  update: 'E neui Version isch parat.',
  reload: 'Neu lade',
  board,
};
