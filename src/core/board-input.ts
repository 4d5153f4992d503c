import {
  BOARD_PARTS,
  type BoardGame,
  type BoardPart,
  type BoardRound,
  type BoardRules,
  type BoardWeis,
  type BoardWhy,
  ROUND_POINTS,
} from './board.js';
import { day, integer, list, mode, optional, record, refuse, seat, team, text } from './board-fields.js';
import { isPresetName, type Mode, PRESETS, STAGES, type Stage } from './rules.js';
import { readRuleOptions } from './schema.js';

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

/** A group's Weis rules: a preset the board plays and rule options the core reads over it. */
export function readWeisRules(rules: Record<string, unknown>, field: string): Pick<BoardRules, 'preset' | 'options'> {
  const preset = isPresetName(rules.preset) ? rules.preset : refuse(`${field}.preset`, rules.preset);
  const options = rules.options === undefined ? {} : record(rules.options, `${field}.options`);
  const read = readRuleOptions(PRESETS[preset], options);
  if (!read.ok) refuse(`${field}.${read.field}`, read.token);
  return { preset, options: { ...options } };
}

function readRules(value: unknown): BoardRules {
  const rules = record(value, 'rules');
  const { preset, options } = readWeisRules(rules, 'rules');
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
    options,
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
        : why === 'uncontested' || why === 'said' || why === 'lowest' || STAGES.includes(why as Stage)
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
  return {
    trump: mode(round.trump, `${field}.trump`),
    pushed: round.pushed as boolean,
    tricks: { team: team(tricks.team, `${field}.tricks.team`), points, match },
    stoeck: round.stoeck === null || round.stoeck === undefined ? null : team(round.stoeck, `${field}.stoeck`),
    weis: list(round.weis ?? [], `${field}.weis`, BOARD_LIMITS.weis).map((weis, index) =>
      readWeis(weis, `${field}.weis[${index}]`),
    ),
    ...(round.said === undefined ? {} : { said: readSaid(round.said, `${field}.said`) }),
    ...optional(
      round,
      'shown',
      (value, at) =>
        list(value, at, BOARD_LIMITS.weis).map((points, index) => integer(points, `${at}[${index}]`, 1, BOARD_LIMITS.weisPoints)),
      `${field}.shown`,
    ),
    ...optional(round, 'dealer', seat, `${field}.dealer`),
    ...optional(round, 'first', team, `${field}.first`),
  };
}

const readSaid = (value: unknown, field: string): [string, string, string, string] => {
  const said = list(value, field, 4).map((words, index) => text(words, `${field}[${index}]`, BOARD_LIMITS.saidChars));
  return said.length === 4 ? (said as [string, string, string, string]) : refuse(field, value);
};

/** A Schieber game as data, checked field by field: the game, or a refusal naming the first field in error. */
export function readSchieberGame(game: Record<string, unknown>): BoardGame {
  const names = (field: string, count: number) =>
    list(game[field], field, count).map((name, index) => text(name, `${field}[${index}]`));
  const teams = names('teams', 2);
  const players = names('players', 4);
  if (teams.length !== 2) refuse('teams', game.teams);
  if (players.length !== 4) refuse('players', game.players);
  return {
    id: text(game.id, 'id', BOARD_LIMITS.idChars),
    name: text(game.name, 'name'),
    teams: teams as [string, string],
    players: players as [string, string, string, string],
    rules: readRules(game.rules),
    firstDealer: seat(game.firstDealer, 'firstDealer'),
    ...optional(game, 'dealer', seat, 'dealer'),
    rounds: list(game.rounds, 'rounds', BOARD_LIMITS.rounds).map((round, index) => readRound(round, `rounds[${index}]`)),
    ...optional(game, 'started', day, 'started'),
  };
}
