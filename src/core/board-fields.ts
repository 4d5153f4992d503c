import type { BoardSeat, BoardTeam } from './board.js';
import { isMode, type Mode } from './rules.js';
import { cutToken, isRecord, readArray, tokenOf } from './schema.js';

/*
 * Reading a board's game from outside, field by field: each reader returns the value or refuses
 * with the field's path and the value seen. `readGuarded` turns a refusal into a coded error,
 * so that nothing throws past the boundary.
 */

export type BoardErrorCode = 'bad-game' | 'too-large';
export interface BoardError {
  code: BoardErrorCode;
  /** Where, as a path: `rounds[3].tricks.points`. */
  field: string;
  token: string;
}
export type BoardRead<T> = { ok: true; value: T } | { ok: false; error: BoardError };

/** A name's length at most. */
const NAME_CHARS = 40;

class Refusal {
  constructor(readonly error: BoardError) {}
}
export const refuse = (field: string, value: unknown, code: BoardErrorCode = 'bad-game'): never => {
  throw new Refusal({ code, field, token: tokenOf(value) });
};

export const integer = (value: unknown, field: string, min: number, max: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : refuse(field, value);
export const text = (value: unknown, field: string, max: number = NAME_CHARS): string =>
  typeof value === 'string' ? (value.length <= max ? value : refuse(field, cutToken(value), 'too-large')) : refuse(field, value);
export const record = (value: unknown, field: string): Record<string, unknown> =>
  isRecord(value) ? value : refuse(field, value);
export const list = (value: unknown, field: string, max: number): unknown[] => {
  const read = readArray(value, max);
  if (read.ok) return read.value;
  return Array.isArray(value) ? refuse(field, value.length, 'too-large') : refuse(field, value);
};
export const team = (value: unknown, field: string): BoardTeam => integer(value, field, 0, 1) as BoardTeam;
export const seat = (value: unknown, field: string): BoardSeat => integer(value, field, 0, 3) as BoardSeat;
export const mode = (value: unknown, field: string): Mode =>
  isMode(value) && value !== 'unknown' ? value : refuse(field, value);

/** A calendar day as ISO 8601 writes it ("2026-12-03"), a day that exists. */
export const day = (value: unknown, field: string): string => {
  const [, year, month, date] = (typeof value === 'string' && /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)) || [];
  const at = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date)));
  return at.getUTCFullYear() === Number(year) && at.getUTCMonth() === Number(month) - 1 && at.getUTCDate() === Number(date)
    ? (value as string)
    : refuse(field, value);
};

/** The value a reader gives, or the coded error of its first refusal (never an exception). */
export function readGuarded<T>(read: () => T): BoardRead<T> {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.error };
    return { ok: false, error: { code: 'bad-game', field: 'game', token: '?' } };
  }
}

/** An optional field: absent stays absent, else read. */
export const optional = <K extends string, T>(
  value: Record<string, unknown>,
  key: K,
  read: (value: unknown, field: string) => T,
  field: string,
): Partial<Record<K, T>> => (value[key] === undefined ? {} : ({ [key]: read(value[key], field) } as Record<K, T>));
