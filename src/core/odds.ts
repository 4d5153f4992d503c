import { fitsAnnouncement, type SeatAnnouncement } from './announced-melds.js';
import { type CardId, cardId, cardIndex, DECK_INFO, deckCards, isCardId, isInDeck } from './cards.js';
import { bestMeld, declareMelds } from './declare.js';
import { belotDeclared, bestPacked, categoryPoints, compileRules, type FastRules } from './fast.js';
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

const probability = (hits: number, n: number): Probability => {
  const p = n === 0 ? 0 : hits / n;
  return { p, se: n === 0 ? 0 : Math.sqrt((p * (1 - p)) / n) };
};

/**
 * Masks of every seat after a shuffle, dealt in seat order: the own seat keeps its known cards
 * and gets `missing` more from the shuffle; the others get a full hand each.
 */
function dealMasks(
  unseen: Int32Array,
  handSize: number,
  own: number,
  ownMasks: readonly number[],
  missing: number,
  masks: Int32Array,
): void {
  let next = 0;
  for (let seat = 0; seat < 4; seat++) {
    const base = seat * 4;
    const mine = seat === own;
    masks[base] = mine ? (ownMasks[0] as number) : 0;
    masks[base + 1] = mine ? (ownMasks[1] as number) : 0;
    masks[base + 2] = mine ? (ownMasks[2] as number) : 0;
    masks[base + 3] = mine ? (ownMasks[3] as number) : 0;
    const count = mine ? missing : handSize;
    for (let card = 0; card < count; card++) {
      const index = unseen[next++] as number;
      const slot = base + ((index * 0.1111112) | 0);
      masks[slot] = (masks[slot] as number) | (1 << (index - ((index * 0.1111112) | 0) * 9));
    }
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

/**
 * The chance that this player's Weis wins, by seeded Monte Carlo over the unseen cards of a
 * four-player table. Ties of the packed comparison go to the seat nearer the forehand where the
 * rules have a seat stage, as at the table. Announcements condition the deals by rejection.
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
  const unseen = Int32Array.from(
    deckCards(rules.deck)
      .map(cardIndex)
      .filter((index) => !own.includes(index)),
  );
  // A hand given short (only its meld, say) is completed at random: its other cards are unknown too.
  const missing = Math.max(0, handSize - own.length);
  const needed = handSize * 3 + missing;
  const bySeat = rules.stages.includes('seat');
  const masks = new Int32Array(16);
  const ownPacked = bestPacked(fast, ownMasks[0] as number, ownMasks[1] as number, ownMasks[2] as number, ownMasks[3] as number);
  const announced = (readArray(request.announced, 3).value ?? []).filter(
    (entry): entry is Announced => typeof entry === 'object' && entry !== null && readInteger((entry as Announced).seat, 0, 3).ok,
  );
  const packed = new Float64Array(4);
  let accepted = 0;
  let drawn = 0;
  let teamWins = 0;
  let playerWins = 0;
  let rivalWins = 0;
  let sequenceWins = 0;
  let fourWins = 0;
  const maxDraws = Math.min(deals * 200, LIMITS.draws);
  while (accepted < deals && drawn < maxDraws) {
    drawn++;
    // Partial Fisher-Yates over the cards dealt to the other three seats; each 32-bit draw
    // gives two 16-bit indexes (multiply-shift; the bias, under 36 / 65536, is far below the
    // Monte Carlo error).
    const count = unseen.length;
    const last = Math.min(needed, count);
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
      const swap = unseen[i] as number;
      unseen[i] = unseen[j] as number;
      unseen[j] = swap;
    }
    dealMasks(unseen, handSize, seat, ownMasks, missing, masks);
    for (let s = 0; s < 4; s++) packed[s] = s === seat && missing === 0 ? ownPacked : bestOf(fast, masks, s);
    if (announced.length > 0 && !matchesAnnouncements(packed, announced, masks, rules, mode)) continue;
    accepted++;
    if (separate) {
      const [sequence, four] = belotContests(fast, masks, seat);
      sequenceWins += sequence;
      fourWins += four;
      if (sequence || four) teamWins++;
      const [theirSequence, theirFour] = belotContests(fast, masks, (seat + 1) % 4);
      if (theirSequence || theirFour) rivalWins++;
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
    if (winner < 0 || tie) continue;
    if (winner === seat) playerWins++;
    if (winner % 2 === seat % 2) teamWins++;
    else rivalWins++;
  }
  const result: Odds = {
    team: probability(teamWins, accepted),
    player: probability(playerWins, accepted),
    rivals: probability(rivalWins, accepted),
    deals: accepted,
    drawn,
    complete: accepted === deals,
    randomCards: missing,
    seed,
  };
  if (separate) result.contests = { sequence: probability(sequenceWins, accepted), four: probability(fourWins, accepted) };
  return result;
}

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
    belotDeclared(fast, m0, m1, m2, m3, m0 & m1 & m2 & m3, declaredMelds);
    const team = s % 2;
    bestRun[team] = Math.max(bestRun[team] as number, declaredMelds[0] as number);
    bestFour[team] = Math.max(bestFour[team] as number, declaredMelds[1] as number);
  }
  const mine = seat % 2;
  const wins = (best: number[]) => ((best[mine] as number) > (best[1 - mine] as number) ? 1 : 0);
  return [wins(bestRun), wins(bestFour)];
}

/** Two counts of the same request (other seeds) as one: what the deals of both say. */
export function mergeOdds(a: Odds, b: Odds): Odds {
  const n = a.deals + b.deals;
  const merge = (x: Probability, y: Probability) => probability(x.p * a.deals + y.p * b.deals, n);
  const merged: Odds = {
    team: merge(a.team, b.team),
    player: merge(a.player, b.player),
    rivals: merge(a.rivals, b.rivals),
    deals: n,
    drawn: a.drawn + b.drawn,
    complete: a.complete && b.complete,
    randomCards: a.randomCards,
    seed: a.seed,
  };
  if (a.contests && b.contests)
    merged.contests = {
      sequence: merge(a.contests.sequence, b.contests.sequence),
      four: merge(a.contests.four, b.contests.four),
    };
  return merged;
}
