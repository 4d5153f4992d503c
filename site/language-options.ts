import { LANGS } from '../src/core/index.js';
import { LANGUAGE_NAMES } from '../src/i18n/languages.js';

/** A language list as the page wrote it, with any language of the product it lacks added by its own name. */
export function completeLanguageOptions(select: HTMLSelectElement | null): void {
  if (!select) return;
  const listed = new Set([...select.options].map((option) => option.value));
  for (const lang of LANGS) if (!listed.has(lang)) select.add(new Option(LANGUAGE_NAMES[lang], lang));
}
