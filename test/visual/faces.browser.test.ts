import { render } from 'lit';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { defineCalculator } from '../../components/jass-weis-calculator/define.js';
import type { JassWeisCalculatorElement } from '../../components/jass-weis-calculator/jass-weis-calculator.js';
import { DEFAULT_PAIRING, PRESETS, readTable, resolveTable } from '../../src/core/index.js';
import { type OverlayModel, overlayTemplate } from '../../src/extension/views/overlay-view.js';
import { playerSeatNames } from '../../src/i18n/extension/index.js';
import { getMessages } from '../../src/i18n/index.js';
import { loadDetailedFaces } from '../../src/ui/card-art.js';
import { saidRowModel } from '../../src/ui/quick-said.js';
import { IDLE_HANDLERS, overlayHost, READING } from '../helpers/overlay.js';

/*
 * What people look at, checked like code: each view drawn in Chromium and compared with its
 * reference image in test/visual/references/ (a small tolerance for anti-aliasing). A style
 * change that breaks a picture fails here; `npm run test:visual:update` takes the new pictures
 * as the references, to be looked at and committed. Fonts are pinned (Liberation Sans, on
 * Debian from fonts-liberation) so that the pictures do not depend on the machine's default.
 */
defineCalculator();
const FONT = "'Liberation Sans', Arial, sans-serif";

async function mounted(markup: string, width = 720): Promise<JassWeisCalculatorElement> {
  await loadDetailedFaces();
  document.body.style.cssText = `margin: 0; font: 16px ${FONT}; background: #ffffff`;
  const frame = document.createElement('div');
  frame.style.cssText = `width: ${width}px; padding: 8px; background: ${markup.includes('theme="dark"') ? '#0d1117' : '#ffffff'}`;
  frame.innerHTML = markup;
  document.body.replaceChildren(frame);
  const element = frame.firstElementChild as JassWeisCalculatorElement;
  await element.updateComplete;
  // The controls come a frame later; then the faces' stylesheet is adopted.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await element.updateComplete;
  return element;
}

const themes = ['light', 'dark'] as const;

describe('the calculator as people see it', () => {
  for (const theme of themes) {
    it(`readonly figure, French cards, ${theme}`, async () => {
      await page.viewport(760, 700);
      await mounted(
        `<jass-weis-calculator readonly theme="${theme}" lang="en" trump="S" names="Anna|Beat" hands="H9 HT HJ HQ HK|HA DA SA CA"></jass-weis-calculator>`,
      );
      await expect.element(page.getByRole('group', { name: 'Anna' }).first()).toBeVisible();
      await expect(page.elementLocator(document.body.firstElementChild as Element)).toMatchScreenshot(`figure-${theme}`);
    });

    for (const [deck, lang] of [
      ['german-swiss', 'de-CH'],
      ['french', 'fr'],
    ] as const) {
      it(`the card picker, ${deck} (${lang}), ${theme}`, async () => {
        await page.viewport(760, 900);
        await mounted(
          `<jass-weis-calculator theme="${theme}" lang="${lang}" deck="${deck}" trump="H" hands="HQ HK HA S6 S7 S8|DA||"></jass-weis-calculator>`,
        );
        await expect(page.elementLocator(document.body.firstElementChild as Element)).toMatchScreenshot(
          `picker-${deck}-${theme}`,
        );
      });
    }

    it(`quick mode at 360 px, ${theme}`, async () => {
      await page.viewport(380, 900);
      await mounted(
        `<jass-weis-calculator seats="1" theme="${theme}" lang="de-CH" trump="S" hands="SQ SK SA DK HK CK|||fifty"></jass-weis-calculator>`,
        360,
      );
      await expect(page.elementLocator(document.body.firstElementChild as Element)).toMatchScreenshot(`quick-${theme}`);
    });
  }
});

describe('the overlay as players see it on a game page', () => {
  for (const theme of themes) {
    it(`a hand, its best Weis and the verdict, ${theme}`, async () => {
      await page.viewport(420, 700);
      await loadDetailedFaces();
      const read = readTable({ trump: 'H', hands: ['HT HJ HQ HK S6 C7 D9 SA CQ', null, null, 'fifty'] });
      if (!read.ok) throw new Error('the table did not read');
      const result = resolveTable(read.table);
      const messages = getMessages('en');
      const view = {
        messages,
        lang: 'en' as const,
        face: 'french' as const,
        pairing: DEFAULT_PAIRING,
        names: playerSeatNames('en'),
      };
      const model: OverlayModel = {
        view,
        hand: read.table.seats[0]?.cards ?? [],
        trump: 'H',
        modes: ['unknown', ...PRESETS.schieber.modes],
        deck: 'jass',
        pickingTrump: false,
        pickingGame: false,
        result,
        odds: null,
        collapsed: false,
        compact: false,
        ...READING,
        rules: 'schieber',
        said: saidRowModel(read.reads, result, read.table.rules, read.table.mode, view.names),
        unplaced: [],
        hints: [],
        partial: null,
      };
      document.body.style.cssText = `margin: 0; font: 16px ${FONT}; background: ${theme === 'dark' ? '#0d1117' : '#0f5132'}`;
      const { host, container } = overlayHost();
      host.setAttribute('theme', theme);
      host.style.cssText = 'display: block; width: 340px; margin: 8px';
      document.body.replaceChildren(host);
      render(overlayTemplate(model, IDLE_HANDLERS), container);
      // Placed where the game page's placement would put it (the controller does this on a page).
      const overlay = container.querySelector('section.overlay') as HTMLElement;
      overlay.style.cssText = 'visibility: visible; left: 8px; top: 8px';
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await expect(page.elementLocator(overlay)).toMatchScreenshot(`overlay-${theme}`);
    });
  }
});
