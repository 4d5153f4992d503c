import { browser } from 'wxt/browser';
import { originPattern } from './messages.js';
import { sitesItem } from './storage.js';

/** The built content script, as WXT names it. */
export const GAME_SCRIPT = 'content-scripts/game.js';
/** The page-world recorder of canvas drawing (document_start, the page's own world). */
export const CANVAS_SCRIPT = 'canvas-recorder.js';
const scriptId = (origin: string) => `game:${origin}`;
const canvasId = (origin: string) => `canvas:${origin}`;

/**
 * Reading on a site is the user's choice: the popup asks for that origin's permission with
 * the user's click, then the background registers the content script for it and runs it in
 * the open tab. No host is readable at install.
 */
export async function enableSite(origin: string, tabId: number | null): Promise<void> {
  const granted = await browser.permissions.contains({ origins: [originPattern(origin)] });
  if (!granted) throw new Error(`no permission for ${origin}`);
  const registered = await browser.scripting.getRegisteredContentScripts({ ids: [scriptId(origin), canvasId(origin)] });
  const ids = new Set(registered.map((script: { id: string }) => script.id));
  const scripts = [
    {
      id: canvasId(origin),
      matches: [originPattern(origin)],
      js: [CANVAS_SCRIPT],
      runAt: 'document_start' as const,
      world: 'MAIN' as const,
      persistAcrossSessions: true,
    },
    {
      id: scriptId(origin),
      matches: [originPattern(origin)],
      js: [GAME_SCRIPT],
      runAt: 'document_idle' as const,
      persistAcrossSessions: true,
    },
  ].filter((script) => !ids.has(script.id));
  if (scripts.length > 0) await browser.scripting.registerContentScripts(scripts);
  const sites = await sitesItem.getValue();
  if (!sites.includes(origin)) await sitesItem.setValue([...sites, origin]);
  if (tabId !== null) {
    // The open page: the recorder sees what it draws from now on; the reader follows.
    await browser.scripting.executeScript({ target: { tabId }, files: [CANVAS_SCRIPT], world: 'MAIN' }).catch(() => undefined);
    await browser.scripting.executeScript({ target: { tabId }, files: [GAME_SCRIPT] });
  }
}

export async function disableSite(origin: string): Promise<void> {
  const registered = await browser.scripting.getRegisteredContentScripts({ ids: [scriptId(origin), canvasId(origin)] });
  if (registered.length > 0)
    await browser.scripting.unregisterContentScripts({ ids: registered.map((script: { id: string }) => script.id) });
  const remaining = (await sitesItem.getValue()).filter((site) => site !== origin);
  await sitesItem.setValue(remaining);
  // Firefox's patterns name the host alone: another port still switched on keeps the permission.
  const pattern = originPattern(origin);
  if (remaining.some((site) => originPattern(site) === pattern)) return;
  // A permission the manifest requires (the test build's own host) cannot be given back: kept.
  await browser.permissions.remove({ origins: [pattern] }).catch(() => false);
}

/** After an update the registrations may be gone: register again what the user enabled. */
export async function restoreSites(): Promise<void> {
  for (const origin of await sitesItem.getValue()) {
    try {
      await enableSite(origin, null);
    } catch {
      // Permission withdrawn in the browser's settings: forget the site.
      await sitesItem.setValue((await sitesItem.getValue()).filter((site) => site !== origin));
    }
  }
}
