import { type CardId, DECK_INFO, DEFAULT_PAIRING, type Deck, type Face, type Mode, type SuitPairing } from '../../core/index.js';
import { FRAME, runToEnd, type Slices } from '../../ui/slices.js';
import type { Box } from '../content/placement.js';
import { byPlace, type Group, groupCardsInSlices, joinRows, MOST_PLACED, placeOf } from './card-groups.js';
import { CardCache, type CardHit, findCardsInSlices } from './find-cards.js';
import { headOf } from './marks.js';
import { MAX_DEPTH, readWork } from './read-work.js';
import type { GameClues } from './table-game.js';
import { asksForTrump, readTrump, readTrumpInSlices } from './trump.js';
import { unnamedBesides, unnamedRow } from './unnamed-boxes.js';

export { readTrump };

/** What a page shows: the player's hand, trump when visible, and melds shown by other seats. */
export interface PageRead {
  hand: CardId[];
  trump: Mode | null;
  /** The deck face the page draws its cards in, when its names tell (`Eicheln 6`, `rosen_ober.png`). */
  face: Face | null;
  /** Cards other seats show as melds ("Weis" areas), in page order. */
  others: CardId[][];
  /** How the hand was found: a site adapter, a taught pattern, or the generic reader. */
  via: 'adapter' | 'pattern' | 'generic' | 'canvas' | 'screen' | 'named' | 'none';
  /** What the other seats said, as the page shows it (index 0, the player's own, is null). */
  said?: (string | null)[];
  /** Announcements the page shows without saying whose: shown, never used as certain. */
  unplaced?: string[];
  /** Boxes of the hand that look like cards but could not be named (a suit never named, say). */
  unnamed?: number;
  /** Cards face up elsewhere on the page: on the table, played, turned up (what the deck is told by). */
  table?: CardId[];
  /** The trick on the table as it lies now (at most four cards), where the page shows one. */
  trick?: CardId[];
  /** What the page shows of the game it plays: its names, its cards, its bids. */
  clues?: GameClues;
}

export interface ReadOptions {
  deck?: Deck;
  pairing?: SuitPairing;
  /** Our own overlay: never read. */
  skip?: Element | null;
  /** Reads of elements kept from the last read of this page. */
  cache?: CardCache;
}

const HAND_HINTS =
  /(^|[^a-z])(hand|myhand|my-?cards|own|self|me|mine|bottom|south|sud|süd|local|hero|you|your|yours|player-?0|seat-?0)([^a-z]|$)/i;
const OTHER_HINTS =
  /(^|[^a-z])(trick|stich|pli|presa|center|centre|middle|pile|played|opponent|north|nord|east|ost|est|west|ouest|top|left|right|partner|other|discard|history|last|dialog|modal|popup|preview|choose|wahl)([^a-z]|$)/i;
const MELD_HINTS = /(^|[^a-z])(meld|melds|weis|wys|wyys|declar\w*|annonce|combination)([^a-z]|$)/i;
/** Where a page lays the trick being played; and where it keeps tricks past, which are no trick on the table. */
const TRICK_HINTS = /(^|[^a-z])(trick|stich|pli|presa|slag|center|centre|middle|played|table|tapis|board|play-?area)([^a-z]|$)/i;
const PAST_HINTS = /(^|[^a-z])(last|history|previous|dernier|letzte|won|taken|gewonnen)([^a-z]|$)/i;
/** Where a page lays the card turned up to bid on: no trick. */
const TURNED_HINTS = /(^|[^a-z])(bid|bidding|turned|turn-?up|retourne|retournee|proposed)([^a-z]|$)/i;

function hintText(element: Element, depth = 4): string {
  const parts: string[] = [];
  let node: Element | null = element;
  for (let level = 0; node && level < depth && node.localName !== 'body'; level++, node = node.parentElement) {
    readWork.elements++;
    // (each name's first characters: a page may make a class 10 MB long)
    for (const name of ['id', 'class', 'data-seat', 'data-role', 'aria-label', 'data-player', 'role'])
      parts.push(headOf(node.getAttribute(name)));
  }
  return parts.join(' ');
}

function verticalPosition(group: Group): number | null {
  // A few cards tell where a group sits: a page of 25,000 groups is not measured card by card.
  const rects = group.hits
    .slice(0, 4)
    .map((hit) => placeOf(hit.element))
    .filter((rect) => rect.height > 0);
  const view = group.container.ownerDocument.documentElement;
  const height = Math.max(view.scrollHeight, view.clientHeight, 1);
  if (rects.length === 0) return null;
  const scrollY = group.container.ownerDocument.defaultView?.scrollY ?? 0;
  return rects.reduce((sum, rect) => sum + rect.top + scrollY + rect.height / 2, 0) / rects.length / height;
}

/** How much a group looks like the player's own hand: markup hints (`hints`, its container's), then nearness to the bottom. */
function handScore(group: Group, hints: string, handSize: number): number {
  const size = new Set(group.hits.map((hit) => hit.card)).size;
  // A hand is distinct cards, at most a deal: a card in two boxes is no hand (two tables, a deck shown).
  if (size < 1 || size > handSize || size !== group.hits.length) return Number.NEGATIVE_INFINITY;
  // The card turned up to bid on is no hand of one.
  const [only] = group.hits;
  if (size === 1 && only && turnedUp(only.element, only.box ?? only.element)) return Number.NEGATIVE_INFINITY;
  let score = 0;
  if (HAND_HINTS.test(hints)) score += 4;
  if (OTHER_HINTS.test(hints)) score -= 3;
  if (MELD_HINTS.test(hints)) score -= 3;
  score += 5 * Math.min(1, Math.max(0, verticalPosition(group) ?? 0.5));
  score += size / 10;
  return score;
}

/**
 * The share of a group's cards (a sample of four) the player can see: at the card's centre,
 * the topmost thing on the page is the card. Cards scrolled out of a box, or under a dialog,
 * are not seen.
 */
function seenShare(group: Group, skip: Element | null): number {
  const doc = group.container.ownerDocument;
  const sample = group.hits.slice(0, 4);
  let seen = 0;
  for (const hit of sample) {
    const rect = placeOf(hit.element);
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const view = doc.defaultView;
    if (rect.width === 0 || x < 0 || y < 0 || (view && (x > view.innerWidth || y > view.innerHeight))) continue;
    const top = doc.elementsFromPoint(x, y).find((element) => !skip?.contains(element));
    if (top && (hit.element.contains(top) || top.contains(hit.element))) seen++;
  }
  return sample.length === 0 ? 0 : seen / sample.length;
}

const unique = (cards: CardId[]): CardId[] => [...new Set(cards)];

/** A read with the element that holds the hand, for placing the overlay (never sent in a message). */
/** `cards`: every card element read on the page (the overlay keeps their centres free). */
export type AnchoredRead = PageRead & {
  anchor: Element | null;
  cards: Element[];
  /** A hand drawn on a canvas: where it is, and where its cards are (no element to measure). */
  drawn?: { box: Box; cards: Box[] };
  /** The boxes of the hand that could not be named: shown to the player, to name. */
  unnamedBoxes?: Element[];
  /** The same on a picture of the screen: where they were, in the viewport. */
  unnamedAt?: Box[];
  /**
   * What was learnt on this site read a hand no deal holds (a card twice, more cards than a
   * hand): the lesson is dropped and no hand shown, with this word to the player.
   */
  impossible?: ImpossibleHand;
};

/** Why a hand read cannot be: a card twice, or more cards than a hand holds. */
export type ImpossibleHand = 'twice' | 'too-many';

/** Why the cards read cannot be one hand of the deck, or null when they can. */
export function impossibleHand(cards: readonly CardId[], deck: Deck): ImpossibleHand | null {
  if (new Set(cards).size !== cards.length) return 'twice';
  return cards.length > DECK_INFO[deck].handSize ? 'too-many' : null;
}

/** The face most of the hand's cards are named in, or null when their names do not tell. */
function faceOf(hits: readonly CardHit[]): Face | null {
  let german = 0;
  let french = 0;
  for (const hit of hits) {
    if (hit.face === 'german-swiss') german++;
    else if (hit.face === 'french') french++;
  }
  return german === 0 && french === 0 ? null : german > french ? 'german-swiss' : 'french';
}

/**
 * The generic reader: every card on the page, grouped, and the group that is the player's
 * hand. A generator that yields between slices of a large page (see `readPage` and
 * `readPageInTasks`).
 */
/** The part of the generic reader running now (for our longest-task figure: which part it was). */
export const readerStage = { now: '' };

export function* readPageInSlices(doc: Document, options: ReadOptions = {}): Slices<AnchoredRead> {
  const deck = options.deck ?? 'jass';
  const recognize = { deck, pairing: options.pairing ?? DEFAULT_PAIRING };
  // Reading looks at computed styles (card faces drawn as CSS backgrounds): after the browser's
  // own style and layout pass, not forcing one over the whole page in a task of ours.
  yield FRAME;
  readerStage.now = 'find';
  const halves: Element[] = [];
  const hits = yield* findCardsInSlices(
    doc.body ?? doc,
    recognize,
    options.skip ?? null,
    options.cache ?? new CardCache(),
    undefined,
    halves,
  );
  readerStage.now = 'group';
  const handSize = DECK_INFO[deck].handSize;
  const inContainers = joinRows(yield* groupCardsInSlices(hits), handSize);
  // What follows measures the cards: after the browser's own layout, not in our task.
  yield FRAME;
  readerStage.now = 'score';
  const groups: Group[] = [];
  for (const [index, group] of inContainers.entries()) {
    if (index > 0 && index % 200 === 0) yield;
    groups.push(...byPlace(group));
  }
  const scored: { group: Group; score: number }[] = [];
  // The containers whose markup says they show melds ("weis"), each container's markup read once.
  const hinted = new Map<Element, string>();
  const meldBoxes = new Set<Element>();
  for (const [index, group] of groups.entries()) {
    if (index > 0 && index % 200 === 0) yield;
    let hints = hinted.get(group.container);
    if (hints === undefined) {
      hints = hintText(group.container);
      hinted.set(group.container, hints);
      if (MELD_HINTS.test(hints)) meldBoxes.add(group.container);
    }
    const score = handScore(group, hints, handSize);
    if (score > Number.NEGATIVE_INFINITY) scored.push({ group, score });
  }
  // The likeliest few by markup and place, then what the player can see decides among them.
  const ranked = scored
    .sort((a, b) => b.score - a.score)
    .slice(0, 6)
    .map((entry) => ({ ...entry, score: entry.score + 6 * seenShare(entry.group, options.skip ?? null) }))
    .sort((a, b) => b.score - a.score);
  // A row of card boxes showing ranks, whose suits no name tells (art), with more boxes than the
  // cards of the group found: the hand, to be named; the few named cards are on the table.
  // (a rank alone inside a card read whole, as an SVG face's corner, is no card to name)
  const readElements = new Set(hits.map((hit) => hit.element));
  const loose = halves.filter((half) => !insideOneOf(half, readElements));
  const row = unnamedRow(loose, handSize);
  const found = ranked[0]?.group;
  const rowWins =
    row !== null &&
    (!found || (row.boxes.length > found.hits.length && !found.hits.some((hit) => row.hand.contains(hit.element))));
  const hand = rowWins ? undefined : found;
  const others = seatsOfShown(hand, shownMelds(groups, meldBoxes, hand));
  const mine = new Set(hand?.hits.map((hit) => hit.element));
  const table = unique(hits.filter((hit) => !mine.has(hit.element)).map((hit) => hit.card)).slice(0, 36);
  const trick = trickOf(awayFrom(inContainers, mine, meldBoxes));
  // The trump is read from what is visible (its geometry): after the browser's layout, too.
  yield FRAME;
  readerStage.now = 'trump';
  const trump = yield* readTrumpInSlices(doc, recognize.pairing, options.skip);
  // No card named in the hand's row, but card boxes showing ranks: the hand, to be named.
  const unnamed = rowWins ? row : null;
  if (unnamed) {
    return {
      hand: [],
      trump,
      face: null,
      others,
      table,
      ...(trick ? { trick } : {}),
      via: 'none',
      unnamed: unnamed.boxes.length,
      unnamedBoxes: unnamed.boxes,
      anchor: unnamed.hand,
      cards: unnamed.boxes,
    };
  }
  // Boxes of the hand's row that show no name: said, never left out in silence.
  const besides = hand ? unnamedBesides(hand, hits) : [];
  return {
    hand: hand ? unique(hand.hits.map((hit) => hit.card)) : [],
    trump,
    face: faceOf(hand?.hits ?? hits),
    others,
    table,
    ...(trick ? { trick } : {}),
    via: hand ? 'generic' : 'none',
    ...(besides.length > 0 ? { unnamed: besides.length, unnamedBoxes: besides } : {}),
    anchor: hand?.container ?? null,
    cards: hits.map((hit) => hit.element),
  };
}

/**
 * The trick on the table: the cards outside the hand and the melds that the page marks as its
 * trick (the card's box or what holds it; never tricks past), one to four of them; else, where
 * none is marked, those cards where they are one to four, all lying in the middle of the window.
 * Never the card turned up to bid on, in the middle or to one side. Null where neither tells.
 */
function trickOf(cards: readonly CardHit[]): CardId[] | null {
  // A page showing this many cards besides the hand (a deck laid out, 50,000 of them) shows no one trick.
  if (cards.length > MOST_AWAY) return null;
  const fromBox = (hit: CardHit) => hit.box ?? hit.element;
  const away = cards.filter((hit) => !turnedUp(hit.element, fromBox(hit)));
  const marked = away.filter((hit) => TRICK_HINTS.test(hintText(fromBox(hit), 2)) && !PAST_HINTS.test(hintText(fromBox(hit), 3)));
  const pool = marked.length > 0 ? marked : away;
  const trick = unique(pool.map((hit) => hit.card));
  if (trick.length < 1 || trick.length > 4 || trick.length !== pool.length) return null;
  return marked.length > 0 || pool.every((hit) => central(fromBox(hit))) ? trick : null;
}

/**
 * Whether a card is the one turned up to bid on (no trick, no hand), wherever it lies: its box named for the bidding,
 * or a label beside it asking for the trump ("Trump?", "Troef?"), in its box or the element holding it.
 */
function turnedUp(card: Element, box: Element): boolean {
  if (TURNED_HINTS.test(hintText(box, 3))) return true;
  const holder = box.parentElement?.localName === 'body' ? null : box.parentElement;
  for (const near of holder ? [box, holder] : [box]) {
    for (const child of [...near.children].slice(0, 8)) {
      const label = child.children.length === 0 && !child.contains(card) ? (child.textContent ?? '') : '';
      if (label.length <= 24 && asksForTrump(label)) return true;
    }
  }
  return false;
}

/** Cards besides the hand and the melds beyond which no trick is looked for. */
const MOST_AWAY = 64;

/**
 * The cards outside the hand and the melds' containers, in page order, up to one more than
 * `MOST_AWAY` (enough to tell there is no one trick: a page of 100,000 cards is not gone through).
 */
function awayFrom(inContainers: readonly Group[], mine: ReadonlySet<Element>, meldBoxes: ReadonlySet<Element>): CardHit[] {
  const away: CardHit[] = [];
  for (const group of inContainers) {
    if (meldBoxes.has(group.container)) continue;
    for (const hit of group.hits) {
      if (mine.has(hit.element)) continue;
      away.push(hit);
      if (away.length > MOST_AWAY) return away;
    }
  }
  return away;
}

/**
 * Groups of melds a read measures to place them at seats. We keep one a seat, three in all: the
 * first few in the page's order are measured, however many the page shows (a page of 25,000
 * groups of "Weis" had each checked and measured in one task, 2.7 s at a load of 15).
 */
const MOST_MELDS = 24;

/** The groups in meld containers besides the hand, the first `MOST_MELDS` in page order. */
function shownMelds(groups: readonly Group[], meldBoxes: ReadonlySet<Element>, hand: Group | undefined): Group[] {
  const melds: Group[] = [];
  for (const group of groups) {
    if (melds.length >= MOST_MELDS) break;
    if (group !== hand && meldBoxes.has(group.container)) melds.push(group);
  }
  return melds;
}

/** Whether an element lies inside one of `elements` (its ancestors up to `MAX_DEPTH` levels). */
function insideOneOf(element: Element, elements: ReadonlySet<Element>): boolean {
  let node = element.parentElement;
  for (let level = 0; node && level < MAX_DEPTH; level++, node = node.parentElement) {
    readWork.elements++;
    if (elements.has(node)) return true;
  }
  return false;
}

/** Whether an element lies in the middle of its window (a sixth of its width and a quarter of its height around the centre). */
function central(element: Element): boolean {
  const view = element.ownerDocument.defaultView;
  const box = placeOf(element);
  if (!view || (box.width === 0 && box.height === 0)) return false;
  const x = (box.left + box.width / 2) / view.innerWidth;
  const y = (box.top + box.height / 2) / view.innerHeight;
  return Math.abs(x - 0.5) < 1 / 6 && Math.abs(y - 0.5) < 1 / 4;
}

/** The middle of a group's cards on the screen (its first `MOST_PLACED`: a hand's, a meld's); null where they are not laid out. */
function middleOf(group: Group): { x: number; y: number } | null {
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const hit of group.hits.slice(0, MOST_PLACED)) {
    const box = placeOf(hit.element);
    if (box.width === 0 && box.height === 0) continue;
    left = Math.min(left, box.left);
    top = Math.min(top, box.top);
    right = Math.max(right, box.right);
    bottom = Math.max(bottom, box.bottom);
  }
  return Number.isFinite(left) ? { x: (left + right) / 2, y: (top + bottom) / 2 } : null;
}

/**
 * Other seats' shown melds by where they lie from the player's hand, as a table sits: across
 * (above) is Partner, to the right Right, to the left Left (index 0 Right, 1 Partner, 2 Left).
 * Where the page lays nothing out, in the page's order; a second box on a seat is left out.
 */
function seatsOfShown(hand: Group | undefined, shown: readonly Group[]): CardId[][] {
  const cards = (group: Group) => unique(group.hits.map((hit) => hit.card));
  const from = hand ? middleOf(hand) : null;
  if (!from) return shown.map(cards);
  const seats: CardId[][] = [[], [], []];
  for (const group of shown) {
    const to = middleOf(group);
    if (!to) continue;
    const dx: number = to.x - from.x;
    const dy: number = to.y - from.y;
    const seat = -dy > Math.abs(dx) ? 1 : dx >= 0 ? 0 : 2;
    if (seats[seat]?.length === 0) seats[seat] = cards(group);
    if (seats.every((cardsShown) => cardsShown.length > 0)) break;
  }
  return seats;
}

/** The generic reader, at once (tests, small pages). */
export const readPage = (doc: Document, options: ReadOptions = {}): AnchoredRead => runToEnd(readPageInSlices(doc, options));
