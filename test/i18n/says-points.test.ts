import { expect, test } from 'vitest';
import { getMessages } from '../../src/i18n/index.js';

const says = (points: number, lang: Parameters<typeof getMessages>[0]) => getMessages(lang).saysPoints(points);

test.each([
  [20, 'twenty', 'zwänzg', 'zwanzig', 'vingt', 'venti'],
  [50, 'fifty', 'füfzg', 'fünfzig', 'cinquante', 'cinquanta'],
  [100, 'a hundred', 'hundert', 'hundert', 'cent', 'cento'],
  [120, 'a hundred and twenty', 'hundertzwänzg', 'hundertzwanzig', 'cent vingt', 'centoventi'],
  [150, 'a hundred and fifty', 'hundertfüfzg', 'hundertfünfzig', 'cent cinquante', 'centocinquanta'],
  [180, 'a hundred and eighty', 'hundertachzg', 'hundertachtzig', 'cent quatre-vingts', 'centottanta'],
  [200, 'two hundred', 'zwöihundert', 'zweihundert', 'deux cents', 'duecento'],
  [250, 'two hundred and fifty', 'zwöihundertfüfzg', 'zweihundertfünfzig', 'deux cent cinquante', 'duecentocinquanta'],
  [300, 'three hundred', 'drüühundert', 'dreihundert', 'trois cents', 'trecento'],
])('announcing %i: “%s”, “%s”, “%s”, “%s”, “%s”', (points, en, deCH, de, fr, it) => {
  expect(says(points, 'en')).toBe(en);
  expect(says(points, 'de-CH')).toBe(deCH);
  expect(says(points, 'de')).toBe(de);
  expect(says(points, 'fr')).toBe(fr);
  expect(says(points, 'it')).toBe(it);
});

test('a value no language has words for is said in digits', () => {
  for (const lang of ['en', 'de-CH', 'de', 'fr', 'it'] as const) {
    expect(says(170, lang)).toBe('170');
    expect(says(400, lang)).toBe('400');
  }
});
