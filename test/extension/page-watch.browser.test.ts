import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LONGEST_WAIT_MS, SHARE } from '../../src/extension/content/budget.js';
import { PageWatch } from '../../src/extension/content/page-watch.js';

/*
 * Issue 15's page that changes every frame, as the reader's watch meets it: the reads counted
 * over a counted number of the page's frames, on a clock the test turns, so that a busy machine
 * changes nothing. The browser's own MutationObserver hears the changes. (The end-to-end test
 * on the 50,000-card page counts the work of each read; `npm run bench -- hostile-pages` gives
 * the main thread's share in ms.)
 */

const FRAME_MS = 16;
/** What each read costs, as reading's budget is told. */
const READ_MS = 40;
/** Work a quiet page may have done at once, before the share applies (the budget's default). */
const BURST_MS = 150;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** A page that changes once a frame for `frames` frames: how often the watch had it read. */
async function readsOver(frames: number): Promise<number> {
  const clock = document.createElement('p');
  document.body.append(clock);
  let reads = 0;
  const watch = new PageWatch({
    doc: document,
    own: () => null,
    read: () => {
      reads++;
      watch.budget.spend(READ_MS);
    },
  });
  watch.start();
  for (let frame = 0; frame < frames; frame++) {
    clock.textContent = String(frame);
    // The observer hears the change (a microtask), then the frame passes.
    await Promise.resolve();
    vi.advanceTimersByTime(FRAME_MS);
  }
  watch.stop();
  clock.remove();
  return reads;
}

it('issue 15: a page that changes every frame is read only as often as reading’s share pays for, and still read', async () => {
  const frames = 3750; // a minute at 60 frames a second
  const reads = await readsOver(frames);
  const ms = frames * FRAME_MS;
  // Reading takes its share of the page's time and no more: a read on every change would be 3,750.
  expect(reads).toBeLessThanOrEqual(1 + (SHARE * ms + BURST_MS) / READ_MS);
  // A page that never rests is read all the same, at the latest every LONGEST_WAIT_MS and a debounce.
  expect(reads).toBeGreaterThanOrEqual(ms / (LONGEST_WAIT_MS + 1000));
});

it('a change after a rest is read at once', async () => {
  expect(await readsOver(1)).toBe(1);
});
