import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderFigureHtml } from '../../components/jass-weis-calculator/server-render.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { type StaticServer, serveDirectory } from './fixture-server.js';
import { HEAVY, withStepLimit } from './hang-limits.js';
import { watchErrors } from './page-errors.js';

/*
 * The figure where articles are read: a blog post whose figure was rendered by
 * `renderFigureHtml` (what `jass-weis render` writes), read with scripts off, in a feed or an
 * e-mail (shadow roots and scripts stripped), with scripts on, printed, and on a phone.
 */
const BUNDLE = fileURLToPath(new URL('../../dist/jass-weis-calculator.js', import.meta.url));
const REQUEST = {
  trump: 'S',
  hands: ['H9 HT HJ HQ HK', 'HA DA SA CA'],
  lang: 'de-CH' as const,
  names: ['Anna', 'Beat'],
};

let browser: Browser;
let server: StaticServer;
let folder: string;
let figure: string;

const paragraphs = (count: number) =>
  Array.from(
    { length: count },
    () =>
      '<p>Beim Schieber schreibt nur das Team mit dem besten Weis. Anna hat fünf Rosen in Folge, Beat vier Asse: beide weisen hundert.</p>',
  ).join('\n');

/** A blog article around the figure, in the blog's own type and width, the script at its end. */
const article = (body: string, script = true) => `<!doctype html>
<html lang="de-CH"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Wer schreibt?</title><link rel="icon" href="data:,">
<style>body { font: 18px/1.6 Georgia, serif; max-width: 680px; margin: 2rem auto; padding: 0 1rem; color: #222; background: #fff }</style>
</head><body><h1>Wer schreibt den Weis?</h1>
${paragraphs(2)}
${body}
${paragraphs(12)}
${script ? '<script type="module" src="./jass-weis-calculator.js"></script>' : ''}
</body></html>`;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'jass-weis-article-'));
  const rendered = renderFigureHtml(REQUEST);
  if (!rendered.ok || !rendered.html) throw new Error('the figure did not render');
  figure = rendered.html;
  await copyFile(BUNDLE, join(folder, 'jass-weis-calculator.js'));
  // Self-hosted as docs/element.md says: the bundle and the files it loads from beside itself.
  for (const name of ['image', 'faces', 'odds', 'lang-de', 'lang-fr', 'lang-it'])
    await copyFile(BUNDLE.replace('calculator', name), join(folder, `jass-weis-${name}.js`));
  await copyFile(BUNDLE.replace('calculator', 'stats'), join(folder, 'jass-weis-stats.js'));
  await writeFile(
    join(folder, 'stats.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<style>body { font: 16px/1.5 Georgia, serif; margin: 0 20px; }</style></head>
<body><h1>How often?</h1><jass-weis-stats trump="H"></jass-weis-stats><script type="module" src="./jass-weis-stats.js"></script></body></html>`,
  );
  await writeFile(
    join(folder, 'stats-fr.html'),
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><link rel="icon" href="data:,"></head>
<body><jass-weis-stats trump="H"></jass-weis-stats><script type="module" src="./jass-weis-stats.js"></script></body></html>`,
  );
  await writeFile(join(folder, 'article.html'), article(figure));
  await writeFile(join(folder, 'no-script.html'), article(figure, false));
  // What a feed reader or a newsletter keeps: no script, no shadow root template, the light DOM.
  await writeFile(join(folder, 'feed.html'), article(figure.replace(/<template[\s\S]*<\/template>/, ''), false));
  await writeFile(
    join(folder, 'two-figures.html'),
    article(
      `${figure}<jass-weis-calculator lang="de-CH" trump="H" hands="H9 HX HJ|S6 S7 S8"></jass-weis-calculator><jass-weis-calculator lang="de-CH" seats="1" hands="SQ SK SA"></jass-weis-calculator>`,
    ),
  );
  await writeFile(
    join(folder, 'english.html'),
    article(figure.replace('lang="de-CH"', 'lang="en"')).replace('lang="de-CH"', 'lang="en"'),
  );
  await writeFile(
    join(folder, 'phone.html'),
    article('<jass-weis-calculator lang="de-CH" trump="S" hands="|HA DA SA CA"></jass-weis-calculator>'),
  );
  server = await serveDirectory(folder);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
});

/** A context of the browser, each step of it with a hang's limit. */
const newContext = (options?: BrowserContextOptions) => browser.newContext(options).then(withStepLimit);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The pages (from 1) on which two texts of a PDF first appear; 0 where one does not. */
async function pagesOf(pdf: Buffer, first: string, last: string): Promise<[number, number]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const found: [number, number] = [0, 0];
  for (let number = 1; number <= document.numPages; number++) {
    const text = (await (await document.getPage(number)).getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
    if (!found[0] && text.includes(first)) found[0] = number;
    if (!found[1] && text.includes(last)) found[1] = number;
  }
  return found;
}

const heightOf = (page: Page) =>
  page.locator('jass-weis-calculator').evaluate((element) => element.getBoundingClientRect().height);

describe('the figure without JavaScript', () => {
  it('scripts off: the server-rendered figure shows whole, the text fallback stays hidden', async () => {
    const context = await newContext({ javaScriptEnabled: false, viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.origin}/no-script.html`);
    const element = page.locator('jass-weis-calculator');
    expect(await heightOf(page)).toBeGreaterThan(250);
    // In the shadow root (the light DOM's text is the fallback, hidden here).
    expect(await element.locator('.meld-name', { hasText: 'Fünfblatt Rosen bis König' }).isVisible()).toBe(true);
    expect(await element.locator('.verdict', { hasText: 'Anna gewinnt' }).isVisible()).toBe(true);
    expect(await page.locator('.jass-weis-fallback').isVisible()).toBe(false);
    await page.screenshot({ path: join(tmpdir(), 'jass-weis-figure-no-script.png'), fullPage: true });
    await context.close();
  });

  it('in a feed or an e-mail (no script, no shadow root): the table, the best Weis and the verdict in text', async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.origin}/feed.html`);
    const fallback = page.locator('.jass-weis-fallback');
    expect(await fallback.isVisible()).toBe(true);
    expect(await fallback.locator('th', { hasText: 'Anna' }).isVisible()).toBe(true);
    expect(await fallback.getByText('Fünfblatt Rosen bis König · 100').isVisible()).toBe(true);
    expect(await fallback.getByText('Anna gewinnt (entschieden durch Anzahl Karten)').isVisible()).toBe(true);
    await context.close();
  });
});

describe('the figure with JavaScript', () => {
  it('the element takes the server-rendered figure over in place: no shift, no second copy, no error', async () => {
    const context = await newContext({ viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${server.origin}/article.html`);
    await page.waitForFunction(() => customElements.get('jass-weis-calculator') !== undefined);
    await page.locator('jass-weis-calculator').evaluate(async (element) => {
      await (element as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const shift = await page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total);
    expect(shift).toBeLessThan(0.01);
    // Drawn by the element now (its private state is there), once.
    expect(await page.locator('jass-weis-calculator').getByText('Fünfblatt Rosen bis König').count()).toBe(
      await (async () => {
        const off = await newContext({ javaScriptEnabled: false });
        const plain = await off.newPage();
        await plain.goto(`${server.origin}/no-script.html`);
        const count = await plain.locator('jass-weis-calculator').getByText('Fünfblatt Rosen bis König').count();
        await off.close();
        return count;
      })(),
    );
    expect(await page.locator('jass-weis-calculator').getAttribute('theme')).toBe('auto');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a German page waits for its words: the served figure stays, no English shows first, one file for all figures', async () => {
    const context = await newContext({ viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const asked: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/jass-weis-lang-de.js', async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    await page.goto(`${server.origin}/two-figures.html`);
    await expect.poll(() => asked.length).toBe(1);
    const drawn = () =>
      page
        .locator('jass-weis-calculator')
        .evaluateAll((elements) => elements.map((element) => (element as HTMLElement & { hasUpdated: boolean }).hasUpdated));
    // The bundle runs and waits: the server's German figure shows, the others are not drawn in English.
    expect(await drawn()).toEqual([false, false, false]);
    const served = page.locator('jass-weis-calculator').first().locator('.meld-name', { hasText: 'Fünfblatt Rosen bis König' });
    expect(await served.isVisible()).toBe(true);
    const shown = await page
      .locator('jass-weis-calculator')
      .evaluateAll((elements) => elements.map((element) => element.shadowRoot?.textContent ?? ''));
    expect(shown.filter((text) => /Player|Five in a row|Three in a row/.test(text))).toEqual([]);
    release();
    await expect.poll(drawn).toEqual([true, true, true]);
    const second = await page
      .locator('jass-weis-calculator')
      .nth(1)
      .evaluate((element) => element.shadowRoot?.textContent ?? '');
    expect(second).toContain('«HX» ist keine Karte');
    expect(asked).toEqual(['/jass-weis-lang-de.js']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an English page fetches no language; a missing language file leaves English, and the figure says so', async () => {
    const context = await newContext({ viewport: { width: 1000, height: 900 } });
    const english = await context.newPage();
    const scripts: string[] = [];
    english.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await english.goto(`${server.origin}/english.html`);
    await expect
      .poll(() => english.locator('jass-weis-calculator').getByText('Five in a row, Hearts up to the King').count())
      .toBeGreaterThan(0);
    expect(scripts.filter((path) => path.includes('jass-weis-lang'))).toEqual([]);

    const page = await context.newPage();
    await page.route('**/jass-weis-lang-de.js', (route) => route.fulfill({ status: 404, body: 'not here' }));
    await page.goto(`${server.origin}/phone.html`);
    const element = page.locator('jass-weis-calculator');
    await expect.poll(() => element.getByText('Four Aces').count()).toBeGreaterThan(0);
    expect(await element.getByRole('alert').allInnerTexts()).toContain(
      'The words for “de-CH” could not be loaded from beside the script; English is shown.',
    );
    await context.close();
  });

  it('printed, even from a dark system: light colours, and the figure kept on one page', async () => {
    const context = await newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${server.origin}/article.html`);
    await page.waitForFunction(() => customElements.get('jass-weis-calculator') !== undefined);
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    const printed = await page.locator('jass-weis-calculator').evaluate((element) => {
      const style = getComputedStyle(element);
      return { breakInside: style.breakInside, color: style.color, background: style.backgroundColor };
    });
    expect(printed).toEqual({ breakInside: 'avoid', color: 'rgb(29, 35, 42)', background: 'rgb(255, 255, 255)' });
    // Wherever the article puts it, the figure's top (the forehand badge) and its bottom (the
    // second team's score, "Weise 0") print on the same page: tried with 0 to 14 paragraphs before it.
    const pages: [number, number][] = [];
    for (let before = 0; before <= 14; before++) {
      await page.setContent(
        article(`${paragraphs(before)}${figure}`, false).replace('<head>', `<head><base href="${server.origin}/">`),
      );
      await page.addScriptTag({ url: `${server.origin}/jass-weis-calculator.js`, type: 'module' });
      await page.waitForFunction(() => customElements.get('jass-weis-calculator') !== undefined);
      const pdf = await page.pdf({ format: 'A4', printBackground: false });
      if (before === 10) await writeFile(join(tmpdir(), 'jass-weis-figure-print.pdf'), pdf);
      pages.push(await pagesOf(pdf, 'Vorhand', 'Weise 0'));
    }
    expect(pages.filter(([top, bottom]) => top !== bottom || top < 1)).toEqual([]);
    // The figure did fall on a page break in some of them: pushed whole to the next page.
    expect(new Set(pages.map(([top]) => top)).size).toBeGreaterThan(1);
    await context.close();
  });

  it('theme="dark" is dark on a light system, theme="light" light on a dark one', async () => {
    const page = await (await newContext({ colorScheme: 'dark' })).newPage();
    await page.goto(`${server.origin}/article.html`);
    await page.waitForFunction(() => customElements.get('jass-weis-calculator') !== undefined);
    const colours = () => page.locator('jass-weis-calculator').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await colours()).toBe('rgb(22, 27, 34)');
    await page.locator('jass-weis-calculator').evaluate((element) => element.setAttribute('theme', 'light'));
    expect(await colours()).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.locator('jass-weis-calculator').evaluate((element) => element.setAttribute('theme', 'dark'));
    expect(await colours()).toBe('rgb(22, 27, 34)');
    await page.context().close();
  });
});

describe('accessibility with several figures on a page', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`${colorScheme}: each result region has its own name; no axe violation, errors and the last valid answer showing`, async () => {
      const context = await newContext({ colorScheme, viewport: { width: 1000, height: 900 } });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${server.origin}/two-figures.html`);
      await page.waitForFunction(() => customElements.get('jass-weis-calculator') !== undefined);
      // The second figure: a valid answer, then a typo, so the error and the dimmed last answer show.
      const second = page.locator('jass-weis-calculator').nth(1);
      await second.locator('input[type="text"]').first().fill('H9 HT HJ');
      await second.locator('.result:not(.stale)').waitFor();
      await second.locator('input[type="text"]').first().fill('H9 HT HX');
      await second.locator('.result.stale').waitFor();
      const names = await page
        .locator('jass-weis-calculator')
        .evaluateAll((elements) =>
          elements.map((element) => element.shadowRoot?.querySelector('section.result')?.getAttribute('aria-label') ?? ''),
        );
      expect(new Set(names).size).toBe(names.length);
      const results = await new AxeBuilder({ page }).include('jass-weis-calculator').analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('the figure as a picture', () => {
  it('"Copy as image" puts a PNG of the table, melds and verdict on the clipboard', async () => {
    const context = await newContext({ viewport: { width: 1000, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.origin}/article.html`);
    await page.waitForFunction(() => customElements.get('jass-weis-calculator') !== undefined);
    expect(scripts).not.toContain('/jass-weis-image.js');
    await page.locator('jass-weis-calculator').locator('button.copy-image').click();
    await expect.poll(() => page.locator('jass-weis-calculator').locator('.image-note').textContent()).toBe('Bild kopiert.');
    // Loaded from beside the bundle, only now.
    expect(scripts).toContain('/jass-weis-image.js');
    const png = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      const blob = await item?.getType('image/png');
      const bitmap = await createImageBitmap(blob as Blob);
      // The cards are drawn (issue 28): their paper (#fffdf7) covers part of the picture.
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      context?.drawImage(bitmap, 0, 0);
      const pixels = context?.getImageData(0, 0, bitmap.width, bitmap.height).data ?? new Uint8ClampedArray();
      let paper = 0;
      for (let at = 0; at < pixels.length; at += 4)
        if (pixels[at] === 255 && pixels[at + 1] === 253 && pixels[at + 2] === 247) paper += 1;
      return { type: blob?.type, width: bitmap.width, height: bitmap.height, paper };
    });
    expect(png.paper).toBeGreaterThan(20_000);
    expect(png.type).toBe('image/png');
    expect(png.width).toBe(1280);
    expect(png.height).toBeGreaterThan(300);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// The table counts every hand in the page, in slices: heavy work on a loaded machine (hang-limits.ts).
describe('<jass-weis-stats> where readers look at it', HEAVY, () => {
  it('at 360 px: fits, in the page’s type, a bar per row, shares as people say them, and Stöck', async () => {
    const context = await newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.origin}/stats.html`);
    const stats = page.locator('jass-weis-stats');
    await stats.locator('table').waitFor();
    // Every hand once, however the count was sliced.
    expect(await stats.locator('caption').textContent()).toContain('(94,143,280 hands)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await stats.evaluate((element) => getComputedStyle(element).fontFamily)).toBe('Georgia, serif');
    const rows = await stats.locator('tbody tr').count();
    expect(await stats.locator('tbody .bar').count()).toBe(rows);
    const shares = await stats.locator('tbody .value').allTextContents();
    // Rare melds as "1 in …", never a share with six zeros.
    expect(shares.some((share) => /^1 in [\d,]+$/.test(share))).toBe(true);
    expect(shares.filter((share) => /0\.000/.test(share))).toEqual([]);
    expect(await stats.locator('.stoeck').textContent()).toMatch(/^Stöck \(King and Queen of trump\): \d+(\.\d)?%$/);
    await page.screenshot({ path: join(tmpdir(), 'jass-weis-stats-360.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a French page it fetches the French words from beside itself and counts in French', async () => {
    const context = await newContext({ viewport: { width: 800, height: 740 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto(`${server.origin}/stats-fr.html`);
    const stats = page.locator('jass-weis-stats');
    await stats.locator('table').waitFor();
    expect(await stats.locator('caption').textContent()).toMatch(/94\s143\s280/);
    // French typography: a space before the colon, a decimal comma.
    expect(await stats.locator('.stoeck').textContent()).toMatch(/^Stöck \(roi et dame d’atout\)\s:\s5,7\s%$/);
    expect(scripts.filter((path) => path.includes('jass-weis-lang'))).toEqual(['/jass-weis-lang-fr.js']);
    expect(errors).toEqual([]);
    // Without its file: the table in English, and a sentence that says why.
    const alone = await context.newPage();
    await alone.route('**/jass-weis-lang-fr.js', (route) => route.fulfill({ status: 404, body: 'not here' }));
    await alone.goto(`${server.origin}/stats-fr.html`);
    const english = alone.locator('jass-weis-stats');
    await english.locator('table').waitFor();
    expect(await english.locator('caption').textContent()).toMatch(/94,143,280/);
    expect(await english.getByRole('alert').allInnerTexts()).toEqual([
      'The words for “fr” could not be loaded from beside the script; English is shown.',
    ]);
    await context.close();
  });
});

describe('the full table on a phone (360 × 740)', () => {
  it('after a hand is typed the verdict is on the screen, every target is 44 px, nothing runs off the side', async () => {
    const context = await newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.origin}/phone.html`);
    const element = page.locator('jass-weis-calculator');
    await element.scrollIntoViewIfNeeded();
    const input = element.locator('input[type="text"]').first();
    await input.fill('H9 HT HJ HQ HK');
    const bar = element.locator('.summary-bar');
    await expect.poll(() => bar.textContent()).toContain('gewinnt');
    const box = await bar.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 999) + (box?.height ?? 0)).toBeLessThanOrEqual(740);
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    // Issue 27: one line, so that it covers no card; a tap shows it whole, the next brings the answer up.
    const lineHeight = () => bar.evaluate((element) => element.getBoundingClientRect().height);
    expect(await lineHeight()).toBeLessThanOrEqual(48);
    expect(await bar.textContent()).not.toMatch(/\.\./);
    await bar.tap();
    await expect.poll(() => bar.getAttribute('class')).toContain('open');
    await bar.tap();
    await expect
      .poll(() => element.locator('.outcome').evaluate((outcome) => outcome.getBoundingClientRect().top < 740))
      .toBe(true);
    const small = await element.evaluate((host) =>
      [...(host.shadowRoot?.querySelectorAll('button, select, input') ?? [])]
        .filter((control) => {
          const box = control.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        })
        .map((control) => {
          // A radio or a checkbox is tapped on its label.
          const tapped = ['radio', 'checkbox'].includes((control as HTMLInputElement).type) ? control.closest('label') : null;
          const box = (tapped ?? control).getBoundingClientRect();
          return { what: control.outerHTML.slice(0, 60), height: Math.round(box.height) };
        })
        .filter(({ height }) => height < 44),
    );
    expect(small).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: join(tmpdir(), 'jass-weis-figure-phone.png') });
    expect(errors).toEqual([]);
    await context.close();
  });
});
