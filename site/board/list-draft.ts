import {
  checkListRound,
  LIST_PLAYERS,
  type ListGame,
  type ListRound,
  type ListRoundProblem,
  type ListState,
} from '../../src/core/index.js';

/*
 * A round of a game everyone plays alone (Differenzler, Molotow, a point board) as the scorer
 * types it: each player's numbers as text, Molotow's Weis as values tapped. Pure: the core
 * checks and counts it (`checkListRound`, `listState`).
 */

/** A round as the scorer types it: each player's numbers as text, Molotow's Weis as values tapped. */
export interface ListDraft {
  /** Differenzler's guesses; Molotow's trick points; a point board's points. */
  first: readonly string[];
  /** Differenzler: the points made. */
  second: readonly string[];
  handWeis: readonly (readonly number[])[];
  tableWeis: readonly (readonly number[])[];
  stoeck: number | null;
}

export const newListDraft = (players: number): ListDraft => ({
  first: Array.from({ length: players }, () => ''),
  second: Array.from({ length: players }, () => ''),
  handWeis: Array.from({ length: players }, () => []),
  tableWeis: Array.from({ length: players }, () => []),
  stoeck: null,
});

/** An earlier round opened for a change. */
export function listDraftOf(round: ListRound, players: number): ListDraft {
  const text = (values: readonly number[]) => values.map(String);
  const blank = newListDraft(players);
  switch (round.kind) {
    case 'differenzler':
      return { ...blank, first: text(round.guesses), second: text(round.made) };
    case 'molotow':
      return { ...blank, first: text(round.tricks), handWeis: round.handWeis, tableWeis: round.tableWeis, stoeck: round.stoeck };
    case 'points':
      return { ...blank, first: text(round.points) };
  }
}

export type ListDraftCheck =
  | { ok: true; round: ListRound }
  | { ok: false; problem: ListRoundProblem | { code: 'missing'; player: number } | { code: 'over' } };

/** The round the draft writes, or what is missing: a number not typed, one out of range, trick points not adding up to 157. */
export function checkListDraft(draft: ListDraft, game: ListGame, state: ListState, editing: boolean): ListDraftCheck {
  if (!editing && state.over) return { ok: false, problem: { code: 'over' } };
  const numbers = (texts: readonly string[]) => texts.map((text) => (/^-?\d{1,6}$/.test(text.trim()) ? Number(text) : null));
  const columns = game.kind === 'differenzler' ? [draft.first, draft.second] : [draft.first];
  for (const texts of columns) {
    const missing = numbers(texts).indexOf(null);
    if (missing >= 0) return { ok: false, problem: { code: 'missing', player: missing } };
  }
  const [first, second] = columns.map((texts) => numbers(texts) as number[]) as [number[], number[] | undefined];
  const round: ListRound =
    game.kind === 'differenzler'
      ? { kind: 'differenzler', guesses: first, made: second ?? [] }
      : game.kind === 'molotow'
        ? { kind: 'molotow', tricks: first, handWeis: draft.handWeis, tableWeis: draft.tableWeis, stoeck: draft.stoeck }
        : { kind: 'points', points: first };
  const problem = checkListRound(round, game.players.length);
  return problem ? { ok: false, problem } : { ok: true, round };
}

/** A draft kept in the browser, read field by field; anything that is not one is left out. */
export function readListDraft(value: unknown, game: ListGame): ListDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const kept = value as Record<string, unknown>;
  const count = game.players.length;
  const texts = (list: unknown) =>
    Array.from({ length: count }, (_, at) => (Array.isArray(list) && typeof list[at] === 'string' ? list[at].slice(0, 7) : ''));
  const melds = (list: unknown) =>
    Array.from({ length: count }, (_, at) =>
      Array.isArray(list) && Array.isArray(list[at])
        ? (list[at] as unknown[])
            .filter((points): points is number => Number.isInteger(points) && (points as number) > 0)
            .slice(0, 16)
        : [],
    );
  const stoeck = kept.stoeck;
  return {
    first: texts(kept.first),
    second: texts(kept.second),
    handWeis: melds(kept.handWeis),
    tableWeis: melds(kept.tableWeis),
    stoeck:
      typeof stoeck === 'number' && Number.isInteger(stoeck) && stoeck >= 0 && stoeck < Math.min(count, LIST_PLAYERS.max)
        ? stoeck
        : null,
  };
}
