import {
  type BoardGame,
  DEFAULT_BOARD_RULES,
  DEFAULT_COIFFEUR_RULES,
  type EveningGame,
  type EveningGameKind,
  gameKind,
  isCoiffeur,
  isSchieber,
} from '../../src/core/index.js';

/** The names a game of any kind carries over to another: the teams and the four players, or the players alone. */
function namesOf(game: EveningGame): { teams: readonly [string, string]; players: readonly string[] } {
  if (isSchieber(game) || isCoiffeur(game)) return { teams: game.teams, players: game.players };
  return { teams: ['', ''], players: game.players };
}

const four = (players: readonly string[]) =>
  [0, 1, 2, 3].map((seat) => players[seat] ?? '') as unknown as readonly [string, string, string, string];

/**
 * A new game of a kind, set up as the one before it where that was of the same kind, else with
 * the same names and the kind's usual rules: Schieber as the board's default, Coiffeur with ten
 * rows ×1 to ×10, Differenzler and Molotow for the fewest points after two rounds a player, a
 * point board open.
 */
export function blankOfKind(kind: EveningGameKind, from: EveningGame): EveningGame {
  if (gameKind(from) === kind) return from;
  const { teams, players } = namesOf(from);
  const base = { id: from.id, name: from.name, rounds: [] };
  const seats = four(players);
  switch (kind) {
    case 'schieber':
      return { ...base, teams, players: seats, rules: DEFAULT_BOARD_RULES, firstDealer: 0 } satisfies BoardGame;
    case 'coiffeur':
      return { ...base, kind, teams, players: seats, rules: DEFAULT_COIFFEUR_RULES, firstDealer: 0 };
    default: {
      const list = players.length >= 2 ? [...players] : ['', '', '', ''];
      return {
        ...base,
        kind,
        players: list,
        rules: { goal: kind === 'points' ? null : { kind: 'rounds', value: list.length * 2 }, lowWins: kind !== 'points' },
        firstDealer: 0,
      };
    }
  }
}
