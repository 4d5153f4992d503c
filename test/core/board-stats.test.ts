import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DEFAULT_COIFFEUR_RULES, eveningStats, gamesOf, type ListGame, stillNeeded } from '../../src/core/index.js';
import { gameArbitrary, gameOf, round } from '../helpers/board.js';

/* Issue 46: the evening remembered: per player, games won, points, the Weis the app settled for and against. */

const named = (rounds: Parameters<typeof gameOf>[0], name = 'Dienstag') => ({
  ...gameOf(rounds),
  name,
  players: ['Anna', 'Beat', 'Chrigu', 'Dani'] as const,
});

describe('the evening’s statistics', () => {
  test('games won and points per player, by their team', () => {
    const won = named(Array.from({ length: 7 }, () => round('H', 150)));
    const open = named([round('H', 57)]);
    const stats = eveningStats([won, open]);
    const anna = stats.players.find((player) => player.name === 'Anna');
    const beat = stats.players.find((player) => player.name === 'Beat');
    expect(anna).toMatchObject({ played: 2, won: 1 });
    expect(beat).toMatchObject({ played: 2, won: 0 });
    expect(stats.players[0]?.name).toBe('Anna');
    expect(stats.points).toEqual([
      {
        kind: 'schieber',
        lowWins: false,
        games: 2,
        players: [
          { name: 'Anna', points: 7 * 150 + 57 },
          { name: 'Beat', points: 7 * 7 + 100 },
          { name: 'Chrigu', points: 7 * 150 + 57 },
          { name: 'Dani', points: 7 * 7 + 100 },
        ],
      },
    ]);
  });
  test('points are added up only over games counted alike: a Molotow’s (the fewest win) never onto a Schieber’s', () => {
    const schieber = named([round('H', 100)]);
    const molotow: ListGame = {
      id: 'm',
      name: 'Dienstag',
      kind: 'molotow',
      players: ['Anna', 'Beat', 'Chrigu', 'Dani'],
      rules: { goal: null, lowWins: true },
      firstDealer: 0,
      rounds: [
        { kind: 'molotow', tricks: [157, 0, 0, 0], handWeis: [[], [50], [], []], tableWeis: [[], [], [], []], stoeck: null },
      ],
    };
    const points = eveningStats([schieber, molotow, { ...molotow, id: 'm2' }]).points;
    expect(points.map(({ kind, lowWins, games }) => ({ kind, lowWins, games }))).toEqual([
      { kind: 'schieber', lowWins: false, games: 1 },
      { kind: 'molotow', lowWins: true, games: 2 },
    ]);
    expect(points[0]?.players.find((player) => player.name === 'Anna')?.points).toBe(100);
    expect(points[1]?.players.find((player) => player.name === 'Anna')?.points).toBe(2 * 157);
    expect(points[1]?.players.find((player) => player.name === 'Beat')?.points).toBe(2 * -50);
  });
  test('each Weis the app settled: won for who said one on the writing team, lost for who said one against it', () => {
    const settled = round('H', 80, {
      said: ['50, up to the King', '50, up to the Ace', '0', '20'],
      weis: [{ team: 1, points: 50, why: 'highest' }],
    });
    const stats = eveningStats([named([settled])]);
    const of = (name: string) => stats.players.find((player) => player.name === name);
    expect(of('Anna')).toMatchObject({ weisWon: 0, weisLost: 1 });
    expect(of('Beat')).toMatchObject({ weisWon: 1, weisLost: 0 });
    expect(of('Chrigu')).toMatchObject({ weisWon: 0, weisLost: 0 });
    expect(of('Dani')).toMatchObject({ weisWon: 1, weisLost: 0 });
  });
  test('what each team still needs to the target; nothing once over', () => {
    expect(stillNeeded(named([round('H', 100)]))).toEqual([900, 943]);
    expect(stillNeeded(named(Array.from({ length: 7 }, () => round('H', 150))))).toBeNull();
    const points: ListGame = {
      id: 'p',
      name: '',
      kind: 'points',
      players: ['A', 'B'],
      rules: { goal: { kind: 'points', value: 100 }, lowWins: false },
      firstDealer: 0,
      rounds: [{ kind: 'points', points: [30, 120] }],
    };
    expect(stillNeeded(points)).toBeNull();
    expect(stillNeeded({ ...points, rounds: [{ kind: 'points', points: [30, 60] }] })).toEqual([70, 40]);
  });
  test('a Coiffeur game has no target: nothing “still needed to the target” (at 0 : 0 it drew 1 for each team)', () => {
    const coiffeur = {
      ...named([]),
      kind: 'coiffeur' as const,
      rules: DEFAULT_COIFFEUR_RULES,
      rounds: [],
    };
    expect(stillNeeded(coiffeur)).toBeNull();
  });
  test('a group’s games are those of its name', () => {
    const games = [named([], 'Dienstag'), named([], 'Freitag'), named([], 'Dienstag')];
    expect(gamesOf(games, 'Dienstag')).toHaveLength(2);
    expect(gamesOf(games, '')).toHaveLength(3);
  });
  test('property: every game counts once for each of its players; wins never exceed games; points are the totals', () => {
    fc.assert(
      fc.property(fc.array(gameArbitrary, { maxLength: 6 }), (games) => {
        const stats = eveningStats(games);
        expect(stats.games).toBe(games.length);
        expect(stats.players.reduce((sum, player) => sum + player.played, 0)).toBe(games.length * 4);
        for (const player of stats.players) expect(player.won).toBeLessThanOrEqual(player.played);
      }),
    );
  });
});
