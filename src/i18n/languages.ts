import type { Lang } from '../core/index.js';

/**
 * The product's languages (`LANGS` in the core are their ids), one entry each: the language's
 * own name, and the standalone file its words come in beside the calculator (`jass-weis-lang-<pack>.js`;
 * English is inside). Each one's words are in its folder, `src/i18n/lang/<lang>/`.
 */
export const LANGUAGES: Readonly<Record<Lang, { name: string; pack: string | null }>> = {
  en: { name: 'English', pack: null },
  'de-CH': { name: 'Schwiizerdütsch', pack: 'de' },
  de: { name: 'Deutsch', pack: 'de' },
  fr: { name: 'Français', pack: 'fr' },
  it: { name: 'Italiano', pack: 'it' },
};

/** Each language by its own name, as its speakers look for it in a list. */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = Object.fromEntries(
  Object.entries(LANGUAGES).map(([lang, entry]) => [lang, entry.name]),
) as Record<Lang, string>;

/** The language files beside the standalone calculator, one per pack ("de" holds German and Swiss German). */
export const LANGUAGE_PACKS: readonly string[] = [
  ...new Set(Object.values(LANGUAGES).flatMap((entry) => (entry.pack ? [entry.pack] : []))),
];
