import type { AppWords } from '../../app/types.js';
import { board } from './board.js';

/** The app at the table in English. */
export const app: AppWords = {
  newRound: 'New round',
  language: 'Language',
  update: 'A new version is ready.',
  reload: 'Reload',
  board,
};
