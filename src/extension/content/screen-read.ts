import type { CardId, Deck } from '../../core/index.js';
import { type CardTemplate, cardSignature, findCardBoxes, matchCard, type PixelBox, type Pixels } from '../reader/pixels.js';
import { boundsOf, lowestHandRow } from './hand-row.js';
import type { Box } from './placement.js';

/** What a picture of the screen showed: the hand's boxes, each read or not, in viewport CSS pixels. */
export interface ScreenRead {
  hand: CardId[];
  /** Boxes of the hand no named card matches (yet). */
  unnamed: Box[];
  box: Box;
  cards: Box[];
}

/** A picture of the screen and how many of its pixels make one CSS pixel. */
export interface Screen {
  pixels: Pixels;
  scale: number;
}

/** A PNG data address (what the popup captured) as pixels, within a size cap. */
export async function screenOf(image: string, viewportWidth: number): Promise<Screen | null> {
  if (typeof image !== 'string' || !image.startsWith('data:image/png;base64,') || image.length > 40_000_000) return null;
  try {
    const bitmap = await createImageBitmap(await (await fetch(image)).blob());
    if (bitmap.width > 8192 || bitmap.height > 8192) return null;
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { pixels, scale: bitmap.width / Math.max(1, viewportWidth) };
  } catch {
    return null;
  }
}

const toBox = (box: PixelBox): Box => ({ left: box.x, top: box.y, width: box.width, height: box.height });

/** The hand's row among the card boxes on the screen: the lowest row of one size with two to a hand's number of cards. */
export const handBoxes = (boxes: readonly PixelBox[], deck: Deck): PixelBox[] =>
  lowestHandRow(
    boxes,
    (box) => box,
    (row) => row.length,
    deck,
  );

/** The hand on a picture of the screen, read with the cards the player named on this site. */
export function readScreen(screen: Screen, templates: readonly CardTemplate[], deck: Deck): ScreenRead | null {
  const boxes = handBoxes(findCardBoxes(screen.pixels, screen.scale), deck);
  if (boxes.length === 0) return null;
  const hand: CardId[] = [];
  const unnamed: Box[] = [];
  for (const box of boxes) {
    const card = matchCard(cardSignature(screen.pixels, box, screen.scale), templates);
    if (card && !hand.includes(card)) hand.push(card);
    else unnamed.push(toBox(box));
  }
  return { hand, unnamed, box: boundsOf(boxes), cards: boxes.map(toBox) };
}

/** The card box of the hand under a click on the screen, if any. */
export function screenBoxAt(screen: Screen, x: number, y: number, deck: Deck): PixelBox | null {
  return (
    handBoxes(findCardBoxes(screen.pixels, screen.scale), deck).find(
      (box) => x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height,
    ) ?? null
  );
}

/** A named card as a template: what its pixels show, and which card the player said it is. */
export const templateOf = (screen: Screen, box: PixelBox, card: CardId): CardTemplate => ({
  ...cardSignature(screen.pixels, box, screen.scale),
  card,
});
