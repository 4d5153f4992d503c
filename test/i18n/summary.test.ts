import { describe, expect, test } from 'vitest';
import { DEFAULT_PAIRING, LANGS, readTable, resolveTable } from '../../src/core/index.js';
import { getMessages } from '../../src/i18n/index.js';
import { namesFromYou } from '../../src/i18n/seat-names.js';
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

// Issue 28: a figure of two hands has nobody at seats 3 and 4. Its verdict names the player who
// sits there, with the verb of one ("Anna schreibt"), never "Anna & Spieler 3 schreiben".
describe('issue 28: the verdict of a table with empty seats names who is there', () => {
  const said = (lang: (typeof LANGS)[number], names?: string[]) => {
    const read = readTable({ hands: ['H9 HT HJ HQ', 'fifty'] });
    if (!read.ok) throw new Error('the table did not read');
    return summaryText(resolveTable(read.table), {
      messages: getMessages(lang),
      lang,
      face: 'french',
      pairing: DEFAULT_PAIRING,
      names,
    });
  };
  test.each([
    ['en', 'Anna writes if Beat goes up to the Queen at most.'],
    ['de', 'Anna schreibt, wenn Beat höchstens bis Dame geht.'],
    ['de-CH', 'Anna schreibt, wenn Beat höchstens bis Dame geht.'],
    ['fr', 'Anna marque si Beat va au plus jusqu’à la dame.'],
    ['it', 'Anna segna se Beat arriva al massimo fino alla donna.'],
  ] as const)('%s: the condition names Anna alone', (lang, sentence) => {
    const text = said(lang, ['Anna', 'Beat']);
    expect(text).toContain(sentence);
    expect(text).not.toMatch(/&|Spieler|Player|Joueur|Giocatore/);
  });

  test('a seat given a name has its player at the table: the team is named by both', () => {
    expect(said('en', ['Anna', 'Beat', 'Chrigu', 'Dani'])).toContain('Anna & Chrigu write if Beat goes up to the Queen at most.');
    // Unnamed and empty: the seat number alone, singular.
    expect(said('de')).toContain('Spieler 1 schreibt, wenn Spieler 2 höchstens bis Dame geht.');
  });

  test('certain: "Anna writes 50", singular in every language', () => {
    const read = readTable({ hands: ['H9 HT HJ HQ', 'twenty'] });
    if (!read.ok) throw new Error('the table did not read');
    const result = resolveTable(read.table);
    const view = { face: 'french', pairing: DEFAULT_PAIRING, names: ['Anna', 'Beat'] } as const;
    expect(summaryText(result, { ...view, messages: getMessages('en'), lang: 'en' })).toContain('Anna writes 50.');
    expect(summaryText(result, { ...view, messages: getMessages('fr'), lang: 'fr' })).toContain('Anna marque 50.');
    expect(summaryText(result, { ...view, messages: getMessages('it'), lang: 'it' })).toContain('Anna segna 50.');
  });
});

// The player's own view (the extension, the app): "You & Partner" is spoken to, in French and
// Italian in the second person plural.
describe('the player’s own team is spoken to', () => {
  test.each([
    ['en', 'You & Partner write'],
    ['fr', 'Vous & Partenaire marquez'],
    ['it', 'Tu & Compagno segnate'],
  ] as const)('%s: %s', (lang, who) => {
    const read = readTable({ hands: ['HT HJ HQ HK S6 C7 D9 SA CQ', 'nothing', 'nothing', 'fifty'], trump: 'H' });
    if (!read.ok) throw new Error('the table did not read');
    const messages = getMessages(lang);
    const names = namesFromYou(messages, 0);
    const text = summaryText(resolveTable(read.table), {
      messages,
      lang,
      face: 'french',
      pairing: DEFAULT_PAIRING,
      names,
      you: 0,
    });
    expect(text).toContain(who);
  });

  // Issue 37: the player is known by the seat, not by the word: a player named "You" at a table
  // that is not theirs is a third person, and the player's team is spoken to whatever its names.
  test('the seat says who is spoken to, never the word for “you”', () => {
    const read = readTable({ hands: ['HT HJ HQ HK S6 C7 D9 SA CQ', 'nothing', 'nothing', 'fifty'], trump: 'H' });
    if (!read.ok) throw new Error('the table did not read');
    const messages = getMessages('fr');
    const base = { messages, lang: 'fr', face: 'french', pairing: DEFAULT_PAIRING } as const;
    const result = resolveTable(read.table);
    expect(summaryText(result, { ...base, names: ['Vous', 'B', 'Partenaire', 'D'] })).toContain('Vous & Partenaire marquent');
    expect(summaryText(result, { ...base, names: ['Anna', 'B', 'Chrigu', 'D'], you: 0 })).toContain('Anna & Chrigu marquez');
  });
});
