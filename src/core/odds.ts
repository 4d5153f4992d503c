import { type Announcement, announcedMelds, fitsAnnouncement, type SeatAnnouncement } from './announced-melds.js';
import { type CardId, cardId, cardIndex, DECK_INFO, deckCards, isCardId, isInDeck } from './cards.js';
import { bestMeld, declareMelds } from './declare.js';
import { bestPacked, categoryPoints, compileRules, declaredByTotal, type FastRules } from './fast.js';
import type { Mode, Rules } from './rules.js';
import { LIMITS, readArray, readInteger } from './schema.js';
import type { TableError } from './table-input.js';

/**
 * What another player announced: their best meld's value ("fifty" from the left), or all they
 * said (the value and the answers to the table's questions, Belot's every meld).
 */
export interface Announced {
  seat: number;
  points?: number;
  said?: SeatAnnouncement;
}

export interface OddsRequest {
  rules: Rules;
  mode: Mode;
  hand: readonly CardId[];
  seat: number;
  forehand: number;
  deals?: number;
  seed?: number;
  announced?: readonly Announced[];
  /** `weighted` (the default): the melds said are dealt first and each deal weighted back; `rejection`: plain deals, those that do not fit dropped. */
  sampling?: 'weighted' | 'rejection';
}

export interface Probability {
  p: number;
  /** Standard error of the estimate. */
  se: number;
}

export interface Odds {
  /** This player's team writes the Weis (Belot: wins the run contest or the carré contest, see below). */
  team: Probability;
  /** This player holds the single best Weis. */
  player: Probability;
  /** The other team writes the Weis (Belot: wins either contest). */
  rivals: Probability;
  /** Belot: the two contests apart. */
  contests?: { sequence: Probability; four: Probability };
  /** Deals that matched the announcements (all of them without conditions). */
  deals: number;
  /** Deals drawn in all, rejected ones included. */
  drawn: number;
  /** False when rare announcements stopped the run at `LIMITS.draws` draws before `deals` matched. */
  complete: boolean;
  /** Cards the player's hand lacked (fewer than a full hand given): dealt at random each time. */
  randomCards: number;
  seed: number;
  /**
   * The deals' weights added up, where each deal was drawn with the melds said dealt first (so that
   * rare words fit at once) and weighted back to the odds of a plain deal; absent: every deal weighs 1.
   */
  weight?: number;
}

/** Every value a best Weis can have under these rules and mode; 0 is "no Weis". */
export function announceablePoints(rules: Rules, mode: Mode): number[] {
  const fast = compileRules(rules, mode);
  const points = new Set<number>([0]);
  for (let mask = 0; mask < 512; mask++) {
    const held = mask & fast.deckMask;
    for (const table of [...fast.runBest, fast.fourBest]) {
      const packed = table[held] as number;
      if (packed > 0) points.add(categoryPoints(packed & 63));
    }
  }
  return [...points].sort((a, b) => a - b);
}

/**
 * What an odds request may ask: a seat and forehand 0 to 3, 1 to `LIMITS.deals` deals, a
 * 32-bit seed, and announcements by other seats, each once, of a value some hand can announce.
 */
export function checkOddsRequest(request: Partial<OddsRequest>, rules: Rules, mode: Mode): TableError | null {
  if (!readInteger(request.seat ?? 0, 0, 3).ok) return { code: 'bad-option', field: 'seat' };
  if (!readInteger(request.forehand ?? 0, 0, 3).ok) return { code: 'bad-forehand', field: 'forehand' };
  if (!readInteger(request.deals ?? 1, 1, LIMITS.deals).ok) return { code: 'bad-option', field: 'deals' };
  if (!readInteger(request.seed ?? 1, 0, 2 ** 32 - 1).ok) return { code: 'bad-option', field: 'seed' };
  const announced = readArray(request.announced ?? [], 3);
  if (!announced.ok) return { code: 'bad-option', field: 'announced' };
  const possible = announceablePoints(rules, mode);
  const seen = new Set<number>([request.seat ?? 0]);
  for (const entry of announced.value as Partial<Announced>[]) {
    const seat = readInteger(entry?.seat, 0, 3);
    if (!seat.ok || seen.has(seat.value)) return { code: 'bad-option', field: 'announced', token: String(entry?.seat) };
    seen.add(seat.value);
    if (entry.said !== undefined && entry.points === undefined) continue;
    if (!possible.includes(entry.points as number))
      return { code: 'bad-announcement', field: 'announced', token: String(entry.points) };
  }
  return null;
}

const clampInteger = (value: unknown, min: number, max: number, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : fallback;

/** A small, fast, seedable generator (mulberry32) of unsigned 32-bit integers. */
export function makeRandomInt(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** The same generator as floats in [0, 1): the same seed gives the same deals everywhere. */
export function makeRandom(seed: number): () => number {
  const next = makeRandomInt(seed);
  return () => next() / 4294967296;
}

/** A share over weighted deals: Σw·hit / Σw, with the standard error of a self-normalized estimate. */
class WeightedShare {
  private sum = 0;
  private hits = 0;
  private squares = 0;
  private hitSquares = 0;
  add(weight: number, hit: boolean): void {
    this.sum += weight;
    this.squares += weight * weight;
    if (hit) {
      this.hits += weight;
      this.hitSquares += weight * weight;
    }
  }
  result(): Probability {
    if (this.sum === 0) return { p: 0, se: 0 };
    const p = this.hits / this.sum;
    // Σ w²(f − p)² = Σ_hit w²(1 − p)² + Σ_miss w²p².
    const spread = this.hitSquares * (1 - p) ** 2 + (this.squares - this.hitSquares) * p * p;
    return { p, se: Math.sqrt(spread) / this.sum };
  }
}

/** A seat's cards from the masks of a deal. */
function cardsOf(masks: Int32Array, seat: number): CardId[] {
  const cards: CardId[] = [];
  for (let suit = 0; suit < 4; suit++) {
    const mask = masks[seat * 4 + suit] as number;
    for (let rank = 0; rank < 9; rank++) if (mask & (1 << rank)) cards.push(cardId(suit * 9 + rank));
  }
  return cards;
}

/** Whether a seat's hand fits all it said: its best meld (Belot: each meld said among those it declares). */
function fitsSaid(said: SeatAnnouncement, masks: Int32Array, seat: number, rules: Rules, mode: Mode): boolean {
  if (!said.melds) return true;
  const declared = declareMelds(cardsOf(masks, seat), rules, mode);
  if (said.melds.length === 0) return declared.length === 0;
  if (rules.contests === 'separate')
    return said.melds.every((item) => declared.some((meld) => fitsAnnouncement(meld, item, mode)));
  const best = bestMeld(declared, rules, mode);
  return best !== null && fitsAnnouncement(best, said.melds[0] as NonNullable<SeatAnnouncement['melds']>[number], mode);
}

function matchesAnnouncements(
  packed: Float64Array,
  announced: readonly Announced[],
  masks: Int32Array,
  rules: Rules,
  mode: Mode,
): boolean {
  for (const { seat, points } of announced)
    if (points !== undefined && categoryPoints((packed[seat] as number) & 63) !== points) return false;
  // The value first (cheap), then the rest of what was said, on the readable path.
  for (const { seat, said } of announced) if (said && !fitsSaid(said, masks, seat, rules, mode)) return false;
  return true;
}

const bestOf = (fast: FastRules, masks: Int32Array, seat: number) =>
  bestPacked(
    fast,
    masks[seat * 4] as number,
    masks[seat * 4 + 1] as number,
    masks[seat * 4 + 2] as number,
    masks[seat * 4 + 3] as number,
  );

/** A seat whose words are dealt first: one of the melds they allow, each as suit masks and its size. */
interface Proposal {
  seat: number;
  /** Each meld as suit masks, its cards and its packed value (as the hot path orders melds). */
  melds: { masks: number[]; cards: number[]; packed: number }[];
}

/**
 * The seats whose words name a Weis: dealt one of the melds those words allow before the rest is
 * dealt, so that rare words ("fifty up to the Ace", "four nines") fit at once. "Nothing" is left
 * to rejection (no meld to deal).
 */
function proposalsOf(
  announced: readonly Announced[],
  rules: Rules,
  mode: Mode,
  own: readonly CardId[],
  fast: FastRules,
): Proposal[] {
  const elsewhere = new Set(own);
  return announced.flatMap(({ seat, points, said }): Proposal[] => {
    const item: Announcement | undefined = said?.melds?.[0] ?? (points ? { points } : undefined);
    if (!item) return [];
    const melds = announcedMelds(item, rules, mode, elsewhere).map((meld) => {
      const cards = meld.cards.map(cardIndex);
      const masks = [0, 0, 0, 0];
      for (const index of cards) masks[(index / 9) | 0] = (masks[(index / 9) | 0] as number) | (1 << (index % 9));
      return { masks, cards, packed: bestPacked(fast, ...(masks as [number, number, number, number])) };
    });
    return [{ seat, melds }];
  });
}

const LOG_FACTORIAL = /* @__PURE__ */ (() => {
  const table = [0];
  for (let n = 1; n <= 40; n++) table.push((table[n - 1] as number) + Math.log(n));
  return table;
})();

/**
 * A deal's weight back to a plain deal: 1 / (how likely the proposals were to make it). The deal
 * could have come from every tuple of melds, one per proposing seat, that its hands contain; each
 * tuple's chance is its melds' pick (equal for all) times the ways to deal the rest, which only
 * the melds' sizes change. Relative to `scale`, the same for every deal of a request.
 */
function weightOf(proposals: readonly Proposal[], masks: Int32Array, handSize: number, pool: number, scale: number): number {
  const sizes = proposals.map(({ seat, melds }) =>
    melds.filter((meld) => holds(masks, seat, meld)).map((meld) => meld.cards.length),
  );
  let total = 0;
  let steps = 0;
  const add = (at: number, used: number, logWays: number): void => {
    if (++steps > 10_000) return;
    if (at === sizes.length) {
      total += Math.exp(logWays - (LOG_FACTORIAL[pool - used] as number) - scale);
      return;
    }
    for (const size of sizes[at] as number[]) add(at + 1, used + size, logWays + (LOG_FACTORIAL[handSize - size] as number));
  };
  add(0, 0, 0);
  return total > 0 ? 1 / total : 0;
}

/**
 * The chance that this player's Weis wins, by seeded Monte Carlo over the unseen cards of a
 * four-player table. Ties of the packed comparison go to the seat nearer the forehand where the
 * rules have a seat stage, as at the table. Announcements condition the deals: a meld their words
 * allow is dealt first and each deal weighted back (importance sampling); what still does not fit
 * is rejected.
 */
export function weisOdds(request: OddsRequest): Odds {
  // Whatever it is given, it ends: numbers are clamped, unknown cards dropped (see `checkOddsRequest`).
  const { rules, mode } = request;
  const seat = clampInteger(request.seat, 0, 3, 0);
  const forehand = clampInteger(request.forehand, 0, 3, 0);
  const fast = compileRules(rules, mode);
  const separate = rules.contests === 'separate';
  const handSize = DECK_INFO[rules.deck].handSize;
  const seed = clampInteger(request.seed, 0, 2 ** 32 - 1, 1);
  const random = makeRandomInt(seed);
  const deals = clampInteger(request.deals, 1, LIMITS.deals, 100_000);
  const hand = [...new Set(readArray(request.hand, 64).value ?? [])].filter(
    (card): card is CardId => typeof card === 'string' && isCardId(card) && isInDeck(card, rules.deck),
  );
  const own = hand.slice(0, handSize).map(cardIndex);
  const ownMasks = [0, 0, 0, 0];
  for (const index of own) ownMasks[(index / 9) | 0] = (ownMasks[(index / 9) | 0] as number) | (1 << (index % 9));
  const unseenAll = deckCards(rules.deck)
    .map(cardIndex)
    .filter((index) => !own.includes(index));
  const unseen = Int32Array.from(unseenAll);
  // A hand given short (only its meld, say) is completed at random: its other cards are unknown too.
  const missing = Math.max(0, handSize - own.length);
  const bySeat = rules.stages.includes('seat');
  const masks = new Int32Array(16);
  const ownPacked = bestPacked(fast, ownMasks[0] as number, ownMasks[1] as number, ownMasks[2] as number, ownMasks[3] as number);
  const announced = (readArray(request.announced, 3).value ?? []).filter(
    (entry): entry is Announced =>
      typeof entry === 'object' &&
      entry !== null &&
      readInteger((entry as Announced).seat, 0, 3).ok &&
      (entry as Announced).seat !== seat,
  );
  const proposals = request.sampling === 'rejection' ? [] : proposalsOf(announced, rules, mode, hand.slice(0, handSize), fast);
  // Every deal's chance under the proposals, taken relative to the smallest melds' (a constant of the request).
  const scale = proposals.reduce(
    (sum, { melds }) => sum + (LOG_FACTORIAL[handSize - Math.min(handSize, ...melds.map((meld) => meld.cards.length))] as number),
    0,
  );
  // Cards to deal after the melds said: a full hand for each other seat, what the own hand lacks.
  const needed = handSize * 3 + missing;
  const dealtFirst = new Int32Array(proposals.length * 4);
  const taken = new Uint8Array(64);
  const pool = new Int32Array(unseen.length);
  const packed = new Float64Array(4);
  let accepted = 0;
  let drawn = 0;
  const shares = { team: new WeightedShare(), player: new WeightedShare(), rivals: new WeightedShare() };
  const belot = { sequence: new WeightedShare(), four: new WeightedShare() };
  let weights = 0;
  const maxDraws = Math.min(deals * 200, LIMITS.draws);
  while (accepted < deals && drawn < maxDraws) {
    drawn++;
    // The proposing seats' melds first: one each, at random, none sharing a card.
    if (proposals.length > 0) taken.fill(0);
    let clash = false;
    for (let at = 0; at < proposals.length && !clash; at++) {
      const melds = (proposals[at] as Proposal).melds;
      if (melds.length === 0) clash = true;
      else {
        const meld = melds[((random() * melds.length) / 4294967296) | 0] as Proposal['melds'][number];
        for (const card of meld.cards) clash ||= taken[card] === 1;
        for (const card of meld.cards) taken[card] = 1;
        for (let suit = 0; suit < 4; suit++) dealtFirst[at * 4 + suit] = meld.masks[suit] as number;
      }
    }
    if (clash) continue;
    // Nothing dealt first: the unseen cards are the pool as they are (shuffled on from the last deal).
    let count = unseen.length;
    const cards = proposals.length === 0 ? unseen : pool;
    if (proposals.length > 0) {
      count = 0;
      for (const index of unseen) if (taken[index] === 0) pool[count++] = index;
    }
    const last = Math.min(count, needed);
    // Partial Fisher-Yates over the cards still to deal; each 32-bit draw gives two 16-bit
    // indexes (multiply-shift; the bias, under 36 / 65536, is far below the Monte Carlo error).
    let bits = 0;
    for (let i = 0; i < last; i++) {
      let draw: number;
      if ((i & 1) === 0) {
        bits = random();
        draw = bits & 0xffff;
      } else {
        draw = bits >>> 16;
      }
      const j = i + ((draw * (count - i)) >>> 16);
      const swap = cards[i] as number;
      cards[i] = cards[j] as number;
      cards[j] = swap;
    }
    dealWithFirst(cards, handSize, seat, ownMasks, missing, proposals, dealtFirst, masks);
    for (let s = 0; s < 4; s++) packed[s] = s === seat && missing === 0 ? ownPacked : bestOf(fast, masks, s);
    if (announced.length > 0) {
      const fits =
        separate || proposals.length === 0
          ? matchesAnnouncements(packed, announced, masks, rules, mode)
          : fitsOnHotPath(packed, announced, proposals, masks);
      if (!fits) continue;
    }
    const weight = proposals.length > 0 ? weightOf(proposals, masks, handSize, unseenAll.length, scale) : 1;
    accepted++;
    weights += weight;
    if (separate) {
      const [sequence, four] = belotContests(fast, masks, seat);
      const [theirSequence, theirFour] = belotContests(fast, masks, (seat + 1) % 4);
      belot.sequence.add(weight, sequence === 1);
      belot.four.add(weight, four === 1);
      shares.team.add(weight, sequence === 1 || four === 1);
      shares.rivals.add(weight, theirSequence === 1 || theirFour === 1);
      shares.player.add(weight, false);
      continue;
    }
    // The winner: highest packed meld, then the seat nearer the forehand.
    let winner = -1;
    let top = 0;
    let tie = false;
    for (let step = 0; step < 4; step++) {
      const s = (forehand + step) % 4;
      const value = packed[s] as number;
      if (value > top) {
        top = value;
        winner = s;
        tie = false;
      } else if (value === top && value > 0 && !bySeat) {
        tie = true;
      }
    }
    const decided = winner >= 0 && !tie;
    shares.player.add(weight, decided && winner === seat);
    shares.team.add(weight, decided && winner % 2 === seat % 2);
    shares.rivals.add(weight, decided && winner % 2 !== seat % 2);
  }
  const result: Odds = {
    team: shares.team.result(),
    player: shares.player.result(),
    rivals: shares.rivals.result(),
    deals: accepted,
    drawn,
    complete: accepted === deals,
    randomCards: missing,
    seed,
    ...(proposals.length > 0 ? { weight: weights } : {}),
  };
  if (separate) result.contests = { sequence: belot.sequence.result(), four: belot.four.result() };
  return result;
}

const holds = (masks: Int32Array, seat: number, meld: Proposal['melds'][number]): boolean =>
  meld.masks.every((mask, suit) => ((masks[seat * 4 + suit] as number) & mask) === mask);

/**
 * Whether a deal fits what was said, by packed values (Schieber): "nothing" is no meld; words
 * naming a Weis fit where the hand's best is one of the melds they allow (one it holds, equal to
 * its best). What the readable path checks (its best meld fits the words), without declaring.
 */
function fitsOnHotPath(
  packed: Float64Array,
  announced: readonly Announced[],
  proposals: readonly Proposal[],
  masks: Int32Array,
): boolean {
  for (const { seat, points, said } of announced) {
    const best = packed[seat] as number;
    if (points !== undefined && categoryPoints(best & 63) !== points) return false;
    if (!said?.melds) continue;
    if (said.melds.length === 0) {
      if (best !== 0) return false;
      continue;
    }
    const proposal = proposals.find((entry) => entry.seat === seat);
    if (!proposal?.melds.some((meld) => meld.packed === best && holds(masks, seat, meld))) return false;
  }
  return true;
}

/** Cards each seat was dealt first (the deal loop's scratch: no allocation per deal). */
const firstCounts = new Int32Array(4);

/** Masks of every seat: the own seat's known cards, the melds dealt first, then the shuffled cards in seat order. */
function dealWithFirst(
  pool: Int32Array,
  handSize: number,
  own: number,
  ownMasks: readonly number[],
  missing: number,
  proposals: readonly Proposal[],
  dealtFirst: Int32Array,
  masks: Int32Array,
): void {
  masks.fill(0);
  firstCounts.fill(0);
  for (let suit = 0; suit < 4; suit++) masks[own * 4 + suit] = ownMasks[suit] as number;
  for (let at = 0; at < proposals.length; at++) {
    const seat = (proposals[at] as Proposal).seat;
    for (let suit = 0; suit < 4; suit++) {
      const mask = dealtFirst[at * 4 + suit] as number;
      masks[seat * 4 + suit] = (masks[seat * 4 + suit] as number) | mask;
      firstCounts[seat] = (firstCounts[seat] as number) + popCount(mask);
    }
  }
  let next = 0;
  for (let seat = 0; seat < 4; seat++) {
    const count = seat === own ? missing : handSize - (firstCounts[seat] as number);
    for (let card = 0; card < count; card++) {
      const index = pool[next++] as number;
      const slot = seat * 4 + ((index * 0.1111112) | 0);
      masks[slot] = (masks[slot] as number) | (1 << (index - ((index * 0.1111112) | 0) * 9));
    }
  }
}

const popCount = (mask: number): number => {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
};

const declaredMelds = new Int32Array(2);

/** Belot: does this player's team win the run contest, the carré contest (1 or 0 each)? */
function belotContests(fast: FastRules, masks: Int32Array, seat: number): [number, number] {
  const bestRun = [0, 0];
  const bestFour = [0, 0];
  for (let s = 0; s < 4; s++) {
    const [m0, m1, m2, m3] = [masks[s * 4], masks[s * 4 + 1], masks[s * 4 + 2], masks[s * 4 + 3]] as [
      number,
      number,
      number,
      number,
    ];
    declaredByTotal(fast, m0, m1, m2, m3, m0 & m1 & m2 & m3, declaredMelds);
    const team = s % 2;
    bestRun[team] = Math.max(bestRun[team] as number, declaredMelds[0] as number);
    bestFour[team] = Math.max(bestFour[team] as number, declaredMelds[1] as number);
  }
  const mine = seat % 2;
  const wins = (best: number[]) => ((best[mine] as number) > (best[1 - mine] as number) ? 1 : 0);
  return [wins(bestRun), wins(bestFour)];
}

/** Two counts of the same request (other seeds) as one: what the deals of both say, each weighing what it weighs. */
export function mergeOdds(a: Odds, b: Odds): Odds {
  const [wa, wb] = [a.weight ?? a.deals, b.weight ?? b.deals];
  const sum = wa + wb;
  const merge = (x: Probability, y: Probability): Probability =>
    sum === 0 ? { p: 0, se: 0 } : { p: (x.p * wa + y.p * wb) / sum, se: Math.sqrt((wa * x.se) ** 2 + (wb * y.se) ** 2) / sum };
  const merged: Odds = {
    team: merge(a.team, b.team),
    player: merge(a.player, b.player),
    rivals: merge(a.rivals, b.rivals),
    deals: a.deals + b.deals,
    drawn: a.drawn + b.drawn,
    complete: a.complete && b.complete,
    randomCards: a.randomCards,
    seed: a.seed,
    ...(a.weight !== undefined || b.weight !== undefined ? { weight: sum } : {}),
  };
  if (a.contests && b.contests)
    merged.contests = {
      sequence: merge(a.contests.sequence, b.contests.sequence),
      four: merge(a.contests.four, b.contests.four),
    };
  return merged;
}
