import { DEFAULT_PAIRING, type Mode, PRESETS, type PresetName, readTable, resolveTable } from '../../src/core/index.js';
import { OverlayController, type OverlayState } from '../../src/extension/views/overlay-controller.js';
import { createOverlayHost } from '../../src/extension/views/overlay-host.js';
import { overlayStyles } from '../../src/extension/views/overlay-styles.js';
import type { OverlayHandlers, OverlayModel } from '../../src/extension/views/overlay-view.js';
import { playerSeatNames } from '../../src/i18n/extension/index.js';
import { saidRowModel } from '../../src/ui/quick-said.js';

const noop = () => {};

/** The overlay's handlers when a test only looks: every one does nothing. */
export const IDLE_HANDLERS: OverlayHandlers = {
  toggle: noop,
  teach: noop,
  name: noop,
  pickCard: noop,
  cancel: noop,
  undo: noop,
  forget: noop,
  say: noop,
  switchFace: noop,
  openTrump: noop,
  setTrump: noop,
  openGame: noop,
  setGame: noop,
  dragStart: noop,
};

/** A host in the page with the overlay's styles in its shadow root, and the container drawn into. */
export function overlayHost(): { host: HTMLElement; container: HTMLElement } {
  const host = document.createElement('div');
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = overlayStyles.map((style) => style.styleSheet as CSSStyleSheet);
  const container = document.createElement('div');
  root.append(container);
  return { host, container };
}

/** The overlay reading a hand, nothing taught or being taught. */
export const READING = {
  step: 'read',
  examples: 0,
  taught: false,
  canUndo: false,
  unsaved: null,
  panelBehind: false,
  dropped: null,
  impossible: null,
  doubt: null,
  // A page that names its game: Schieber.
  game: { game: 'schieber', by: 'page' },
} as const satisfies Partial<OverlayModel>;

/**
 * The overlay reading a table in English (Schieber, Hearts trump, unless told): its hand and
 * answer, or (`withResult` false) nothing read yet.
 */
export function overlayState(
  hands: (string | null)[],
  withResult = true,
  { rules = 'schieber', trump = 'H' }: { rules?: PresetName; trump?: Mode } = {},
): OverlayState {
  const read = readTable({ rules, trump, hands });
  if (!read.ok) throw new Error('the table did not read');
  const result = resolveTable(read.table);
  return {
    lang: 'en',
    face: 'french',
    pairing: DEFAULT_PAIRING,
    hand: withResult ? (read.table.seats[0]?.cards ?? []) : [],
    trump,
    modes: ['unknown', ...PRESETS[rules].modes],
    deck: PRESETS[rules].deck,
    result: withResult ? result : null,
    odds: null,
    ...READING,
    rules,
    said: saidRowModel(read.reads, result, read.table.rules, read.table.mode, playerSeatNames('en')),
    unplaced: [],
    hints: [],
    partial: null,
  };
}

/** The overlay in a closed shadow root, as the content script mounts it, showing `state`; the test keeps the root. */
export function mountOverlay(state: OverlayState): HTMLElement {
  const css = overlayStyles.map((style) => style.cssText).join('\n');
  const { host, root } = createOverlayHost(document, css);
  document.body.replaceChildren(host);
  const controller = new OverlayController(
    host,
    root,
    { x: null, y: null, collapsed: false },
    { ...IDLE_HANDLERS, placeChanged: () => {}, keepFree: () => [], anchor: () => null },
  );
  controller.show(state);
  return root;
}
