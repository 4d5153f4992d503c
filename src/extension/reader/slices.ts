/*
 * Work split into slices: a generator yields between slices, and a runner either runs it to
 * its end at once or spreads it over tasks so that a large page never blocks its game.
 */

/** Runs a sliced read to its end at once. */
export function runToEnd<T>(slices: Generator<void, T>): T {
  for (;;) {
    const step = slices.next();
    if (step.done) return step.value;
  }
}

/** The main-thread time a run took, its idle gaps left out. */
export interface TaskMeter {
  busyMs: number;
}

/**
 * Runs a sliced read in tasks of at most `budgetMs`, giving the page its main thread back in
 * between: no read of ours blocks a game, however large its page. The busy time, without the
 * gaps, is added to `meter`.
 */
export async function runInTasks<T>(slices: Generator<void, T>, budgetMs = 12, meter?: TaskMeter): Promise<T> {
  let started = performance.now();
  for (;;) {
    const step = slices.next();
    const now = performance.now();
    if (step.done) {
      if (meter) meter.busyMs += now - started;
      return step.value;
    }
    if (now - started > budgetMs) {
      if (meter) meter.busyMs += now - started;
      await new Promise((resolve) => setTimeout(resolve, 0));
      started = performance.now();
    }
  }
}
