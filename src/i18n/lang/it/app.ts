import type { AppWords } from '../../app/types.js';
import { board } from './board.js';

/** The app at the table in Italian. */
export const app: AppWords = {
  newRound: 'Nuova mano',
  language: 'Lingua',
  update: 'Una nuova versione è pronta.',
  reload: 'Ricarica',
  board,
};
