/*
 * Runs in the page's own world, at document_start, on sites the player switched on, and only
 * there: records what the page draws on 2D canvases with `drawImage` (the image's address, the
 * source rectangle of a sprite sheet, the destination on the page), one frame at a time, and
 * hands each frame to the content script over a private message port. It changes nothing the
 * page can observe: no global, `drawImage` and `Function.prototype.toString` keep their
 * `name`, `length` and `toString`, and no error of ours ever reaches the page.
 *
 * No import: this file is its own bundle in the page's world.
 */

/** One drawn image: its address (or kind), the source rectangle, the destination in CSS pixels of the viewport. */
export interface Drawn {
  image: string;
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The first word of the private channel, so that the content script knows the port it is given. */
export const CHANNEL_HELLO = 'jw-canvas-port';
/** At most this many draws of one frame are reported (a page drawing 50,000 tiles reports its first ones). */
export const MAX_DRAWS = 2000;
const MAX_URL = 512;

interface Pending {
  canvas: HTMLCanvasElement;
  image: string;
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  /** Destination corners in canvas pixels, after the transform. */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

type Win = Window & typeof globalThis;

export function installCanvasRecorder(win: Win): void {
  const proto = win.CanvasRenderingContext2D?.prototype;
  if (!proto || typeof proto.drawImage !== 'function') return;
  const originalDraw = proto.drawImage;
  const originalToString = win.Function.prototype.toString;
  const disguised = new WeakMap<object, object>();
  let port: MessagePort | null = null;
  let pending: Pending[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const frame = pending;
    pending = [];
    if (!port || frame.length === 0) return;
    const rects = new Map<HTMLCanvasElement, { left: number; top: number; sx: number; sy: number } | null>();
    const drawn: Drawn[] = [];
    for (const draw of frame) {
      let rect = rects.get(draw.canvas);
      if (rect === undefined) {
        const box = draw.canvas.isConnected ? draw.canvas.getBoundingClientRect() : null;
        rect =
          box && draw.canvas.width > 0 && draw.canvas.height > 0
            ? { left: box.left, top: box.top, sx: box.width / draw.canvas.width, sy: box.height / draw.canvas.height }
            : null;
        rects.set(draw.canvas, rect);
      }
      if (!rect) continue;
      drawn.push({
        image: draw.image,
        sx: draw.sx,
        sy: draw.sy,
        sw: draw.sw,
        sh: draw.sh,
        x: rect.left + Math.min(draw.x1, draw.x2) * rect.sx,
        y: rect.top + Math.min(draw.y1, draw.y2) * rect.sy,
        width: Math.abs(draw.x2 - draw.x1) * rect.sx,
        height: Math.abs(draw.y2 - draw.y1) * rect.sy,
      });
    }
    port.postMessage(JSON.stringify(drawn));
  };

  const imageKey = (source: unknown): string | null => {
    if (source instanceof win.HTMLImageElement) {
      const url = source.currentSrc || source.src;
      if (!url || url.startsWith('blob:')) return null;
      // A data image is named by a hash of its content (its address is its content).
      return url.startsWith('data:') ? `data:${hash(url)}` : url.slice(-MAX_URL);
    }
    if (win.SVGImageElement && source instanceof win.SVGImageElement) return source.href.baseVal.slice(-MAX_URL) || null;
    return null;
  };

  const record = (context: CanvasRenderingContext2D, args: unknown[]) => {
    if (pending.length >= MAX_DRAWS) return;
    const image = imageKey(args[0]);
    if (!image) return;
    const numbers = args.slice(1).map(Number);
    let [sx, sy, sw, sh] = [0, 0, 0, 0];
    let [dx, dy, dw, dh] = [numbers[0] ?? 0, numbers[1] ?? 0, 0, 0];
    const source = args[0] as HTMLImageElement;
    if (numbers.length >= 8) {
      [sx, sy, sw, sh, dx, dy, dw, dh] = numbers as [number, number, number, number, number, number, number, number];
    } else if (numbers.length >= 4) {
      [dx, dy, dw, dh] = numbers as [number, number, number, number];
      [sw, sh] = [source.naturalWidth || dw, source.naturalHeight || dh];
    } else {
      [sw, sh, dw, dh] = [source.naturalWidth, source.naturalHeight, source.naturalWidth, source.naturalHeight];
    }
    if (![sx, sy, sw, sh, dx, dy, dw, dh].every(Number.isFinite) || dw === 0 || dh === 0) return;
    const m = context.getTransform();
    const corner = (x: number, y: number) => [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f] as const;
    const [x1, y1] = corner(dx, dy);
    const [x2, y2] = corner(dx + dw, dy + dh);
    pending.push({ canvas: context.canvas, image, sx, sy, sw, sh, x1, y1, x2, y2 });
    if (!scheduled) {
      scheduled = true;
      // After the task that draws the frame: the frame is whole.
      win.setTimeout(flush, 0);
    }
  };

  const drawImage = new win.Proxy(originalDraw, {
    apply(target, thisArg, args) {
      const result = Reflect.apply(target, thisArg, args);
      try {
        if (port && thisArg instanceof win.CanvasRenderingContext2D) record(thisArg, args);
      } catch {
        // Ours, never the page's.
      }
      return result;
    },
  });
  const toString = new win.Proxy(originalToString, {
    apply(target, thisArg, args) {
      return Reflect.apply(target, disguised.get(thisArg as object) ?? thisArg, args);
    },
  });
  disguised.set(drawImage, originalDraw);
  disguised.set(toString, originalToString);
  proto.drawImage = drawImage;
  win.Function.prototype.toString = toString;

  // The content script hands over its port once; the page sees one message with a port, nothing that names us.
  const hello = (event: MessageEvent) => {
    if (event.source !== win || event.data !== CHANNEL_HELLO || !event.ports[0] || port) return;
    port = event.ports[0];
    win.removeEventListener('message', hello, true);
  };
  win.addEventListener('message', hello, true);
}

/** A short hash of a text (FNV-1a), for data images. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += Math.max(1, Math.floor(text.length / 4096))) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
