import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  applyEveningEdit,
  type CoiffeurGame,
  type CoiffeurRound,
  checkListRound,
  coiffeurState,
  DEFAULT_COIFFEUR_RULES,
  type EveningGame,
  exportBoardGame,
  importBoardGame,
  type ListGame,
  type ListRound,
  listScores,
  listState,
  readBoardGame,
} from '../../src/core/index.js';
import { coiffeurArbitrary, gameArbitrary, listGameArbitrary } from '../helpers/board.js';

/*
 * Issue 46: every game of a Swiss evening on the board. Table tests from how the games are
 * counted (RULES.md, the groups' own rules), property tests over games drawn at random.
 */

const coiffeur = (rounds: CoiffeurRound[], rules: Partial<CoiffeurGame['rules']> = {}): CoiffeurGame => ({
  id: 'c',
  name: '',
  kind: 'coiffeur',
  teams: ['Mir', 'Ihr'],
  players: ['', '', '', ''],
  rules: { ...DEFAULT_COIFFEUR_RULES, ...rules },
  firstDealer: 0,
  rounds,
});
const row = (team: 0 | 1, index: number, tricks: CoiffeurRound['tricks'], extra: Partial<CoiffeurRound> = {}): CoiffeurRound => ({
  team,
  row: index,
  trump: 'H',
  tricks,
  weis: 0,
  stoeck: false,
  ...extra,
});
const alone = (kind: ListGame['kind'], rounds: ListRound[], players = 4, rules: Partial<ListGame['rules']> = {}): ListGame => ({
  id: 'l',
  name: '',
  kind,
  players: Array.from({ length: players }, () => ''),
  rules: { goal: null, lowWins: kind !== 'points', ...rules },
  firstDealer: 0,
  rounds,
});

describe('Coiffeur: each team’s column of rows, each row’s factor', () => {
  test('a row’s points times its factor; a Match what the group gives for one; Weis and Stöck with the points', () => {
    const state = coiffeurState(
      coiffeur([
        row(0, 2, { kind: 'points', points: 100 }),
        row(1, 0, { kind: 'match' }),
        row(0, 1, { kind: 'points', points: 80 }, { weis: 50, stoeck: true }),
      ]),
    );
    expect(state.cells[0][2]?.points).toBe(300);
    expect(state.cells[1][0]?.points).toBe(257);
    expect(state.cells[0][1]?.points).toBe((80 + 50 + 20) * 2);
    expect(state.totals).toEqual([600, 257]);
  });
  test('a counter-Match costs the choosing team its penalty times the factor (0 without one)', () => {
    expect(coiffeurState(coiffeur([row(0, 3, { kind: 'counter' })], { counterMatch: 100 })).totals).toEqual([-400, 0]);
    expect(coiffeurState(coiffeur([row(0, 3, { kind: 'counter' })])).totals).toEqual([0, 0]);
  });
  test('a row is written once in each column; another round for it is refused, a change of it goes', () => {
    const game = coiffeur([row(0, 2, { kind: 'points', points: 100 })]);
    expect(applyEveningEdit(game, { kind: 'add-round', round: row(0, 2, { kind: 'points', points: 50 }) })).toBe(game);
    expect(applyEveningEdit(game, { kind: 'add-round', round: row(1, 2, { kind: 'points', points: 50 }) }).rounds).toHaveLength(
      2,
    );
    const changed = applyEveningEdit(game, { kind: 'replace-round', index: 0, round: row(0, 2, { kind: 'points', points: 90 }) });
    expect(coiffeurState(changed as CoiffeurGame).totals).toEqual([270, 0]);
  });
  test('what each team can still reach, and what it needs a factor to pass the other; every row written, the higher total wins', () => {
    const rules = {
      ...DEFAULT_COIFFEUR_RULES,
      rows: [
        { trump: 'H' as const, factor: 1 },
        { trump: null, factor: 2 },
      ],
      counterMatch: 100,
    };
    const started = coiffeurState(coiffeur([row(0, 0, { kind: 'points', points: 100 })], rules));
    expect(started.most).toEqual([100 + 2 * 257, 3 * 257]);
    expect(started.least).toEqual([100 - 2 * 100, -3 * 100]);
    expect(started.needs).toEqual([null, Math.ceil(101 / 3)]);
    expect(started.over).toBe(false);
    const done = coiffeurState(
      coiffeur(
        [
          row(0, 0, { kind: 'points', points: 100 }),
          row(1, 0, { kind: 'points', points: 57 }),
          row(0, 1, { kind: 'points', points: 60 }),
          row(1, 1, { kind: 'points', points: 97 }),
        ],
        rules,
      ),
    );
    expect(done).toMatchObject({ totals: [220, 251], over: true, winner: 1, drawn: false });
  });
  test('what a team needs is said only of the team behind: at 0 : 0, or alike, nobody needs anything (it said “1 per factor” for both)', () => {
    expect(coiffeurState(coiffeur([])).needs).toEqual([null, null]);
    const alike = coiffeurState(coiffeur([row(0, 0, { kind: 'points', points: 60 }), row(1, 0, { kind: 'points', points: 60 })]));
    expect(alike.totals).toEqual([60, 60]);
    expect(alike.needs).toEqual([null, null]);
    // Behind by 60 with the factors 2 to 10 open (54): 61 to pass, 2 a factor on average.
    const behind = coiffeurState(coiffeur([row(0, 0, { kind: 'points', points: 60 })]));
    expect(behind.needs).toEqual([null, Math.ceil(61 / 54)]);
  });
});

describe('the games everyone plays alone', () => {
  test('Differenzler: the difference between each guess and the points made; the fewest win', () => {
    const round: ListRound = { kind: 'differenzler', guesses: [40, 30, 50, 37], made: [45, 30, 40, 42] };
    expect(listScores(round)).toEqual([5, 0, 10, 5]);
    const state = listState(alone('differenzler', [round, round], 4, { goal: { kind: 'rounds', value: 2 } }));
    expect(state).toMatchObject({ totals: [10, 0, 20, 10], over: true, winners: [1] });
  });
  test('Molotow (RULES.md): Handweis and Stöck as minus points, a Tischweis as plus points to who took it; the fewest win', () => {
    const round: ListRound = {
      kind: 'molotow',
      tricks: [50, 40, 30, 37],
      handWeis: [[50], [], [], [20, 20]],
      tableWeis: [[], [20], [], []],
      stoeck: 2,
    };
    expect(listScores(round)).toEqual([0, 60, 10, -3]);
  });
  test('a point board: the most win at the target; alike, both', () => {
    const state = listState(
      alone('points', [{ kind: 'points', points: [300, 500, 500] }], 3, { goal: { kind: 'points', value: 500 } }),
    );
    expect(state).toMatchObject({ over: true, winners: [1, 2] });
    expect(listState(alone('points', [{ kind: 'points', points: [10, 20] }], 2)).over).toBe(false);
  });
  test('trick points of a round add up to 157, each from 0 to 157', () => {
    expect(checkListRound({ kind: 'differenzler', guesses: [0, 0, 0], made: [50, 50, 50] }, 3)).toEqual({
      code: 'not-157',
      total: 150,
    });
    expect(checkListRound({ kind: 'molotow', tricks: [158, 0, 0], handWeis: [], tableWeis: [], stoeck: null }, 3)).toMatchObject({
      code: 'out-of-range',
    });
    expect(checkListRound({ kind: 'differenzler', guesses: [0, 0, 0], made: [57, 50, 50] }, 3)).toBeNull();
  });
  test('a game that is over takes no round more', () => {
    const game = alone('points', [{ kind: 'points', points: [10, 20] }], 2, { goal: { kind: 'rounds', value: 1 } });
    expect(applyEveningEdit(game, { kind: 'add-round', round: { kind: 'points', points: [1, 1] } })).toBe(game);
  });
});

describe('every game as a file, and its edits undone (property)', () => {
  const anyGame: fc.Arbitrary<EveningGame> = fc.oneof(gameArbitrary, coiffeurArbitrary, listGameArbitrary);
  test('a game of any kind exported imports to the same game', () => {
    fc.assert(
      fc.property(anyGame, (game) => {
        expect(importBoardGame(exportBoardGame(game))).toEqual({ ok: true, value: game });
      }),
    );
  });
  test('a list game’s totals are the sums of its rounds’ scores; the winners have the best total, only once it is over', () => {
    fc.assert(
      fc.property(listGameArbitrary, (game) => {
        const state = listState(game);
        const sums = game.players.map((_, player) =>
          game.rounds.reduce((sum, round) => sum + (listScores(round)[player] ?? 0), 0),
        );
        expect(state.totals).toEqual(sums);
        if (game.kind === 'differenzler') expect(state.totals.every((total) => total >= 0)).toBe(true);
        if (!state.over) expect(state.winners).toEqual([]);
        else {
          const best = game.kind === 'points' && !game.rules.lowWins ? Math.max(...sums) : Math.min(...sums);
          expect(state.winners.map((player) => sums[player])).toEqual(state.winners.map(() => best));
          expect(state.winners.length).toBe(sums.filter((total) => total === best).length);
        }
        for (const round of game.rounds) expect(checkListRound(round, game.players.length)).toBeNull();
      }),
    );
  });
  test('a Coiffeur game’s totals are the sums of its cells; each team between what it can least and most still reach', () => {
    fc.assert(
      fc.property(coiffeurArbitrary, (game) => {
        const state = coiffeurState(game);
        for (const team of [0, 1] as const) {
          expect(state.totals[team]).toBe(state.cells[team].reduce((sum, cell) => sum + (cell?.points ?? 0), 0));
          expect(state.least[team]).toBeLessThanOrEqual(state.totals[team]);
          expect(state.most[team]).toBeGreaterThanOrEqual(state.totals[team]);
        }
        expect(state.over).toBe(game.rounds.length === 2 * game.rules.rows.length);
      }),
    );
  });
  test('any text read as a game gives a game or a coded error, never an exception', () => {
    fc.assert(
      fc.property(anyGame.map(exportBoardGame), fc.nat(), fc.jsonValue(), (file, at, value) => {
        // A file with one character changed, and any value at all.
        const changed = `${file.slice(0, at % file.length)}x${file.slice((at % file.length) + 1)}`;
        for (const read of [importBoardGame(changed), readBoardGame(value)])
          if (!read.ok) expect(read.error.code).toMatch(/^(bad-game|too-large)$/);
      }),
    );
  });
});
