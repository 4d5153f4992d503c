import minifyHtmlLiterals from '@lit-labs/rollup-plugin-minify-html-literals';
import { defineConfig, type Plugin } from 'vite';
import { LANGUAGE_PACKS, LANGUAGES } from './src/i18n/languages.js';

/**
 * The standalone bundles, one self-contained ES module each (Lit inside, no imports, no
 * chunks), as CDNs serve them: `dist/jass-weis-calculator.js` (the calculator an article
 * embeds), with JASS_BUNDLE=calculator-all `dist/jass-weis-calculator-all.js` (the same with every
 * language and the detailed faces inside: self-hosting in one file), with JASS_BUNDLE=stats `dist/jass-weis-stats.js` (the exact statistics table), and
 * with JASS_BUNDLE=odds `dist/jass-weis-odds.js` (the odds engine and its drivers, which the calculator loads on demand),
 * with JASS_BUNDLE=image `dist/jass-weis-image.js` (the figure as a picture, also on demand),
 * with JASS_BUNDLE=faces `dist/jass-weis-faces.js` (the detailed card faces, loaded after the first render),
 * with JASS_BUNDLE=lang-de, lang-fr, lang-it `dist/jass-weis-lang-de.js` … (the words of a
 * language other than English, loaded before an element speaking it first draws).
 */

/** Which standalone bundle this build writes: the calculator (default), the statistics table, or the odds engine. */
const ENTRIES = {
  calculator: 'components/jass-weis-calculator/define-calculator.ts',
  /** Self-hosting in one file: the calculator with every language and the detailed faces inside. */
  'calculator-all': 'components/jass-weis-calculator/define-calculator.ts',
  stats: 'components/jass-weis-stats/define-stats.ts',
  odds: 'components/jass-weis-calculator/odds-engine.ts',
  image: 'src/ui/figure-image.ts',
  faces: 'src/figure/card-faces.ts',
  // Each language's words but English: `lang-de` (German and Swiss German), `lang-fr`, `lang-it`, from src/i18n/languages.ts.
  ...Object.fromEntries(LANGUAGE_PACKS.map((pack) => [`lang-${pack}`, `src/i18n/lang/${pack}/pack.ts`])),
} as Readonly<Record<string, string>>;
/** Every standalone file, as it lies in `dist/` (and beside the site's pages). */
export const STANDALONE_FILES = Object.keys(ENTRIES).map((name) => `jass-weis-${name}.js`);

/** The import of a language pack in src/i18n/load-messages.ts: `./lang/de/pack.js`. */
const PACK_IMPORT = new RegExp(`^\\./lang/(${LANGUAGE_PACKS.join('|')})/pack\\.js$`);

const bundle = Object.keys(ENTRIES).find((name) => name === process.env.JASS_BUNDLE) ?? 'calculator';

const from = (importer: string | undefined, path: string) => importer?.replaceAll('\\', '/').endsWith(path) ?? false;

/**
 * The odds engine (a third of the core's code) is loaded only when an element asks for odds:
 * `dist/jass-weis-odds.js`, a bundle of its own fetched from beside the calculator's. In the
 * calculator's bundle the core index's re-export of it is empty, and the element's `import()`
 * of it is left to the browser, relative to the bundle's own address. So are the figure's
 * picture and the detailed faces.
 */
function filesOnDemand(): Plugin {
  const empty = '\0jass-weis:no-odds';
  return {
    name: 'jass-weis-files-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './odds.js' && from(importer, 'src/core/index.ts')) return empty;
      if (source === './odds-engine.js' && from(importer, 'components/jass-weis-calculator/compute.ts'))
        return { id: './jass-weis-odds.js', external: true };
      // The picture of the figure ("Copy as image") likewise: `dist/jass-weis-image.js`.
      if (source === '../../src/ui/figure-image.js' && from(importer, 'components/jass-weis-calculator/jass-weis-calculator.ts'))
        return { id: './jass-weis-image.js', external: true };
      // The detailed card faces: `dist/jass-weis-faces.js`, the simple faces until it comes.
      if (source === '../figure/card-faces.js' && from(importer, 'src/ui/card-art.ts'))
        return { id: './jass-weis-faces.js', external: true };
      // The picture draws its cards with the same faces, from the same file.
      if (source === '../figure/card-faces.js' && from(importer, 'src/ui/figure-image.ts'))
        return { id: './jass-weis-faces.js', external: true };
      return null;
    },
    load: (id) => (id === empty ? 'export {};' : null),
  };
}

/**
 * The one-file build's: the odds engine and the picture beside it; the faces and every language
 * inside (the i18n index holds them all, so the language packs are never loaded: left empty).
 */
function oddsAndPictureOnDemand(): Plugin {
  const on = filesOnDemand();
  const noPack = '\0jass-weis:no-pack';
  return {
    ...on,
    name: 'jass-weis-odds-and-picture-on-demand',
    resolveId(source, importer, options) {
      if (source === '../figure/card-faces.js') return null;
      if (PACK_IMPORT.test(source) && from(importer, 'src/i18n/load-messages.ts')) return noPack;
      return typeof on.resolveId === 'function' ? on.resolveId.call(this, source, importer, options) : null;
    },
    load(id, ...rest) {
      if (id === noPack) return 'export const messages = {};';
      return typeof on.load === 'function' ? on.load.call(this, id, ...rest) : null;
    },
  };
}

/** The languages the elements' bundles leave out of the i18n index: every one's words but English. */
const FETCHED_LANGUAGES = Object.keys(LANGUAGES)
  .filter((lang) => lang !== 'en')
  .map((lang) => `./lang/${lang.toLowerCase()}/messages.js`);

/**
 * The words of the languages other than English are fetched when an element speaks them:
 * `dist/jass-weis-lang-de.js` (German and Swiss German), `-fr.js`, `-it.js`, shared by the
 * calculator and the statistics table. In their bundles the i18n index holds English only.
 */
function languagesOnDemand(): Plugin {
  const noWords = '\0jass-weis:no-words';
  return {
    name: 'jass-weis-languages-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      const pack = PACK_IMPORT.exec(source);
      if (pack && from(importer, 'src/i18n/load-messages.ts')) return { id: `./jass-weis-lang-${pack[1]}.js`, external: true };
      if (FETCHED_LANGUAGES.includes(source) && from(importer, 'src/i18n/index.ts')) return noWords;
      return null;
    },
    load: (id) => (id === noWords ? 'export const messages = undefined;' : null),
  };
}

/** The plugins of each bundle beyond the templates' minifier. */
const onDemand = (): Plugin[] => {
  if (bundle === 'calculator') return [filesOnDemand(), languagesOnDemand()];
  if (bundle === 'stats') return [languagesOnDemand()];
  if (bundle === 'image') return [filesOnDemand()];
  // One file: only the odds engine and the picture stay beside it (each loaded when asked for).
  if (bundle === 'calculator-all') return [oddsAndPictureOnDemand()];
  return [];
};

export default defineConfig({
  // public/ holds the extension's icons: nothing for the package.
  publicDir: false,
  // Lit's templates and styles are strings a minifier leaves alone: the Lit team's plugin
  // takes out their white space and comments.
  plugins: [minifyHtmlLiterals(), ...onDemand()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    // Vite leaves ES library output unminified; a script for other people's pages should be small.
    // One file each, as the header says: a dynamic import of what is already inside (the
    // statistics table holds every language) is inlined, never split into a chunk.
    // No comments: the `/* @__PURE__ */` marks are for a bundler taking the file in, and these files are the end of the line.
    rolldownOptions: { output: { minify: true, comments: false, codeSplitting: false } },
    lib: {
      entry: ENTRIES[bundle],
      formats: ['es'],
      fileName: () => `jass-weis-${bundle}.js`,
    },
  },
});
