import { describe, expect, test } from 'vitest';
import { checkCoiffeurDraft, newCoiffeurDraft, readCoiffeurDraft, weisGameOf } from '../../site/board/coiffeur-draft.js';
import { blankOfKind } from '../../site/board/game-kinds.js';
import { saidTable } from '../../site/board/round-draft.js';
import { type CoiffeurGame, coiffeurState } from '../../src/core/index.js';
import { gameOf } from '../helpers/board.js';

const coiffeur = blankOfKind('coiffeur', gameOf([])) as CoiffeurGame;
/** What the draft writes into the grid, or its problem. */
const written = (patch: Partial<ReturnType<typeof newCoiffeurDraft>>) => {
  const draft = { ...newCoiffeurDraft(1), trump: 'D' as const, row: 1, ...patch };
  const check = checkCoiffeurDraft(draft, saidTable(draft, weisGameOf(coiffeur), 1), coiffeur, coiffeurState(coiffeur), null);
  return check.ok ? check.round : check.problem;
};

describe('issue 46 walk-through: a Coiffeur round with the other team’s trick points typed', () => {
  test('Them chooses Eicheln ×2 and makes 100; the scorer types Us’s 57: Them’s row gets 100, not Us’s row 57', () => {
    expect(written({ team: 0, points: '57' })).toMatchObject({ team: 1, row: 1, tricks: { kind: 'points', points: 100 } });
    expect(written({ team: 1, points: '100' })).toMatchObject({ team: 1, row: 1, tricks: { kind: 'points', points: 100 } });
  });
  test('the other team’s Match is a counter-Match; the choosing team’s own is a Match', () => {
    expect(written({ team: 0, match: true })).toMatchObject({ team: 1, tricks: { kind: 'counter' } });
    expect(written({ team: 1, match: true })).toMatchObject({ team: 1, tricks: { kind: 'match' } });
  });
  test('Stöck go with the column’s team only', () => {
    expect(written({ team: 0, points: '57', stoeck: 1 })).toMatchObject({ team: 1, stoeck: true });
    expect(written({ team: 0, points: '57', stoeck: 0 })).toMatchObject({ team: 1, stoeck: false });
  });
  test('a draft kept before the column had its own field reads back with the team typed as its column', () => {
    const { column: _column, ...old } = { ...newCoiffeurDraft(1), row: 2 };
    expect(readCoiffeurDraft(old, coiffeur)).toMatchObject({ team: 1, column: 1, row: 2 });
  });
});
