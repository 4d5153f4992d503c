import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.js';

/*
 * The verdict travels (issue 18): how long `renderFigureHtml` (what `jass-weis render` runs)
 * takes for one figure, the SVG and PNG pictures, and the longest main-thread task while
 * <jass-weis-stats> counts every Schieber hand in the page.
 */
const BUDGET = { renderMs: 50, statsLongestTaskMs: 50 };
const STATS = new URL('../dist/jass-weis-stats.js', import.meta.url);
const REQUEST = { trump: 'S', hands: ['H9 HT HJ HQ HK', 'HA DA SA CA'], lang: 'de-CH', names: ['Anna', 'Beat'] };

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;

async function renderTimes() {
  const { renderFigureHtml } = await import('../dist/lib/components/jass-weis-calculator/server-render.js');
  const { svgToPng } = await import('../dist/node/cli/render.js');
  const first = performance.now();
  const rendered = renderFigureHtml(REQUEST);
  const firstMs = performance.now() - first;
  const html = [];
  for (let run = 0; run < 30; run++) {
    const start = performance.now();
    renderFigureHtml(REQUEST);
    html.push(performance.now() - start);
  }
  const png = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    await svgToPng(rendered.figure.svg);
    png.push(performance.now() - start);
  }
  return { firstMs, htmlMs: median(html), pngMs: median(png), htmlBytes: rendered.html.length };
}

async function statsLongestTask() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html lang="en"><body><p>Statistics</p></body></html>');
    await page.addScriptTag({ content: readFileSync(STATS, 'utf8'), type: 'module' });
    await page.waitForFunction(() => customElements.get('jass-weis-stats'));
    return await page.evaluate(async () => {
      const tasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask' });
      const started = performance.now();
      const el = document.createElement('jass-weis-stats');
      el.setAttribute('trump', 'H');
      document.body.append(el);
      while (!el.shadowRoot?.querySelector('table')) await new Promise((resolve) => setTimeout(resolve, 20));
      const countedMs = performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { longestTaskMs: Math.max(0, ...tasks), longTasks: tasks.length, countedMs };
    });
  } finally {
    await browser.close();
  }
}

export async function benchFigure({ log }) {
  const render = await renderTimes();
  const stats = await statsLongestTask();
  log(
    `figure render:  renderFigureHtml ${render.htmlMs.toFixed(1)} ms a figure (median of 30; the first, with Lit's start, ${render.firstMs.toFixed(0)} ms; ${render.htmlBytes} bytes of HTML; budget ${BUDGET.renderMs} ms), PNG ${render.pngMs.toFixed(0)} ms (resvg, 1,280 px wide)`,
  );
  log(
    `figure stats:   <jass-weis-stats> counts all 94,143,280 Schieber hands in ${(stats.countedMs / 1000).toFixed(1)} s; longest main-thread task ${stats.longestTaskMs.toFixed(0)} ms (${stats.longTasks} tasks over 50 ms; budget ${BUDGET.statsLongestTaskMs} ms)`,
  );
  return { ...render, ...stats, budget: BUDGET };
}
