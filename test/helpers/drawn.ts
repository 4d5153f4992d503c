import type { Drawn } from '../../src/extension/page-world/drawn.js';

/** One entry of a frame the page-world recorder reports: an image (or `text:` and words) drawn whole at a place. */
export const drawnEntry = (image: string, x: number, y: number, width: number, height: number): Drawn => ({
  image,
  sx: 0,
  sy: 0,
  sw: width,
  sh: height,
  x,
  y,
  width,
  height,
});
