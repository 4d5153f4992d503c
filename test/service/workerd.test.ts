import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe } from 'vitest';
import { serviceChecks } from './service-checks.js';

const WORKER = fileURLToPath(new URL('../../dist/worker/', import.meta.url));

let workerd: Miniflare;

beforeAll(async () => {
  // The built worker (`npm run build:worker`) as Cloudflare runs it: workerd, its WebAssembly
  // compiled, its fonts as bytes.
  const file = (name: string) => readFile(`${WORKER}${name}`);
  workerd = new Miniflare({
    modules: [
      { type: 'ESModule', path: 'jass-weis-worker.js', contents: await file('jass-weis-worker.js') },
      { type: 'CompiledWasm', path: 'resvg.wasm', contents: await file('resvg.wasm') },
      { type: 'Data', path: 'DejaVuSans.ttf', contents: await file('DejaVuSans.ttf') },
      { type: 'Data', path: 'DejaVuSans-Bold.ttf', contents: await file('DejaVuSans-Bold.ttf') },
    ],
    compatibilityDate: '2025-09-01',
  });
  await workerd.ready;
}, 60_000);

afterAll(() => workerd?.dispose());

describe('issue 28: the same figure service unchanged in Cloudflare’s workerd (Miniflare), PNG through resvg’s WebAssembly', () => {
  serviceChecks(async (path, init) => {
    const response = await workerd.dispatchFetch(`https://weis.example${path}`, init as never);
    // Miniflare's own Response, read into the web's standard one the checks take.
    return new Response(response.status === 204 || init?.method === 'HEAD' ? null : await response.arrayBuffer(), {
      status: response.status,
      headers: Object.fromEntries(response.headers),
    });
  });
});
