// The figure service's built worker (`npm run build:worker`) as Cloudflare runs it: workerd,
// through Miniflare, with its WebAssembly compiled and its fonts as bytes. Used by the tests
// and the benchmark.
import { readFile } from 'node:fs/promises';
import { Miniflare } from 'miniflare';

const WORKER = new URL('../dist/worker/', import.meta.url);

/** The worker with its settings (`JASS_WEIS_ORIGIN` by default the tests' https://weis.example). */
export async function startWorker(bindings = { JASS_WEIS_ORIGIN: 'https://weis.example' }) {
  const file = (name) => readFile(new URL(name, WORKER));
  const workerd = new Miniflare({
    modules: [
      { type: 'ESModule', path: 'jass-weis-worker.js', contents: await file('jass-weis-worker.js') },
      { type: 'CompiledWasm', path: 'resvg.wasm', contents: await file('resvg.wasm') },
      { type: 'Data', path: 'DejaVuSans.ttf', contents: await file('DejaVuSans.ttf') },
      { type: 'Data', path: 'DejaVuSans-Bold.ttf', contents: await file('DejaVuSans-Bold.ttf') },
    ],
    compatibilityDate: '2025-09-01',
    bindings,
  });
  await workerd.ready;
  return workerd;
}
