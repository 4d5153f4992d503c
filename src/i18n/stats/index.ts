import type { Lang } from '../../core/index.js';
import { lazy } from '../format.js';
import { stats as de } from '../lang/de/stats.js';
import { stats as en } from '../lang/en/stats.js';
import { stats as fr } from '../lang/fr/stats.js';
import { stats as it } from '../lang/it/stats.js';
import type { StatsWords } from './types.js';

export type { StatsWords };

/** The statistics table's own words in each language (Swiss German reads the German ones); no calculator holds them. */
export const STATS_WORDS: Readonly<Record<Lang, StatsWords>> = { en, 'de-CH': de, de, fr, it };

const shares = new Map<Lang, (share: number) => string>();

/** A share as people read it: "12.3 %" down to a tenth of a percent, rarer ones as "1 in 240,000" (two significant digits). */
export function shareText(lang: Lang, share: number): string {
  let text = shares.get(lang);
  if (!text) {
    const fine = lazy(() => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }));
    const rounded = lazy(() => new Intl.NumberFormat(lang, { maximumSignificantDigits: 2 }));
    text = (value) =>
      value >= 0.001 || value <= 0 ? fine().format(value) : STATS_WORDS[lang].oneIn(rounded().format(1 / value));
    shares.set(lang, text);
  }
  return text(share);
}
