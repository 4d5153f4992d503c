import {
  BOARD_PARTS,
  type BoardGame,
  type BoardPart,
  type BoardRound,
  type BoardRules,
  type BoardSeat,
  type BoardTeam,
  type BoardWeis,
  type BoardWhy,
  ROUND_POINTS,
} from './board.js';
import { isMode, isPresetName, type Mode, PRESETS, STAGES, type Stage } from './rules.js';
import { cutToken, isRecord, readArray, readRuleOptions, tokenOf } from './schema.js';

/*
 * A board game read from outside (a file a player imports, what the browser kept): checked
 * field by field, every number in its range; anything else is a coded error naming the field
 * and the value, never an exception. What is written (`exportBoardGame`) reads back the same.
 */

/** The sizes a game may have: larger is refused with `too-large`. */
export const BOARD_LIMITS = {
  rounds: 500,
  nameChars: 40,
  target: 100_000,
  factor: 12,
  matchBonus: 1000,
  weisPoints: 2000,
  weis: 16,
  idChars: 64,
  /** What one player said, as text. */
  saidChars: 200,
} as const;
export const BOARD_FORMAT = 'jass-weis-board';
export const BOARD_VERSION = 1;

export type BoardErrorCode = 'bad-game' | 'too-large';
export interface BoardError {
  code: BoardErrorCode;
  /** Where, as a path: `rounds[3].tricks.points`. */
  field: string;
  token: string;
}
export type BoardRead<T> = { ok: true; value: T } | { ok: false; error: BoardError };

class Refusal {
  constructor(readonly error: BoardError) {}
}
const refuse = (field: string, value: unknown, code: BoardErrorCode = 'bad-game'): never => {
  throw new Refusal({ code, field, token: tokenOf(value) });
};

const integer = (value: unknown, field: string, min: number, max: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : refuse(field, value);
const text = (value: unknown, field: string, max: number = BOARD_LIMITS.nameChars): string =>
  typeof value === 'string' ? (value.length <= max ? value : refuse(field, cutToken(value), 'too-large')) : refuse(field, value);
const record = (value: unknown, field: string): Record<string, unknown> => (isRecord(value) ? value : refuse(field, value));
const list = (value: unknown, field: string, max: number): unknown[] => {
  const read = readArray(value, max);
  if (read.ok) return read.value;
  return Array.isArray(value) ? refuse(field, value.length, 'too-large') : refuse(field, value);
};
const team = (value: unknown, field: string): BoardTeam => integer(value, field, 0, 1) as BoardTeam;
const seat = (value: unknown, field: string): BoardSeat => integer(value, field, 0, 3) as BoardSeat;
const mode = (value: unknown, field: string): Mode => (isMode(value) && value !== 'unknown' ? value : refuse(field, value));

function readRules(value: unknown): BoardRules {
  const rules = record(value, 'rules');
  const preset = isPresetName(rules.preset) ? rules.preset : refuse('rules.preset', rules.preset);
  const options = rules.options === undefined ? {} : record(rules.options, 'rules.options');
  const read = readRuleOptions(PRESETS[preset], options);
  if (!read.ok) refuse(`rules.${read.field}`, read.token);
  const factors: Partial<Record<Mode, number>> = {};
  for (const [key, factor] of Object.entries(record(rules.factors ?? {}, 'rules.factors')))
    factors[mode(key, 'rules.factors')] = integer(factor, `rules.factors.${key}`, 1, BOARD_LIMITS.factor);
  const order = list(rules.order, 'rules.order', BOARD_PARTS.length).map((part, index) =>
    BOARD_PARTS.includes(part as BoardPart) ? (part as BoardPart) : refuse(`rules.order[${index}]`, part),
  );
  if (new Set(order).size !== BOARD_PARTS.length) refuse('rules.order', rules.order);
  if (rules.halfway !== undefined && typeof rules.halfway !== 'boolean') refuse('rules.halfway', rules.halfway);
  return {
    preset,
    options: { ...options },
    target: integer(rules.target, 'rules.target', 1, BOARD_LIMITS.target),
    factors,
    matchBonus: integer(rules.matchBonus, 'rules.matchBonus', 0, BOARD_LIMITS.matchBonus),
    order,
    ...(rules.rounds === undefined ? {} : { rounds: integer(rules.rounds, 'rules.rounds', 1, BOARD_LIMITS.rounds) }),
    ...(rules.counterMatch === undefined
      ? {}
      : { counterMatch: integer(rules.counterMatch, 'rules.counterMatch', 0, BOARD_LIMITS.matchBonus) }),
    ...(rules.halfway === true ? { halfway: true } : {}),
  };
}

function readWeis(value: unknown, field: string): BoardWeis {
  const weis = record(value, field);
  const why = weis.why;
  return {
    team: team(weis.team, `${field}.team`),
    points: integer(weis.points, `${field}.points`, 0, BOARD_LIMITS.weisPoints),
    why:
      why === null || why === undefined
        ? null
        : why === 'uncontested' || why === 'said' || STAGES.includes(why as Stage)
          ? (why as BoardWhy)
          : refuse(`${field}.why`, why),
  };
}

function readRound(value: unknown, field: string): BoardRound {
  const round = record(value, field);
  const tricks = record(round.tricks, `${field}.tricks`);
  const match = tricks.match === true;
  if (tricks.match !== undefined && typeof tricks.match !== 'boolean') refuse(`${field}.tricks.match`, tricks.match);
  const points = integer(tricks.points, `${field}.tricks.points`, 0, ROUND_POINTS);
  if (match && points !== ROUND_POINTS) refuse(`${field}.tricks.points`, points);
  if (typeof round.pushed !== 'boolean') refuse(`${field}.pushed`, round.pushed);
  const optional = <T>(key: string, read: (value: unknown, at: string) => T): { [key: string]: T } =>
    round[key] === undefined ? {} : { [key]: read(round[key], `${field}.${key}`) };
  return {
    trump: mode(round.trump, `${field}.trump`),
    pushed: round.pushed as boolean,
    tricks: { team: team(tricks.team, `${field}.tricks.team`), points, match },
    stoeck: round.stoeck === null || round.stoeck === undefined ? null : team(round.stoeck, `${field}.stoeck`),
    weis: list(round.weis ?? [], `${field}.weis`, BOARD_LIMITS.weis).map((weis, index) =>
      readWeis(weis, `${field}.weis[${index}]`),
    ),
    ...(round.said === undefined ? {} : { said: readSaid(round.said, `${field}.said`) }),
    ...optional('shown', (value, at) =>
      list(value, at, BOARD_LIMITS.weis).map((points, index) => integer(points, `${at}[${index}]`, 1, BOARD_LIMITS.weisPoints)),
    ),
    ...optional('dealer', seat),
    ...optional('first', team),
  };
}

const readSaid = (value: unknown, field: string): [string, string, string, string] => {
  const said = list(value, field, 4).map((words, index) => text(words, `${field}[${index}]`, BOARD_LIMITS.saidChars));
  return said.length === 4 ? (said as [string, string, string, string]) : refuse(field, value);
};

/** A game as data, checked: the game, or the first field in error. */
export function readBoardGame(value: unknown): BoardRead<BoardGame> {
  try {
    const game = record(value, 'game');
    const names = (field: string, count: number) =>
      list(game[field], field, count).map((name, index) => text(name, `${field}[${index}]`));
    const teams = names('teams', 2);
    const players = names('players', 4);
    if (teams.length !== 2) refuse('teams', game.teams);
    if (players.length !== 4) refuse('players', game.players);
    return {
      ok: true,
      value: {
        id: text(game.id, 'id', BOARD_LIMITS.idChars),
        name: text(game.name, 'name'),
        teams: teams as [string, string],
        players: players as [string, string, string, string],
        rules: readRules(game.rules),
        firstDealer: seat(game.firstDealer, 'firstDealer'),
        ...(game.dealer === undefined ? {} : { dealer: seat(game.dealer, 'dealer') }),
        rounds: list(game.rounds, 'rounds', BOARD_LIMITS.rounds).map((round, index) => readRound(round, `rounds[${index}]`)),
      },
    };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.error };
    return { ok: false, error: { code: 'bad-game', field: 'game', token: '?' } };
  }
}

/** A game as a file: its format and version, then the game. */
export const exportBoardGame = (game: BoardGame): string =>
  JSON.stringify({ format: BOARD_FORMAT, version: BOARD_VERSION, game }, null, 1);

/** A file of `exportBoardGame` (or any text): the game in it, or why not. */
export function importBoardGame(fileText: string): BoardRead<BoardGame> {
  if (fileText.length > 2_000_000) return { ok: false, error: { code: 'too-large', field: 'file', token: cutToken(fileText) } };
  let value: unknown;
  try {
    value = JSON.parse(fileText);
  } catch {
    return { ok: false, error: { code: 'bad-game', field: 'file', token: cutToken(fileText) } };
  }
  if (!isRecord(value) || value.format !== BOARD_FORMAT)
    return { ok: false, error: { code: 'bad-game', field: 'format', token: tokenOf(isRecord(value) ? value.format : value) } };
  if (value.version !== BOARD_VERSION)
    return { ok: false, error: { code: 'bad-game', field: 'version', token: tokenOf(value.version) } };
  return readBoardGame(value.game);
}
