import { type Odds, readTable, resolveTable, type TableRequest, type TableResult, weisOdds } from '../core/index.js';
import type { PageRead } from './reader/read-page.js';
import type { Settings } from './settings.js';

/**
 * The table a page shows: the player's hand at seat 0 (playing first), other seats' shown
 * melds after it. Trump as the page shows it, or the rules' first mode when it does not.
 */
export function requestFromRead(read: PageRead, settings: Settings): TableRequest {
  const others = read.others.slice(0, 3).map((cards) => cards.join(' '));
  return {
    rules: settings.rules,
    trump: read.trump,
    pairing: settings.pairing,
    hands: [read.hand.join(' '), ...others],
  };
}

/** The result for a page, or null when the page's cards make no valid table under these rules. */
export function resultFromRead(read: PageRead, settings: Settings): TableResult | null {
  if (read.hand.length === 0) return null;
  const table = readTable(requestFromRead(read, settings));
  if (!table.ok) {
    // A trump the rules do not play (e.g. Obenabe under Vorarlberg): resolve without it.
    const withoutTrump = readTable({ ...requestFromRead(read, settings), trump: null });
    return withoutTrump.ok ? resolveTable(withoutTrump.table) : null;
  }
  return resolveTable(table.table);
}

/** While the other seats' melds are not on the page: how often this hand's Weis wins. */
export function oddsFromRead(read: PageRead, settings: Settings, deals = 20_000): Odds | null {
  if (read.hand.length === 0 || read.others.length > 0) return null;
  const table = readTable({ ...requestFromRead(read, settings), trump: read.trump });
  const usable = table.ok ? table : readTable({ ...requestFromRead(read, settings), trump: null });
  if (!usable.ok) return null;
  const { rules, mode, forehand } = usable.table;
  return weisOdds({ rules, mode, hand: read.hand, seat: 0, forehand, deals });
}
