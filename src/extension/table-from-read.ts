import {
  type Mode,
  type Odds,
  readTable,
  resolveTable,
  type Table,
  type TableRequest,
  type TableResult,
  weisOdds,
} from '../core/index.js';
import type { PageRead } from './reader/read-page.js';
import type { Settings } from './settings.js';

/**
 * The table a page shows: the player's hand at seat 0 (playing first), other seats' shown
 * melds after it. Trump as the player set it, else as the page shows it, else unknown: never
 * guessed (no Stöck, no trump stage).
 */
export function requestFromRead(read: PageRead, settings: Settings, trump: Mode | null = null): TableRequest {
  const others = read.others.slice(0, 3).map((cards) => cards.join(' '));
  return {
    rules: settings.rules,
    trump: trump ?? read.trump ?? 'unknown',
    pairing: settings.pairing,
    hands: [read.hand.join(' '), ...others],
  };
}

/**
 * The validated table of a page, or null. A trump these rules do not play (say Obenabe
 * under Vorarlberg) becomes unknown rather than losing the whole table.
 */
function tableFromRead(read: PageRead, settings: Settings, trump: Mode | null): Table | null {
  if (read.hand.length === 0) return null;
  const request = requestFromRead(read, settings, trump);
  const table = readTable(request);
  if (table.ok) return table.table;
  const unknown = readTable({ ...request, trump: 'unknown' });
  return unknown.ok ? unknown.table : null;
}

/** The result for a page, or null when the page's cards make no valid table under these rules. */
export function resultFromRead(read: PageRead, settings: Settings, trump: Mode | null = null): TableResult | null {
  const table = tableFromRead(read, settings, trump);
  return table ? resolveTable(table) : null;
}

/** While the other seats' melds are not on the page: how often this hand's Weis wins. */
export function oddsFromRead(read: PageRead, settings: Settings, trump: Mode | null = null, deals = 20_000): Odds | null {
  const table = read.others.length > 0 ? null : tableFromRead(read, settings, trump);
  if (!table) return null;
  return weisOdds({ rules: table.rules, mode: table.mode, hand: read.hand, seat: 0, forehand: table.forehand, deals });
}
