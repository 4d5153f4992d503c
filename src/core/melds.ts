import { type CardId, makeCard, RANKS, type Rank, SUITS, type Suit, type SuitMasks, toMasks } from './cards.js';
import { fourPointsOf, getModeInfo, type Mode, type Rules, sequencePointsOf } from './rules.js';

export interface SequenceMeld {
  kind: 'sequence';
  suit: Suit;
  low: Rank;
  high: Rank;
  length: number;
  cards: CardId[];
  points: number;
}

export interface FourMeld {
  kind: 'four';
  rank: Rank;
  cards: CardId[];
  points: number;
}

export type Meld = SequenceMeld | FourMeld;

/** For every 9-bit suit mask, its maximal runs of three or more as [lowest rank index, length]. */
export const RUNS: readonly (readonly (readonly [number, number])[])[] = Array.from({ length: 512 }, (_, mask) => {
  const runs: [number, number][] = [];
  let rank = 0;
  while (rank < 9) {
    if (!(mask & (1 << rank))) {
      rank++;
      continue;
    }
    const start = rank;
    while (rank < 9 && mask & (1 << rank)) rank++;
    if (rank - start >= 3) runs.push([start, rank - start]);
  }
  return runs;
});

export function makeSequence(suit: Suit, low: number, length: number, rules: Rules): SequenceMeld {
  const cards = RANKS.slice(low, low + length).map((rank) => makeCard(suit, rank));
  return {
    kind: 'sequence',
    suit,
    low: RANKS[low] as Rank,
    high: RANKS[low + length - 1] as Rank,
    length,
    cards,
    points: sequencePointsOf(rules, length),
  };
}

export function makeFour(rank: Rank, rules: Rules, mode: Mode): FourMeld {
  return { kind: 'four', rank, cards: SUITS.map((suit) => makeCard(suit, rank)), points: fourPointsOf(rules, rank, mode) };
}

function sequencesOf(masks: SuitMasks, rules: Rules): SequenceMeld[] {
  const from = RANKS.indexOf(rules.sequenceFrom);
  const allowed = 0x1ff & ~((1 << from) - 1);
  const melds: SequenceMeld[] = [];
  masks.forEach((mask, suit) => {
    for (const [low, length] of RUNS[mask & allowed] ?? []) {
      const meld = makeSequence(SUITS[suit] as Suit, low, length, rules);
      if (meld.points > 0) melds.push(meld);
    }
  });
  return melds;
}

function foursOf(masks: SuitMasks, rules: Rules, mode: Mode): FourMeld[] {
  const all = masks[0] & masks[1] & masks[2] & masks[3];
  return RANKS.filter((_, rank) => all & (1 << rank))
    .map((rank) => makeFour(rank, rules, mode))
    .filter((meld) => meld.points > 0);
}

/** Every Weis the cards form: maximal runs per suit and fours, before any choice between them. */
export function findMelds(cards: readonly CardId[], rules: Rules, mode: Mode): Meld[] {
  if (getModeInfo(mode).noDeclarations) return [];
  const masks = toMasks(cards);
  return [...foursOf(masks, rules, mode), ...sequencesOf(masks, rules)];
}

/**
 * The melds a player declares. With cross-use, all of them. Without, each card in at most one
 * meld: for every choice of fours, the runs of the remaining cards; `better` picks the choice.
 */
export function declarationCandidates(cards: readonly CardId[], rules: Rules, mode: Mode): Meld[][] {
  if (getModeInfo(mode).noDeclarations) return [[]];
  const masks = toMasks(cards);
  const fours = foursOf(masks, rules, mode);
  if (rules.crossUse) return [[...fours, ...sequencesOf(masks, rules)]];
  const candidates: Meld[][] = [];
  for (let choice = 0; choice < 1 << fours.length; choice++) {
    const chosen = fours.filter((_, index) => choice & (1 << index));
    const used = chosen.reduce((bits, four) => bits | (1 << RANKS.indexOf(four.rank)), 0);
    const rest = masks.map((mask) => mask & ~used) as SuitMasks;
    candidates.push([...chosen, ...sequencesOf(rest, rules)]);
  }
  return candidates;
}

/**
 * How many Stöck (King and Ober of trump) the cards hold: in All Trumps, one per suit; none
 * where the rules count no Stöck.
 */
export function countStoeck(cards: readonly CardId[], rules: Pick<Rules, 'stoeck'>, mode: Mode): number {
  const trump = getModeInfo(mode).trump;
  if (trump === null || !rules.stoeck) return 0;
  const suits = trump === 'all' ? SUITS : [trump];
  return suits.filter((suit) => cards.includes(makeCard(suit, 'K')) && cards.includes(makeCard(suit, 'Q'))).length;
}

export const STOECK_POINTS = 20;

export const totalPoints = (melds: readonly Meld[]): number => melds.reduce((sum, meld) => sum + meld.points, 0);
