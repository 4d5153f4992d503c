import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchErrors } from './page-errors.js';
import { PHONE, siteInChromium, tapper } from './phone.js';
import { mismatchWithReference } from './reference-image.js';

/*
 * Issue 46: every game of a Swiss evening on the board, on a phone (360 × 740, touch): Coiffeur,
 * Differenzler, Molotow and a point board, each set up, played a few rounds and counted as a
 * table counts it by hand; the taps a round takes, counted as a finger gives them.
 */

const site = siteInChromium();
const board = (page: Page) => page.locator('jass-board');
const form = (page: Page) => board(page).locator('form.round-form');
const number = async (locator: Locator) => Number((await locator.textContent())?.replace(/[^\d-]/g, ''));

async function open(locale = 'en-GB'): Promise<{ page: Page; errors: string[] }> {
  const context = site.keep(await site.newContext({ ...PHONE, locale }));
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.origin}/app.html`);
  await board(page).locator('form.setup').waitFor();
  return { page, errors };
}

/** Sets a number field of the setup as a player types it, and leaves it. */
async function setNumber(page: Page, name: string, value: string): Promise<void> {
  const field = board(page).locator(`input[name="${name}"]`);
  await field.fill(value);
  await field.dispatchEvent('change');
}

async function start(page: Page, game: string, players: readonly string[]): Promise<void> {
  await board(page).locator(`[data-game="${game}"]`).tap();
  if (game !== 'coiffeur') await board(page).locator('select[name="player-count"]').selectOption(String(players.length));
  for (const [seat, name] of players.entries()) await board(page).locator(`input[name="player-${seat}"]`).fill(name);
}

describe('issue 46: the other games of the evening', () => {
  it('Coiffeur: each team’s rows, a row’s points times its factor, the Weis as said, a counter-Match’s penalty', async () => {
    const { page, errors } = await open();
    await start(page, 'coiffeur', ['Anna', 'Beat', 'Chrigu', 'Dani']);
    await board(page).locator('input[name="team-0"]').fill('Us');
    await board(page).locator('input[name="team-1"]').fill('Them');
    await setNumber(page, 'counter-match', '50');
    await board(page).locator('form.setup button[type="submit"]').tap();
    await board(page).locator('.totals').waitFor();
    // Anna deals: Beat chooses for Them. Spades ×3, 100 and Beat's fifty.
    const taps = tapper();
    await taps.tap(board(page).locator('[data-action="round"]'));
    expect(await form(page).locator('[data-column="1"]').getAttribute('aria-pressed')).toBe('true');
    await taps.tap(form(page).locator('[data-row="2"]'));
    expect(await form(page).locator('[data-trump="S"]').getAttribute('aria-pressed')).toBe('true');
    await taps.tap(form(page).locator('[data-trump="S"]'));
    await taps.type(form(page).locator('input[name="points"]'), '100');
    await taps.tap(form(page).locator('.said-seat[data-seat="1"] .chips .chip').filter({ hasText: /^50$/ }));
    await expect.poll(() => form(page).locator('.verdict').textContent()).toBe('Them writes 50 (uncontested)');
    await taps.tap(form(page).locator('button[type="submit"]'));
    await board(page).locator('.totals').waitFor();
    expect(taps.count).toBe(8);
    expect(await number(board(page).locator('tr[data-row="2"] td[data-team="1"]'))).toBe((100 + 50) * 3);
    // Undo sits by the rounds, not beside "Write a round" (as on the Schieber board).
    expect(await board(page).locator('.actions:has([data-action="round"]) [data-action="undo"]').count()).toBe(0);
    expect(await board(page).locator('.rounds-head [data-action="undo"]').isEnabled()).toBe(true);
    // Beat deals: Chrigu chooses for Us: Clubs ×4, the others take every trick.
    await board(page).locator('[data-action="round"]').tap();
    expect(await form(page).locator('[data-column="0"]').getAttribute('aria-pressed')).toBe('true');
    await form(page).locator('[data-row="3"]').tap();
    await form(page).locator('[data-counter]').tap();
    // Beat (Them) says twenty: the verdict says Us's column does not take it (it said "Them writes 20").
    await form(page).locator('.said-seat[data-seat="1"] .chips .chip').filter({ hasText: /^20$/ }).tap();
    await expect
      .poll(() => form(page).locator('.verdict').textContent())
      .toBe('Them’s 20 is not written: in Coiffeur only the team that chose writes (uncontested)');
    await form(page).locator('button[type="submit"]').tap();
    await board(page).locator('.totals').waitFor();
    expect(await number(board(page).locator('.total[data-team="0"] .points'))).toBe(-200);
    expect(await number(board(page).locator('.total[data-team="1"] .points'))).toBe(450);
    expect(await board(page).locator('.needs').textContent()).toContain('Us needs');
    // A row written is not offered again to its column.
    await board(page).locator('[data-action="round"]').tap();
    await form(page).locator('[data-column="0"]').tap();
    expect(await form(page).locator('[data-row="3"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('Differenzler: each guess against the points made, the fewest win after the rounds set', async () => {
    const { page, errors } = await open();
    await start(page, 'differenzler', ['Anna', 'Beat', 'Chrigu', 'Dani']);
    await board(page).locator('[data-goal="rounds"]').tap();
    await setNumber(page, 'goal', '2');
    await board(page).locator('form.setup button[type="submit"]').tap();
    const guesses = ['40', '30', '50', '37'];
    const made = [
      ['45', '30', '40', '42'],
      ['40', '35', '50', '32'],
    ];
    const counts: number[] = [];
    for (const round of made) {
      const taps = tapper();
      await taps.tap(board(page).locator('[data-action="round"]'));
      for (const [player, guess] of guesses.entries()) {
        await taps.tap(form(page).locator(`input[name="first-${player}"]`));
        await taps.type(form(page).locator(`input[name="first-${player}"]`), guess);
        await taps.tap(form(page).locator(`input[name="second-${player}"]`));
        await taps.type(form(page).locator(`input[name="second-${player}"]`), round[player] ?? '');
      }
      await taps.tap(form(page).locator('button[type="submit"]'));
      await board(page).locator('.totals').waitFor();
      counts.push(taps.count);
    }
    const totals = await Promise.all(
      [0, 1, 2, 3].map((player) => number(board(page).locator(`.total[data-player="${player}"] .points`))),
    );
    expect(totals).toEqual([5 + 0, 0 + 5, 10 + 0, 5 + 5]);
    expect(await board(page).locator('.winner').textContent()).toBe('Anna, Beat won');
    // Write a round, then per player a tap and two digits for the guess and for the points made, then Write.
    expect(counts).toEqual([26, 26]);
    expect(await board(page).locator('.actions:has([data-action="next-game"]) [data-action="undo"]').count()).toBe(0);
    expect(await board(page).locator('.rounds-head [data-action="undo"]').isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('Molotow: own trick points, Handweis and Stöck off, a Tischweis on; 157 in all or it says so', async () => {
    const { page, errors } = await open('de-CH');
    await start(page, 'molotow', ['Anna', 'Beat', 'Chrigu']);
    await board(page).locator('form.setup button[type="submit"]').tap();
    await board(page).locator('[data-action="round"]').tap();
    for (const [player, points] of ['60', '50', '40'].entries())
      await form(page).locator(`input[name="first-${player}"]`).fill(points);
    expect(await form(page).locator('.problem').textContent()).toBe('D Stichpünkt gänd 150, nöd 157.');
    // Half entered, the round is there again after a reload.
    await page.reload();
    await form(page).waitFor();
    expect(await form(page).locator('input[name="first-1"]').inputValue()).toBe('50');
    await form(page).locator('input[name="first-2"]').fill('47');
    // Each tap says what it writes (Handweis read "+50" and wrote -50; issue 46's walk-through).
    const said = async (tap: string) => {
      const target = form(page).locator(tap);
      const label = (await target.textContent()) ?? '';
      await target.tap();
      const [, sign = '', digits] = label.match(/([+-])?(\d+)/) ?? [];
      return Number(`${sign}${digits}`);
    };
    const hand = await said('[data-weis="handWeis-0-50"]');
    const table = await said('[data-weis="tableWeis-2-20"]');
    const stoeck = await said('[data-stoeck="1"]');
    expect([hand, table, stoeck]).toEqual([-50, 20, -20]);
    // What was taken says it too, beside the player.
    expect(await form(page).locator('fieldset[data-player="0"] .chip.answered').textContent()).toMatch(/^-50\b/);
    await form(page).locator('button[type="submit"]').tap();
    await board(page).locator('.totals').waitFor();
    const totals = await Promise.all(
      [0, 1, 2].map((player) => number(board(page).locator(`.total[data-player="${player}"] .points`))),
    );
    expect(totals).toEqual([60 + hand, 50 + stoeck, 47 + table]);
    expect(errors).toEqual([]);
  });

  it('a point board: any points a round, the most win at the target', async () => {
    const { page, errors } = await open();
    await start(page, 'points', ['Anna', 'Beat', 'Chrigu']);
    await board(page).locator('[data-goal="points"]').tap();
    await setNumber(page, 'goal', '30');
    await board(page).locator('form.setup button[type="submit"]').tap();
    await board(page).locator('[data-action="round"]').tap();
    // Any points: the board asks for no trick points from 0 to 157 (issue 46's walk-through).
    expect(await form(page).locator('.problem').textContent()).toBe('Anna: Type the points.');
    for (const [player, points] of ['10', '-5', '31'].entries())
      await form(page).locator(`input[name="first-${player}"]`).fill(points);
    await form(page).locator('button[type="submit"]').tap();
    await board(page).locator('.totals').waitFor();
    expect(await number(board(page).locator('.total[data-player="1"] .points'))).toBe(-5);
    expect(await board(page).locator('.winner').textContent()).toBe('Chrigu won');
    expect(await board(page).locator('[data-action="round"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the Coiffeur board looks as its reference picture (de-CH)', async () => {
    const { page } = await open('de-CH');
    await start(page, 'coiffeur', ['Anna', 'Beat', 'Chrigu', 'Dani']);
    await board(page).locator('form.setup button[type="submit"]').tap();
    await board(page).locator('[data-action="round"]').tap();
    await form(page).locator('[data-row="4"]').tap();
    await form(page).locator('input[name="points"]').fill('120');
    await form(page).locator('button[type="submit"]').tap();
    await board(page).locator('.totals').waitFor();
    await page.evaluate(() => document.fonts.ready);
    const shot = await page.screenshot({ caret: 'hide', animations: 'disabled', fullPage: true });
    expect(await mismatchWithReference(shot, 'board-coiffeur-de-CH-light')).toBeNull();
  });

  it('the evening remembered: games won, points, the Weis settled for and against, what a team still needs, as pictures', async () => {
    const { page, errors } = await open();
    await board(page).locator('input[name="group"]').fill('Dienstag');
    for (const [seat, name] of ['Anna', 'Beat', 'Chrigu', 'Dani'].entries())
      await board(page).locator(`input[name="player-${seat}"]`).fill(name);
    await board(page).locator('form.setup button[type="submit"]').tap();
    await board(page).locator('[data-action="round"]').tap();
    await form(page).locator('[data-trump="H"]').tap();
    await form(page).locator('input[name="points"]').pressSequentially('100');
    for (const seat of [0, 1])
      await form(page).locator(`.said-seat[data-seat="${seat}"] .chips .chip`).filter({ hasText: /^20$/ }).tap();
    await form(page).locator('.said-seat:has(.answers) .answers .chip', { hasText: 'King' }).first().tap();
    await form(page).locator('.said-seat:has(.answers) .answers .chip', { hasText: 'Ace' }).first().tap();
    await form(page).locator('button[type="submit"]').tap();
    await board(page).locator('[data-action="stats"]').tap();
    const picture = (name: string) => board(page).locator(`[data-picture="${name}"] svg`);
    expect(await picture('won').getAttribute('aria-label')).toContain('Anna 0 of 1');
    expect(await picture('points').getAttribute('aria-label')).toMatch(/Anna \d+/);
    const weis = (await picture('weis').getAttribute('aria-label')) ?? '';
    expect(weis).toMatch(/Anna (1 for, 0 against|0 for, 1 against)/);
    expect(weis).toMatch(/Beat (1 for, 0 against|0 for, 1 against)/);
    expect(await picture('needed').getAttribute('aria-label')).toMatch(/^Still needed to the target: Team 1 \d+, Team 2 \d+$/);
    expect(await board(page).locator('select[name="stats-group"]').inputValue()).toBe('Dienstag');
    await page.evaluate(() => document.fonts.ready);
    const shot = await page.screenshot({ caret: 'hide', animations: 'disabled', fullPage: true });
    expect(await mismatchWithReference(shot, 'board-stats-en-light')).toBeNull();
    expect(errors).toEqual([]);
  });
});
