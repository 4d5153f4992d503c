import { type Mode, PRESETS } from '../../core/index.js';
import type { Drawn } from '../page-world/drawn.js';
import { readAnnouncementsInSlices } from '../reader/announcements.js';
import { drawnLines, saidFromDrawn, trumpFromDrawn } from '../reader/drawn-text.js';
import type { AnchoredRead } from '../reader/read-page.js';
import type { Settings } from '../settings.js';
import { visibleCanvases } from './drawn-cards.js';
import { type ReadingCosts, readInTasks } from './read-tasks.js';

export interface SaidContext extends ReadingCosts {
  doc: Document;
  settings: Settings;
  own: Element | null;
  /** The text the page writes on its canvases (the page-world recorder's). */
  drawnTexts: readonly Drawn[];
}

/**
 * What the other players said, as the page shows it (in the markup, or written on a canvas),
 * and the trump where only a canvas states it. In the reading's own tasks and budget: a chat or
 * a log of any length freezes nothing.
 */
export async function readSaid(
  read: AnchoredRead,
  context: SaidContext,
): Promise<{ said: (string | null)[]; unplaced: string[]; trump: Mode | null }> {
  const { settings } = context;
  const rules = PRESETS[settings.rules];
  const said = await readInTasks(
    readAnnouncementsInSlices(context.doc, rules, read.trump ?? 'unknown', settings.pairing, context.own),
    () => 'said',
    context,
  );
  // Text drawn on a canvas counts as page text: for the trump where the markup states none,
  // and for what a seat said where the markup shows nothing of that seat.
  const texts = context.drawnTexts;
  const lines = texts.length > 0 ? drawnLines(texts, visibleCanvases(context.doc)) : [];
  const trump = read.trump ?? (lines.length > 0 ? trumpFromDrawn(lines, settings.pairing) : null);
  const drawnSaid = lines.length > 0 ? saidFromDrawn(lines, rules, trump ?? 'unknown', settings.pairing) : null;
  return {
    said: said.bySeat.map((words, seat) => words ?? drawnSaid?.bySeat[seat] ?? null),
    unplaced: [...new Set([...said.unplaced, ...(drawnSaid?.unplaced ?? [])])].slice(-3),
    trump,
  };
}
