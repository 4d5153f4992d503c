import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe } from 'vitest';
import { startWorker } from '../../scripts/workerd.js';
import { serviceChecks } from './service-checks.js';

let workerd: Miniflare;

beforeAll(async () => {
  workerd = await startWorker();
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
