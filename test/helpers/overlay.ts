import type { OverlayHandlers, OverlayModel } from '../../src/extension/views/overlay-view.js';
import { overlayStyles } from '../../src/extension/views/overlay-view.js';

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
} as const satisfies Partial<OverlayModel>;
