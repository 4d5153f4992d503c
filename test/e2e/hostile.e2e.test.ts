import type { CDPSession, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChromiumExtension } from './chromium-extension.js';
import { serveFixtures } from './fixture-server.js';

/*
 * Issue 15: a site the player switched reading on for, turned hostile. Each attack of the issue
 * against the built extension in Chromium (the most relevant again in Firefox): nothing the
 * page can hear or send ends us, no game state is in its DOM, it cannot take our element, it
 * cannot flood what we keep, its absurd markup costs us little, and what is learnt is kept per
 * origin. The figures (bytes kept, longest task, main-thread share) are printed by `npm run bench`.
 */
let chrome: ChromiumExtension;

beforeAll(async () => {
  chrome = await ChromiumExtension.launch();
}, 60_000);

afterEach(async () => {
  expect(await chrome.closeGames()).toEqual([]);
});

afterAll(async () => {
  await chrome?.close();
});

const HAND = 'HT HJ HQ HK HA S6 D9';

/** Long tasks of the page's main thread from now on (ours run there too), in ms. */
async function watchLongTasks(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const box = window as unknown as { longTasks: number[] };
    box.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) box.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  return () => page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
}

/** The page's main-thread busy time over `ms` (DevTools' TaskDuration), as a share of it. */
async function busyShare(cdp: CDPSession, ms: number): Promise<number> {
  const taskSeconds = async () => {
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
  };
  const before = await taskSeconds();
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return ((await taskSeconds()) - before) / ((Date.now() - started) / 1000);
}

/** A page switched on, with every address it asks for from before the reader comes (what CSS alone fetches shows there). */
async function openWatchingRequests(file: string) {
  const requested: string[] = [];
  const game = await chrome.openGame(file);
  game.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await chrome.enableReading(game.tabId);
  return { ...game, probe: await chrome.probeOf(game.page), requested };
}

describe('issue 15: a switched-on site cannot stop, read, flood or poison the extension', () => {
  it('1. nothing posted to the page names the extension, and its forged "newer script" signal ends nothing', async () => {
    const { page, probe } = await chrome.openReading('hostile/forge.html');
    await expect.poll(() => probe.attribute('data-hand')).toBe(HAND);
    const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    expect(heard.filter((message) => message.includes(chrome.extensionId) || message.includes('wxt'))).toEqual([]);
    // A page that knows the extension's id (it is public in the stores) sends the signal anyway.
    await page.evaluate((id) => (window as unknown as { forge: (id: string) => void }).forge(id), chrome.extensionId);
    await page.evaluate(() => document.querySelector('[data-card="D9"]')?.remove());
    await expect.poll(() => probe.attribute('data-hand')).toBe('HT HJ HQ HK HA S6');
    expect(await probe.present()).toBe(true);
  });

  it('1. a reader that stopped is started again by the popup’s switch', async () => {
    const { page, tabId, probe } = await chrome.openReading('hostile/forge.html');
    await expect.poll(() => probe.attribute('data-hand')).toBe(HAND);
    await chrome.enableReading(tabId, false);
    await chrome.enableReading(tabId, true);
    await page.evaluate(() => document.querySelector('[data-card="HA"]')?.remove());
    await expect.poll(() => probe.attribute('data-hand')).toBe('HT HJ HQ HK S6 D9');
  });

  it('2. no game state in the page’s DOM: CSS alone fetches nothing, scripts find nothing', async () => {
    const { page, probe, requested } = await openWatchingRequests('hostile/css-leak.html');
    await expect.poll(() => probe.attribute('data-hand')).toBe(HAND);
    await probe.click('button.teach');
    await expect.poll(() => probe.attribute('data-step')).toBe('teach-waiting');
    expect(
      await page.evaluate(
        () =>
          [...document.querySelectorAll('*')].filter((element) =>
            [...element.attributes].some((attribute) => /^data-(hand|best|trump|face|step|place)$/.test(attribute.name)),
          ).length,
      ),
    ).toBe(0);
    await probe.click('button.cancel');
    // The page has laid out (and fetched what its CSS asked for) while the state was set.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(requested.filter((path) => path.startsWith('/leak'))).toEqual([]);
  });

  it('3. a page that claims element names and spoils built-ins first cannot take the overlay', async () => {
    const { page, probe } = await chrome.openReading('hostile/define-first.html');
    await expect.poll(() => probe.attribute('data-hand')).toBe(HAND);
    expect(await page.evaluate(() => (window as unknown as { taken: string[] }).taken)).toEqual([]);
  });

  it('4. what is kept of a page is bounded: a 1.9 MB address and 25,000 groups of others', { timeout: 60_000 }, async () => {
    // The address is the page's to choose: a query to its server, then 1.9 MB after the '#'.
    const address = `${chrome.server.origin}/hostile/flood.html?${'q'.repeat(4_000)}#${'f'.repeat(1_900_000)}`;
    const game = await chrome.openGame(address);
    await chrome.enableReading(game.tabId);
    const probe = await chrome.probeOf(game.page);
    await expect.poll(() => probe.attribute('data-hand'), { timeout: 30_000 }).toBe(HAND);
    const key = `table:${game.tabId}`;
    await expect.poll(async () => (await chrome.stored('session'))[key] !== undefined).toBe(true);
    const kept = (await chrome.stored('session'))[key] as { url: string; read: { others: string[][] } };
    expect(kept.url).toBe(`${chrome.server.origin}/hostile/flood.html`);
    expect(kept.read.others.length).toBeLessThanOrEqual(3);
    expect(kept.read.others.every((group) => group.length <= 9)).toBe(true);
    expect(JSON.stringify(kept).length).toBeLessThan(2048);
    // The tab's table goes with the tab.
    await game.page.close();
    await expect.poll(async () => (await chrome.stored('session'))[key]).toBeUndefined();
  });

  it('4. teaching on a hand named 10 MB long is refused with a word to the player; nothing is stored', async () => {
    const { page, probe } = await chrome.openReading('hostile/teach-huge.html');
    await expect.poll(() => probe.attribute('data-hand')).toBe('HA HK HQ S9');
    await probe.click('button.teach');
    await page.locator('.kt').first().click();
    await expect.poll(() => probe.attribute('data-step')).toBe('teach-unsaved');
    expect(await probe.text('.prompt')).toContain('named too long to remember');
    expect(await chrome.storedPatterns()).toEqual({});
    expect(JSON.stringify(await chrome.stored('local')).length).toBeLessThan(10_000);
    await probe.click('button.cancel');
  });

  /** An absurd page read, then changed and read again: the page's blocked time meanwhile, in ms. */
  async function blockedReading(path: string): Promise<number> {
    const game = await chrome.openGame(path);
    const longTasks = await watchLongTasks(game.page);
    await chrome.enableReading(game.tabId);
    const probe = await chrome.probeOf(game.page);
    await expect.poll(() => probe.attribute('data-hand'), { timeout: 10_000 }).toBe(HAND);
    await game.page.evaluate(() => document.querySelector('[data-card="D9"]')?.remove());
    await expect.poll(() => probe.attribute('data-hand'), { timeout: 10_000 }).toBe('HT HJ HQ HK HA S6');
    return (await longTasks()).reduce((sum, task) => sum + task, 0);
  }

  it('5. card names of 100,000 and 300,000 digits freeze nothing (12 s before)', async () => {
    // What is left is the browser's own work on 400,000-character attributes (styles, one image
    // address), not a regular expression of ours: a few tenths of a second, once (the figure is
    // `npm run bench -- hostile-pages`). The bound only tells a freeze from that on a busy machine.
    expect(await blockedReading('hostile/absurd.html?levels=0')).toBeLessThan(2000);
  });

  it('5. 2,000 cards under 2,000 levels of nesting: read, with the page never frozen (10.8 s before)', async () => {
    // Any change to a page this deep costs its own layout a tenth of a second; our walks stop at
    // 32 levels, so what is left is that layout, once or twice (10.8 s in all before; the figure
    // is `npm run bench -- hostile-pages`, the bound only tells a freeze from it on a busy machine).
    expect(await blockedReading('hostile/absurd.html?levels=2000')).toBeLessThan(2000);
  });

  it('5. 50,000 cards and a change every frame: reading takes under a tenth of the main thread', {
    timeout: 60_000,
  }, async () => {
    const game = await chrome.openGame('hostile/every-frame.html');
    const cdp = await game.page.context().newCDPSession(game.page);
    await cdp.send('Performance.enable');
    const without = await busyShare(cdp, 3000);
    await chrome.enableReading(game.tabId);
    const probe = await chrome.probeOf(game.page);
    await expect.poll(() => probe.attribute('data-hand'), { timeout: 10_000 }).toBe(HAND);
    // The first reads of a page fill the reader's cache: the share is measured once it has.
    await busyShare(cdp, 2000);
    const withReader = await busyShare(cdp, 3000);
    expect(withReader - without).toBeLessThan(0.1);
    // Our own longest task, as the overlay keeps it (the page's own frames run long at times).
    // The aim is 50 ms; on a busy two-core machine one style pass, garbage collection or query of
    // a page this large runs to 70-150 ms now and then, 281 ms once in a loaded clean-clone run
    // (`npm run bench` prints the figure): the bound only tells a freeze from that.
    expect(Number.parseFloat((await probe.attribute('data-longest-task')) ?? '')).toBeLessThan(500);
  });

  it('6. what is learnt is kept per origin, and switching a site off forgets it', async () => {
    const other = await serveFixtures();
    try {
      const { page, tabId, probe } = await chrome.openReading('teach-unknown.html');
      await probe.click('button.teach');
      await page.locator('.z3 .kt').nth(2).click();
      await expect.poll(() => probe.attribute('data-hand')).toBe('HQ HK HA S9 DJ CT');
      expect(Object.keys(await chrome.storedPatterns())).toEqual([chrome.server.origin]);
      // The same page on another port is another origin: not switched on, nothing read there.
      const elsewhere = await chrome.openGame(`${other.origin}/teach-unknown.html`);
      await elsewhere.page.waitForLoadState('load');
      expect(await (await chrome.probeOf(elsewhere.page)).present()).toBe(false);
      await chrome.enableReading(tabId, false);
      await expect.poll(() => chrome.storedPatterns()).toEqual({});
      expect(Object.keys(await chrome.stored('local')).filter((key) => key.startsWith('place:'))).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

/*
 * Issue 29: a game page cannot put words in the overlay's mouth or read it: no part of what the
 * extension draws answers to the page's `::part()` rules (which would restyle the verdict, or
 * fetch an address that tells the page what is shown), an error thrown through the recorder's
 * hooks names no extension, and the recorder's port is not the page's to use.
 */
describe('issue 29: the overlay answers only to the player', () => {
  it('the page’s ::part() rules reach nothing: no beacon fetched while the verdict is shown', async () => {
    const { page, probe, requested } = await openWatchingRequests('hostile/parts.html');
    await expect.poll(() => probe.attribute('data-hand')).toBe('HT HJ HQ HK HA S6 D9');
    if (await probe.exists('.pill-only')) await probe.click('button.toggle');
    await expect.poll(() => probe.text('.verdict')).toContain('You & Partner write');
    // The page has laid out (and fetched what its CSS asked for) while the verdict was shown.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(requested.filter((path) => path.startsWith('/beacon'))).toEqual([]);
    // The overlay's own drawing is never taken for a change of the page's.
    expect(await probe.attribute('data-restored')).toBeNull();
  });

  it('the page’s find and selection reach no word of the overlay, and cut nothing; a screen reader hears it', async () => {
    const { page, probe } = await chrome.openReading('hostile/parts.html');
    await expect.poll(() => probe.attribute('data-hand')).toBe(HAND);
    if (await probe.exists('.pill-only')) await probe.click('button.toggle');
    await expect.poll(() => probe.text('.verdict')).toContain('You & Partner write');
    const verdict = await probe.text('.verdict');
    const words = ['Weis', 'Partner', 'write', 'Teach', 'Hearts', 'King', '100'];
    const reached = await page.evaluate(
      (list) =>
        (window as unknown as { reach: (words: string[]) => { found: string[]; selected: string; all: string } }).reach(list),
      words,
    );
    expect(reached.found).toEqual([]);
    for (const word of ['Weis', 'Partner', 'write']) {
      expect(reached.selected).not.toContain(word);
      expect(reached.all).not.toContain(word);
    }
    expect(await probe.text('.verdict')).toBe(verdict);
    // Drawn by CSS, the words are still in the accessibility tree the screen readers read.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { name?: { value?: string } }[] };
    const heard = nodes.map((node) => node.name?.value ?? '').join(' ');
    expect(heard).toContain('You & Partner write');
  });

  it('words the player cannot see, a chat, an impossible value and combining marks are no one’s announcement', async () => {
    const { probe } = await chrome.openReading('hostile/words.html');
    await expect.poll(() => probe.attribute('data-hand')).toBe('H9 HT HJ HQ S6 D7 C8 SK DA');
    // Off-screen, transparent and covered lines, and the chat's "Beat: Weis 100", "Chrigu: nothing":
    // no seat said anything the player saw. Anna's "Weis 300" (the game's own line) is refused at her seat.
    await expect.poll(() => probe.attribute('data-best')).toBe('50');
    expect(await probe.attribute('data-said')).toBe('||');
    expect(await probe.attribute('data-verdict')).toMatch(/^conditional:/);
    if (await probe.exists('.pill-only')) await probe.click('button.toggle');
    await expect.poll(() => probe.text('.unplaced.refused')).toContain('Left');
    expect(await probe.text('.unplaced.refused')).toContain('300');
    expect(await probe.exists('.rests-on-page')).toBe(false);
    // The player's own fifty, and what the table is asked, stay.
    expect(await probe.text('.verdict')).toContain('You & Partner write if');
    const shown = await probe.text();
    expect(shown).not.toMatch(/[\u0300-\u036f]/);
    expect(shown).not.toContain('100 %');
    expect(shown).not.toContain('Weis 100');
  });

  it('an error thrown through the recorder’s canvas hooks carries no extension address', async () => {
    const { page, probe } = await chrome.openReading('hostile/parts.html');
    await expect.poll(() => probe.attribute('data-hand')).toBe('HT HJ HQ HK HA S6 D9');
    const stack = await page.evaluate(() => (window as unknown as { drawError: () => string }).drawError());
    expect(stack).toContain('TypeError');
    expect(stack).not.toContain('extension://');
    expect(stack).not.toContain(chrome.extensionId);
  });

  it('issue 36: a page that replaces the built-ins once it runs never meets the extension in a stack', async () => {
    // Function.call and apply, setTimeout, postMessage, JSON, getTransform, DOMRect's and DOMMatrix's
    // getters, WeakMap, Array and String methods, the array iterator, toJSON …
    const { page, probe } = await chrome.openReading('canvas-images.html?words&spy');
    await expect.poll(() => probe.attribute('data-hand')).toBe('H6 H7 H8 H9 SJ SK CT DA DQ');
    await expect.poll(() => probe.attribute('data-trump')).toBe('D');
    const spied = await page.evaluate(() => (window as unknown as { spied: string[] }).spied);
    expect(spied).toEqual([]);
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
