import type { CardId, Face, SuitPairing } from '../core/index.js';
import type { FigureModel } from '../figure/figure-model.js';
import { figureSvg } from '../figure/figure-svg.js';

/** How the reader sees cards: the picture draws them in their deck, the corners in their language. */
export interface FigureLook {
  lang: string;
  face: Face;
  pairing: SuitPairing;
  /** A card's corner index in the reader's language ("B" for a Bube). */
  index: (card: CardId) => string;
}

/*
 * The figure as a picture, in the browser: the same SVG `jass-weis render --svg` writes, drawn
 * at twice its size onto a canvas and taken as a PNG. Loaded only when a reader asks for it
 * (`dist/jass-weis-image.js` beside the calculator's bundle).
 */

/** A figure as PNG bytes in a Blob; null where the browser cannot draw it. */
export async function figurePng(model: FigureModel, look: FigureLook, scale = 2): Promise<Blob | null> {
  // The calculator's detailed faces (`jass-weis-faces.js`, already there once the picker drew them);
  // where that file is missing (the one-file calculator, with only this file beside it), the cards named in words.
  const faces = await import('./detailed-faces.js').then(
    (module) => module.cardFaceMarkup,
    () => null,
  );
  const art = faces ? (card: string) => faces(card as CardId, look.face, look.pairing, look.index(card as CardId)) : undefined;
  const svg = figureSvg(model, look.lang, art);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(image.naturalWidth * scale);
  canvas.height = Math.round(image.naturalHeight * scale);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/** The figure to the clipboard as an image (true), or to the share sheet where the page may share files. */
export async function sendFigure(model: FigureModel, look: FigureLook, how: 'copy' | 'share'): Promise<boolean> {
  const png = await figurePng(model, look);
  if (!png) return false;
  if (how === 'share') {
    await navigator.share({ files: [new File([png], 'jass-weis.png', { type: 'image/png' })] });
    return true;
  }
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
  return true;
}
