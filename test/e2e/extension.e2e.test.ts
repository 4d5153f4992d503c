import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { serveFixtures } from './fixture-server.js';

const E2E_BUILD = fileURLToPath(new URL('../../.output/e2e/chrome-mv3', import.meta.url));
const RELEASE = fileURLToPath(new URL('../../.output/', import.meta.url));

/** The extension APIs the tests call from extension pages. */
declare const chrome: {
  tabs: { query: (query: { url: string }) => Promise<{ id?: number }[]> };
  scripting: { getRegisteredContentScripts: () => Promise<unknown[]> };
};

let context: BrowserContext;
let extensionId: string;
let server: Awaited<ReturnType<typeof serveFixtures>>;
let profile: string;

beforeAll(async () => {
  server = await serveFixtures();
  profile = await mkdtemp(join(tmpdir(), 'jass-weis-e2e-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    locale: 'en-US',
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [`--disable-extensions-except=${E2E_BUILD}`, `--load-extension=${E2E_BUILD}`, ...CHROMIUM_ARGS],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  extensionId = new URL(worker.url()).host;
}, 60_000);

afterAll(async () => {
  await context?.close();
  await server?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
});

const overlayHost = (page: Page) => page.locator('jass-weis-overlay');

async function openGame(file: string): Promise<{ page: Page; tabId: number }> {
  const page = await context.newPage();
  await page.goto(`${server.origin}/${file}`);
  const tabId = await extensionPage('popup.html').then(async (ext) => {
    const id = await ext.evaluate(async (url) => (await chrome.tabs.query({ url }))[0]?.id ?? -1, page.url());
    await ext.close();
    return id;
  });
  return { page, tabId };
}

async function extensionPage(path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/${path}`);
  return page;
}

/** The popup's switch, clicked as a user would: asks for the site, registers and injects the reader. */
async function enableReading(tabId: number): Promise<void> {
  const popup = await extensionPage(`popup.html?tab=${tabId}`);
  const toggle = popup.locator('#read-site');
  await toggle.waitFor();
  await toggle.check();
  await expect
    .poll(() => popup.evaluate(() => chrome.scripting.getRegisteredContentScripts().then((s) => s.length)))
    .toBeGreaterThan(0);
  await popup.close();
}

describe('the built extension in Chromium', () => {
  it('release manifests ask for exactly the intended permissions', async () => {
    const chrome = JSON.parse(await readFile(join(RELEASE, 'chrome-mv3/manifest.json'), 'utf8'));
    expect(chrome.permissions).toEqual(['storage', 'activeTab', 'scripting', 'sidePanel']);
    expect(chrome.optional_host_permissions).toEqual(['http://*/*', 'https://*/*']);
    expect(chrome.host_permissions).toBeUndefined();
    expect(chrome.content_scripts).toBeUndefined();
    expect(chrome.side_panel).toEqual({ default_path: 'sidepanel.html' });
    const firefox = JSON.parse(await readFile(join(RELEASE, 'firefox-mv3/manifest.json'), 'utf8'));
    expect(firefox.permissions).toEqual(['storage', 'activeTab', 'scripting']);
    expect(firefox.host_permissions).toBeUndefined();
    expect(firefox.sidebar_action.default_panel).toBe('sidepanel.html');
    expect(firefox.browser_specific_settings.gecko.id).toBe('jass-weis@jass-weis.app');
  });

  it('reads nothing before the user enables the site', async () => {
    const { page } = await openGame('german-swiss-images.html');
    await page.waitForTimeout(500);
    expect(await overlayHost(page).count()).toBe(0);
    await page.close();
  });

  it('after enabling: the overlay shows the best Weis and what to say', async () => {
    const { page, tabId } = await openGame('german-swiss-images.html');
    await enableReading(tabId);
    await expect.poll(() => overlayHost(page).getAttribute('data-hand')).toBe('HQ HK HA SJ DJ CJ HJ CT S9');
    expect(await overlayHost(page).getAttribute('data-best')).toBe('200');
    const overlay = overlayHost(page).locator('.overlay');
    await expect.poll(() => overlay.textContent()).toContain('Four Jacks');
    expect(await overlay.textContent()).toContain('“two hundred”');
    expect(await overlay.textContent()).toContain('Trump: Spades');
    // The odds of a lone hand, by Monte Carlo over the unseen cards.
    await expect.poll(() => overlay.locator('.odds').textContent()).toMatch(/“two hundred” wins \d+ % of the time/);
    await page.close();
  });

  it('the hand changes and the overlay follows', async () => {
    const { page, tabId } = await openGame('rerender.html');
    await enableReading(tabId);
    await expect.poll(() => overlayHost(page).getAttribute('data-hand')).toBe('HA HK HQ SJ S9 DT CT C8 D6');
    expect(await overlayHost(page).getAttribute('data-best')).toBe('20');
    await page.evaluate(() => (window as unknown as { play: (card: string) => void }).play('HK'));
    await expect.poll(() => overlayHost(page).getAttribute('data-hand')).toBe('HA HQ SJ S9 DT CT C8 D6');
    expect(await overlayHost(page).getAttribute('data-best')).toBe('');
    await page.close();
  });

  it('teach mode: one click on a card of an unknown markup, remembered for the site', async () => {
    const { page, tabId } = await openGame('teach-unknown.html');
    await enableReading(tabId);
    const overlay = overlayHost(page).locator('.overlay');
    await expect.poll(() => overlay.textContent()).toContain('No cards found');
    await overlay.locator('button.teach').click();
    await page.locator('.z3 .kt').nth(1).click();
    await expect.poll(() => overlayHost(page).getAttribute('data-hand')).toBe('HQ HK HA S9 DJ CT');
    await page.reload();
    await expect.poll(() => overlayHost(page).getAttribute('data-hand')).toBe('HQ HK HA S9 DJ CT');
    await page.close();
  });

  it('the overlay collapses, and changes nothing of the page but its host', async () => {
    const { page, tabId } = await openGame('data-attributes.html');
    await enableReading(tabId);
    await expect.poll(() => overlayHost(page).getAttribute('data-best')).toBe('100');
    const toggle = overlayHost(page).locator('button.toggle');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // The page as served, against the page now without our host: nothing else differs.
    const served = await (await fetch(page.url())).text();
    const after = await page.evaluate(() => {
      const host = document.querySelector('jass-weis-overlay');
      const clone = document.body.cloneNode(true) as HTMLElement;
      clone.querySelector('jass-weis-overlay')?.remove();
      return { body: clone.innerHTML.trim(), hostParent: host?.parentElement?.localName };
    });
    expect(after.hostParent).toBe('body');
    expect(after.body).toBe(/<body>([\s\S]*)<\/body>/.exec(served)?.[1]?.trim());
    await page.close();
  });

  it('the popup renders and computes in quick mode', async () => {
    const popup = await extensionPage('popup.html');
    const input = popup.locator('jass-weis-calculator input[type="text"]');
    await input.fill('HA DA SA CA H6 H7 H8');
    await expect.poll(() => popup.locator('jass-weis-calculator .melds').textContent()).toContain('Four Aces');
    await popup.reload();
    expect(await popup.locator('jass-weis-calculator input[type="text"]').inputValue()).toBe('HA DA SA CA H6 H7 H8');
    await popup.locator('details.settings summary').click();
    await popup.locator('select[data-setting="lang"]').selectOption('de');
    await expect.poll(() => popup.locator('jass-weis-calculator .melds').textContent()).toContain('Vier Asse');
    await popup.locator('select[data-setting="lang"]').selectOption('');
    await popup.close();
  });

  it('the side panel shows the tab’s table, prefilled from the page', async () => {
    const { page, tabId } = await openGame('text-symbols.html');
    await enableReading(tabId);
    await expect.poll(() => overlayHost(page).getAttribute('data-best')).toBe('150');
    const panel = await extensionPage(`sidepanel.html?tab=${tabId}`);
    const calculator = panel.locator('jass-weis-calculator');
    await expect
      .poll(() => calculator.locator('section.seat').first().locator('input').inputValue())
      .toBe('H6 H7 H8 H9 HT HJ SQ SK SA');
    expect(await calculator.locator('section.seat').nth(1).locator('input').inputValue()).toBe('C7 C8 C9 CT');
    await expect.poll(() => calculator.locator('.verdict').first().textContent()).toContain('Seat 0 wins (decided by points)');
    await panel.close();
    await page.close();
  });
});
