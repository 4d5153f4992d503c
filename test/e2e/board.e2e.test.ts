import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { watchErrors } from './page-errors.js';
import { PHONE, siteInChromium, tapper } from './phone.js';
import { mismatchWithReference } from './reference-image.js';

/*
 * Issue 38: the Jasstafel as a table keeps it open all evening, on a phone (360 × 740, touch):
 * a game to 1000 through its rounds (a Match, Stöck, a Weis settled by a question, a pushed
 * trump with factors per trump), undo and a change of an earlier round, kept over a reload and
 * offline, and said plainly when the browser keeps nothing.
 */

const site = siteInChromium();

const board = (page: Page) => page.locator('jass-board');
/** The two totals as numbers (written with the language's group separator: 1,012, 1’012, 1 012). */
const totals = async (page: Page) =>
  Promise.all(
    [0, 1].map(async (team) =>
      Number((await board(page).locator(`.total[data-team="${team}"] .points`).textContent())?.replace(/\D/g, '')),
    ),
  );

async function startGame(page: Page, perTrump: boolean): Promise<void> {
  await board(page).locator('form.setup').waitFor();
  await board(page).locator('input[name="team-0"]').fill('Us');
  await board(page).locator('input[name="team-1"]').fill('Them');
  for (const [seat, name] of ['Anna', 'Beat', 'Chrigu', 'Dani'].entries())
    await board(page).locator(`input[name="player-${seat}"]`).fill(name);
  if (perTrump) await board(page).locator('[data-factors="per-trump"]').tap();
  await board(page).locator('form.setup button[type="submit"]').tap();
  await board(page).locator('.totals').waitFor();
}

interface RoundEntry {
  trump: string;
  team: 0 | 1;
  points?: string;
  match?: boolean;
  pushed?: boolean;
  stoeck?: 0 | 1;
  /** Each player's said value (a chip's text), then answers to the questions asked, by seat. */
  said?: readonly [string, string, string, string];
  answers?: readonly (readonly [number, string])[];
}

/** A seat's chip for a value said: the first is "0" (nothing). */
const saidChip = (form: Locator, seat: number, value: string): Locator => {
  const chips = form.locator(`.said-seat[data-seat="${seat}"] .chips .chip`);
  return value === '0' ? chips.first() : chips.filter({ hasText: new RegExp(`^${value}$`) });
};

/** A round entered as a scorer taps it; the taps it took. */
async function writeRound(page: Page, entry: RoundEntry): Promise<number> {
  const taps = tapper();
  const form = board(page).locator('form.round-form');
  if (!(await form.isVisible())) await taps.tap(board(page).locator('[data-action="round"]'));
  await taps.tap(form.locator(`[data-trump="${entry.trump}"]`));
  if (entry.pushed) await taps.tap(form.locator('[data-pushed]'));
  if (entry.team === 1) await taps.tap(form.locator('[data-team="1"]'));
  if (entry.match) await taps.tap(form.locator('[data-match]'));
  else {
    // A trump chosen, the points field has the focus (its keypad open): the digits only.
    const field = form.locator('input[name="points"]');
    expect(
      await field.evaluate(
        (input) => input.getRootNode() instanceof ShadowRoot && (input.getRootNode() as ShadowRoot).activeElement === input,
      ),
    ).toBe(true);
    await taps.type(field, entry.points ?? '');
  }
  if (entry.stoeck !== undefined) await taps.tap(form.locator(`[data-stoeck="${entry.stoeck}"]`));
  for (const [seat, value] of (entry.said ?? []).entries()) await taps.tap(saidChip(form, seat, value));
  for (const [seat, answer] of entry.answers ?? [])
    await taps.tap(form.locator(`.said-seat[data-seat="${seat}"] .answers .chip`, { hasText: answer }));
  await taps.tap(form.locator('button[type="submit"]'));
  await board(page).locator('.totals').waitFor();
  return taps.count;
}

async function openBoard(locale = 'en-GB', init?: () => void): Promise<{ page: Page; errors: string[] }> {
  const context = await site.newContext({ ...PHONE, locale });
  site.keep(context);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.origin}/app.html`);
  await board(page).waitFor();
  return { page, errors };
}

describe('issue 38: the Jasstafel', () => {
  it('a game to 1000: a Match, Stöck, a Weis settled by a question, a pushed trump with factors per trump; undo, a change, the winner, a reload', async () => {
    const { page, errors } = await openBoard();
    await startGame(page, true);
    expect(await board(page).locator('.next').textContent()).toContain('Anna deals · Beat chooses trump');

    // Hearts ×1: Us 100 tricks and Stöck; Them the other 57.
    const first = await writeRound(page, { trump: 'H', team: 0, points: '100', stoeck: 0 });
    expect(await totals(page)).toEqual([120, 57]);
    // The button that opens the form, the trump, 3 digits, Stöck, Write: 7 taps.
    expect(first).toBe(7);

    // Spades ×2, pushed to the partner: a Match for Them, 257 × 2.
    await writeRound(page, { trump: 'S', team: 1, match: true, pushed: true });
    expect(await totals(page)).toEqual([120, 571]);
    const second = board(page).locator('tr[data-round="2"]');
    expect(await second.textContent()).toContain('Pushed');
    // Beat dealt round 2; Chrigu was forehand and pushed: Anna, Chrigu's partner, chose.
    expect(await second.textContent()).toContain('Anna chose');

    // Obenabe ×3: Anna and Beat both say fifty (the others said nothing: no tap); "up to which card?" decides.
    await board(page).locator('[data-action="round"]').tap();
    const form = board(page).locator('form.round-form');
    await form.locator('[data-trump="obenabe"]').tap();
    await form.locator('input[name="points"]').fill('60');
    for (const [seat, value] of ['50', '50'].entries()) await saidChip(form, seat, value).tap();
    // Open: the question is asked, and nothing can be written until it is answered.
    await expect.poll(() => form.locator('.verdict').textContent()).toMatch(/which card/i);
    expect(await form.locator('button[type="submit"]').isDisabled()).toBe(true);
    // The first seat asked goes up to the King; the next, asked then, up to the Ace: its team writes.
    const asked = () => form.locator('.said-seat:has(.answers)').first();
    await asked().locator('.answers .chip', { hasText: 'King' }).tap();
    const seat = Number(await asked().getAttribute('data-seat'));
    await asked().locator('.answers .chip', { hasText: 'Ace' }).tap();
    const writer = seat % 2 === 0 ? 'Us' : 'Them';
    await expect.poll(() => form.locator('.verdict').textContent()).toBe(`${writer} writes 50 (decided by highest card)`);
    await form.locator('button[type="submit"]').tap();
    const weis: [number, number] = writer === 'Us' ? [450, 862] : [300, 1012];
    expect(await totals(page)).toEqual(weis);
    expect(await board(page).locator('tr[data-round="3"] .why').textContent()).toContain('decided by highest card');

    // Round 3 opened for a change: what was said, and the answers, as they were settled.
    await board(page).locator('tr[data-round="3"] .edit').tap();
    await expect.poll(() => form.locator('.verdict').textContent()).toBe(`${writer} writes 50 (decided by highest card)`);
    await form.locator('button', { hasText: 'Cancel' }).tap();

    // Undo takes the round back; written again (by hand this time), the same.
    await board(page).locator('[data-action="undo"]').tap();
    expect(await totals(page)).toEqual([120, 571]);
    await board(page).locator('[data-action="round"]').tap();
    await form.locator('[data-trump="obenabe"]').tap();
    await form.locator('input[name="points"]').fill('60');
    await form.locator('details summary').tap();
    await form.locator(`[data-hand-team="${seat % 2}"]`).tap();
    await form.locator('input[name="hand"]').fill('50');
    await form.locator('button[type="submit"]').tap();
    expect(await totals(page)).toEqual(weis);

    // A change of round 1: 90 tricks for Us, not 100 (Us 10 fewer, Them 10 more).
    await board(page).locator('tr[data-round="1"] .edit').tap();
    expect(await form.locator('input[name="points"]').inputValue()).toBe('100');
    await form.locator('input[name="points"]').fill('90');
    await form.locator('button[type="submit"]').tap();
    const changed: [number, number] = [weis[0] - 10, weis[1] + 10];
    expect(await totals(page)).toEqual(changed);
    // The second seat asked is Them's: with its 50 at ×3 Them pass 1000 and win.
    expect(changed).toEqual([290, 1022]);
    expect(await board(page).locator('.winner').textContent()).toBe('Them wins');
    // Issue 46: a game that is won takes no round more: New game is offered, not Write a round.
    expect(await board(page).locator('[data-action="round"]').count()).toBe(0);
    expect(await board(page).locator('[data-action="next-game"]').isVisible()).toBe(true);

    // Kept across a reload: the rounds, the totals, the winner.
    await page.reload();
    await board(page).locator('.totals').waitFor();
    expect(await totals(page)).toEqual(changed);
    expect(await board(page).locator('tr[data-round]').count()).toBe(3);
    expect(await board(page).locator('.winner').textContent()).toBe('Them wins');
    expect(errors).toEqual([]);
  });

  it('offline after the first visit, the game is there on a reload', async () => {
    const profile = await mkdtemp(join(tmpdir(), 'jass-weis-board-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...PHONE,
      locale: 'de-CH',
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    site.keep(context);
    const page = context.pages()[0] ?? (await context.newPage());
    const errors = watchErrors(page);
    await page.goto(`${site.origin}/app.html`);
    await startGame(page, false);
    await writeRound(page, { trump: 'C', team: 1, points: '100', stoeck: 1 });
    expect(await totals(page)).toEqual([57, 120]);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await board(page).locator('.totals').waitFor();
    expect(await totals(page)).toEqual([57, 120]);
    expect(errors).toEqual([]);
    await context.close();
    await rm(profile, { recursive: true, force: true });
  });

  it('where the browser refuses storage, the board says so and the game goes on', async () => {
    const { page, errors } = await openBoard('en-GB', () => {
      Storage.prototype.setItem = () => {
        throw new DOMException('refused', 'QuotaExceededError');
      };
    });
    await startGame(page, false);
    expect(await board(page).locator('.alert').textContent()).toContain('This browser keeps nothing');
    await writeRound(page, { trump: 'D', team: 0, points: '157' });
    expect(await totals(page)).toEqual([157, 0]);
    expect(errors).toEqual([]);
  });

  it('every control of the board and of a round is a finger’s size (44 × 44)', async () => {
    const { page } = await openBoard('de-CH');
    await startGame(page, true);
    await writeRound(page, { trump: 'H', team: 0, points: '80' });
    const small = () =>
      page.evaluate(() => {
        const found: string[] = [];
        const visit = (root: Document | ShadowRoot) => {
          for (const element of root.querySelectorAll<HTMLElement>('button, select, input:not([type="file"]), summary')) {
            const box = element.getBoundingClientRect();
            if (box.width === 0 || box.height === 0 || element.closest('.visually-hidden')) continue;
            if (box.width < 44 || box.height < 44)
              found.push(`${element.className || element.tagName} ${Math.round(box.width)}×${Math.round(box.height)}`);
          }
          for (const host of root.querySelectorAll('*')) if (host.shadowRoot) visit(host.shadowRoot);
        };
        visit(document);
        return found;
      });
    expect(await small()).toEqual([]);
    await board(page).locator('[data-action="round"]').tap();
    await board(page).locator('[data-trump="S"]').tap();
    expect(await small()).toEqual([]);
  });

  for (const locale of ['de-CH', 'fr-CH'] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`the board looks as its reference picture: ${locale}, ${colorScheme}`, async () => {
        const context = await site.newContext({ ...PHONE, locale, colorScheme });
        site.keep(context);
        const page = await context.newPage();
        await page.goto(`${site.origin}/app.html`);
        await startGame(page, true);
        await writeRound(page, { trump: 'H', team: 0, points: '100', stoeck: 0 });
        await writeRound(page, { trump: 'S', team: 1, match: true });
        await writeRound(page, { trump: 'obenabe', team: 0, points: '87' });
        await page.evaluate(() => document.fonts.ready);
        const shot = await page.screenshot({ caret: 'hide', animations: 'disabled', fullPage: true });
        expect(await mismatchWithReference(shot, `board-${locale}-${colorScheme}`)).toBeNull();
      });
    }
  }
});
