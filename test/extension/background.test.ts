import { beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { forgetTab, handleMessage } from '../../src/extension/background.js';
import { isExtensionMessage, readableOrigin } from '../../src/extension/messages.js';
import { DEFAULT_SETTINGS, normalizeSettings } from '../../src/extension/settings.js';
import { settingsItem } from '../../src/extension/storage.js';
import { tabTablesItem } from '../../src/extension/tab-tables.js';

beforeEach(() => fakeBrowser.reset());

const read = { hand: ['HA', 'HK', 'HQ'] as const, trump: 'S' as const, face: null, others: [], via: 'generic' as const };

describe('background', () => {
  test('a page read is kept per tab for the side panel, and forgotten with the tab', async () => {
    expect(
      await handleMessage({ type: 'page-read', read: { ...read, hand: [...read.hand] }, url: 'https://jass.example/t/1' }, 7),
    ).toEqual({ ok: true });
    const tables = await tabTablesItem.getValue();
    expect(tables['7']?.read.hand).toEqual(['HA', 'HK', 'HQ']);
    expect(tables['7']?.url).toBe('https://jass.example/t/1');
    await forgetTab(7);
    expect(await tabTablesItem.getValue()).toEqual({});
  });

  test('a page read without a tab is refused', async () => {
    expect(await handleMessage({ type: 'page-read', read: { ...read, hand: [] }, url: 'x' }, undefined)).toEqual({
      ok: false,
      error: 'no tab',
    });
  });
});

describe('messages', () => {
  test.each([
    [{ type: 'teach' }, true],
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
