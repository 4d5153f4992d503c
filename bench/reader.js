import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.js';
import { serveDirectory } from '../scripts/static-server.js';
import { pageScript } from './page-script.js';

const PAGES = fileURLToPath(new URL('../test/fixtures/pages/', import.meta.url));
const BUDGET = { longestTaskMs: 50, busyPageMs: 1000 };
const SIZES = [100, 1_000, 20_000];

/** The page reader and the session as one script for the page (what the content script runs). */
const readerScript = () => pageScript(new URL('./reader-entry.ts', import.meta.url), 'jassReader');

/** One read of the page, spread over tasks as the content script does: total time and the longest task. */
function timedRead(page) {
  return page.evaluate(async () => {
    const { readPageInSlices } = window.jassReader;
    const slices = readPageInSlices(document, {});
    const tasks = [];
    const started = performance.now();
    let taskStart = performance.now();
    let result;
    for (;;) {
      const step = slices.next();
      if (step.done) {
        result = step.value;
        break;
      }
      if (performance.now() - taskStart > 12) {
        tasks.push(performance.now() - taskStart);
        await new Promise((resolve) => setTimeout(resolve, 0));
        taskStart = performance.now();
      }
    }
    tasks.push(performance.now() - taskStart);
    return {
      totalMs: performance.now() - started,
      longestTaskMs: Math.max(...tasks),
      tasks: tasks.length,
      hand: result.hand.length,
    };
  });
}

/** On a page that changes every 3 ms: from the hand's change to the session's report of it. */
function busyLatency(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const { GameSession } = window.jassReader;
        let played = 0;
        const session = new GameSession({
          doc: document,
          host: location.host,
          settings: () => ({
            rules: 'schieber',
            lang: '',
            deck: '',
            pairing: { rosen: 'H', eicheln: 'D', schilten: 'S', schellen: 'C' },
            overlay: true,
          }),
          pattern: () => null,
          own: () => null,
          savePattern: () => undefined,
          onRead: (read) => {
            if (played && !read.hand.includes('HK')) {
              session.stop();
              resolve(performance.now() - played);
            }
          },
        });
        session.start();
        setTimeout(() => {
          played = performance.now();
          window.play('HK');
        }, 500);
      }),
  );
}

export async function benchReader({ log }) {
  const script = await readerScript();
  const server = await serveDirectory(PAGES);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const reads = {};
  try {
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${server.origin}/big.html?cards=${size}`);
      await page.addScriptTag({ content: script });
      await timedRead(page); // warm: the first read of a page fills the cache
      const cold = await (async () => {
        await page.reload();
        await page.addScriptTag({ content: script });
        return timedRead(page);
      })();
      const again = await timedRead(page);
      reads[size] = { cold, again };
      log(
        `reader           ${String(size).padStart(6)} cards: ${cold.totalMs.toFixed(1)} ms in ${cold.tasks} tasks, longest ${cold.longestTaskMs.toFixed(1)} ms; again ${again.totalMs.toFixed(1)} ms (budget: no task over ${BUDGET.longestTaskMs} ms)`,
      );
      await page.close();
    }
    const busy = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await busy.goto(`${server.origin}/busy.html`);
    await busy.addScriptTag({ content: script });
    const busyMs = await busyLatency(busy);
    log(
      `reader           page changing every 3 ms: a played card shows after ${busyMs.toFixed(0)} ms (budget ${BUDGET.busyPageMs} ms)`,
    );
    return { reads, busyMs, budget: BUDGET };
  } finally {
    await browser.close();
    await server.close();
  }
}
