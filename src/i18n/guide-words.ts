import type { Lang } from '../core/index.js';

/**
 * The texts of the site's guide (the examples page), marked there `data-t-html="guide.<key>"`
 * (inline markup: links, code) or `data-t` / `data-t-label`. Each language's are a file in its
 * folder (`lang/<lang>/guide.ts`), loaded when the page speaks it.
 */
export const GUIDE_KEYS = [
  'heading',
  'intro',
  'fiveVsFour',
  'fiveVsFourText',
  'fiveVsFourCaption',
  'undenufe',
  'undenufeText',
  'undenufeCaption',
  'belot',
  'belotText',
  'belotCaption',
  'atTable',
  'atTableText',
  'atTableCaption',
  'howOften',
  'howOftenText',
  'statsCaption',
  'tryIt',
  'tryItText',
  'quick',
  'embed',
  'embedText',
  'cdnText',
  'npmText',
  'selfOneFile',
  'selfFiles',
  'noScript',
  'noScriptRender',
  'noScriptIframe',
  'keepSpace',
  'markdown',
  'markdownText',
  'astroNote',
  'docusaurusNote',
  'liveNote',
  'vitepressNote',
  'hugoNote',
  'previews',
  'previewsText',
  'themes',
  'themesText',
  'themesCustom',
  'accessibility',
  'a11yLabels',
  'a11yAnnounced',
  'a11yColours',
  'a11yCards',
  'moreInReference',
  'installTabs',
  'selfHost',
  'generatorTabs',
] as const;

export type GuideWords = Readonly<Record<(typeof GUIDE_KEYS)[number], string>>;

/** Each language's guide, a file of its own fetched when the page speaks it. */
export const GUIDES: Readonly<Record<Lang, () => Promise<GuideWords>>> = {
  en: () => import('./lang/en/guide.js').then((file) => file.guide),
  'de-CH': () => import('./lang/de-ch/guide.js').then((file) => file.guide),
  de: () => import('./lang/de/guide.js').then((file) => file.guide),
  fr: () => import('./lang/fr/guide.js').then((file) => file.guide),
  it: () => import('./lang/it/guide.js').then((file) => file.guide),
};
