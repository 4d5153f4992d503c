import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 26: the extension takes from the element's folder only what the element shares: its
 * package entry (`index.ts`), its definition (`define.ts`) and its view pieces (`views.ts`),
 * never a file inside it.
 */

const ROOT = join(import.meta.dirname, '../..');
const SHARED = new Set(['index.js', 'define.js', 'views.js']);

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(folder, entry.name)) : entry.name.endsWith('.ts') ? [join(folder, entry.name)] : [],
  );
}

describe('the extension imports only what the element shares (issue 26)', () => {
  it('every import of the element’s folder from src/extension and entrypoints is index, define or views', () => {
    const taken: string[] = [];
    for (const file of [...files(join(ROOT, 'src/extension')), ...files(join(ROOT, 'entrypoints'))]) {
      for (const [, from, bare] of readFileSync(file, 'utf8').matchAll(
        /from '([^']*components\/jass-weis-calculator\/[^']*)'|import '([^']*components\/jass-weis-calculator\/[^']*)'/g,
      )) {
        const path = from ?? bare;
        if (path) taken.push(`${relative(ROOT, file)} → ${path.split('/').pop()}`);
      }
    }
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.filter((entry) => !SHARED.has(entry.split(' → ')[1] ?? ''))).toEqual([]);
  });
});
