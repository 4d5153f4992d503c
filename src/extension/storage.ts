import { storage } from 'wxt/utils/storage';
import type { CardPattern } from './reader/pattern.js';
import type { PageRead } from './reader/read-page.js';
import { DEFAULT_SETTINGS, type Settings } from './settings.js';

/** Every storage item of the extension, in one place. */

export const settingsItem = storage.defineItem<Settings>('sync:settings', { fallback: DEFAULT_SETTINGS });

/** The popup's last table: restored when it opens again. */
export interface PopupState {
  hand: string;
  trump: string;
  factor: number;
}
export const popupItem = storage.defineItem<PopupState>('local:popup', { fallback: { hand: '', trump: '', factor: 1 } });

/** Origins ("https://example.ch") where the user enabled reading. */
export const sitesItem = storage.defineItem<string[]>('local:sites', { fallback: [] });

/** Teach-mode patterns by host name. */
export const patternsItem = storage.defineItem<Record<string, CardPattern>>('local:patterns', { fallback: {} });

/** Where the user moved the overlay, and whether it is collapsed, by host name. */
export interface OverlayPlace {
  x: number | null;
  y: number | null;
  collapsed: boolean;
}
export const overlayPlacesItem = storage.defineItem<Record<string, OverlayPlace>>('local:overlay', { fallback: {} });

/** What each tab's page shows, written by the background for the side panel. */
export interface TabTable {
  read: PageRead;
  url: string;
  at: number;
}
export const tabTablesItem = storage.defineItem<Record<string, TabTable>>('session:tables', { fallback: {} });
