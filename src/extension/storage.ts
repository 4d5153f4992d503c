import { storage } from 'wxt/utils/storage';
import { DEFAULT_SETTINGS, type Settings } from './settings.js';

/**
 * The storage items every part of the extension may use, the content script included. The
 * tabs' tables live in session storage, which content scripts may not touch: they are in
 * `tab-tables.ts`, imported by the background and the side panel only.
 */

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

/** Learnt patterns and overlay places, one key per origin: `site-memory.ts`. */
