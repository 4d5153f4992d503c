import type { Lang } from '../core/index.js';

/** Each language by its own name, as its speakers look for it in a list. */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  'de-CH': 'Schwiizerdütsch',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
};
