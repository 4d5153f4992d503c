// Runs the built `jass-weis` command on one input as a user would, with a hard stop: used by
// the fuzz test and the benchmark.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../bin/jass-weis.js', import.meta.url));

export function runCli(args, stdin = '', killAfterMs = 10_000) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, killAfterMs);
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    // The command may stop reading a large input early: that is not an error here.
    child.stdin.on('error', () => {});
    child.stdin.end(stdin);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({
        code,
        killed,
        ms: performance.now() - started,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
      });
    });
  });
}

/** Runs `cases` with `concurrency` at a time, in order; `run` runs one (by default the built command). */
export async function runAll(cases, concurrency = 4, run = runCli) {
  const results = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      const item = cases[index];
      results[index] = { ...item, ...(await run(item.args, item.stdin ?? '')) };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}
