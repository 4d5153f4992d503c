import { CHANNEL_HELLO, DRAWN_TEXT, type Drawn, FIELDS, MAX_DRAWS, MAX_TEXT, MAX_URL } from './drawn.js';
import { hash32, readSceneGraphs } from './scene-graphs.js';

/*
 * Runs in the page's own world, at document_start, on sites the player switched on, and only
 * there: records what the page draws on 2D canvases with `drawImage` (the image's address, the
 * source rectangle of a sprite sheet, the destination on the page), one frame at a time, and
 * hands a frame to the content script over a private message port when it differs from the
 * last one. It changes nothing the page can observe: no global; the functions it wraps keep
 * their `name`, `length` and `toString`; no error of ours ever reaches the page.
 *
 * Cheap: between recordings each call passes through and checks one flag. One frame a second
 * is recorded; during it a context's transform is read once and again only after a call that
 * changes it, the numbers go into typed arrays, and an unchanged frame is never sent.
 *
 * No import: this file is its own bundle in the page's world.
 */

type Matrix = [number, number, number, number, number, number];

type Win = Window & typeof globalThis;

export function installCanvasRecorder(win: Win): void {
  const proto = win.CanvasRenderingContext2D?.prototype;
  if (!proto || typeof proto.drawImage !== 'function') return;
  const methods = proto as unknown as Record<string, unknown>;
  const functionProto = win.Function.prototype;
  const originalToString = functionProto.toString;
  const disguised = new WeakMap<object, object>();
  const keys = new WeakMap<object, { url: string; key: string | null }>();
  let port: MessagePort | null = null;
  // Where this script is loaded from, as stacks name it: never shown in an error the page sees.
  const ownFile = /(?:chrome|moz|safari-web)-extension:\/\/[^\s)]+?\.js/.exec(new win.Error().stack ?? '')?.[0] ?? null;
  const withoutOurFrames = (error: unknown): unknown => {
    if (ownFile && typeof error === 'object' && error !== null) {
      try {
        const stack = (error as { stack?: unknown }).stack;
        if (typeof stack === 'string' && stack.includes(ownFile))
          (error as { stack: string }).stack = stack
            .split('\n')
            .filter((line) => !line.includes(ownFile))
            .join('\n');
      } catch {
        // A frozen error keeps its stack: nothing else of ours is in it.
      }
    }
    return error;
  };

  // The frame being recorded: numbers in a typed array, canvases and image keys beside them.
  const numbers = new Float64Array(MAX_DRAWS * FIELDS);
  const canvases: HTMLCanvasElement[] = [];
  const images: string[] = [];
  let count = 0;
  let hash = 0;
  let lastHash = -1;
  let scheduled = false;
  /** Frames are recorded a few times a second, not every one: cards change at the speed of players. */
  const SAMPLE_MS = 1000;
  /** Each context's transform, as read once per recorded frame and again after it changes. */
  const transforms = new WeakMap<CanvasRenderingContext2D, { epoch: number; m: Matrix | null; canvas: HTMLCanvasElement }>();
  let epoch = 0;

  const transformOf = (context: CanvasRenderingContext2D) => {
    const known = transforms.get(context);
    if (known && known.epoch === epoch && known.m) return known;
    const t = context.getTransform();
    const state = { epoch, m: [t.a, t.b, t.c, t.d, t.e, t.f] as Matrix, canvas: known?.canvas ?? context.canvas };
    transforms.set(context, state);
    return state;
  };

  const imageKey = (source: unknown): string | null => {
    // An image element's key is read once: a game keeps one element per picture.
    const cached = keys.get(source as object);
    if (cached) return cached.key;
    if (source instanceof win.HTMLImageElement) {
      const url = source.currentSrc || source.src;
      // Not loaded yet: nothing kept, read again next time.
      if (!url) return null;
      const key = !url || url.startsWith('blob:') ? null : url.startsWith('data:') ? `data:${hash32(url)}` : url.slice(-MAX_URL);
      keys.set(source, { url, key });
      return key;
    }
    if (win.SVGImageElement && source instanceof win.SVGImageElement) return source.href.baseVal.slice(-MAX_URL) || null;
    if (typeof source === 'object' && source !== null) keys.set(source, { url: '', key: null });
    return null;
  };

  /*
   * Ours stay on the prototype (swapping them in and out costs the page's compiled code more than
   * they do); between recordings they pass the call on and check one flag.
   */
  let armed = false;

  const flush = () => {
    scheduled = false;
    armed = false;
    win.setTimeout(startRecording, SAMPLE_MS);
    const frameHash = hash;
    const drawn = count;
    count = 0;
    hash = 0;
    if (!port || frameHash === lastHash) {
      canvases.length = 0;
      images.length = 0;
      return;
    }
    lastHash = frameHash;
    const rects = new Map<HTMLCanvasElement, { left: number; top: number; sx: number; sy: number } | null>();
    const frame: Drawn[] = [];
    for (let i = 0; i < drawn; i++) {
      const canvas = canvases[i] as HTMLCanvasElement;
      let rect = rects.get(canvas);
      if (rect === undefined) {
        const box = canvas.isConnected ? canvas.getBoundingClientRect() : null;
        rect =
          box && canvas.width > 0 && canvas.height > 0
            ? { left: box.left, top: box.top, sx: box.width / canvas.width, sy: box.height / canvas.height }
            : null;
        rects.set(canvas, rect);
      }
      if (!rect) continue;
      const at = i * FIELDS;
      const [x1, y1, x2, y2] = [numbers[at + 4], numbers[at + 5], numbers[at + 6], numbers[at + 7]] as number[];
      frame.push({
        image: images[i] as string,
        sx: numbers[at] as number,
        sy: numbers[at + 1] as number,
        sw: numbers[at + 2] as number,
        sh: numbers[at + 3] as number,
        x: rect.left + Math.min(x1 as number, x2 as number) * rect.sx,
        y: rect.top + Math.min(y1 as number, y2 as number) * rect.sy,
        width: Math.abs((x2 as number) - (x1 as number)) * rect.sx,
        height: Math.abs((y2 as number) - (y1 as number)) * rect.sy,
      });
    }
    canvases.length = 0;
    images.length = 0;
    port.postMessage(JSON.stringify(frame));
  };

  /** Between two of the page's tasks: the next frame it draws is recorded. */
  function startRecording() {
    if (!port) return;
    epoch++;
    armed = true;
  }

  const record = (context: CanvasRenderingContext2D, args: ArrayLike<unknown>) => {
    if (!armed || !port || count >= MAX_DRAWS) return;
    const image = imageKey(args[0]);
    if (!image) return;
    const source = args[0] as HTMLImageElement;
    let sx = 0;
    let sy = 0;
    let sw: number;
    let sh: number;
    let dx: number;
    let dy: number;
    let dw: number;
    let dh: number;
    if (args.length >= 9) {
      [sx, sy, sw, sh, dx, dy, dw, dh] = Array.from(args).slice(1, 9).map(Number) as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ];
    } else if (args.length >= 5) {
      dx = +(args[1] as number);
      dy = +(args[2] as number);
      dw = +(args[3] as number);
      dh = +(args[4] as number);
      sw = dw;
      sh = dh;
    } else {
      dx = +(args[1] as number);
      dy = +(args[2] as number);
      sw = source.naturalWidth || 0;
      sh = source.naturalHeight || 0;
      dw = sw;
      dh = sh;
    }
    if (!(dw && dh) || !Number.isFinite(dx + dy + dw + dh + sx + sy + sw + sh)) return;
    note(context, image, sx, sy, sw, sh, dx, dy, dw, dh);
  };

  /** One drawn entry of the frame: its source box, and its place through the context's transform. */
  const note = (
    context: CanvasRenderingContext2D,
    name: string,
    sx: number,
    sy: number,
    sw: number,
    sh: number,
    dx: number,
    dy: number,
    dw: number,
    dh: number,
  ) => {
    const state = transformOf(context);
    const m = state.m as Matrix;
    const at = count * FIELDS;
    numbers[at] = sx;
    numbers[at + 1] = sy;
    numbers[at + 2] = sw;
    numbers[at + 3] = sh;
    numbers[at + 4] = m[0] * dx + m[2] * dy + m[4];
    numbers[at + 5] = m[1] * dx + m[3] * dy + m[5];
    numbers[at + 6] = m[0] * (dx + dw) + m[2] * (dy + dh) + m[4];
    numbers[at + 7] = m[1] * (dx + dw) + m[3] * (dy + dh) + m[5];
    canvases[count] = state.canvas;
    images[count] = name;
    count++;
    // What the frame draws, in one number: an unchanged frame is not sent again.
    hash =
      (Math.imul(hash ^ ((numbers[at + 4] as number) | 0), 0x01000193) +
        ((numbers[at + 5] as number) | 0) +
        name.length +
        (name.charCodeAt(name.length - 1) | 0)) |
      0;
    if (!scheduled) {
      scheduled = true;
      // After the task that draws the frame: the frame is whole.
      win.setTimeout(flush, 0);
    }
  };

  /**
   * Text the page writes on a canvas ("Trumpf: Eichle", a "50" beside a player), recorded as a
   * drawn entry named `text:` and its words, over the box the words take.
   */
  const originalMeasure = proto.measureText as (this: CanvasRenderingContext2D, text: string) => TextMetrics;
  const recordText = (context: CanvasRenderingContext2D, args: ArrayLike<unknown>) => {
    if (!armed || !port || count >= MAX_DRAWS) return;
    const words = typeof args[0] === 'string' ? args[0].slice(0, MAX_TEXT) : '';
    const x = +(args[1] as number);
    const y = +(args[2] as number);
    if (!words.trim() || !Number.isFinite(x + y)) return;
    const size = Number(/(\d+(?:\.\d+)?)px/.exec(context.font)?.[1] ?? 10);
    const width = originalMeasure.call(context, words).width;
    const left =
      context.textAlign === 'center'
        ? x - width / 2
        : context.textAlign === 'right' || context.textAlign === 'end'
          ? x - width
          : x;
    const top = context.textBaseline === 'top' ? y : context.textBaseline === 'middle' ? y - size / 2 : y - size;
    note(context, `${DRAWN_TEXT}${words}`, 0, 0, width, size, left, top, width, size);
  };

  /** Ours in place of the page's method: the same name and length, and `toString` says the page's text. */
  const install = (name: string, method: object, original: (...args: unknown[]) => unknown) => {
    Object.defineProperty(method, 'length', { value: original.length });
    disguised.set(method, original);
    methods[name] = method;
  };

  /**
   * One of the page's methods with ours around it: the page's call first, as it is (its errors
   * without a line of ours), then, while a frame is recorded, `noted` with the same arguments
   * (whose errors are ours, never the page's).
   */
  const watch = (name: string, noted: (context: CanvasRenderingContext2D, args: ArrayLike<unknown>) => void) => {
    const original = methods[name] as ((...args: unknown[]) => unknown) | undefined;
    if (typeof original !== 'function') return;
    const holder = {
      [name](this: CanvasRenderingContext2D) {
        let result: unknown;
        try {
          // biome-ignore lint/complexity/noArguments: the page's own arguments, passed on as they are
          result = original.apply(this, arguments as unknown as unknown[]);
        } catch (error) {
          throw withoutOurFrames(error);
        }
        if (armed) {
          try {
            // biome-ignore lint/complexity/noArguments: read only while a frame is recorded
            noted(this, arguments);
          } catch {
            // Ours, never the page's.
          }
        }
        return result;
      },
    };
    install(name, holder[name] as object, original);
  };

  /** A method that changes the transform: while a frame is recorded, the transform is read again at the next draw. */
  const forgetTransform = (context: CanvasRenderingContext2D) => {
    const known = transforms.get(context);
    if (known) known.m = null;
  };

  // drawImage is the hot one (thousands of calls a frame): a fixed call, then one flag.
  const originalDraw = proto.drawImage as unknown as (...args: unknown[]) => unknown;
  const drawHolder = {
    drawImage(
      this: CanvasRenderingContext2D,
      image: unknown,
      a: unknown,
      b: unknown,
      c?: unknown,
      d?: unknown,
      e?: unknown,
      f?: unknown,
      g?: unknown,
      h?: unknown,
    ) {
      // biome-ignore lint/complexity/noArguments: a count of what the page passed, read without copying it
      const n = arguments.length;
      let result: unknown;
      try {
        result =
          n === 3
            ? originalDraw.call(this, image, a, b)
            : n === 5
              ? originalDraw.call(this, image, a, b, c, d)
              : n === 9
                ? originalDraw.call(this, image, a, b, c, d, e, f, g, h)
                : // biome-ignore lint/complexity/noArguments: any other count, passed on as it is
                  originalDraw.apply(this, arguments as unknown as unknown[]);
      } catch (error) {
        // The page's own error, as the browser's drawImage gives it: without a line of ours.
        throw withoutOurFrames(error);
      }
      if (armed) {
        try {
          // biome-ignore lint/complexity/noArguments: read only while a frame is recorded
          record(this, arguments);
        } catch {
          // Ours, never the page's.
        }
      }
      return result;
    },
  };
  install('drawImage', drawHolder.drawImage, originalDraw);
  if (typeof originalMeasure === 'function') for (const name of ['fillText', 'strokeText']) watch(name, recordText);
  for (const name of ['setTransform', 'resetTransform', 'transform', 'translate', 'scale', 'rotate', 'restore', 'reset'])
    watch(name, forgetTransform);

  const disguisedToString = new win.Proxy(originalToString, {
    apply(target, thisArg, args) {
      return Reflect.apply(target, disguised.get(thisArg as object) ?? thisArg, args);
    },
  });
  disguised.set(disguisedToString, originalToString);
  functionProto.toString = disguisedToString;

  // WebGL through PixiJS or Phaser: the scene graph the page publishes for developer tools
  // (`__PIXI_APP__`, `__PIXI_STAGE__` with `__PIXI_RENDERER__`, `__PHASER_GAME__`), read a few
  // times a second while the port is there; nothing of ours is defined on the page.
  let lastScene = '';
  const readScenes = () => {
    if (!port) return;
    try {
      const frame = readSceneGraphs(win);
      const text = JSON.stringify(frame);
      if (frame.length > 0 && text !== lastScene) {
        lastScene = text;
        port.postMessage(text);
      }
    } catch {
      // A scene graph of a shape we do not know: nothing read.
    }
    win.setTimeout(readScenes, SAMPLE_MS);
  };

  // The content script hands over its port once. Installed before any page script (document_start),
  // this listener is the window's first: it keeps the hello and its port from every listener of the
  // page, which can then neither use the port nor answer first.
  const hello = (event: MessageEvent) => {
    if (event.source !== win || event.data !== CHANNEL_HELLO || !event.ports[0] || port) return;
    event.stopImmediatePropagation();
    port = event.ports[0];
    win.removeEventListener('message', hello, true);
    startRecording();
    readScenes();
  };
  win.addEventListener('message', hello, true);
}
