import type { Lang } from '../core/index.js';

/** Numbers, percentages and lists as each language writes them ("20’000", "71 %", "Rosen, Rose or Roses"). */
export interface Formats {
  number: (value: number) => string;
  /** A share from 0 to 1, in whole percent. */
  percent: (share: number) => string;
  /** Alternatives: "A, B or C". */
  or: (items: readonly string[]) => string;
  /** Together: "A, B and C". */
  and: (items: readonly string[]) => string;
}

/** A formatter made on first use: the first `Intl` object of a page costs its ICU data (tens of ms). */
export function lazy<F>(make: () => F): () => F {
  let made: F | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const made = new Map<Lang, Formats>();

/** The formats of a language, each made once, on first use (no Intl work when a page loads). */
export function formatsOf(lang: Lang): Formats {
  let formats = made.get(lang);
  if (!formats) {
    const number = lazy(() => new Intl.NumberFormat(lang));
    const percent = lazy(() => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }));
    const or = lazy(() => new Intl.ListFormat(lang, { type: 'disjunction' }));
    const and = lazy(() => new Intl.ListFormat(lang, { type: 'conjunction' }));
    formats = {
      number: (value) => number().format(value),
      // A share that is neither none nor all never reads as either: "> 99 %", not "100 %".
      percent: (share) =>
        share > 0 && share < 0.005
          ? `< ${percent().format(0.01)}`
          : share < 1 && share >= 0.995
            ? `> ${percent().format(0.99)}`
            : percent().format(share),
      or: (items) => or().format(items),
      and: (items) => and().format(items),
    };
    made.set(lang, formats);
  }
  return formats;
}
