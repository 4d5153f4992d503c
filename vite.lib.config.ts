import minifyHtmlLiterals from '@lit-labs/rollup-plugin-minify-html-literals';
import { defineConfig, type Plugin } from 'vite';

/**
 * The standalone bundles, one self-contained ES module each (Lit inside, no imports, no
 * chunks), as CDNs serve them: `dist/jass-weis-calculator.js` (the calculator an article
 * embeds), with JASS_BUNDLE=stats `dist/jass-weis-stats.js` (the exact statistics table), and
 * with JASS_BUNDLE=odds `dist/jass-weis-odds.js` (the odds engine the calculator loads on demand),
 * with JASS_BUNDLE=image `dist/jass-weis-image.js` (the figure as a picture, also on demand),
 * with JASS_BUNDLE=faces `dist/jass-weis-faces.js` (the detailed card faces, loaded after the first render).
 */

/** Which standalone bundle this build writes: the calculator (default), the statistics table, or the odds engine. */
const ENTRIES = {
  calculator: 'components/jass-weis-calculator/define-calculator.ts',
  stats: 'components/jass-weis-stats/define-stats.ts',
  odds: 'src/core/odds.ts',
  image: 'components/jass-weis-calculator/figure-image.ts',
  faces: 'components/jass-weis-calculator/card-faces.ts',
} as const;
const bundle =
  (Object.keys(ENTRIES) as (keyof typeof ENTRIES)[]).find((name) => name === process.env.JASS_BUNDLE) ?? 'calculator';

/**
 * The odds engine (a third of the core's code) is loaded only when an element asks for odds:
 * `dist/jass-weis-odds.js`, a bundle of its own fetched from beside the calculator's. In the
 * calculator's bundle the core index's re-export of it is empty, and the element's `import()`
 * of it is left to the browser, relative to the bundle's own address.
 */
function oddsOnDemand(): Plugin {
  const empty = '\0jass-weis:no-odds';
  const from = (importer: string | undefined, path: string) => importer?.replaceAll('\\', '/').endsWith(path) ?? false;
  return {
    name: 'jass-weis-odds-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './odds.js' && from(importer, 'src/core/index.ts')) return empty;
      if (source === '../../src/core/odds.js' && from(importer, 'components/jass-weis-calculator/compute.ts'))
        return { id: './jass-weis-odds.js', external: true };
      // The picture of the figure ("Copy as image") likewise: `dist/jass-weis-image.js`.
      if (source === './figure-image.js' && from(importer, 'components/jass-weis-calculator/jass-weis-calculator.ts'))
        return { id: './jass-weis-image.js', external: true };
      // The detailed card faces: `dist/jass-weis-faces.js`, the simple faces until it comes.
      if (source === './card-faces.js' && from(importer, 'components/jass-weis-calculator/card-art.ts'))
        return { id: './jass-weis-faces.js', external: true };
      return null;
    },
    load: (id) => (id === empty ? 'export {};' : null),
  };
}

export default defineConfig({
  // public/ holds the extension's icons: nothing for the package.
  publicDir: false,
  // Lit's templates and styles are strings a minifier leaves alone: the Lit team's plugin
  // takes out their white space and comments.
  plugins: [minifyHtmlLiterals(), ...(bundle === 'calculator' ? [oddsOnDemand()] : [])],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    // Vite leaves ES library output unminified; a script for other people's pages should be small.
    rolldownOptions: { output: { minify: true } },
    lib: {
      entry: ENTRIES[bundle],
      formats: ['es'],
      fileName: () => `jass-weis-${bundle}.js`,
    },
  },
});
