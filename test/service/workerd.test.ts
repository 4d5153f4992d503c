import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '../../scripts/workerd.js';
import { serviceChecks, TABLE } from './service-checks.js';

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

describe('issue 36: in workerd too, a request cannot choose the links or end the worker', () => {
  it('links name JASS_WEIS_ORIGIN whatever host the request names; odd methods are 405; the next request is served', async () => {
    const page = await workerd.dispatchFetch(`http://evil.example/?${TABLE}`, { headers: { host: 'evil.example' } });
    const text = await page.text();
    expect(page.status).toBe(200);
    expect(text).not.toContain('evil.example');
    expect(text).toContain('<meta property="og:url" content="https://weis.example/?');
    const oembed = await workerd.dispatchFetch(
      `http://evil.example/oembed?url=${encodeURIComponent(`http://evil.example/?${TABLE}`)}`,
    );
    expect(oembed.status).toBe(404);
    await oembed.arrayBuffer();
    for (const method of ['PROPFIND', 'PUT', 'DELETE']) {
      const refused = await workerd.dispatchFetch('https://weis.example/', { method });
      expect(refused.status).toBe(405);
      await refused.arrayBuffer();
    }
    const next = await workerd.dispatchFetch(`https://weis.example/figure.svg?${TABLE}`);
    expect(next.status).toBe(200);
    await next.arrayBuffer();
  });
});
