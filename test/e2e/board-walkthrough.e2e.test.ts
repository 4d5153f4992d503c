import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchErrors } from './page-errors.js';
import { PHONE, siteInChromium } from './phone.js';

/*
 * Issue 46: what a new scorer's walk-through of an evening found, each on a phone (360 × 740,
 * touch): the board must say why it waits, keep what is half done, ask before it throws anything
 * away, speak the table's words, keep the screen on, and print a sheet that stands on its own.
 */

const site = siteInChromium();
const board = (page: Page) => page.locator('jass-board');
const form = (page: Page) => board(page).locator('form.round-form');
/** The two totals as numbers. */
const totals = async (page: Page) =>
  Promise.all(
    [0, 1].map(async (team) =>
      Number((await board(page).locator(`.total[data-team="${team}"] .points`).textContent())?.replace(/\D/g, '')),
    ),
  );
/** Whether an element of the board is inside the phone's screen as it is scrolled. */
const inView = (page: Page, selector: string) =>
  board(page)
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });

async function open(locale = 'en-GB'): Promise<{ page: Page; errors: string[] }> {
  const context = site.keep(await site.newContext({ ...PHONE, locale }));
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.origin}/app.html`);
  await board(page).waitFor();
  return { page, errors };
}

async function start(page: Page, preset?: string): Promise<void> {
  await board(page).locator('form.setup').waitFor();
  await board(page).locator('input[name="team-0"]').fill('Us');
  await board(page).locator('input[name="team-1"]').fill('Them');
  for (const [seat, name] of ['Anna', 'Beat', 'Chrigu', 'Dani'].entries())
    await board(page).locator(`input[name="player-${seat}"]`).fill(name);
  if (preset) await board(page).locator('select[name="preset"]').selectOption(preset);
  await board(page).locator('form.setup button[type="submit"]').tap();
  await board(page).locator('.totals').waitFor();
}

/** A plain round: a trump, Us's trick points. */
async function plainRound(page: Page, trump: string, points: string): Promise<void> {
  await board(page).locator('[data-action="round"]').tap();
  await form(page).locator(`[data-trump="${trump}"]`).tap();
  await form(page).locator('input[name="points"]').pressSequentially(points);
  await form(page).locator('button[type="submit"]').tap();
  await board(page).locator('.totals').waitFor();
}

describe('issue 46: the walk-through of an evening', () => {
  it('the rules as set say what the boxes say: “all its Weis” once the box is ticked', async () => {
    const { page, errors } = await open();
    const summary = board(page).locator('.rules-summary');
    expect(await summary.textContent()).toContain('The winning team writes: its best Weis.');
    await board(page).locator('input[name="writes-all"]').check();
    expect(await summary.textContent()).toContain('The winning team writes: all its Weis.');
    expect(await summary.textContent()).not.toContain('its best Weis');
    expect(errors).toEqual([]);
  });

  it('official rules: the players’ 50 and 20 are written, and what the team shows besides is one tap', async () => {
    const { page, errors } = await open();
    await start(page, 'official');
    await board(page).locator('[data-action="round"]').tap();
    const round = form(page);
    await round.locator('[data-trump="H"]').tap();
    await round.locator('input[name="points"]').pressSequentially('90');
    const chip = (seat: number, value: string) =>
      round.locator(`.said-seat[data-seat="${seat}"] .chips .chip`).filter({ hasText: new RegExp(`^${value}$`) });
    await chip(1, '50').tap();
    await chip(3, '20').tap();
    await expect.poll(() => round.locator('.verdict').textContent()).toBe('Them writes 50 + 20 = 70 (uncontested)');
    await round.locator('[data-besides="20"]').tap();
    await expect.poll(() => round.locator('.verdict').textContent()).toBe('Them writes 50 + 20 + 20 = 90 (uncontested)');
    await round.locator('button[type="submit"]').tap();
    expect(await totals(page)).toEqual([90, 67 + 90]);
    expect(errors).toEqual([]);
  });

  it('“Write” is in sight once the trump is chosen, says why it waits (158 points), and the totals are in sight after writing', async () => {
    const { page, errors } = await open('de-CH');
    await start(page);
    await board(page).locator('[data-action="round"]').tap();
    await form(page).locator('[data-trump="S"]').tap();
    expect(await inView(page, 'form.round-form button[type="submit"]')).toBe(true);
    await form(page).locator('input[name="points"]').pressSequentially('158');
    expect(await form(page).locator('button[type="submit"]').isDisabled()).toBe(true);
    expect(await form(page).locator('.problem').textContent()).toBe('Stichpünkt gönd vo 0 bis 157, nöd 158.');
    await form(page).locator('input[name="points"]').fill('58');
    // Scrolled down to the Weis, written: back at the totals.
    await form(page).locator('fieldset.weis').scrollIntoViewIfNeeded();
    await form(page).locator('button[type="submit"]').tap();
    await board(page).locator('.totals').waitFor();
    expect(await totals(page)).toEqual([58, 99]);
    expect(await inView(page, '.totals')).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a Weis by hand: one team, “fünfzig” understood, 55 refused with the values there are', async () => {
    const { page, errors } = await open('de-CH');
    await start(page);
    await board(page).locator('[data-action="round"]').tap();
    const round = form(page);
    await round.locator('[data-trump="D"]').tap();
    await round.locator('input[name="points"]').pressSequentially('100');
    await round.locator('details summary').tap();
    await round.locator('input[name="hand"]').fill('55');
    expect(await round.locator('.problem').textContent()).toBe('Weles Team schriibt de Wys vo Hand?');
    await round.locator('[data-hand-team="1"]').tap();
    expect(await round.locator('.problem').textContent()).toMatch(/^55 isch kei Wys: 20, 50, 100/);
    await round.locator('input[name="hand"]').fill('fünfzig');
    await expect.poll(() => round.locator('.verdict').textContent()).toBe('Them schriibt 50 (vo Hand gschribe)');
    await round.locator('button[type="submit"]').tap();
    expect(await totals(page)).toEqual([100, 57 + 50]);
    expect(errors).toEqual([]);
  });

  it('deleting asks once more; the deal stays where it was; Undo sits by the rounds, not by “Write a round”', async () => {
    const { page, errors } = await open();
    await start(page);
    await plainRound(page, 'H', '80');
    await plainRound(page, 'S', '90');
    const next = await board(page).locator('.next').textContent();
    expect(next).toContain('Chrigu deals');
    // Undo is not in the row of "Write a round".
    expect(await board(page).locator('.actions:has([data-action="round"]) [data-action="undo"]').count()).toBe(0);
    await board(page).locator('tr[data-round="1"] .edit').tap();
    await form(page).locator('[data-action="remove"]').tap();
    // One tap asks; the round is still there.
    expect(await form(page).locator('[data-action="confirm-remove"]').isVisible()).toBe(true);
    await form(page).locator('[data-action="confirm-remove"]').tap();
    await board(page).locator('.totals').waitFor();
    expect(await board(page).locator('tr[data-round]').count()).toBe(1);
    expect(await board(page).locator('.next').textContent()).toBe(next);
    // A game is deleted after a second tap too.
    await board(page).locator('[data-action="games"]').tap();
    await board(page).locator('.games [data-action="delete"]').tap();
    expect(await board(page).locator('.games li').count()).toBe(1);
    await board(page).locator('.games [data-action="confirm-delete"]').tap();
    await board(page).locator('form.setup').waitFor();
    expect(errors).toEqual([]);
  });

  it('a round half entered is there again after a reload', async () => {
    const { page, errors } = await open();
    await start(page);
    await board(page).locator('[data-action="round"]').tap();
    await form(page).locator('[data-trump="C"]').tap();
    await form(page).locator('input[name="points"]').pressSequentially('77');
    await form(page).locator('.said-seat[data-seat="2"] .chips .chip').filter({ hasText: /^50$/ }).tap();
    await page.reload();
    await form(page).waitFor();
    expect(await form(page).locator('[data-trump="C"]').getAttribute('aria-pressed')).toBe('true');
    expect(await form(page).locator('input[name="points"]').inputValue()).toBe('77');
    expect(await form(page).locator('.verdict').textContent()).toBe('Us writes 50 (uncontested)');
    await form(page).locator('button[type="submit"]').tap();
    expect(await totals(page)).toEqual([77 + 50, 80]);
    expect(errors).toEqual([]);
  });

  it('a file of an older state of the game asks before it replaces, and undo brings the game back; a file that is no game says so', async () => {
    const { page, errors } = await open();
    await start(page);
    await plainRound(page, 'H', '80');
    const older = await board(page).evaluate(() => localStorage.getItem('jass-weis-board'));
    await plainRound(page, 'S', '90');
    const store = JSON.parse(older ?? '{}') as { games: unknown[] };
    const file = JSON.stringify({ format: 'jass-weis-board', version: 1, game: store.games[0] });
    const input = board(page).locator('input[type="file"]');
    await input.setInputFiles({ name: 'evening.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await board(page).locator('[data-action="import-replace"]').waitFor();
    expect(await board(page).locator('tr[data-round]').count()).toBe(2);
    await board(page).locator('[data-action="import-replace"]').tap();
    await expect.poll(() => board(page).locator('tr[data-round]').count()).toBe(1);
    await board(page).locator('[data-action="undo"]').tap();
    await expect.poll(() => board(page).locator('tr[data-round]').count()).toBe(2);
    await input.setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('{}') });
    await expect.poll(() => board(page).locator('.notice').textContent()).toBe('This file is no game of this board.');
    expect(await board(page).locator('.notice').textContent()).not.toContain('undefined');
    expect(errors).toEqual([]);
  });

  it('Swiss German at the table: the question and the reason in the table’s words', async () => {
    const { page, errors } = await open('de-CH');
    await start(page);
    await board(page).locator('[data-action="round"]').tap();
    const round = form(page);
    await round.locator('[data-trump="H"]').tap();
    await round.locator('input[name="points"]').pressSequentially('60');
    for (const seat of [0, 1])
      await round.locator(`.said-seat[data-seat="${seat}"] .chips .chip`).filter({ hasText: /^50$/ }).tap();
    await expect.poll(() => round.locator('.verdict').textContent()).toBe('Bis zu welere Charte?');
    expect(await round.locator('.problem').textContent()).toBe('Zerscht de Tisch fröge: Bis zu welere Charte?');
    await round.locator('.said-seat:has(.answers) .answers .chip', { hasText: 'König' }).first().tap();
    await round.locator('.said-seat:has(.answers) .answers .chip', { hasText: 'Ass' }).first().tap();
    await expect.poll(() => round.locator('.verdict').textContent()).toMatch(/schriibt 50 \(entschide dur höchschti Charte\)$/);
    expect(errors).toEqual([]);
  });

  it('the screen is kept on while the board is open and seen', async () => {
    const { page, errors } = await open();
    await start(page);
    await expect
      .poll(() => board(page).evaluate((element) => (element as HTMLElementTagNameMap['jass-board']).wakeLock.state))
      .toBe('held');
    expect(errors).toEqual([]);
  });

  it('the printout has the group, the players and the day, and no round splits across pages', async () => {
    const { page, errors } = await open();
    await board(page).locator('input[name="group"]').fill('Dienstagsjass');
    await start(page);
    await plainRound(page, 'H', '80');
    await page.emulateMedia({ media: 'print' });
    const head = board(page).locator('.print-head');
    expect(await head.isVisible()).toBe(true);
    const text = (await head.textContent()) ?? '';
    for (const word of ['Dienstagsjass', 'Anna', 'Beat', 'Chrigu', 'Dani', String(new Date().getFullYear())])
      expect(text).toContain(word);
    expect(
      await board(page)
        .locator('tr[data-round="1"]')
        .evaluate((row) => getComputedStyle(row).breakInside),
    ).toBe('avoid');
    expect(await board(page).locator('[data-action="round"]').isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('a game of 2 rounds with a counter-Match penalty and the Bergpreis; the dealer set by hand', async () => {
    const { page, errors } = await open();
    await board(page).locator('form.setup').waitFor();
    await board(page).locator('input[name="team-0"]').fill('Us');
    await board(page).locator('input[name="team-1"]').fill('Them');
    await board(page).locator('[data-goal="rounds"]').tap();
    await board(page).locator('input[name="rounds"]').fill('2');
    await board(page).locator('input[name="rounds"]').dispatchEvent('change');
    await board(page).locator('input[name="counter-match"]').fill('100');
    await board(page).locator('input[name="counter-match"]').dispatchEvent('change');
    await board(page).locator('input[name="halfway"]').check();
    await board(page).locator('form.setup button[type="submit"]').tap();
    await board(page).locator('.totals').waitFor();
    expect(await board(page).locator('.next .target').textContent()).toBe('Round 1 of 2');
    // Player 1 deals, Player 2 (Them) chooses; Us take every trick: a counter-Match.
    await board(page).locator('[data-action="round"]').tap();
    await form(page).locator('[data-trump="H"]').tap();
    await form(page).locator('[data-match]').tap();
    await form(page).locator('button[type="submit"]').tap();
    await board(page).locator('.totals').waitFor();
    expect(await totals(page)).toEqual([257, 100]); // the digits; the sign below
    expect(await board(page).locator('.total[data-team="1"] .points').textContent()).toBe('-100');
    expect(await board(page).locator('.halfway').textContent()).toBe('Bergpreis: Us');
    // The table says Player 4 deals next.
    await board(page).locator('select[name="dealer"]').selectOption('3');
    expect(await board(page).locator('.next').textContent()).toContain('Player 4 deals · Player 1 chooses trump');
    await plainRound(page, 'S', '20');
    expect(await board(page).locator('.winner').textContent()).toBe('Us wins');
    expect(await board(page).locator('[data-action="round"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
