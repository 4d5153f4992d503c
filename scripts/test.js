// `npm test`: every check a submission must pass, in order, each step timed, and the total at the
// end. Arguments after `--` go to Vitest (CI adds its JSON reporter).
import { spawnSync } from 'node:child_process';

const STEPS = [
  ['types', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['build', 'npm', ['run', 'build']],
  ['build for end-to-end tests', 'npm', ['run', 'build:e2e']],
  ['store check', 'npm', ['run', 'lint:store']],
  ['tests', 'npx', ['vitest', 'run', ...process.argv.slice(2)]],
];

const times = [];
const started = performance.now();
for (const [name, command, args] of STEPS) {
  const start = performance.now();
  const run = spawnSync(command, args, { stdio: 'inherit' });
  times.push(`${name} ${((performance.now() - start) / 1000).toFixed(1)} s`);
  if (run.status !== 0) {
    console.error(`\nnpm test: ${name} failed (${times.join(', ')})`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\nnpm test: ${times.join(', ')}; in all ${((performance.now() - started) / 1000).toFixed(1)} s`);
