import { parentPort, workerData } from 'node:worker_threads';
import { enumerateHands, type Mode, type Rules } from '../core/index.js';

/** One share of the enumeration, on its own core. */
const { rules, mode, part, parts } = workerData as { rules: Rules; mode: Mode; part: number; parts: number };
const counts = enumerateHands(rules, mode, {
  part,
  parts,
  onProgress: (done, total) => parentPort?.postMessage({ type: 'progress', done, total }),
});
parentPort?.postMessage({ type: 'done', counts });
