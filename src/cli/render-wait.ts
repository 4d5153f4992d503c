/*
 * The figure service's queue of pictures, bounded by how long a picture asked now would wait for
 * its answer (issue 47), not by how many wait: 20 link previews at once are drawn in a second or
 * two on one worker, so they are all taken; a burst that would wait longer than a preview fetcher
 * waits is refused at once, with when to come back. Pure: the time a picture takes is measured by
 * the pool and handed in.
 */

/** A picture asked now is taken while it would be answered within this (a preview fetcher waits some seconds). */
export const MAX_WAIT_MS = 2500;

/** What a picture is taken to cost before one has been drawn: about twice a 1,280 px PNG on the build machine. */
export const FIRST_GUESS_MS = 100;

/** Renders the estimate is the median of: one slow start or a busy moment moves it little. */
const KEPT_TIMES = 15;

/** The pictures drawn and waiting now, and the workers that draw them. */
export interface QueueNow {
  running: number;
  waiting: number;
  workers: number;
}

/** Taken (with the wait expected), or refused with the seconds until the queue has room again. */
export type Admission = { taken: true; waitMs: number } | { taken: false; waitMs: number; retryAfter: number };

/** What a picture costs: the median of the last ones drawn. */
export interface PictureTime {
  readonly ms: number;
  /** A picture drawn in `ms`. */
  add: (ms: number) => void;
}

/** The time a picture takes, measured: the median of the last fifteen, the first guess until one is drawn. */
export function pictureTimes(firstGuessMs = FIRST_GUESS_MS): PictureTime {
  const kept: number[] = [];
  let median = firstGuessMs;
  return {
    get ms() {
      return median;
    },
    add(ms) {
      if (!Number.isFinite(ms) || ms < 0) return;
      kept.push(ms);
      if (kept.length > KEPT_TIMES) kept.shift();
      const sorted = [...kept].sort((a, b) => a - b);
      median = sorted[Math.floor(sorted.length / 2)] ?? firstGuessMs;
    },
  };
}

/**
 * When a picture asked now would be answered: the pictures ahead of it are drawn by the workers
 * side by side, a round of `workers` pictures at a time, and its own round comes after them.
 */
export function expectedWaitMs(queue: QueueNow, pictureMs: number): number {
  const ahead = queue.running + queue.waiting;
  return (Math.floor(ahead / Math.max(1, queue.workers)) + 1) * pictureMs;
}

/** Whether a picture asked now is taken: while its expected wait stays within `maxWaitMs`. */
export function admit(queue: QueueNow, pictureMs: number, maxWaitMs = MAX_WAIT_MS): Admission {
  const waitMs = expectedWaitMs(queue, pictureMs);
  if (waitMs <= maxWaitMs) return { taken: true, waitMs };
  // Come back when the queue as it stands has drained enough to take it.
  return { taken: false, waitMs, retryAfter: Math.max(1, Math.ceil((waitMs - maxWaitMs) / 1000)) };
}
