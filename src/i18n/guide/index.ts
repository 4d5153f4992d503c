import type { Lang } from '../../core/index.js';
import type { GuideWords } from './types.js';

export { GUIDE_KEYS, type GuideWords } from './types.js';

/** Each language's guide, a file of its own fetched when the page speaks it. */
export const GUIDES: Readonly<Record<Lang, () => Promise<GuideWords>>> = {
  en: () => import('../lang/en/guide.js').then((file) => file.guide),
  'de-CH': () => import('../lang/de-ch/guide.js').then((file) => file.guide),
  de: () => import('../lang/de/guide.js').then((file) => file.guide),
  fr: () => import('../lang/fr/guide.js').then((file) => file.guide),
  it: () => import('../lang/it/guide.js').then((file) => file.guide),
};
