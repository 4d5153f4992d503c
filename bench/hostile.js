import { hostileCorpus } from '../scripts/hostile-corpus.js';
import { runAll } from '../scripts/run-cli.js';

const BUDGET = { ms: 1000, bytes: 16 * 1024 };

/** The fuzz corpus through the real command, one process at a time: the slowest and largest answers. */
export async function benchHostile({ log }) {
  const runs = await runAll(hostileCorpus(200, 9), 1);
  const times = runs.map((run) => run.ms).sort((a, b) => a - b);
  const slowest = runs.reduce((a, b) => (b.ms > a.ms ? b : a));
  const largest = runs.reduce((a, b) => (b.stdout.length > a.stdout.length ? b : a));
  const result = {
    inputs: runs.length,
    medianMs: times[times.length >> 1],
    maxMs: slowest.ms,
    slowest: slowest.name,
    maxBytes: Buffer.byteLength(largest.stdout),
    largest: largest.name,
    budget: BUDGET,
  };
  log(`hostile input: ${result.inputs} inputs through the jass-weis process, one at a time`);
  log(
    `  answer time    median ${result.medianMs.toFixed(0)} ms, slowest ${result.maxMs.toFixed(0)} ms (${result.slowest}) (budget ${BUDGET.ms} ms, process start included)`,
  );
  log(`  answer size    largest ${result.maxBytes} bytes (${result.largest}) (budget ${BUDGET.bytes} bytes)`);
  return result;
}
