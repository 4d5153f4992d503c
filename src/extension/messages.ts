import { keptRead, keptUrl } from './kept.js';
import type { PageRead } from './reader/read-page.js';

/** Messages between the parts of the extension: a closed union, checked at both ends. */
export type ExtensionMessage =
  /** Content script → background: what the page shows now. */
  | { type: 'page-read'; read: PageRead; url: string }
  /** Popup → background: reading was granted for this origin; register and inject. */
  | { type: 'enable-site'; origin: string; tabId: number | null }
  /** Popup → background: stop reading on this origin. */
  | { type: 'disable-site'; origin: string }
  /** Popup → content script: start teach mode. */
  | { type: 'teach' }
  /** Tests and developer tools → content script: the overlay's state (what its root's data attributes say). */
  | { type: 'overlay-state' }
  /** Tests → content script: where the overlay's buttons are (centres in the viewport), for real clicks where no protocol reaches into its shadow root. */
  | { type: 'overlay-controls' }
  /** Popup → content script: a picture of the tab is about to be taken; the overlay steps out of it. */
  | { type: 'screen-prepare' }
  /** Popup → content script: the visible tab as the player saw it when they asked to read from the screen (a PNG data address). */
  | { type: 'screen'; image: string };

/** What the page shows now, as a message: within the caps of what is kept, whatever the page holds. */
export const pageReadMessage = (read: PageRead, url: string): ExtensionMessage => ({
  type: 'page-read',
  read: keptRead(read),
  url: keptUrl(url),
});

export type MessageReply = { ok: true } | { ok: false; error: string };

export function isExtensionMessage(value: unknown): value is ExtensionMessage {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return (
    type === 'page-read' ||
    type === 'enable-site' ||
    type === 'disable-site' ||
    type === 'teach' ||
    type === 'overlay-state' ||
    type === 'overlay-controls' ||
    type === 'screen-prepare' ||
    type === 'screen'
  );
}

/**
 * The origin pattern that optional host permissions and content scripts use. Firefox's match
 * patterns ignore ports (a pattern with a port never matches again after a reload), so there
 * the pattern names the host alone; Chrome keeps the port.
 */
export function originPattern(origin: string, portless = isFirefox()): string {
  if (!portless) return `${origin}/*`;
  const { protocol, hostname } = new URL(origin);
  return `${protocol}//${hostname}/*`;
}

/** Built for Firefox (WXT sets the build's browser); false in tests and Node. */
function isFirefox(): boolean {
  const env = (import.meta as unknown as { env?: Record<string, unknown> }).env;
  return env?.FIREFOX === true;
}

/** "https://example.ch" of a page URL, or null for pages no content script may read. */
export function readableOrigin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
