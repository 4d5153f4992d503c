import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { withStepLimit } from './hang-limits.js';
import { watchErrors } from './page-errors.js';
import { PHONE, siteInChromium, tapper } from './phone.js';
import { mismatchWithReference } from './reference-image.js';

/*
 * Issue 27: the app at the table, as a player opens it on a phone (360 × 740, touch): installable,
 * offline after the first visit, the last table kept, "New round", and the scenario "I hold
 * Rosen 9, 10, Under, Ober; Left said fifty" in a few taps with the answer on the first screen.
 */

const site = siteInChromium();

async function openApp(locale = 'de-CH'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await site.newContext({ ...PHONE, locale });
  site.keep(context);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.origin}/app.html`);
  await openWeisTab(page);
  return { context, page, errors };
}

const calculator = (page: Page) => page.locator('jass-weis-calculator');

/** The app opens on the board (issue 38); the calculator is its Weis tab, kept open once chosen. */
async function openWeisTab(page: Page): Promise<void> {
  await page.locator('#tab-weis').tap();
  await page.locator('jass-weis-calculator .frame').waitFor();
}
const headline = (page: Page) => calculator(page).locator('.headline-action');

/** Every control on the first screen, with its size: each must be a finger's size. */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const small: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll<HTMLElement>('button, select, input, summary, a[href]')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.bottom > innerHeight || box.top < 0) continue;
        if (element.closest('.visually-hidden')) continue;
        if (box.width < 44 || box.height < 44)
          small.push(`${element.className || element.tagName} ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
      for (const host of root.querySelectorAll('*')) if (host.shadowRoot) visit(host.shadowRoot);
    };
    visit(document);
    return small;
  });

describe('issue 27: the app at the table', () => {
  it('installs: Chromium reports no installability error; offline after the first visit it reloads and answers', async () => {
    // A profile of its own, as a person's browser has: nothing installs from an incognito window.
    const profile = await mkdtemp(join(tmpdir(), 'jass-weis-app-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...PHONE,
      locale: 'de-CH',
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    site.keep(withStepLimit(context));
    const page = context.pages()[0] ?? (await context.newPage());
    const errors = watchErrors(page);
    await page.goto(`${site.origin}/app.html`);
    await openWeisTab(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as { start_url: string; display: string; icons: unknown[] }) : null;
    });
    expect(manifest).toMatchObject({ start_url: './app.html', display: 'standalone' });
    // The service worker has precached the app (it is active once its install is done).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.locator('jass-weis-calculator input[type="text"]').fill('Rosen 9 10 Under Ober');
    await expect.poll(() => headline(page).textContent()).toContain('50');
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The table kept across the reload, and its answer, with no network.
    await expect.poll(() => calculator(page).locator('input[type="text"]').inputValue()).toBe('Rosen 9 10 Under Ober');
    // The app speaks the table's Swiss German (issue 46: the Wys tab was standard German).
    await expect.poll(() => headline(page).textContent()).toBe('Vierblatt Rose bis Ober, 50: seit «füfzg».');
    expect(errors).toEqual([]);
    await context.close();
    await rm(profile, { recursive: true, force: true });
  });

  it('"Rosen 9, 10, Under, Ober; Left said fifty": at most 7 taps, the headline first on the screen, every target 44 × 44', async () => {
    const { page, errors } = await openApp();
    const taps = tapper();
    // Opened in the browser's language (Swiss German), on the quick calculator, with no example to clear.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-CH');
    expect(await calculator(page).locator('input[type="text"]').inputValue()).toBe('');
    // Nothing picked yet: the first thing to do, never a question to the player about their own hand.
    expect(await headline(page).textContent()).toBe('Charte wähle');
    for (const card of ['H9', 'HT', 'HJ', 'HQ']) await taps.tap(calculator(page).locator(`.pick[data-card="${card}"]`));
    await taps.tap(calculator(page).locator('.said-seat[data-seat="3"] .chips .chip', { hasText: /^50$/ }));
    // The headline's first words are what to do next, in the table's Swiss German (issue 46: it was standard German).
    await expect.poll(() => headline(page).textContent()).toBe('Fröög Rächts und Partner: Wievill?');
    // One follow-up: Right says nothing.
    await taps.tap(calculator(page).locator('.said-seat[data-seat="1"] .chips .chip').first());
    await expect.poll(() => headline(page).textContent()).toBe('Fröög Partner: Wievill?');
    expect(taps.count).toBeLessThanOrEqual(7);
    const box = await headline(page).boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(740);
    expect(await smallTargets(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('at 360 × 640 the answer stays in view while the others’ values further down are tapped', async () => {
    const context = await site.newContext({ ...PHONE, viewport: { width: 360, height: 640 }, locale: 'de-CH' });
    site.keep(context);
    const page = await context.newPage();
    await page.goto(`${site.origin}/app.html`);
    await openWeisTab(page);
    for (const card of ['H9', 'HT', 'HJ', 'HQ']) await calculator(page).locator(`.pick[data-card="${card}"]`).tap();
    await calculator(page).locator('.said-seat[data-seat="3"] .chips .chip', { hasText: /^50$/ }).tap();
    await expect.poll(() => headline(page).textContent()).toBe('Fröög Rächts und Partner: Wievill?');
    const box = await headline(page).boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 999) + (box?.height ?? 0)).toBeLessThanOrEqual(640);
  });

  it('an answer to a follow-up shows as a chip, and a tap on it takes it back', async () => {
    const { page } = await openApp('en-GB');
    const input = calculator(page).locator('input[type="text"]');
    await input.fill('H9 HT HJ HQ');
    const seat = (n: number) => calculator(page).locator(`.said-seat[data-seat="${n}"]`);
    await seat(1).locator('.chips .chip').first().tap();
    await seat(2).locator('.chips .chip').first().tap();
    await seat(3).locator('.chips .chip', { hasText: /^50$/ }).tap();
    await expect.poll(() => headline(page).textContent()).toBe('Ask Left: up to which card?');
    await seat(3).locator('.answers .chip', { hasText: 'King' }).tap();
    await expect.poll(() => seat(3).locator('.chip.answered').textContent()).toContain('King');
    expect(await headline(page).textContent()).toContain('write 50');
    await seat(3).locator('.chip.answered').tap();
    await expect.poll(() => headline(page).textContent()).toBe('Ask Left: up to which card?');
    expect(await seat(3).locator('.chip.answered').count()).toBe(0);
  });

  it('New round clears the cards, the words and the trump (chosen anew each round), and keeps the rules and the language', async () => {
    const { page } = await openApp('fr-CH');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.locator('#app-lang').selectOption('it');
    await calculator(page)
      .locator('select')
      .filter({ has: page.locator('option[value="official"]') })
      .first()
      .selectOption('official');
    await calculator(page)
      .locator('select')
      .filter({ has: page.locator('option[value="obenabe"]') })
      .first()
      .selectOption('S');
    await calculator(page).locator('input[type="text"]').fill('cuori 9 10 fante donna');
    await calculator(page).locator('.said-seat[data-seat="3"] .chips .chip', { hasText: /^50$/ }).tap();
    await page.reload();
    await expect.poll(() => calculator(page).locator('input[type="text"]').inputValue()).toBe('cuori 9 10 fante donna');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
    await page.locator('#new-round').tap();
    await expect.poll(() => calculator(page).locator('input[type="text"]').inputValue()).toBe('');
    expect(await calculator(page).locator('.said-seat .chip[aria-pressed="true"]').count()).toBe(0);
    expect(await calculator(page).getAttribute('rules')).toBe('official');
    expect(await calculator(page).evaluate((element) => (element as HTMLElement & { trump: string }).trump)).toBe('');
    expect(await page.locator('#new-round').textContent()).toBe('Nuova mano');
  });

  for (const [locale, hand, said] of [
    ['de-CH', 'Rosen 9 10 Under Ober', 'füfzg'],
    ['fr-CH', 'cœur 9 10 valet dame', 'cinquante'],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`its one screen looks as its reference picture: ${locale}, ${colorScheme}`, async () => {
        const context = await site.newContext({ ...PHONE, locale, colorScheme });
        site.keep(context);
        const page = await context.newPage();
        await page.goto(`${site.origin}/app.html`);
        await openWeisTab(page);
        await calculator(page).locator('input[type="text"]').fill(hand);
        await calculator(page).evaluate((element, words) => {
          (element as HTMLElement & { hands: string }).hands += `|||${words}`;
        }, said);
        await expect.poll(() => headline(page).textContent()).not.toBe('');
        await expect.poll(() => calculator(page).locator('.card-art.detailed, .pick.has-art').count()).toBeGreaterThan(0);
        await page.evaluate(() => document.fonts.ready);
        const shot = await page.screenshot({ caret: 'hide', animations: 'disabled' });
        expect(await mismatchWithReference(shot, `app-${locale}-${colorScheme}`)).toBeNull();
      });
    }
  }
});
