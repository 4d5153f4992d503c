import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { VERSION } from '../../scripts/site-content.js';
import { codeBlocks, DOC_FILES } from '../helpers/docs.js';
import { withStepLimit } from './hang-limits.js';
import { watchErrors } from './page-errors.js';

/*
 * Issue 47: the HTML blocks of the README and the guides, as an author pastes them into a page:
 * loaded in Chromium, the CDN's files answered by this build's (`dist/`), every figure drawn and
 * no error. The other blocks run in test/docs/code-blocks.test.ts.
 */
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
/** What an author's page asks of the CDNs: a file of the package, by version. */
const CDN = /^https:\/\/(?:cdn\.jsdelivr\.net\/npm|unpkg\.com)\/jass-weis@([^/]+)\/dist\/([\w.-]+\.js)$/;

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
});

describe('issue 47: every HTML block of the README and the guides, pasted into a page', () => {
  const blocks = DOC_FILES.flatMap(codeBlocks).filter((block) => block.lang === 'html');

  it('there are some', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(2);
  });

  for (const block of blocks) {
    it(`${block.file}:${block.line}: each figure is drawn, with this version's element, and no error`, async () => {
      const page = withStepLimit(await browser.newPage());
      const errors = watchErrors(page);
      const versions = new Set<string>();
      await page.route('**/*', async (route) => {
        const url = route.request().url();
        if (url === 'https://author.example/') {
          const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body>${block.value}</body></html>`;
          return route.fulfill({ contentType: 'text/html', body: html });
        }
        const cdn = CDN.exec(url);
        if (!cdn) return route.abort();
        versions.add(cdn[1] as string);
        return route.fulfill({
          contentType: 'text/javascript',
          headers: { 'access-control-allow-origin': '*' },
          body: await readFile(`${DIST}${cdn[2]}`),
        });
      });
      await page.goto('https://author.example/');
      const figures = await page.locator('jass-weis-calculator').count();
      expect(figures).toBeGreaterThan(0);
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              [...document.querySelectorAll('jass-weis-calculator')].filter((element) =>
                element.shadowRoot?.querySelector('.frame'),
              ).length,
          ),
        )
        .toBe(figures);
      // The address an author copies names the version these docs describe.
      expect([...versions]).toEqual([VERSION]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
