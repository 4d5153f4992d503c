import { storage } from 'wxt/utils/storage';
import { type Face, isCardId } from '../core/index.js';
import type { CardPattern } from './reader/pattern.js';
import type { CardTemplate } from './reader/pixels.js';
import { isTableGame } from './reader/table-game.js';

/*
 * What the extension keeps for a site: the pattern taught there, the overlay's place, the game chosen. One
 * storage key per origin (scheme, host and port), each value within a size checked before it
 * is written: a page can neither fill the storage nor make one site's write undo another's.
 */

/** A taught pattern larger than this (as JSON) is refused, with a word to the player. */
export const PATTERN_BYTES = 4096;

export interface OverlayPlace {
  x: number | null;
  y: number | null;
  collapsed: boolean;
}

export const NO_PLACE: OverlayPlace = { x: null, y: null, collapsed: false };

/** What came of a write: kept, or why not (too large for its cap, or the storage refused it). */
export type SaveResult = { ok: true } | { ok: false; reason: 'too-large' | 'storage' };

const patternKey = (origin: string) => `local:pattern:${origin}` as const;
const placeKey = (origin: string) => `local:place:${origin}` as const;
const faceKey = (origin: string) => `local:face:${origin}` as const;
const screenKey = (origin: string) => `local:screen:${origin}` as const;
const gameKey = (origin: string) => `local:game:${origin}` as const;
/** The cards named on a picture of the screen, kept per site: at most this many, newest first. */
export const MAX_TEMPLATES = 24;

const isTemplate = (value: unknown): value is CardTemplate => {
  const t = value as CardTemplate;
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof t.card === 'string' &&
    isCardId(t.card) &&
    [t.glyph, t.pip].every((bits) => typeof bits === 'string' && /^[01]{1,400}$/.test(bits)) &&
    typeof t.ink === 'string' &&
    /^[0-9]{3}$/.test(t.ink)
  );
};

/** The cards the player named on pictures of this site's screen. */
export async function loadTemplates(origin: string): Promise<CardTemplate[]> {
  const value = await storage.getItem<unknown>(screenKey(origin));
  return Array.isArray(value) ? value.filter(isTemplate).slice(0, MAX_TEMPLATES) : [];
}

export async function saveTemplates(origin: string, templates: readonly CardTemplate[]): Promise<SaveResult> {
  const kept = templates.filter(isTemplate).slice(0, MAX_TEMPLATES);
  if (byteLength(kept) > PATTERN_BYTES * 4) return { ok: false, reason: 'too-large' };
  try {
    await storage.setItem(screenKey(origin), kept);
    return { ok: true };
  } catch {
    return { ok: false, reason: 'storage' };
  }
}

const byteLength = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value) ?? '').length;

const isPattern = (value: unknown): value is CardPattern =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CardPattern).hand === 'string' &&
  typeof (value as CardPattern).card === 'string' &&
  byteLength(value) <= PATTERN_BYTES;

const isCoordinate = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e6);

export async function loadPattern(origin: string): Promise<CardPattern | null> {
  const value = await storage.getItem<unknown>(patternKey(origin));
  return isPattern(value) ? value : null;
}

/** Keeps the site's pattern (null: forgets it); a pattern over `PATTERN_BYTES` is refused, nothing written. */
export async function savePattern(origin: string, pattern: CardPattern | null): Promise<SaveResult> {
  if (pattern && byteLength(pattern) > PATTERN_BYTES) return { ok: false, reason: 'too-large' };
  try {
    if (pattern) await storage.setItem(patternKey(origin), pattern);
    else await storage.removeItem(patternKey(origin));
    return { ok: true };
  } catch {
    return { ok: false, reason: 'storage' };
  }
}

export async function loadPlace(origin: string): Promise<OverlayPlace> {
  const value = await storage.getItem<Partial<OverlayPlace>>(placeKey(origin));
  if (!value || !isCoordinate(value.x) || !isCoordinate(value.y)) return NO_PLACE;
  return { x: value.x, y: value.y, collapsed: value.collapsed === true };
}

export async function savePlace(origin: string, place: OverlayPlace): Promise<SaveResult> {
  if (!isCoordinate(place.x) || !isCoordinate(place.y)) return { ok: false, reason: 'too-large' };
  try {
    await storage.setItem(placeKey(origin), { x: place.x, y: place.y, collapsed: place.collapsed === true });
    return { ok: true };
  } catch {
    return { ok: false, reason: 'storage' };
  }
}

/** A choice the player made for a site (a deck face, a game): kept under its own key per origin, read back only where valid. */
function siteChoice<T extends string>(keyOf: (origin: string) => `local:${string}`, valid: (value: unknown) => value is T) {
  return {
    load: async (origin: string): Promise<T | null> => {
      const value = await storage.getItem<unknown>(keyOf(origin));
      return valid(value) ? value : null;
    },
    /** null: forgotten (the page and the settings decide again). */
    save: async (origin: string, choice: T | null): Promise<SaveResult> => {
      try {
        if (choice) await storage.setItem(keyOf(origin), choice);
        else await storage.removeItem(keyOf(origin));
        return { ok: true };
      } catch {
        return { ok: false, reason: 'storage' };
      }
    },
  };
}

/** The deck face the player picked for this site, or null (then the page's cards and the settings decide). */
const faceChoice = siteChoice(faceKey, (value): value is Face => value === 'french' || value === 'german-swiss');
export const loadFace = faceChoice.load;
export const saveFace = faceChoice.save;

/** The game the player chose for this site, or null (then the page tells it). */
const gameChoice = siteChoice(gameKey, isTableGame);
export const loadGame = gameChoice.load;
export const saveGame = gameChoice.save;

/** Everything kept for a site: gone when the player switches reading off there. */
export async function forgetSite(origin: string): Promise<void> {
  await storage.removeItems([patternKey(origin), placeKey(origin), faceKey(origin), screenKey(origin), gameKey(origin)]);
}
