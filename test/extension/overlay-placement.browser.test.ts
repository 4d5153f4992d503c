import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Box } from '../../src/extension/content/placement.js';
import { OverlayController, type OverlayState } from '../../src/extension/views/overlay-controller.js';
import { IDLE_HANDLERS, overlayHost, overlayState } from '../helpers/overlay.js';

/*
 * Where the overlay goes on a page with little room: a band at the top is free, the rest of the
 * page (its table and the player's hand) is kept free. A short overlay fits in the band, a tall
 * one does not and becomes a pill.
 */
const frames = (): Promise<unknown> => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

const state = (withResult: boolean): OverlayState =>
  overlayState(['HT HJ HQ HK S6 C7 D9 SA CQ', null, null, 'fifty'], withResult);

function mount(page: { keepFree: Box[]; anchor: Box | null }): {
  controller: OverlayController;
  isPill: () => boolean;
  overlay: () => HTMLElement;
} {
  const { host, container } = overlayHost();
  document.body.replaceChildren(host);
  const controller = new OverlayController(
    host,
    container,
    { x: null, y: null, collapsed: false },
    {
      ...IDLE_HANDLERS,
      placeChanged: () => {},
      keepFree: () => page.keepFree,
      anchor: () => page.anchor,
    },
  );
  return {
    controller,
    isPill: () => container.querySelector('.pill-only') !== null,
    overlay: () => container.querySelector('.overlay') as HTMLElement,
  };
}

describe('the overlay on a page with little room', () => {
  it('becomes a pill when its answer outgrows the room, stays one when the answer shrinks, opens when the page leaves room', async () => {
    await page.viewport(800, 600);
    // Everything below the top 200 px is the game's (its table and the player's hand).
    const game = {
      keepFree: [{ left: 0, top: 200, width: 800, height: 400 }],
      anchor: { left: 100, top: 450, width: 400, height: 100 },
    };
    const { controller, isPill } = mount(game);
    controller.show(state(false));
    await frames();
    expect(isPill()).toBe(false);
    controller.show(state(true));
    await expect.poll(isPill).toBe(true);
    // Its own answer short again (a redraw, the hand read again): no flapping open and shut
    // under the player's pointer; the whole answer did not fit, and still would not.
    controller.show(state(false));
    await frames();
    await frames();
    expect(isPill()).toBe(true);
    // The page makes room (a dialog closed, the table smaller): the whole overlay comes back.
    game.keepFree = [{ left: 0, top: 560, width: 800, height: 40 }];
    game.anchor = { left: 100, top: 565, width: 400, height: 30 };
    controller.show(state(true));
    await expect.poll(isPill).toBe(false);
  });

  it('keeps the part under the player’s pointer in place as its answer grows; placed again once the pointer leaves', async () => {
    await page.viewport(800, 1400);
    // Room everywhere but the hand: the overlay sits just above it, so a taller answer moves it up.
    const game = { keepFree: [], anchor: { left: 100, top: 780, width: 400, height: 100 } };
    const { controller, overlay } = mount(game);
    controller.show(state(false));
    await expect.poll(() => overlay().style.visibility).toBe('visible');
    const top = overlay().getBoundingClientRect().top;
    // On the title bar: the answer grows below it, and the overlay's top stays.
    await userEvent.hover(overlay().querySelector('.title') as HTMLElement);
    controller.show(state(true));
    await frames();
    await frames();
    expect(overlay().getBoundingClientRect().height).toBeGreaterThan(200);
    expect(overlay().getBoundingClientRect().top).toBe(top);
    // On a button below the answer: the answer shrinks, then grows again (the odds arrive, say),
    // and the button stays under the pointer, the overlay moving instead.
    const teach = () => overlay().querySelector('button.teach') as HTMLElement;
    await userEvent.hover(teach());
    const buttonTop = teach().getBoundingClientRect().top;
    controller.show(state(false));
    await frames();
    await frames();
    expect(teach().getBoundingClientRect().top).toBeCloseTo(buttonTop, 0);
    controller.show(state(true));
    await frames();
    await frames();
    expect(teach().getBoundingClientRect().top).toBeCloseTo(buttonTop, 0);
    // The pointer leaves for the page (its top left corner, away from the overlay).
    await userEvent.hover(document.body, { position: { x: 4, y: 4 } });
    await expect.poll(() => overlay().getBoundingClientRect().top).toBeLessThan(top - 100);
  });

  it('issue 47: never covers the card it asks the player to click, where nothing else of the page is known', async () => {
    await page.viewport(1280, 800);
    // Cards drawn on a canvas and not named yet: the page gives nothing to keep free, but the
    // overlay outlines the card to name next where it would otherwise dock (the bottom right).
    const { controller, overlay } = mount({ keepFree: [], anchor: null });
    const card = { x: 1120, y: 640, width: 76, height: 106 };
    controller.show({ ...state(false), step: 'name-more', hints: [card] });
    await expect.poll(() => overlay().style.visibility).toBe('visible');
    const box = overlay().getBoundingClientRect();
    const apart =
      box.right <= card.x || box.left >= card.x + card.width || box.bottom <= card.y || box.top >= card.y + card.height;
    expect(apart, JSON.stringify(box)).toBe(true);
  });
});
