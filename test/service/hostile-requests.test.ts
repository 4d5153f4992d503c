import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPngPool } from '../../src/cli/png-pool.js';
import { serveFigures } from '../../src/cli/serve.js';
import { DEFAULT_ORIGIN, figureService } from '../../src/service/figure-service.js';
import { TABLE } from './service-checks.js';

/** A picture taken to cost `ms`, whatever the machine does meanwhile. */
const fixedTime = (ms: number) => ({ ms, add: () => {} });

/*
 * Issue 36: a host or client cannot kill, poison or starve the figure service. Each attack of
 * the issue, sent as raw bytes to `jass-weis serve` (the binary users run), then an ordinary
 * request that must still be answered; links never carry a request's host; a burst of pictures
 * is drawn where it can be within a few seconds, the rest refused at once (issue 47), while a
 * cheap request goes through.
 */

/** One raw HTTP exchange on a fresh connection: the status line's code, and the whole answer. */
function raw(url: string, request: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
  });
}

const get = (target: string, host: string) => `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;

/** The issue's attacks that ended the process, each with the answers it may now get. */
const ATTACKS: [string, string, number[]][] = [
  ...['[', '[::1', 'a b', '%', 'x:99999', 'evil.example:port'].map((host): [string, string, number[]] => [
    `Host: ${host}`,
    get(`/?${TABLE}`, host),
    [200, 400],
  ]),
  ['target http://[/?hands=H6', get('http://[/?hands=H6', '127.0.0.1'), [400]],
  ['target //[/', get('//[/', '127.0.0.1'), [400]],
  ['TRACE', 'TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', [405]],
  ['CONNECT', 'CONNECT 127.0.0.1:1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', [400, 405]],
  ['a method of its own', 'FROB / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', [400, 405]],
  ['a broken request line', 'GET\r\n\r\n', [400]],
];

describe('issue 36: jass-weis serve survives every request', () => {
  let child: ReturnType<typeof spawn>;
  let url = '';
  beforeAll(async () => {
    const bin = fileURLToPath(new URL('../../bin/jass-weis.js', import.meta.url));
    child = spawn(process.execPath, [bin, 'serve', '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
    url = await new Promise<string>((resolve, reject) => {
      let said = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(said);
        if (found) resolve(found[0]);
      });
      child.once('exit', (code) => reject(new Error(`serve ended (${code}): ${said}`)));
    });
  }, 30_000);
  afterAll(() => child?.kill());

  for (const [name, request, allowed] of ATTACKS) {
    it(`${name}: answered ${allowed.join(' or ')}, and the next request is served`, async () => {
      const attack = await raw(url, request);
      expect(allowed).toContain(attack.status);
      expect(child.exitCode).toBeNull();
      const next = await fetch(`${url}figure.svg?${TABLE}`);
      expect(next.status).toBe(200);
    });
  }

  it('issue 47: every answer says nosniff, the 405s, the 400s and those written on the connection included', async () => {
    const requests = [
      ...['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE'].map(
        (method) =>
          `${method} /figure.svg?${TABLE} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      ),
      ...ATTACKS.map(([, request]) => request),
      get(`/figure.svg?${TABLE}`, '127.0.0.1'),
      get('/nothing', '127.0.0.1'),
      get(`/figure.svg?hands=${'H9'.repeat(1000)}`, '127.0.0.1'),
      get('/figure.svg?hands=H9%20HT%20%3Cimg%3E', '127.0.0.1'),
    ];
    for (const request of requests) {
      const answer = await raw(url, request);
      expect(answer.status, request.split('\r\n')[0]).toBeGreaterThan(0);
      expect(answer.text, request.split('\r\n')[0]).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    }
  });

  it('links come from where it listens, never from Host or the request-target', async () => {
    for (const request of [
      get(`/?${TABLE}`, 'evil.example'),
      get(`http://evil.example/?${TABLE}`, 'evil.example'),
      get(`/oembed?url=${encodeURIComponent(`http://evil.example/?${TABLE}`)}`, 'evil.example'),
    ]) {
      const answer = await raw(url, request);
      expect(answer.text).not.toContain('evil.example');
    }
    const page = await raw(url, get(`/?${TABLE}`, 'evil.example'));
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<meta property="og:url" content="${url}?`);
    expect(page.text).toMatch(/content-security-policy: default-src 'none'.*base-uri 'none'/i);
    expect(page.text).toMatch(/x-content-type-options: nosniff/i);
    expect(page.text).toMatch(/referrer-policy: no-referrer/i);
  });
});

describe('issue 36: links without a configured origin', () => {
  it('name the fixed default, whatever host the request names; the picture on the page is relative', async () => {
    const handle = figureService();
    const page = await (await handle(new Request(`http://evil.example/?${TABLE}`))).text();
    expect(page).not.toContain('evil.example');
    expect(page).toContain(`<meta property="og:url" content="${DEFAULT_ORIGIN}/?`);
    expect(page).toContain('<img src="/figure.svg?');
    const oembed = await handle(
      new Request(`http://evil.example/oembed?url=${encodeURIComponent(`http://evil.example/?${TABLE}`)}`),
    );
    expect(oembed.status).toBe(404);
  });
});

describe('issue 36: pictures cannot starve the service', () => {
  it('issue 47: twenty distinct PNGs at once (a chat unfurling a post) are each drawn; a page is answered while they draw', async () => {
    // The time a picture takes handed in (50 ms), not measured: what is taken is counted, never timed.
    const served = await serveFigures({ port: 0, host: '127.0.0.1', origin: null, pool: { workers: 1, times: fixedTime(50) } });
    try {
      const done: string[] = [];
      // twenty different pictures (each its own width): none comes from the cache
      const pictures = Array.from({ length: 20 }, (_, index) =>
        fetch(`${served.url}figure.png?${TABLE}&width=${320 + index}`).then(async (response) => {
          await response.arrayBuffer();
          done.push('png');
          return response.status;
        }),
      );
      const page = await fetch(`${served.url}?${TABLE}`);
      done.push('page');
      expect(page.status).toBe(200);
      expect(await Promise.all(pictures)).toEqual(Array(20).fill(200));
      // the page was answered before the last picture was drawn
      expect(done.indexOf('page')).toBeLessThan(done.length - 1);
    } finally {
      await served.close();
    }
  }, 120_000);

  it('issue 47: a page asked with sixty pictures is answered before any picture is drawn', async () => {
    const order: string[] = [];
    const handle = figureService({
      png: async () => {
        order.push('png');
        return { refused: 'busy', retryAfter: 1 };
      },
    });
    const pictures = Array.from({ length: 60 }, (_, index) =>
      handle(new Request(`http://x/figure.png?${TABLE}&width=${320 + index}`)),
    );
    const page = handle(new Request(`http://x/?${TABLE}`)).then((response) => order.push(`page ${response.status}`));
    await Promise.all([...pictures, page]);
    expect(order[0]).toBe('page 200');
    expect(order.filter((step) => step === 'png')).toHaveLength(60);
  });

  it('issue 47: sixty at once on one worker at 50 ms a picture: fifty are queued (2.5 s) and drawn, ten refused at once with Retry-After', async () => {
    const pool = createPngPool({ workers: 1, times: fixedTime(50) });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><rect width="60" height="40" fill="#357"/></svg>';
    try {
      // Asked in one go: nothing is drawn before all sixty are asked.
      const answers = await Promise.all(Array.from({ length: 60 }, () => pool.render(svg, 1)));
      const drawn = answers.filter((answer) => answer instanceof Uint8Array);
      expect(drawn).toHaveLength(50);
      expect(answers.filter((answer) => !(answer instanceof Uint8Array))).toEqual(
        Array(10).fill({ refused: 'busy', retryAfter: 1 }),
      );
      expect(pool.load()).toEqual({ running: 0, waiting: 0, pictureMs: 50 });
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('issue 47: where a picture takes longer than the service waits, the answer is 503 at once with Retry-After, and nosniff', async () => {
    const served = await serveFigures({
      port: 0,
      host: '127.0.0.1',
      origin: null,
      pool: { workers: 1, times: fixedTime(4000) },
    });
    try {
      const response = await fetch(`${served.url}figure.png?${TABLE}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('2');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await served.close();
    }
  });

  it('a render that runs too long is stopped (503), and the next one is drawn by a fresh worker', async () => {
    const hasty = createPngPool({ workers: 1, timeoutMs: 1 });
    const patient = createPngPool({ workers: 1 });
    try {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#357"/></svg>';
      expect(await hasty.render(svg, 2)).toEqual({ refused: 'timeout', retryAfter: 2 });
      expect(hasty.load()).toMatchObject({ running: 0, waiting: 0 });
      const png = await patient.render(svg, 1);
      expect(png instanceof Uint8Array && [...png.subarray(1, 4)]).toEqual([80, 78, 71]);
    } finally {
      await hasty.close();
      await patient.close();
    }
  }, 60_000);

  it('the same picture asked again is not drawn again (kept by its canonical address)', async () => {
    let drawn = 0;
    const pool = createPngPool({ workers: 1 });
    const handle = figureService({
      png: (svg, zoom) => {
        drawn += 1;
        return pool.render(svg, zoom);
      },
    });
    try {
      const first = await handle(new Request(`http://x/figure.png?${TABLE}&width=320`));
      const again = await handle(new Request(`http://x/figure.png?${TABLE}&width=320&utm_source=chat`));
      expect([first.status, again.status]).toEqual([200, 200]);
      expect(new Uint8Array(await again.arrayBuffer())).toEqual(new Uint8Array(await first.arrayBuffer()));
      expect(drawn).toBe(1);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
