import { storage } from 'wxt/utils/storage';
import { keptRead, keptUrl } from './kept.js';
import type { PageRead } from './reader/read-page.js';

/*
 * What each tab's page shows, written by the background for the side panel: one session
 * storage key per tab, removed when the tab closes, each value within a cap whatever the page
 * holds. A content script must never import this module (content scripts may not touch
 * storage.session).
 */

export interface TabTable {
  read: PageRead;
  /** The page's origin and path: no query, no fragment, at most `URL_CHARS` characters (`kept.ts`). */
  url: string;
  at: number;
}

const tableKey = (tabId: number) => `session:table:${tabId}` as const;

/** Writes per tab, in the order they came: a later read is never overwritten by an earlier one. */
const queues = new Map<number, Promise<unknown>>();

function queued<T>(tabId: number, write: () => Promise<T>): Promise<T> {
  const next = (queues.get(tabId) ?? Promise.resolve()).then(write, write);
  queues.set(tabId, next);
  void next.finally(() => {
    if (queues.get(tabId) === next) queues.delete(tabId);
  });
  return next;
}

export function keepTabTable(tabId: number, read: PageRead, url: string): Promise<void> {
  const table: TabTable = { read: keptRead(read), url: keptUrl(url), at: Date.now() };
  return queued(tabId, () => storage.setItem(tableKey(tabId), table));
}

export function forgetTabTable(tabId: number): Promise<void> {
  return queued(tabId, () => storage.removeItem(tableKey(tabId)));
}

export async function getTabTable(tabId: number): Promise<TabTable | null> {
  return (await storage.getItem<TabTable>(tableKey(tabId))) ?? null;
}

/** Calls `listener` whenever that tab's table changes; returns the function that stops it. */
export function watchTabTable(tabId: number, listener: () => void): () => void {
  return storage.watch(tableKey(tabId), listener);
}
