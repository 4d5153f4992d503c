#!/usr/bin/env node
// `npm run screenshots`: the store images (1280 × 800, what the Chrome Web Store and
// addons.mozilla.org take) of the built extension, in English (French cards) and Swiss German
// (German-Swiss cards): the overlay on a demo table drawn with our own card art, the popup and
// the side panel. Written to dist/store/<lang>/.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';
import { demoTableHtml } from './demo-table.js';
import { serveDirectory } from './static-server.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
// The test build may read 127.0.0.1, where the saved game pages are served.
const EXTENSION = join(ROOT, '.output/e2e/chrome-mv3');
const OUT = join(ROOT, 'dist/store');
const SIZE = { width: 1280, height: 800 };

const SHOTS = {
  en: {
    table: {
      lang: 'en',
      deck: 'french',
      trump: 'S',
      hand: ['H6', 'H7', 'H8', 'H9', 'DA', 'SQ', 'SK', 'SA', 'CA'],
      trick: ['HA', 'HK', 'HQ', 'HJ'],
      names: ['You', 'Right', 'Partner', 'Left'],
    },
    hand: 'HA DA SA CA H6 H7 H8',
    captions: {
      overlay: 'Your best Weis and what to say, right on the game page',
      popup: 'Type or pick a hand: the best Weis in one glance',
      sidepanel: 'The whole table beside the game, every comparison explained',
    },
  },
  'de-CH': {
    table: {
      lang: 'de-CH',
      deck: 'german-swiss',
      trump: 'H',
      hand: ['H6', 'H7', 'H8', 'HQ', 'HK', 'DJ', 'SJ', 'CJ', 'HJ'],
      trick: ['DA', 'DK', 'DQ', 'DT'],
      names: ['Du', 'Rächts', 'Partner', 'Links'],
    },
    hand: 'Rosen Ober, Rosen König, Rosen Ass, Schilte Under, Eichle Under, Schelle Under, Rosen Under',
    captions: {
      overlay: 'Dä bescht Wys und was mer seit, diräkt uf de Spiilsiite',
      popup: 'Charte iitippe oder uswähle: dä bescht Wys uf ei Blick',
      sidepanel: 'De ganz Tisch näbem Spiil, jede Vergliich erklärt',
    },
  },
};

const frame = (image, caption) => `<!doctype html><html><head><style>
  html, body { margin: 0; width: ${SIZE.width}px; height: ${SIZE.height}px; }
  body { display: grid; grid-template-rows: auto 1fr; place-items: center; background: linear-gradient(160deg, #1d6b34, #0c3a1b);
    font: 600 34px/1.3 system-ui, sans-serif; color: #fffdf7; }
  h1 { font: inherit; margin: 42px 60px 24px; text-align: center; }
  img { max-height: 640px; max-width: 1180px; border-radius: 14px; box-shadow: 0 18px 50px rgb(0 0 0 / 0.45); align-self: start; }
</style></head><body><h1>${caption}</h1><img src="data:image/png;base64,${image.toString('base64')}"></body></html>`;

const server = await serveDirectory(join(ROOT, 'test/fixtures/pages'));
const profile = await mkdtemp(join(tmpdir(), 'jass-weis-store-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  headless: true,
  viewport: SIZE,
  ignoreDefaultArgs: ['--disable-extensions'],
  args: [`--disable-extensions-except=${EXTENSION}`, `--load-extension=${EXTENSION}`, ...CHROMIUM_ARGS],
});
try {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extension = `chrome-extension://${new URL(worker.url()).host}`;
  const written = [];
  for (const [lang, shot] of Object.entries(SHOTS)) {
    await mkdir(join(OUT, lang), { recursive: true });
    const game = await context.newPage();
    // A page of the test server's origin (the test build reads it), drawn here, not saved.
    const address = `${server.origin}/demo-table-${lang}.html`;
    await game.route(address, (route) => route.fulfill({ contentType: 'text/html', body: demoTableHtml(shot.table) }));
    await game.goto(address);

    const popup = await context.newPage();
    await popup.setViewportSize({ width: 360, height: 600 });
    await popup.goto(`${extension}/popup.html`);
    await popup.evaluate((language) => chrome.storage.sync.set({ settings: { lang: language } }), lang);
    const tabId = await popup.evaluate(async (url) => (await chrome.tabs.query({ url }))[0]?.id ?? -1, game.url());
    await popup.goto(`${extension}/popup.html?tab=${tabId}`);
    const toggle = popup.locator('#read-site');
    if (!(await toggle.isChecked())) await toggle.check();
    // The page is read once the background keeps its table (the overlay itself is out of the page's reach).
    for (let tries = 0; tries < 100; tries++) {
      const kept = await popup.evaluate((id) => chrome.storage.session.get(`table:${id}`), tabId);
      if (Object.keys(kept).length > 0) break;
      await popup.waitForTimeout(100);
    }
    await popup.locator('jass-weis-calculator input[type="text"]').fill(shot.hand);
    await popup.waitForTimeout(600);
    const popupImage = await popup.screenshot();

    const panel = await context.newPage();
    await panel.setViewportSize({ width: 420, height: 760 });
    await panel.goto(`${extension}/sidepanel.html?tab=${tabId}`);
    await panel.locator('jass-weis-calculator .verdict').first().waitFor();
    const panelImage = await panel.screenshot();

    await game.bringToFront();
    await game.waitForTimeout(600);
    await game.screenshot({ path: join(OUT, lang, 'overlay.png') });
    written.push(join(OUT, lang, 'overlay.png'));

    for (const [name, image] of [
      ['popup', popupImage],
      ['sidepanel', panelImage],
    ]) {
      const page = await context.newPage();
      await page.setContent(frame(image, shot.captions[name]));
      await page.screenshot({ path: join(OUT, lang, `${name}.png`) });
      written.push(join(OUT, lang, `${name}.png`));
      await page.close();
    }
    for (const page of [game, popup, panel]) await page.close();
  }
  console.log(`${written.length} store images, ${SIZE.width} × ${SIZE.height}:\n${written.join('\n')}`);
} finally {
  await context.close();
  await server.close();
  await rm(profile, { recursive: true, force: true });
}
