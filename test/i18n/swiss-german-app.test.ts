import { describe, expect, test } from 'vitest';
import { APP_WORDS } from '../../src/i18n/app/index.js';
import { atTheTable } from '../../src/i18n/app/table-talk.js';
import { getMessages } from '../../src/i18n/index.js';

/*
 * Issue 46's walk-through: in Swiss German, the app (its board and its Wys tab, the calculator
 * as the table speaks) is in the dialect, as the rest of de-CH is written ("Wys", "schriibt",
 * "gwünnt", "Charte"); the Wys tab said "Karten wählen", "Deine Hand", "Regeln", "Weitere
 * Einstellungen" in standard German. Every string is compared with the standard German one: where
 * they are alike, each word in it must be one the dialect says the same way, listed here.
 */

/** Words the dialect says as standard German does: game and card names, loan words, short words. */
const SAME_IN_THE_DIALECT = new Set([
  // The games, modes and rule sets by their names.
  'Schieber',
  'Coiffeur',
  'Differenzler',
  'Molotow',
  'Obenabe',
  'Undenufe',
  'Slalom',
  'Vorarlberg',
  'Belot',
  'Belote',
  'Rebelote',
  'Nio',
  'Jass',
  'Klaverjas',
  'Roem',
  'Stuk',
  'Tierce',
  'Quarte',
  'Carrés',
  'Match',
  'Konter',
  'Bonus',
  'Stöck',
  'Trumpf',
  // Cards the table names as in standard German (the Swiss cards' own names, and Herz, Dame, König, Ass).
  'Herz',
  'Dame',
  'König',
  'Ass',
  'Banner',
  'Under',
  'Ober',
  'Achter',
  'Vier',
  'Vierblatt',
  'Blatt',
  // The table's words that are the same.
  'Vorhand',
  'Faktor',
  'Spiel',
  'Partner',
  'Links',
  'Stich',
  'Team',
  'Total',
  'Ziel',
  'Wunsch',
  'Los',
  'Teams',
  'Statistik',
  'bis',
  'und',
  'im',
  'Im',
  'ja',
  'Du',
  'hundert',
]);

type Leaf = { path: string; text: string };

/** Values to call a sentence with: numbers, which every sentence prints and no word is made of. */
const CALLS: readonly (readonly unknown[])[] = [
  [3, 4, 5, false],
  [4, 5, 6, true],
];
/** A sentence that takes lists (the stages still open) is called with lists. */
const LIST_CALL: readonly unknown[] = [
  ['3', '4'],
  ['5', '6'],
];
const SAYS_POINTS = [20, 50, 100, 150, 200, 250, 300];

/** Every string of a table of words, a function's by what it says for each call it takes. */
function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (typeof value === 'function') {
    const say = (args: readonly unknown[]) => (value as (...args: unknown[]) => unknown)(...args);
    const calls = path === 'saysPoints' ? SAYS_POINTS.map((points) => [points]) : CALLS;
    try {
      return calls.flatMap((args, index) => leaves(say(args), `${path}#${index}`));
    } catch {
      return leaves(say(LIST_CALL), `${path}#list`);
    }
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  return [];
}

/** The words of a string that are not the dialect's own: letters only, the numbers it was called with left out. */
const standardWords = (text: string): string[] => (text.match(/\p{L}+/gu) ?? []).filter((word) => !SAME_IN_THE_DIALECT.has(word));

/** Strings of `swiss` alike to those of `standard` at the same place, with a word not listed as the dialect's. */
function alike(swiss: unknown, standard: unknown): string[] {
  const german = new Map(leaves(standard).map((leaf) => [leaf.path, leaf.text]));
  return leaves(swiss).flatMap(({ path, text }) =>
    german.get(path) === text && standardWords(text).length > 0 ? [`${path}: ${text}`] : [],
  );
}

describe('issue 46: the app in Swiss German says everything in the dialect', () => {
  test('the Wys tab (the calculator as the table speaks it): no string as in standard German', () => {
    const wys = atTheTable(getMessages('de-CH'), APP_WORDS['de-CH'].board.table);
    const { lang: _lang, quote: _quote, ...said } = wys;
    const { lang: _de, quote: _deQuote, ...standard } = atTheTable(getMessages('de'), APP_WORDS.de.board.table);
    expect(alike(said, standard)).toEqual([]);
  });

  test('the board and the app’s own words: no string as in standard German', () => {
    const { board, ...app } = APP_WORDS['de-CH'];
    const { board: deBoard, ...deApp } = APP_WORDS.de;
    const { table: _table, ...words } = board;
    const { table: _deTable, ...deWords } = deBoard;
    expect(alike({ ...app, board: words }, { ...deApp, board: deWords })).toEqual([]);
  });

  test('the words of the dialect the Wys tab showed in standard German', () => {
    const wys = atTheTable(getMessages('de-CH'), APP_WORDS['de-CH'].board.table);
    expect(wys.ui.pickCards).toBe('Charte wähle');
    expect(wys.ui.quick).toBe('Dini Hand');
    expect(wys.fields.rules).toBe('Regle');
    expect(wys.ui.moreSettings).toBe('Meh Iistellige');
    expect(wys.presets.schieber).toBe('Schieber hüt: S Team mit em höchschte Wys schriibt nur dä eint Wys.');
  });

  test('the words of every other language are their calculator’s, untouched', () => {
    for (const lang of ['en', 'de', 'fr', 'it'] as const)
      expect(atTheTable(getMessages(lang), APP_WORDS[lang].board.table)).toBe(getMessages(lang));
  });
});
