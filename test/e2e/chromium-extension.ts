import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { serveFixtures } from './fixture-server.js';
import { STEP_MS } from './hang-limits.js';
import { OverlayProbe } from './overlay-probe.js';
import { OpenedGames } from './page-checks.js';

/*
 * The built extension (test build) in Chromium, as the end-to-end tests drive it: game pages
 * served on 127.0.0.1, the popup's switch clicked as a user would, the overlay read through the
 * DevTools protocol (the page itself cannot find it), and one extension page kept open for the
 * tests' own questions to the extension.
 */
export const E2E_BUILD = fileURLToPath(new URL('../../.output/e2e/chrome-mv3', import.meta.url));

/** The extension APIs the tests call from extension pages. */
declare const chrome: {
  tabs: {
    query: (query: { url?: string }) => Promise<{ id?: number; url?: string }[]>;
    sendMessage: (tabId: number, message: { type: string }) => Promise<Record<string, string> | undefined>;
  };
  scripting: { getRegisteredContentScripts: () => Promise<{ id: string }[]> };
  storage: {
    local: { get: (key?: string | null) => Promise<Record<string, unknown>> };
    session: { get: (key?: string | null) => Promise<Record<string, unknown>> };
  };
};

export class ChromiumExtension {
  /** Every game page a test opened, with what its console and error events said. */
  readonly games = new OpenedGames<Page>();
  private readonly probes = new WeakMap<Page, Promise<OverlayProbe>>();

  private constructor(
    readonly context: BrowserContext,
    readonly extensionId: string,
    readonly server: Awaited<ReturnType<typeof serveFixtures>>,
    readonly control: Page,
    private readonly profile: string,
  ) {}

  static async launch(): Promise<ChromiumExtension> {
    const server = await serveFixtures();
    const profile = await mkdtemp(join(tmpdir(), 'jass-weis-e2e-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
      ignoreDefaultArgs: ['--disable-extensions'],
      args: [`--disable-extensions-except=${E2E_BUILD}`, `--load-extension=${E2E_BUILD}`, ...CHROMIUM_ARGS],
    });
    // A hang's limit for each navigation and action (Playwright's 30 s ran out loading the 1.9 MB
    // address of a hostile page on a loaded two-core machine); see hang-limits.ts.
    context.setDefaultTimeout(STEP_MS);
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;
    const control = await context.newPage();
    await control.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    return new ChromiumExtension(context, extensionId, server, control, profile);
  }

  async close(): Promise<void> {
    await this.context.close();
    await this.server.close();
    await rm(this.profile, { recursive: true, force: true });
  }

  probeOf(page: Page): Promise<OverlayProbe> {
    let probe = this.probes.get(page);
    if (!probe) {
      probe = OverlayProbe.of(page);
      this.probes.set(page, probe);
    }
    return probe;
  }

  /** Closes the tests' game pages: the errors they showed, and the reads their overlays counted as failed. */
  closeGames(): Promise<string[]> {
    return this.games.closeAll(async (page) => {
      const failed = page.isClosed() ? null : await (await this.probeOf(page)).attribute('data-errors');
      return failed ? `reads failed: ${failed}` : null;
    });
  }

  /** The overlay of a page, found and read through the DevTools protocol. */
  host(page: Page) {
    return {
      getAttribute: async (name: string) => (await this.probeOf(page)).attribute(name),
      count: async () => ((await (await this.probeOf(page)).present()) ? 1 : 0),
    };
  }

  /** A game page in a tab of its own (`file` on the fixture server, or a whole address). */
  async openGame(file: string): Promise<{ page: Page; tabId: number }> {
    const page = await this.context.newPage();
    const errors = this.games.add(page);
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    await page.goto(/^https?:/.test(file) ? file : `${this.server.origin}/${file}`);
    const tabId = await this.control.evaluate(
      async (url) => (await chrome.tabs.query({})).find((tab) => tab.url === url)?.id ?? -1,
      page.url(),
    );
    return { page, tabId };
  }

  async extensionPage(path: string): Promise<Page> {
    const page = await this.context.newPage();
    await page.goto(`chrome-extension://${this.extensionId}/${path}`);
    return page;
  }

  /** The popup's switch, clicked as a user would: asks for the site, registers and injects the reader. */
  async enableReading(tabId: number, on = true): Promise<void> {
    const popup = await this.extensionPage(`popup.html?tab=${tabId}`);
    const toggle = popup.locator('#read-site');
    await toggle.waitFor();
    if ((await toggle.isChecked()) !== on) await toggle.setChecked(on);
    const origin = await this.control.evaluate(
      async (id) => new URL((await chrome.tabs.query({})).find((tab) => tab.id === id)?.url ?? 'about:blank').origin,
      tabId,
    );
    await expect
      .poll(() => popup.evaluate(() => chrome.scripting.getRegisteredContentScripts().then((s) => s.map((script) => script.id))))
      .toSatisfy((ids: string[]) => ids.includes(`game:${origin}`) === on);
    await popup.close();
  }

  async openReading(file: string): Promise<{ page: Page; tabId: number; probe: OverlayProbe }> {
    const game = await this.openGame(file);
    await this.enableReading(game.tabId);
    await expect.poll(() => this.host(game.page).count()).toBe(1);
    return { ...game, probe: await this.probeOf(game.page) };
  }

  /**
   * The overlay's state (its data attributes, named without `data-`), asked of the content script
   * by the extension: no walk of the page's DOM through the DevTools protocol, which on a page of
   * 50,000 elements is work for the page's main thread at every poll. Empty while none answers.
   */
  overlayState(tabId: number): Promise<Record<string, string>> {
    return this.control.evaluate(
      async (id) => (await chrome.tabs.sendMessage(id, { type: 'overlay-state' }).catch(() => undefined)) ?? {},
      tabId,
    );
  }

  /** Everything in the extension's local (or session) storage. */
  stored(area: 'local' | 'session' = 'local'): Promise<Record<string, unknown>> {
    return this.control.evaluate((which) => chrome.storage[which].get(null), area);
  }

  /** The learnt patterns, by origin. */
  async storedPatterns(): Promise<Record<string, unknown>> {
    const stored = await this.stored('local');
    return Object.fromEntries(
      Object.entries(stored)
        .filter(([key]) => key.startsWith('pattern:'))
        .map(([key, value]) => [key.slice('pattern:'.length), value]),
    );
  }
}
