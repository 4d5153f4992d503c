import { writeFile } from 'node:fs/promises';
import type { TableRequest } from '../core/index.js';
import { cardFaceMarkup } from '../figure/card-faces.js';
import { type FigureRequest, figureOf } from '../figure/figure.js';
import type { ViewError } from '../i18n/sentences.js';
import type { CliOptions } from './args.js';

/** The element rendered on the server (Lit's server rendering): given by the binary, kept out of the core's build. */
export type HtmlRenderer = (request: FigureRequest) => { ok: true; html?: string } | { ok: false; errors: ViewError[] };

export interface RenderIo {
  write: (text: string) => void;
  writeBytes?: (bytes: Uint8Array) => void;
  renderHtml?: () => Promise<HtmlRenderer>;
}

/** An SVG picture as PNG bytes, by default at twice its size for sharp text on phones (resvg, with the machine's fonts). */
export async function svgToPng(svg: string, zoom = 2): Promise<Uint8Array> {
  const { Resvg } = await import('@resvg/resvg-js');
  const png = new Resvg(svg, { fitTo: { mode: 'zoom', value: zoom }, font: { loadSystemFonts: true } }).render().asPng();
  return new Uint8Array(png);
}

/**
 * `jass-weis render`: the figure of a table as HTML (the element with its server-rendered
 * shadow root and a text fallback), as SVG (`--svg`) or PNG (`--png`), to stdout or `--out`.
 * Returns the errors of bad input, or null when written.
 */
export async function renderCommand(options: CliOptions, request: TableRequest, io: RenderIo): Promise<ViewError[] | null> {
  const figureRequest: FigureRequest = {
    ...request,
    lang: options.lang,
    ...(options.face ? { face: options.face } : {}),
    ...(options.names.length > 0 ? { names: options.names } : {}),
  };
  let output: string | Uint8Array;
  if (options.format === 'html') {
    if (!io.renderHtml) return [{ code: 'bad-arguments', field: 'format', token: 'html' }];
    const rendered = (await io.renderHtml())(figureRequest);
    if (!rendered.ok) return rendered.errors;
    output = `${rendered.html ?? ''}\n`;
  } else {
    const answer = figureOf(figureRequest, cardFaceMarkup);
    if (!answer.ok) return answer.errors;
    if (options.format === 'svg') output = `${answer.figure.svg}\n`;
    else {
      try {
        output = await svgToPng(answer.figure.svg);
      } catch {
        // No renderer for this machine (resvg ships binaries for the common platforms only).
        return [{ code: 'bad-arguments', field: 'format', token: '--png' }];
      }
    }
  }
  if (options.out) {
    try {
      await writeFile(options.out, output);
    } catch {
      return [{ code: 'cannot-write', field: 'out', token: options.out.slice(0, 200) }];
    }
  } else if (typeof output === 'string') io.write(output);
  else io.writeBytes?.(output);
  return null;
}
