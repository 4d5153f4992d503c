import { afterEach, describe, expect, it } from 'vitest';
import type { Drawn } from '../../src/extension/page-world/drawn.js';
import { createFrameRecording } from '../../src/extension/page-world/frame-recording.js';
import { capturePristine } from '../../src/extension/page-world/pristine.js';

/*
 * The page-world recorder's frames, with the browser's built-ins and a clock the test holds: the
 * frame the browser is in, and the recorder's own task after a frame, run when the test says.
 */
const END = 'end of the test';

function recorder() {
  const canvas = document.createElement('canvas');
  canvas.width = 800;
  canvas.height = 200;
  document.body.replaceChildren(canvas);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  const sheet = new Image();
  sheet.src = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" width="720" height="448"/>';
  const clock = { frame: 1, tasks: [] as (() => void)[] };
  const recording = createFrameRecording({
    ...capturePristine(window),
    setTimeout: (run) => void clock.tasks.push(run),
    frameTime: () => clock.frame,
  });
  const sent: Drawn[][] = [];
  const channel = new MessageChannel();
  let ended = () => {};
  channel.port2.onmessage = (event) => {
    if (event.data === END) ended();
    else sent.push(JSON.parse(event.data as string));
  };
  recording.connect(channel.port1);
  /** The page's frame: the hand of nine cards cut from the sheet, at their places. */
  const drawHand = () => {
    for (let index = 0; index < 9; index++)
      recording.record(context, [sheet, index * 80, 0, 80, 112, 10 + index * 80, 50, 76, 106]);
  };
  /** The recorder's tasks that are due run (its frame sent, its next recording armed later). */
  const runTasks = () => {
    for (const task of clock.tasks.splice(0)) task();
  };
  /** Every frame sent so far: a word sent after them on the same port comes after them. */
  const received = () =>
    new Promise<Drawn[][]>((resolve) => {
      ended = () => resolve(sent);
      channel.port1.postMessage(END);
    });
  return { recording, clock, drawHand, runTasks, received };
}

afterEach(() => document.body.replaceChildren());

describe('the canvas recorder sends one frame of the page at a time', () => {
  it('a frame drawn in one task is sent whole after it', async () => {
    const { drawHand, runTasks, received } = recorder();
    drawHand();
    runTasks();
    const frames = await received();
    expect(frames.map((frame) => frame.length)).toEqual([9]);
  });

  it('issue 47: the next frame drawn before the recorder’s task ran (a slow or busy page) is not mixed into the last', async () => {
    const { clock, drawHand, runTasks, received } = recorder();
    drawHand();
    // The browser draws its next frame before the recorder's task after the first: on a slow
    // machine, or where the page's own queued tasks come first, the recorder met each card twice.
    clock.frame = 2;
    drawHand();
    runTasks();
    const frames = await received();
    expect(frames.map((frame) => frame.length)).toEqual([9]);
    expect(new Set(frames[0]?.map((drawn) => drawn.x)).size).toBe(9);
  });
});
