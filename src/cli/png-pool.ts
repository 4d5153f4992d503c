import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PngRenderer, RenderRefused } from '../service/figure-service.js';
import { admit, MAX_WAIT_MS, type PictureTime, pictureTimes } from './render-wait.js';

/*
 * PNG rendering off the main thread (issues 36, 47): resvg in a small pool of worker threads. A
 * picture is queued while the answer it would wait for stays within a few seconds, from the time
 * the last pictures took and the number of workers; beyond that it is refused at once (the
 * service answers 503 with Retry-After). A render that runs too long is stopped with its worker,
 * and a fresh one takes its place. Pages, SVGs, oEmbed and errors never wait for a picture.
 */

export interface PngPoolOptions {
  /** Worker threads (default: the machine's cores less one, 1 to 4). */
  workers?: number;
  /** A picture is queued while its expected wait stays within this (default 2.5 s). */
  maxWaitMs?: number;
  /** What a picture costs, as measured (default: the median of the last ones drawn, timed with `now`). */
  times?: PictureTime;
  /** The clock renders are timed with (default `performance.now`). */
  now?: () => number;
  /** A render running longer is stopped (default 10 s). */
  timeoutMs?: number;
}

export interface PngPool {
  render: PngRenderer;
  /** Renders running and waiting now, and what a picture costs as measured so far. */
  load: () => { running: number; waiting: number; pictureMs: number };
  close: () => Promise<void>;
}

interface Job {
  svg: string;
  zoom: number;
  done: (result: Uint8Array | RenderRefused | Error) => void;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
  timer: ReturnType<typeof setTimeout> | null;
  /** When its job started, by the pool's clock. */
  started: number;
}

/** The worker's code, run as CommonJS from a string (no file to find, from source or from dist). */
const workerCode = (resvg: string) => `
const { parentPort } = require('node:worker_threads');
const { Resvg } = require(${JSON.stringify(resvg)});
parentPort.on('message', ({ svg, zoom }) => {
  try {
    const png = new Resvg(svg, { fitTo: { mode: 'zoom', value: zoom }, font: { loadSystemFonts: true } }).render().asPng();
    const bytes = new Uint8Array(png);
    parentPort.postMessage({ png: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});`;

/** After a render stopped for taking too long, or a pool closing: come back in a moment. */
const RETRY_AFTER_S = 2;

export function createPngPool(options: PngPoolOptions = {}): PngPool {
  const size = Math.max(1, Math.min(8, options.workers ?? Math.min(4, Math.max(1, availableParallelism() - 1))));
  const maxWaitMs = options.maxWaitMs ?? MAX_WAIT_MS;
  const times = options.times ?? pictureTimes();
  const now = options.now ?? (() => performance.now());
  const timeoutMs = options.timeoutMs ?? 10_000;
  const code = workerCode(createRequire(import.meta.url).resolve('@resvg/resvg-js'));
  const slots: Slot[] = Array.from({ length: size }, () => ({ worker: null, job: null, timer: null, started: 0 }));
  const waiting: Job[] = [];
  let closed = false;
  const running = () => slots.filter((slot) => slot.job).length;

  const finish = (slot: Slot, result: Uint8Array | RenderRefused | Error) => {
    const job = slot.job;
    // What a picture costs, from those drawn (a render stopped or failed says nothing of it).
    if (job && result instanceof Uint8Array) times.add(now() - slot.started);
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    job?.done(result);
    next();
  };

  /** A worker is started when first needed, and again after one is stopped or fails. */
  const workerOf = (slot: Slot): Worker => {
    if (slot.worker) return slot.worker;
    const worker = new Worker(code, { eval: true });
    worker.unref();
    worker.on('message', (message: { png?: Uint8Array; error?: string }) =>
      finish(slot, message.png ? message.png : new Error(message.error ?? 'render failed')),
    );
    const lost = (error: unknown) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      finish(slot, error instanceof Error ? error : new Error('the render worker stopped'));
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    slot.worker = worker;
    return worker;
  };

  const start = (slot: Slot, job: Job) => {
    slot.job = job;
    slot.started = now();
    slot.timer = setTimeout(() => {
      // Too long: the worker is stopped (its render with it) and the answer says try later.
      const worker = slot.worker;
      slot.worker = null;
      void worker?.terminate();
      finish(slot, { refused: 'timeout', retryAfter: RETRY_AFTER_S });
    }, timeoutMs);
    workerOf(slot).postMessage({ svg: job.svg, zoom: job.zoom });
  };

  function next(): void {
    for (const slot of slots) {
      if (slot.job || closed) continue;
      const job = waiting.shift();
      if (!job) return;
      start(slot, job);
    }
  }

  const render: PngRenderer = (svg, zoom) =>
    new Promise<Uint8Array | RenderRefused>((resolve, reject) => {
      if (closed) return resolve({ refused: 'busy', retryAfter: RETRY_AFTER_S });
      const admission = admit({ running: running(), waiting: waiting.length, workers: size }, times.ms, maxWaitMs);
      if (!admission.taken) return resolve({ refused: 'busy', retryAfter: admission.retryAfter });
      waiting.push({ svg, zoom, done: (result) => (result instanceof Error ? reject(result) : resolve(result)) });
      next();
    });

  return {
    render,
    load: () => ({ running: running(), waiting: waiting.length, pictureMs: times.ms }),
    close: async () => {
      closed = true;
      for (const job of waiting.splice(0)) job.done({ refused: 'busy', retryAfter: RETRY_AFTER_S });
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker;
          slot.worker = null;
          if (slot.job) finish(slot, { refused: 'busy', retryAfter: RETRY_AFTER_S });
          await worker?.terminate();
        }),
      );
    },
  };
}
