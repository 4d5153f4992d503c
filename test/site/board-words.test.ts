import { describe, expect, test } from 'vitest';
import { BOARD_PARTS, LANGS } from '../../src/core/index.js';
import { APP_WORDS } from '../../src/i18n/app/index.js';
import { atTheTable } from '../../src/i18n/app/table-talk.js';
import { getMessages } from '../../src/i18n/index.js';

describe('the board’s words (issue 46)', () => {
  test('French says what counted first without a wrong agreement (“annonces compté”)', () => {
    const words = APP_WORDS.fr.board;
    for (const part of BOARD_PARTS) expect(words.winsFirst('Nous', words.parts[part])).not.toMatch(/(annonces|plis) compté/);
    expect(words.winsFirst('Nous', words.parts.weis)).toBe('Nous gagne : les deux au but, compté d’abord : annonces');
  });
  test('Swiss German at the table asks and explains in Swiss German; the others keep the calculator’s words', () => {
    expect(APP_WORDS['de-CH'].board.table?.verdict.questions.highest).toBe('Bis zu welere Charte?');
    expect(APP_WORDS['de-CH'].board.table?.ui.decidedByStage('höchschti Charte')).toBe('entschide dur höchschti Charte');
    for (const lang of LANGS.filter((lang) => lang !== 'de-CH')) expect(APP_WORDS[lang].board.table).toBeNull();
  });
  test('the Wys tab at the table: the calculator asks and explains in the table’s Swiss German (it spoke standard German)', () => {
    const spoken = atTheTable(getMessages('de-CH'), APP_WORDS['de-CH'].board.table);
    expect(spoken.verdict.ask('Rächts', spoken.verdict.questions.points)).toBe('Fröög Rächts: Wievill?');
    expect(spoken.verdict.decidedBy(spoken.stages.highest)).toBe('Entschide dur: höchschti Charte.');
    expect(spoken.verdict.seatsFromYou).toEqual(['Rächts', 'Partner', 'Links']);
    expect(atTheTable(getMessages('de'), APP_WORDS.de.board.table)).toBe(getMessages('de'));
  });
  test('no sentence of the board says “undefined” or leaves a blank where a value goes', () => {
    for (const lang of LANGS) {
      const words = APP_WORDS[lang].board as unknown as Record<string, unknown>;
      for (const [key, word] of Object.entries(words)) {
        if (typeof word !== 'function') continue;
        const said = String((word as (...values: string[]) => unknown)('A', 'B', 'C'));
        expect(said, `${lang} ${key}`).not.toMatch(/undefined|\$\{/);
      }
    }
  });
});
