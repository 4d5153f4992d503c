import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/*
 * Reference images for the extension's own pages (popup, side panel), which Vitest's browser
 * mode cannot open: a picture is compared with its reference in test/visual/references/e2e/
 * as the browser tests do (pixelmatch, threshold 0.2, at most 0.2 % of the pixels differing).
 * `JASS_UPDATE_REFERENCES=1` (`npm run test:visual:update`) writes the references instead.
 */
const FOLDER = fileURLToPath(new URL('../visual/references/e2e/', import.meta.url));

export async function mismatchWithReference(png: Buffer, name: string): Promise<string | null> {
  const file = `${FOLDER}${name}.png`;
  if (process.env.JASS_UPDATE_REFERENCES === '1') {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, png);
    return null;
  }
  if (!existsSync(file)) return `no reference image ${name}.png: run npm run test:visual:update, look at it, commit it`;
  const actual = PNG.sync.read(png);
  const expected = PNG.sync.read(await readFile(file));
  if (actual.width !== expected.width || actual.height !== expected.height)
    return `${name}: ${actual.width} × ${actual.height}, the reference is ${expected.width} × ${expected.height}`;
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(actual.data, expected.data, diff.data, actual.width, actual.height, { threshold: 0.2 });
  if (differing <= actual.width * actual.height * 0.002) return null;
  await writeFile(`${FOLDER}${name}.diff.png`, PNG.sync.write(diff));
  return `${name}: ${differing} pixels differ from the reference (diff in test/visual/references/e2e/${name}.diff.png)`;
}
