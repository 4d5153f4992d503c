import minifyHtmlLiterals from '@lit-labs/rollup-plugin-minify-html-literals';
import { defineConfig } from 'vite';
import { filesOnDemand, ON_DEMAND } from './on-demand.config.js';
import { LANGUAGE_PACKS } from './src/i18n/languages.js';

/**
 * The standalone bundles, one self-contained ES module each (Lit inside, no imports, no
 * chunks), as CDNs serve them, `dist/jass-weis-<name>.js`: `calculator` (the calculator an
 * article embeds), `calculator-all` (the same with every language and the detailed faces inside:
 * self-hosting in one file), `stats` (the exact statistics table), and the files the calculator
 * loads on demand (on-demand.config.ts): `odds` (the odds engine), `image` (the figure as a
 * picture), `faces` (the detailed card faces, loaded after the first render), `lang-de`,
 * `lang-fr`, `lang-it` (the words of a language other than English, loaded before an element
 * speaking it first draws). JASS_BUNDLE names the one a build writes (`calculator` if unset).
 */

const CALCULATOR = 'components/jass-weis-calculator/define-calculator.ts';
const LANGUAGE_FILES = LANGUAGE_PACKS.map((pack) => `lang-${pack}`);

/** Each bundle's entry, and the files on demand it fetches from beside itself; any other it loads is inside it. */
const BUNDLES: Readonly<Record<string, { entry: string; beside: readonly string[] }>> = {
  calculator: { entry: CALCULATOR, beside: ['odds', 'image', 'faces', ...LANGUAGE_FILES] },
  'calculator-all': { entry: CALCULATOR, beside: ['odds', 'image'] },
  stats: { entry: 'components/jass-weis-stats/define-stats.ts', beside: LANGUAGE_FILES },
  ...Object.fromEntries(Object.entries(ON_DEMAND).map(([name, file]) => [name, { entry: file.entry, beside: [] }])),
  // The picture draws its cards with the calculator's detailed faces, from the same file.
  image: { entry: ON_DEMAND.image.entry, beside: ['faces'] },
};
/** Every standalone file, as it lies in `dist/` (and beside the site's pages). */
export const STANDALONE_FILES = Object.keys(BUNDLES).map((name) => `jass-weis-${name}.js`);

const bundle = process.env.JASS_BUNDLE ?? 'calculator';
const chosen = BUNDLES[bundle];
if (!chosen) throw new Error(`JASS_BUNDLE=${bundle}: no such bundle (${Object.keys(BUNDLES).join(', ')})`);

export default defineConfig({
  // public/ holds the extension's icons: nothing for the package.
  publicDir: false,
  // Lit's templates and styles are strings a minifier leaves alone: the Lit team's plugin
  // takes out their white space and comments.
  plugins: [minifyHtmlLiterals(), filesOnDemand(bundle, chosen.beside)],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    // Vite leaves ES library output unminified; a script for other people's pages should be small.
    // One file each, as the header says: no chunk (what a bundle holds of the files on demand it imports statically).
    // No comments: the `/* @__PURE__ */` marks are for a bundler taking the file in, and these files are the end of the line.
    rolldownOptions: {
      output: {
        // Our elements' private members (`_compute`, `_activeSeat`) are never read from outside a
        // bundle: short names. Lit's own (`_$…`) and everything else keep theirs.
        minify: { compress: true, mangle: true, codegen: true, mangleProps: { include: /^_[a-zA-Z]/ } },
        comments: false,
        codeSplitting: false,
      },
    },
    lib: {
      entry: chosen.entry,
      formats: ['es'],
      fileName: () => `jass-weis-${bundle}.js`,
    },
  },
});
