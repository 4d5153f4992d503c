// Draws the extension icons and the app's (our own art) with Chromium: `node scripts/make-icons.mjs`.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128">
  <rect x="4" y="4" width="120" height="120" rx="26" fill="#1d6b34"/>
  <rect x="30" y="18" width="56" height="80" rx="8" fill="#fffdf7" stroke="#0c3a1b" stroke-width="3" transform="rotate(-10 58 58)"/>
  <rect x="44" y="28" width="56" height="80" rx="8" fill="#fffdf7" stroke="#0c3a1b" stroke-width="3" transform="rotate(8 72 68)"/>
  <path fill="#c0262d" d="M74 96C74 96 56 84 56 72C56 65 61 61 66 61C70 61 72 63 74 66C76 63 78 61 82 61C87 61 92 65 92 72C92 84 74 96 74 96Z"/>
</svg>`;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
for (const size of [16, 32, 48, 64, 96, 128]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style><img src="data:image/svg+xml,${encodeURIComponent(SVG)}" width="${size}" height="${size}">`,
  );
  await page.screenshot({ path: `public/icon/${size}.png`, omitBackground: true });
  await page.close();
}
// The app's icons (site/static): the same art at 192 and 512 px, and a maskable one whose green
// fills the whole square (launchers cut it to their own shape; the cards stay in the safe zone).
const MASKABLE = SVG.replace(
  '<rect x="4" y="4" width="120" height="120" rx="26" fill="#1d6b34"/>',
  '<rect width="128" height="128" fill="#1d6b34"/>',
)
  .replace('viewBox="0 0 128 128"', 'viewBox="-24 -24 176 176"')
  .replace('<svg ', '<svg style="background:#1d6b34" ');
for (const [name, svg, size] of [
  ['icon-192', SVG, 192],
  ['icon-512', SVG, 512],
  ['icon-maskable-512', MASKABLE, 512],
]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style><img src="data:image/svg+xml,${encodeURIComponent(svg)}" width="${size}" height="${size}">`,
  );
  await page.screenshot({ path: `site/static/${name}.png`, omitBackground: true });
  await page.close();
}
await browser.close();
