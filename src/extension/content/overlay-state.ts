import { countOddsInSlices, type OddsEngine } from '../../../components/jass-weis-calculator/views.js';
import { type CardId, type Mode, mergeOdds, type Odds, type OddsRequest, weisOdds } from '../../core/index.js';
import type { CardPattern } from '../reader/pattern.js';
import type { SaveResult } from '../site-memory.js';

/** What the overlay is doing: showing the read, or one step of teaching. */
export type OverlayStep =
  | 'read'
  | 'teach-waiting'
  | 'teach-refused'
  | 'teach-unsaved'
  | 'teach-done'
  | 'name-waiting'
  | 'name-not-card'
  | 'name-which'
  | 'name-more';

/**
 * A hand as a set of cards: the same hand read in another order, or by another reader, is the
 * same. The one key of a hand for everything kept per hand (the trump set, the taps, "Learnt").
 */
export const handKey = (hand: readonly CardId[]): string => [...hand].sort().join(' ');

/**
 * The overlay's steps while the player reads, teaches (a click on a card) or names cards, and
 * the trump the player set for a hand. Plain state: the content script reports what happened,
 * the overlay draws `step`.
 */
export class OverlaySteps<Box = Element> {
  step: OverlayStep = 'read';
  /** Cards named so far in teach by naming. */
  examples = 0;
  /** The card box clicked in teach by naming, waiting for its name. */
  naming: Box | null = null;
  /** The card box to name next, shown to the player. */
  hint: Box | null = null;
  /** The hand read right after teaching: "Learnt" shows until the hand changes. */
  private taughtHand: string | null = null;
  /** The trump the player set, for the hand it was set on. */
  private chosen: { hand: string; mode: Mode } | null = null;

  teachStarted(): void {
    this.step = 'teach-waiting';
  }

  /** Why the last thing learnt could not be kept: too large for its cap, or the storage refused it. */
  unsaved: 'too-large' | 'storage' | null = null;

  /** A click in teach mode: taught from the hand read then, or refused. */
  teachEnded(hand: readonly CardId[] | null): void {
    this.step = hand ? 'teach-done' : 'teach-refused';
    this.taughtHand = hand ? handKey(hand) : null;
  }

  /** What was learnt could not be kept: said to the player, never dropped in silence. */
  notKept(reason: 'too-large' | 'storage'): void {
    this.step = 'teach-unsaved';
    this.unsaved = reason;
    this.naming = null;
  }

  namingStarted(): void {
    this.step = 'name-waiting';
  }

  /** A click in naming mode: a card box to name, or none (the click was on no card). */
  cardPicked(box: Box | null): void {
    this.naming = box;
    if (box) this.hint = null;
    this.step = box ? 'name-which' : 'name-not-card';
  }

  /** A card named: learnt (the hand is read now), or one more is needed. */
  cardNamed(
    progress: { learnt: boolean; examples: number; unsaved?: 'too-large' | 'storage'; next?: Box | null },
    hand: readonly CardId[] | null,
  ): void {
    this.hint = progress.learnt ? null : (progress.next ?? null);
    if (progress.unsaved) {
      this.notKept(progress.unsaved);
      return;
    }
    this.examples = progress.examples;
    this.step = progress.learnt ? 'teach-done' : 'name-more';
    this.taughtHand = progress.learnt && hand ? handKey(hand) : null;
    this.naming = null;
  }

  /** Back to reading: the player cancelled, undid or forgot what was taught. */
  reading(): void {
    this.step = 'read';
    this.naming = null;
    this.hint = null;
  }

  /**
   * A new read of the page: "Learnt" goes once the hand is another. A read that finds no card
   * (the page redrawing its hand between two reads) is no other hand.
   */
  handRead(hand: readonly CardId[]): void {
    if (hand.length === 0) return;
    if (this.step === 'teach-done' && this.taughtHand !== null && this.taughtHand !== handKey(hand)) this.step = 'read';
  }

  /** Whether teaching (a click awaited, a card to name, a word about it) is under way. */
  get teaching(): boolean {
    return this.step !== 'read' && this.step !== 'teach-done';
  }

  setTrump(hand: readonly CardId[], mode: Mode): void {
    this.chosen = { hand: handKey(hand), mode };
  }

  /** The trump in use: the player's for this hand (`unknown`: not known), else the page's; null while nobody knows it. */
  trumpFor(hand: readonly CardId[], pageTrump: Mode | null): Mode | null {
    const mode = this.chosen?.hand === handKey(hand) ? this.chosen.mode : pageTrump;
    return mode === 'unknown' ? null : mode;
  }
}

/** The learnt pattern of a site, and the one before the last teaching, for Undo. */
export class PatternMemory {
  /** Undefined: nothing to undo. */
  private previous: CardPattern | null | undefined;

  constructor(
    private current: CardPattern | null,
    private readonly store: (pattern: CardPattern | null) => Promise<SaveResult>,
  ) {}

  get pattern(): CardPattern | null {
    return this.current;
  }

  get canUndo(): boolean {
    return this.previous !== undefined;
  }

  /** A pattern learnt (or null: forgotten), once kept; the one before is kept for Undo. */
  async save(next: CardPattern | null): Promise<SaveResult> {
    const saved = await this.store(next);
    if (!saved.ok) return saved;
    this.previous = this.current;
    this.current = next;
    return saved;
  }

  /** Back to the pattern before the last teaching; nothing more to undo after that. */
  async undo(): Promise<SaveResult> {
    if (this.previous === undefined) return { ok: true };
    const saved = await this.save(this.previous);
    if (saved.ok) this.previous = undefined;
    return saved;
  }

  async forget(): Promise<SaveResult> {
    const saved = await this.save(null);
    if (saved.ok) this.previous = undefined;
    return saved;
  }
}

/**
 * The odds of the last read: counted once per hand, rules, trump and words said, not at every
 * redraw, in short tasks (rare words reject most deals), and shown once counted.
 */
export class OddsMemo {
  private last: { key: string; odds: Odds | null } | null = null;

  constructor(
    private readonly engine: OddsEngine = { weisOdds, mergeOdds },
    private readonly deals = 5_000,
  ) {}

  /** The odds of `key` once counted (null before); `ready` is called when they are. */
  get(key: string, request: () => OddsRequest | null, ready: () => void): Odds | null {
    if (this.last?.key === key) return this.last.odds;
    const entry: { key: string; odds: Odds | null } = { key, odds: null };
    this.last = entry;
    const wanted = request();
    if (wanted) {
      void countOddsInSlices(this.engine, wanted, { deals: this.deals, wanted: () => this.last === entry }).then((odds) => {
        if (this.last !== entry || !odds) return;
        entry.odds = odds;
        ready();
      });
    }
    return null;
  }
}

/**
 * What the player tapped for the other seats (1 right, 2 partner, 3 left) for the hand on the
 * table; a new hand starts afresh. '' is "not said yet", and clears what the page shows.
 */
export class SaidTaps {
  private hand = '';
  private texts: (string | null)[] = [null, null, null, null];

  /** The taps for this hand (reset when the hand changes; the same cards re-sorted are the same hand). */
  forHand(hand: readonly CardId[]): readonly (string | null)[] {
    const key = handKey(hand);
    if (key !== this.hand) {
      this.hand = key;
      this.texts = [null, null, null, null];
    }
    return this.texts;
  }

  set(seat: number, text: string): void {
    if (seat >= 1 && seat <= 3) this.texts = this.texts.map((old, index) => (index === seat ? text : old));
  }
}
