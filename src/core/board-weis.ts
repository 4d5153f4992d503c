import type { BoardTeam, BoardWeis } from './board.js';
import { verdictContests } from './contests.js';
import type { TableResult } from './resolve.js';
import type { Question } from './verdict.js';

/** What a round's table says about its Weis: who writes and why, nobody, or the question still to ask. */
export type BoardWeisAnswer =
  | { state: 'writes'; weis: BoardWeis }
  | { state: 'nobody' }
  | { state: 'open'; ask: Question | null };

/**
 * The Weis a board writes for a round, from the table's answer (the players' said values and
 * answers, or the cards): the winning team and its points before the factor, with the stage
 * that decided; the question that decides it while the verdict is open.
 */
export function boardWeisOf(result: TableResult): BoardWeisAnswer {
  const open = verdictContests(result.verdict).find(({ value }) => value.outcome === 'conditional');
  if (open) return { state: 'open', ask: open.value.ask };
  const winner = result.winner;
  const team = winner ? result.teams?.[winner.team] : undefined;
  if (!winner || !team || team.weis <= 0) return { state: 'nobody' };
  const factor = result.factor > 0 ? result.factor : 1;
  return {
    state: 'writes',
    weis: { team: (winner.team % 2) as BoardTeam, points: Math.round(team.weis / factor), why: winner.decidedBy },
  };
}
