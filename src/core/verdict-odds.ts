import type { SeatAnnouncement } from './announced-melds.js';
import type { CardId } from './cards.js';
import type { Announced, OddsRequest } from './odds.js';
import type { Mode, Rules } from './rules.js';

/**
 * The odds of a table where one seat's cards are known and the others said what they hold or
 * nothing yet: the deals of the unseen cards that fit everything said (every deal, where nobody
 * has said anything). Null where the odds cannot be had so (no hand of cards, or more than one).
 */
export function verdictOddsRequest(
  table: {
    rules: Rules;
    mode: Mode;
    forehand: number;
    seats: readonly ({ cards: readonly CardId[]; said?: SeatAnnouncement; melds?: unknown } | null)[];
  },
  deals: number,
  seed = 1,
): OddsRequest | null {
  const withCards = table.seats.flatMap((seat, index) =>
    seat && !seat.said && !seat.melds && seat.cards.length > 0 ? [index] : [],
  );
  const withMelds = table.seats.some((seat) => seat?.melds);
  const own = withCards[0];
  if (withCards.length !== 1 || own === undefined || withMelds) return null;
  const announced = table.seats.flatMap((seat, index): Announced[] => {
    const said = seat?.said;
    if (!said) return [];
    const only = said.melds?.length === 1 ? said.melds[0]?.points : said.melds?.length === 0 ? 0 : undefined;
    return [{ seat: index, said, ...(only !== undefined && table.rules.contests !== 'separate' ? { points: only } : {}) }];
  });
  // Nothing said yet: the deals of every unseen card, as for a lone hand.
  return {
    rules: table.rules,
    mode: table.mode,
    hand: table.seats[own]?.cards ?? [],
    seat: own,
    forehand: table.forehand,
    deals,
    seed,
    announced,
  };
}
