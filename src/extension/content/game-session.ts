import { type CardId, type Deck, isInDeck, PRESETS } from '../../core/index.js';
import type { Drawn } from '../page-world/canvas-recorder.js';
import { readAnnouncementsInSlices } from '../reader/announcements.js';
import { type Features, featuresOf } from '../reader/box-features.js';
import { cardBoxesIn, cardBoxOf } from '../reader/card-box.js';
import { drawnLines, saidFromDrawn, trumpFromDrawn } from '../reader/drawn-text.js';
import { CardCache } from '../reader/find-cards.js';
import type { NamedExample } from '../reader/naming.js';
import { extendNaming, nextToName, proveNaming } from '../reader/naming-proof.js';
import { adapterFor, boxSelector, type CardPattern, learnPattern, readWithPattern, selectorOf } from '../reader/pattern.js';
import type { PixelBox } from '../reader/pixels.js';
import {
  type AnchoredRead,
  type ImpossibleHand,
  type PageRead,
  type ReadOptions,
  readerStage,
  readPageInSlices,
} from '../reader/read-page.js';
import { runInTasks } from '../reader/slices.js';
import type { Settings } from '../settings.js';
import type { SaveResult } from '../site-memory.js';
import { ourLongestTask, ShareBudget } from './budget.js';
import { drawnAt, drawnRow, featuresOfDrawn, readDrawnHand, visibleCanvases } from './drawn-cards.js';
import type { NamingProgress } from './game-page-machine.js';
import type { ScreenRead } from './screen-read.js';

/** A taught pattern for cards drawn on a canvas: its hand is this word, its card the image the cards are cut from. */
export const CANVAS_HAND = 'canvas';

export interface SessionOptions {
  doc: Document;
  host: string;
  settings: () => Settings;
  pattern: () => CardPattern | null;
  /** Our own overlay: its changes are not the game's. */
  own: () => Element | null;
  onRead: (read: AnchoredRead) => void;
  /** Every change of the page outside our overlay (before the debounced read). */
  onChange?: () => void;
  /** What the page draws on its canvases (the page-world recorder's last frame). */
  drawn?: () => readonly Drawn[];
  /** The text the page writes on its canvases, from the same recorder. */
  drawnTexts?: () => readonly Drawn[];
  /** A read failed (counted in `errors`). */
  onError?: () => void;
  /** A read ended, reported or not (for the debug state: how many reads so far). */
  onReadDone?: () => void;
  /** The hand on the last picture of the screen the player asked to read, if any. */
  screen?: () => ScreenRead | null;
  /** The card box of that picture under a click, for teach by naming. */
  screenAt?: (x: number, y: number) => PixelBox | null;
  /** A card named on that picture: kept for the site; what is still not named. */
  nameOnScreen?: (box: PixelBox, card: CardId) => Promise<{ learnt: boolean; examples: number; next?: PixelBox | null }>;
  /** Keeps a learnt pattern; a pattern that cannot be kept is said, never dropped in silence. */
  savePattern: (pattern: CardPattern | null) => Promise<SaveResult>;
  /** Quiet time after the page's last change before reading it again. */
  debounceMs?: number;
  /** However busy the page, it is read again at least this often while it changes. */
  maxWaitMs?: number;
}

/** A read without its element, fit for a message. */
export const plainRead = ({ hand, trump, face, others, via, said, unplaced, unnamed }: PageRead): PageRead => ({
  hand,
  trump,
  face,
  others,
  via,
  ...(unnamed ? { unnamed } : {}),
  ...(said ? { said } : {}),
  ...(unplaced ? { unplaced } : {}),
});

/** What a click in teach mode came to. */
export type TeachOutcome =
  | { taught: true; read: AnchoredRead }
  | { taught: false; reason: 'not-a-card' | 'too-large' | 'storage' };

/** Teach by naming: a card box the player clicked, waiting for its name. */
/** A card box on a picture of the screen. */
export interface ScreenPick {
  screen: PixelBox;
}

/** What the player picked to name: a card box of the page, a card drawn on a canvas, or a box on a picture of the screen. */
export type Pick = Element | Drawn | ScreenPick;

export interface NamingStep {
  box: Pick;
  examples: number;
}

/** Which clicks count: a person's (not a script's), on the page (not on our overlay). */
const isPlayerClick = (event: MouseEvent, own: Element | null): boolean =>
  event.isTrusted && event.target instanceof Element && !own?.contains(event.target);

/**
 * What the player clicked: the page's topmost element under the pointer. A game that draws its
 * hand again between the press and the release makes the click's target the row around the
 * cards (the nearest element common to both); the point still lies on the card.
 */
function clickedElement(event: MouseEvent, own: Element | null): Element {
  const target = event.target as Element;
  const under = target.ownerDocument.elementsFromPoint(event.clientX, event.clientY).find((element) => !own?.contains(element));
  return under && target.contains(under) ? under : target;
}

/**
 * Follows one game page: reads it (site adapter, then a taught pattern, then the generic
 * reader) in tasks short enough never to block the page, watches it change (debounced, but
 * at least every `maxWaitMs`) and reports only when what it shows changed.
 */
/** The boxes of a hand the player named box by box, as the page shows them now. */
interface NamedRead {
  boxes: Features[];
  anchor: Element | null;
  elements: Element[];
  drawn?: AnchoredRead['drawn'];
}

export class GameSession {
  private observer: MutationObserver | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private firstChange = 0;
  private lastChange = Number.NEGATIVE_INFINITY;
  /** The main-thread time reading may take: on a page that never rests, reads keep their distance. */
  private readonly budget = new ShareBudget();
  private last = '';
  private reading = false;
  private again = false;
  private clickListener: ((event: MouseEvent) => void) | null = null;
  private readonly cache = new CardCache();
  private naming: { hand: Element; selector: string; examples: NamedExample[] } | null = null;
  /** Teach by naming on a canvas: the image the cards are cut from, and the cards named. */
  private drawnNaming: { image: string; examples: NamedExample[] } | null = null;
  /**
   * Every card of the hand named, with no naming proved by them (a hand of one or two cards, or
   * cards alike but for their art): the hand is what the player named, for as long as the same
   * boxes lie there. Keyed by each box's features.
   */
  private namedHand: { cards: Map<string, CardId>; read: () => NamedRead | null } | null = null;

  /** The reads that failed, and the last failure's words: for tests and developer tools. */
  readonly errors = { count: 0, last: '' };
  /** Reads of the page so far (for the benchmarks and developer tools). */
  reads = 0;

  constructor(private readonly options: SessionOptions) {}

  private readOptions(): ReadOptions & { deck: Deck } {
    const settings = this.options.settings();
    return {
      deck: PRESETS[settings.rules].deck,
      pairing: settings.pairing,
      skip: this.options.own(),
      cache: this.cache,
    };
  }

  /** The page as it is now, read in tasks, with what the other players said where it shows it. */
  async read(): Promise<AnchoredRead> {
    const found = await this.readDrawnOr(await this.readCards());
    // Nothing read, and the player named each card of the hand lying there: those names.
    const read = (found.hand.length === 0 ? this.readNamedHand(found) : null) ?? found;
    const settings = this.options.settings();
    // In the reading's own tasks and budget: a chat or a log of any length freezes nothing.
    let busy = 0;
    const said = await runInTasks(
      readAnnouncementsInSlices(
        this.options.doc,
        PRESETS[settings.rules],
        read.trump ?? 'unknown',
        settings.pairing,
        this.options.own(),
      ),
      12,
      {
        task: (ms: number) => {
          busy += ms;
          ourLongestTask.note(ms, 'read:said');
        },
      },
    );
    this.budget.spend(busy);
    // Text drawn on a canvas counts as page text: for the trump where the markup states none,
    // and for what a seat said where the markup shows nothing of that seat.
    const texts = this.options.drawnTexts?.() ?? [];
    const lines = texts.length > 0 ? drawnLines(texts, visibleCanvases(this.options.doc)) : [];
    const trump = read.trump ?? (lines.length > 0 ? trumpFromDrawn(lines, settings.pairing) : null);
    const drawnSaid =
      lines.length > 0 ? saidFromDrawn(lines, PRESETS[settings.rules], trump ?? 'unknown', settings.pairing) : null;
    const bySeat = said.bySeat.map((words, seat) => words ?? drawnSaid?.bySeat[seat] ?? null);
    const unplaced = [...new Set([...said.unplaced, ...(drawnSaid?.unplaced ?? [])])].slice(-3);
    return { ...read, trump, said: bySeat, unplaced, ...(this.dropped ? { impossible: this.dropped } : {}) };
  }

  /** No hand in the markup: the hand the page draws on a canvas, if any. */
  private readDrawnOr(read: AnchoredRead): AnchoredRead {
    const frame = this.options.drawn?.() ?? [];
    if (read.hand.length > 0) return read;
    if (frame.length === 0) return this.readScreenOr(read);
    const settings = this.options.settings();
    const pattern = this.options.pattern();
    const named = pattern?.hand === CANVAS_HAND && pattern.naming ? { image: pattern.card, naming: pattern.naming } : null;
    const drawn = readDrawnHand(frame, PRESETS[settings.rules].deck, settings.pairing, named);
    if (drawn?.impossible) return this.lessonDropped(read, drawn.impossible);
    if (!drawn) return this.readScreenOr(read);
    return { ...read, hand: drawn.hand, face: drawn.face, via: 'canvas', drawn: { box: drawn.box, cards: drawn.cards } };
  }

  /** Nothing in the markup or on a canvas: the hand on the last picture of the screen, if the player took one. */
  private readScreenOr(read: AnchoredRead): AnchoredRead {
    const screen = this.options.screen?.();
    if (!screen) return read;
    return {
      ...read,
      hand: screen.hand,
      via: 'screen',
      drawn: { box: screen.box, cards: screen.cards },
      ...(screen.unnamed.length > 0 ? { unnamed: screen.unnamed.length, unnamedAt: screen.unnamed } : {}),
    };
  }

  private async readCards(): Promise<AnchoredRead> {
    const { doc, host } = this.options;
    const options = this.readOptions();
    const adapter = adapterFor(host);
    const byAdapter = adapter ? readWithPattern(doc, adapter, options) : null;
    if (byAdapter && byAdapter.hand.length > 0) return { ...byAdapter, via: 'adapter' };
    const pattern = this.options.pattern();
    const byPattern = pattern && pattern.hand !== CANVAS_HAND ? readWithPattern(doc, pattern, options) : null;
    if (byPattern?.impossible) return this.lessonDropped(byPattern, byPattern.impossible);
    if (byPattern && byPattern.hand.length > 0) return byPattern;
    let busy = 0;
    const meter = {
      task: (ms: number) => {
        busy += ms;
        ourLongestTask.note(ms, `read:${readerStage.now}`);
      },
    };
    const read = await runInTasks(readPageInSlices(doc, options), 12, meter);
    this.budget.spend(busy);
    return read;
  }

  /** Reads now (once at a time); reports when the page shows something new (or when `force`). */
  async update(force = false): Promise<void> {
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = true;
    try {
      const read = await this.read();
      this.reads++;
      const signature = JSON.stringify(plainRead(read));
      if (force || signature !== this.last) {
        this.last = signature;
        this.options.onRead(read);
      }
    } catch (error) {
      // A page we cannot read today is no reason to disturb it: the error is counted and kept
      // (the overlay's debug state, `data-errors`), never thrown into the page.
      this.errors.count++;
      this.errors.last = String(error).slice(0, 200);
      this.options.onError?.();
    } finally {
      this.reading = false;
      this.options.onReadDone?.();
      if (this.again) {
        this.again = false;
        void this.update();
      }
    }
  }

  /**
   * The next read after a change: when the page has rested `debounceMs`, at the latest
   * `maxWaitMs` after the first change, and only as often as reading's budget allows, so that
   * reading takes a small, bounded share of the page's main thread however often it changes.
   */
  private schedule(): void {
    const now = performance.now();
    const rest = this.budget.wait(now);
    // The first change after a rest is read at once (a card dealt shows now); the next ones wait.
    const rested = now - this.lastChange >= (this.options.debounceMs ?? 120);
    this.lastChange = now;
    if (!this.timer && rested && rest === 0) {
      void this.update();
      return;
    }
    if (!this.timer) this.firstChange = now;
    else if (now - this.firstChange < Math.max(this.options.maxWaitMs ?? 400, rest)) clearTimeout(this.timer);
    else return; // A page that never rests is still read: the pending timer stands.
    this.timer = setTimeout(
      () => {
        this.timer = null;
        void this.update();
      },
      Math.max(this.options.debounceMs ?? 120, rest),
    );
  }

  start(): void {
    void this.update(true);
    this.observer = new MutationObserver((records) => {
      const own = this.options.own();
      if (!records.some((record) => !own?.contains(record.target))) return;
      this.options.onChange?.();
      this.schedule();
    });
    this.observer.observe(this.options.doc.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
      attributeFilter: [
        'src',
        'class',
        'style',
        'alt',
        'title',
        'aria-label',
        'data-card',
        'data-suit',
        'data-rank',
        'data-face',
        'data-trump',
        'href',
        'hidden',
        'fill',
      ],
    });
  }

  stop(): void {
    this.observer?.disconnect();
    if (this.timer) clearTimeout(this.timer);
    this.stopListening();
  }

  /** The next click of the player on the page, taken from the page (it was meant for us). */
  private nextClick(handle: (target: Element, event: MouseEvent) => void): void {
    this.stopListening();
    const listener = (event: MouseEvent) => {
      if (!isPlayerClick(event, this.options.own())) return;
      event.preventDefault();
      event.stopPropagation();
      this.stopListening();
      handle(clickedElement(event, this.options.own()), event);
    };
    this.clickListener = listener;
    this.options.doc.addEventListener('click', listener, true);
  }

  /**
   * Teach mode: the next click names where the player's cards are. A click on anything but one
   * card is refused and nothing is saved.
   */
  teach(onDone: (outcome: TeachOutcome) => void): void {
    this.nextClick((target) => {
      const learnt = learnPattern(target, this.readOptions());
      if (!learnt) {
        onDone({ taught: false, reason: 'not-a-card' });
        return;
      }
      const { pattern, read } = learnt;
      void this.options.savePattern(pattern).then((saved) => {
        if (!saved.ok) {
          onDone({ taught: false, reason: saved.reason });
          return;
        }
        void this.update(true);
        onDone({ taught: true, read });
      });
    });
  }

  /** Teach by naming on a canvas: the cards of the drawn row, by where in their image they are cut from. */
  private async nameDrawnCard(box: Drawn, card: CardId): Promise<NamingProgress<Drawn>> {
    const naming = this.drawnNaming;
    if (!naming) return { learnt: false, examples: 0 };
    naming.examples = [...naming.examples.filter((example) => example.card !== card), { features: featuresOfDrawn(box), card }];
    const row = drawnRow(this.options.drawn?.() ?? [], box);
    const boxes = row.map(featuresOfDrawn);
    const { naming: learnt, doubt } = proveNaming(naming.examples, boxes, this.inDeck());
    if (!learnt) {
      const image = naming.image;
      const again = (): NamedRead | null => {
        const frame = this.options.drawn?.() ?? [];
        const first = frame.find((entry) => entry.image === image);
        const cards = first ? drawnRow(frame, first) : [];
        if (cards.length === 0) return null;
        const boxOf = (entry: Drawn) => ({ left: entry.x, top: entry.y, width: entry.width, height: entry.height });
        const left = Math.min(...cards.map((entry) => entry.x));
        const top = Math.min(...cards.map((entry) => entry.y));
        const right = Math.max(...cards.map((entry) => entry.x + entry.width));
        const bottom = Math.max(...cards.map((entry) => entry.y + entry.height));
        return {
          boxes: cards.map(featuresOfDrawn),
          anchor: null,
          elements: [],
          drawn: { box: { left, top, width: right - left, height: bottom - top }, cards: cards.map(boxOf) },
        };
      };
      if (this.allNamed(again, naming.examples, boxes)) return this.handNamed();
      const next = nextToName(naming.examples, boxes);
      return { learnt: false, examples: naming.examples.length, next: next === null ? null : (row[next] ?? null), doubt };
    }
    this.drawnNaming = null;
    const saved = await this.options.savePattern({ hand: CANVAS_HAND, card: naming.image, wide: false, naming: learnt });
    if (!saved.ok) return { learnt: false, examples: 0, unsaved: saved.reason };
    await this.update(true);
    return { learnt: true, examples: 0 };
  }

  /** Teach by naming, step 1: the next click picks a card box; null when it is none. */
  pickCardToName(onPicked: (step: NamingStep | null) => void): void {
    // Naming again: the word about the lesson dropped has been heard.
    this.dropped = null;
    this.nextClick((target, event) => {
      // A card drawn on a canvas under the click first (a page's layers of canvases look alike,
      // but they are no row of cards), else the card box in the markup.
      const drawn = drawnAt(this.options.drawn?.() ?? [], event.clientX, event.clientY);
      const found = drawn || target.localName === 'canvas' ? null : cardBoxOf(target);
      const onScreen = found || drawn ? null : (this.options.screenAt?.(event.clientX, event.clientY) ?? null);
      if (onScreen) {
        onPicked({ box: { screen: onScreen }, examples: 0 });
        return;
      }
      if (drawn) {
        if (this.drawnNaming?.image !== drawn.image) this.drawnNaming = { image: drawn.image, examples: [] };
        this.naming = null;
        onPicked({ box: drawn, examples: this.drawnNaming.examples.length });
        return;
      }
      if (!found) {
        onPicked(null);
        return;
      }
      this.drawnNaming = null;
      const selector = boxSelector(found.box);
      if (this.naming?.hand !== found.hand || this.naming.selector !== selector) {
        this.naming = { hand: found.hand, selector, examples: [] };
      }
      onPicked({ box: found.box, examples: this.naming.examples.length });
    });
  }

  /**
   * Teach by naming, step 2: the player says which card the box is. When the examples are
   * enough to read every box of that hand, the pattern is saved and true returned.
   */
  async nameCard(box: Pick, card: CardId): Promise<NamingProgress<Pick>> {
    if ('screen' in box) {
      const named = await this.options.nameOnScreen?.(box.screen, card);
      if (!named) return { learnt: false, examples: 0 };
      await this.update(true);
      return { ...named, next: named.next ? { screen: named.next } : null };
    }
    if (!(box instanceof Element)) return this.nameDrawnCard(box, card);
    const naming = this.naming;
    if (!naming) return { learnt: false, examples: 0 };
    const features = featuresOf(box);
    const hand = selectorOf(naming.hand);
    // A site already named: a box it could not read (a suit first seen now) extends what was learnt.
    const known = this.options.pattern();
    const extended =
      known?.naming && known.hand === hand && known.card === naming.selector ? extendNaming(known.naming, features, card) : null;
    naming.examples = [...naming.examples.filter((example) => example.card !== card), { features, card }];
    const elements = cardBoxesIn(naming.hand, naming.selector);
    const boxes = elements.map(featuresOf);
    const proof = extended ? { naming: extended, doubt: null } : proveNaming(naming.examples, boxes, this.inDeck());
    const learnt = proof.naming;
    if (!learnt) {
      const { hand: row, selector } = naming;
      const again = (): NamedRead | null => {
        if (!row.isConnected) return null;
        const elements = cardBoxesIn(row, selector);
        return { boxes: elements.map(featuresOf), anchor: row, elements };
      };
      if (this.allNamed(again, naming.examples, boxes)) return this.handNamed();
      // The card to name next: the one that tells most the named ones do not.
      const next = nextToName(naming.examples, boxes);
      return {
        learnt: false,
        examples: naming.examples.length,
        next: next === null ? null : (elements[next] ?? null),
        doubt: proof.doubt,
      };
    }
    this.naming = null;
    // A hand nested too deep to find again: nothing can be kept for it.
    if (!hand) return { learnt: false, examples: 0, unsaved: 'too-large' };
    const saved = await this.options.savePattern({ hand, card: naming.selector, wide: false, naming: learnt });
    if (!saved.ok) return { learnt: false, examples: 0, unsaved: saved.reason };
    await this.update(true);
    return { learnt: true, examples: 0 };
  }

  /**
   * What was learnt on this site read a hand no deal holds: forgotten at once (never shown), and
   * said to the player with the read, which shows no hand.
   */
  private lessonDropped(read: AnchoredRead, why: ImpossibleHand): AnchoredRead {
    void this.options.savePattern(null);
    this.dropped = why;
    return { ...read, hand: [], impossible: why };
  }

  /** The last lesson dropped, and why: said with every read until another is learnt. */
  private dropped: ImpossibleHand | null = null;

  /** Whether a card is one of the deck in play. */
  private inDeck(): (card: CardId) => boolean {
    const deck = PRESETS[this.options.settings().rules].deck;
    return (card) => isInDeck(card, deck);
  }

  /** Every box of the hand named, each once: the hand is known from the names alone. */
  private allNamed(read: () => NamedRead | null, examples: readonly NamedExample[], boxes: readonly Features[]): boolean {
    const cards = new Map(examples.map((example) => [JSON.stringify(example.features), example.card]));
    const keys = boxes.map((features) => JSON.stringify(features));
    if (keys.length === 0 || new Set(keys).size !== keys.length || !keys.every((key) => cards.has(key))) return false;
    this.namedHand = { cards: new Map(keys.map((key) => [key, cards.get(key) as CardId])), read };
    return true;
  }

  private async handNamed(): Promise<{ learnt: boolean; examples: number }> {
    this.naming = null;
    this.drawnNaming = null;
    await this.update(true);
    return { learnt: true, examples: 0 };
  }

  /** The hand the player named box by box, if those boxes still lie there (and nothing else); else null. */
  private readNamedHand(read: AnchoredRead): AnchoredRead | null {
    const named = this.namedHand;
    const now = named?.read();
    if (!named || !now || now.boxes.length !== named.cards.size) return null;
    const cards = now.boxes.map((features) => named.cards.get(JSON.stringify(features)));
    if (!cards.every((card) => card !== undefined)) return null;
    return {
      ...read,
      hand: cards as CardId[],
      via: 'named',
      anchor: now.anchor,
      cards: now.elements,
      ...(now.drawn ? { drawn: now.drawn } : {}),
    };
  }

  stopListening(): void {
    if (this.clickListener) this.options.doc.removeEventListener('click', this.clickListener, true);
    this.clickListener = null;
  }
}
