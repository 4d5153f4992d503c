import type { AppWords } from '../../app/types.js';
import { board } from './board.js';

/** The app at the table in German. */
export const app: AppWords = {
  newRound: 'Neue Runde',
  language: 'Sprache',
  update: 'Eine neue Version ist bereit.',
  reload: 'Neu laden',
  board,
};
