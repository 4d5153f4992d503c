import type { AppWords } from '../../app/types.js';
import { board } from './board.js';

/** The app at the table in French. */
export const app: AppWords = {
  newRound: 'Nouvelle donne',
  language: 'Langue',
  update: 'Une nouvelle version est prête.',
  reload: 'Recharger',
  board,
};
