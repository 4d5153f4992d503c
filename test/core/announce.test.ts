import { expect, test } from 'vitest';
import { announceWords } from '../../src/core/index.js';

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
  expect(announceWords(points, 'en')).toBe(en);
  expect(announceWords(points, 'de-CH')).toBe(deCH);
  expect(announceWords(points, 'de')).toBe(de);
  expect(announceWords(points, 'fr')).toBe(fr);
  expect(announceWords(points, 'it')).toBe(it);
});
