import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 37: the borders of the house that a change must not cross.
 * - Outside the element's folder, only its public entries are imported: the modules the
 *   package exports (`index`, `define`, `server-render`), never a part. Shared view code lives
 *   in `src/ui/`, which imports nothing of `components/`.
 * - The i18n index is the word registry: words in, words out; sentences, seat names and the
 *   language negotiation are modules of their own.
 * - The player's team is known from the seat (`you`), never by comparing a name with the
 *   translated word for "you".
 */

const ROOT = join(import.meta.dirname, '../..');
const ELEMENT = 'components/jass-weis-calculator/';

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(folder, entry.name)) : /\.(ts|js|mjs)$/.test(entry.name) ? [join(folder, entry.name)] : [],
  );
}

/** The element's public entries: the files of its folder that package.json exports. */
function publicEntries(): Set<string> {
  const exports = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).exports as Record<string, unknown>;
  return new Set(
    JSON.stringify(exports)
      .match(/dist\/lib\/components\/jass-weis-calculator\/[a-z-]+\.js/g)
      ?.map((path) => path.split('/').pop() ?? '') ?? [],
  );
}

/** Every import of a module by path in these files: [file, the path as written, the folder of the file]. */
function importsIn(folders: string[]): { file: string; path: string }[] {
  const found: { file: string; path: string }[] = [];
  for (const folder of folders)
    for (const file of files(join(ROOT, folder)))
      for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']*)'/g))
        if (match[1]) found.push({ file: relative(ROOT, file), path: join(relative(ROOT, join(file, '..')), match[1]) });
  return found;
}

const OUTSIDE = ['src', 'site', 'entrypoints', 'components/markdown', 'components/jass-weis-stats', 'scripts', 'bench'];

describe('the borders of the house (issue 37)', () => {
  it('the package exports the element by index, define and server-render', () => {
    expect([...publicEntries()].sort()).toEqual(['define.js', 'index.js', 'server-render.js']);
  });

  it('outside the element’s folder, only its public entries are imported (extension, site, app, service, WordPress, CLI, the other components)', () => {
    const entries = publicEntries();
    const taken = importsIn(OUTSIDE).filter(({ path }) => path.startsWith(ELEMENT));
    expect(taken.length).toBeGreaterThan(0);
    expect(
      taken.filter(({ path }) => !entries.has(path.slice(ELEMENT.length))).map(({ file, path }) => `${file} → ${path}`),
    ).toEqual([]);
  });

  it('the shared view layer (src/ui) imports nothing of components/', () => {
    expect(importsIn(['src/ui']).filter(({ path }) => path.startsWith('components/'))).toEqual([]);
  });

  it('the i18n index is the word registry: it exports no sentence, negotiation or seat name', () => {
    const index = readFileSync(join(ROOT, 'src/i18n/index.ts'), 'utf8');
    const functions = [...index.matchAll(/^export (?:function|const) (\w+)/gm)].map((match) => match[1]);
    expect(functions.sort()).toEqual(['addMessages', 'allMessages', 'getMessages', 'hasMessages']);
    expect(index).not.toMatch(/export \{[^}]*\} from '\.\/(sentences|negotiate|seat-names|card-names)\.js'/);
  });

  it('the word tables import words and formats, no sentence builder', () => {
    const taken = importsIn(['src/i18n/lang']).filter(({ path }) =>
      /i18n\/(sentences|verdict|summary|seat-names)$/.test(path.replace(/\.js$/, '')),
    );
    expect(taken).toEqual([]);
  });

  it('no view finds the player by comparing a seat’s name with the word for “you”', () => {
    const compared = ['src', 'components', 'site'].flatMap((folder) =>
      files(join(ROOT, folder)).filter((file) =>
        /===\s*(messages\.|view\.messages\.)?ui\.you\b|\bui\.you\s*===/.test(readFileSync(file, 'utf8')),
      ),
    );
    expect(compared.map((file) => relative(ROOT, file))).toEqual([]);
  });
});
