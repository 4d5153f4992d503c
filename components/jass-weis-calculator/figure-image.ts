import type { FigureModel } from '../../src/figure/figure-model.js';
import { figureSvg } from '../../src/figure/figure-svg.js';

/*
 * The figure as a picture, in the browser: the same SVG `jass-weis render --svg` writes, drawn
 * at twice its size onto a canvas and taken as a PNG. Loaded only when a reader asks for it
 * (`dist/jass-weis-image.js` beside the calculator's bundle).
 */

/** A figure as PNG bytes in a Blob; null where the browser cannot draw it. */
export async function figurePng(model: FigureModel, lang: string, scale = 2): Promise<Blob | null> {
  const svg = figureSvg(model, lang);
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
export async function sendFigure(model: FigureModel, lang: string, how: 'copy' | 'share'): Promise<boolean> {
  const png = await figurePng(model, lang);
  if (!png) return false;
  if (how === 'share') {
    await navigator.share({ files: [new File([png], 'jass-weis.png', { type: 'image/png' })] });
    return true;
  }
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
  return true;
}
