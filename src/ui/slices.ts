/*
 * Work split into slices, the one way long work is done on a page (a read of the page, odds,
 * the statistics table): a generator yields between slices, and a runner either runs it to its
 * end at once or spreads it over tasks so that a large page never blocks its game.
 */

/**
 * What a slice may yield: nothing (a pause between slices), or `FRAME`: what follows reads the
 * page's geometry, so wait until the browser has laid the page out itself. Measuring right
 * after a change would make the layout of the whole page (on an absurd page, 200 ms) ours.
 */
export const FRAME = 'frame';
export type Slices<T> = Generator<undefined | typeof FRAME, T>;

/** Resolves in a task of its own: the page's work in between goes first. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Resolves just after the browser's next frame, its layout done. */
export const afterFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Runs a sliced read to its end at once. */
export function runToEnd<T>(slices: Slices<T>): T {
  for (;;) {
    const step = slices.next();
    if (step.done) return step.value;
  }
}

/** Told the length of each task of a run: its main-thread time, the idle gaps left out. */
export interface TaskMeter {
  task: (ms: number) => void;
}

/**
 * Runs a sliced read in tasks of at most `budgetMs` (0: a task for each slice), giving the page
 * its main thread back in between: no read of ours blocks a game, however large its page.
 * `meter` is told each task's length.
 */
export async function runInTasks<T>(slices: Slices<T>, budgetMs = 12, meter?: TaskMeter): Promise<T> {
  let started = performance.now();
  for (;;) {
    const step = slices.next();
    const now = performance.now();
    if (step.done) {
      meter?.task(now - started);
      return step.value;
    }
    if (step.value === FRAME || now - started >= budgetMs) {
      meter?.task(now - started);
      await (step.value === FRAME ? afterFrame() : nextTask());
      started = performance.now();
    }
  }
}
