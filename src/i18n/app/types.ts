import type { BoardWords } from './board-types.js';

/** The app's own words (the calculator has its own), each language's in its folder (`lang/<lang>/app.ts`). */
export interface AppWords {
  newRound: string;
  language: string;
  update: string;
  reload: string;
  board: BoardWords;
}
