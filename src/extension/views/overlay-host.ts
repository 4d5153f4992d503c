/**
 * The overlay's place in a game page, built so that the page can neither take nor read it:
 *
 * - a plain `div`, not a custom element: no page can define it first, and nothing of the
 *   page runs while it mounts (an element name the page could define would run the page's
 *   constructor on our host);
 * - its shadow root closed and attached before the host enters the page;
 * - no attribute on the host: what the overlay shows, and the `data-*` state kept for tests
 *   and developer tools, live on the root element inside the shadow root;
 * - its own styles, the page's kept off it (inline and important), and key presses kept
 *   inside, so that typing in the overlay never reaches the game.
 */
export interface OverlayHost {
  /** The element in the page: it carries nothing. */
  host: HTMLElement;
  /** Inside the closed shadow root: where the overlay is drawn, and its state. */
  root: HTMLElement;
}

export const OVERLAY_ROOT_CLASS = 'jass-weis-root';

export function createOverlayHost(doc: Document, css: string): OverlayHost {
  const host = doc.createElement('div');
  const shadow = host.attachShadow({ mode: 'closed' });
  host.style.setProperty('all', 'initial', 'important');
  host.style.setProperty('display', 'block', 'important');
  const style = doc.createElement('style');
  style.textContent = `:host { all: initial !important; display: block !important; }\n${css}`;
  const root = doc.createElement('div');
  root.className = OVERLAY_ROOT_CLASS;
  shadow.append(style, root);
  for (const type of ['keydown', 'keyup', 'keypress']) shadow.addEventListener(type, (event) => event.stopPropagation());
  return { host, root };
}

/**
 * Shows or hides the overlay (the player's setting), on its root inside the shadow root: the
 * host keeps its own `:host` styles (which beat even inline ones), and the page sees no change.
 */
export function showOverlay(overlay: OverlayHost, shown: boolean): void {
  overlay.root.style.display = shown ? '' : 'none';
}
