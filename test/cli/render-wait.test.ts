import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admit, expectedWaitMs, FIRST_GUESS_MS, MAX_WAIT_MS, pictureTimes } from '../../src/cli/render-wait.js';

/*
 * Issue 47: the figure service queues a picture while the answer it waits for stays within a few
 * seconds, from the time a picture takes and the workers; beyond that it refuses at once, saying
 * when to come back. Counted, never timed: the time a picture takes is handed in.
 */

/** A burst of `count` pictures asked at once: how many the policy takes, and the Retry-After of those refused. */
function burst(count: number, pictureMs: number, workers = 1) {
  let waiting = 0;
  const refused: number[] = [];
  for (let asked = 0; asked < count; asked++) {
    const admission = admit({ running: 0, waiting, workers }, pictureMs);
    if (admission.taken) waiting++;
    else refused.push(admission.retryAfter);
  }
  return { taken: waiting, refused };
}

describe('issue 47: a queue of pictures bounded by the wait, not by a count', () => {
  it('20 link previews at once, 50 ms a picture on one worker (1 s in all): every one is taken', () => {
    expect(burst(20, 50)).toEqual({ taken: 20, refused: [] });
  });

  it('60 at once, 50 ms a picture on one worker: the first 50 are taken (2.5 s), ten refused at once, come back in a second', () => {
    const { taken, refused } = burst(60, 50);
    expect(taken).toBe(50);
    expect(refused).toEqual(Array(10).fill(1));
  });

  it('two workers draw side by side: twice as many are taken', () => {
    expect(burst(200, 50, 2).taken).toBe(100);
  });

  it('a slower machine takes fewer: 20 pictures at 200 ms on one worker wait 4 s, so 12 are taken', () => {
    expect(burst(20, 200).taken).toBe(12);
  });

  it('a picture that alone takes longer than the service waits is refused, with when to come back', () => {
    expect(admit({ running: 0, waiting: 0, workers: 1 }, 3000)).toEqual({ taken: false, waitMs: 3000, retryAfter: 1 });
  });

  it('Retry-After is the time until the queue as it stands has room: 31 ahead at 200 ms is 6.4 s, room in 4 s', () => {
    const admission = admit({ running: 1, waiting: 30, workers: 1 }, 200);
    expect(admission).toEqual({ taken: false, waitMs: 6400, retryAfter: 4 });
  });

  it('a free worker draws at once: the wait is one picture', () => {
    expect(expectedWaitMs({ running: 1, waiting: 0, workers: 2 }, 80)).toBe(80);
    expect(expectedWaitMs({ running: 2, waiting: 0, workers: 2 }, 80)).toBe(160);
  });

  it('property: a picture is taken exactly while its expected wait is within the limit; fewer ahead is never refused where more were taken', () => {
    const queue = fc.record({
      running: fc.integer({ min: 0, max: 8 }),
      waiting: fc.integer({ min: 0, max: 500 }),
      workers: fc.integer({ min: 1, max: 8 }),
    });
    fc.assert(
      fc.property(queue, fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 0, max: 10_000 }), (now, ms, maxWaitMs) => {
        const admission = admit(now, ms, maxWaitMs);
        expect(admission.taken).toBe(admission.waitMs <= maxWaitMs);
        if (!admission.taken) expect(admission.retryAfter).toBeGreaterThanOrEqual(1);
        if (admission.taken && now.waiting > 0)
          expect(admit({ ...now, waiting: now.waiting - 1 }, ms, maxWaitMs).taken).toBe(true);
      }),
    );
  });
});

describe('issue 47: the time a picture takes, measured', () => {
  it('is the first guess until a picture is drawn, then the median of the last fifteen', () => {
    const times = pictureTimes();
    expect(times.ms).toBe(FIRST_GUESS_MS);
    // The first picture pays for the worker's start: one slow render moves the median little.
    for (const ms of [400, 50, 48, 52]) times.add(ms);
    expect(times.ms).toBe(52);
    for (let drawn = 0; drawn < 15; drawn++) times.add(120);
    expect(times.ms).toBe(120);
  });

  it('takes no time that is not one', () => {
    const times = pictureTimes(80);
    for (const ms of [Number.NaN, -5, Number.POSITIVE_INFINITY]) times.add(ms);
    expect(times.ms).toBe(80);
  });

  it('the limit is a few seconds: 20 pictures of 1,280 px (about 50 ms each here) fit with room for a slower machine', () => {
    expect(MAX_WAIT_MS).toBeGreaterThanOrEqual(20 * 100);
    expect(MAX_WAIT_MS).toBeLessThan(60 * 50);
  });
});
