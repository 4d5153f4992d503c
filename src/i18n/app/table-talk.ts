import type { Messages } from '../types.js';

/**
 * The calculator's words as the table speaks them: where the app's language has words of its own
 * at the table (Swiss German's dialect: the questions, whom to ask, what decided, the Wys tab),
 * those; else the calculator's words as they are.
 */
export const atTheTable = (messages: Messages, table: Messages | null): Messages => table ?? messages;
