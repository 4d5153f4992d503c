import { nextTask } from '../../ui/slices.js';
import { timed } from './budget.js';

/** Runs a task later: in a task of its own on a page. */
export type Later = (task: () => void) => void;

const inNextTask: Later = (task) => {
  void nextTask().then(task);
};

/**
 * An answer shown in three tasks of ours, each well short of a long task even the first time
 * (when the code is cold): worked out, its view made, then drawn. Asked again before the work
 * starts, the one answer coming serves; asked again after, a new answer is worked out and the
 * older one is dropped where it stands, never drawn: the browser may run the older one's later
 * tasks after the newer one's (timers nested deep wait longer), and the last answer must be the
 * one shown. Returns the function that asks.
 */
export function inThreeTasks<Worked, Shown>(
  work: () => Worked | null,
  view: (worked: Worked) => Shown,
  draw: (shown: Shown) => void,
  later: Later = inNextTask,
): () => void {
  let asked = false;
  let newest = 0;
  return () => {
    if (asked) return;
    asked = true;
    later(() => {
      asked = false;
      const answer = ++newest;
      const worked = timed('answer', work).value;
      if (worked === null) return;
      later(() => {
        if (answer !== newest) return;
        const shown = timed('view', () => view(worked)).value;
        later(() => {
          if (answer === newest) timed('redraw', () => draw(shown));
        });
      });
    });
  };
}
