import type { Deck } from '../../core/index.js';
import { adapterFor, type CardPattern, derivePattern, readWithPattern } from '../reader/pattern.js';
import { type AnchoredRead, type PageRead, readPage } from '../reader/read-page.js';
import type { Settings } from '../settings.js';

export interface SessionOptions {
  doc: Document;
  host: string;
  settings: () => Settings;
  pattern: () => CardPattern | null;
  /** Our own overlay: its changes are not the game's. */
  own: () => Element | null;
  onRead: (read: AnchoredRead) => void;
  savePattern: (pattern: CardPattern) => void | Promise<void>;
  debounceMs?: number;
}

/** A read without its element, fit for a message. */
export const plainRead = ({ hand, trump, others, via }: PageRead): PageRead => ({ hand, trump, others, via });

/**
 * Follows one game page: reads it (site adapter, then a taught pattern, then the generic
 * reader), watches it re-render (debounced) and reports only when what it shows changed.
 */
export class GameSession {
  private observer: MutationObserver | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private last = '';
  private teachListener: ((event: MouseEvent) => void) | null = null;

  constructor(private readonly options: SessionOptions) {}

  read(): AnchoredRead {
    const { doc, host } = this.options;
    const settings = this.options.settings();
    const deck: Deck = settings.rules === 'belot' ? 'belot' : 'jass';
    const readOptions = { deck, pairing: settings.pairing, skip: this.options.own() };
    const adapter = adapterFor(host);
    const byAdapter = adapter ? readWithPattern(doc, adapter, readOptions) : null;
    if (byAdapter && byAdapter.hand.length > 0) return { ...byAdapter, via: 'adapter' };
    const pattern = this.options.pattern();
    const byPattern = pattern ? readWithPattern(doc, pattern, readOptions) : null;
    if (byPattern && byPattern.hand.length > 0) return byPattern;
    return readPage(doc, readOptions);
  }

  /** Reads now; reports when the page shows something new (or when `force`). */
  update(force = false): void {
    let read: AnchoredRead;
    try {
      read = this.read();
    } catch {
      // A page we cannot read today is no reason to disturb it.
      return;
    }
    const signature = JSON.stringify(plainRead(read));
    if (!force && signature === this.last) return;
    this.last = signature;
    this.options.onRead(read);
  }

  start(): void {
    this.update(true);
    const own = () => this.options.own();
    this.observer = new MutationObserver((records) => {
      const outside = records.some((record) => !own()?.contains(record.target));
      if (!outside) return;
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => this.update(), this.options.debounceMs ?? 150);
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
      ],
    });
  }

  stop(): void {
    this.observer?.disconnect();
    if (this.timer) clearTimeout(this.timer);
    this.stopTeaching();
  }

  /** Teach mode: the next click on the page names one of the player's cards. */
  teach(onDone: (taught: boolean) => void): void {
    this.stopTeaching();
    const listener = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target || this.options.own()?.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      this.stopTeaching();
      const settings = this.options.settings();
      const pattern = derivePattern(target, { deck: settings.rules === 'belot' ? 'belot' : 'jass', pairing: settings.pairing });
      if (!pattern) {
        onDone(false);
        return;
      }
      void Promise.resolve(this.options.savePattern(pattern)).then(() => {
        this.update(true);
        onDone(true);
      });
    };
    this.teachListener = listener;
    this.options.doc.addEventListener('click', listener, true);
  }

  stopTeaching(): void {
    if (this.teachListener) this.options.doc.removeEventListener('click', this.teachListener, true);
    this.teachListener = null;
  }
}
