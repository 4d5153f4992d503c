import { runInTasks, type Slices } from '../../ui/slices.js';
import type { WorkRecord } from '../reader/read-work.js';
import { ourLongestTask, type ShareBudget } from './budget.js';

/** What the sliced parts of one read share: reading's budget, and the record its work is counted in. */
export interface ReadingCosts {
  budget: ShareBudget;
  work: WorkRecord;
}

/**
 * A sliced part of a read, in tasks short enough never to block the page: each task's time
 * noted (our longest task, named by `what` the part running now) and spent from reading's
 * budget, each slice's work counted in the read's record.
 */
export async function readInTasks<T>(slices: Slices<T>, what: () => string, costs: ReadingCosts): Promise<T> {
  let busy = 0;
  const meter = {
    task: (ms: number) => {
      busy += ms;
      ourLongestTask.note(ms, `read:${what()}`);
    },
  };
  const value = await runInTasks(costs.work.counted(slices), 12, meter);
  costs.budget.spend(busy);
  return value;
}
