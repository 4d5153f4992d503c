import { verdictIsOpen } from './contests.js';
import type { OddsRequest } from './odds.js';
import { playsWeis, type Table, type TableResult } from './resolve.js';
import { verdictOddsRequest } from './verdict-odds.js';

/** Deals per odds count: a standard error under half a percent. */
export const ODDS_DEALS = 20_000;

/**
 * Which odds a table's answer calls for, and on how many deals: the one decision every view
 * calls (the CLI, the element, the extension), so that they never disagree.
 * - Nobody said anything and one seat's cards are known (a lone hand): how often its best wins,
 *   whatever the others hold ("“two hundred” wins 100 % of the time" where nothing can beat it).
 * - Some seat said what it holds: while a contest is still open, how likely each outcome is,
 *   given everything said and the own cards; once every contest is decided, none.
 * - Otherwise (more than one hand known, melds entered, no cards), and wherever no hand declares
 *   anything (Klaverjas's roem lies in tricks; rules without melds; Coiffeur and Differenzler): none.
 * `loneHand: false`: a view that gives a lone hand's odds elsewhere (the CLI's `odds` command);
 * an open verdict's odds it still gets. The request is counted where the view can afford it
 * (`weisOdds`, or in slices on a page).
 */
export function oddsPlan(
  table: Table,
  result: TableResult,
  { loneHand = true, deals = ODDS_DEALS }: { loneHand?: boolean; deals?: number } = {},
): OddsRequest | null {
  // Where no hand declares (roem counted in tricks, rules without melds) there is nothing to win.
  if (table.rules.melds !== 'hand' || !playsWeis(table.game)) return null;
  const nobodySaid = !table.seats.some((seat) => seat?.said);
  const known = table.seats.flatMap((seat, index) => (seat && !seat.said && seat.cards.length > 0 ? [index] : []));
  const seat = known[0];
  const input = seat === undefined ? null : table.seats[seat];
  if (loneHand && nobodySaid && known.length === 1 && seat !== undefined && input && !input.melds)
    return { rules: table.rules, mode: table.mode, hand: input.cards, seat, forehand: table.forehand, deals };
  return verdictIsOpen(result.verdict) ? verdictOddsRequest(table, deals) : null;
}
