import { type Deck, type Face, isLang, LANGS, type Lang } from '../core/index.js';

/** The nearest of our languages for BCP 47 tags in order of preference ("de-AT" → de, "gsw" → de-CH). */
export function negotiateLang(tags: readonly (string | null | undefined)[], fallback: Lang = 'en'): Lang {
  for (const tag of tags) {
    const lang = matchLang(tag);
    if (lang) return lang;
  }
  return fallback;
}

/** One of our languages for a BCP 47 tag, or null when we speak none of it. */
export function matchLang(tag: unknown): Lang | null {
  if (typeof tag !== 'string' || !tag || tag.length > 40) return null;
  const lower = tag.toLowerCase();
  const exact = LANGS.find((lang) => lang.toLowerCase() === lower);
  if (exact) return exact;
  if (lower === 'gsw' || lower.startsWith('gsw-') || lower === 'de-li') return 'de-CH';
  const base = lower.split('-')[0];
  return isLang(base) ? base : null;
}

/** Swiss German players mostly hold the German-Swiss deck; everyone else the French one. */
/**
 * The deck face a reader of `lang` expects: German-Swiss cards in Swiss German, else French. The
 * 32-card games (Belot, Belote, Klaverjas) are played with French-suited cards everywhere.
 */
export const defaultFace = (lang: Lang, deck: Deck = 'jass'): Face =>
  lang === 'de-CH' && deck === 'jass' ? 'german-swiss' : 'french';
