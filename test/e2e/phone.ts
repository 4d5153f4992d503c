import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Locator } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { type StaticServer, serveDirectory } from './fixture-server.js';
import { withStepLimit } from './hang-limits.js';

/** The built site, as `npm run build:site` leaves it. */
export const SITE = fileURLToPath(new URL('../../dist/site/', import.meta.url));

/** A phone at the table: 360 × 740, touch. */
export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };

/** Taps, counted as a finger gives them; digits typed on a keypad already open count one each. */
export function tapper() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      await target.tap();
      taps++;
    },
    type: async (target: Locator, text: string) => {
      await target.pressSequentially(text);
      taps += text.length;
    },
    get count() {
      return taps;
    },
  };
}

/**
 * The built site served and one Chromium for a test file: hooks registered here, contexts closed
 * after each test. `newContext` makes one whose every step has a hang's limit; `keep` hands a
 * context over to be closed.
 */
export function siteInChromium() {
  let browser: Browser | undefined;
  let server: StaticServer | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    server = await serveDirectory(SITE);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    newContext: async (options?: BrowserContextOptions) => {
      if (!browser) throw new Error('Chromium is not started (beforeAll)');
      return withStepLimit(await browser.newContext(options));
    },
    get origin(): string {
      if (!server) throw new Error('the site is not served (beforeAll)');
      return server.origin;
    },
    keep: <T extends BrowserContext>(context: T): T => {
      contexts.push(context);
      return context;
    },
  };
}
