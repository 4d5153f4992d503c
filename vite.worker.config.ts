import { copyFile, mkdir } from 'node:fs/promises';
import { defineConfig, type Plugin } from 'vite';

/** What the worker loads from beside itself, and where each comes from. */
const BESIDE = {
  'resvg.wasm': 'node_modules/@resvg/resvg-wasm/index_bg.wasm',
  'DejaVuSans.ttf': 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'DejaVuSans-Bold.ttf': 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;
const OUT = 'dist/worker';

/** The WebAssembly and the fonts stay files beside the worker (the platform loads them as modules). */
function filesBeside(): Plugin {
  return {
    name: 'jass-weis-worker-files',
    resolveId: (source) => (Object.hasOwn(BESIDE, source.replace(/^\.\//, '')) ? { id: source, external: true } : null),
    async writeBundle() {
      await mkdir(OUT, { recursive: true });
      for (const [name, from] of Object.entries(BESIDE)) await copyFile(from, `${OUT}/${name}`);
    },
  };
}

/**
 * The figure service as an edge worker: `dist/worker/jass-weis-worker.js`, one ES module with
 * the core, the figure and resvg's loader inside, and beside it resvg's WebAssembly and the
 * DejaVu Sans fonts. Cloudflare Workers (wrangler's default rules load `.wasm` as compiled
 * WebAssembly and, with a Data rule, `.ttf` as bytes) and workerd run it as it is.
 */
export default defineConfig({
  publicDir: false,
  plugins: [filesBeside()],
  build: {
    outDir: OUT,
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { output: { minify: true, codeSplitting: false } },
    lib: { entry: 'src/service/edge-worker.ts', formats: ['es'], fileName: () => 'jass-weis-worker.js' },
  },
});
