import { initWasm, Resvg } from '@resvg/resvg-wasm';
import regular from './DejaVuSans.ttf';
import bold from './DejaVuSans-Bold.ttf';
import { figureService, type PngRenderer } from './figure-service.js';
// Beside the worker, as the platform loads them: resvg's WebAssembly, and the DejaVu Sans
// fonts the picture's text is drawn with (an edge platform has no fonts of its own).
import resvgWasm from './resvg.wasm';

let ready: Promise<void> | null = null;
const fonts = [new Uint8Array(regular), new Uint8Array(bold)];

/** PNG through resvg's WebAssembly build, with the fonts shipped beside the worker. */
const png: PngRenderer = async (svg, zoom) => {
  ready ??= initWasm(resvgWasm);
  await ready;
  const drawn = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: zoom },
    font: { fontBuffers: fonts, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
  }).render();
  return drawn.asPng();
};

/**
 * The figure service as an edge worker (Cloudflare Workers, workerd): the same handler as
 * `jass-weis serve`, its PNG drawn by resvg's WebAssembly build. `dist/worker/` holds it with the
 * files it loads; answers are cacheable by URL, so a CDN in front serves most of them. Set
 * `JASS_WEIS_ORIGIN` (a variable of the worker) to the address it is published at.
 */
/** The worker's settings: `JASS_WEIS_ORIGIN`, the public origin its links name (never a request's host). */
interface Env {
  JASS_WEIS_ORIGIN?: string;
}

let service: ((request: Request) => Promise<Response>) | null = null;

export default {
  fetch(request: Request, env: Env | undefined): Promise<Response> {
    service ??= figureService({ png, ...(env?.JASS_WEIS_ORIGIN ? { origin: env.JASS_WEIS_ORIGIN } : {}) });
    return service(request);
  },
};
