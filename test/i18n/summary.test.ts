import { describe, expect, test } from 'vitest';
import { DEFAULT_PAIRING, LANGS, readTable, resolveTable } from '../../src/core/index.js';
import { getMessages } from '../../src/i18n/index.js';
import { summaryText } from '../../src/i18n/summary.js';

describe('issue 27: the summary sentences end once', () => {
  test.each(LANGS)('%s: "nobody writes" takes no second full stop', (lang) => {
    const read = readTable({ trump: 'H', hands: ['H6 S8 D9 CJ', 'HK SA D6 C9'] });
    if (!read.ok) throw new Error('the table did not read');
    const text = summaryText(resolveTable(read.table), {
      messages: getMessages(lang),
      lang,
      face: 'french',
      pairing: DEFAULT_PAIRING,
    });
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/\.\./);
  });
});

describe('issue 27: labels name a player as the screen does, once', () => {
  test.each(LANGS)('%s: the seat word is not doubled', (lang) => {
    const ui = getMessages(lang).ui;
    for (const label of [ui.cardsLabel('Player 1'), ui.textLabel('Player 1'), ui.errorsIn('Player 1')]) {
      expect(label).toContain('Player 1');
      expect(label).not.toMatch(/seat Player|Platz Player|place Player|posto Player/);
    }
  });
});
