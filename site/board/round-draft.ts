import {
  type BoardGame,
  type BoardRound,
  type BoardTeam,
  type BoardWeis,
  type BoardWeisAnswer,
  boardWeisOf,
  type Mode,
  ROUND_POINTS,
  readTable,
  resolveTable,
  roundHasStoeck,
  type SeatRead,
  type TableResult,
} from '../../src/core/index.js';

/**
 * A round as the scorer fills it in: the trump, the trick points typed for one team, Stöck, and
 * the Weis as the table said it (each player's value and answers, read by the core) or written
 * by hand. Pure: the form draws it; the core decides who writes the Weis.
 */
export interface RoundDraft {
  trump: Mode | null;
  pushed: boolean;
  team: BoardTeam;
  /** The trick points as typed. */
  points: string;
  match: boolean;
  stoeck: BoardTeam | null;
  /** What each player said of their Weis, as text the core reads ("50", "50, 4 cards"); empty: not said. */
  said: readonly [string, string, string, string];
  /** A Weis per team written by hand ("50", or the melds shown when the group writes all: "50 + 20"): overrides what was said. */
  hand: readonly [string, string];
}

export const NEW_DRAFT: RoundDraft = {
  trump: null,
  pushed: false,
  team: 0,
  points: '',
  match: false,
  stoeck: null,
  said: ['', '', '', ''],
  hand: ['', ''],
};

/** An earlier round opened for a change: its Weis as written, by hand. */
export function draftOf(round: BoardRound): RoundDraft {
  // Settled from what was said: the same words again, the question answered as before.
  if (round.said) return { ...NEW_DRAFT, ...roundBasics(round), said: round.said };
  const weisOf = (team: BoardTeam) => round.weis.filter((weis) => weis.team === team).reduce((sum, weis) => sum + weis.points, 0);
  const hand = ([0, 1] as const).map((team) => (weisOf(team) > 0 ? String(weisOf(team)) : '')) as [string, string];
  return { ...NEW_DRAFT, ...roundBasics(round), hand };
}

const roundBasics = (round: BoardRound): Partial<RoundDraft> => ({
  trump: round.trump,
  pushed: round.pushed,
  team: round.tricks.team,
  points: String(round.tricks.points),
  match: round.tricks.match,
  stoeck: round.stoeck,
});

/** The trick points typed, when they are a round's (0 to 157); a Match is 157. */
export function trickPoints(draft: RoundDraft): number | null {
  if (draft.match) return ROUND_POINTS;
  const text = draft.points.trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const points = Number(text);
  return points <= ROUND_POINTS ? points : null;
}

export interface SaidTable {
  reads: readonly (Pick<SeatRead, 'cards' | 'said'> | null)[];
  result: TableResult | null;
  answer: BoardWeisAnswer | null;
}

/** What the table said, read and settled by the core: who writes the Weis, or the question that decides it. */
export function saidTable(draft: RoundDraft, game: BoardGame, forehand: number): SaidTable {
  if (!draft.trump || draft.said.every((text) => !text.trim())) return { reads: [], result: null, answer: null };
  const read = readTable({
    rules: game.rules.preset,
    options: game.rules.options,
    trump: draft.trump,
    forehand,
    // On the board the first trick is over: whoever the scorer gives no value said nothing.
    hands: draft.said.map((text) => (text.trim() ? text : '0')),
  });
  if (!read.ok) return { reads: [], result: null, answer: null };
  const result = resolveTable(read.table);
  return { reads: read.reads, result, answer: boardWeisOf(result) };
}

/** A team's Weis written by hand: one value, or the values of the melds it showed ("50 + 20"), in tens. */
const handPoints = (text: string): number | null => {
  const values = text.split(/[+\s]+/).filter(Boolean);
  if (values.length > 16 || !values.every((value) => /^\d{1,4}$/.test(value) && Number(value) % 10 === 0)) return null;
  return values.reduce((sum, value) => sum + Number(value), 0);
};

/** The Weis the round writes: by hand where given, else as the table settled it. Null: not valid yet. */
export function draftWeis(draft: RoundDraft, said: SaidTable): readonly BoardWeis[] | null {
  if (draft.hand.some((text) => text.trim())) {
    const points = draft.hand.map(handPoints);
    if (points.some((value) => value === null)) return null;
    return ([0, 1] as const).flatMap((team) => ((points[team] ?? 0) > 0 ? [{ team, points: points[team] ?? 0, why: null }] : []));
  }
  if (!said.answer) return [];
  if (said.answer.state === 'open') return null;
  return said.answer.state === 'writes' ? said.answer.weis : [];
}

/** The round the draft writes, or null while something is missing or out of range. */
export function roundOf(draft: RoundDraft, said: SaidTable, game: Pick<BoardGame, 'rules'>): BoardRound | null {
  const points = trickPoints(draft);
  const weis = draftWeis(draft, said);
  if (!draft.trump || points === null || weis === null) return null;
  const byHand = draft.hand.some((text) => text.trim());
  const fromSaid = !byHand && draft.said.some((text) => text.trim());
  return {
    trump: draft.trump,
    pushed: draft.pushed,
    tricks: { team: draft.team, points, match: draft.match },
    stoeck: roundHasStoeck(game.rules, draft.trump) ? draft.stoeck : null,
    weis,
    ...(fromSaid ? { said: draft.said } : {}),
  };
}
