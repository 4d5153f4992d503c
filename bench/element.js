import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS as ARGS, CHROMIUM_PATH } from '../scripts/chromium.js';

const BUNDLE = new URL('../dist/jass-weis-calculator.js', import.meta.url);
const BUDGET = { gzipKB: 45, firstRenderMs: 50 };
const COLD_PAGES = 7;
const WARM_RUNS = 30;
/** The element is embedded in articles: the page's own text is laid out before it comes. */
const ARTICLE = `<!doctype html><html lang="en"><head><style>body{font:17px/1.6 system-ui,sans-serif}</style></head><body>
  <h1>Weis in Jass</h1><p>A Weis is a meld declared on the first trick. <b>Five in a row</b> beats four aces.</p></body></html>`;
const CASES = {
  'readonly figure': { readonly: '', trump: 'S', hands: 'H9 HT HJ HQ HK|HA DA SA CA' },
  'quick mode (1 seat)': { seats: '1', trump: 'S', hands: 'SQ SK SA DK HK CK' },
  'full table (4 seats)': { trump: 'S', hands: 'H9 HT HJ HQ HK|HA DA SA CA|H6 H7 H8|' },
  // Issue 9: hostile attributes must not block the page (at most 20 errors are rendered).
  '100 KB of junk hands': { hands: 'qx zv, '.repeat(15_000) },
  '4 × 199 unknown words': { hands: Array.from({ length: 4 }, () => 'qx '.repeat(199)).join('|') },
};

/**
 * From creating the element: to its first render in the DOM (`updateComplete`), and to the
 * browser's layout of it as well, `runs` times.
 */
function renderTimes(page, attributes, runs) {
  return page.evaluate(
    async ({ attributes, runs }) => {
      const times = [];
      for (let run = 0; run < runs; run++) {
        const start = performance.now();
        const el = document.createElement('jass-weis-calculator');
        for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
        document.body.append(el);
        await el.updateComplete;
        const rendered = performance.now() - start;
        el.shadowRoot.querySelector('.frame').getBoundingClientRect();
        times.push({ rendered, laidOut: performance.now() - start });
        el.remove();
      }
      return times;
    },
    { attributes, runs },
  );
}

async function freshPage(browser, code) {
  const page = await browser.newPage();
  await page.setContent(ARTICLE);
  await page.evaluate(() => document.body.getBoundingClientRect());
  await page.addScriptTag({ content: code, type: 'module' });
  await page.waitForFunction(() => customElements.get('jass-weis-calculator'));
  return page;
}

/**
 * The main thread's CPU time for one cold render and layout, from a trace: the tasks' thread
 * time, which a busy machine (other processes, a shared host) inflates far less than the
 * wall clock.
 */
async function mainThreadCpu(page, attributes) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (batch) => events.push(...batch.value));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', '__metadata'] } });
  await renderTimes(page, attributes, 1);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const tasks = events.filter(
    (event) =>
      event.tid === main?.tid &&
      event.ph === 'X' &&
      (event.name === 'ThreadControllerImpl::RunTask' || event.name === 'RunTask') &&
      event.tdur,
  );
  return tasks.reduce((sum, task) => sum + task.tdur, 0) / 1000;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchElement({ log }) {
  const code = readFileSync(BUNDLE, 'utf8');
  const gzipKB = gzipSync(code, { level: 9 }).length / 1024;
  log(`element bundle   ${(code.length / 1024).toFixed(1)} KB, gzip ${gzipKB.toFixed(1)} KB (budget ${BUDGET.gzipKB} KB)`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
  const renders = {};
  try {
    for (const [name, attributes] of Object.entries(CASES)) {
      const cold = [];
      const cpu = [];
      for (let run = 0; run < COLD_PAGES; run++) {
        const page = await freshPage(browser, code);
        cold.push((await renderTimes(page, attributes, 1))[0]);
        await page.close();
        const traced = await freshPage(browser, code);
        cpu.push(await mainThreadCpu(traced, attributes));
        await traced.close();
      }
      const page = await freshPage(browser, code);
      const warm = await renderTimes(page, attributes, WARM_RUNS);
      await page.close();
      const figures = {
        renderMs: median(cold.map((time) => time.rendered)),
        renderAndLayoutMs: median(cold.map((time) => time.laidOut)),
        againMs: median(warm.map((time) => time.laidOut)),
        mainThreadCpuMs: median(cpu),
      };
      renders[name] = figures;
      log(
        `first render     ${name.padEnd(22)} ${figures.renderMs.toFixed(1)} ms, with layout ${figures.renderAndLayoutMs.toFixed(1)} ms (main-thread CPU ${figures.mainThreadCpuMs.toFixed(1)} ms); again ${figures.againMs.toFixed(1)} ms (budget ${BUDGET.firstRenderMs} ms)`,
      );
    }
  } finally {
    await browser.close();
  }
  log(
    `                 medians over ${COLD_PAGES} fresh pages (the first element on each) and ${WARM_RUNS} elements after it; Chromium ${CHROMIUM_PATH}`,
  );
  return { bundleKB: code.length / 1024, gzipKB, renders, budget: BUDGET };
}
