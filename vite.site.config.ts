import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CDN_URL, fillPlaceholders, GUIDE_PAGES, GUIDE_PICTURES, guidePage, VERSION } from './scripts/site-content.js';
/** The standalone files go beside the pages: what a self-hosting author downloads, and what the calculator loads from beside itself. */
import { STANDALONE_FILES } from './vite.lib.config.js';

const PAGES = ['index', 'builder', 'reference', 'figure', 'app'];
/** The guides' pages (the README's, the rules' and each guide's): one template, site/guide.html, made into each. */
const GUIDES = Object.values(GUIDE_PAGES);
const ROOT = new URL('./', import.meta.url);
const SITE = fileURLToPath(new URL('./site/', import.meta.url));
const guideTemplate = () => readFileSync(`${SITE}guide.html`, 'utf8');
const BUNDLE = new URL('./dist/jass-weis-calculator.js', import.meta.url);

/**
 * The site's generated parts (reference tables, rules page, the guides, version and CDN URL), and
 * the standalone bundle beside the pages, so the site offers the very file authors self-host; the
 * guides' pictures beside them too.
 */
function jassSite(): Plugin {
  return {
    name: 'jass-weis-site',
    transformIndexHtml: (html, context) => fillPlaceholders(html, basename(context.filename)),
    // A guide's page is made from the template where the build asks for its file.
    resolveId: (id) => (GUIDES.some((page) => id === `${SITE}${page}`) ? id : null),
    load: (id) => (id.startsWith(SITE) && GUIDES.includes(basename(id)) ? guidePage(guideTemplate(), basename(id)) : null),
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const page = (request.url ?? '').split(/[?#]/)[0]?.slice(1) ?? '';
        if (!GUIDES.includes(page)) return next();
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(await server.transformIndexHtml(`/${page}`, guidePage(guideTemplate(), page)));
      });
      for (const picture of GUIDE_PICTURES) {
        server.middlewares.use(`/${basename(picture)}`, (_request, response) => {
          response.setHeader('content-type', 'image/png');
          response.end(readFileSync(new URL(picture, ROOT)));
        });
      }
      for (const name of STANDALONE_FILES) {
        const file = new URL(name, BUNDLE);
        server.middlewares.use(`/${name}`, (_request, response, next) => {
          if (!existsSync(file)) return next();
          response.setHeader('content-type', 'text/javascript');
          response.end(readFileSync(file));
        });
      }
    },
    generateBundle() {
      for (const picture of GUIDE_PICTURES)
        this.emitFile({ type: 'asset', fileName: basename(picture), source: readFileSync(new URL(picture, ROOT)) });
      for (const name of STANDALONE_FILES) {
        const file = new URL(name, BUNDLE);
        if (!existsSync(file)) this.error(`dist/${name} is missing: run \`npm run build:element\` first`);
        this.emitFile({ type: 'asset', fileName: name, source: readFileSync(file) });
      }
    },
  };
}

/**
 * The app at the table (app.html), installable and offline after the first visit: its manifest,
 * and a service worker (Workbox) that precaches the app and what the calculator loads. Updates
 * wait for the player (`registerType: 'prompt'`; app.ts announces them).
 */
const app = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png'],
  manifest: {
    id: './app.html',
    name: 'Weis – who writes?',
    short_name: 'Weis',
    description: 'The Jass meld calculator for the table: who writes the Weis, and why. Works offline.',
    lang: 'de-CH',
    start_url: './app.html',
    scope: './',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f6f4ef',
    theme_color: '#1d6b34',
    icons: [
      { src: './icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: './icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: './icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The app, the calculator and every file it loads from beside itself (languages, faces, odds).
    globPatterns: ['app.html', 'assets/*.{js,css}', 'jass-weis-*.js', 'icon-*.png', 'manifest.webmanifest'],
    cleanupOutdatedCaches: true,
    navigateFallback: null,
  },
});

/** `npm start` serves the documentation site; `npm run build:site` writes it to dist/site (relative paths: any static host). */
export default defineConfig({
  root: 'site',
  base: './',
  publicDir: 'static',
  plugins: [jassSite(), app],
  define: {
    __JASS_CDN_URL__: JSON.stringify(CDN_URL),
    __JASS_VERSION__: JSON.stringify(VERSION),
    // Where share links go when a figure service runs for this site (its pages preview in chats).
    __JASS_FIGURE_SERVICE__: JSON.stringify(process.env.JASS_FIGURE_SERVICE ?? ''),
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    outDir: '../dist/site',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      input: Object.fromEntries([
        ...PAGES.map((page) => [page, `${SITE}${page}.html`]),
        ...GUIDES.map((page) => [page.replace(/\.html$/, ''), `${SITE}${page}`]),
      ]),
    },
  },
});
