// Chromium with the extension's test build (`npm run build:e2e`), the fixture pages served, and
// a control page of the extension's own (for chrome.tabs and chrome.storage): what the
// benchmarks of the built extension start from.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.js';
import { serveDirectory } from '../scripts/static-server.js';

const BUILD = fileURLToPath(new URL('../.output/e2e/chrome-mv3', import.meta.url));
const PAGES = fileURLToPath(new URL('../test/fixtures/pages/', import.meta.url));

export async function launchWithExtension() {
  const server = await serveDirectory(PAGES);
  const profile = await mkdtemp(join(tmpdir(), 'jass-weis-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 1280, height: 800 },
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [`--disable-extensions-except=${BUILD}`, `--load-extension=${BUILD}`, ...CHROMIUM_ARGS],
  });
  // Loading the hostile pages (a 1.9 MB address over 125,000 elements) outlasted Playwright's
  // 30 s on a loaded two-core machine: a hang's limit, as the end-to-end tests have.
  context.setDefaultTimeout(120_000);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extension = `chrome-extension://${new URL(worker.url()).host}`;
  const control = await context.newPage();
  await control.goto(`${extension}/sidepanel.html`);
  return {
    server,
    context,
    extension,
    control,
    close: async () => {
      await context.close();
      await server.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** A fixture page opened and switched on in the popup, as a player does: the page and its tab. */
export async function openReading({ context, control, extension, server }, file) {
  const page = await context.newPage();
  await page.goto(`${server.origin}/${file}`);
  const tabId = await control.evaluate(
    async (href) => (await chrome.tabs.query({})).find((tab) => tab.url === href)?.id,
    page.url(),
  );
  const popup = await context.newPage();
  await popup.goto(`${extension}/popup.html?tab=${tabId}`);
  await popup.locator('#read-site').check();
  await popup.close();
  return { page, tabId };
}
