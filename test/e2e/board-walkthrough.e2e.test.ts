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

/** A round begun in a trump, 60 trick points, and the first two players each said fifty: the form, asking. */
async function twoFifties(page: Page, trump: string) {
  await board(page).locator('[data-action="round"]').tap();
  const round = form(page);
  await round.locator(`[data-trump="${trump}"]`).tap();
  await round.locator('input[name="points"]').pressSequentially('60');
  for (const seat of [0, 1])
    await round.locator(`.said-seat[data-seat="${seat}"] .chips .chip`).filter({ hasText: /^50$/ }).tap();
  return round;
}

describe('issue 46: the walk-through of an evening', () => {
  it('the rules as set say what the boxes say: “all its Weis” once the box is ticked', async () => {
    const { page, errors } = await open();
    const summary = board(page).locator('.rules-summary');
    expect(await summary.textContent()).toContain('The winning team writes: its best Weis.');
    await board(page).locator('input[name="writes-all"]').check();
    expect(await summary.textContent()).toContain('The winning team writes: all its Weis.');
    expect(await summary.textContent()).not.toContain('its best Weis');
    // The official rules write all Weis themselves: the box says so, ticked, and cannot say otherwise.
    await board(page).locator('select[name="preset"]').selectOption('official');
    expect(await summary.textContent()).toContain('The winning team writes: all its Weis.');
    expect(await board(page).locator('input[name="writes-all"]').isChecked()).toBe(true);
    expect(await board(page).locator('input[name="writes-all"]').isDisabled()).toBe(true);
    expect(await board(page).locator('input[name="by-total"]').isChecked()).toBe(false);
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

  it('the list of games names each game and its day as the language writes it (six lines all began “Donnschtig: …”)', async () => {
    const today = new Date();
    const days: Record<string, string> = {
      'de-CH': `${String(today.getDate()).padStart(2, '0')}.${String(today.getMonth() + 1).padStart(2, '0')}.${today.getFullYear()}`,
      en: `${today.toLocaleString('en', { month: 'short' })} ${today.getDate()}, ${today.getFullYear()}`,
    };
    for (const [locale, day] of Object.entries(days)) {
      const { page, errors } = await open(locale);
      await board(page).locator('input[name="group"]').fill('Donnschtig');
      await start(page);
      await board(page).locator('[data-action="new-game"]').tap();
      await board(page).locator('[data-game="coiffeur"]').tap();
      await board(page).locator('form.setup button[type="submit"]').tap();
      await board(page).locator('.totals').waitFor();
      await board(page).locator('[data-action="games"]').tap();
      const lines = await board(page).locator('.games button.game').allTextContents();
      expect(
        lines.map((line) => line.replace(/\s+/g, ' ').trim().split(' · ')[0]),
        locale,
      ).toEqual(['Coiffeur', 'Schieber']);
      for (const line of lines) expect(line, locale).toContain(day);
      expect(lines[1], locale).toContain('Donnschtig');
      expect(errors, locale).toEqual([]);
    }
  });

  it('statistics: a way back that says so, in sight as it opens; points charted by game, a Differenzler’s (the fewest win) apart from a Schieber’s', async () => {
    const { page, errors } = await open('de-CH');
    await start(page);
    await plainRound(page, 'H', '80');
    await board(page).locator('[data-action="new-game"]').tap();
    await board(page).locator('[data-game="differenzler"]').tap();
    await board(page).locator('form.setup button[type="submit"]').tap();
    await board(page).locator('[data-action="round"]').tap();
    for (const [player, [guess, made]] of [
      ['40', '50'],
      ['40', '30'],
      ['40', '40'],
      ['37', '37'],
    ].entries()) {
      await form(page)
        .locator(`input[name="first-${player}"]`)
        .fill(guess ?? '');
      await form(page)
        .locator(`input[name="second-${player}"]`)
        .fill(made ?? '');
    }
    await form(page).locator('button[type="submit"]').tap();
    await board(page).locator('[data-action="stats"]').tap();
    const stats = board(page).locator('section.stats');
    await stats.waitFor();
    // The way back says where it goes, and is there without scrolling; no "Cancel" (nothing to cancel).
    expect(await stats.locator('[data-action="back"]').first().textContent()).toBe('Zrugg zur Tafle');
    expect(await inView(page, 'section.stats [data-action="back"]')).toBe(true);
    expect(await stats.getByRole('button', { name: 'Abbräche' }).count()).toBe(0);
    // The points a game: Anna's 80 in Schieber, her difference of 10 in Differenzler, never 90 together.
    const charts = stats.locator('[data-picture="points"]');
    expect(await charts.evaluateAll((figures) => figures.map((figure) => figure.getAttribute('data-game')))).toEqual([
      'differenzler',
      'schieber',
    ]);
    const chart = (game: string) => stats.locator(`[data-picture="points"][data-game="${game}"]`);
    expect(await chart('schieber').locator('svg').getAttribute('aria-label')).toContain('Anna 80');
    expect(await chart('differenzler').locator('svg').getAttribute('aria-label')).toContain('Anna 10');
    expect(await chart('differenzler').locator('figcaption').textContent()).toContain('Di wenigschte Pünkt gwünned');
    expect(await stats.textContent()).not.toContain('Anna 90');
    await stats.locator('[data-action="back"]').first().tap();
    await board(page).locator('.totals').waitFor();
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
    const round = await twoFifties(page, 'H');
    await expect.poll(() => round.locator('.verdict').textContent()).toBe('Bis zu welere Charte?');
    expect(await round.locator('.problem').textContent()).toBe('Zerscht de Tisch fröge: Bis zu welere Charte?');
    await round.locator('.said-seat:has(.answers) .answers .chip', { hasText: 'König' }).first().tap();
    await round.locator('.said-seat:has(.answers) .answers .chip', { hasText: 'Ass' }).first().tap();
    await expect.poll(() => round.locator('.verdict').textContent()).toMatch(/schriibt 50 \(entschide dur höchschti Charte\)$/);
    expect(errors).toEqual([]);
  });

  it('Undenufe where the lowest card wins: the reason says the lowest card, in all five languages (it said “highest card”)', async () => {
    const lowest = {
      en: 'decided by lowest card',
      'de-CH': 'entschide dur tüüfschti Charte',
      de: 'entschieden durch tiefste Karte',
      fr: 'décidé par la carte la plus basse',
      it: 'deciso dalla carta più bassa',
    };
    for (const [locale, reason] of Object.entries(lowest)) {
      const { page, errors } = await open(locale);
      await start(page, 'official');
      const round = await twoFifties(page, 'undenufe');
      // Up to the 9 (6-7-8-9) against up to the Ace: the run from the 6 wins.
      await round.locator('.said-seat[data-seat="0"] .answers .chip').first().tap();
      await round.locator('.said-seat[data-seat="1"] .answers .chip').last().tap();
      await expect.poll(() => round.locator('.verdict').textContent(), { message: locale }).toMatch(/ 50 \(.*\)$/);
      expect(await round.locator('.verdict').textContent(), locale).toContain(`(${reason})`);
      await round.locator('button[type="submit"]').tap();
      await board(page).locator('.totals').waitFor();
      expect(await board(page).locator('tr[data-round="1"] .why').textContent(), locale).toContain(reason);
      expect(errors, locale).toEqual([]);
    }
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

  it('a new user on a phone: four totals fit their cards, the players’ names sit over their numbers', async () => {
    const { page, errors } = await open();
    await board(page).locator('form.setup').waitFor();
    await board(page).locator('[data-game="molotow"]').tap();
    for (const [seat, name] of ['Anna', 'Beat', 'Chrigu', 'Dani'].entries())
      await board(page).locator(`input[name="player-${seat}"]`).fill(name);
    await board(page).locator('form.setup button[type="submit"]').tap();
    await board(page).locator('[data-action="round"]').tap();
    for (const [player, points] of ['0', '0', '157', '0'].entries())
      await form(page).locator(`input[name="first-${player}"]`).fill(points);
    for (const player of [0, 1, 3]) await form(page).locator(`[data-weis="handWeis-${player}-200"]`).tap();
    await form(page).locator('button[type="submit"]').tap();
    await board(page).locator('.totals').waitFor();
    expect(await board(page).locator('.total[data-player="0"] .points').textContent()).toBe('-200');
    // Each total inside its card, the page no wider than the phone (-200 was cut at 390 px).
    const cut = await board(page)
      .locator('.total .points')
      .evaluateAll((totals) => totals.filter((total) => total.scrollWidth > total.clientWidth).map((total) => total.textContent));
    expect(cut).toEqual([]);
    // A page wider than the phone widens a mobile browser's layout: measured against the phone itself.
    const width = PHONE.viewport.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const rights = await board(page)
      .locator('.total')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().right)));
    for (const right of rights) expect(right).toBeLessThanOrEqual(width);
    // A column's name ends where its numbers end (the names stood left of right-aligned numbers).
    const edges = await board(page)
      .locator('table.rounds')
      .evaluate((table) => {
        const right = (cell: Element | null | undefined) => {
          const range = document.createRange();
          range.selectNodeContents(cell?.querySelector('strong') ?? cell ?? table);
          return Math.round(range.getBoundingClientRect().right);
        };
        const heads = [...table.querySelectorAll('thead th')];
        const cells = [...(table.querySelector('tbody tr')?.children ?? [])];
        return heads.slice(1, 5).map((head, column) => right(head) - right(cells[column + 1]));
      });
    for (const edge of edges) expect(Math.abs(edge)).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });

  it('a new user on a phone: every box of the setup is drawn alike, a long label beside it (“Ohni Doppelt-Zelle” was narrower)', async () => {
    const { page, errors } = await open('de-CH');
    await board(page).locator('form.setup').waitFor();
    const boxes = await board(page)
      .locator('form.setup input[type="checkbox"]')
      .evaluateAll((inputs) =>
        inputs.map((input) => {
          const box = input.getBoundingClientRect();
          return { name: (input as HTMLInputElement).name, width: Math.round(box.width), height: Math.round(box.height) };
        }),
      );
    expect(boxes.map((box) => box.name)).toContain('by-total');
    for (const box of boxes) expect(box, box.name).toMatchObject({ width: 24, height: 24 });
    expect(errors).toEqual([]);
  });

  it('a new user on a phone: “Weis by hand” shows it opens; an answer’s chip has its label in the middle', async () => {
    const { page, errors } = await open();
    await start(page);
    await board(page).locator('[data-action="round"]').tap();
    await form(page).locator('[data-trump="H"]').tap();
    // A summary drawn as flex loses the browser's triangle: nothing said it opens.
    const marker = await form(page)
      .locator('details summary')
      .evaluate((summary) => getComputedStyle(summary, '::before').content);
    expect(['none', 'normal', '']).not.toContain(marker);
    for (const seat of [0, 1])
      await form(page).locator(`.said-seat[data-seat="${seat}"] .chips .chip`).filter({ hasText: /^100$/ }).tap();
    await form(page).locator('.said-seat[data-seat="0"] .answers .chip').filter({ hasText: /^5$/ }).tap();
    const offset = await form(page)
      .locator('.said-seat[data-seat="0"] .chip.answered')
      .evaluate((chip) => {
        // The label as seen: the chip's text but the words only a screen reader hears.
        const text = [...chip.childNodes]
          .filter((node) => !(node instanceof Element && node.classList.contains('visually-hidden')))
          .flatMap((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return [...range.getClientRects()].filter((rect) => rect.width > 0);
          });
        const box = chip.getBoundingClientRect();
        const middle = (Math.min(...text.map((rect) => rect.top)) + Math.max(...text.map((rect) => rect.bottom))) / 2;
        return Math.round(middle - (box.top + box.height / 2));
      });
    expect(Math.abs(offset)).toBeLessThanOrEqual(2);
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
    // The round's line says what the -100 is (issue 46's walk-through: the parts shown added up to 0).
    expect(await board(page).locator('tr[data-round="1"] td[data-team="1"] small').textContent()).toBe('Counter-Match -100');
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
