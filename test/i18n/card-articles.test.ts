import { describe, expect, it } from 'vitest';
import { getMessages } from '../../src/i18n/index.js';
import { verdict as frVerdict } from '../../src/i18n/lang/fr/verdict.js';
import { verdict as itVerdict } from '../../src/i18n/lang/it/verdict.js';
import { frStage, itStage } from '../../src/i18n/verdict-words.js';

// A rank after a preposition takes its article, as people say it: never "sous : dame".
describe('the verdict’s conditions name the card with its article (fr, it)', () => {
  it.each([
    ['dame', 'Vous marquent si Gauche s’arrête sous la dame.'],
    ['roi', 'Vous marquent si Gauche s’arrête sous le roi.'],
    ['as', 'Vous marquent si Gauche s’arrête sous l’as.'],
    ['10', 'Vous marquent si Gauche s’arrête sous le 10.'],
  ])('fr, below: %s', (value, sentence) => {
    expect(frVerdict.ifBelow.highest?.('Vous marquent', 'Gauche', value, false)).toBe(sentence);
  });

  it('fr: at most, from, above', () => {
    expect(frVerdict.ifAtMost.highest?.('Vous marquent', 'Gauche', 'dame', false)).toBe(
      'Vous marquent si Gauche va au plus jusqu’à la dame.',
    );
    expect(frVerdict.ifAtMost.highest?.('Vous marquent', 'Gauche', 'roi', false)).toBe(
      'Vous marquent si Gauche va au plus jusqu’au roi.',
    );
    expect(frVerdict.ifBelow.lowest?.('Vous marquent', 'Gauche', 'as', false)).toBe(
      'Vous marquent si la plus basse carte de Gauche est au-dessus de l’as.',
    );
    expect(frVerdict.orIfLevel.highest?.('carte la plus haute', 'Gauche', 'as', false)).toBe(
      'ou par la carte la plus haute si Gauche va aussi jusqu’à l’as',
    );
  });

  it('a sequence names its top card with its article, German-Swiss cards too (no “jusqu’à la Ober”)', () => {
    expect(getMessages('fr').sequenceName(4, 'Rosen', 'Ober', 'Q')).toBe('Suite de quatre, Rosen jusqu’à l’Ober');
    expect(getMessages('fr').sequenceName(3, 'cœur', 'dame', 'Q')).toBe('Suite de trois, cœur jusqu’à la dame');
    expect(getMessages('it').sequenceName(4, 'Rosen', 'Ober', 'Q')).toBe('Scala di quattro, Rosen fino all’Ober');
    expect(getMessages('it').sequenceName(3, 'cuori', 'donna', 'Q')).toBe('Scala di tre, cuori fino alla donna');
  });

  it('it: below, at most, from', () => {
    expect(itVerdict.ifBelow.highest?.('Voi segnano', 'Sinistra', 'donna', false)).toBe(
      'Voi segnano se Sinistra arriva sotto la donna.',
    );
    expect(itVerdict.ifAtMost.highest?.('Voi segnano', 'Sinistra', 'asso', false)).toBe(
      'Voi segnano se Sinistra arriva al massimo fino all’asso.',
    );
    expect(itVerdict.orIfLevel.highest?.('carta più alta', 'Sinistra', 're', false)).toBe(
      'oppure dalla carta più alta se anche Sinistra arriva fino al re',
    );
  });
});

// The stage that decides takes its article too: "décidé par le nombre de cartes", "deciso dai punti".
describe('the stages with their article (fr, it)', () => {
  it.each([
    ['points', 'par les points', 'des points'],
    ['nombre de cartes', 'par le nombre de cartes', 'du nombre de cartes'],
    ['carte la plus haute', 'par la carte la plus haute', 'de la carte la plus haute'],
    ['atout', 'par l’atout', 'de l’atout'],
    ['place depuis la main', 'par la place depuis la main', 'de la place depuis la main'],
    ['ordre des couleurs', 'par l’ordre des couleurs', 'de l’ordre des couleurs'],
  ])('fr: %s', (stage, par, de) => {
    expect(frStage(stage, 'par')).toBe(par);
    expect(frStage(stage, 'de')).toBe(de);
  });

  it.each([
    ['punti', 'dai punti', 'dei punti'],
    ['numero di carte', 'dal numero di carte', 'del numero di carte'],
    ['carta più alta', 'dalla carta più alta', 'della carta più alta'],
    ['briscola', 'dalla briscola', 'della briscola'],
    ['posto dalla mano', 'dal posto dalla mano', 'del posto dalla mano'],
    ['ordine dei semi', 'dall’ordine dei semi', 'dell’ordine dei semi'],
  ])('it: %s', (stage, da, di) => {
    expect(itStage(stage, 'da')).toBe(da);
    expect(itStage(stage, 'di')).toBe(di);
  });

  it('every stage name of the two languages is one the article helpers know', () => {
    for (const stage of Object.values(getMessages('fr').stages)) expect(frStage(stage, 'par')).toMatch(/^par (les |le |la |l’)/);
    for (const stage of Object.values(getMessages('it').stages)) expect(itStage(stage, 'da')).toMatch(/^da(i |l |lla |ll’)/);
  });
});
