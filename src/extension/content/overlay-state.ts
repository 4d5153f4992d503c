import { mergeOdds, type Odds, type OddsRequest, weisOdds } from '../../core/index.js';
import { countOddsInSlices, type OddsEngine } from '../../ui/odds-slices.js';
import type { CardPattern } from '../reader/pattern.js';
import type { SaveResult } from '../site-memory.js';

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

  constructor(private readonly engine: OddsEngine = { weisOdds, mergeOdds }) {}

  /** The odds of `key` once counted (null before); `ready` is called when they are. */
  get(key: string, request: () => OddsRequest | null, ready: () => void): Odds | null {
    if (this.last?.key === key) return this.last.odds;
    const entry: { key: string; odds: Odds | null } = { key, odds: null };
    this.last = entry;
    const wanted = request();
    if (wanted) {
      void countOddsInSlices(this.engine, wanted, { deals: wanted.deals ?? 0, wanted: () => this.last === entry }).then(
        (odds) => {
          if (this.last !== entry || !odds) return;
          entry.odds = odds;
          ready();
        },
      );
    }
    return null;
  }
}
