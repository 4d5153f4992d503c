import type { BoardTeam, BoardWeis } from './board.js';
import { resultContests, verdictContests } from './contests.js';
import type { TableResult } from './resolve.js';
import type { Question } from './verdict.js';

/** What a round's table says about its Weis: who writes and why, nobody, or the question still to ask. */
export type BoardWeisAnswer =
  | { state: 'writes'; weis: readonly BoardWeis[] }
  | { state: 'nobody' }
  | { state: 'open'; ask: Question | null };

const teamOf = (team: number): BoardTeam => (team % 2) as BoardTeam;

/**
 * The Weis a board writes for a round, from the table's answer (the players' said values and
 * answers, or the cards): each contest's winning team and its points before the factor, with
 * the stage that decided; the question that decides it while the verdict is open.
 */
export function boardWeisOf(result: TableResult): BoardWeisAnswer {
  const factor = result.factor > 0 ? result.factor : 1;
  const verdict = verdictContests(result.verdict);
  const open = verdict.find(({ value }) => value.outcome === 'conditional');
  if (open) return { state: 'open', ask: open.value.ask };
  // From what was said: the team the verdict names (its seat may stay unknown), and what it writes.
  const weis: BoardWeis[] =
    verdict.length > 0
      ? verdict.flatMap(({ value }) =>
          value.team !== null && (value.points ?? 0) > 0
            ? [{ team: teamOf(value.team), points: Math.round((value.points ?? 0) / factor), why: value.stage ?? 'said' }]
            : [],
        )
      : resultContests(result).flatMap(({ value }) => {
          const winner = value.winner;
          const points = winner ? (result.teams?.[winner.team]?.weis ?? 0) : 0;
          return winner && points > 0
            ? [{ team: teamOf(winner.team), points: Math.round(points / factor), why: winner.decidedBy }]
            : [];
        });
  return weis.length > 0 ? { state: 'writes', weis } : { state: 'nobody' };
}
