import { fileURLToPath } from 'node:url';
import type { Locator } from 'playwright-core';

/** The built site, as `npm run build:site` leaves it. */
export const SITE = fileURLToPath(new URL('../../dist/site/', import.meta.url));

/** A phone at the table: 360 × 740, touch. */
export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };

/** Taps, counted as a finger gives them; digits typed on a keypad already open count one each. */
export function tapper() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      await target.tap();
      taps++;
    },
    type: async (target: Locator, text: string) => {
      await target.pressSequentially(text);
      taps += text.length;
    },
    get count() {
      return taps;
    },
  };
}
