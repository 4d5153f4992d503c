import { CHANNEL_HELLO, type Drawn } from './drawn.js';
import { createFrameRecording, drawnJson } from './frame-recording.js';
import { capturePristine, type Pristine } from './pristine.js';
import { readSceneGraphs } from './scene-graphs.js';

/*
 * Runs in the page's own world, at document_start, on sites the player switched on, and only
 * there: records what the page draws on 2D canvases with `drawImage` (the image's address, the
 * source rectangle of a sprite sheet, the destination on the page), one frame at a time, and
 * hands a frame to the content script over a private message port when it differs from the
 * last one. It changes nothing the page can observe: no global; the functions it wraps keep
 * their `name`, `length` and `toString`; no error of ours ever reaches the page, and no stack
 * the page sees names the extension (every built-in called after the page started is one taken
 * before, see pristine.ts).
 *
 * Cheap: between recordings each call passes through and checks one flag. One frame a second
 * is recorded (frame-recording.ts).
 *
 * No import beyond its own files: this is its own bundle in the page's world.
 */

type Win = Window & typeof globalThis;
type Hook = (context: CanvasRenderingContext2D, args: ArrayLike<unknown>) => void;
type Method = (...args: unknown[]) => unknown;

/** Drawn entries as JSON, escaped by hand (the page may have replaced `JSON.stringify`). */
function framesJson(P: Pristine, frame: readonly Drawn[]): string {
  let json = '[';
  for (let i = 0; i < frame.length; i++) {
    json += `${i ? ',' : ''}${drawnJson(P, frame[i] as Drawn)}`;
  }
  return `${json}]`;
}

export function installCanvasRecorder(win: Win): void {
  const proto = win.CanvasRenderingContext2D?.prototype;
  if (!proto || typeof proto.drawImage !== 'function') return;
  const P = capturePristine(win);
  const methods = proto as unknown as Record<string, unknown>;
  const functionProto = win.Function.prototype;
  const originalToString = functionProto.toString;
  const disguised = new win.WeakMap<object, object>();
  const recording = createFrameRecording(P);

  // Where this script is loaded from, as stacks name it: never shown in an error the page sees.
  const ownFile = /(?:chrome|moz|safari-web)-extension:\/\/[^\s)]+?\.js/.exec(new win.Error().stack ?? '')?.[0] ?? null;
  /** The page's own error, its lines of ours taken out (with the built-ins taken before the page ran). */
  const withoutOurFrames = (error: unknown): unknown => {
    if (!ownFile || typeof error !== 'object' || error === null) return error;
    try {
      // Its own `stack`, as the browser made it: a value, or the browser's own accessor on this error.
      const own = P.describe(error, 'stack');
      const stack = own?.get ? P.apply(own.get, error, []) : own?.value;
      if (typeof stack !== 'string' || P.indexOf(stack, ownFile) < 0) return error;
      let kept = '';
      let from = 0;
      while (from <= stack.length) {
        const end = P.indexOf(stack, '\n', from);
        const line = P.slice(stack, from, end < 0 ? stack.length : end);
        if (P.indexOf(line, ownFile) < 0) kept += (kept ? '\n' : '') + line;
        if (end < 0) break;
        from = end + 1;
      }
      if (own?.set) P.apply(own.set, error, [kept]);
      else P.define(error, 'stack', { value: kept, writable: true, configurable: true });
    } catch {
      // A frozen error keeps its stack: nothing else of ours is in it.
    }
    return error;
  };

  /** Ours in place of the page's method: the same name and length, and `toString` says the page's text. */
  const install = (name: string, method: object, original: Method) => {
    win.Object.defineProperty(method, 'length', { value: original.length });
    disguised.set(method, original);
    methods[name] = method;
  };

  /**
   * One of the page's methods with ours around it: the page's call first, as it is (its errors
   * without a line of ours), then, while a frame is recorded, `noted` with the same arguments
   * (whose errors are ours, never the page's).
   */
  const watch = (name: string, noted: Hook) => {
    const original = methods[name] as Method | undefined;
    if (typeof original !== 'function') return;
    const apply = P.apply;
    const holder = {
      [name](this: CanvasRenderingContext2D) {
        let result: unknown;
        try {
          // biome-ignore lint/complexity/noArguments: the page's own arguments, passed on as they are
          result = apply(original, this, arguments);
        } catch (error) {
          throw withoutOurFrames(error);
        }
        if (recording.armed) {
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

  // drawImage is the hot one (thousands of calls a frame); any name of it is ours with its length.
  watch('drawImage', recording.record);
  if (typeof proto.measureText === 'function') for (const name of ['fillText', 'strokeText']) watch(name, recording.recordText);
  for (const name of ['setTransform', 'resetTransform', 'transform', 'translate', 'scale', 'rotate', 'restore', 'reset'])
    watch(name, recording.forgetTransform);

  const weakGet = P.weakGet;
  const apply = P.apply;
  const disguisedToString = new win.Proxy(originalToString, {
    apply(target, thisArg, args) {
      return apply(target, (typeof thisArg === 'function' && weakGet(disguised, thisArg)) || thisArg, args);
    },
  });
  disguised.set(disguisedToString, originalToString);
  functionProto.toString = disguisedToString;

  // WebGL through PixiJS or Phaser: the scene graph the page publishes for developer tools
  // (`__PIXI_APP__`, `__PIXI_STAGE__` with `__PIXI_RENDERER__`, `__PHASER_GAME__`), read once a
  // second while the port is there; nothing of ours is defined on the page. (Reading it reads the
  // page's own objects: that is what the page published them for.)
  let connected = false;
  let lastScene = '';
  const readScenes = () => {
    if (!connected) return;
    try {
      const frame = readSceneGraphs(win);
      const text = framesJson(P, frame);
      if (frame.length > 0 && text !== lastScene) {
        lastScene = text;
        recording.send(text);
      }
    } catch {
      // A scene graph of a shape we do not know: nothing read.
    }
    P.setTimeout(readScenes, 1000);
  };

  // The content script hands over its port once. Installed before any page script (document_start),
  // this listener is the window's first: it keeps the hello and its port from every listener of the
  // page, which can then neither use the port nor answer first.
  const hello = (event: MessageEvent) => {
    const message = P.message(event);
    if (message.source !== win || message.data !== CHANNEL_HELLO || !message.port || connected) return;
    P.stopImmediatePropagation(event);
    connected = true;
    P.removeListener('message', hello);
    recording.connect(message.port);
    readScenes();
  };
  win.addEventListener('message', hello, true);
}
