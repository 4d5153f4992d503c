import { type Announcement, announcedMelds, possibleWeis } from './announced-melds.js';
import type { CardId } from './cards.js';
import { type CompareContext, type StageValue, stageKey } from './compare.js';
import { bestMeld, sortMelds } from './declare.js';
import { type Meld, totalPoints } from './melds.js';
import { comparisonStages, declaresByTotal } from './rules.js';
import type { VerdictTable } from './verdict-table.js';

/** A meld with its key at every stage of the rules (larger is better) and the values shown. */
export interface Keyed {
  meld: Meld;
  key: number[];
  shown: StageValue[];
}

/** One seat's possible best melds, strongest first; `none`: it may have no Weis at all. */
export interface Range {
  seat: number;
  team: number;
  melds: Keyed[];
  none: boolean;
  /** Its best is known (one meld, or nothing). */
  exact: boolean;
  /** Whether the table can ask this seat: not a hand read in part (what it lacks is read, not said), not a seat away. */
  askable: boolean;
  /** All the points of its melds in this contest, where known (what a team writing all its Weis adds up). */
  allPoints: number | null;
}

export const compareKeys = (a: readonly number[], b: readonly number[], upTo = a.length): number => {
  for (let i = 0; i < upTo; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
};

/** The first stage at which two keys differ, or -1 when they are equal at every stage. */
export const firstDifference = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
};

const sameMeld = (a: Meld, b: Meld): boolean => a.kind === b.kind && a.cards.join() === b.cards.join();

function keyed(meld: Meld, seat: number, table: VerdictTable, bySeat: boolean): Keyed {
  const ctx: CompareContext = { rules: table.rules, mode: table.mode };
  const holder = bySeat ? { seat, forehand: table.forehand } : undefined;
  const keys = comparisonStages(table.rules).map((stage) => stageKey(stage, meld, holder, ctx));
  // The trump stage says nothing while the trump is not known.
  return { meld, key: keys.map((k) => k.key ?? 0), shown: keys.map((k) => k.shown) };
}

/** The melds of one seat's words that fall in a contest (all kinds in Schieber). */
function rangeOfSaid(said: readonly Announcement[], kind: Meld['kind'] | null, table: VerdictTable, elsewhere: Set<CardId>) {
  const items = said.map((item) => announcedMelds(item, table.rules, table.mode, elsewhere));
  const inContest = items.map((melds) => melds.filter((meld) => kind === null || meld.kind === kind));
  // An item whose every meld is of this contest is held for sure: the best is at least its weakest.
  const sure = inContest.filter((melds, index) => melds.length > 0 && melds.length === (items[index] as Meld[]).length);
  // Belot declares every meld: the contest's points are known where each item is surely in or out of it, at one value.
  const settled = inContest.every((melds, index) => melds.length === 0 || melds.length === (items[index] as Meld[]).length);
  const values = sure.map((melds) => new Set(melds.map((meld) => meld.points)));
  const allPoints =
    settled && values.every((set) => set.size === 1) ? values.reduce((sum, set) => sum + ([...set][0] as number), 0) : null;
  return { melds: inContest.flat(), sure, none: sure.length === 0, allPoints };
}

/**
 * What each seat may hold as its best meld in one contest (`kind` null: all melds): its cards'
 * best, the melds its words allow, or anything the cards not seen allow; nothing for a seat
 * that is not at the table.
 */
export function rangesOf(table: VerdictTable, kind: Meld['kind'] | null, bySeat: boolean): Range[] {
  const known = table.seats.map((seat) => (seat.kind === 'known' ? seat.cards : []));
  const ofKind = (melds: readonly Meld[]) => melds.filter((meld) => kind === null || meld.kind === kind);
  const single = { ...table.rules, contests: 'single' as const };
  return [0, 1, 2, 3].map((seat): Range => {
    const knowledge = table.seats[seat] ?? { kind: 'open' };
    const order = (melds: readonly Meld[]) =>
      sortMelds(melds, single, table.mode).map((meld) => keyed(meld, seat, table, bySeat));
    const base = { seat, team: seat % 2 };
    const elsewhere = new Set(known.filter((_, other) => other !== seat).flat());
    const unseen = () =>
      possibleWeis(table.rules, table.mode).filter(
        (meld) => (kind === null || meld.kind === kind) && !meld.cards.some((card) => elsewhere.has(card)),
      );
    if (knowledge.kind === 'absent') return { ...base, melds: [], none: true, exact: true, askable: false, allPoints: 0 };
    if (knowledge.kind === 'known') {
      const best = bestMeld(ofKind(knowledge.melds), single, table.mode);
      if (!knowledge.partial)
        return {
          ...base,
          melds: best ? order([best]) : [],
          none: !best,
          exact: true,
          askable: false,
          allPoints: totalPoints(ofKind(knowledge.melds)),
        };
      // Cards read in part: the best so far, or any better meld the cards not read may make. Where
      // a card joins one meld only and the largest total is declared (Belot, `declares: 'total'`),
      // more cards may take the best apart (a four of Kings breaks a run to the Ace), so there the
      // best so far is no floor.
      const floor = best && !declaresByTotal(table.rules) ? order([best])[0] : undefined;
      const melds = order([...(best ? [best] : []), ...unseen()]).filter(
        (meld, index, all) =>
          (!floor || compareKeys(meld.key, floor.key) >= 0) &&
          all.findIndex((other) => sameMeld(other.meld, meld.meld)) === index,
      );
      return { ...base, melds, none: !floor, exact: false, askable: false, allPoints: null };
    }
    if (knowledge.kind === 'said' && knowledge.said.melds) {
      const said = rangeOfSaid(knowledge.said.melds, kind, table, elsewhere);
      const all = order(said.melds);
      // The best is at least the weakest of every item held for sure.
      const floor = said.sure
        .map((melds) => order(melds).at(-1) as Keyed)
        .reduce<Keyed | null>((low, next) => (!low || compareKeys(next.key, low.key) > 0 ? next : low), null);
      const melds = floor ? all.filter((meld) => compareKeys(meld.key, floor.key) >= 0) : all;
      const unique = melds.filter((meld, index) => melds.findIndex((other) => other.meld === meld.meld) === index);
      const nothing = knowledge.said.melds.length === 0;
      return {
        ...base,
        melds: unique,
        none: said.none,
        exact: nothing || (unique.length <= 1 && !said.none),
        askable: true,
        allPoints: nothing ? 0 : table.rules.contests === 'separate' ? said.allPoints : null,
      };
    }
    return { ...base, melds: order(unseen()), none: true, exact: false, askable: true, allPoints: null };
  });
}
