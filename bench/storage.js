// Issue 29's storage figure: the bytes the extension keeps (storage.local and storage.session,
// as JSON) over a session on a page that changes every frame and deals a new hand every few
// seconds, with reading on. `npm run bench -- storage` runs ten minutes; JASS_BENCH_MINUTES
// shortens it.

import { launchWithExtension, openReading } from './extension-browser.js';

const BUDGET = { bytes: 16_384 };
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const CARDS = ['H6', 'H7', 'H8', 'H9', 'HT', 'HJ', 'HQ', 'HK', 'HA', 'S6', 'S7', 'S8', 'S9', 'ST', 'SJ', 'SQ', 'SK', 'SA'];

export async function benchStorage({ log }) {
  const minutes = Number(process.env.JASS_BENCH_MINUTES ?? 10);
  const browser = await launchWithExtension();
  const { control, close } = browser;
  try {
    const bytes = () =>
      control.evaluate(async () => ({
        local: JSON.stringify(await chrome.storage.local.get(null)).length,
        session: JSON.stringify(await chrome.storage.session.get(null)).length,
      }));
    const { page } = await openReading(browser, 'hostile/every-frame.html');
    const seen = [];
    const started = Date.now();
    let deal = 0;
    for (let minute = 1; minute <= minutes; minute++) {
      while (Date.now() - started < minute * 60_000) {
        // A new deal every five seconds: seven of the eighteen cards, each deal another.
        deal++;
        const hand = CARDS.map((_, index) => CARDS[(index * 5 + deal) % CARDS.length]).slice(0, 7);
        await page.evaluate((cards) => {
          const row = document.getElementById('hand');
          row.innerHTML = cards.map((card) => `<div class="card" data-card="${card}"></div>`).join('');
        }, hand);
        await pause(5000);
      }
      const now = await bytes();
      seen.push(now);
      if (minute === 1 || minute === minutes || minute % 5 === 0)
        log(`storage          after ${minute} min (${deal} deals): ${now.local} bytes local, ${now.session} bytes session`);
    }
    const last = seen.at(-1);
    log(
      `storage          ${minutes}-minute session on a page that changes every frame: ${last.local + last.session} bytes kept in all (budget ${BUDGET.bytes}); after the first minute ${seen[0].local + seen[0].session}`,
    );
    return { minutes, deals: deal, bytes: last, firstMinute: seen[0], budget: BUDGET };
  } finally {
    await close();
  }
}
