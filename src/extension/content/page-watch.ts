import { ShareBudget } from './budget.js';

/** The attributes whose change may change what a page shows of its cards, trump or words. */
const WATCHED = [
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
];

export interface WatchOptions {
  doc: Document;
  /** Our own overlay: its changes are not the game's. */
  own: () => Element | null;
  /** Every change of the page outside our overlay (before the debounced read). */
  onChange?: () => void;
  /** Read the page now. */
  read: () => void;
  /** Quiet time after the page's last change before reading it again. */
  debounceMs?: number;
  /** However busy the page, it is read again at least this often while it changes. */
  maxWaitMs?: number;
}

/**
 * Watches a page change and says when to read it again: the first change after a rest at once
 * (a card dealt shows now), the next ones when the page has rested `debounceMs`, at the latest
 * `maxWaitMs` after the first, and only as often as reading's budget allows, so that reading
 * takes a small, bounded share of the page's main thread however often it changes.
 */
export class PageWatch {
  /** The main-thread time reading may take: on a page that never rests, reads keep their distance. */
  readonly budget = new ShareBudget();
  private observer: MutationObserver | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private firstChange = 0;
  private lastChange = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: WatchOptions) {}

  start(): void {
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
      attributeFilter: WATCHED,
    });
  }

  stop(): void {
    this.observer?.disconnect();
    if (this.timer) clearTimeout(this.timer);
  }

  private schedule(): void {
    const now = performance.now();
    const rest = this.budget.wait(now);
    const rested = now - this.lastChange >= (this.options.debounceMs ?? 120);
    this.lastChange = now;
    if (!this.timer && rested && rest === 0) {
      this.options.read();
      return;
    }
    if (!this.timer) this.firstChange = now;
    else if (now - this.firstChange < Math.max(this.options.maxWaitMs ?? 400, rest)) clearTimeout(this.timer);
    else return; // A page that never rests is still read: the pending timer stands.
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.options.read();
      },
      Math.max(this.options.debounceMs ?? 120, rest),
    );
  }
}
