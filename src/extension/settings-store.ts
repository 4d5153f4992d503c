import type { Face, Lang } from '../core/index.js';
import { defaultFace, negotiateLang } from '../i18n/negotiate.js';
import { normalizeSettings, type Settings } from './settings.js';
import { settingsItem } from './storage.js';

const browserLanguages = (): readonly string[] => globalThis.navigator?.languages ?? [];

/**
 * The one settings store of popup, side panel and content script: loaded once, watched, changed
 * in one place, and what the settings mean for a view (the language it speaks, the deck face it
 * draws) worked out here and nowhere else.
 */
export class SettingsStore {
  private listeners = new Set<(store: SettingsStore) => void>();
  private unwatch: (() => void) | null = null;

  private constructor(private current: Settings) {}

  /** The stored settings, complete and valid whatever storage holds. */
  static async open(): Promise<SettingsStore> {
    return new SettingsStore(normalizeSettings(await settingsItem.getValue()));
  }

  get settings(): Settings {
    return this.current;
  }

  /** The language the views speak: the one the player chose, else the browser's. */
  get lang(): Lang {
    return this.current.lang || negotiateLang([...browserLanguages()]);
  }

  /** The deck face to draw: the player's choice, else the one the page shows, else the language's. */
  face(pageFace: Face | null = null): Face {
    return this.current.deck || pageFace || defaultFace(this.lang);
  }

  /** Calls `listener` whenever the settings change, here or in another part of the extension. */
  watch(listener: (store: SettingsStore) => void): () => void {
    this.listeners.add(listener);
    this.unwatch ??= settingsItem.watch((value) => this.replace(normalizeSettings(value)));
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.unwatch?.();
      this.unwatch = null;
    };
  }

  /** Changes some settings: in view at once, then stored for every other part. */
  async change(next: Partial<Settings>): Promise<void> {
    const changed = normalizeSettings({ ...this.current, ...next });
    this.replace(changed);
    await settingsItem.setValue(changed);
  }

  private replace(settings: Settings): void {
    if (JSON.stringify(settings) === JSON.stringify(this.current)) return;
    this.current = settings;
    for (const listener of this.listeners) listener(this);
  }
}
