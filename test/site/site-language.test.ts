import { describe, expect, it } from 'vitest';
import { siteLanguage, wordAt } from '../../site/site-language.js';
import { SITE_WORDS } from '../../src/i18n/site/index.js';

describe('issue 28: the site speaks the authors’ languages', () => {
  it('a link’s ?lang= first, then the reader’s earlier choice, then the browser’s languages, then English', () => {
    expect(siteLanguage('?lang=fr', 'de', ['it'])).toBe('fr');
    expect(siteLanguage('?lang=de-ch', null, [])).toBe('de-CH');
    expect(siteLanguage('', 'it', ['fr'])).toBe('it');
    expect(siteLanguage('?lang=xx', 'nonsense', ['de-CH', 'en'])).toBe('de-CH');
    expect(siteLanguage('', null, ['gsw'])).toBe('de-CH');
    expect(siteLanguage('', null, ['de-AT'])).toBe('de');
    expect(siteLanguage('', null, ['ja', 'es'])).toBe('en');
  });

  it('a word by its path; a path the table lacks, or a prototype’s name, is no word', () => {
    expect(wordAt(SITE_WORDS.de, 'builder.downloadPng')).toBe('PNG herunterladen');
    expect(wordAt(SITE_WORDS['de-CH'], 'builder.pasteHere')).toBe('Füge ihn dort ein, wo die Tabelle erscheinen soll.');
    expect(wordAt(SITE_WORDS.en, 'builder.nothing')).toBeUndefined();
    expect(wordAt(SITE_WORDS.en, 'constructor.name')).toBeUndefined();
    expect(wordAt(SITE_WORDS.en, 'builder.toString')).toBeUndefined();
    expect(wordAt(SITE_WORDS.en, undefined)).toBeUndefined();
  });

  it('Swiss authors write "ss", and French puts its spaces before the colon', () => {
    expect(JSON.stringify(SITE_WORDS['de-CH'])).not.toContain('ß');
    expect(SITE_WORDS.fr.builder.anyNotation).toMatch(/^Toute notation\u00a0: <code>/);
    expect(SITE_WORDS.fr.builder.scriptWithFiles).toBe('avec ses fichiers\u202f; vide\u00a0: celle du CDN');
  });
});
