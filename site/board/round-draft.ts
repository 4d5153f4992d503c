import {
  type BoardGame,
  type BoardRound,
  type BoardTeam,
  type BoardWeis,
  type BoardWeisAnswer,
  boardRules,
  boardState,
  boardTrumps,
  boardWeisOf,
  type HandWeisError,
  isMode,
  type Mode,
  possibleValues,
  ROUND_POINTS,
  readHandWeis,
  readTable,
  resolveTable,
  roundHasStoeck,
  type SeatRead,
  type Stage,
  type TableResult,
} from '../../src/core/index.js';

/**
 * A round as the scorer fills it in: the trump, the trick points typed for one team, Stöck, and
 * the Weis as the table said it (each player's value and answers, read by the core, and what the
 * writing team shows besides) or written by hand. Pure: the form draws it; the core decides who
 * writes the Weis and what is missing.
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
  /** Where the writing team writes all its Weis: what it showed besides what its players said, each meld's value. */
  besides: readonly number[];
  /** A Weis written by hand instead of what was said: the team, and its value or melds as typed ("50 + 20", "füfzg"). */
  handTeam: BoardTeam | null;
  hand: string;
  /** Both teams pass the target on this round's tricks: the team that was out first. */
  first: BoardTeam | null;
}

export const NEW_DRAFT: RoundDraft = {
  trump: null,
  pushed: false,
  team: 0,
  points: '',
  match: false,
  stoeck: null,
  said: ['', '', '', ''],
  besides: [],
  handTeam: null,
  hand: '',
  first: null,
};

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** An earlier round opened for a change: what was said and shown as it was settled, or the Weis written by hand. */
export function draftOf(round: BoardRound): RoundDraft {
  const basics: RoundDraft = {
    ...NEW_DRAFT,
    trump: round.trump,
    pushed: round.pushed,
    team: round.tricks.team,
    points: String(round.tricks.points),
    match: round.tricks.match,
    stoeck: round.stoeck,
    first: round.first ?? null,
  };
  if (round.said) return { ...basics, said: round.said, besides: round.shown ?? [] };
  const team = round.weis[0]?.team ?? null;
  const values = round.weis.filter((weis) => weis.team === team).map((weis) => String(weis.points));
  return { ...basics, handTeam: team, hand: values.join(' + ') };
}

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
    // A Match leaves the other team without a trick (where the rules ask one to write a Weis).
    tricks: draft.match ? (draft.team === 0 ? [9, 0] : [0, 9]) : null,
  });
  if (!read.ok) return { reads: [], result: null, answer: null };
  const result = resolveTable(read.table);
  return { reads: read.reads, result, answer: boardWeisOf(result) };
}

/** Why a round cannot be written yet: the first thing missing, as the form says it. */
export type DraftProblem =
  | { kind: 'trump' }
  | { kind: 'points'; typed: string }
  | { kind: 'question'; stage: Stage | null }
  | { kind: 'hand-team' }
  | { kind: 'hand'; error: HandWeisError }
  | { kind: 'first' }
  | { kind: 'over' }
  /** Coiffeur: no row chosen, or a row its column has written already. */
  | { kind: 'row' }
  | { kind: 'row-taken' };

export type DraftCheck = { ok: true; round: BoardRound } | { ok: false; problem: DraftProblem };

/** What the scorer is writing by hand, where anything: it overrides what was said. */
const byHand = (draft: RoundDraft): boolean => draft.hand.trim() !== '';

/** The Weis the round writes: by hand where given, else as the table settled it with what was shown besides. */
function draftWeis(
  draft: RoundDraft & { trump: Mode },
  said: SaidTable,
  game: Pick<BoardGame, 'rules'>,
): { weis: BoardWeis[]; shown: readonly number[] } | DraftProblem {
  if (byHand(draft)) {
    if (draft.handTeam === null) return { kind: 'hand-team' };
    const read = readHandWeis(draft.hand, boardRules(game.rules), draft.trump);
    if (!read.ok) return { kind: 'hand', error: read.error };
    const team = draft.handTeam;
    return { weis: read.values.map((points) => ({ team, points, why: null })), shown: [] };
  }
  const answer = said.answer;
  if (!answer || answer.state === 'nobody') return { weis: [], shown: [] };
  if (answer.state === 'open') return { kind: 'question', stage: answer.ask?.stage ?? null };
  const more = answer.weis.some((weis) => weis.more);
  const shown = more ? draft.besides : [];
  return {
    weis: answer.weis.map(({ team, points, why, more: adds }) => ({ team, points: points + (adds ? sum(shown) : 0), why })),
    shown,
  };
}

/**
 * The round the draft writes into the game (as round `index`, or a new one), or the first thing
 * still missing: the trump, the trick points (0 to 157), the answer to the table's question, the
 * team and values of a Weis by hand, who was out first where both teams pass the target on its
 * tricks. A new round on a game that is over is refused.
 */
export function checkDraft(draft: RoundDraft, said: SaidTable, game: BoardGame, index: number | null): DraftCheck {
  const before = index === null ? game.rounds : game.rounds.slice(0, index);
  if (index === null && boardState({ ...game, rounds: before }).over) return { ok: false, problem: { kind: 'over' } };
  const trump = draft.trump;
  if (!trump) return { ok: false, problem: { kind: 'trump' } };
  const points = trickPoints(draft);
  if (points === null) return { ok: false, problem: { kind: 'points', typed: draft.points.trim() } };
  const weis = draftWeis({ ...draft, trump }, said, game);
  if ('kind' in weis) return { ok: false, problem: weis };
  const fromSaid = !byHand(draft) && draft.said.some((text) => text.trim());
  const round: BoardRound = {
    trump,
    pushed: draft.pushed,
    tricks: { team: draft.team, points, match: draft.match },
    stoeck: roundHasStoeck(game.rules, trump) ? draft.stoeck : null,
    weis: weis.weis,
    ...(fromSaid ? { said: draft.said } : {}),
    ...(fromSaid && weis.shown.length > 0 ? { shown: weis.shown } : {}),
  };
  // Both past the target on this round's tricks: who was out first decides, and is asked.
  const reached = boardState({ ...game, rounds: [...before, round] });
  if (reached.asksFirst === before.length) {
    if (draft.first === null) return { ok: false, problem: { kind: 'first' } };
    return { ok: true, round: { ...round, first: draft.first } };
  }
  return { ok: true, round };
}

/** The round the draft writes, or null while something is missing (`checkDraft` says what). */
export function roundOf(draft: RoundDraft, said: SaidTable, game: BoardGame, index: number | null = null): BoardRound | null {
  const check = checkDraft(draft, said, game, index);
  return check.ok ? check.round : null;
}

/** Whether the writing team may show more than its players said (the rules write all): the form offers to add it. */
export const showsMore = (said: SaidTable): boolean =>
  said.answer?.state === 'writes' && said.answer.weis.some((weis) => weis.more);

/** The values a meld can have in this round's trump: what a scorer adds as shown besides. */
export const meldValues = (game: Pick<BoardGame, 'rules'>, trump: Mode): number[] =>
  possibleValues(boardRules(game.rules), trump);

const isTeam = (value: unknown): value is BoardTeam => value === 0 || value === 1;
const short = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * A draft kept in the browser (a round half entered when the page was closed), read field by
 * field; anything that is not one is left out, never an error.
 */
export function readRoundDraft(value: unknown, game: Pick<BoardGame, 'rules'>): RoundDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const kept = value as Record<string, unknown>;
  const trump = isMode(kept.trump) && boardTrumps(game.rules).includes(kept.trump) ? kept.trump : null;
  const said = Array.isArray(kept.said) && kept.said.length === 4 ? kept.said.map((text) => short(text, 200)) : NEW_DRAFT.said;
  const besides = Array.isArray(kept.besides)
    ? kept.besides.filter((points): points is number => Number.isInteger(points) && points > 0 && points <= 2000).slice(0, 16)
    : [];
  return {
    trump,
    pushed: kept.pushed === true,
    team: isTeam(kept.team) ? kept.team : 0,
    points: short(kept.points, 3),
    match: kept.match === true,
    stoeck: isTeam(kept.stoeck) ? kept.stoeck : null,
    said: said as unknown as RoundDraft['said'],
    besides,
    handTeam: isTeam(kept.handTeam) ? kept.handTeam : null,
    hand: short(kept.hand, 40),
    first: isTeam(kept.first) ? kept.first : null,
  };
}
