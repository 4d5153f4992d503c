import {
  type CardId,
  DECK_INFO,
  type Game,
  type Mode,
  type OddsRequest,
  oddsPlan,
  PRESETS,
  readTable,
  resolveTable,
  type Table,
  type TableRequest,
  type TableResult,
} from '../core/index.js';
import type { PageRead } from './reader/read-page.js';
import type { Settings } from './settings.js';

/** What each other seat said (1 right, 2 partner, 3 left): the player's own taps first, else the page's. */
export type SaidTexts = readonly (string | null | undefined)[];

/** A seat of a table request: the cards a reader holds (as ids), the words said (as text), or null (not heard from). */
type SeatValue = readonly CardId[] | string | null;

/**
 * The table a page shows: the player's hand at seat 0 (playing first), other seats' shown
 * melds after it, or what they said; the trick on the table where the page shows one. Cards go
 * to the core as the ids the reader holds (no text between); only words said are text. Trump as
 * the player set it, else as the page shows it, else unknown: never guessed (no Stöck, no trump
 * stage). `game`: the game the page plays (Differenzler, Molotow, …) in the settings' rules.
 */
export function requestFromRead(
  read: PageRead,
  settings: Settings,
  trump: Mode | null = null,
  taps: SaidTexts = [],
  game: Game = 'schieber',
): TableRequest & { hands: SeatValue[] } {
  const seats = [1, 2, 3].map((seat): SeatValue => {
    const shown = read.others[seat - 1];
    if (shown && shown.length > 0) return shown;
    // A tap of "not said yet" ('') clears what the page shows.
    return (taps[seat] ?? read.said?.[seat] ?? null) || null;
  });
  // A seat the page shows nothing of has not been heard from: it may hold anything (never absent).
  return {
    rules: settings.rules,
    trump: trump ?? read.trump ?? 'unknown',
    pairing: settings.pairing,
    hands: [read.hand, ...seats],
    game,
    ...(read.trick && read.trick.length > 0 ? { trick: read.trick.join(' ') } : {}),
    // Fewer cards than a hand holds, or boxes not named: what is shown holds for these cards only.
    ...(isPartial(read, settings) ? { partial: [0] } : {}),
  };
}

/** A seat of a request as text for a person to edit (the side panel's fields). */
export const seatText = (seat: SeatValue): string | null => (seat === null || typeof seat === 'string' ? seat : seat.join(' '));

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
  game: Game,
): { table: Table | null; refused: RefusedSaid[] } {
  if (read.hand.length === 0) return { table: null, refused: [] };
  const request = requestFromRead(read, settings, trump, taps, game);
  const first = readTable(request);
  if (first.ok) return { table: first.table, refused: [] };
  // A trick these rules cannot hold (a card of another deck) is left out, never the hand.
  if (request.trick !== undefined && first.errors.some((error) => error.field === 'trick'))
    return tableFromRead({ ...read, trick: [] }, settings, trump, taps, game);
  const seats = new Set(
    first.errors.flatMap((error) => (error.field === 'hands' && (error.seat ?? 0) > 0 ? [error.seat as number] : [])),
  );
  const refused = [...seats]
    .filter((seat) => (taps[seat] ?? null) === null && !read.others[seat - 1]?.length && read.said?.[seat])
    .map((seat) => ({ seat, text: read.said?.[seat] as string }));
  const cleared = [...taps];
  for (const { seat } of refused) cleared[seat] = '';
  const retried = refused.length > 0 ? requestFromRead(read, settings, trump, cleared, game) : request;
  const again = refused.length > 0 ? readTable(retried) : first;
  if (again.ok) return { table: again.table, refused };
  const unknown = readTable({ ...retried, trump: 'unknown' });
  return { table: unknown.ok ? unknown.table : null, refused };
}

/** Everything the views show of one read of a page, worked out once. */
export interface PageAnswer {
  /** The core's answer (null when the page's cards make no valid table under these rules). */
  result: TableResult | null;
  /** The page's words the table had to leave out. */
  refused: RefusedSaid[];
  /**
   * While the other seats' melds are not on the page: how often this hand's Weis wins, or, where
   * the others said what they hold, how likely each outcome is given everything said.
   */
  odds: OddsRequest | null;
}

/** One read of a page, resolved once: the table checked, its answer, the page's words left out and the odds the core's plan calls for. */
export function pageAnswer(
  read: PageRead,
  settings: Settings,
  trump: Mode | null = null,
  taps: SaidTexts = [],
  game: Game = 'schieber',
): PageAnswer {
  const { table, refused } = tableFromRead(read, settings, trump, taps, game);
  const result = table ? resolveTable(table) : null;
  return { result, refused, odds: table && result ? oddsPlan(table, result) : null };
}
