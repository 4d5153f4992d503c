import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { HEAVY, PROGRAM, withStepLimit } from './hang-limits.js';
import { watchErrors } from './page-errors.js';
import { ADMIN, startWordPress, type WordPressSite } from './wordpress-site.js';

const TABLE = { hands: 'H9 HT HJ HQ HK|HA DA SA CA', trump: 'S', lang: 'de-CH', names: 'Anna|Beat' } as const;

/** What the test asks of the block editor (WordPress's globals). */
interface EditorWp {
  blocks: { createBlock(name: string, attributes: object): { clientId: string } };
  data: {
    dispatch(store: string): Record<string, ((...args: unknown[]) => unknown) | undefined>;
    select(store: string): Record<string, (...args: unknown[]) => unknown>;
  };
}

let wordpress: WordPressSite;
let browser: Browser;

beforeAll(async () => {
  wordpress = await startWordPress();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, PROGRAM.timeout);

afterAll(async () => {
  await browser?.close();
  await wordpress?.close();
});

/** The figure's words as the element draws them (its shadow root), once it has. */
const drawn = (page: Page) =>
  page.locator('jass-weis-calculator').evaluate(async (element) => {
    await customElements.whenDefined('jass-weis-calculator');
    await (element as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    return element.shadowRoot?.textContent ?? '';
  });

/** The post as a reader sees it: with script, or without; with script, the page's layout shifts add up in `__shift`. */
async function read(url: string, javaScriptEnabled: boolean): Promise<{ page: Page; errors: string[] }> {
  // Tall enough that the paragraph below the figure is on the screen.
  const context = withStepLimit(await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 1600 } }));
  await context.addInitScript(() => {
    const counted = window as unknown as { __shift: number };
    counted.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) counted.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(url);
  return { page, errors };
}

// WordPress's editor and pages in a real WordPress: heavy work on a loaded machine (hang-limits.ts).
describe('issue 28: the WordPress plugin in a real WordPress (Debian’s, with MariaDB and PHP)', HEAVY, () => {
  it('the block: inserted in the editor with its fields in the sidebar, published, shown with and without JavaScript', async () => {
    const context = withStepLimit(await browser.newContext({ viewport: { width: 1400, height: 900 } }));
    const editor = await context.newPage();
    await editor.goto(`${wordpress.origin}/wp-login.php`);
    await editor.fill('#user_login', ADMIN.user);
    await editor.fill('#user_pass', ADMIN.password);
    await editor.click('#wp-submit');
    await editor.waitForURL(/wp-admin/);
    await editor.goto(`${wordpress.origin}/wp-admin/post-new.php`);
    await editor.waitForFunction(() => {
      const wp = (window as unknown as { wp?: { blocks?: { getBlockType?: (name: string) => unknown } } }).wp;
      return Boolean(wp?.blocks?.getBlockType?.('jass-weis/figure'));
    });
    // As an author does: the block inserted and selected, its table set in the sidebar's fields.
    await editor.evaluate((table) => {
      const wp = (window as unknown as { wp: EditorWp }).wp;
      wp.data.dispatch('core/edit-post').toggleFeature?.('welcomeGuide');
      const block = wp.blocks.createBlock('jass-weis/figure', {});
      const blocks = wp.data.dispatch('core/block-editor');
      // A paragraph below the figure: what would move if the figure took more room once drawn.
      blocks.insertBlocks?.([block, wp.blocks.createBlock('core/paragraph', { content: 'Darunter geht der Artikel weiter.' })]);
      blocks.selectBlock?.(block.clientId);
      blocks.updateBlockAttributes?.(block.clientId, table);
      wp.data.dispatch('core/editor').editPost?.({ title: 'Wer schreibt den Weis?' });
    }, TABLE);
    // The sidebar has the block's fields; the preview is the element itself.
    await editor.getByLabel('Hands').waitFor();
    expect(await editor.getByLabel('Hands').inputValue()).toBe(TABLE.hands);
    await expect.poll(() => drawn(editor)).toContain('Fünfblatt Rosen bis König');
    const link = await editor.evaluate(async () => {
      const wp = (window as unknown as { wp: EditorWp }).wp;
      wp.data.dispatch('core/editor').editPost?.({ status: 'publish' });
      await wp.data.dispatch('core/editor').savePost?.();
      return wp.data.select('core/editor').getPermalink?.() as string;
    });
    await context.close();

    // Without script: the figure in text, saved with the post, in the block's wrapper (the theme's column).
    const plain = await read(link, false);
    expect(await plain.page.locator('.wp-block-jass-weis-figure > jass-weis-calculator .jass-weis-fallback').count()).toBe(1);
    expect(await plain.page.locator('.jass-weis-fallback').textContent()).toContain('Fünfblatt Rosen bis König · 100');
    expect(await plain.page.locator('.jass-weis-fallback').textContent()).toContain('Anna gewinnt');
    // The room kept for the drawing is for pages with script only: here the text takes its own height.
    expect(
      await plain.page
        .locator('.wp-block-jass-weis-figure > jass-weis-calculator')
        .evaluate((element) => getComputedStyle(element).minHeight),
    ).toMatch(/^(auto|0px)$/);
    await plain.page.context().close();
    // The block keeps the figure's height as the editor drew it.
    const saved = await wordpress.php(`echo get_post(url_to_postid(${JSON.stringify(link)}))->post_content;`);
    const room = Number(/--jass-weis-height:(\d+)px/.exec(saved)?.[1]);
    expect(room).toBeGreaterThan(200);
    // With script: the element draws the figure over it, from the plugin's own file, in the room
    // kept for it: nothing below moves (a layout shift of 0.148 before the room was kept).
    const live = await read(link, true);
    expect(await drawn(live.page)).toContain('Fünfblatt Rosen bis König');
    await live.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await live.page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.05);
    expect(await live.page.locator('script[type="module"][src*="plugins/jass-weis/jass-weis-calculator-all.js"]').count()).toBe(
      1,
    );
    expect(live.errors).toEqual([]);
    await live.page.context().close();
  });

  it('the shortcode: the element with its attributes escaped; without script, the hands as written', async () => {
    const link = await wordpress.php(
      `$id = wp_insert_post(array('post_title' => 'Kurz', 'post_status' => 'publish', 'post_author' => 1, 'post_content' => '[jass_weis hands="${TABLE.hands}" trump="S" lang="de-CH" names="Anna|Beat\\"><img src=x onerror=alert(1)>"]')); echo get_permalink($id);`,
    );
    const live = await read(link, true);
    expect(await drawn(live.page)).toContain('Fünfblatt Rosen bis König');
    expect(await live.page.locator('jass-weis-calculator img').count()).toBe(0);
    expect(live.errors).toEqual([]);
    await live.page.context().close();
    const plain = await read(link, false);
    expect(await plain.page.locator('jass-weis-calculator .jass-weis-fallback').textContent()).toBe(TABLE.hands);
    await plain.page.context().close();
  });
});
