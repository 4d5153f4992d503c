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

/**
 * The validated table of a page, or null. A trump these rules do not play (say Obenabe
 * under Vorarlberg) becomes unknown rather than losing the whole table.
 */
function tableFromRead(read: PageRead, settings: Settings, trump: Mode | null, taps: SaidTexts): Table | null {
  if (read.hand.length === 0) return null;
  const attempt = (said: SaidTexts): Table | null => {
    const request = requestFromRead(read, settings, trump, said);
    const table = readTable(request);
    if (table.ok) return table.table;
    const unknown = readTable({ ...request, trump: 'unknown' });
    return unknown.ok ? unknown.table : null;
  };
  // Words of the page that no hand can hold beside the player's cards are left out, never the
  // player's own answer: the seat is then not heard from, and the words are shown as refused.
  const refused = refusedSaid(read, settings, trump, taps);
  if (refused.length === 0) return attempt(taps);
  const cleared = [...taps];
  for (const { seat } of refused) cleared[seat] = '';
  return attempt(cleared);
}

/** What the page shows a seat said that the table cannot take (a value no hand there can hold): each seat and its words. */
export function refusedSaid(
  read: PageRead,
  settings: Settings,
  trump: Mode | null = null,
  taps: SaidTexts = [],
): { seat: number; text: string }[] {
  if (read.hand.length === 0) return [];
  const table = readTable(requestFromRead(read, settings, trump, taps));
  if (table.ok) return [];
  const seats = new Set(
    table.errors.flatMap((error) => (error.field === 'hands' && (error.seat ?? 0) > 0 ? [error.seat as number] : [])),
  );
  return [...seats]
    .filter((seat) => (taps[seat] ?? null) === null && !read.others[seat - 1]?.length && read.said?.[seat])
    .map((seat) => ({ seat, text: read.said?.[seat] as string }));
}

/** The result for a page, or null when the page's cards make no valid table under these rules. */
export function resultFromRead(
  read: PageRead,
  settings: Settings,
  trump: Mode | null = null,
  taps: SaidTexts = [],
): TableResult | null {
  const table = tableFromRead(read, settings, trump, taps);
  return table ? resolveTable(table) : null;
}

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
  const table = read.others.some((group) => group.length > 0) ? null : tableFromRead(read, settings, trump, taps);
  if (!table) return null;
  if (table.seats.some((seat) => seat?.said)) return verdictOddsRequest(table, deals);
  return { rules: table.rules, mode: table.mode, hand: read.hand, seat: 0, forehand: table.forehand, deals };
}
