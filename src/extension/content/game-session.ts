import { type CardId, type Deck, isInDeck } from '../../core/index.js';
import type { Drawn } from '../page-world/drawn.js';
import { featuresOf } from '../reader/box-features.js';
import { cardBoxOf } from '../reader/card-box.js';
import { CardCache } from '../reader/find-cards.js';
import { readGameCluesInSlices } from '../reader/game-clues.js';
import type { NamedExample } from '../reader/naming.js';
import { boxSelector, type CardPattern, learnPattern } from '../reader/pattern.js';
import type { PixelBox } from '../reader/pixels.js';
import type { AnchoredRead, ImpossibleHand, PageRead } from '../reader/read-page.js';
import { WorkRecord } from '../reader/read-work.js';
import type { GameClues } from '../reader/table-game.js';
import type { Settings } from '../settings.js';
import type { SaveResult } from '../site-memory.js';
import { ClickCapture } from './click-capture.js';
import { drawnAt, featuresOfDrawn } from './drawn-cards.js';
import { drawnDeal } from './drawn-deal.js';
import type { NamingProgress } from './game-page-machine.js';
import { canvasRow, markupRow, type NamedHand, type NamingRow, nameOnRow } from './naming-rows.js';
import type { NamingTarget } from './naming-target.js';
import { PageWatch } from './page-watch.js';
import {
  canvasSource,
  EMPTY_READ,
  markupSource,
  namedSource,
  READ_DECK,
  type ReadSource,
  readThrough,
  screenSource,
} from './read-sources.js';
import { type ReadingCosts, readInTasks } from './read-tasks.js';
import { readSaid } from './said-read.js';
import type { ScreenRead } from './screen-read.js';
import { SvgSheets } from './svg-sheets.js';

export { CANVAS_HAND } from './naming-rows.js';

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
  /** The hand the player named box by box (kept by the page's machine), if any. */
  namedHand?: () => NamedHand | null;
  /** Keeps a learnt pattern; a pattern that cannot be kept is said, never dropped in silence. */
  savePattern: (pattern: CardPattern | null) => Promise<SaveResult>;
  /** Quiet time after the page's last change before reading it again. */
  debounceMs?: number;
  /** However busy the page, it is read again at least this often while it changes. */
  maxWaitMs?: number;
}

/** A read without its element, fit for a message. */
export const plainRead = ({ hand, trump, face, others, via, said, unplaced, unnamed, trick, clues }: PageRead): PageRead => ({
  hand,
  trump,
  face,
  others,
  via,
  ...(unnamed ? { unnamed } : {}),
  ...(said ? { said } : {}),
  ...(unplaced ? { unplaced } : {}),
  ...(trick ? { trick } : {}),
  ...(clues ? { clues } : {}),
});

/** The page's clues to its game, with the cards this read saw, in the reading's own tasks and budget. */
function readCluesOf(doc: Document, read: PageRead, backs: number, own: Element | null, costs: ReadingCosts): Promise<GameClues> {
  const seen = {
    cards: [...read.hand, ...(read.table ?? []), ...read.others.flat()],
    hand: read.hand.length,
    swiss: read.face === 'german-swiss',
    backs,
  };
  return readInTasks(readGameCluesInSlices(doc, seen, own), () => 'game', costs);
}

/** What a click in teach mode came to. */
export type TeachOutcome =
  | { taught: true; read: AnchoredRead }
  | { taught: false; reason: 'not-a-card' | 'too-large' | 'storage' };

/** A box the player picked to name, the row it belongs to (null on a picture of the screen), and what it shows. */
export interface NamingStep {
  target: NamingTarget;
  row: string | null;
  features: NamedExample['features'] | null;
}

/** What naming a card came to, with the hand named box by box where no lesson was proved. */
export type NamedProgress = NamingProgress<NamingTarget> & { namedHand?: NamedHand };

/**
 * Follows one game page: reads it through its sources when it changes, and reports only when
 * what it shows changed; takes the player's clicks to teach or name cards.
 */
export class GameSession {
  private readonly cache = new CardCache();
  private readonly clicks: ClickCapture;
  private readonly watch: PageWatch;
  private readonly sources: readonly ReadSource[];
  /** The rows of boxes the player picked cards of, by key: how each is found again. */
  private readonly rows = new Map<string, NamingRow>();
  private last = '';
  private reading = false;
  private again = false;
  /** The last lesson dropped, and why: said with every read until another is learnt. */
  private dropped: ImpossibleHand | null = null;

  /** The reads that failed, and the last failure's words: for tests and developer tools. */
  readonly errors = { count: 0, last: '' };
  /** Reads of the page so far (for the benchmarks and developer tools). */
  reads = 0;
  /** The most work one read and one slice of a read did, counted (for tests and developer tools). */
  readonly work = new WorkRecord();

  constructor(private readonly options: SessionOptions) {
    this.clicks = new ClickCapture(options.doc, options.own);
    this.watch = new PageWatch({ ...options, read: () => void this.update() });
    const frame = () => options.drawn?.() ?? [];
    const deck = () => ({ deck: this.deck(), pairing: options.settings().pairing });
    this.sources = [
      markupSource({ ...options, cache: this.cache, budget: this.watch.budget, work: this.work }),
      canvasSource(frame, deck, options.pattern, new SvgSheets(options.doc, () => void this.update())),
      screenSource(() => options.screen?.() ?? null),
      namedSource(
        () => options.namedHand?.() ?? null,
        (key) => this.rows.get(key) ?? null,
      ),
    ];
  }

  private deck(): Deck {
    return READ_DECK;
  }

  private costs(): ReadingCosts {
    return { budget: this.watch.budget, work: this.work };
  }

  /** The page as it is now, read through its sources, with what the other players said where it shows it. */
  async read(): Promise<AnchoredRead> {
    const read = await readThrough(this.sources, EMPTY_READ);
    // What was learnt on this site read a hand no deal holds: forgotten at once, and said.
    if (read.impossible) this.lessonDropped(read.impossible);
    const { said, unplaced, trump } = await readSaid(read, {
      doc: this.options.doc,
      settings: this.options.settings(),
      own: this.options.own(),
      drawnTexts: this.options.drawnTexts?.() ?? [],
      ...this.costs(),
    });
    const hand = read.impossible ? [] : read.hand;
    const backs = drawnDeal(this.options.drawn?.() ?? []);
    const clues = await readCluesOf(this.options.doc, { ...read, hand }, backs, this.options.own(), this.costs());
    return { ...read, hand, trump, said, unplaced, clues, ...(this.dropped ? { impossible: this.dropped } : {}) };
  }

  /** Reads now (once at a time); reports when the page shows something new (or when `force`). */
  async update(force = false): Promise<void> {
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = true;
    this.work.begin();
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

  start(): void {
    void this.update(true);
    this.watch.start();
  }

  stop(): void {
    this.watch.stop();
    this.clicks.stop();
  }

  stopListening(): void {
    this.clicks.stop();
  }

  /** Teach mode: the next click names where the player's cards are. A click on anything but one card is refused and nothing is saved. */
  teach(onDone: (outcome: TeachOutcome) => void): void {
    this.clicks.next((target) => {
      const settings = this.options.settings();
      const learnt = learnPattern(target, { deck: this.deck(), pairing: settings.pairing, skip: this.options.own() });
      if (!learnt) {
        onDone({ taught: false, reason: 'not-a-card' });
        return;
      }
      void this.options.savePattern(learnt.pattern).then((saved) => {
        if (!saved.ok) {
          onDone({ taught: false, reason: saved.reason });
          return;
        }
        void this.update(true);
        onDone({ taught: true, read: learnt.read });
      });
    });
  }

  /** Teach by naming, step 1: the next click picks a card box (on a canvas, in the markup, on a picture of the screen); null when it is none. */
  pickCardToName(onPicked: (step: NamingStep | null) => void): void {
    // Naming again: the word about the lesson dropped has been heard.
    this.dropped = null;
    this.clicks.next((target, event) => {
      // A card drawn on a canvas under the click first (a page's layers of canvases look alike,
      // but they are no row of cards), else the card box in the markup, else the picture's.
      const frame = () => this.options.drawn?.() ?? [];
      const drawn = drawnAt(frame(), event.clientX, event.clientY);
      const found = drawn || target.localName === 'canvas' ? null : cardBoxOf(target);
      const row = drawn ? canvasRow(frame, drawn) : found ? markupRow(found.hand, boxSelector(found.box)) : null;
      if (row && drawn) onPicked(this.picked(row, drawn, featuresOfDrawn(drawn)));
      else if (row && found) onPicked(this.picked(row, found.box, featuresOf(found.box)));
      else {
        const onScreen = this.options.screenAt?.(event.clientX, event.clientY) ?? null;
        onPicked(onScreen ? { target: { screen: onScreen }, row: null, features: null } : null);
      }
    });
  }

  private picked(row: NamingRow, target: NamingTarget, features: NamedExample['features']): NamingStep {
    this.rows.set(row.key, row);
    return { target, row: row.key, features };
  }

  /**
   * Teach by naming, step 2: the player says which card the picked box is; `examples` are the
   * cards named on its row so far, this one last (a picture of the screen keeps its own). When they prove a lesson, it is kept for the
   * site; where they name every box once, that hand is read.
   */
  async nameCard(step: NamingStep, card: CardId, examples: readonly NamedExample[]): Promise<NamedProgress> {
    const { target } = step;
    if ('screen' in target) {
      const named = await this.options.nameOnScreen?.(target.screen, card);
      if (!named) return { learnt: false, examples: 0 };
      await this.update(true);
      return { ...named, next: named.next ? { screen: named.next } : null };
    }
    const row = step.row ? this.rows.get(step.row) : undefined;
    if (!row) return { learnt: false, examples: 0 };
    const deck = this.deck();
    const outcome = nameOnRow(row, examples, this.options.pattern(), (card) => isInDeck(card, deck));
    switch (outcome.kind) {
      case 'gone':
        return { learnt: false, examples: 0 };
      case 'more':
        return { learnt: false, examples: examples.length, next: outcome.next, doubt: outcome.doubt };
      case 'named':
        // Read once the page's machine holds the hand named (the caller reads again then).
        return { learnt: true, examples: 0, namedHand: outcome.hand };
      case 'learnt': {
        // A hand nested too deep to find again: nothing can be kept for it.
        if (!row.where) return { learnt: false, examples: 0, unsaved: 'too-large' };
        const saved = await this.options.savePattern({ ...row.where, wide: false, naming: outcome.naming });
        if (!saved.ok) return { learnt: false, examples: 0, unsaved: saved.reason };
        await this.update(true);
        return { learnt: true, examples: 0 };
      }
    }
  }

  /** What was learnt on this site read a hand no deal holds: forgotten at once (never shown), and said to the player. */
  private lessonDropped(why: ImpossibleHand): void {
    void this.options.savePattern(null);
    this.dropped = why;
  }
}
