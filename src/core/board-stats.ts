import { type BoardGame, boardState, teamOfSeat } from './board.js';
import { coiffeurState } from './board-coiffeur.js';
import { type EveningGame, type EveningGameKind, gameKind, isCoiffeur, isListGame, isSchieber } from './board-evening.js';
import { listState, lowWins } from './board-list.js';

/*
 * The evening remembered: per player (by name), the games played and won, the points written,
 * the Weis the app settled for their team and against it (each argument it decided); and for a
 * game under way, what each side still needs. Pure: games in, numbers out; the app draws them.
 */

export interface PlayerStats {
  name: string;
  played: number;
  won: number;
  /** Rounds whose Weis the app settled from what was said, for the player's team and against it, where the player said one. */
  weisWon: number;
  weisLost: number;
}

/**
 * The points written in one game, added up over its games only: a Schieber's points mean more
 * is better, a Molotow's or a Differenzler's fewer, and a Coiffeur's are many times a
 * Schieber's; a sum over all of them would mean nothing. A point board counts with the
 * boards of its own way (the most or the fewest win).
 */
export interface GamePoints {
  kind: EveningGameKind;
  /** The fewest points win. */
  lowWins: boolean;
  games: number;
  /** Points written for each player who played it: its team's in Schieber and Coiffeur, its own in the others. */
  players: readonly { name: string; points: number }[];
}

export interface EveningStats {
  games: number;
  players: readonly PlayerStats[];
  /** The points written, a chart each game (in the order of the games given). */
  points: readonly GamePoints[];
}

/** A player's name as kept, or their seat where none was given (counted apart from everyone named). */
const nameOf = (name: string, seat: number): string => name.trim() || `#${seat + 1}`;

/** The players of a game by seat, and the side each belongs to (a team, or alone). */
function sides(game: EveningGame): { name: string; side: number }[] {
  return game.players.map((name, seat) => ({ name: nameOf(name, seat), side: isListGame(game) ? seat : teamOfSeat(seat) }));
}

/** Each side's total and the winning sides, where the game is over. */
function outcome(game: EveningGame): { totals: readonly number[]; winners: readonly number[] } {
  if (isCoiffeur(game)) {
    const state = coiffeurState(game);
    return { totals: state.totals, winners: state.winner === null ? [] : [state.winner] };
  }
  if (isListGame(game)) {
    const state = listState(game);
    return { totals: state.totals, winners: state.winners };
  }
  const state = boardState(game as BoardGame);
  return { totals: state.totals, winners: state.winner ? [state.winner.team] : [] };
}

/** Whether a seat said a Weis in a round (its words kept), for a board that settled it from them. */
const saidAWeis = (text: string | undefined): boolean =>
  text !== undefined && text.trim() !== '' && !/^(0|nothing)\b/.test(text.trim());

/** The statistics of the games given (a group's, or all). */
export function eveningStats(games: readonly EveningGame[]): EveningStats {
  const byName = new Map<string, PlayerStats>();
  const stats = (name: string): PlayerStats => {
    const kept = byName.get(name) ?? { name, played: 0, won: 0, weisWon: 0, weisLost: 0 };
    byName.set(name, kept);
    return kept;
  };
  const byGame = new Map<string, { kind: EveningGameKind; lowWins: boolean; games: number; points: Map<string, number> }>();
  for (const game of games) {
    const { totals, winners } = outcome(game);
    const kind = gameKind(game);
    const low = isListGame(game) && lowWins(game);
    const chart = byGame.get(`${kind} ${low}`) ?? { kind, lowWins: low, games: 0, points: new Map<string, number>() };
    byGame.set(`${kind} ${low}`, chart);
    chart.games += 1;
    for (const { name, side } of sides(game)) {
      const player = stats(name);
      player.played += 1;
      chart.points.set(name, (chart.points.get(name) ?? 0) + (totals[side] ?? 0));
      if (winners.includes(side)) player.won += 1;
    }
    if (!isSchieber(game)) continue;
    // Each argument the app settled: the said Weis of a seat won where its team wrote, else lost.
    for (const round of game.rounds) {
      if (!round.said || round.weis.length === 0) continue;
      const writers = new Set(round.weis.map((weis) => weis.team));
      round.said.forEach((text, seat) => {
        if (!saidAWeis(text)) return;
        const player = stats(nameOf(game.players[seat] ?? '', seat));
        if (writers.has(teamOfSeat(seat))) player.weisWon += 1;
        else player.weisLost += 1;
      });
    }
  }
  return {
    games: games.length,
    // The most games won first; alike, who won them in fewer games.
    players: [...byName.values()].sort((a, b) => b.won - a.won || a.played - b.played),
    points: [...byGame.values()].map(({ points, ...chart }) => ({
      ...chart,
      players: [...points].map(([name, total]) => ({ name, points: total })),
    })),
  };
}

/**
 * For a game under way, each side's distance to its end: the points still needed to the target
 * (0 once there). A Coiffeur game has no target (its board says what the team behind needs a factor).
 */
export function stillNeeded(game: EveningGame): readonly (number | null)[] | null {
  if (isSchieber(game)) {
    const state = boardState(game);
    if (state.over || game.rules.rounds !== undefined) return null;
    return state.totals.map((total) => Math.max(0, game.rules.target - total));
  }
  if (isCoiffeur(game)) return null;
  const state = listState(game);
  const goal = game.rules.goal;
  if (state.over || goal?.kind !== 'points') return null;
  return state.totals.map((total) => Math.max(0, goal.value - total));
}

/** The games of a group (its name as the games keep it), or every game where no group is named. */
export const gamesOf = (games: readonly EveningGame[], group: string): EveningGame[] =>
  group.trim() === '' ? [...games] : games.filter((game) => game.name.trim() === group.trim());
