import type { Lang } from '../../src/core/index.js';

/*
 * The day a game started, as the board keeps it (ISO 8601, "2026-12-03") and as a table reads it:
 * the day on the scorer's own calendar, written the language's way ("03.12.2026", "Dec 3, 2026").
 */

const two = (value: number) => String(value).padStart(2, '0');

/** Today on this device's calendar, as a game keeps it. */
export const today = (now: Date = new Date()): string => `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;

/** A kept day as the language writes a date. */
export function dayText(day: string, lang: Lang): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(year, month - 1, date));
}
