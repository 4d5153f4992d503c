import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type BoardStore,
  canUndoCurrent,
  currentGame,
  deleteGame,
  EMPTY_STORE,
  editCurrent,
  readBoardStore,
  startGame,
  undoCurrent,
  writeBoardStore,
} from '../../site/board/board-store.js';
import { draftOf, NEW_DRAFT, type RoundDraft, roundOf, saidTable } from '../../site/board/round-draft.js';
import { gameArbitrary, gameOf, round } from '../helpers/board.js';

const game = gameOf([]);
const draft = (patch: Partial<RoundDraft>): RoundDraft => ({ ...NEW_DRAFT, trump: 'H', points: '100', ...patch });
const written = (patch: Partial<RoundDraft>) => {
  const entry = draft(patch);
  return roundOf(entry, saidTable(entry, game, 1), game);
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
    expect(kept && draftOf(kept).hand).toEqual(['', '']);
  });
  test('no Stöck in Obenabe or Undenufe: there is no trump', () => {
    expect(written({ trump: 'obenabe', stoeck: 0 })?.stoeck).toBeNull();
    expect(written({ trump: 'S', stoeck: 0 })?.stoeck).toBe(0);
  });
  test('two fifties: nothing is written until the question is answered', () => {
    expect(written({ said: ['50', '50', '', ''] })).toBeNull();
  });
  test('by hand: a value or the melds shown ("50 + 20"), in tens; it overrides what was said', () => {
    expect(written({ said: ['50', '', '', ''], hand: ['', '50 + 20'] })?.weis).toEqual([{ team: 1, points: 70, why: null }]);
    expect(written({ hand: ['55', ''] })).toBeNull();
    expect(written({ hand: ['fifty', ''] })).toBeNull();
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
    expect(readBoardStore(writeBoardStore(second)).groups[1]?.game.teams).toEqual(['Mir', 'Ihr']);
    expect(deleteGame(second, 'b').current).toBe('a');
  });
});
