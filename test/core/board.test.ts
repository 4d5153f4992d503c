import { describe, expect, test } from 'vitest';
import {
  applyEdit,
  BOARD_PRESETS,
  boardRuleFacts,
  boardState,
  boardTrumps,
  boardWeisOf,
  exportBoardGame,
  importBoardGame,
  readBoardGame,
  readTable,
  resolveTable,
} from '../../src/core/index.js';
import { gameOf, round } from '../helpers/board.js';

describe('a round on the board (issue 38: 157 in all, 257 for a Match, Stöck, Weis, the factor)', () => {
  test('the trick points of one team, the other’s are the rest of 157', () => {
    const { lines } = boardState(gameOf([round('H', 100)]));
    expect(lines[0]?.parts.map((part) => part.tricks)).toEqual([100, 57]);
    expect(lines[0]?.totals).toEqual([100, 57]);
  });
  test('a Match: 157 and the bonus of 100 to the team that took every trick, nothing to the other', () => {
    const match = round('S', 157, { tricks: { team: 1, points: 157, match: true } });
    expect(boardState(gameOf([match])).lines[0]?.totals).toEqual([0, 257]);
    expect(boardState(gameOf([match], { matchBonus: 0 })).lines[0]?.totals).toEqual([0, 157]);
  });
  test('Stöck 20 to the team that held it, Weis to the team that writes it', () => {
    const line = boardState(gameOf([round('H', 80, { stoeck: 1, weis: [{ team: 0, points: 50, why: 'cards' }] })])).lines[0];
    expect(line?.parts).toEqual([
      { stoeck: 0, weis: 50, tricks: 80 },
      { stoeck: 20, weis: 0, tricks: 77 },
    ]);
  });
  test('Stöck included, every point times the factor of the round’s trump as the group plays it', () => {
    const factors = { H: 1, D: 1, S: 2, C: 2, obenabe: 3, undenufe: 3 };
    const line = boardState(
      gameOf([round('S', 100, { stoeck: 0, weis: [{ team: 1, points: 100, why: 'points' }] })], { factors }),
    ).lines[0];
    expect(line?.factor).toBe(2);
    expect(line?.totals).toEqual([(100 + 20) * 2, (57 + 100) * 2]);
    expect(boardState(gameOf([round('obenabe', 100)], { factors })).lines[0]?.totals).toEqual([300, 171]);
    expect(boardState(gameOf([round('D', 100)], { factors })).lines[0]?.factor).toBe(1);
    expect(boardState(gameOf([round('obenabe', 100)])).lines[0]?.factor).toBe(1);
  });
});

describe('the group’s Weis rules on the board', () => {
  test('a group that plays without Stöck (the core’s stoeck option) writes none, whatever the round says', () => {
    const line = boardState(gameOf([round('H', 100, { stoeck: 0 })], { options: { stoeck: false } })).lines[0];
    expect(line?.parts[0].stoeck).toBe(0);
    expect(line?.totals).toEqual([100, 57]);
  });
  test('the trumps of a round are the rules’ own: Vorarlberg plays Bock, Geiss and Slalom', () => {
    expect(boardTrumps({ preset: 'schieber', options: {} })).toEqual(['H', 'D', 'S', 'C', 'obenabe', 'undenufe']);
    expect(boardTrumps({ preset: 'vorarlberg', options: {} })).toContain('slalom');
  });
  test('no Stöck in Obenabe or Undenufe, whatever the round says: there is no trump', () => {
    expect(boardState(gameOf([round('obenabe', 100, { stoeck: 0 })])).lines[0]?.parts[0].stoeck).toBe(0);
    expect(boardState(gameOf([round('C', 100, { stoeck: 0 })])).lines[0]?.parts[0].stoeck).toBe(20);
  });
  test('issue 46: the rules as set, one fact a line: a house rule ticked changes the fact, never contradicts it', () => {
    const kinds = (preset: 'schieber' | 'official' | 'traditional', options = {}) =>
      boardRuleFacts({ preset, options }).map((fact) => fact.kind);
    expect(kinds('schieber')).toEqual(['writes-best', 'card-twice', 'ties']);
    expect(kinds('schieber', { writes: 'all' })).toEqual(['writes-all', 'card-twice', 'ties']);
    expect(kinds('official')).toEqual(['writes-all', 'card-twice', 'low-fours', 'lowest-wins', 'ties']);
    expect(kinds('traditional', { stoeck: false })).toEqual([
      'writes-all',
      'needs-trick',
      'card-once',
      'runs-from-ten',
      'ties',
      'no-stoeck',
    ]);
    expect(boardRuleFacts({ preset: 'schieber', options: { fourBeatsSequence: true } }).at(-1)).toEqual({
      kind: 'ties',
      stages: ['points', 'kind', 'cards', 'highest', 'trump', 'seat'],
    });
  });
  test('a Schieber board offers the Jass presets, not Belot', () => {
    expect(BOARD_PRESETS).toContain('schieber');
    expect(BOARD_PRESETS).not.toContain('belot');
  });
});

describe('the game: totals, the winner, who deals', () => {
  test('running totals add up round by round', () => {
    const state = boardState(
      gameOf([round('H', 100), round('C', 50), round('S', 157, { tricks: { team: 0, points: 157, match: true } })]),
    );
    expect(state.lines.map((line) => line.running)).toEqual([
      [100, 57],
      [150, 164],
      [407, 164],
    ]);
    expect(state.totals).toEqual([407, 164]);
    expect(state.winner).toBeNull();
  });
  test('the first team to reach the target wins', () => {
    const rounds = Array.from({ length: 7 }, () => round('H', 150));
    const state = boardState(gameOf(rounds));
    expect(state.winner).toMatchObject({ team: 0, round: 6, part: 'tricks', both: false });
  });
  test('both reach the target in one round: Stöck counts first, then Weis, then tricks (RULES.md)', () => {
    const sixRounds = Array.from({ length: 6 }, () => round('H', 157));
    // 942 to 0; the last round gives team 0 Stöck 20 and 57 tricks, team 1 a Match: both pass 1000... team 0 by its Stöck first.
    const game = gameOf([...sixRounds, round('H', 57, { stoeck: 0 })], { target: 960 });
    const state = boardState(game);
    expect(state.lines[5]?.running).toEqual([942, 0]);
    expect(state.winner).toMatchObject({ team: 0, round: 6, part: 'stoeck', both: false });
  });
  test('both reach the target with the same part and the same score: the board claims no winner', () => {
    // Undenufe ×4: each team writes a Weis of 250 (1000), counted first.
    const rounds = [
      round('undenufe', 0, {
        weis: [
          { team: 0, points: 250, why: null },
          { team: 1, points: 250, why: null },
        ],
      }),
    ];
    const state = boardState(gameOf(rounds, { factors: { undenufe: 4 }, order: ['weis', 'stoeck', 'tricks'] }));
    expect(state.winner).toBeNull();
    expect(state.undecided).toBe(true);
  });
  test('with the order Weis first, a Weis reaches the target before the other team’s Stöck', () => {
    const rounds = [
      ...Array.from({ length: 6 }, () => round('H', 157)),
      ...Array.from({ length: 6 }, () => round('H', 0)),
      round('H', 0, { stoeck: 0, weis: [{ team: 1, points: 100, why: 'points' }] }),
    ];
    // 942 to 942; the last round: team 0 Stöck 20 (962), team 1 Weis 100 and 157 tricks.
    expect(boardState(gameOf(rounds, { target: 960 })).winner).toMatchObject({ team: 0, part: 'stoeck', both: true });
    expect(boardState(gameOf(rounds, { target: 960, order: ['weis', 'stoeck', 'tricks'] })).winner).toMatchObject({
      team: 1,
      part: 'weis',
      both: true,
    });
  });
  test('issue 46: both pass the target on the tricks of one round: the team out first wins; not said, the board asks', () => {
    // 984 to 900; then Us 20 (1004), Them 137 (1037): both past 1000 on tricks alone.
    const rounds = [...Array.from({ length: 6 }, () => round('H', 157)), ...Array.from({ length: 6 }, () => round('H', 7))];
    expect(boardState(gameOf(rounds)).totals).toEqual([984, 900]);
    expect(boardState(gameOf([...rounds, round('H', 20)]))).toMatchObject({
      winner: null,
      undecided: true,
      undecidedRound: 12,
      over: true,
    });
    expect(boardState(gameOf([...rounds, { ...round('H', 20), first: 0 }])).winner).toMatchObject({
      team: 0,
      part: 'tricks',
      both: true,
    });
    expect(boardState(gameOf([...rounds, { ...round('H', 20), first: 1 }])).winner).toMatchObject({ team: 1, both: true });
  });
  test('issue 46: a game that is won takes no round more; a change of an earlier round still goes', () => {
    const won = gameOf(Array.from({ length: 7 }, () => round('H', 150)));
    expect(boardState(won).over).toBe(true);
    expect(applyEdit(won, { kind: 'add', round: round('S', 100) })).toBe(won);
    expect(applyEdit(won, { kind: 'replace', index: 0, round: round('S', 100) }).rounds[0]?.trump).toBe('S');
  });
  test('issue 46: taking a round off moves no dealer: each other round keeps its own, and the next deal stays', () => {
    let game = gameOf([]);
    for (const trump of ['H', 'S', 'C'] as const) game = applyEdit(game, { kind: 'add', round: round(trump, 80) });
    expect(boardState(game).nextDealer).toBe(3);
    const removed = applyEdit(game, { kind: 'remove', index: 1 });
    expect(boardState(removed).lines.map((line) => line.dealer)).toEqual([0, 2]);
    expect(boardState(removed).nextDealer).toBe(3);
    // Then the next round is dealt by that seat, and the one after by the next.
    const next = applyEdit(removed, { kind: 'add', round: round('D', 80) });
    expect(boardState(next).lines.map((line) => line.dealer)).toEqual([0, 2, 3]);
    expect(boardState(next).nextDealer).toBe(0);
  });
  test('issue 46: the dealer can be set: the next round is dealt by that seat', () => {
    const game = applyEdit(gameOf([round('H', 80)]), { kind: 'dealer', seat: 2 });
    expect(boardState(game)).toMatchObject({ nextDealer: 2, nextForehand: 3 });
    const next = applyEdit(game, { kind: 'add', round: round('S', 80) });
    expect(boardState(next).lines[1]).toMatchObject({ dealer: 2, chooser: 3 });
    expect(boardState(next).nextDealer).toBe(3);
  });
  test('the dealer moves one seat each round; the forehand chooses, or pushes to the partner', () => {
    const game = { ...gameOf([round('H', 100), round('S', 100, { pushed: true })]), firstDealer: 3 as const };
    const state = boardState(game);
    expect(state.lines.map((line) => [line.dealer, line.chooser])).toEqual([
      [3, 0],
      [0, 3],
    ]);
    expect([state.nextDealer, state.nextForehand]).toEqual([1, 2]);
  });
});

describe('issue 46: what groups add to the Schieber board', () => {
  test('a counter-Match: the team that did not choose takes every trick; the choosing team pays the penalty, times the factor', () => {
    // Anna (seat 0) deals round 1: Beat (seat 1, team 1) chooses; team 0 takes every trick.
    const counter = round('S', 157, { tricks: { team: 0, points: 157, match: true } });
    const rules = { counterMatch: 100, factors: { S: 2 } };
    expect(boardState(gameOf([counter], rules)).lines[0]?.totals).toEqual([514, -200]);
    // The choosing team's own Match: no penalty.
    const own = round('S', 157, { tricks: { team: 1, points: 157, match: true } });
    expect(boardState(gameOf([own], rules)).lines[0]?.totals).toEqual([0, 514]);
    // Without a penalty set, a counter-Match is a Match.
    expect(boardState(gameOf([counter], { factors: { S: 2 } })).lines[0]?.totals).toEqual([514, 0]);
  });
  test('issue 46 walk-through: a counter-Match’s penalty that leaves the choosing team below the target; the team past it wins', () => {
    // 187 to 127; round 3 (team 1 chooses): team 0 takes every trick (444), team 1 has Stöck and a
    // Weis of 200 (347 before the tricks) and pays the penalty of 100 (247): only team 0 ends past 300.
    const rounds = [
      round('H', 130),
      round('H', 57),
      round('H', 157, {
        tricks: { team: 0, points: 157, match: true },
        stoeck: 1,
        weis: [{ team: 1, points: 200, why: 'uncontested' }],
      }),
    ];
    const state = boardState(gameOf(rounds, { target: 300, counterMatch: 100 }));
    expect(state.totals).toEqual([444, 247]);
    expect(state.winner).toMatchObject({ team: 0, round: 2, part: 'tricks', both: false });
    // Without the penalty, team 1 is past the target on its Weis, before the tricks: it wins.
    expect(boardState(gameOf(rounds, { target: 300 })).winner).toMatchObject({ team: 1, part: 'weis', both: true });
  });
  test('the halfway prize (Bergpreis): the first team past half the target, in the order of counting', () => {
    const rounds = [round('H', 157), round('H', 157), round('H', 157), round('H', 157)];
    expect(boardState(gameOf(rounds, { halfway: true })).halfway).toEqual({ team: 0, round: 3 });
    expect(boardState(gameOf(rounds.slice(0, 3), { halfway: true })).halfway).toBeNull();
    expect(boardState(gameOf(rounds)).halfway).toBeNull();
  });
  test('the target as a number of rounds: after the last, the higher total wins; alike, drawn; no round more', () => {
    const game = gameOf([round('H', 100), round('S', 40)], { rounds: 2 });
    expect(boardState(gameOf([round('H', 100)], { rounds: 2 }))).toMatchObject({ winner: null, over: false });
    expect(boardState(game)).toMatchObject({ winner: { team: 1, round: 1 }, over: true, drawn: false });
    expect(applyEdit(game, { kind: 'add', round: round('H', 100) })).toBe(game);
    const even = gameOf([round('H', 100), round('S', 57)], { rounds: 2 });
    expect(boardState(even)).toMatchObject({ winner: null, drawn: true, over: true });
    // Half the rounds played: the team ahead has the halfway prize.
    expect(boardState(gameOf([round('H', 100), round('S', 40)], { rounds: 4, halfway: true })).halfway).toEqual({
      team: 1,
      round: 1,
    });
  });
  test('read from a file: the rounds, the penalty and the prize; anything else refused with its field', () => {
    const game = gameOf([], { rounds: 8, counterMatch: 100, halfway: true });
    expect(importBoardGame(exportBoardGame(game))).toEqual({ ok: true, value: game });
    const bad = { ...game, rules: { ...game.rules, rounds: 0 } };
    expect(readBoardGame(bad)).toMatchObject({ ok: false, error: { field: 'rules.rounds', token: '0' } });
  });
});

describe('a game as a file', () => {
  test('written and read back, the same game', () => {
    const game = gameOf([round('H', 100, { stoeck: 1, weis: [{ team: 0, points: 50, why: null }] })], { factors: { S: 2 } });
    expect(importBoardGame(exportBoardGame(game))).toEqual({ ok: true, value: game });
  });
  test.each([
    ['not JSON', 'hello', 'file'],
    ['another format', '{"format":"x"}', 'format'],
    ['a newer version', '{"format":"jass-weis-board","version":2,"game":{}}', 'version'],
  ])('%s: a coded error naming the field', (_, text, field) => {
    const read = importBoardGame(text);
    expect(read).toMatchObject({ ok: false, error: { code: 'bad-game', field } });
  });
  test('a round’s trick points above 157: the field and the value', () => {
    const game = JSON.parse(JSON.stringify(gameOf([round('H', 100)])));
    game.rounds[0].tricks.points = 158;
    expect(readBoardGame(game)).toEqual({
      ok: false,
      error: { code: 'bad-game', field: 'rounds[0].tricks.points', token: '158' },
    });
  });
  test('an unknown rule option is refused with its name', () => {
    const game = { ...gameOf([]), rules: { ...gameOf([]).rules, options: { nonsense: true } } };
    expect(readBoardGame(game)).toMatchObject({ ok: false, error: { field: 'rules.options', token: 'nonsense' } });
  });
  test('too many rounds: too-large, at once', () => {
    const game = gameOf(Array.from({ length: 501 }, () => round('H', 1)));
    expect(readBoardGame(game)).toMatchObject({ ok: false, error: { code: 'too-large', field: 'rounds' } });
  });
});

describe('the Weis a round writes, from what the table said', () => {
  test('“fifty” against “twenty”: the team of the fifty writes 50, decided by the points', () => {
    expect(weisOf(['fifty', 'twenty', 'nothing', 'nothing'], 'H')).toEqual({
      state: 'writes',
      weis: [{ team: 0, points: 50, why: 'points', said: [50], more: false }],
    });
  });
  test('the factor of the round is not written twice: the Weis before the factor', () => {
    expect(weisOf(['twenty', 'a hundred', 'nothing', 'nothing'], 'H', 3)).toEqual({
      state: 'writes',
      weis: [{ team: 1, points: 100, why: 'points', said: [100], more: false }],
    });
  });
  test('“fifty” against “fifty”: open, “up to which card?” asked (a fifty is four cards)', () => {
    expect(weisOf(['fifty', 'fifty', 'nothing', 'nothing'], 'H')).toMatchObject({ state: 'open', ask: { stage: 'highest' } });
  });
  test('answered: the verdict names the team (its seat may stay unknown), and the stage that decided', () => {
    expect(weisOf(['50, up to the King', '50, up to the Ace', '0', '0'], 'obenabe')).toEqual({
      state: 'writes',
      weis: [{ team: 1, points: 50, why: 'highest', said: [50], more: false }],
    });
  });
  test('every hand known (cards): the winner’s team writes its Weis', () => {
    expect(weisOf(['H6 H7 H8 H9', 'S6 S7 S8', 'C6', 'D6'], 'C')).toEqual({
      state: 'writes',
      weis: [{ team: 0, points: 50, why: 'points', said: [50], more: false }],
    });
  });
  test('issue 46, official rules (the team writes all its Weis): “50, up to the King”, “50, up to the Queen”, “20”: 50 + 20, and what it shows besides is added', () => {
    expect(weisOf(['50, up to the King', '50, up to the Queen', '20', '0'], 'H', 1, 'official')).toEqual({
      state: 'writes',
      weis: [{ team: 0, points: 70, why: 'highest', said: [50, 20], more: true }],
    });
  });
  test('issue 46: writing all, with every hand known, the team’s every meld (no more to add)', () => {
    expect(weisOf(['H6 H7 H8 H9 CA DA SA HA', 'S6 S7 S8', 'C6 C7 C8', 'D6'], 'C', 1, 'official')).toEqual({
      state: 'writes',
      weis: [{ team: 0, points: 170, why: 'points', said: [100, 50, 20], more: false }],
    });
  });
  test('issue 46, traditional rules: a team that took no trick (the others made a Match) writes nothing; equal runs are asked their suit', () => {
    expect(weisOf(['50', '20', '0', '0'], 'H', 1, 'traditional', [0, 9])).toEqual({ state: 'nobody' });
    expect(weisOf(['20, up to the King', '20, up to the King', '0', '0'], 'H', 1, 'traditional')).toMatchObject({
      state: 'open',
      ask: { stage: 'suit' },
    });
    expect(weisOf(['20, up to the King, clubs', '20, up to the King, hearts', '0', '0'], 'H', 1, 'traditional')).toMatchObject({
      state: 'writes',
      weis: [{ team: 1, why: 'suit' }],
    });
  });
  test('issue 46, Undenufe where the lowest card wins (official): the lowest card decided, said or shown (it read “decided by highest card”)', () => {
    expect(weisOf(['50, up to the 9', '50, up to the Ace', '0', '0'], 'undenufe', 1, 'official')).toEqual({
      state: 'writes',
      weis: [{ team: 0, points: 50, why: 'lowest', said: [50], more: true }],
    });
    expect(weisOf(['H6 H7 H8 H9', 'SJ SQ SK SA', 'C6', 'D7'], 'undenufe', 1, 'official')).toMatchObject({
      state: 'writes',
      weis: [{ team: 0, points: 50, why: 'lowest' }],
    });
    // Where the highest card wins in Undenufe too (Schieber), it is the highest card.
    expect(weisOf(['H6 H7 H8 H9', 'SJ SQ SK SA', 'C6', 'D7'], 'undenufe')).toMatchObject({
      weis: [{ team: 1, why: 'highest' }],
    });
  });
  test('nobody has a Weis: nobody writes', () => {
    expect(weisOf(['nothing', 'nothing', 'nothing', 'nothing'], 'H')).toEqual({ state: 'nobody' });
  });
});

function weisOf(hands: string[], trump: string, factor = 1, rules = 'schieber', tricks: [number, number] | null = null) {
  const read = readTable({ rules, trump, hands, factor, tricks });
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return boardWeisOf(resolveTable(read.table));
}
