import { type Browser, browser } from 'wxt/browser';
import { type ExtensionMessage, isExtensionMessage, type MessageReply } from './messages.js';
import { disableSite, enableSite, restoreSites } from './sites.js';
import { tabTablesItem } from './tab-tables.js';

/** One message from another part of the extension; `tabId` is the sender's tab. */
export async function handleMessage(message: ExtensionMessage, tabId: number | undefined): Promise<MessageReply> {
  switch (message.type) {
    case 'page-read': {
      if (tabId === undefined) return { ok: false, error: 'no tab' };
      const tables = await tabTablesItem.getValue();
      await tabTablesItem.setValue({ ...tables, [String(tabId)]: { read: message.read, url: message.url, at: Date.now() } });
      return { ok: true };
    }
    case 'enable-site':
      await enableSite(message.origin, message.tabId);
      return { ok: true };
    case 'disable-site':
      await disableSite(message.origin);
      return { ok: true };
    case 'teach':
      return { ok: false, error: 'teach goes to the content script' };
  }
}

/** A closed tab's table goes with it. */
export async function forgetTab(tabId: number): Promise<void> {
  const { [String(tabId)]: _gone, ...rest } = await tabTablesItem.getValue();
  await tabTablesItem.setValue(rest);
}

/** The service worker: keeps what each tab shows for the side panel, and the enabled sites. */
export function startBackground(): void {
  browser.runtime.onMessage.addListener((message: unknown, sender: Browser.runtime.MessageSender) => {
    if (!isExtensionMessage(message)) return undefined;
    return handleMessage(message, sender.tab?.id).catch(
      (error: unknown) => ({ ok: false, error: String(error) }) satisfies MessageReply,
    );
  });
  browser.tabs.onRemoved.addListener((tabId: number) => void forgetTab(tabId));
  browser.runtime.onInstalled.addListener(() => void restoreSites());
  browser.runtime.onStartup.addListener(() => void restoreSites());
}
