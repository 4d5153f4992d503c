import { DRAWN_TEXT, type Drawn, FIELDS, MAX_DRAWS, MAX_TEXT, MAX_URL } from './drawn.js';
import type { Pristine } from './pristine.js';

/*
 * One recorded frame of what the page draws on its 2D canvases: each draw's source box and its
 * place on the page, in typed arrays, sent to the content script as JSON when it differs from the
 * last frame. Every built-in it calls is one taken before the page ran (pristine.ts): nothing
 * here calls into what the page may have replaced since, and no array or object of ours has a
 * prototype method called on it.
 *
 * No import beyond the recorder's own files: this is part of its bundle in the page's world.
 */

type Matrix = [number, number, number, number, number, number];

/** Frames are recorded once a second, not every one: cards change at the speed of players. */
const SAMPLE_MS = 1000;

const finite = (value: number) => value - value === 0;
// biome-ignore lint/complexity/useMathMinMax: Math.min is the page's to replace; this is ours
const lesser = (a: number, b: number) => (a < b ? a : b);
const size = (a: number, b: number) => (a < b ? b - a : a - b);

export interface FrameRecording {
  /** True while a frame is recorded: the hooks check this one flag. */
  armed: boolean;
  record: (context: CanvasRenderingContext2D, args: ArrayLike<unknown>) => void;
  recordText: (context: CanvasRenderingContext2D, args: ArrayLike<unknown>) => void;
  forgetTransform: (context: CanvasRenderingContext2D) => void;
  /** The port to the content script: recording starts once it is given. */
  connect: (port: MessagePort) => void;
  /** Sends a frame's JSON (the scene graphs' too) when there is a port. */
  send: (json: string) => void;
}

/** A string as JSON, escaped by hand (no `JSON.stringify`, which the page may have replaced). */
function quote(P: Pristine, text: string): string {
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const code = P.charCode(text, i);
    if (code < 0x20 || code === 0x22 || code === 0x5c || (code >= 0xd800 && code <= 0xdfff)) {
      out += '\\u';
      for (let shift = 12; shift >= 0; shift -= 4) out += '0123456789abcdef'[(code >> shift) & 15];
    } else out += text[i];
  }
  return `${out}"`;
}

/** One drawn entry as JSON, by hand as `quote`; a number that is not finite is written 0. */
export function drawnJson(P: Pristine, d: Drawn): string {
  const n = (value: number) => (finite(value) ? value : 0);
  return `{"image":${quote(P, d.image)},"sx":${n(d.sx)},"sy":${n(d.sy)},"sw":${n(d.sw)},"sh":${n(d.sh)},"x":${n(d.x)},"y":${n(d.y)},"width":${n(d.width)},"height":${n(d.height)}}`;
}

export function createFrameRecording(P: Pristine): FrameRecording {
  const numbers = new Float64Array(MAX_DRAWS * FIELDS);
  // Filled now, before the page runs: every index is the array's own, no setter of a prototype is met.
  const canvases: (HTMLCanvasElement | null)[] = [];
  const images: string[] = [];
  for (let i = 0; i < MAX_DRAWS; i++) {
    canvases[i] = null;
    images[i] = '';
  }
  const keys = new WeakMap<object, { key: string | null }>();
  const transforms = new WeakMap<CanvasRenderingContext2D, { epoch: number; m: Matrix | null; canvas: HTMLCanvasElement }>();
  let count = 0;
  let hash = 0;
  let lastHash = -1;
  let scheduled = false;
  /** Which recording a flush that waits for its task belongs to: one sent early is not sent again. */
  let recordingNo = 0;
  /** The frame (its time) the recording's draws belong to. */
  let frameTime: number | null = null;
  let epoch = 0;
  let port: MessagePort | null = null;

  const state: FrameRecording = {
    armed: false,
    record: (context, args) => record(context, args),
    recordText: (context, args) => recordText(context, args),
    forgetTransform: (context) => {
      const known = P.weakGet(transforms, context);
      if (known) known.m = null;
    },
    connect: (given) => {
      port = given;
      startRecording();
    },
    send: (json) => {
      if (port) P.post(port, json);
    },
  };

  function startRecording() {
    if (!port) return;
    epoch++;
    state.armed = true;
  }

  const transformOf = (context: CanvasRenderingContext2D) => {
    const known = P.weakGet(transforms, context);
    if (known && known.epoch === epoch && known.m) return known;
    const fresh = { epoch, m: P.transform(context), canvas: known?.canvas ?? P.canvasOf(context) };
    P.weakSet(transforms, context, fresh);
    return fresh;
  };

  /** A short hash of a data address (FNV-1a over at most 4,096 of its characters). */
  const hashOf = (text: string) => {
    let h = 0x811c9dc5;
    const step = text.length > 4096 ? (text.length / 4096) | 0 : 1;
    for (let i = 0; i < text.length; i += step) h = P.imul(h ^ P.charCode(text, i), 0x01000193);
    return `${h >>> 0}`;
  };

  const imageKey = (source: unknown): string | null => {
    if (typeof source !== 'object' || source === null) return null;
    // An image element's key is read once: a game keeps one element per picture.
    const cached = P.weakGet(keys, source);
    if (cached) return cached.key;
    const image = P.image(source);
    if (image) {
      // Not loaded yet: nothing kept, read again next time.
      if (!image.url) return null;
      const url = image.url;
      const key = P.startsWith(url, 'blob:') ? null : P.startsWith(url, 'data:') ? `data:${hashOf(url)}` : P.slice(url, -MAX_URL);
      P.weakSet(keys, source, { key });
      return key;
    }
    const svg = P.svgImage(source);
    if (svg) return P.slice(svg, -MAX_URL);
    P.weakSet(keys, source, { key: null });
    return null;
  };

  const flush = () => {
    scheduled = false;
    recordingNo++;
    state.armed = false;
    P.setTimeout(startRecording, SAMPLE_MS);
    const frameHash = hash;
    const drawn = count;
    count = 0;
    hash = 0;
    if (!port || frameHash === lastHash) return;
    lastHash = frameHash;
    let json = '[';
    let last: HTMLCanvasElement | null = null;
    let box: ReturnType<Pristine['canvasBox']> = null;
    for (let i = 0; i < drawn; i++) {
      const canvas = canvases[i] as HTMLCanvasElement;
      if (canvas !== last) {
        last = canvas;
        box = P.canvasBox(canvas);
      }
      if (!box || box.pw <= 0 || box.ph <= 0) continue;
      const sx = box.width / box.pw;
      const sy = box.height / box.ph;
      const at = i * FIELDS;
      const x1 = numbers[at + 4] as number;
      const y1 = numbers[at + 5] as number;
      const x2 = numbers[at + 6] as number;
      const y2 = numbers[at + 7] as number;
      if (json.length > 1) json += ',';
      json += drawnJson(P, {
        image: images[i] as string,
        sx: numbers[at] as number,
        sy: numbers[at + 1] as number,
        sw: numbers[at + 2] as number,
        sh: numbers[at + 3] as number,
        x: box.left + lesser(x1, x2) * sx,
        y: box.top + lesser(y1, y2) * sy,
        width: size(x1, x2) * sx,
        height: size(y1, y2) * sy,
      });
    }
    for (let i = 0; i < drawn; i++) canvases[i] = null;
    P.post(port, `${json}]`);
  };

  /** One drawn entry of the frame: its source box, and its place through the context's transform. */
  const note = (context: CanvasRenderingContext2D, name: string, box: readonly number[]) => {
    // A draw of the next frame before the task after this one ran (a busy or slow page's frames
    // come first then): the recorded frame is whole, sent now, and the next one is not mixed in.
    const time = P.frameTime();
    if (count > 0 && time !== frameTime) {
      flush();
      return;
    }
    if (count === 0) frameTime = time;
    // (indexes, not destructuring: that would call the array iterator, which the page may have replaced)
    const dx = box[4] as number;
    const dy = box[5] as number;
    const dw = box[6] as number;
    const dh = box[7] as number;
    const known = transformOf(context);
    const m = known.m as Matrix;
    const at = count * FIELDS;
    numbers[at] = box[0] as number;
    numbers[at + 1] = box[1] as number;
    numbers[at + 2] = box[2] as number;
    numbers[at + 3] = box[3] as number;
    numbers[at + 4] = m[0] * dx + m[2] * dy + m[4];
    numbers[at + 5] = m[1] * dx + m[3] * dy + m[5];
    numbers[at + 6] = m[0] * (dx + dw) + m[2] * (dy + dh) + m[4];
    numbers[at + 7] = m[1] * (dx + dw) + m[3] * (dy + dh) + m[5];
    canvases[count] = known.canvas;
    images[count] = name;
    count++;
    // What the frame draws, in one number: an unchanged frame is not sent again.
    hash =
      (P.imul(hash ^ ((numbers[at + 4] as number) | 0), 0x01000193) +
        ((numbers[at + 5] as number) | 0) +
        name.length +
        (P.charCode(name, name.length - 1) | 0)) |
      0;
    if (!scheduled) {
      scheduled = true;
      // After the task that draws the frame: the frame is whole (unless the next frame came first, above).
      const recorded = recordingNo;
      P.setTimeout(() => {
        if (recorded === recordingNo) flush();
      }, 0);
    }
  };

  /** The page's numbers as they are: anything else (an object with `valueOf`) is not read, so no code of the page runs. */
  const numberAt = (args: ArrayLike<unknown>, index: number) => {
    const value = args[index];
    return typeof value === 'number' ? value : Number.NaN;
  };

  const record = (context: CanvasRenderingContext2D, args: ArrayLike<unknown>) => {
    if (!state.armed || !port || count >= MAX_DRAWS) return;
    const image = imageKey(args[0]);
    if (!image) return;
    const n = args.length;
    let box: number[];
    if (n >= 9) {
      box = [
        numberAt(args, 1),
        numberAt(args, 2),
        numberAt(args, 3),
        numberAt(args, 4),
        numberAt(args, 5),
        numberAt(args, 6),
        numberAt(args, 7),
        numberAt(args, 8),
      ];
    } else if (n >= 5) {
      const dw = numberAt(args, 3);
      const dh = numberAt(args, 4);
      box = [0, 0, dw, dh, numberAt(args, 1), numberAt(args, 2), dw, dh];
    } else {
      const natural = P.image(args[0]);
      const w = natural?.width ?? 0;
      const h = natural?.height ?? 0;
      box = [0, 0, w, h, numberAt(args, 1), numberAt(args, 2), w, h];
    }
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += box[i] as number;
    if (!(box[6] && box[7]) || !finite(sum)) return;
    note(context, image, box);
  };

  /**
   * Text the page writes on a canvas ("Trumpf: Eichle", a "50" beside a player), recorded as a
   * drawn entry named `text:` and its words, over the box the words take.
   */
  const recordText = (context: CanvasRenderingContext2D, args: ArrayLike<unknown>) => {
    if (!state.armed || !port || count >= MAX_DRAWS) return;
    const words = typeof args[0] === 'string' ? P.slice(args[0], 0, MAX_TEXT) : '';
    const x = numberAt(args, 1);
    const y = numberAt(args, 2);
    if (!P.exec(/\S/, words) || !finite(x + y)) return;
    const style = P.textStyle(context);
    const px = P.exec(/(\d+(?:\.\d+)?)px/, style.font);
    const height = px ? +(px[1] as string) : 10;
    const width = P.textWidth(context, words);
    const left = style.align === 'center' ? x - width / 2 : style.align === 'right' || style.align === 'end' ? x - width : x;
    const top = style.baseline === 'top' ? y : style.baseline === 'middle' ? y - height / 2 : y - height;
    note(context, `${DRAWN_TEXT}${words}`, [0, 0, width, height, left, top, width, height]);
  };

  return state;
}
