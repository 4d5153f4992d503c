import { isLang, type Lang } from '../core/index.js';
import { cardFaceMarkup } from '../figure/card-faces.js';
import { escapeMarkup } from '../figure/escape.js';
import { type Figure, figureOf } from '../figure/figure.js';
import { getMessages } from '../i18n/index.js';
import { errorSentence, type ViewError } from '../i18n/sentences.js';
import { SECURITY_HEADERS } from './answer-headers.js';
import { figurePage, figureWords, svgSize } from './figure-page.js';
import { figureParams, MAX_QUERY } from './figure-params.js';

/** Why a picture was not drawn now: too many waiting, or it took too long (the answer is 503, try later). */
export interface RenderRefused {
  refused: 'busy' | 'timeout';
  /** Seconds to wait before asking again. */
  retryAfter: number;
}

/** SVG to PNG bytes at a zoom (resvg on Node, its WebAssembly build on an edge platform), or why not now. */
export type PngRenderer = (svg: string, zoom: number) => Promise<Uint8Array | RenderRefused>;

export interface FigureServiceOptions {
  /** Without one, `/figure.png` answers 501 and the page's preview is the SVG. */
  png?: PngRenderer;
  /**
   * The service's public origin for the links in previews ("https://weis.example"). Never taken
   * from the request (its `Host` is the client's to write): without one, the fixed default.
   */
  origin?: string;
}

/** The links' origin where none is configured: the address `jass-weis serve` and `wrangler dev` listen on. */
export const DEFAULT_ORIGIN = 'http://127.0.0.1:8787';

/** The pictures drawn last, by their canonical address: at most this many, and this many bytes. */
const PNG_CACHE = { entries: 64, bytes: 32 * 1024 * 1024 } as const;

/** The PNG's width: 640 × the zoom, 320 to 1,280 pixels (twice the figure's size by default). */
const PNG_WIDTHS = { min: 320, max: 1280 } as const;

/** Answers are the same for the same URL: caches and CDNs keep them a day, and serve a stale one a week while refreshing. */
const CACHED = 'public, max-age=86400, stale-while-revalidate=604800';

/** What a `Response` takes as its body (the web's `BodyInit`, named without the DOM's types). */
type Body = ConstructorParameters<typeof Response>[0];

function answer(body: Body, status: number, type: string, extra: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': type, 'cache-control': status < 500 ? CACHED : 'no-store', ...SECURITY_HEADERS, ...extra },
  });
}

/** JSON with `<`, `>` and `&` as escapes: a token typed as markup never comes back as markup. */
const json = (value: unknown, status = 200) =>
  answer(
    JSON.stringify(value).replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`),
    status,
    'application/json; charset=utf-8',
  );

/** A bad figure: its coded error as JSON (pictures, oEmbed) or as a sentence on a page. */
function refused(error: ViewError, lang: string, asPage: boolean): Response {
  const messages = getMessages(isLang(lang) ? lang : 'en');
  // The sentence too, with what may have been meant: a person reads these answers as well as a program.
  const message = errorSentence(error, messages);
  if (!asPage)
    return json({ error: { code: error.code, field: error.field, seat: error.seat, token: error.token, message } }, 400);
  const sentence = escapeMarkup(message);
  return answer(
    `<!doctype html><html lang="${escapeMarkup(lang)}"><meta charset="utf-8"><title>jass-weis</title><p>${sentence}</p></html>\n`,
    400,
    'text/html; charset=utf-8',
    { 'content-security-policy': "default-src 'none'" },
  );
}

/**
 * The figure service: one handler on the web's standard `Request → Response`, the same on Node
 * (`jass-weis serve`) and on an edge platform. Its URLs take the element's attribute names:
 *
 * - `/figure.svg?hands=…&trump=…&lang=…` the picture, with the cards;
 * - `/figure.png?…[&width=320…1280]` the same as PNG (twice the size by default);
 * - `/?…` a page with the picture and its words, Open Graph and Twitter tags and an oEmbed link;
 * - `/oembed?url=<a page's URL>` the oEmbed answer (JSON, a photo).
 *
 * Every answer is cacheable by its URL, bounded for any parameters, and echoes no markup.
 */
export function figureService(options: FigureServiceOptions = {}): (request: Request) => Promise<Response> {
  const origin = originOf(options.origin);
  const pngs = pngCache();
  return async (request) => {
    try {
      return await handle(request, { ...options, origin }, pngs);
    } catch {
      return answer('jass-weis: the figure could not be drawn.\n', 500, 'text/plain; charset=utf-8');
    }
  };
}

/** The configured origin as `scheme://host[:port]`, or the default where it is missing or no origin. */
function originOf(configured: string | undefined): string {
  try {
    const url = new URL(configured ?? DEFAULT_ORIGIN);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : DEFAULT_ORIGIN;
  } catch {
    return DEFAULT_ORIGIN;
  }
}

/** The request's path and query, read without its host; null when they cannot be read. */
function pathOf(request: Request): URL | null {
  try {
    const url = new URL(request.url);
    return new URL(`${url.pathname}${url.search}`, 'http://figure.invalid');
  } catch {
    return null;
  }
}

type PngCache = { get: (key: string) => Uint8Array | undefined; set: (key: string, png: Uint8Array) => void };

/** The last pictures drawn, the oldest dropped first. */
function pngCache(): PngCache {
  const kept = new Map<string, Uint8Array>();
  let bytes = 0;
  return {
    get: (key) => {
      const png = kept.get(key);
      if (png) {
        kept.delete(key);
        kept.set(key, png);
      }
      return png;
    },
    set: (key, png) => {
      if (png.byteLength > PNG_CACHE.bytes || kept.has(key)) return;
      kept.set(key, png);
      bytes += png.byteLength;
      for (const [old, oldPng] of kept) {
        if (kept.size <= PNG_CACHE.entries && bytes <= PNG_CACHE.bytes) break;
        kept.delete(old);
        bytes -= oldPng.byteLength;
      }
    },
  };
}

/** Resolves in a task of its own, after what is already waiting (on Node, the requests read meanwhile). */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const text = (words: string, status: number, extra: Record<string, string> = {}) =>
  answer(`jass-weis: ${words}\n`, status, 'text/plain; charset=utf-8', extra);

async function handle(request: Request, options: FigureServiceOptions & { origin: string }, pngs: PngCache): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return answer(null, 405, 'text/plain; charset=utf-8', { allow: 'GET, HEAD' });
  const url = pathOf(request);
  if (!url) return text('the address cannot be read.', 400);
  if (url.search.length > MAX_QUERY) return text('the address is too long.', 414);
  const origin = options.origin;
  const head = request.method === 'HEAD';
  const body = (content: Body) => (head ? null : content);
  switch (url.pathname) {
    case '/figure.svg': {
      const drawn = draw(url.searchParams);
      if ('code' in drawn) return refused(drawn, drawn.lang ?? 'en', false);
      return answer(body(drawn.figure.svg), 200, 'image/svg+xml; charset=utf-8', {
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    }
    case '/figure.png': {
      // A picture's own work waits for the next turn: pages asked meanwhile are answered first.
      await nextTurn();
      const drawn = draw(url.searchParams);
      if ('code' in drawn) return refused(drawn, drawn.lang ?? 'en', false);
      if (!options.png) return answer('jass-weis: no PNG renderer here.\n', 501, 'text/plain; charset=utf-8');
      const width = Number(url.searchParams.get('width') ?? PNG_WIDTHS.max);
      if (!Number.isInteger(width) || width < PNG_WIDTHS.min || width > PNG_WIDTHS.max)
        return json(
          {
            error: {
              code: 'bad-arguments',
              field: 'width',
              token: String(url.searchParams.get('width')).slice(0, 12),
              message: `The width is ${PNG_WIDTHS.min} to ${PNG_WIDTHS.max} pixels.`,
            },
          },
          400,
        );
      const key = `${drawn.canonical}&width=${width}`;
      const png = pngs.get(key) ?? (await options.png(drawn.figure.svg, width / svgSize(drawn.figure.svg).width));
      if ('refused' in png)
        return text('busy drawing other pictures; try again shortly.', 503, { 'retry-after': String(png.retryAfter) });
      pngs.set(key, png);
      return answer(body(new Uint8Array(png)), 200, 'image/png');
    }
    case '/':
    case '/figure': {
      const drawn = draw(url.searchParams);
      if ('code' in drawn) return refused(drawn, drawn.lang ?? 'en', true);
      const query = drawn.canonical;
      const page = `${origin}/?${query}`;
      const links = {
        page,
        // the picture on the page itself: relative, the page's own origin
        svg: `/figure.svg?${query}`,
        png: options.png ? `${origin}/figure.png?${query}` : `${origin}/figure.svg?${query}`,
        oembed: `${origin}/oembed?${new URLSearchParams({ url: page, format: 'json' })}`,
      };
      return answer(body(figurePage(drawn.figure, drawn.langOf, links)), 200, 'text/html; charset=utf-8', {
        'content-security-policy':
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
      });
    }
    case '/oembed':
      return oembed(url, origin, options);
    default:
      return answer('jass-weis: nothing here.\n', 404, 'text/plain; charset=utf-8');
  }
}

type Drawn = { figure: Figure; canonical: string; langOf: Lang; lang?: string };

function draw(search: URLSearchParams): Drawn | (ViewError & { lang?: string }) {
  const params = figureParams(search);
  if ('code' in params) return params;
  const drawn = figureOf(params.request, cardFaceMarkup);
  if (!drawn.ok) return { ...(drawn.errors[0] as ViewError), lang: params.lang };
  return { figure: drawn.figure, canonical: params.canonical, langOf: params.lang };
}

/** oEmbed (https://oembed.com): for a page of this service, its PNG as a photo, at most `maxwidth` wide. */
function oembed(url: URL, origin: string, options: FigureServiceOptions): Response {
  const format = url.searchParams.get('format') ?? 'json';
  if (format !== 'json') return answer('jass-weis: oEmbed answers in JSON only.\n', 501, 'text/plain; charset=utf-8');
  let page: URL;
  try {
    page = new URL(url.searchParams.get('url') ?? '');
  } catch {
    return answer('jass-weis: no such figure.\n', 404, 'text/plain; charset=utf-8');
  }
  if (page.origin !== new URL(origin).origin || (page.pathname !== '/' && page.pathname !== '/figure'))
    return answer('jass-weis: no such figure.\n', 404, 'text/plain; charset=utf-8');
  const drawn = draw(page.searchParams);
  if ('code' in drawn) return answer('jass-weis: no such figure.\n', 404, 'text/plain; charset=utf-8');
  const size = svgSize(drawn.figure.svg);
  const maxWidth = Number(url.searchParams.get('maxwidth') ?? PNG_WIDTHS.max);
  const maxHeight = Number(url.searchParams.get('maxheight') ?? Number.POSITIVE_INFINITY);
  const fit = Math.floor(Math.min(PNG_WIDTHS.max, maxWidth, (maxHeight * size.width) / size.height));
  if (!Number.isFinite(fit) || fit < PNG_WIDTHS.min)
    return answer('jass-weis: no picture that small.\n', 404, 'text/plain; charset=utf-8');
  const { title } = figureWords(drawn.figure, drawn.langOf);
  const query = drawn.canonical;
  const photo = options.png
    ? { url: `${origin}/figure.png?${query}&width=${fit}`, width: fit, height: Math.round((fit * size.height) / size.width) }
    : { url: `${origin}/figure.svg?${query}`, width: size.width, height: size.height };
  return json({
    version: '1.0',
    type: 'photo',
    title,
    provider_name: 'jass-weis',
    provider_url: `${origin}/`,
    cache_age: 86400,
    ...photo,
  });
}
