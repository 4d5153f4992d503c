import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { forgetTab, handleMessage, isSwitchingPage } from '../../src/extension/background.js';
import { isExtensionMessage, readableOrigin } from '../../src/extension/messages.js';
import { DEFAULT_SETTINGS, normalizeSettings } from '../../src/extension/settings.js';
import { forgetSite, loadPattern, loadPlace, savePattern, savePlace } from '../../src/extension/site-memory.js';
import { settingsItem } from '../../src/extension/storage.js';
import { getTabTable } from '../../src/extension/tab-tables.js';

beforeEach(() => fakeBrowser.reset());

const read = { hand: ['HA', 'HK', 'HQ'] as const, trump: 'S' as const, face: null, others: [], via: 'generic' as const };

const POPUP = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') };
const fromTab = (id: number, url = 'https://jass.example/t/1') => ({ id: fakeBrowser.runtime.id, url, tab: { id } as never });

describe('background', () => {
  test('a page read is kept per tab for the side panel, and forgotten with the tab', async () => {
    expect(
      await handleMessage(
        { type: 'page-read', read: { ...read, hand: [...read.hand] }, url: 'https://jass.example/t/1' },
        fromTab(7),
      ),
    ).toEqual({ ok: true });
    const table = await getTabTable(7);
    expect(table?.read.hand).toEqual(['HA', 'HK', 'HQ']);
    expect(table?.url).toBe('https://jass.example/t/1');
    await forgetTab(7);
    expect(await getTabTable(7)).toBeNull();
  });

  test('a page read without a tab is refused', async () => {
    expect(await handleMessage({ type: 'page-read', read: { ...read, hand: [] }, url: 'x' }, POPUP)).toEqual({
      ok: false,
      error: 'no tab',
    });
  });

  test('issue 15: what is kept of a page is bounded: origin and path only, three groups of others', async () => {
    const url = `https://jass.example/t/1?${'q'.repeat(2_000_000)}#${'f'.repeat(1000)}`;
    const others = Array.from({ length: 25_000 }, () => ['S6', 'S7', 'S8', 'S9', 'ST', 'SJ', 'SQ', 'SK', 'SA', 'H6'] as never);
    await handleMessage({ type: 'page-read', read: { ...read, hand: [...read.hand], others }, url }, fromTab(3));
    const table = await getTabTable(3);
    expect(table?.url).toBe('https://jass.example/t/1');
    expect(table?.read.others).toHaveLength(3);
    expect(table?.read.others[0]).toHaveLength(9);
    expect(JSON.stringify(table).length).toBeLessThan(1000);
  });

  test('issue 15: one key per tab, and a later read is never overwritten by an earlier one', async () => {
    const reads = ['H6', 'H7', 'H8'].map((card) =>
      handleMessage({ type: 'page-read', read: { ...read, hand: [card] as never }, url: 'https://a.example/' }, fromTab(5)),
    );
    await handleMessage({ type: 'page-read', read: { ...read, hand: ['CA'] as never }, url: 'https://b.example/' }, fromTab(6));
    await Promise.all(reads);
    expect((await getTabTable(5))?.read.hand).toEqual(['H8']);
    expect((await getTabTable(6))?.read.hand).toEqual(['CA']);
  });

  test('issue 15: only the popup and the side panel may switch sites; a content script may not', async () => {
    for (const sender of [
      fromTab(1),
      fromTab(1, fakeBrowser.runtime.getURL('/popup.html').replace('chrome-extension', 'https')),
      {},
    ]) {
      expect(await handleMessage({ type: 'disable-site', origin: 'https://jass.example' }, sender)).toEqual({
        ok: false,
        error: 'only the popup and side panel switch sites',
      });
    }
    expect(isSwitchingPage(POPUP)).toBe(true);
    expect(isSwitchingPage({ ...POPUP, url: fakeBrowser.runtime.getURL('/sidepanel.html?tab=3') })).toBe(true);
    expect(isSwitchingPage({ ...POPUP, url: fakeBrowser.runtime.getURL('/background.js') })).toBe(false);
  });

  test('issue 15: switching a site off forgets what was learnt there, and only there', async () => {
    const pattern = { hand: '.hand', card: '.card', wide: false };
    await savePattern('https://jass.example', pattern);
    await savePlace('https://jass.example', { x: 10, y: 20, collapsed: false });
    await savePattern('http://jass.example', pattern);
    await handleMessage({ type: 'disable-site', origin: 'https://jass.example' }, POPUP).catch(() => undefined);
    await forgetSite('https://jass.example');
    expect(await loadPattern('https://jass.example')).toBeNull();
    expect(await loadPlace('https://jass.example')).toEqual({ x: null, y: null, collapsed: false });
    // Another scheme of the same host is another origin: its pattern stays.
    expect(await loadPattern('http://jass.example')).toEqual(pattern);
  });

  test('issue 15: a learnt pattern over its cap is refused, and nothing is written', async () => {
    const huge = { hand: '.hand', card: `#${'x'.repeat(10_000_000)}`, wide: false };
    expect(await savePattern('https://jass.example', huge)).toEqual({ ok: false, reason: 'too-large' });
    expect(await loadPattern('https://jass.example')).toBeNull();
  });
});

describe('messages', () => {
  test.each([
    [{ type: 'teach' }, true],
    [{ type: 'overlay-state' }, true],
    [{ type: 'enable-site', origin: 'https://a.example', tabId: 1 }, true],
    [{ type: 'steal-cookies' }, false],
    ['teach', false],
    [null, false],
  ])('%j is a message: %s', (value, expected) => {
    expect(isExtensionMessage(value)).toBe(expected);
  });

  test.each([
    ['https://jass.example/table/3?x=1', 'https://jass.example'],
    ['http://127.0.0.1:8080/game.html', 'http://127.0.0.1:8080'],
    ['chrome://extensions', null],
    ['about:blank', null],
    [undefined, null],
  ])('the readable origin of %s is %s', (url, origin) => {
    expect(readableOrigin(url)).toBe(origin);
  });
});

describe('settings', () => {
  test('stored settings start from the defaults', async () => {
    expect(await settingsItem.getValue()).toEqual(DEFAULT_SETTINGS);
  });
  test('whatever storage holds becomes valid settings', () => {
    expect(normalizeSettings({ rules: 'belot', lang: 'it', deck: 'german-swiss', overlay: false })).toMatchObject({
      rules: 'belot',
      lang: 'it',
      deck: 'german-swiss',
      overlay: false,
    });
    expect(normalizeSettings({ rules: 'poker', lang: 'xx', deck: 'tarot', pairing: { rosen: 'H' }, overlay: 'yes' })).toEqual(
      DEFAULT_SETTINGS,
    );
    expect(normalizeSettings(null)).toEqual(DEFAULT_SETTINGS);
  });
});
