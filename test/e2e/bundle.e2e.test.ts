import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';

/*
 * The standalone bundles as `npm test` has just built them: their size budgets (figures in
 * `npm run bench`) and their shape (one module each, no chunks).
 */
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const gzipKB = async (file: string) => gzipSync(await readFile(`${DIST}${file}`), { level: 9 }).length / 1024;
const source = (file: string) => readFile(`${DIST}${file}`, 'utf8');

describe('the standalone bundles', () => {
  test('the calculator stays within its budget of 47 KB gzip (the verdict, themes, the phone bar and the image buttons included)', async () => {
    expect(await gzipKB('jass-weis-calculator.js')).toBeLessThanOrEqual(47);
  });

  test('the statistics table stays within 26 KB gzip, the odds engine within 7 KB, the figure picture within 2 KB', async () => {
    expect(await gzipKB('jass-weis-stats.js')).toBeLessThanOrEqual(26);
    expect(await gzipKB('jass-weis-odds.js')).toBeLessThanOrEqual(7);
    expect(await gzipKB('jass-weis-image.js')).toBeLessThanOrEqual(2);
  });

  test('each is one module: no static import; the calculator loads only the odds engine and the picture, from beside itself', async () => {
    for (const file of ['jass-weis-calculator.js', 'jass-weis-stats.js', 'jass-weis-odds.js', 'jass-weis-image.js']) {
      expect(await source(file), file).not.toMatch(/(^|[;}])\s*import\s*[{*\w]|\bfrom\s*["'`]/);
    }
    expect((await source('jass-weis-calculator.js')).match(/import\(\s*[`'"][^`'"]*[`'"]\s*\)/g)).toEqual([
      'import(`./jass-weis-odds.js`)',
      'import(`./jass-weis-image.js`)',
    ]);
    expect((await source('jass-weis-stats.js')).match(/import\(/g)).toBeNull();
  });
});
