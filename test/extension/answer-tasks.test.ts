import { expect, test } from 'vitest';
import { inThreeTasks } from '../../src/extension/content/answer-tasks.js';

/** Tasks run when the test says, in the order it says: as a browser may run them. */
function tasks() {
  const queue: (() => void)[] = [];
  return {
    later: (task: () => void) => void queue.push(task),
    runFirst: () => queue.shift()?.(),
    runLast: () => queue.pop()?.(),
    get waiting() {
      return queue.length;
    },
  };
}

test('asked twice before the work starts, one answer is worked out and drawn', () => {
  const run = tasks();
  let data = 'a';
  const drawn: string[] = [];
  const ask = inThreeTasks(
    () => data,
    (worked) => worked.toUpperCase(),
    (shown) => drawn.push(shown),
    run.later,
  );
  ask();
  data = 'b';
  ask();
  while (run.waiting > 0) run.runFirst();
  expect(drawn).toEqual(['B']);
});

test('issue 26: an older answer whose last task runs after a newer one is never drawn over it', () => {
  const run = tasks();
  let data = 'hand';
  const drawn: string[] = [];
  const ask = inThreeTasks(
    () => data,
    (worked) => worked,
    (shown) => drawn.push(shown),
    run.later,
  );
  ask();
  run.runFirst(); // the older answer is worked out ("hand")
  run.runFirst(); // and its view made: its drawing waits
  data = 'nothing';
  ask();
  // The browser runs the newer answer's tasks first (a timer nested deep waits 4 ms longer) ...
  run.runLast();
  run.runLast();
  run.runLast();
  // ... and the older one's drawing last: it is dropped.
  run.runFirst();
  expect(drawn).toEqual(['nothing']);
  expect(run.waiting).toBe(0);
});

test('no answer while there is nothing to work out', () => {
  const run = tasks();
  const drawn: string[] = [];
  const ask = inThreeTasks(
    () => null,
    (worked: string) => worked,
    (shown) => drawn.push(shown),
    run.later,
  );
  ask();
  while (run.waiting > 0) run.runFirst();
  expect(drawn).toEqual([]);
});
