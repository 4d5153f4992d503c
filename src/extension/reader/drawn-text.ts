import type { Mode, Rules, SuitPairing } from '../../core/index.js';
import type { Drawn } from '../page-world/drawn.js';
import { DRAWN_TEXT } from '../page-world/drawn.js';
import { announcementIn, pageText, SAID_CHARS, type SaidRead } from './announcements.js';
import { recognizeFileCard, recognizeMode } from './recognize.js';
import { TRUMP_PHRASE } from './trump.js';

/*
 * Text a page writes on its canvases ("Trumpf: Eichle", a "50" beside a player), read as page
 * text is: by the same readers, with the same rules. What the recorder saw is already checked
 * to lie on a canvas the player sees; a line's seat is where it lies on its canvas, and none
 * (never a certain seat) where that is unclear.
 */

/** A line of text on a canvas: the words of the calls that write it side by side. */
export interface DrawnLine {
  text: string;
  /** Its middle, as a share of its canvas's width and height (0 to 1). */
  at: { x: number; y: number };
}

export interface CanvasBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** At most this many lines of a frame are read. */
const MAX_LINES = 200;

/** The text entries of a frame, joined into lines: on one canvas, one height, close beside each other. */
export function drawnLines(texts: readonly Drawn[], canvases: readonly CanvasBox[]): DrawnLine[] {
  const entries = texts
    .filter((entry) => entry.image.startsWith(DRAWN_TEXT))
    .slice(0, MAX_LINES * 4)
    .map((entry) => ({ entry, canvas: canvases.find((box) => inside(entry, box)) }))
    .filter((item): item is { entry: Drawn; canvas: CanvasBox } => item.canvas !== undefined)
    .sort((a, b) => a.entry.y - b.entry.y || a.entry.x - b.entry.x);
  const lines: { words: string[]; left: number; right: number; top: number; height: number; canvas: CanvasBox }[] = [];
  for (const { entry, canvas } of entries) {
    const words = pageText(entry.image.slice(DRAWN_TEXT.length));
    if (!words) continue;
    const line = lines.find(
      (candidate) =>
        candidate.canvas === canvas &&
        Math.abs(candidate.top - entry.y) <= candidate.height * 0.5 &&
        entry.x >= candidate.left &&
        entry.x - candidate.right <= candidate.height * 2,
    );
    if (line) {
      line.words.push(words);
      line.right = Math.max(line.right, entry.x + entry.width);
    } else {
      lines.push({ words: [words], left: entry.x, right: entry.x + entry.width, top: entry.y, height: entry.height, canvas });
    }
  }
  return lines.slice(0, MAX_LINES).map((line) => ({
    text: line.words.join(' '),
    at: {
      x: ((line.left + line.right) / 2 - line.canvas.left) / Math.max(line.canvas.width, 1),
      y: (line.top + line.height / 2 - line.canvas.top) / Math.max(line.canvas.height, 1),
    },
  }));
}

function inside(entry: Drawn, box: CanvasBox): boolean {
  const [x, y] = [entry.x + entry.width / 2, entry.y + entry.height / 2];
  return x >= box.left - 1 && x <= box.left + box.width + 1 && y >= box.top - 1 && y <= box.top + box.height + 1;
}

/** The trump a canvas states ("Trump: ♣", "Trumpf: Eichle"): one mode, or null where none or several. */
export function trumpFromDrawn(lines: readonly DrawnLine[], pairing: SuitPairing): Mode | null {
  const modes = new Set<Mode>();
  for (const line of lines) {
    const phrase = TRUMP_PHRASE.exec(line.text)?.[2];
    const mode = phrase ? recognizeMode(phrase, pairing) : null;
    // A whole card ("Rosen Ober") is no trump statement.
    if (mode && !recognizeFileCard(phrase ?? '')) modes.add(mode);
  }
  return modes.size === 1 ? ([...modes][0] as Mode) : null;
}

/**
 * The seat a place on the table is nearest: the player's own at the bottom (0), right (1), the
 * partner at the top (2), left (3); null in the middle and in the corners, where it is unclear.
 */
export function seatAt(at: { x: number; y: number }): number | null {
  const bottom = at.y > 0.72;
  const top = at.y < 0.28;
  const left = at.x < 0.28;
  const right = at.x > 0.72;
  const sides = [bottom, top, left, right].filter(Boolean).length;
  if (sides !== 1) return null;
  return bottom ? 0 : right ? 1 : top ? 2 : 3;
}

/** A text that is a Weis value alone ("50"): beside a seat, what that player said. */
const BARE_VALUE = /^\d{2,3}$/;

/**
 * What the other players said, as a canvas writes it: lines that read as announcements, at the
 * seat they lie beside; a bare value ("50") only where it lies beside a seat. A line beside no
 * clear seat is shown as of no clear seat; one with a name before it is none (no name is seated).
 */
export function saidFromDrawn(lines: readonly DrawnLine[], rules: Rules, mode: Mode, pairing: SuitPairing): SaidRead {
  const bySeat: (string | null)[] = [null, null, null, null];
  const unplaced: string[] = [];
  for (const line of lines) {
    if (line.text.length > SAID_CHARS) continue;
    const seat = seatAt(line.at);
    const bare = BARE_VALUE.test(line.text);
    if (bare && seat === null) continue;
    const found = announcementIn(line.text, bare, rules, mode, pairing);
    // A word before a colon names no player a canvas seats ("Trumpf: Eichle", "Anna: hundert"):
    // no announcement, as in the markup where the name is not seated.
    if (!found || found.name) continue;
    if (seat === null) unplaced.push(found.rest);
    else if (seat > 0) bySeat[seat] = found.rest;
  }
  return { bySeat, unplaced: [...new Set(unplaced)].slice(-3) };
}
