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
