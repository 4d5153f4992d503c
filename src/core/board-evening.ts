import type { BoardGame, BoardRound } from './board.js';
import {
  COIFFEUR_LIMITS,
  type CoiffeurGame,
  type CoiffeurRound,
  type CoiffeurRules,
  type CoiffeurTricks,
  coiffeurRoundFits,
  coiffeurState,
} from './board-coiffeur.js';
import { applyEdit, type BoardEdit } from './board-edits.js';
import {
  type BoardRead,
  day,
  integer,
  list,
  mode,
  optional,
  readGuarded,
  record,
  refuse,
  seat,
  team,
  text,
} from './board-fields.js';
import { BOARD_FORMAT, BOARD_LIMITS, BOARD_VERSION, readSchieberGame, readWeisRules } from './board-input.js';
import {
  LIST_GAMES,
  LIST_PLAYERS,
  type ListGame,
  type ListGameKind,
  type ListGoal,
  type ListRound,
  listState,
} from './board-list.js';
import { cutToken, isRecord, tokenOf } from './schema.js';

/*
 * Every game of a Swiss evening on one board: Schieber (two teams to a target), Coiffeur (two
 * teams' columns of rows), and the games everyone plays alone (Differenzler, Molotow, a plain
 * point board). One file format for all, one way to write, change, take off and undo a round.
 */

/** The games of an evening, by the id a file keeps. */
export const EVENING_GAMES = ['schieber', 'coiffeur', ...LIST_GAMES] as const;
export type EveningGameKind = (typeof EVENING_GAMES)[number];

export type EveningGame = BoardGame | CoiffeurGame | ListGame;
export type EveningRound = BoardRound | CoiffeurRound | ListRound;

/** Which game this is (a Schieber game's file has no `kind`: the board's first game). */
export const gameKind = (game: EveningGame): EveningGameKind => ('kind' in game ? game.kind : 'schieber');
export const isSchieber = (game: EveningGame): game is BoardGame => gameKind(game) === 'schieber';
export const isCoiffeur = (game: EveningGame): game is CoiffeurGame => gameKind(game) === 'coiffeur';
export const isListGame = (game: EveningGame): game is ListGame => (LIST_GAMES as readonly string[]).includes(gameKind(game));

/** A game's setup without its rounds: what a group keeps for its next game of that kind. */
export type GameSetup<G extends EveningGame = EveningGame> = G extends unknown
  ? Omit<G, 'id' | 'rounds' | 'name' | 'dealer' | 'started'>
  : never;

/** What a scorer does to a game of any kind: a Schieber edit, or a round of the other games written, changed or taken off. */
export type EveningEdit =
  | BoardEdit
  | { kind: 'add-round'; round: CoiffeurRound | ListRound }
  | { kind: 'replace-round'; index: number; round: CoiffeurRound | ListRound };

/** Whether a game is over: no round is added to it any more. */
export function gameOver(game: EveningGame): boolean {
  if (isCoiffeur(game)) return coiffeurState(game).over;
  if (isListGame(game)) return listState(game).over;
  return false;
}

/**
 * A game after one edit. Schieber's edits as `applyEdit`; the other games take a round of their
 * own kind, a Coiffeur round only into a row still open in its column, none once the game is over.
 */
export function applyEveningEdit(game: EveningGame, edit: EveningEdit): EveningGame {
  if (isSchieber(game)) return edit.kind === 'add-round' || edit.kind === 'replace-round' ? game : applyEdit(game, edit);
  const rounds = game.rounds as readonly (CoiffeurRound | ListRound)[];
  const fits = (round: CoiffeurRound | ListRound, replacing: number | null) =>
    isCoiffeur(game)
      ? !('kind' in round) && coiffeurRoundFits(game, round, replacing)
      : 'kind' in round && round.kind === gameKind(game);
  const next = (list: readonly (CoiffeurRound | ListRound)[]) => ({ ...game, rounds: list }) as EveningGame;
  switch (edit.kind) {
    case 'add-round':
      return gameOver(game) || !fits(edit.round, null) ? game : next([...rounds, edit.round]);
    case 'replace-round':
      if (!rounds[edit.index] || !fits(edit.round, edit.index)) return game;
      return next(rounds.map((round, index) => (index === edit.index ? edit.round : round)));
    case 'remove':
      return rounds[edit.index] ? next(rounds.filter((_, index) => index !== edit.index)) : game;
    default:
      return game;
  }
}

function readCoiffeurRules(value: unknown): CoiffeurRules {
  const rules = record(value, 'rules');
  return {
    rows: list(rules.rows, 'rules.rows', COIFFEUR_LIMITS.rows).map((row, index) => {
      const at = `rules.rows[${index}]`;
      const fields = record(row, at);
      return {
        trump: fields.trump === null ? null : mode(fields.trump, `${at}.trump`),
        factor: integer(fields.factor, `${at}.factor`, 1, COIFFEUR_LIMITS.factor),
      };
    }),
    weis: readWeisRules(record(rules.weis, 'rules.weis'), 'rules.weis'),
    match: integer(rules.match, 'rules.match', 0, COIFFEUR_LIMITS.match),
    counterMatch: integer(rules.counterMatch, 'rules.counterMatch', 0, COIFFEUR_LIMITS.counterMatch),
  };
}

function readCoiffeurTricks(value: unknown, field: string): CoiffeurTricks {
  const tricks = record(value, field);
  if (tricks.kind === 'match' || tricks.kind === 'counter') return { kind: tricks.kind };
  if (tricks.kind !== 'points') refuse(`${field}.kind`, tricks.kind);
  return { kind: 'points', points: integer(tricks.points, `${field}.points`, 0, 157) };
}

function readCoiffeurGame(game: Record<string, unknown>): CoiffeurGame {
  const rules = readCoiffeurRules(game.rules);
  const names = (field: string, count: number) => {
    const read = list(game[field], field, count).map((name, index) => text(name, `${field}[${index}]`));
    return read.length === count ? read : refuse(field, game[field]);
  };
  return {
    id: text(game.id, 'id', BOARD_LIMITS.idChars),
    name: text(game.name, 'name'),
    kind: 'coiffeur',
    teams: names('teams', 2) as [string, string],
    players: names('players', 4) as [string, string, string, string],
    rules,
    firstDealer: seat(game.firstDealer, 'firstDealer'),
    rounds: list(game.rounds, 'rounds', BOARD_LIMITS.rounds).map((value, index): CoiffeurRound => {
      const field = `rounds[${index}]`;
      const round = record(value, field);
      if (typeof round.stoeck !== 'boolean') refuse(`${field}.stoeck`, round.stoeck);
      return {
        team: team(round.team, `${field}.team`),
        row: integer(round.row, `${field}.row`, 0, rules.rows.length - 1),
        trump: mode(round.trump, `${field}.trump`),
        tricks: readCoiffeurTricks(round.tricks, `${field}.tricks`),
        weis: integer(round.weis, `${field}.weis`, 0, BOARD_LIMITS.weisPoints),
        stoeck: round.stoeck as boolean,
        ...optional(round, 'dealer', seat, `${field}.dealer`),
      };
    }),
    ...optional(game, 'started', day, 'started'),
  };
}

function readGoal(value: unknown): ListGoal {
  if (value === null) return null;
  const goal = record(value, 'rules.goal');
  if (goal.kind !== 'points' && goal.kind !== 'rounds') return refuse('rules.goal.kind', goal.kind);
  return { kind: goal.kind, value: integer(goal.value, 'rules.goal.value', 1, BOARD_LIMITS.target) };
}

function readListRound(value: unknown, field: string, kind: ListGameKind, players: number): ListRound {
  const round = record(value, field);
  if (round.kind !== kind) refuse(`${field}.kind`, round.kind);
  const numbers = (key: string, min: number, max: number) => {
    const read = list(round[key], `${field}.${key}`, LIST_PLAYERS.max).map((number, index) =>
      integer(number, `${field}.${key}[${index}]`, min, max),
    );
    return read.length === players ? read : refuse(`${field}.${key}`, round[key]);
  };
  const melds = (key: string) => {
    const read = list(round[key], `${field}.${key}`, LIST_PLAYERS.max).map((values, player) =>
      list(values, `${field}.${key}[${player}]`, BOARD_LIMITS.weis).map((points, index) =>
        integer(points, `${field}.${key}[${player}][${index}]`, 1, BOARD_LIMITS.weisPoints),
      ),
    );
    return read.length === players ? read : refuse(`${field}.${key}`, round[key]);
  };
  switch (kind) {
    case 'differenzler':
      return { kind, guesses: numbers('guesses', 0, 157), made: numbers('made', 0, 157) };
    case 'molotow':
      return {
        kind,
        tricks: numbers('tricks', 0, 157),
        handWeis: melds('handWeis'),
        tableWeis: melds('tableWeis'),
        stoeck: round.stoeck === null ? null : integer(round.stoeck, `${field}.stoeck`, 0, players - 1),
      };
    case 'points':
      return { kind, points: numbers('points', -BOARD_LIMITS.target, BOARD_LIMITS.target) };
  }
}

function readListGame(game: Record<string, unknown>, kind: ListGameKind): ListGame {
  const players = list(game.players, 'players', LIST_PLAYERS.max).map((name, index) => text(name, `players[${index}]`));
  if (players.length < LIST_PLAYERS.min) refuse('players', players.length);
  const rules = record(game.rules, 'rules');
  if (typeof rules.lowWins !== 'boolean') refuse('rules.lowWins', rules.lowWins);
  return {
    id: text(game.id, 'id', BOARD_LIMITS.idChars),
    name: text(game.name, 'name'),
    kind,
    players,
    rules: { goal: readGoal(rules.goal), lowWins: rules.lowWins as boolean },
    firstDealer: integer(game.firstDealer, 'firstDealer', 0, players.length - 1),
    rounds: list(game.rounds, 'rounds', BOARD_LIMITS.rounds).map((round, index) =>
      readListRound(round, `rounds[${index}]`, kind, players.length),
    ),
    ...optional(game, 'started', day, 'started'),
  };
}

/** A game of any kind as data, checked field by field: the game, or the first field in error. */
export function readBoardGame(value: unknown): BoardRead<EveningGame> {
  return readGuarded((): EveningGame => {
    const game = record(value, 'game');
    const kind = game.kind ?? 'schieber';
    if (kind === 'schieber') return readSchieberGame(game);
    if (kind === 'coiffeur') return readCoiffeurGame(game);
    if ((LIST_GAMES as readonly unknown[]).includes(kind)) return readListGame(game, kind as ListGameKind);
    return refuse('kind', kind);
  });
}

/** A game as a file: its format and version, then the game. */
export const exportBoardGame = (game: EveningGame): string =>
  JSON.stringify({ format: BOARD_FORMAT, version: BOARD_VERSION, game }, null, 1);

/** A file of `exportBoardGame` (or any text): the game in it, or why not. */
export function importBoardGame(fileText: string): BoardRead<EveningGame> {
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
