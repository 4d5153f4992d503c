/*
 * The built-ins the page-world recorder calls, taken at document_start before any script of the
 * page runs (issue 36). Afterwards the recorder calls only these: a page that replaces a method or
 * a getter later (`Function.prototype.call`, `getTransform`, `DOMRect`'s `left`, `setTimeout`,
 * `postMessage`, `WeakMap.prototype.get`, `JSON.stringify` …) never runs with a frame of ours in
 * its stack, so it never learns the extension's address.
 *
 * No import: this file is part of the recorder's own bundle in the page's world.
 */

type Win = Window & typeof globalThis;
type Fn = (...args: never[]) => unknown;

export interface Pristine {
  /** `Reflect.apply`: every call of a taken method goes through it. */
  apply: typeof Reflect.apply;
  setTimeout: (run: () => void, ms: number) => void;
  /**
   * The time of the frame the browser is in (the document timeline's current time): the same for
   * everything drawn in one rendering update, another in the next; null where there is none.
   */
  frameTime: () => number | null;
  post: (port: MessagePort, text: string) => void;
  /** The six numbers of a context's transform. */
  transform: (context: CanvasRenderingContext2D) => [number, number, number, number, number, number];
  canvasOf: (context: CanvasRenderingContext2D) => HTMLCanvasElement;
  textStyle: (context: CanvasRenderingContext2D) => { font: string; align: string; baseline: string };
  textWidth: (context: CanvasRenderingContext2D, text: string) => number;
  /** A canvas's box on the page and its pixel size; null when it is not in the document. */
  canvasBox: (
    canvas: HTMLCanvasElement,
  ) => { left: number; top: number; width: number; height: number; pw: number; ph: number } | null;
  /** An image's address and natural size; null when the source is no image element. */
  image: (source: unknown) => { url: string; width: number; height: number } | null;
  /** An SVG image's address; null when the source is none. */
  svgImage: (source: unknown) => string | null;
  exec: (pattern: RegExp, text: string) => RegExpExecArray | null;
  charCode: (text: string, index: number) => number;
  slice: (text: string, start: number, end?: number) => string;
  startsWith: (text: string, start: string) => boolean;
  indexOf: (text: string, part: string, from?: number) => number;
  /** An own property's descriptor, as `Object.getOwnPropertyDescriptor` gave it. */
  describe: (value: object, name: string) => PropertyDescriptor | undefined;
  define: (value: object, name: string, descriptor: PropertyDescriptor) => void;
  imul: (a: number, b: number) => number;
  /** A WeakMap's get and set, as they were. */
  weakGet: <K extends object, V>(map: WeakMap<K, V>, key: K) => V | undefined;
  weakSet: <K extends object, V>(map: WeakMap<K, V>, key: K, value: V) => void;
  /** A message event's source, data and first port. */
  message: (event: MessageEvent) => { source: unknown; data: unknown; port: MessagePort | null };
  stopImmediatePropagation: (event: Event) => void;
  removeListener: (type: string, listener: (event: MessageEvent) => void) => void;
}

export function capturePristine(win: Win): Pristine {
  const apply = win.Reflect.apply;
  const describe = win.Object.getOwnPropertyDescriptor;
  const getterOf = (proto: object | undefined, name: string): Fn | undefined =>
    proto ? (describe(proto, name)?.get as Fn | undefined) : undefined;
  /** A getter taken now, read later; undefined where the browser has none. */
  const read = (getter: Fn | undefined, self: unknown): unknown => (getter ? apply(getter, self, []) : undefined);
  const hasInstance = win.Function.prototype[win.Symbol.hasInstance] as Fn;
  const isA = (type: unknown, value: unknown) =>
    typeof type === 'function' && typeof value === 'object' && value !== null && apply(hasInstance, type, [value]) === true;

  const setTimeout = win.setTimeout;
  const timeline = read(getterOf(win.Document.prototype, 'timeline'), win.document);
  const currentTime = getterOf(win.AnimationTimeline?.prototype, 'currentTime');
  const postMessage = win.MessagePort?.prototype.postMessage;
  const context = win.CanvasRenderingContext2D?.prototype;
  const getTransform = context?.getTransform as Fn | undefined;
  const measureText = context?.measureText as Fn | undefined;
  const matrix = win.DOMMatrixReadOnly?.prototype;
  const m = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => getterOf(matrix, name));
  const [canvasGetter, fontGetter, alignGetter, baselineGetter] = ['canvas', 'font', 'textAlign', 'textBaseline'].map((name) =>
    getterOf(context, name),
  );
  const metricsWidth = getterOf(win.TextMetrics?.prototype, 'width');
  const rect = win.Element.prototype.getBoundingClientRect as Fn;
  const [left, top, width, height] = ['left', 'top', 'width', 'height'].map((name) =>
    getterOf(win.DOMRectReadOnly?.prototype, name),
  );
  const connected = getterOf(win.Node.prototype, 'isConnected');
  const canvasProto = win.HTMLCanvasElement?.prototype;
  const [canvasWidth, canvasHeight] = ['width', 'height'].map((name) => getterOf(canvasProto, name));
  const ImageType = win.HTMLImageElement;
  const [currentSrc, src, naturalWidth, naturalHeight] = ['currentSrc', 'src', 'naturalWidth', 'naturalHeight'].map((name) =>
    getterOf(ImageType?.prototype, name),
  );
  const SvgImageType = win.SVGImageElement;
  const href = getterOf(SvgImageType?.prototype, 'href');
  const baseVal = getterOf(win.SVGAnimatedString?.prototype, 'baseVal');
  const exec = win.RegExp.prototype.exec;
  const string = win.String.prototype;
  const [charCodeAt, slice, startsWith, indexOf] = [string.charCodeAt, string.slice, string.startsWith, string.indexOf] as Fn[];
  const defineProperty = win.Object.defineProperty;
  const imul = win.Math.imul;
  const weak = win.WeakMap.prototype;
  const weakGet = weak.get as Fn;
  const weakSet = weak.set as Fn;
  const event = win.MessageEvent?.prototype;
  const [sourceGetter, dataGetter, portsGetter] = ['source', 'data', 'ports'].map((name) => getterOf(event, name));
  const stop = win.Event.prototype.stopImmediatePropagation as Fn;
  const removeEventListener = win.EventTarget.prototype.removeEventListener as Fn;
  const number = (value: unknown) => (typeof value === 'number' ? value : 0);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');

  return {
    apply,
    setTimeout: (run, ms) => void apply(setTimeout, win, [run, ms]),
    frameTime: () => {
      const time = typeof timeline === 'object' && timeline !== null ? read(currentTime, timeline) : null;
      return typeof time === 'number' ? time : null;
    },
    post: (port, message) => void apply(postMessage as Fn, port, [message]),
    transform: (ctx) => {
      const t = apply(getTransform as Fn, ctx, []);
      // (no Array.prototype.map: the page may have replaced it since)
      const at = (index: number) => number(read(m[index], t));
      return [at(0), at(1), at(2), at(3), at(4), at(5)];
    },
    canvasOf: (ctx) => read(canvasGetter, ctx) as HTMLCanvasElement,
    textStyle: (ctx) => ({
      font: text(read(fontGetter, ctx)),
      align: text(read(alignGetter, ctx)),
      baseline: text(read(baselineGetter, ctx)),
    }),
    textWidth: (ctx, words) => (measureText ? number(read(metricsWidth, apply(measureText, ctx, [words]))) : 0),
    canvasBox: (canvas) => {
      if (read(connected, canvas) !== true) return null;
      const box = apply(rect, canvas, []);
      return {
        left: number(read(left, box)),
        top: number(read(top, box)),
        width: number(read(width, box)),
        height: number(read(height, box)),
        pw: number(read(canvasWidth, canvas)),
        ph: number(read(canvasHeight, canvas)),
      };
    },
    image: (source) =>
      isA(ImageType, source)
        ? {
            url: text(read(currentSrc, source)) || text(read(src, source)),
            width: number(read(naturalWidth, source)),
            height: number(read(naturalHeight, source)),
          }
        : null,
    svgImage: (source) => (isA(SvgImageType, source) ? text(read(baseVal, read(href, source))) || null : null),
    exec: (pattern, words) => apply(exec, pattern, [words]) as RegExpExecArray | null,
    charCode: (words, index) => apply(charCodeAt as Fn, words, [index]) as number,
    slice: (words, start, end) => apply(slice as Fn, words, end === undefined ? [start] : [start, end]) as string,
    startsWith: (words, start) => apply(startsWith as Fn, words, [start]) === true,
    indexOf: (words, part, from = 0) => apply(indexOf as Fn, words, [part, from]) as number,
    describe: (value, name) => apply(describe, undefined, [value, name]) as PropertyDescriptor | undefined,
    define: (value, name, descriptor) => void apply(defineProperty, undefined, [value, name, descriptor]),
    imul: (a, b) => apply(imul, undefined, [a, b]) as number,
    weakGet: (map, key) => apply(weakGet, map, [key]) as never,
    weakSet: (map, key, value) => void apply(weakSet, map, [key, value]),
    message: (messageEvent) => {
      const ports = read(portsGetter, messageEvent) as readonly MessagePort[] | undefined;
      return { source: read(sourceGetter, messageEvent), data: read(dataGetter, messageEvent), port: ports?.[0] ?? null };
    },
    stopImmediatePropagation: (e) => void apply(stop, e, []),
    removeListener: (type, listener) => void apply(removeEventListener, win, [type, listener, true]),
  };
}
