import type { Drawn } from '../page-world/drawn.js';
import type { PixelBox } from '../reader/pixels.js';

/** A card box on a picture of the screen the player took. */
export interface ScreenTarget {
  screen: PixelBox;
}

/** What the player picked to name: a card box of the page, a card drawn on a canvas, or a box on a picture of the screen. */
export type NamingTarget = Element | Drawn | ScreenTarget;

/** Where a target is in the viewport, in CSS pixels. */
export function targetBox(target: NamingTarget): { x: number; y: number; width: number; height: number } {
  if ('screen' in target)
    return { x: target.screen.x, y: target.screen.y, width: target.screen.width, height: target.screen.height };
  if (!(target instanceof Element)) return { x: target.x, y: target.y, width: target.width, height: target.height };
  const rect = target.getBoundingClientRect();
  return { x: rect.left, y: rect.top, width: rect.width, height: rect.height };
}

/**
 * The player asked to name a card: the first box to name is brought into view where it lies
 * outside it (at once, whatever the page's own scrolling style), so that it can be clicked.
 */
export function bringIntoView(box: Element | null): void {
  const rect = box?.getBoundingClientRect();
  if (!box || !rect || (rect.top >= 0 && rect.bottom <= window.innerHeight)) return;
  box.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
}
