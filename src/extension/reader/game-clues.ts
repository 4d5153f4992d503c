import type { CardId } from '../../core/index.js';
import { runToEnd, type Slices } from '../../ui/slices.js';
import { elementsOutsideChats } from './chat.js';
import { isFaceDown } from './find-cards.js';
import { headOf, isSelected } from './marks.js';
import { type GameClues, type GameName, gameWordsIn, MAX_NAME, MOST_DEALT } from './table-game.js';
import { isVisible } from './visible.js';

/*
 * What a page shows of its game, read as a player reads it: the names it shows (its title and
 * address, headings, buttons, labels, what is marked chosen), the rows of card backs the other
 * seats hold, and the bids it offers. Only what is visible; chats stepped over whole; bounded
 * however large the page, in slices.
 */

/** Elements the walk looks at, at most; and between two pauses. */
const MAX_VISITED = 100_000;
const SLICE = 1000;
/** Names kept from one page: a page listing every game a hundred times tells no more. */
const MAX_NAMES = 24;
/** Face-down elements looked at, at most: the other seats' hands, and some to spare. */
const MAX_BACKS = 200;

/** Unicode's card back (a hand of others drawn as text). */
const BACK_GLYPH = '🂠';
/** Where a name stands for the page's own game: a heading. */
const HEADING = 'h1, h2, h3, [role="heading"]';
/** Where a bid is offered or listed: a button, an option, a bidding table. */
const BID_PLACE = 'button, [role="button"], option, [class*="bid" i], [class*="enchere" i], [class*="auction" i]';
/** A bid: 80 to 160, alone or with its suit ("80 ♣", "90 - ♠"). */
const BID = /^\s*(\d{2,3})\s*(?:[-–:·]?\s*[♥♦♠♣♡♢♤♧])?\s*$/u;
const isBid = (value: number) => value >= 80 && value <= 160 && value % 10 === 0;

/** The text an element holds itself (not its children's), among its first few child nodes. */
function ownText(element: Element): string {
  let text = '';
  let looked = 0;
  for (let node = element.firstChild; node && looked < 8; node = node.nextSibling, looked++) {
    if (node.nodeType === Node.TEXT_NODE) text += ` ${(node.nodeValue ?? '').slice(0, MAX_NAME)}`;
  }
  return text.trim();
}

/** What the read of the page found, that the clues count with. */
export interface SeenCards {
  /** Every card seen face up: the hand, the table, those played. */
  cards: readonly CardId[];
  /** The hand's size. */
  hand: number;
  /** The hand's cards are German-Swiss. */
  swiss: boolean;
  /** The longest row of card backs drawn outside the markup (on a canvas). */
  backs?: number;
}

/** The page's clues to its game. A generator of slices (see `runInTasks`). */
export function* readGameCluesInSlices(doc: Document, seen: SeenCards, skip: Element | null = null): Slices<GameClues> {
  const names: GameName[] = [];
  const name = (text: string, strong: boolean) => {
    for (const word of gameWordsIn(text)) if (names.length < MAX_NAMES) names.push({ word, strong });
  };
  const place = doc.defaultView?.location;
  const address = place ? `${place.hostname}${place.pathname}` : '';
  // The tab's title and the address bar are what the player sees of the page first.
  name(doc.title, true);
  name(decodeAddress(address).replace(/[/._-]+/g, ' '), true);
  const bids = new Set<number>();
  const backs = new Map<Element, number>();
  let checkedBacks = 0;
  if (doc.body) {
    const walker = elementsOutsideChats(doc, doc.body);
    let visited = 0;
    for (let node = walker.nextNode(); node && visited < MAX_VISITED; node = walker.nextNode()) {
      if (++visited % SLICE === 0) yield;
      const element = node as Element;
      if (skip?.contains(element)) continue;
      if (isFaceDown(element) || (element.children.length === 0 && element.textContent?.trim() === BACK_GLYPH)) {
        // A card back the player sees, in its row ("hidden" names an element the page hides, too).
        const row = element.parentElement;
        if (row && checkedBacks++ < MAX_BACKS && isVisible(element)) backs.set(row, (backs.get(row) ?? 0) + 1);
        continue;
      }
      const text = ownText(element) || (element.localName === 'button' ? headOf(element.getAttribute('aria-label')) : '');
      if (!text) continue;
      const words = gameWordsIn(text);
      if (words.length > 0 && isVisible(element)) {
        const strong = element.closest(HEADING) !== null || isSelected(element);
        name(text, strong);
      }
      const bid = BID.exec(text);
      const value = bid ? Number(bid[1]) : 0;
      if (isBid(value) && element.closest(BID_PLACE) && isVisible(element)) bids.add(value);
    }
  }
  return {
    address,
    names,
    cards: seen.cards,
    // A row of more backs than a seat holds is a pile (the stock, the tricks taken).
    deal: Math.max(seen.hand, seen.backs ?? 0, ...[...backs.values()].filter((count) => count <= MOST_DEALT)),
    bids: bids.size,
    swiss: seen.swiss,
  };
}

/** An address as a person reads it ("/jass/coiffeur%C3%A9" is "/jass/coifferé"); as it is where it is no valid escape. */
function decodeAddress(address: string): string {
  try {
    return decodeURIComponent(address);
  } catch {
    return address;
  }
}

/** All of `readGameCluesInSlices` at once (tests, small pages). */
export const readGameClues = (doc: Document, seen: SeenCards, skip: Element | null = null): GameClues =>
  runToEnd(readGameCluesInSlices(doc, seen, skip));
