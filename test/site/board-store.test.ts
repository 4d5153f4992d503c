import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type BoardStore,
  canUndoCurrent,
  currentGame,
  deleteGame,
  EMPTY_STORE,
  editCurrent,
  importedGame,
  importMeeting,
  readBoardStore,
  startGame,
  undoCurrent,
  withDraft,
  writeBoardStore,
} from '../../site/board/board-store.js';
import { newCoiffeurDraft } from '../../site/board/coiffeur-draft.js';
import { blankOfKind } from '../../site/board/game-kinds.js';
import { newListDraft } from '../../site/board/list-draft.js';
import { checkDraft, draftOf, NEW_DRAFT, type RoundDraft, roundOf, saidTable } from '../../site/board/round-draft.js';
import { type BoardGame, readBoardGame } from '../../src/core/index.js';
import { gameArbitrary, gameOf, round } from '../helpers/board.js';

const game = gameOf([]);
const official = gameOf([], { preset: 'official' });
const draft = (patch: Partial<RoundDraft>): RoundDraft => ({ ...NEW_DRAFT, trump: 'H', points: '100', ...patch });
const written = (patch: Partial<RoundDraft>, on: BoardGame = game) => {
  const entry = draft(patch);
  return roundOf(entry, saidTable(entry, on, 1), on);
};
const problem = (patch: Partial<RoundDraft>, on: BoardGame = game) => {
  const entry = draft(patch);
  const check = checkDraft(entry, saidTable(entry, on, 1), on, null);
  return check.ok ? null : check.problem;
};

describe('a round as the scorer fills it in', () => {
  test('nothing is written without a trump, or with trick points that are no round’s', () => {
    expect(written({ trump: null })).toBeNull();
    for (const points of ['158', '-1', '1.5', 'x', '']) expect(written({ points })).toBeNull();
    expect(written({ points: '157' })?.tricks).toEqual({ team: 0, points: 157, match: false });
  });
  test('a Match is all 157 to the team, whatever was typed', () => {
    expect(written({ points: '3', match: true, team: 1 })?.tricks).toEqual({ team: 1, points: 157, match: true });
  });
  test('one player said fifty, the others nothing (not tapped): that team writes it, uncontested', () => {
    expect(written({ said: ['', '50', '', ''] })?.weis).toEqual([{ team: 1, points: 50, why: 'uncontested' }]);
  });
  test('what was said is kept with the round, so that a change opens it as it was settled', () => {
    const kept = written({ said: ['50, up to the King', '50, up to the Ace', '', ''] });
    expect(kept?.weis).toEqual([{ team: 1, points: 50, why: 'highest' }]);
    expect(kept && draftOf(kept).said).toEqual(['50, up to the King', '50, up to the Ace', '', '']);
    expect(kept && draftOf(kept).hand).toBe('');
  });
  test('no Stöck in Obenabe or Undenufe: there is no trump', () => {
    expect(written({ trump: 'obenabe', stoeck: 0 })?.stoeck).toBeNull();
    expect(written({ trump: 'S', stoeck: 0 })?.stoeck).toBe(0);
  });
  test('two fifties: nothing is written until the question is answered', () => {
    expect(written({ said: ['50', '50', '', ''] })).toBeNull();
  });
  test('by hand: one team, its value as said ("fünfzig", "füfzg"); it overrides what was said', () => {
    expect(written({ said: ['50', '', '', ''], handTeam: 1, hand: 'hundert' })?.weis).toEqual([
      { team: 1, points: 100, why: null },
    ]);
    for (const hand of ['50', 'fifty', 'fünfzig', 'füfzg', 'cinquante', 'cinquanta'])
      expect(written({ handTeam: 0, hand })?.weis).toEqual([{ team: 0, points: 50, why: null }]);
  });
  test('issue 46: a Weis by hand is a value a meld has, for one team, and one value where a team writes its best only', () => {
    expect(problem({ handTeam: 0, hand: '55' })).toMatchObject({ kind: 'hand', error: { code: 'not-a-value', token: '55' } });
    expect(problem({ handTeam: 0, hand: '1000' })).toMatchObject({ kind: 'hand', error: { code: 'not-a-value' } });
    expect(problem({ handTeam: 0, hand: 'fifty-ish' })).toMatchObject({ kind: 'hand', error: { code: 'not-a-number' } });
    expect(problem({ hand: '50' })).toEqual({ kind: 'hand-team' });
    expect(problem({ handTeam: 0, hand: '50 + 20' })).toMatchObject({ kind: 'hand', error: { code: 'best-only' } });
    // Where the team writes all: the melds shown, each kept.
    expect(written({ handTeam: 1, hand: '50 + zwänzg' }, official)?.weis).toEqual([
      { team: 1, points: 50, why: null },
      { team: 1, points: 20, why: null },
    ]);
  });
  test('issue 46: points above 157 say why nothing is written; so does each thing still missing', () => {
    expect(problem({ points: '158' })).toEqual({ kind: 'points', typed: '158' });
    expect(problem({ points: '' })).toEqual({ kind: 'points', typed: '' });
    expect(problem({ trump: null })).toEqual({ kind: 'trump' });
    expect(problem({ said: ['50', '50', '', ''] })).toEqual({ kind: 'question', stage: 'highest' });
  });
  test('issue 46: where the team writes all its Weis, what its players said, and what it showed besides added in one step', () => {
    const said = { said: ['50, up to the King', '50, up to the Queen', '20', ''] as const };
    expect(written(said, official)?.weis).toEqual([{ team: 0, points: 70, why: 'highest' }]);
    const kept = written({ ...said, besides: [20, 100] }, official);
    expect(kept?.weis).toEqual([{ team: 0, points: 190, why: 'highest' }]);
    expect(kept?.shown).toEqual([20, 100]);
    // Opened for a change: the same words, the same shown besides.
    expect(kept && draftOf(kept)).toMatchObject({ said: said.said, besides: [20, 100], hand: '' });
    // Where the team writes its best only, nothing is added.
    expect(written({ ...said, besides: [20] })?.weis).toEqual([{ team: 0, points: 50, why: 'highest' }]);
  });
  test('issue 46, traditional rules: the other team made a Match, so the team of the fifty took no trick and writes nothing', () => {
    const traditional = gameOf([], { preset: 'traditional' });
    expect(written({ said: ['50', '', '', ''], team: 1, match: true }, traditional)?.weis).toEqual([]);
    expect(written({ said: ['50', '', '', ''], team: 1, points: '100' }, traditional)?.weis).toHaveLength(1);
  });
  test('issue 46: both teams past the target on this round’s tricks: who was out first is asked, then kept', () => {
    const close = gameOf([
      ...Array.from({ length: 6 }, () => round('H', 157)),
      ...Array.from({ length: 6 }, () => round('H', 7)),
    ]);
    expect(problem({ points: '20' }, close)).toEqual({ kind: 'first' });
    expect(written({ points: '20', first: 1 }, close)?.first).toBe(1);
    // One team alone past it: nothing asked, nothing kept.
    expect(written({ points: '157', first: 1 }, close)?.first).toBeUndefined();
  });
  test('issue 46: a round half entered is kept with the store and read back; anything else kept is left out', () => {
    const started = startGame(EMPTY_STORE, { ...game, id: 'a' }, '');
    const half = draft({ trump: 'S', points: '8', said: ['50', '', '', ''] });
    const kept = readBoardStore(writeBoardStore(withDraft(started, { index: null, draft: half })));
    expect(kept.draft).toEqual({ index: null, draft: half });
    const broken = writeBoardStore(started).replace(/}$/, ',"draft":{"index":7,"draft":{"trump":"X"}}}');
    expect(readBoardStore(broken).draft).toBeUndefined();
    // Written, the draft is gone.
    expect(
      editCurrent(withDraft(started, { index: null, draft: half }), { kind: 'add', round: round('S', 8) }).draft,
    ).toBeUndefined();
  });
});

describe('issue 46: a file of a game kept here in another state', () => {
  const kept = { ...gameOf([round('H', 100), round('S', 80)]), id: 'evening' };
  const older = { ...kept, rounds: [round('H', 100)] };
  const store = startGame(EMPTY_STORE, kept, '');
  test('is told apart from a new game and the same game', () => {
    expect(importMeeting(store, older)).toEqual({ kind: 'differs', kept });
    expect(importMeeting(store, kept)).toEqual({ kind: 'same' });
    expect(importMeeting(store, { ...older, id: 'other' })).toEqual({ kind: 'new' });
  });
  test('replaces it only as chosen, and undo brings the kept one back', () => {
    const replaced = importedGame(store, older, 'replace');
    expect(currentGame(replaced)?.rounds).toHaveLength(1);
    expect(currentGame(undoCurrent(replaced))).toEqual(kept);
  });
  test('or keeps both: the file’s game under a new id', () => {
    const both = importedGame(store, older, 'copy', 'evening-2');
    expect(both.games.map((game) => [game.id, game.rounds.length])).toEqual([
      ['evening-2', 1],
      ['evening', 2],
    ]);
  });
});

describe('what the board keeps in the browser', () => {
  test('every game written reads back the same, the open one and its undo too', () => {
    fc.assert(
      fc.property(fc.array(gameArbitrary, { minLength: 1, maxLength: 4 }), (games) => {
        const unique = games.map((game, index) => ({ ...game, id: `g${index}` }));
        const store: BoardStore = { games: unique, current: 'g0', past: [], groups: [] };
        const edited = editCurrent(store, { kind: 'add', round: round('H', 50) });
        expect(readBoardStore(writeBoardStore(edited))).toEqual(edited);
      }),
    );
  });
  test('anything else kept under the key gives an empty board, never an error', () => {
    for (const text of [null, '', 'x', '[]', '{"games": 3}', '{"games": [{"id": 1}]}'])
      expect(readBoardStore(text)).toEqual(EMPTY_STORE);
  });
  test('a game that does not read back is left out, the others kept', () => {
    const store: BoardStore = {
      games: [
        { ...game, id: 'a' },
        { ...game, id: 'b' },
      ],
      current: 'a',
      past: [],
      groups: [],
    };
    const text = writeBoardStore(store).replace('"id":"b"', '"id":7');
    expect(readBoardStore(text).games.map((kept) => kept.id)).toEqual(['a']);
  });
  test('undo after a reload: the game before the last edit', () => {
    const started = startGame(EMPTY_STORE, { ...game, id: 'a' }, 'Dienstag');
    const after = readBoardStore(writeBoardStore(editCurrent(started, { kind: 'add', round: round('S', 80) })));
    expect(canUndoCurrent(after)).toBe(true);
    expect(currentGame(undoCurrent(after))?.rounds).toEqual([]);
  });
  test('a new game keeps its group’s names and rules for the next; deleting the open game opens another', () => {
    const first = startGame(EMPTY_STORE, { ...game, id: 'a', teams: ['Mir', 'Ihr'] }, 'Dienstag');
    const second = startGame(first, { ...game, id: 'b' }, 'Freitag');
    expect(second.groups.map((group) => group.name)).toEqual(['Freitag', 'Dienstag']);
    expect(readBoardStore(writeBoardStore(second)).groups[1]?.game).toMatchObject({ teams: ['Mir', 'Ihr'] });
    expect(deleteGame(second, 'b').current).toBe('a');
  });
});

describe('issue 46: a game keeps the day it started (the list of games named neither the game nor its day)', () => {
  test('every kind of game reads its day back; a day that is none is refused; the group’s setup for its next game leaves it out', () => {
    for (const kind of ['schieber', 'coiffeur', 'differenzler', 'molotow', 'points'] as const) {
      const kept = { ...blankOfKind(kind, { ...game, id: kind }), id: kind, started: '2026-12-03' };
      const store = startGame(EMPTY_STORE, kept, 'Donnschtig');
      expect(readBoardStore(writeBoardStore(store)).games[0]?.started, kind).toBe('2026-12-03');
      expect(store.groups[0]?.game, kind).not.toHaveProperty('started');
      for (const started of ['3.12.2026', '2026-13-01', '2026-02-30', 20261203])
        expect(readBoardGame({ ...kept, started }), `${kind} ${started}`).toMatchObject({
          ok: false,
          error: { field: 'started' },
        });
    }
    // A game kept before it had a day reads as it was.
    expect(readBoardGame(game)).toMatchObject({ ok: true, value: { id: game.id } });
  });
});

describe('issue 46: a round half entered of the other games, kept over a reload', () => {
  test('a Coiffeur round (its row and counter-Match) and a Molotow round (numbers typed, Weis tapped) read back', () => {
    const coiffeur = { ...blankOfKind('coiffeur', { ...game, id: 'c' }), id: 'c' };
    const inCoiffeur = startGame(EMPTY_STORE, coiffeur, '');
    const half = { ...newCoiffeurDraft(1), trump: 'S' as const, row: 2, counter: true, points: '' };
    expect(readBoardStore(writeBoardStore(withDraft(inCoiffeur, { index: null, draft: half }))).draft).toEqual({
      index: null,
      draft: half,
    });
    const molotow = { ...blankOfKind('molotow', { ...game, id: 'm' }), id: 'm' };
    const inMolotow = startGame(EMPTY_STORE, molotow, '');
    const typed = { ...newListDraft(4), first: ['60', '50', '', ''], handWeis: [[50], [], [], []], stoeck: 1 };
    expect(readBoardStore(writeBoardStore(withDraft(inMolotow, { index: null, draft: typed }))).draft).toEqual({
      index: null,
      draft: typed,
    });
  });
});
