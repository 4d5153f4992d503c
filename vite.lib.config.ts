import { defineConfig } from 'vite';

/** `dist/jass-weis-calculator.js`: one self-contained ES module (Lit bundled) that defines the element. */
export default defineConfig({
  // public/ holds the extension's icons: nothing for the package.
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    // Vite leaves ES library output unminified; a script for other people's pages should be small.
    rolldownOptions: { output: { minify: true } },
    lib: {
      entry: 'components/jass-weis-calculator/define.ts',
      formats: ['es'],
      fileName: () => 'jass-weis-calculator.js',
    },
  },
});
