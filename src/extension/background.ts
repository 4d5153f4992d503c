import { type Browser, browser } from 'wxt/browser';
import { type ExtensionMessage, isExtensionMessage, type MessageReply } from './messages.js';
import { forgetSite } from './site-memory.js';
import { disableSite, enableSite, restoreSites } from './sites.js';
import { forgetTabTable, keepTabTable } from './tab-tables.js';

/** Who sent a message: the extension page or the tab it came from. */
export type Sender = Partial<Pick<Browser.runtime.MessageSender, 'id' | 'url' | 'tab'>>;

/** The extension's own pages that may switch reading on or off for a site. */
const SWITCHING_PAGES = ['/popup.html', '/sidepanel.html'];

/** The popup or the side panel of this extension (never a content script, whatever its page). */
export function isSwitchingPage(sender: Sender): boolean {
  if (sender.id !== browser.runtime.id || !sender.url) return false;
  try {
    const url = new URL(sender.url);
    return url.origin === new URL(browser.runtime.getURL('/')).origin && SWITCHING_PAGES.includes(url.pathname);
  } catch {
    return false;
  }
}

/** One message from another part of the extension, checked against who may send it. */
export async function handleMessage(message: ExtensionMessage, sender: Sender): Promise<MessageReply> {
  switch (message.type) {
    case 'page-read': {
      const tabId = sender.tab?.id;
      if (tabId === undefined) return { ok: false, error: 'no tab' };
      try {
        await keepTabTable(tabId, message.read, message.url);
        return { ok: true };
      } catch (error) {
        // Said to the content script, which tells the player; never swallowed.
        return { ok: false, error: `storage: ${String(error)}` };
      }
    }
    case 'enable-site':
      if (!isSwitchingPage(sender)) return { ok: false, error: 'only the popup and side panel switch sites' };
      await enableSite(message.origin, message.tabId);
      return { ok: true };
    case 'disable-site':
      if (!isSwitchingPage(sender)) return { ok: false, error: 'only the popup and side panel switch sites' };
      await forgetSite(message.origin);
      await disableSite(message.origin);
      return { ok: true };
    case 'teach':
    case 'overlay-state':
    case 'overlay-controls':
    case 'screen-prepare':
    case 'screen':
      return { ok: false, error: `${message.type} goes to the content script` };
  }
}

/** A closed tab's table goes with it. */
export function forgetTab(tabId: number): Promise<void> {
  return forgetTabTable(tabId);
}

/** The service worker: keeps what each tab shows for the side panel, and the enabled sites. */
export function startBackground(): void {
  browser.runtime.onMessage.addListener((message: unknown, sender: Browser.runtime.MessageSender) => {
    if (!isExtensionMessage(message)) return undefined;
    return handleMessage(message, sender).catch((error: unknown) => ({ ok: false, error: String(error) }) satisfies MessageReply);
  });
  browser.tabs.onRemoved.addListener((tabId: number) => void forgetTab(tabId));
  browser.runtime.onInstalled.addListener(() => void restoreSites());
  browser.runtime.onStartup.addListener(() => void restoreSites());
}
