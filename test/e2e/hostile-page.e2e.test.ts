import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChromiumExtension } from './chromium-extension.js';

/*
 * Issue 29: a game page cannot put words in the overlay's mouth or read it: no part of what the
 * extension draws answers to the page's `::part()` rules (which would restyle the verdict, or
 * fetch an address that tells the page what is shown), and an error thrown through the
 * recorder's hooks names no extension.
 */
let chrome: ChromiumExtension;

beforeAll(async () => {
  chrome = await ChromiumExtension.launch();
}, 60_000);

afterEach(async () => {
  expect(await chrome.games.closeAll()).toEqual([]);
});

afterAll(async () => {
  await chrome?.close();
});

describe('issue 29: the overlay answers only to the player', () => {
  it('the page’s ::part() rules reach nothing: no beacon fetched while the verdict is shown', async () => {
    const requested: string[] = [];
    const { page, probe } = await chrome.openGame('hostile/parts.html').then(async (game) => {
      game.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await chrome.enableReading(game.tabId);
      return { ...game, probe: await chrome.probeOf(game.page) };
    });
    await expect.poll(() => probe.attribute('data-hand')).toBe('HT HJ HQ HK HA S6 D9');
    if (await probe.exists('.pill-only')) await probe.click('button.toggle');
    await expect.poll(() => probe.text('.verdict')).toContain('You & Partner write');
    // The page has laid out (and fetched what its CSS asked for) while the verdict was shown.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(requested.filter((path) => path.startsWith('/beacon'))).toEqual([]);
    // The overlay's own drawing is never taken for a change of the page's.
    expect(await probe.attribute('data-restored')).toBeNull();
  });

  it('an error thrown through the recorder’s canvas hooks carries no extension address', async () => {
    const { page, probe } = await chrome.openReading('hostile/parts.html');
    await expect.poll(() => probe.attribute('data-hand')).toBe('HT HJ HQ HK HA S6 D9');
    const stack = await page.evaluate(() => (window as unknown as { drawError: () => string }).drawError());
    expect(stack).toContain('TypeError');
    expect(stack).not.toContain('extension://');
    expect(stack).not.toContain(chrome.extensionId);
  });

  it('a hand sent through the recorder’s port for a place where nothing is drawn is refused', async () => {
    // Switched on for a page already open (switched off and loaded again first, whatever ran
    // before): the page's listener was there before the recorder and took the port.
    const game = await chrome.openGame('hostile/port.html');
    await chrome.enableReading(game.tabId, false);
    await game.page.reload();
    await chrome.enableReading(game.tabId, true);
    await expect.poll(() => chrome.host(game.page).count()).toBe(1);
    const { page } = game;
    const probe = await chrome.probeOf(page);
    // The page took the port (it listened first) and has sent its made-up frame over and over.
    await expect.poll(() => page.evaluate(() => (window as unknown as { forged: number }).forged)).toBeGreaterThan(10);
    expect(await probe.attribute('data-hand')).toBe('');
    expect(await probe.attribute('data-best')).toBe('');
  });

  it('loaded with reading on, the page never sees the recorder’s port, nor can it answer first', async () => {
    const { page, probe } = await chrome.openReading('hostile/port.html');
    await page.reload();
    await expect.poll(() => chrome.host(page).count()).toBe(1);
    const reloaded = await chrome.probeOf(page);
    await expect.poll(() => reloaded.attribute('data-step')).toBe('read');
    expect(await page.evaluate(() => (window as unknown as { portSeen: boolean }).portSeen)).toBe(false);
    expect(await reloaded.attribute('data-hand')).toBe('');
    void probe;
  });
});
