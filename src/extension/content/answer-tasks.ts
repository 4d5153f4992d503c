import { timed } from './budget.js';

/**
 * An answer shown in three tasks of ours, each well short of a long task even the first time
 * (when the code is cold): worked out, its view made, then drawn. Asked again meanwhile, it is
 * worked out once more after the drawing already asked for: the last answer is the one shown.
 * Returns the function that asks.
 */
export function inThreeTasks<Worked, Shown>(
  work: () => Worked | null,
  view: (worked: Worked) => Shown,
  draw: (shown: Shown) => void,
): () => void {
  let asked = false;
  return () => {
    if (asked) return;
    asked = true;
    setTimeout(() => {
      asked = false;
      const worked = timed('answer', work).value;
      if (worked === null) return;
      setTimeout(() => {
        const shown = timed('answer', () => view(worked)).value;
        setTimeout(() => timed('redraw', () => draw(shown)), 0);
      }, 0);
    }, 0);
  };
}
