import type { Lang } from '../core/index.js';

/** Numbers, percentages and lists as each language writes them ("20’000", "71 %", "Rosen, Rose or Roses"). */
export interface Formats {
  number: (value: number) => string;
  /** A share from 0 to 1, in whole percent. */
  percent: (share: number) => string;
  /** Alternatives: "A, B or C". */
  or: (items: readonly string[]) => string;
}

const made = new Map<Lang, Formats>();

/** The formats of a language, made once, on first use (no Intl work when a page loads). */
export function formatsOf(lang: Lang): Formats {
  let formats = made.get(lang);
  if (!formats) {
    const number = new Intl.NumberFormat(lang);
    const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
    const or = new Intl.ListFormat(lang, { type: 'disjunction' });
    formats = {
      number: (value) => number.format(value),
      percent: (share) => percent.format(share),
      or: (items) => or.format(items),
    };
    made.set(lang, formats);
  }
  return formats;
}
