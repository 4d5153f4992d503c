import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_WORDS, appLanguage, INITIAL_APP_STATE } from '../../site/app-state.js';
import { LANGS as BUILDER_LANGS } from '../../site/embed-state.js';
import { DEFAULT_PAIRING, FACES, LANGS, parseHand, RANKS, SUITS } from '../../src/core/index.js';
import { CLI_WORDS } from '../../src/i18n/cli/index.js';
import { EXTENSION_WORDS } from '../../src/i18n/extension/index.js';
import { GUIDE_KEYS, GUIDES } from '../../src/i18n/guide/index.js';
import { getMessages } from '../../src/i18n/index.js';
import { LANGUAGE_NAMES, LANGUAGES } from '../../src/i18n/languages.js';
import { SITE_WORDS } from '../../src/i18n/site/index.js';
import { STATS_WORDS } from '../../src/i18n/stats/index.js';
import { STANDALONE_FILES } from '../../vite.lib.config.js';

const PACKAGE = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, unknown>;
  files: string[];
};

/*
 * Every language of the product (`LANGS` in src/core/announce.ts) everywhere the product speaks:
 * a language added there and missing in one of these places fails here, by name (docs/contributing.md's
 * "Adding a language" lists them). Most tables are also typed by `Lang`, so the type checker
 * names them first.
 */
describe.each(LANGS)('the language %s, everywhere the product speaks', (lang) => {
  it('has its own words in the element, the statistics, the CLI, the extension, the app and the settings', () => {
    expect(getMessages(lang).lang).toBe(lang);
    expect(STATS_WORDS[lang]).toBeDefined();
    expect(CLI_WORDS[lang]).toBeDefined();
    expect(EXTENSION_WORDS[lang]).toBeDefined();
    expect(APP_WORDS[lang]).toBeDefined();
    // The site's navigation and embed builder: every word there, none left empty.
    for (const group of Object.values(SITE_WORDS[lang])) for (const word of Object.values(group)) expect(word).toBeTruthy();
    expect(LANGUAGE_NAMES[lang]).toBeTruthy();
    expect(BUILDER_LANGS).toContain(lang);
    expect(getMessages(lang).saysPoints(150)).toBeTruthy();
  });

  it('has the site’s guide, every text with the links and code of the English one', async () => {
    const [guide, english] = await Promise.all([GUIDES[lang](), GUIDES.en()]);
    const marks = (text: string) => [...text.matchAll(/<a href="[^"]*"|<code>|%JASS_VERSION%/g)].map((match) => match[0]);
    for (const key of GUIDE_KEYS) {
      expect(guide[key], key).toBeTruthy();
      expect(marks(guide[key]), key).toEqual(marks(english[key]));
    }
  });

  it('is chosen from the browser’s languages by the app', () => {
    expect(appLanguage(INITIAL_APP_STATE, [lang])).toBe(lang);
  });

  it('has its words in a file of its own beside the standalone calculator (English is inside), shipped in the package', () => {
    const pack = LANGUAGES[lang].pack;
    expect(pack === null).toBe(lang === 'en');
    if (!pack) return;
    const file = `jass-weis-lang-${pack}.js`;
    expect(STANDALONE_FILES).toContain(file);
    // `exports` and `files` take every language file by its pattern.
    expect(Object.keys(PACKAGE.exports)).toContain('./jass-weis-lang-*.js');
    expect(PACKAGE.files.filter((entry) => entry === `dist/${file}` || entry === 'dist/jass-weis-lang-*.js')).not.toEqual([]);
  });

  it('has its folder of words, and its store texts', () => {
    const folder = new URL(`../../src/i18n/lang/${lang.toLowerCase()}/`, import.meta.url);
    for (const file of ['messages.ts', 'verdict.ts', 'site.ts', 'app.ts'])
      expect(existsSync(new URL(file, folder)), file).toBe(true);
    expect(existsSync(new URL(`../../public/_locales/${lang.split('-')[0]}/messages.json`, import.meta.url))).toBe(true);
  });

  it('the one reader reads every card as this language names it, in both decks', () => {
    const messages = getMessages(lang);
    for (const face of FACES)
      for (const suit of SUITS)
        for (const rank of RANKS) {
          const names = messages.faces[face];
          const text = `${names.suits[suit]} ${names.ranks[rank]}`;
          const read = parseHand(text, { pairing: DEFAULT_PAIRING });
          expect(read.cards, `${face}: ${text}`).toEqual([`${suit}${rank}`]);
        }
  });
});
