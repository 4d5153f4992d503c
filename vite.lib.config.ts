import minifyHtmlLiterals from '@lit-labs/rollup-plugin-minify-html-literals';
import { defineConfig } from 'vite';

/**
 * The standalone bundles, one self-contained ES module each (Lit inside, no imports, no
 * chunks), as CDNs serve them: `dist/jass-weis-calculator.js` (the calculator an article
 * embeds) and, with JASS_BUNDLE=stats, `dist/jass-weis-stats.js` (the exact statistics table).
 */
const stats = process.env.JASS_BUNDLE === 'stats';

export default defineConfig({
  // public/ holds the extension's icons: nothing for the package.
  publicDir: false,
  // Lit's templates and styles are strings a minifier leaves alone: the Lit team's plugin
  // takes out their white space and comments.
  plugins: [minifyHtmlLiterals()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    // Vite leaves ES library output unminified; a script for other people's pages should be small.
    rolldownOptions: { output: { minify: true } },
    lib: {
      entry: stats ? 'components/jass-weis-stats/define-stats.ts' : 'components/jass-weis-calculator/define-calculator.ts',
      formats: ['es'],
      fileName: () => (stats ? 'jass-weis-stats.js' : 'jass-weis-calculator.js'),
    },
  },
});
