import { possibleValues } from './announced-melds.js';
import type { BoardTeam, BoardWeis, BoardWhy } from './board.js';
import { resultContests, verdictContests } from './contests.js';
import { numberAt } from './number-words.js';
import { splitWords, type Word } from './parse.js';
import type { PlayerResult, TableResult } from './resolve.js';
import type { Mode, Rules, Stage } from './rules.js';
import { cutToken } from './schema.js';
import type { ContestVerdict, Question } from './verdict.js';

/**
 * A Weis the board writes from the table's answer: the team, its points before the factor and
 * why, with the values that make it up and whether the team may still show more.
 */
export interface BoardWeisWritten extends BoardWeis {
  /**
   * The values written, before the factor: the team's best (it writes its single best), or each
   * value its players said and each meld of a player whose cards are known (it writes all: 50 + 20).
   */
  said: readonly number[];
  /**
   * The team writes all its Weis and a player of it said only its best: what it shows besides
   * is not known from the words, and the scorer adds it.
   */
  more: boolean;
}

/** What a round's table says about its Weis: who writes and why, nobody, or the question still to ask. */
export type BoardWeisAnswer =
  | { state: 'writes'; weis: readonly BoardWeisWritten[] }
  | { state: 'nobody' }
  | { state: 'open'; ask: Question | null };

const teamOf = (team: number): BoardTeam => (team % 2) as BoardTeam;
/** The stage that decided, as the board keeps it: the highest-card stage where the lowest card won is `lowest`. */
const whyOf = (stage: Stage | 'uncontested', rungs: readonly { stage: Stage; lowest?: boolean }[] | undefined): BoardWhy =>
  stage === 'highest' && rungs?.find((rung) => rung.stage === 'highest')?.lowest ? 'lowest' : stage;
const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * The Weis a board writes for a round, from the table's answer (the players' said values and
 * answers, or the cards): each contest's winning team and its points before the factor, with
 * the stage that decided; the question that decides it while the verdict is open.
 */
export function boardWeisOf(result: TableResult): BoardWeisAnswer {
  const factor = result.factor > 0 ? result.factor : 1;
  const verdict = verdictContests(result.verdict);
  // Open: who writes turns on a question; or it is certain but how much turns on one ("how much?").
  const open = verdict.find(({ value }) => value.outcome === 'conditional' || (value.team !== null && value.ask));
  if (open) return { state: 'open', ask: open.value.ask };
  const weis: BoardWeisWritten[] =
    verdict.length > 0
      ? verdict.flatMap(({ value }) => fromVerdict(value, result, factor))
      : resultContests(result).flatMap(({ value }) => {
          const winner = value.winner;
          const team = winner ? result.teams?.[winner.team] : undefined;
          if (!winner || !team || team.weis <= 0) return [];
          return [
            {
              team: teamOf(winner.team),
              points: Math.round(team.weis / factor),
              why: whyOf(winner.decidedBy, value.comparison?.stages),
              said: team.shown.map((shown) => shown.meld.points),
              more: false,
            },
          ];
        });
  return weis.length > 0 ? { state: 'writes', weis } : { state: 'nobody' };
}

/**
 * A certain verdict as the board writes it. Where the points are known (the team writes its best,
 * or every melder of it is known), those; where the team writes all its Weis and its players are
 * known only by their words, each value said, and the rest is shown.
 */
function fromVerdict(verdict: ContestVerdict, result: TableResult, factor: number): BoardWeisWritten[] {
  if (verdict.team === null || verdict.points === 0) return [];
  const team = teamOf(verdict.team);
  const why = verdict.stage ? whyOf(verdict.stage, verdict.stages) : 'said';
  if (verdict.points !== null) {
    const points = Math.round(verdict.points / factor);
    const players = result.players.filter((player) => player.team === verdict.team);
    const values = players.flatMap(valuesOf);
    // Its single best, or all its melds (each known, or nothing said beside them).
    const said = sum(values) === points ? values : [points];
    return [{ team, points, why, said, more: false }];
  }
  const players = result.players.filter((player) => player.team === verdict.team);
  const said = players.flatMap(valuesOf);
  const points = sum(said);
  const more = players.some((player) => (player.said?.melds?.length ?? 0) > 0);
  return points > 0 || more ? [{ team, points, why, said, more }] : [];
}

/** What a player brings to a team that writes all: each value said, or each meld of the cards known. */
const valuesOf = (player: PlayerResult): number[] =>
  player.said
    ? (player.said.melds ?? []).flatMap((item) => (item.points !== undefined && item.points > 0 ? [item.points] : []))
    : player.melds.map((meld) => meld.points);

/** Why a Weis written by hand is not one: a word that is no number, a value no meld has, more than the best where a team writes its best only. */
export type HandWeisErrorCode = 'not-a-number' | 'not-a-value' | 'best-only';
export interface HandWeisError {
  code: HandWeisErrorCode;
  token: string;
  offset: number;
  length: number;
  /** The values a meld can have here, lowest first. */
  values: readonly number[];
}
export type HandWeisRead = { ok: true; values: number[] } | { ok: false; error: HandWeisError };

/** At most this many melds by hand: four hands' worth. */
const HAND_MELDS = 16;

/**
 * A team's Weis written by hand, as the scorer types or says it: one value ("50", "fünfzig",
 * "füfzg"), or where the team writes all its Weis the melds it showed ("50 + 20", "hundert und
 * zwanzig" is 120: a sum is written with "+" or a comma). Each value must be one a meld has
 * under the rules; where the team writes its single best, one value only. Empty: no Weis.
 */
export function readHandWeis(text: string, rules: Rules, mode: Mode): HandWeisRead {
  const values = possibleValues(rules, mode);
  const read: number[] = [];
  const fail = (code: HandWeisErrorCode, from: Word, to: Word = from): HandWeisRead => ({
    ok: false,
    error: {
      code,
      token: cutToken(text.slice(from.offset, to.offset + to.text.length)),
      offset: from.offset,
      length: to.offset + to.text.length - from.offset,
      values,
    },
  });
  // A "+" or a comma parts two melds; within a part, a number is read as long as it goes on.
  for (const part of text.slice(0, 400).matchAll(/[^+,;&]+/g)) {
    const words = splitWords(part[0]).map((word) => ({ ...word, offset: word.offset + (part.index ?? 0) }));
    for (let at = 0; at < words.length; ) {
      const word = words[at] as Word;
      const number = numberAt(words, at);
      if (!number) return fail('not-a-number', word);
      const last = words[at + number.words - 1] as Word;
      if (!values.includes(number.value)) return fail('not-a-value', word, last);
      read.push(number.value);
      if (read.length > (rules.writes === 'best' ? 1 : HAND_MELDS)) return fail('best-only', word, last);
      at += number.words;
    }
  }
  return { ok: true, values: read };
}
