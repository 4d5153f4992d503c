import { storage } from 'wxt/utils/storage';
import type { CardPattern } from './reader/pattern.js';
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

/** Teach-mode patterns by host name. */
export const patternsItem = storage.defineItem<Record<string, CardPattern>>('local:patterns', { fallback: {} });

/** Where the user moved the overlay, and whether it is collapsed, by host name. */
export interface OverlayPlace {
  x: number | null;
  y: number | null;
  collapsed: boolean;
}
export const overlayPlacesItem = storage.defineItem<Record<string, OverlayPlace>>('local:overlay', { fallback: {} });
