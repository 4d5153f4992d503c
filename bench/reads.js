// Issue 26's figure: how often the overlay reads a page that redraws every frame (a clock that
// ticks each frame beside 50,000 card-like elements), a small page whose clock changes every
// 3 ms, and a page at rest, with reading on. Reads are counted by the content script (`reads` in its debug state).

import { launchWithExtension, openReading } from './extension-browser.js';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const SECONDS = Number(process.env.JASS_BENCH_SECONDS ?? 10);

export async function benchReads({ log }) {
  const browser = await launchWithExtension();
  const { control, close } = browser;
  const results = {};
  try {
    for (const [name, file] of [
      ['every frame', 'hostile/every-frame.html'],
      ['every 3 ms', 'busy.html'],
      ['at rest', 'announcements-de.html'],
    ]) {
      const { page, tabId } = await openReading(browser, file);
      const reads = async () => {
        const state = await control.evaluate(
          (id) => chrome.tabs.sendMessage(id, { type: 'overlay-state' }).catch(() => null),
          tabId,
        );
        return Number(state?.reads ?? Number.NaN);
      };
      // Settled first: the first reads of a page come at once.
      await pause(3000);
      const before = await reads();
      const started = Date.now();
      await pause(SECONDS * 1000);
      const count = (await reads()) - before;
      const perSecond = count / ((Date.now() - started) / 1000);
      results[name] = Number(perSecond.toFixed(2));
      log(`reads            ${name.padEnd(12)} ${perSecond.toFixed(2)} reads a second (${count} in ${SECONDS} s)`);
      await page.close();
    }
    return results;
  } finally {
    await close();
  }
}
