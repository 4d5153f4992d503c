/**
 * Our share of a game page's main thread. Each kind of work we do there (reading the page,
 * placing the overlay, looking up what to keep free) has a budget: a quiet page gets its work
 * done at once, while on a page that changes every frame each kind runs only as often as a
 * small share of the main thread pays for. Three kinds at `SHARE` each stay under a tenth.
 */
export const SHARE = 0.03;

/** However costly the work, it waits no longer than this: a change on the page always shows. */
export const LONGEST_WAIT_MS = 2000;

export class ShareBudget {
  private credit: number;
  private at: number;

  /** `burstMs`: work a quiet page may have done at once, before the share applies. */
  constructor(
    private readonly share = SHARE,
    private readonly burstMs = 150,
    now = performance.now(),
  ) {
    this.credit = burstMs;
    this.at = now;
  }

  /** How long to wait before this kind of work may run again (0: now; at most `LONGEST_WAIT_MS`). */
  wait(now = performance.now()): number {
    this.refill(now);
    return this.credit >= 0 ? 0 : Math.min(LONGEST_WAIT_MS, -this.credit / this.share);
  }

  /** The main-thread time a run just took. */
  spend(ms: number, now = performance.now()): void {
    this.refill(now);
    this.credit -= ms;
  }

  private refill(now: number): void {
    this.credit = Math.min(this.burstMs, this.credit + (now - this.at) * this.share);
    this.at = now;
  }
}

/**
 * The longest single task of ours on this page so far (a read's slice, a placement, a lookup,
 * a redraw), in ms: kept with the overlay's state for tests and developer tools, since a page's
 * own long tasks and ours look alike from outside.
 */
export const ourLongestTask = {
  ms: 0,
  /** What it was: a read, a placement, a lookup, a redraw. */
  work: '',
  note(ms: number, work: string): void {
    if (ms <= this.ms) return;
    this.ms = ms;
    this.work = work;
  },
};

/** Runs `work` (named `what`) and notes how long it took. */
export function timed<T>(what: string, work: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = work();
  const ms = performance.now() - started;
  ourLongestTask.note(ms, what);
  return { value, ms };
}
