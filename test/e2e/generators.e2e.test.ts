import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { type StaticServer, serveDirectory } from '../../scripts/static-server.js';
import { ARTICLE } from '../helpers/article.js';
import { PROGRAM, withStepLimit } from './hang-limits.js';
import { watchErrors } from './page-errors.js';

// Issue 28: each recipe of the site's "In Markdown: a fence" is what an author copies. Here it is
// copied from the site's own page into a small site of that generator, as authors install it
// (test/generators/package.json: Astro, Docusaurus, VitePress, Eleventy; Hugo from Debian), the
// site is built, and its page is read in Chromium with and without JavaScript.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const GENERATORS = join(ROOT, 'test/generators');
const SITES = join(GENERATORS, 'sites');
const BIN = join(GENERATORS, 'node_modules/.bin');
/** The page's script, where a recipe loads one: the standalone files, served beside the built site. */
const SCRIPT = '/jass-weis-calculator.js';

const decode = (html: string): string =>
  html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/** A recipe as the site shows it: its file's path (its first line, a comment) and its text. */
function recipe(generator: string): { path: string; text: string } {
  const page = readFileSync(join(ROOT, 'site/index.html'), 'utf8');
  const panel = page.slice(page.indexOf(`id="panel-${generator}"`));
  const code = /<pre><code>([\s\S]*?)<\/code><\/pre>/.exec(panel)?.[1];
  if (!code) throw new Error(`the site has no recipe for ${generator}`);
  const text = decode(code).replaceAll('%JASS_CDN_URL%', SCRIPT);
  const path = /^(?:\/\/|\{\{\/\*)\s*(\S+)/.exec(text)?.[1];
  if (!path) throw new Error(`the ${generator} recipe does not say its file`);
  return { path, text: `${text}\n` };
}

/** Writes a small site: the recipe's file, the article, and whatever else the generator needs. */
function writeSite(generator: string, files: Record<string, string>): string {
  const dir = join(SITES, generator);
  rmSync(dir, { recursive: true, force: true });
  const { path, text } = recipe(generator);
  for (const [name, content] of Object.entries({ ...files, [path]: text })) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

/** Runs a generator's build; what it printed, for warnings about the recipe. */
function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', CI: '1' },
    timeout: PROGRAM.timeout,
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return `${result.stdout}\n${result.stderr}`;
}

/** The generators as authors install them, once (npm ci when missing); the package itself linked in. */
function installGenerators(): void {
  if (!existsSync(join(GENERATORS, 'node_modules/.package-lock.json'))) run('npm', ['ci', '--no-audit', '--no-fund'], GENERATORS);
  const link = join(GENERATORS, 'node_modules/jass-weis');
  rmSync(link, { recursive: true, force: true });
  symlinkSync(ROOT, link, 'dir');
}

const hugo = spawnSync('hugo', ['version'], { encoding: 'utf8' });

let browser: Browser;
const servers: StaticServer[] = [];

beforeAll(() => {
  installGenerators();
}, PROGRAM.timeout);

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.close()));
});

/** Serves a built site with the standalone files beside it, as a host would. */
async function serve(output: string): Promise<StaticServer> {
  for (const file of readdirSync(join(ROOT, 'dist')).filter((name) => /^jass-weis-.*\.js$/.test(name)))
    cpSync(join(ROOT, 'dist', file), join(output, file));
  const server = await serveDirectory(output);
  servers.push(server);
  return server;
}

/** The figure's words in the element's shadow root (declarative, or drawn by the script). */
const figureWords = (page: Page) =>
  page.locator('jass-weis-calculator').evaluate((element) => element.shadowRoot?.textContent ?? '');

/** The page read as a reader reads it: its figure's words, and every page or console error. */
async function read(url: string, javaScriptEnabled: boolean): Promise<{ words: string; errors: string[]; page: Page }> {
  const context = withStepLimit(await browser.newContext({ javaScriptEnabled }));
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(url, { waitUntil: 'load' });
  await expect.poll(() => figureWords(page)).toContain('Fünfblatt Rosen bis König');
  return { words: await figureWords(page), errors, page };
}

/** What every built page must show: the table in the reader's words, drawn with cards. */
async function expectFigure(url: string, withoutScript: boolean): Promise<void> {
  const live = await read(url, true);
  expect(live.words).toContain('Anna');
  expect(live.words).toContain('Beat');
  expect(live.errors).toEqual([]);
  await live.page.context().close();
  if (!withoutScript) return;
  // Without JavaScript: the figure rendered at build time, in its declarative shadow root.
  const still = await read(url, false);
  expect(still.words).toContain('Anna');
  await still.page.context().close();
}

// Each test builds a site with its generator: a program's limit (hang-limits.ts).
describe('issue 28: the site’s Markdown recipes, built by each generator as authors install it', PROGRAM, () => {
  it('Astro: the fence becomes the server-rendered figure', async () => {
    const dir = writeSite('astro', { 'src/pages/weis.md': ARTICLE });
    const printed = run(join(BIN, 'astro'), ['build'], dir);
    // The recipe is Astro 7's own way: no deprecated option, no plugin left unrun.
    expect(printed).not.toMatch(/deprecated|doesn't run them/i);
    const html = readFileSync(join(dir, 'dist/weis/index.html'), 'utf8');
    expect(html).toMatch(/<jass-weis-calculator readonly [^>]*lang="de-CH"/);
    expect(html).toContain('shadowrootmode="open"');
    expect(html).toContain('Anna gewinnt (entschieden durch Anzahl Karten)');
    const server = await serve(join(dir, 'dist'));
    await expectFigure(`${server.origin}/weis/`, true);
  });

  it('VitePress: the fence becomes the server-rendered figure, and Vue leaves the element alone', async () => {
    const dir = writeSite('vitepress', { 'weis.md': ARTICLE });
    run(join(BIN, 'vitepress'), ['build'], dir);
    const html = readFileSync(join(dir, '.vitepress/dist/weis.html'), 'utf8');
    expect(html).toMatch(/<jass-weis-calculator readonly [^>]*lang="de-CH"/);
    expect(html).toContain('shadowrootmode="open"');
    const server = await serve(join(dir, '.vitepress/dist'));
    await expectFigure(`${server.origin}/weis.html`, true);
  });

  it('Eleventy: the fence becomes the server-rendered figure', async () => {
    const dir = writeSite('eleventy', { 'weis.md': ARTICLE });
    run(join(BIN, 'eleventy'), [], dir);
    const html = readFileSync(join(dir, '_site/weis/index.html'), 'utf8');
    expect(html).toContain('shadowrootmode="open"');
    expect(html).toContain('Anna gewinnt (entschieden durch Anzahl Karten)');
    const server = await serve(join(dir, '_site'));
    await expectFigure(`${server.origin}/weis/`, true);
  });

  it('Docusaurus (MDX): the element with the table in text, drawn by the script', async () => {
    const dir = writeSite('docusaurus', {
      'package.json': '{ "name": "site", "private": true }\n',
      'src/pages/index.md': '# Jass\n',
      'docs/weis.md': ARTICLE,
    });
    run(join(BIN, 'docusaurus'), ['build'], dir);
    const html = readFileSync(join(dir, 'build/docs/weis/index.html'), 'utf8');
    expect(html).toMatch(/<jass-weis-calculator readonly=""[^>]*lang="de-CH"/);
    // Without script, the table in text: MDX takes no declarative shadow root.
    expect(html).toContain('Anna gewinnt (entschieden durch Anzahl Karten). Anna schreibt 100.');
    const server = await serve(join(dir, 'build'));
    await expectFigure(`${server.origin}/docs/weis/`, false);
  });

  it('Hugo: the render hook writes the element, the script draws it; markup in a fence stays text', async () => {
    expect(hugo.status, 'hugo is missing: apt-get install -y hugo (Debian’s; .ci/run installs it)').toBe(0);
    const evil = '```jass-weis\nhands: H9 HT HJ\nonclick: alert(1)\ntrump: S" onmouseover="alert(2)\n```\n';
    const dir = writeSite('hugo', {
      'hugo.toml': "baseURL = 'http://localhost/'\ntitle = 'Jass'\ndisableKinds = ['taxonomy', 'term', 'RSS', 'sitemap']\n",
      'layouts/_default/single.html': '<!doctype html><html><body>{{ .Content }}</body></html>\n',
      'layouts/_default/list.html': '<!doctype html><html><body>{{ .Content }}</body></html>\n',
      'content/weis.md': ARTICLE,
      'content/evil.md': evil,
    });
    run('hugo', ['--quiet'], dir);
    const html = readFileSync(join(dir, 'public/weis/index.html'), 'utf8');
    expect(html).toMatch(/<jass-weis-calculator readonly\s+hands="H9 HT HJ HQ HK \| HA DA SA CA"\s+trump="S"\s+lang="de-CH"/);
    // Go's templates escape what an author's fence holds: no handler, no attribute broken out of.
    const evilHtml = readFileSync(join(dir, 'public/evil/index.html'), 'utf8');
    expect(evilHtml).not.toMatch(/\son(click|mouseover)="/);
    const server = await serve(join(dir, 'public'));
    await expectFigure(`${server.origin}/weis/`, false);
  });
});
