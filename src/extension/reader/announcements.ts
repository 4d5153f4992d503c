import { type Mode, parseAnnouncement, type Rules, type SuitPairing } from '../../core/index.js';
import { runToEnd, type Slices } from '../../ui/slices.js';
import { elementsOutsideChats, inChat, isChatBox, lastOutsideChats, textOutsideChats } from './chat.js';
import { isMarked, type Mark, markedWithin } from './marks.js';
import { readWork } from './read-work.js';
import { MAX_DESCRIPTOR } from './recognize.js';
import { isReadable, isVisible } from './visible.js';

/** What the page shows the other players said: per seat (1 right, 2 partner, 3 left), and what it shows of no clear seat. */
export interface SaidRead {
  /** Index 0 is the player's own seat: always null (the player knows what they said). */
  bySeat: (string | null)[];
  /** Announcements seen where the page does not say whose they are: shown, never taken as certain. */
  unplaced: string[];
}

/** An announcement is short: "Weis: füfzg", "Anna: cinquante, jusqu'au roi". */
export const SAID_CHARS = 80;
const MAX_UNPLACED = 3;
/** Elements of one kind a read looks at, and text lines of a log, from the end of the page back. */
const MAX_EXAMINED = 400;
const MAX_TEXT_LINES = 2000;
/** Elements outside chats a read steps through, from the end back, looking for marked ones. */
const MAX_VISITED = 50_000;
/** Nodes, and text lines, between two pauses of a read. */
const SLICE_NODES = 500;
const SLICE_LINES = 100;
/** Elements that say by their markup that they show what a player said. */
const SAID_MARKED: Mark = {
  words: ['weis', 'wys', 'announce', 'annonce', 'declar', 'meld', 'bubble', 'speech', 'said', 'ansage', 'dichiar'],
  names: ['class', 'id'],
  flags: ['data-said', 'data-announcement'],
};
/** Words that lead an announcement in a text: "Weis 50", "Anna announces fifty", "Bernard annonce une tierce". */
const LEAD =
  /^(?:(?<name>[\p{L}][\p{L}\p{N} ._-]{0,23}?)\s*(?::|–|-|\bsays?\b|\bsagt\b|\bdit\b|\bdice\b|\bannounces?\b|\bannonce\b|\bdichiara\b|\bweist\b)\s*)?(?:(?<lead>weis|wys|wyys|ansage|annonce|announcement|dichiarazione)\s*[:=–-]?\s*)?(?<rest>.+)$/iu;
/** Words only an announcement has: without one (or a marked element), a number is no announcement. */
const SAID_WORDS = /\b(weis|wys|wyys|ansage|annonce|announce[sd]?|dichiar\w*|belote|rebelote|tierce|quarte|quinte|carr[ée])\b/iu;

/**
 * Page text as the overlay may show it: composed (NFKC), with the marks that stay loose after
 * that (a strike-through laid over each letter, "f̶i̶f̶t̶y̶"), format and control characters
 * (zero-width joiners, bidirectional overrides) and private-use signs taken out.
 */
export const pageText = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(/[\p{M}\p{Cf}\p{Co}]/gu, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();

/** Seats by the words a page gives them, from the player's own: 1 right, 2 partner (across), 3 left. */
const SEAT_WORDS: readonly [RegExp, number][] = [
  [/(^|[^a-z])(me|self|hero|own|you|south|sud|süd|bottom|player-?0|seat-?0|local)([^a-z]|$)/i, 0],
  [/(^|[^a-z])(right|east|ost|est|droite|rechts|destra)([^a-z]|$)/i, 1],
  [/(^|[^a-z])(partner|north|nord|top|across|opposite|gegenüber|vis-?a-?vis|partenaire|compagno)([^a-z]|$)/i, 2],
  [/(^|[^a-z])(left|west|ouest|gauche|links|sinistra)([^a-z]|$)/i, 3],
];

function seatWords(element: Element): string {
  const parts: string[] = [];
  let node: Element | null = element;
  for (let level = 0; node && level < 6 && node.localName !== 'body'; level++, node = node.parentElement) {
    readWork.elements++;
    for (const name of ['class', 'id', 'data-seat', 'data-player', 'data-position', 'aria-label'])
      parts.push((node.getAttribute(name) ?? '').slice(0, MAX_DESCRIPTOR));
  }
  return parts.join(' ');
}

/** The seat the page puts an element at, or null when it does not say (or says more than one). */
function seatOf(element: Element): number | null {
  const words = seatWords(element);
  const seats = new Set(SEAT_WORDS.filter(([pattern]) => pattern.test(words)).map(([, seat]) => seat));
  return seats.size === 1 ? ([...seats][0] as number) : null;
}

/** Players' names where the page seats them ("Anna" in the left player's box): name → seat. */
function seatedNames(doc: Document, skip: Element | null): Map<string, number> {
  const names = new Map<string, number>();
  const found = doc.querySelectorAll('[class*="name" i], [class*="player" i], [data-player], [class*="seat" i]');
  for (let index = 0; index < Math.min(found.length, MAX_EXAMINED); index++) {
    const element = found[index] as Element;
    if (names.size >= 16) break;
    if (skip?.contains(element)) continue;
    const text = (element.textContent ?? '').trim();
    if (!text || text.length > 24 || /\d{2}/.test(text) || !isVisible(element)) continue;
    const seat = seatOf(element);
    if (seat !== null) names.set(text.toLowerCase(), seat);
  }
  return names;
}

interface Seen {
  text: string;
  seat: number | null;
  /** Only the Stöck ("belote"): said beside the melds, not instead of them. */
  stoeckOnly: boolean;
}

/**
 * The announcement a short text makes, as the core reads it: null for none. Unless `marked`
 * (an element that says it shows what a player said), the text needs a lead word ("Weis"), a
 * name before it ("Anna:"), or a word only announcements have.
 */
export function announcementIn(
  text: string,
  marked: boolean,
  rules: Rules,
  mode: Mode,
  pairing: SuitPairing,
): { rest: string; name: string; said: ReturnType<typeof parseAnnouncement>['announcement'] } | null {
  const parts = LEAD.exec(text)?.groups;
  const rest = parts?.rest?.trim() ?? '';
  if (!rest || (!marked && !parts?.lead && !parts?.name && !SAID_WORDS.test(text))) return null;
  const read = parseAnnouncement(rest, rules, mode, pairing);
  const said = read.announcement;
  if (
    read.errors.length > 0 ||
    (said.melds === null && !said.stoeck) ||
    read.spans.length + (said.melds?.length === 0 ? 1 : 0) + (said.stoeck ? 1 : 0) === 0
  )
    return null;
  return { rest, name: parts?.name?.trim() ?? '', said };
}

/**
 * What the other players said, as the page shows it: text in elements marked as announcements
 * (a "50" bubble beside a player), and lines such as "Weis 50", "Anna: fünfzig" or "Bernard
 * annonce une tierce" in a game log. Only what is visible and what the core reads as an
 * announcement; the seat from the page's markup or a player's seated name, else unplaced.
 * The latest line of a seat counts.
 */
export const readAnnouncements = (
  doc: Document,
  rules: Rules,
  mode: Mode,
  pairing: SuitPairing,
  skip: Element | null = null,
): SaidRead => runToEnd(readAnnouncementsInSlices(doc, rules, mode, pairing, skip));

/**
 * `readAnnouncements` in slices, run in the reading's own tasks and budget: however large the
 * page, each slice looks at a few hundred nodes, and the whole scan at a bounded number.
 */
export function* readAnnouncementsInSlices(
  doc: Document,
  rules: Rules,
  mode: Mode,
  pairing: SuitPairing,
  skip: Element | null = null,
): Slices<SaidRead> {
  const names = seatedNames(doc, skip);
  yield;
  const seen: Seen[] = [];
  const done = new Set<Element>();
  const consider = (element: Element, marked: boolean) => {
    if (done.has(element) || skip?.contains(element)) return;
    done.add(element);
    // What players type in a chat is nobody's announcement, whoever it names.
    if (inChat(element)) return;
    const text = pageText(element.textContent ?? '');
    if (!text || text.length > SAID_CHARS || !isReadable(element, skip)) return;
    const found = announcementIn(text, marked, rules, mode, pairing);
    if (!found) return;
    const { rest, said } = found;
    // A name counts where the game wrote it, in an element of its own ("<b>Anna</b>: füfzg"); a
    // name typed at the start of a line ("Bob: Weis 100") is anyone's words: no seat.
    const name = found.name;
    const written = name !== '' && [...element.children].some((child) => pageText(child.textContent ?? '') === name);
    const named = written ? names.get(name.toLowerCase()) : undefined;
    // A name the game writes but does not seat is no seat, and a typed word before a colon that
    // names no player ("Trumpf: Rosen") is no announcement; the lead words ("Weis") name nobody.
    if (name && !marked && (written ? named === undefined : !names.has(name.toLowerCase()))) return;
    seen.push({ text: rest, seat: named ?? (written || !name ? seatOf(element) : null), stoeckOnly: said.melds === null });
  };
  let fromMarked = 0;
  if (doc.body) {
    // From the end of the page back: the latest lines are what counts, and however long a chat
    // or a log grows, a read looks at a bounded number of nodes. Chats are stepped over whole:
    // a long one neither hides the log nor costs the read.
    const last = lastOutsideChats(doc.body);
    // Elements marked as showing what a player said; the innermost speaks (a marked box around
    // the whole table does not).
    const elements = elementsOutsideChats(doc, doc.body);
    elements.currentNode = last;
    let marked = 0;
    let visited = 0;
    const first = last instanceof Element && !isChatBox(last) ? last : elements.previousNode();
    for (let node = first; node && visited < MAX_VISITED && marked < MAX_EXAMINED; node = elements.previousNode()) {
      if (++visited % SLICE_NODES === 0) yield;
      const element = node as Element;
      if (!isMarked(element, SAID_MARKED)) continue;
      marked++;
      if (seen.length > 64) break;
      if (markedWithin(element, SAID_MARKED)) continue;
      consider(element, true);
    }
    fromMarked = seen.length;
    yield;
    // Game logs: short text lines with an announcement's words.
    const counted = { visited: 0, every: SLICE_NODES };
    const walker = textOutsideChats(doc, doc.body, counted);
    walker.currentNode = last;
    let count = 0;
    for (let node: Node | null = last; node && count < MAX_TEXT_LINES; node = walker.previousNode()) {
      if (node.nodeType !== Node.TEXT_NODE) {
        // A pause on the way (see textOutsideChats), and an end however few lines a page has.
        if (counted.visited > MAX_VISITED) break;
        yield;
        continue;
      }
      if (++count % SLICE_LINES === 0) yield;
      const value = (node.nodeValue ?? '').slice(0, MAX_DESCRIPTOR);
      if (value.trim().length === 0 || value.length > SAID_CHARS) continue;
      const parent = node.parentElement;
      if (parent && seen.length <= 64) consider(parent, false);
    }
  }
  // Seen from the end back: in page order again (marked elements, then log lines), so that a seat's latest line counts.
  const inOrder = [...seen.slice(0, fromMarked).reverse(), ...seen.slice(fromMarked).reverse()];
  const bySeat: (string | null)[] = [null, null, null, null];
  const unplaced: string[] = [];
  for (const { text, seat, stoeckOnly } of inOrder) {
    if (seat === null) unplaced.push(text);
    else if (seat > 0) bySeat[seat] = stoeckOnly && bySeat[seat] ? `${bySeat[seat]}; ${text}` : text;
  }
  return { bySeat, unplaced: [...new Set(unplaced)].slice(-MAX_UNPLACED) };
}
