import { DEFAULT_PAIRING, type Mode, type SuitPairing } from '../../core/index.js';
import { runToEnd, type Slices } from '../../ui/slices.js';
import { elementsOutsideChats, textOutsideChats } from './chat.js';
import { boxText } from './find-cards.js';
import { isMarked, isSelected, type Mark } from './marks.js';
import { MAX_DESCRIPTOR, recognizeCard, recognizeFileCard, recognizeMode } from './recognize.js';
import { isVisible } from './visible.js';

/**
 * Elements that say by their markup that they show the trump: the trump's own word in five
 * languages and Dutch, and a contract or goal ("Goal: 90 ♣", "Contrat : 100 ♥").
 */
const TRUMP_MARKED: Mark = {
  words: ['trump', 'trumpf', 'atout', 'briscola', 'troef', 'contract', 'contrat', 'contratto', 'kontrakt', 'goal'],
  names: ['class', 'id', 'aria-label', 'title'],
  flags: ['data-trump', 'data-mode'],
};
/** "Trumpf: Rosen", "Current trump: Hearts", "atout cœur", "Troef: ♠", "Trump ♥": the trump word and what follows it. */
export const TRUMP_PHRASE = /\b(trumpf|trump|atout|briscola|troef)\b\s*(?:is|ist|est|è|:|=|-|–)?\s*([^\n,;.!]{0,24})/iu;
/** What follows the trump's word while the page still asks: "?", "à choisir", "to choose", "wählen", "…". */
const ASKED =
  /^\s*(\?|…|\.\.\.|-+\s*$|à choisir|a choisir|to (be )?cho(o)?se|choose|wählen|waehlen|zu wählen|da scegliere|scegliere|kiezen)/iu;

const LONE_LETTER = /^\p{L}$/u;
/** A label's length at most ("Contract & Bids", "Trumpf", "Contrat en cours"). */
const MAX_LABEL = 24;

/** Whether a short text asks for the trump ("Trump?", "Atout : à choisir", "Troef?"). */
export function asksForTrump(text: string): boolean {
  const phrase = TRUMP_PHRASE.exec(text.slice(0, MAX_DESCRIPTOR))?.[2];
  return phrase !== undefined && ASKED.test(phrase);
}

/** What an element says of the trump: a mode, that the page still asks (`asks`), or nothing. */
function modeOf(element: Element, pairing: SuitPairing): Mode | 'asks' | null {
  const image = element.localName === 'img' ? element : element.querySelector('img');
  const visibleImage = image && isVisible(image) ? image : null;
  const fileWords = visibleImage
    ?.getAttribute('src')
    ?.slice(-MAX_DESCRIPTOR)
    .split('/')
    .pop()
    ?.replace(/\.\w+$/, '');
  // A trump statement is short: a page's long text is looked at no further than its start.
  const text = (element.textContent ?? '').slice(0, MAX_DESCRIPTOR).trim();
  const phrase = TRUMP_PHRASE.exec(text)?.[2];
  // "Trump?" over a card turned up to bid on, "Atout : à choisir": no trump yet.
  if (asksForTrump(text)) return 'asks';
  const sources = [
    element.getAttribute('data-trump'),
    element.getAttribute('data-mode'),
    element.getAttribute('aria-label'),
    element.getAttribute('title'),
    phrase,
    // A letter alone is a seat ("S" beside a contract: South), never a suit a player reads.
    text.length <= 24 && !LONE_LETTER.test(text) ? text : null,
    visibleImage?.getAttribute('alt'),
    fileWords,
  ];
  for (const source of sources) {
    // A whole card ("Rosen Ober", "A♥") is no trump statement.
    const mode = recognizeMode(source, pairing);
    if (mode && !recognizeFileCard(source ?? '') && !recognizeCard(source)) return mode;
  }
  return null;
}

/**
 * What the content under a label says ("Contract" as a heading, the contract in the list after
 * it: "Team A · hearts · 80"): the one suit or mode among its words, none where it names several
 * (the suits of a chooser) or none. A small box only (see `boxText`), its letters alone no suit.
 */
function modeUnderLabel(content: Element, pairing: SuitPairing): Mode | null {
  const text = isVisible(content) ? boxText(content) : null;
  if (!text || ASKED.test(text)) return null;
  const modes = new Set<Mode>();
  for (const word of text.split(/\s+/)) {
    const mode = LONE_LETTER.test(word) ? null : recognizeMode(word, pairing);
    if (mode) modes.add(mode);
  }
  return modes.size === 1 ? ([...modes][0] as Mode) : null;
}

/** Options a page offers to choose from: images, buttons, radios. */
const OPTIONS = 'img, button, [role="radio"], [role="option"], [role="menuitemradio"], input[type="radio"], a';

/**
 * The options of a chooser: an element holding two or more options that name different
 * modes (one image per suit, say). A chooser is no statement of the trump: only an option
 * marked as chosen is. Empty when the element is no chooser.
 */
function chooserOptions(element: Element, pairing: SuitPairing): Element[] {
  const options = [...element.querySelectorAll(OPTIONS)].slice(0, 24);
  if (options.length < 2) return [];
  const modes = new Set(options.map((option) => modeOf(option, pairing)).filter((mode) => mode !== null && mode !== 'asks'));
  return modes.size >= 2 ? options : [];
}

/** Where a page still asks for the trump or a contract: a bidding panel, with something to press. */
const ASKING: Mark = {
  words: ['bid', 'enchere', 'auction', 'licit', 'bieden'],
  names: ['class', 'id', 'data-testid', 'aria-label'],
};
const PRESSABLE = 'button:not([disabled]), [role="button"]:not([aria-disabled="true"]), input[type="radio"]:not([disabled])';

/** Text nodes a trump read looks at, at most. */
const MAX_TEXT_NODES = 20_000;
/** Nodes the walk for the trump's text looks at, text or not; and between two pauses. */
const MAX_VISITED = 100_000;
const SLICE_NODES = 1000;

interface Candidate {
  mode: Mode;
  selected: boolean;
}

/**
 * Trump or mode where the player sees it: visible elements marked as trump or as the contract,
 * and visible text like "Trumpf: Rosen" or "Current trump: Hearts". Several different ones (a
 * row of trump buttons, say) count only when one is marked selected. Nothing while the page
 * still asks: a bidding panel to press, "Trump?" over a card turned up to bid on, "Atout : à
 * choisir" (a stand-in sign shown meanwhile is no trump). Unknown stays unknown: null.
 */
export const readTrump = (doc: Document, pairing: SuitPairing = DEFAULT_PAIRING, skip?: Element | null): Mode | null =>
  runToEnd(readTrumpInSlices(doc, pairing, skip));

/** `readTrump` in slices: a pause every `SLICE_NODES` nodes the walk looks at, and at most `MAX_VISITED` of them. */
export function* readTrumpInSlices(
  doc: Document,
  pairing: SuitPairing = DEFAULT_PAIRING,
  skip?: Element | null,
): Slices<Mode | null> {
  const candidates: Candidate[] = [];
  let asking = false;
  const consider = (element: Element): boolean => {
    if (skip?.contains(element) || !isVisible(element)) return false;
    const options = chooserOptions(element, pairing);
    if (options.length > 0) {
      // Each option on its own: several modes, and a mode only where one is chosen.
      for (const option of options) {
        const mode = isVisible(option) ? modeOf(option, pairing) : null;
        const selected = isSelected(option) || (option.parentElement !== element && isSelected(option.parentElement as Element));
        if (mode && mode !== 'asks') candidates.push({ mode, selected });
      }
      return true;
    }
    const mode = modeOf(element, pairing);
    if (mode === 'asks') asking = true;
    else if (mode) candidates.push({ mode, selected: isSelected(element) });
    return mode !== null;
  };
  // Elements marked as showing the trump, in slices: one query over a page of 100,000 elements
  // would be one long task of ours. Chats are stepped over whole: what players type is no trump.
  if (doc.body) {
    const marked = elementsOutsideChats(doc, doc.body);
    let visited = 0;
    for (let node = marked.nextNode(); node && visited < MAX_VISITED; node = marked.nextNode()) {
      if (++visited % SLICE_NODES === 0) yield;
      const element = node as Element;
      if (isMarked(element, TRUMP_MARKED)) consider(element);
      else if (!asking && isMarked(element, ASKING) && !skip?.contains(element) && element.querySelector(PRESSABLE))
        asking = isVisible(element);
    }
  }
  if (asking) return null;
  if (candidates.length === 0 && doc.body) {
    // Text nodes, not every element's textContent, chats stepped over whole, and at most
    // MAX_TEXT_NODES of them: bounded however much text the page has.
    const counted = { visited: 0, every: SLICE_NODES };
    const walker = textOutsideChats(doc, doc.body, counted);
    let count = 0;
    for (let node = walker.nextNode(); node && count < MAX_TEXT_NODES; node = walker.nextNode()) {
      if (node.nodeType !== Node.TEXT_NODE) {
        if (counted.visited > MAX_VISITED) break;
        yield;
        continue;
      }
      count++;
      if (!/trump|atout|briscola|troef|contra[ck]?t|goal/i.test((node.nodeValue ?? '').slice(0, MAX_DESCRIPTOR))) continue;
      const parent = node.parentElement;
      // "Trump:" in one element, the suit in the next: look one level up while the text is short.
      const outer = parent?.parentElement;
      if (!parent || consider(parent) || (outer && (outer.textContent ?? '').length <= 60 && consider(outer))) continue;
      // A label alone ("Contract" as a heading): the content right after it.
      const next = parent.nextElementSibling;
      const mode =
        next && (node.nodeValue ?? '').trim().length <= MAX_LABEL && !skip?.contains(next) ? modeUnderLabel(next, pairing) : null;
      if (mode) candidates.push({ mode, selected: false });
    }
  }
  if (asking) return null;
  const selected = candidates.filter((candidate) => candidate.selected);
  const pool = selected.length > 0 ? selected : candidates;
  const modes = new Set(pool.map((candidate) => candidate.mode));
  return modes.size === 1 ? (pool[0]?.mode ?? null) : null;
}
