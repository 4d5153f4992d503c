import {
  DECK_INFO,
  type Mode,
  type OddsRequest,
  PRESETS,
  readTable,
  resolveTable,
  type Table,
  type TableRequest,
  type TableResult,
  verdictOddsRequest,
} from '../core/index.js';
import type { PageRead } from './reader/read-page.js';
import type { Settings } from './settings.js';

/** What each other seat said (1 right, 2 partner, 3 left): the player's own taps first, else the page's. */
export type SaidTexts = readonly (string | null | undefined)[];

/**
 * The table a page shows: the player's hand at seat 0 (playing first), other seats' shown
 * melds after it, or what they said. Trump as the player set it, else as the page shows it,
 * else unknown: never guessed (no Stöck, no trump stage).
 */
export function requestFromRead(
  read: PageRead,
  settings: Settings,
  trump: Mode | null = null,
  taps: SaidTexts = [],
): TableRequest {
  const seats = [1, 2, 3].map((seat) => {
    const shown = read.others[seat - 1];
    if (shown && shown.length > 0) return shown.join(' ');
    // A tap of "not said yet" ('') clears what the page shows.
    return (taps[seat] ?? read.said?.[seat] ?? null) || null;
  });
  // A seat the page shows nothing of has not been heard from: it may hold anything (never absent).
  return {
    rules: settings.rules,
    trump: trump ?? read.trump ?? 'unknown',
    pairing: settings.pairing,
    hands: [read.hand.join(' '), ...seats],
    // Fewer cards than a hand holds, or boxes not named: what is shown holds for these cards only.
    ...(isPartial(read, settings) ? { partial: [0] } : {}),
  };
}

/** Whether the page's hand was read in part: fewer cards than the game deals, or some not named. */
export function isPartial(read: PageRead, settings: Settings): boolean {
  return read.hand.length < DECK_INFO[PRESETS[settings.rules].deck].handSize || (read.unnamed ?? 0) > 0;
}

/** Words the page shows a seat said that the table cannot take (no hand there can hold them): each seat and its words. */
export interface RefusedSaid {
  seat: number;
  text: string;
}

/**
 * The validated table of a page, or null, and the page's words it had to leave out. A trump
 * these rules do not play (say Obenabe under Vorarlberg) becomes unknown rather than losing the
 * whole table; words of the page that no hand can hold beside the player's cards leave that seat
 * not heard from, never the player's own answer (their taps are never left out).
 */
function tableFromRead(
  read: PageRead,
  settings: Settings,
  trump: Mode | null,
  taps: SaidTexts,
): { table: Table | null; refused: RefusedSaid[] } {
  if (read.hand.length === 0) return { table: null, refused: [] };
  const request = requestFromRead(read, settings, trump, taps);
  const first = readTable(request);
  if (first.ok) return { table: first.table, refused: [] };
  const seats = new Set(
    first.errors.flatMap((error) => (error.field === 'hands' && (error.seat ?? 0) > 0 ? [error.seat as number] : [])),
  );
  const refused = [...seats]
    .filter((seat) => (taps[seat] ?? null) === null && !read.others[seat - 1]?.length && read.said?.[seat])
    .map((seat) => ({ seat, text: read.said?.[seat] as string }));
  const cleared = [...taps];
  for (const { seat } of refused) cleared[seat] = '';
  const retried = refused.length > 0 ? requestFromRead(read, settings, trump, cleared) : request;
  const again = refused.length > 0 ? readTable(retried) : first;
  if (again.ok) return { table: again.table, refused };
  const unknown = readTable({ ...retried, trump: 'unknown' });
  return { table: unknown.ok ? unknown.table : null, refused };
}

/** The result for a page (null when its cards make no valid table under these rules), and the page's words it left out. */
export function pageResult(
  read: PageRead,
  settings: Settings,
  trump: Mode | null = null,
  taps: SaidTexts = [],
): { result: TableResult | null; refused: RefusedSaid[] } {
  const { table, refused } = tableFromRead(read, settings, trump, taps);
  return { result: table ? resolveTable(table) : null, refused };
}

/** The result for a page, or null when the page's cards make no valid table under these rules. */
export function resultFromRead(
  read: PageRead,
  settings: Settings,
  trump: Mode | null = null,
  taps: SaidTexts = [],
): TableResult | null {
  return pageResult(read, settings, trump, taps).result;
}

/** What the page shows a seat said that the table cannot take: each seat and its words. */
export const refusedSaid = (read: PageRead, settings: Settings, trump: Mode | null = null, taps: SaidTexts = []): RefusedSaid[] =>
  tableFromRead(read, settings, trump, taps).refused;

/**
 * While the other seats' melds are not on the page: how often this hand's Weis wins, or, where
 * the others said what they hold, how likely each outcome is given everything said.
 */
export function oddsRequestFromRead(
  read: PageRead,
  settings: Settings,
  trump: Mode | null = null,
  taps: SaidTexts = [],
  deals = 5_000,
): OddsRequest | null {
  const table = read.others.some((group) => group.length > 0) ? null : tableFromRead(read, settings, trump, taps).table;
  if (!table) return null;
  if (table.seats.some((seat) => seat?.said)) return verdictOddsRequest(table, deals);
  return { rules: table.rules, mode: table.mode, hand: read.hand, seat: 0, forehand: table.forehand, deals };
}
