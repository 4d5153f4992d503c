import { defineConfig } from 'vite';

/** `npm start`: the demo page, an article that embeds the calculator. */
export default defineConfig({
  root: 'demo',
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { outDir: '../dist/demo', emptyOutDir: true },
});
