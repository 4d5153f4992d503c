import fc from 'fast-check';
import { expect, it } from 'vitest';

/** A request to the service under test, at https://weis.example. */
export type Get = (path: string, init?: RequestInit) => Promise<Response>;

export const TABLE = `hands=${encodeURIComponent('H9 HT HJ HQ HK|HA DA SA CA')}&trump=S&lang=de-CH&names=Anna|Beat`;

/** A PNG's size from its header (IHDR). */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * What the figure service answers, wherever it runs (Node, workerd): the same checks for each,
 * from the issue's words (the pictures with the cards, the link preview's tags, oEmbed, bad and
 * hostile input).
 */
export function serviceChecks(get: Get, runs = 1000): void {
  it('/figure.svg: the picture with the cards, cacheable by its URL, nothing to sniff', async () => {
    const response = await get(`/figure.svg?${TABLE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('public');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await response.text();
    expect(svg.match(/viewBox="0 0 60 84"/g)).toHaveLength(9);
    expect(svg).toContain('Fünfblatt Rosen bis König · 100');
    expect(svg).toContain('Trumpf: Schilten');
    expect(svg).toContain('>Anna<');
  });

  it('/figure.png: PNG bytes at 1,280 px (twice the figure), or the width asked within 320–1,280', async () => {
    const response = await get(`/figure.png?${TABLE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(pngSize(bytes).width).toBe(1280);
    expect(bytes.length).toBeLessThan(400_000);
    const small = new Uint8Array(await (await get(`/figure.png?${TABLE}&width=640`)).arrayBuffer());
    expect(pngSize(small).width).toBe(640);
    expect((await get(`/figure.png?${TABLE}&width=5000`)).status).toBe(400);
    // HEAD: the same headers, no body.
    const head = await get(`/figure.png?${TABLE}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('the page: Open Graph and Twitter card tags with the PNG as preview, the oEmbed link, one canonical URL', async () => {
    const response = await get(`/?${TABLE}&utm_source=chat&x=%3Cscript%3Ealert(1)%3C/script%3E`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    const meta = (name: string) => new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`).exec(page)?.[1];
    expect(meta('og:title')).toBe('Anna gewinnt (entschieden durch Anzahl Karten). Anna schreibt 100.');
    const canonical = 'hands=H9+HT+HJ+HQ+HK%7CHA+DA+SA+CA&#38;trump=S&#38;lang=de-CH&#38;names=Anna%7CBeat';
    expect(meta('og:image')).toBe(`https://weis.example/figure.png?${canonical}`);
    expect(meta('og:url')).toBe(`https://weis.example/?${canonical}`);
    expect(meta('og:image:width')).toBe('1280');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(page).toContain('<link rel="alternate" type="application/json+oembed" href="https://weis.example/oembed?url=');
    // Parameters it does not know are not written back anywhere.
    expect(page).not.toMatch(/<script|alert|utm_source/);
    expect(page).toContain('<div class="jass-weis-fallback" lang="de-CH">');
  });

  it('/oembed: a photo of the figure for one of its pages, within maxwidth; other addresses are not its figures', async () => {
    const pageUrl = `https://weis.example/?${TABLE}`;
    const response = await get(`/oembed?url=${encodeURIComponent(pageUrl)}&maxwidth=800`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ version: '1.0', type: 'photo', provider_name: 'jass-weis', width: 800 });
    expect(String(body.url)).toMatch(/^https:\/\/weis\.example\/figure\.png\?hands=.*&width=800$/);
    expect(body.title).toContain('Anna gewinnt');
    expect((await get(`/oembed?url=${encodeURIComponent('https://evil.example/?hands=H9')}`)).status).toBe(404);
    expect((await get(`/oembed?url=${encodeURIComponent(pageUrl)}&format=xml`)).status).toBe(501);
    expect((await get(`/oembed?url=${encodeURIComponent(pageUrl)}&maxwidth=100`)).status).toBe(404);
  });

  it('bad input: its coded error (JSON for pictures, a sentence in the reader’s language on a page), never the markup typed', async () => {
    const card = await get('/figure.svg?hands=H9%20HT%20%3Cimg%20src=x%3E');
    expect(card.status).toBe(400);
    const error = ((await card.json()) as { error: { code: string; token: string; message: string } }).error;
    expect(error.code).toBe('unknown-card');
    // The sentence as well, in the figure's language (English by default), its markup escaped in the JSON.
    expect(error.message).toContain('is not a card');
    const page = await get('/?hands=H9%20HT%20%3Cimg%20src=x%20onerror=alert(1)%3E&lang=de');
    expect(page.status).toBe(400);
    const text = await page.text();
    expect(text).not.toMatch(/<img|onerror=alert\(1\)>/);
    expect(text).toContain('ist keine Karte');
    expect((await get('/figure.svg?lang=xx')).status).toBe(400);
    expect((await get('/nothing')).status).toBe(404);
    expect((await get('/figure.svg', { method: 'POST', body: 'x' })).status).toBe(405);
    expect((await get(`/figure.svg?hands=${'H9'.repeat(1000)}`)).status).toBe(414);
  });

  it('issue 47: nosniff on every answer, whatever its status (the 405s of every method included)', async () => {
    const answers = [
      ...(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'] as const).map((method) => get(`/figure.svg?${TABLE}`, { method })),
      get('/figure.svg?lang=xx'),
      get('/?hands=H9%20HT%20%3Cimg%3E'),
      get('/nothing'),
      get(`/figure.svg?hands=${'H9'.repeat(1000)}`),
      get(`/oembed?url=${encodeURIComponent(`https://weis.example/?${TABLE}`)}&format=xml`),
      get(`/?${TABLE}`),
    ];
    const statuses: number[] = [];
    for (const answer of await Promise.all(answers)) {
      statuses.push(answer.status);
      expect(answer.headers.get('x-content-type-options'), String(answer.status)).toBe('nosniff');
    }
    expect(statuses).toEqual([405, 405, 405, 405, 405, 400, 400, 404, 414, 501, 200]);
  });

  it(`${runs} random and hostile parameter sets: each answered, bounded in size, with no markup of theirs`, async () => {
    const names = ['hands', 'trump', 'rules', 'forehand', 'factor', 'game', 'lang', 'deck', 'names', 'width', 'url', 'format'];
    const hostile = fc.constantFrom(
      '<script>alert(1)</script>',
      '"><svg onload=alert(1)>',
      '\u0000',
      '%',
      '|||||',
      '-',
      '💥'.repeat(50),
      'H9 HT HJ HQ HK HA DA SA CA S6',
    );
    const ids = ['H', 'D', 'S', 'C'].flatMap((suit) => ['6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'].map((rank) => suit + rank));
    const hand = fc.subarray(ids, { maxLength: 9 }).map((cards) => cards.join(' '));
    const table = fc.array(hand, { minLength: 1, maxLength: 4 }).map((seats) => seats.join('|'));
    const value = fc.oneof(fc.string({ maxLength: 60 }), hostile, fc.integer({ min: -5, max: 99999 }).map(String), table);
    let drawn = 0;
    const path = fc.constantFrom('/', '/figure', '/figure.svg', '/oembed', '/figure.png');
    await fc.assert(
      fc.asyncProperty(path, fc.array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 8 }), async (where, pairs) => {
        // PNG for a few only (each is a real drawing); every other answer for all.
        const target = where === '/figure.png' && Math.random() > 0.05 ? '/figure.svg' : where;
        const response = await get(`${target}?${new URLSearchParams(pairs)}`);
        expect([200, 400, 404, 414, 501]).toContain(response.status);
        if (response.status === 200) drawn += 1;
        const body = new Uint8Array(await response.arrayBuffer());
        expect(body.length).toBeLessThan(1_000_000);
        const text = new TextDecoder().decode(body);
        // Their words come back escaped, if at all: never as a tag.
        expect(text).not.toMatch(/<script|<svg onload|<img src=x/);
      }),
      { numRuns: runs },
    );
    // Not only refusals: a good share were figures drawn.
    expect(drawn).toBeGreaterThan(50);
  }, 120_000);
}
