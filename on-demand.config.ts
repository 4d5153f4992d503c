import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { LANGUAGE_PACKS, LANGUAGES } from './src/i18n/languages.js';

/**
 * A file the standalone calculator loads on demand (`dist/jass-weis-<name>.js`, fetched from
 * beside the bundle that asks for it): the module it is built from, and the modules that are its
 * own code, never in a bundle that fetches it.
 */
interface OnDemandFile {
  entry: string;
  own: readonly string[];
  /** The languages' words it brings: where it is fetched, the i18n index holds none of them. */
  words?: readonly string[];
}

const languagePack = (pack: string): OnDemandFile => {
  const langs = Object.entries(LANGUAGES).filter(([, language]) => language.pack === pack);
  return {
    entry: `src/i18n/lang/${pack}/pack.ts`,
    own: [],
    words: langs.map(([lang]) => `src/i18n/lang/${lang.toLowerCase()}/messages.ts`),
  };
};

/**
 * Every file loaded on demand, by name. The names are the files' names; the paths are checked at
 * every build, so a file moved without this table fails the build instead of moving code into
 * the main bundle.
 */
export const ON_DEMAND: { readonly image: OnDemandFile } & Readonly<Record<string, OnDemandFile>> = {
  // A third of the core: the Monte Carlo engine and what only it uses.
  odds: {
    entry: 'src/ui/odds-driver.ts',
    own: ['src/core/odds.ts', 'src/core/verdict-odds.ts', 'src/core/fast.ts', 'src/ui/odds-slices.ts'],
  },
  // "Copy as image".
  image: { entry: 'src/ui/figure-image.ts', own: ['src/figure/figure-svg.ts'] },
  // The detailed card faces, drawn once they came (the simple faces until then).
  faces: { entry: 'src/ui/detailed-faces.ts', own: ['src/figure/card-faces.ts'] },
  ...Object.fromEntries(LANGUAGE_PACKS.map((pack) => [`lang-${pack}`, languagePack(pack)])),
};

/** A dynamic import found in a module's code: where it is, and what it names. */
interface ImportAt {
  start: number;
  end: number;
  source: string;
}

/** The `import('…')` expressions of a program with a literal source (ESTree, as Rolldown parses it). */
function dynamicImports(node: unknown, found: ImportAt[] = []): ImportAt[] {
  if (!node || typeof node !== 'object') return found;
  const { type, source, start, end } = node as { type?: string; source?: { value?: unknown }; start: number; end: number };
  if (type === 'ImportExpression' && typeof source?.value === 'string') found.push({ start, end, source: source.value });
  for (const child of Object.values(node)) if (child && typeof child === 'object') dynamicImports(child, found);
  return found;
}

/**
 * Places the files loaded on demand in one standalone bundle. Each `import()` of the code must
 * name the entry of a file of `ON_DEMAND`, wherever it is written (a rename of the importer
 * changes nothing): the files in `beside` become imports of `./jass-weis-<name>.js`, fetched
 * from beside the bundle; every other is held inside, imported statically (an inlined `import()`
 * would wrap half the bundle in lazy initialisers). The build fails when a declared path is
 * missing, when an `import()` names no declared file, when a file in `beside` is never
 * imported, or when the code of a file in `beside` ends up in the bundle.
 */
export function filesOnDemand(bundle: string, beside: readonly string[]): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const path = (file: string) => resolve(root, file);
  const byEntry = new Map(Object.entries(ON_DEMAND).map(([name, file]) => [path(file.entry), name]));
  const besideFiles = new Set(beside.map((name) => `./jass-weis-${name}.js`));
  const wordsLeftOut = new Set(beside.flatMap((name) => ON_DEMAND[name]?.words ?? []).map(path));
  const imported = new Set<string>();
  return {
    name: 'jass-weis-files-on-demand',
    buildStart() {
      for (const name of beside) if (!ON_DEMAND[name]) this.error(`"${name}" is no file of ON_DEMAND (on-demand.config.ts)`);
      for (const [name, file] of Object.entries(ON_DEMAND))
        for (const declared of [file.entry, ...file.own, ...(file.words ?? [])])
          if (!existsSync(path(declared)))
            this.error(
              `${declared}, declared for jass-weis-${name}.js in on-demand.config.ts, does not exist: moved or renamed?`,
            );
    },
    resolveId: {
      order: 'pre',
      handler: (source) => (besideFiles.has(source) ? { id: source, external: true } : null),
    },
    load: {
      order: 'pre',
      handler: (id) => (wordsLeftOut.has(id) ? 'export const messages = undefined;' : null),
    },
    transform: {
      order: 'post',
      async handler(code, id) {
        if (!code.includes('import(')) return null;
        const found = dynamicImports(this.parse(code));
        if (found.length === 0) return null;
        const hoisted: string[] = [];
        let out = code;
        // From the last, so that the earlier offsets still hold.
        for (const at of found.reverse()) {
          if (!code.slice(at.start, at.end).startsWith('import(')) this.error(`${id}: cannot place the import() at ${at.start}`);
          const target = await this.resolve(at.source, id);
          const name = target && byEntry.get(target.id);
          if (!name) this.error(`${id}: import('${at.source}') names no file of ON_DEMAND (on-demand.config.ts)`);
          imported.add(name);
          const file = `./jass-weis-${name}.js`;
          let replacement = `import(${JSON.stringify(file)})`;
          if (!besideFiles.has(file)) {
            const local = `jassWeisInside${hoisted.length}`;
            hoisted.push(`import * as ${local} from ${JSON.stringify(at.source)};`);
            replacement = `Promise.resolve(${local})`;
          }
          out = out.slice(0, at.start) + replacement + out.slice(at.end);
        }
        return { code: `${hoisted.join('\n')}\n${out}`, map: null };
      },
    },
    buildEnd(error) {
      if (error) return;
      const unused = beside.filter((name) => !imported.has(name));
      if (unused.length > 0) this.error(`${bundle}: no import() of ${unused.map((name) => ON_DEMAND[name]?.entry).join(', ')}`);
    },
    generateBundle(_options, output) {
      for (const chunk of Object.values(output)) {
        if (chunk.type !== 'chunk') continue;
        for (const name of beside) {
          const file = ON_DEMAND[name];
          const inside = [file?.entry ?? '', ...(file?.own ?? [])].filter(
            (own) => (chunk.modules[path(own)]?.renderedLength ?? 0) > 0,
          );
          if (inside.length > 0)
            this.error(`${chunk.fileName} holds ${inside.join(', ')}, the code of jass-weis-${name}.js: a static import of it?`);
        }
      }
    },
  };
}
