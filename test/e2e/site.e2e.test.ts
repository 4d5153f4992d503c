import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { CDN_URL, GUIDE_PAGES, VERSION } from '../../scripts/site-content.js';
import { SETTING_NAMES } from '../../src/core/index.js';
import { getMessages } from '../../src/i18n/index.js';
import { sampleSetting } from '../helpers/settings.js';
import { type StaticServer, serveDirectory } from './fixture-server.js';
import { HEAVY, withStepLimit } from './hang-limits.js';
import { watchErrors } from './page-errors.js';

/** The built site (`npm run build:site`), served as any static host would serve it. */
const SITE = fileURLToPath(new URL('../../dist/site/', import.meta.url));
/** The README and the guides as the site shows them (the rules page among them). */
const GUIDES = Object.values(GUIDE_PAGES);
/** The pages the navigation links, and the guides' pages. */
const PAGES = ['index.html', 'builder.html', 'reference.html', 'rules.html', ...GUIDES.filter((page) => page !== 'rules.html')];

let browser: Browser;
let context: BrowserContext;
let server: StaticServer;

beforeAll(async () => {
  server = await serveDirectory(SITE);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  context = withStepLimit(await browser.newContext({ locale: 'en-US', acceptDownloads: true }));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const resultOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => JSON.stringify((element as HTMLElement & { result: unknown }).result));
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${server.origin}/${path}`);
  return { page, errors };
}

describe('documentation site', () => {
  // Every page with its figures, one after the other: heavy work on a loaded machine (hang-limits.ts).
  it('every page loads from relative paths with no error, and links to the others', HEAVY, async () => {
    for (const path of [...PAGES, 'figure.html']) {
      const { page, errors } = await open(path);
      if (path === 'figure.html') {
        expect(errors, path).toEqual([]);
        await page.close();
        continue;
      }
      expect(await page.locator('.site-nav a').count()).toBe(5);
      const absolute = await page.$$eval('script[src], link[href]', (nodes) =>
        nodes.map((node) => node.getAttribute('src') ?? node.getAttribute('href') ?? '').filter((url) => url.startsWith('/')),
      );
      expect(absolute, path).toEqual([]);
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    // axe over a whole page of figures is heavy work: a hang's limit with room for a loaded machine (hang-limits.ts).
    it.each(PAGES)(
      `${colorScheme}: %s passes axe (contrast AA, unique landmarks with several figures on a page)`,
      HEAVY,
      async (path) => {
        const scheme = withStepLimit(await browser.newContext({ colorScheme, locale: 'en-US' }));
        const page = await scheme.newPage();
        await page.goto(`${server.origin}/${path}`);
        await page.waitForFunction(() => customElements.get('jass-weis-calculator') !== undefined);
        await page.waitForFunction(() =>
          [...document.querySelectorAll('jass-weis-calculator')].every((element) => element.shadowRoot?.querySelector('.frame')),
        );
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
          path,
        ).toEqual([]);
        await scheme.close();
      },
    );
  }

  it('the examples page shows the versioned CDN tag first and offers the file for self-hosting', async () => {
    const { page } = await open('index.html');
    const code = await page.locator('#panel-cdn pre').first().textContent();
    expect(code).toContain(`<script type="module" src="${CDN_URL}"></script>`);
    expect(CDN_URL).toMatch(/jass-weis@\d+\.\d+\.\d+\//);
    const download = await page.locator('a[download][href$="jass-weis-calculator.js"]').getAttribute('href');
    const response = await page.request.get(new URL(download ?? '', page.url()).href);
    expect(response.ok()).toBe(true);
    expect((await response.body()).length).toBeGreaterThan(10_000);
    await page.close();
  });

  it('the reference lists every attribute, property, event, part and custom property of the manifest', async () => {
    const { page } = await open('reference.html');
    const calculator = page.locator('section#jass-weis-calculator');
    for (const name of ['hands', 'rules', 'readonly', 'result', 'jass-change', 'ladder', '--jass-accent']) {
      await calculator
        .locator('td code', { hasText: new RegExp(`^${name}$`) })
        .first()
        .waitFor();
    }
    await page.locator('section#jass-weis-stats').waitFor();
    await page.close();
  });

  it('issue 47: the README and every guide are pages of the site, and every link on them leads somewhere', async () => {
    const broken: string[] = [];
    const shown = new Map<string, string>();
    const htmlOf = async (url: string) => {
      const known = shown.get(url);
      if (known !== undefined) return known;
      const response = await context.request.get(url);
      const html = response.ok() ? await response.text() : '';
      shown.set(url, html);
      return html;
    };
    for (const path of GUIDES) {
      const { page, errors } = await open(path);
      const hrefs = await page.$$eval('main a[href], main img[src]', (nodes) =>
        nodes.map((node) => node.getAttribute('href') ?? node.getAttribute('src') ?? ''),
      );
      if (path !== 'rules.html') expect(hrefs.length, path).toBeGreaterThan(5);
      for (const href of hrefs) {
        const url = new URL(href, page.url());
        if (url.origin === server.origin) {
          const html = await htmlOf(`${url.origin}${url.pathname}`);
          if (!html) broken.push(`${path}: ${href} (no such page)`);
          else if (url.hash && !html.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`))
            broken.push(`${path}: ${href} (no such heading)`);
        } else if (url.host === 'cdn.jsdelivr.net') {
          // A file of this version of the package.
          const [, version, file] = /^\/npm\/jass-weis@([^/]+)\/(.+)$/.exec(url.pathname) ?? [];
          if (version !== VERSION) broken.push(`${path}: ${href} (not this version)`);
          else if (!existsSync(new URL(`../../${file}`, import.meta.url))) broken.push(`${path}: ${href} (not in the package)`);
        } else if (url.protocol !== 'https:') broken.push(`${path}: ${href} (not https)`);
      }
      // The pictures are there.
      expect(
        await page.$$eval(
          'main img',
          (images) => images.filter((image) => (image as HTMLImageElement).naturalWidth === 0).length,
        ),
        path,
      ).toBe(0);
      expect(errors, path).toEqual([]);
      await page.close();
    }
    expect(broken).toEqual([]);
  });

  it('the rules page has every preset, each with its own anchor', async () => {
    const { page } = await open('rules.html');
    for (const preset of ['schieber', 'official', 'no-cross', 'traditional', 'vorarlberg', 'belot']) {
      await page.locator(`h3#${preset}`).waitFor();
    }
    await page.getByRole('heading', { name: 'Worked examples' }).waitFor();
    await page.close();
  });
});

describe('embed builder', () => {
  async function configure(page: Page): Promise<void> {
    await page.selectOption('#rules', 'official');
    await page.selectOption('#trump', 'undenufe');
    await page.fill('#hand0', 'HQ HK HA');
    await page.fill('#hand1', 'S6 S7 S8');
    await page.fill('#hand2', '');
    await page.selectOption('#lang', 'de-CH');
    await page.check('#readonly');
    await page.locator('#preview jass-weis-calculator[readonly]').waitFor();
  }

  it('issue 37: a control for each table setting of the core’s registry, labelled in the site’s words, written into the snippet and the link', async () => {
    const { page, errors } = await open('builder.html');
    for (const name of SETTING_NAMES) {
      const control = page.locator(`#builder-form [name="${name}"]`);
      await expect.poll(() => control.count(), { message: name }).toBe(1);
      expect(await page.locator(`#builder-form label:has([name="${name}"]) [data-setting]`).textContent()).toBe(
        getMessages('en').fields[name],
      );
      const sample = String(sampleSetting(name));
      if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(sample);
      else await control.fill(sample);
      await expect.poll(() => page.locator('#snippet').inputValue(), { message: name }).toContain(`${name}="${sample}"`);
      expect(new URLSearchParams(new URL(page.url()).hash.slice(1)).get(name)).toBe(sample);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('issue 28: the builder speaks the author’s language: the browser’s first, then the one chosen, kept for the next visit', async () => {
    const swiss = withStepLimit(await browser.newContext({ locale: 'de-CH', acceptDownloads: true }));
    await swiss.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
    const page = await swiss.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.origin}/builder.html`);
    await page.getByRole('heading', { name: 'Einbau-Helfer', level: 1 }).waitFor();
    expect(await page.locator('#site-lang').inputValue()).toBe('de-CH');
    expect(await page.getByRole('link', { name: 'Beispiele' }).count()).toBe(1);
    expect(await page.locator('#forehand option[value="0"]').textContent()).toBe('Spieler 1');
    expect(await page.locator('label:has(#hand1)').textContent()).toContain('Spieler 2');
    expect(await page.locator('#trump option[value="S"]').textContent()).toBe('Schilten');
    // "The reader's" language: the text inside the tag is in the author's.
    expect(await page.locator('#snippet').inputValue()).toContain('<div class="jass-weis-fallback" lang="de-CH">');
    await page.getByRole('button', { name: 'Link kopieren' }).click();
    await expect.poll(() => page.locator('#copy-status').textContent()).toBe('Link kopiert.');

    await page.selectOption('#site-lang', 'fr');
    await page.getByRole('heading', { name: 'Générateur d’intégration', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('fr');
    expect(await page.locator('#copy-status').textContent()).toBe('');
    // The preview speaks the reader's language, here the site's.
    await expect
      .poll(() => page.locator('#preview jass-weis-calculator').evaluate((element) => element.shadowRoot?.textContent ?? ''))
      .toContain('Joueur 1');

    // The next visit, without ?lang=, keeps the choice.
    await page.goto(`${server.origin}/builder.html`);
    await page.getByRole('heading', { name: 'Générateur d’intégration', level: 1 }).waitFor();
    expect(await page.locator('#forehand option[value="1"]').textContent()).toBe('Joueur 2');
    expect(errors).toEqual([]);
    await swiss.close();
  });

  it('issue 28: the guide in the reader’s language, its figures too; the reference says it is in English', async () => {
    const context = withStepLimit(await browser.newContext({ locale: 'it-CH' }));
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.origin}/index.html`);
    await page.getByRole('heading', { name: 'I Weis nello Jass: quale combinazione vince, e perché', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Esempi' }).count()).toBe(1);
    expect(await page.locator('main').getAttribute('lang')).toBeNull();
    // The links and code of a translated text are the page's own: the builder, the files to download.
    expect(await page.locator('main').getByRole('link', { name: 'generatore di codice' }).getAttribute('href')).toBe(
      './builder.html',
    );
    expect(await page.locator('#panel-self a[download]').count()).toBe(8);
    expect(await page.locator('#panel-self').textContent()).not.toContain('%JASS_VERSION%');
    await expect
      .poll(() => page.locator('#example-000 jass-weis-calculator').evaluate((element) => element.shadowRoot?.textContent ?? ''))
      .toContain('Giocatore 1');
    expect(await page.locator('pre .copy-code').first().textContent()).toBe('Copia');
    // Switched to German: the guide follows.
    await page.selectOption('#site-lang', 'de');
    await page.getByRole('heading', { name: 'Weis im Jass: Welcher Weis gewinnt, und warum', level: 1 }).waitFor();
    await page.goto(`${server.origin}/reference.html`);
    expect(await page.locator('main').getAttribute('lang')).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issue 28: the builder’s "Download PNG" saves the figure’s picture at twice its size', async () => {
    const { page, errors } = await open('builder.html');
    await page.waitForFunction(() =>
      document.querySelector('#preview jass-weis-calculator')?.shadowRoot?.querySelector('.frame'),
    );
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download-png')]);
    expect(download.suggestedFilename()).toBe('jass-weis.png');
    const bytes = await readFile((await download.path()) ?? '');
    expect([...bytes.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    // Twice the figure's 640 px.
    expect(bytes.readUInt32BE(16)).toBe(1280);
    await expect.poll(() => page.locator('#copy-status').textContent()).toBe('Picture saved.');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the copied snippet, pasted into a blank page with the bundle, gives the same result', async () => {
    const { page, errors } = await open('builder.html');
    await configure(page);
    const expected = await resultOf(page, '#preview jass-weis-calculator');
    expect(JSON.parse(expected).winner.seat).toBe(1);

    await page.click('#copy-embed');
    await expect.poll(() => page.locator('#copy-status').textContent()).toBe('Embed code copied.');
    const snippet = await clipboard(page);
    expect(snippet).toContain(`<script type="module" src="${CDN_URL}"></script>`);
    expect(snippet).toContain('rules="official"');

    // No network here: the blank page loads the same file from the site instead of the CDN.
    const blank = await context.newPage();
    const blankErrors = watchErrors(blank);
    const pasted = snippet.replace(CDN_URL, `${server.origin}/jass-weis-calculator.js`);
    await blank.route(`${server.origin}/pasted.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><html><body>${pasted}</body></html>` }),
    );
    await blank.goto(`${server.origin}/pasted.html`);
    await blank.evaluate(() => customElements.whenDefined('jass-weis-calculator').then(() => true));
    expect(await resultOf(blank, 'jass-weis-calculator')).toBe(expected);
    expect(await blank.locator('jass-weis-calculator').getAttribute('lang')).toBe('de-CH');
    expect([...errors, ...blankErrors]).toEqual([]);
    await blank.close();
    await page.close();
  });

  it('names, a self-hosted script, the trump list in the chosen language, and the text inside the tag', async () => {
    const { page, errors } = await open('builder.html');
    await configure(page);
    await page.selectOption('#trump', 'S');
    // Swiss German chosen: its deck's suit names in the trump list.
    expect(await page.locator('#trump option[value="S"]').textContent()).toBe('Schilten');
    await page.fill('#name0', 'Anna');
    await page.fill('#name1', 'Beat');
    await page.fill('#script', 'https://blog.example/js/jass-weis-calculator.js');
    await page.selectOption('#theme', 'dark');
    await expect.poll(() => page.locator('#snippet').inputValue()).toContain('names="Anna|Beat"');
    const snippet = await page.locator('#snippet').inputValue();
    expect(snippet).toContain('<script type="module" src="https://blog.example/js/jass-weis-calculator.js"></script>');
    expect(snippet).toContain('theme="dark"');
    expect(snippet).toContain('<div class="jass-weis-fallback" lang="de-CH">');
    expect(snippet).toContain('<th scope="row">Anna</th>');
    expect(await page.locator('#preview jass-weis-calculator').getByText('Anna', { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => page.locator('#iframe-snippet').inputValue()).toMatch(/height="(\d{3,})"/);
    expect(await page.locator('#iframe-snippet').inputValue()).toContain('figure.html#readonly=1');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the iframe embed shows the figure and tells the page around it its height', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.route(`${server.origin}/host.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><body><script>window.heights = []; addEventListener('message', (event) => { if (event.data?.type === 'jass-weis-height') window.heights.push(event.data.height); });</script>
<iframe id="figure" src="${server.origin}/figure.html#readonly=1&trump=S&names=Anna|Beat&hands=H9 HT HJ HQ HK|HA DA SA CA" style="width: 100%; border: 0"></iframe></body></html>`,
      }),
    );
    await page.goto(`${server.origin}/host.html`);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heights: number[] }).heights.at(-1) ?? 0))
      .toBeGreaterThan(250);
    const frame = page.frameLocator('#figure');
    expect(await frame.locator('jass-weis-calculator').locator('.verdict').first().textContent()).toContain('Anna wins');
    const told = await page.evaluate(() => (window as unknown as { heights: number[] }).heights.at(-1) ?? 0);
    const drawn = await frame.locator('html').evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
    expect(told).toBe(drawn);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the copied link opens the same table with its answer', async () => {
    const { page, errors } = await open('builder.html');
    await configure(page);
    const expected = await resultOf(page, '#preview jass-weis-calculator');
    await page.click('#copy-link');
    const link = await clipboard(page);
    expect(link).toContain('rules=official');

    const friend = await context.newPage();
    const friendErrors = watchErrors(friend);
    await friend.goto(link);
    await friend.locator('#preview jass-weis-calculator').waitFor();
    expect(await resultOf(friend, '#preview jass-weis-calculator')).toBe(expected);
    await expect.poll(() => friend.locator('#rules').inputValue()).toBe('official');
    await expect.poll(() => friend.locator('#trump').inputValue()).toBe('undenufe');
    await expect.poll(() => friend.locator('#hand1').inputValue()).toBe('S6 S7 S8');
    expect(await friend.locator('#readonly').isChecked()).toBe(true);
    expect([...errors, ...friendErrors]).toEqual([]);
    await friend.close();
    await page.close();
  });

  it('an edit inside the calculator moves into the form, the snippet and the link', async () => {
    const { page } = await open('builder.html#hands=H6%20H7%20H8');
    const input = page.locator('#preview jass-weis-calculator').locator('input[part=input]').first();
    await input.fill('H6 H7 H8 H9');
    await expect.poll(() => page.locator('#hand0').inputValue()).toBe('H6 H7 H8 H9');
    await expect.poll(() => page.locator('#snippet').inputValue()).toMatch(/hands="H6 H7 H8 H9"/);
    expect(new URL(page.url()).hash).toContain('hands=H6+H7+H8+H9');
    await page.close();
  });
});
