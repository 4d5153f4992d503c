import type { Messages } from '../types.js';
import type { BoardWords } from './board-types.js';

/**
 * The calculator's words as the table speaks them (Swiss German at the table): what decides a
 * Weis, the questions, whom to ask, who has not said yet. Where the app's language has no table
 * words of its own, the calculator's words as they are.
 */
export function atTheTable(messages: Messages, table: BoardWords['table']): Messages {
  if (!table) return messages;
  return {
    ...messages,
    stages: table.stages,
    verdict: { ...messages.verdict, ...table.verdict, questions: table.questions },
    ui: { ...messages.ui, decidedByStage: table.decidedBy, lowestCard: table.lowestCard },
  };
}
