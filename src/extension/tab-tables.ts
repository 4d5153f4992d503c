import { storage } from 'wxt/utils/storage';
import type { PageRead } from './reader/read-page.js';

/*
 * What each tab's page shows, written by the background for the side panel. Session storage:
 * a content script must never import this module (defining the item reads it at once, and
 * content scripts may not touch storage.session).
 */

export interface TabTable {
  read: PageRead;
  url: string;
  at: number;
}
export const tabTablesItem = storage.defineItem<Record<string, TabTable>>('session:tables', { fallback: {} });
