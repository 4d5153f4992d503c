import { type CardId, DECK_INFO, RANKS, type Rank, SUITS, type Suit } from './cards.js';
import { type Meld, makeFour, makeSequence } from './melds.js';
import { getModeInfo, type Mode, type Rules, type Stage } from './rules.js';

/**
 * What a player said of their best Weis at the table, and what they answered when the table
 * asked on: the value, the number of cards, the top card, in trump or not, the rank of a four.
 * Every field is optional: what was not said is not known.
 */
export interface Announcement {
  /** The value said; 0 is "nothing". */
  points?: number;
  kind?: 'sequence' | 'four';
  /** "How many cards?" */
  cards?: number;
  /** "Up to which card?": the top card of a sequence, or the rank of a four. */
  top?: Rank;
  /** "In trump?" */
  trump?: boolean;
  /** Rarely said, but understood: the suit of a sequence. */
  suit?: Suit;
}

/** One seat's words: its Weis (one per contest in Belot), and whether it said Stöck (Belot's "belote"). */
export interface SeatAnnouncement {
  /** What was said of the melds; empty for "nothing"; null when only Stöck was said. */
  melds: Announcement[] | null;
  stoeck: boolean;
}

const candidateCache = /* @__PURE__ */ new WeakMap<Rules, Map<Mode, Meld[]>>();

/** Every Weis a player can have as their best under these rules and mode, sequences and fours. */
export function possibleWeis(rules: Rules, mode: Mode): Meld[] {
  const byMode = candidateCache.get(rules) ?? new Map<Mode, Meld[]>();
  candidateCache.set(rules, byMode);
  const cached = byMode.get(mode);
  if (cached) return cached;
  const melds: Meld[] = [];
  if (!getModeInfo(mode).noDeclarations) {
    const lowest = Math.max(DECK_INFO[rules.deck].lowestRank, RANKS.indexOf(rules.sequenceFrom));
    for (const suit of SUITS) {
      for (let low = lowest; low < RANKS.length; low++) {
        for (let length = 3; low + length <= RANKS.length; length++) {
          const meld = makeSequence(suit, low, length, rules);
          if (meld.points > 0) melds.push(meld);
        }
      }
    }
    for (const rank of RANKS.slice(DECK_INFO[rules.deck].lowestRank)) {
      const four = makeFour(rank, rules, mode);
      if (four.points > 0) melds.push(four);
    }
  }
  byMode.set(mode, melds);
  return melds;
}

/** Whether a meld is one the words allow. */
export function fitsAnnouncement(meld: Meld, said: Announcement, mode: Mode): boolean {
  if (said.points !== undefined && meld.points !== said.points) return false;
  if (said.kind !== undefined && meld.kind !== said.kind) return false;
  if (said.cards !== undefined && meld.cards.length !== said.cards) return false;
  if (said.top !== undefined && (meld.kind === 'sequence' ? meld.high : meld.rank) !== said.top) return false;
  if (said.suit !== undefined && (meld.kind !== 'sequence' || meld.suit !== said.suit)) return false;
  if (said.trump !== undefined) {
    const info = getModeInfo(mode);
    if (info.known) {
      const inTrump = meld.kind === 'sequence' && (info.trump === 'all' || meld.suit === info.trump);
      if (inTrump !== said.trump) return false;
    } else if (said.trump && meld.kind !== 'sequence') return false;
  }
  return true;
}

/** The melds an announcement allows, left out those that need a card known to be elsewhere. */
export function announcedMelds(
  said: Announcement,
  rules: Rules,
  mode: Mode,
  elsewhere: ReadonlySet<CardId> = /* @__PURE__ */ new Set(),
): Meld[] {
  return possibleWeis(rules, mode).filter(
    (meld) => fitsAnnouncement(meld, said, mode) && !meld.cards.some((card) => elsewhere.has(card)),
  );
}

/** The values a best Weis can have under these rules and mode, lowest first. */
export const possibleValues = (rules: Rules, mode: Mode): number[] =>
  [...new Set(possibleWeis(rules, mode).map((meld) => meld.points))].sort((a, b) => a - b);

/** An answer to one of the table's questions: a top card, a suit (the traditional suit order), a count, yes or no. */
export type Answer = Rank | Suit | number | boolean;

/**
 * The answers a seat can still give to a question, given what it said: the top cards, the
 * numbers of cards, in trump and not, or a four of a kind and not, that some Weis it may hold
 * has. Empty for a question that is no question here.
 */
export function possibleAnswers(
  stage: 'cards' | 'highest' | 'trump' | 'kind' | string,
  said: Announcement,
  rules: Rules,
  mode: Mode,
  elsewhere: ReadonlySet<CardId> = /* @__PURE__ */ new Set(),
): Answer[] {
  const melds = announcedMelds(said, rules, mode, elsewhere);
  const answers: Answer[] =
    stage === 'highest'
      ? RANKS.filter((rank) => melds.some((meld) => (meld.kind === 'sequence' ? meld.high : meld.rank) === rank))
      : stage === 'cards'
        ? [...new Set(melds.map((meld) => meld.cards.length))].sort((a, b) => a - b)
        : stage === 'trump'
          ? [true, false].filter((inTrump) => melds.some((meld) => fitsAnnouncement(meld, { trump: inTrump }, mode)))
          : stage === 'kind'
            ? [true, false].filter((four) => melds.some((meld) => (meld.kind === 'four') === four))
            : stage === 'suit'
              ? SUITS.filter((suit) => melds.some((meld) => meld.kind === 'sequence' && meld.suit === suit))
              : [];
  return answers.length > 1 ? answers : [];
}

/** The follow-up questions whose answers an announcement keeps. */
export type AnsweredStage = 'kind' | 'highest' | 'cards' | 'trump' | 'suit';

/**
 * The answers an announcement holds, in the order the questions come: each can be taken back.
 * The kind of Weis is an answer only where the rules ask it (`stages` has `kind`); elsewhere it
 * is part of what was said ("four aces").
 */
export function givenAnswers(said: Announcement, stages: readonly Stage[] = []): { stage: AnsweredStage; answer: Answer }[] {
  const given: { stage: AnsweredStage; answer: Answer | undefined }[] = [
    { stage: 'kind', answer: stages.includes('kind') && said.kind ? said.kind === 'four' : undefined },
    { stage: 'highest', answer: said.top },
    { stage: 'cards', answer: said.cards },
    { stage: 'trump', answer: said.trump },
    { stage: 'suit', answer: stages.includes('suit') ? said.suit : undefined },
  ];
  return given.filter((entry): entry is { stage: AnsweredStage; answer: Answer } => entry.answer !== undefined);
}

/** What was said with one answer taken back ("50, up to the King" → "50"). */
export function withoutAnswer(said: Announcement, stage: AnsweredStage): Announcement {
  const { kind, top, cards, trump, suit, ...rest } = said;
  return {
    ...rest,
    ...(stage !== 'suit' && suit !== undefined ? { suit } : {}),
    ...(stage !== 'kind' && kind !== undefined ? { kind } : {}),
    ...(stage !== 'highest' && top !== undefined ? { top } : {}),
    ...(stage !== 'cards' && cards !== undefined ? { cards } : {}),
    ...(stage !== 'trump' && trump !== undefined ? { trump } : {}),
  };
}

/** What was said with one more answer: a four of a kind or not, the top card, the number of cards, in trump or not. */
export function withAnswer(said: Announcement, stage: string, answer: Answer): Announcement {
  if (stage === 'kind' && typeof answer === 'boolean') return { ...said, kind: answer ? 'four' : 'sequence' };
  if (stage === 'highest' && typeof answer === 'string' && RANKS.includes(answer as Rank))
    return { ...said, top: answer as Rank };
  if (stage === 'suit' && typeof answer === 'string' && SUITS.includes(answer as Suit)) return { ...said, suit: answer as Suit };
  if (stage === 'cards' && typeof answer === 'number') return { ...said, cards: answer };
  if (stage === 'trump' && typeof answer === 'boolean') return { ...said, trump: answer };
  return said;
}

/** Whether two melds can both be declared from one hand: runs of one suit apart (else they are one run), fours of two ranks. */
function together(a: Meld, b: Meld, crossUse: boolean): boolean {
  if (a.kind === 'four' && b.kind === 'four') return a.rank !== b.rank;
  if (a.kind === 'sequence' && b.kind === 'sequence') {
    if (a.suit !== b.suit) return true;
    const [lowA, highA, lowB, highB] = [a.low, a.high, b.low, b.high].map((rank) => RANKS.indexOf(rank)) as [
      number,
      number,
      number,
      number,
    ];
    return highA + 1 < lowB || highB + 1 < lowA;
  }
  return crossUse || !a.cards.some((card) => b.cards.includes(card));
}

/** Past this many steps the search stops and the words are taken as possible: it never says "impossible" unsure. */
const FIT_STEPS = 20_000;

/**
 * Whether one hand can hold a meld for each item said ("four aces; four aces" cannot; nor runs
 * needing more cards than a hand has). Searches a bounded number of steps; undecided is "fits".
 */
export function fitsOneHand(said: readonly Announcement[], rules: Rules, mode: Mode, elsewhere: ReadonlySet<CardId>): boolean {
  if (said.length < 2) return true;
  const options = said.map((item) => announcedMelds(item, rules, mode, elsewhere));
  const handSize = DECK_INFO[rules.deck].handSize;
  let steps = 0;
  const search = (index: number, chosen: Meld[], cards: Set<CardId>): boolean => {
    if (index === options.length) return true;
    for (const meld of options[index] as Meld[]) {
      if (++steps > FIT_STEPS) return true;
      if (!chosen.every((other) => together(meld, other, rules.crossUse))) continue;
      const more = new Set([...cards, ...meld.cards]);
      if (more.size > handSize) continue;
      if (search(index + 1, [...chosen, meld], more)) return true;
    }
    return false;
  };
  return search(0, [], new Set());
}
