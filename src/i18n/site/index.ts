import type { Lang } from '../../core/index.js';
import { site as de } from '../lang/de/site.js';
import { site as deCH } from '../lang/de-ch/site.js';
import { site as en } from '../lang/en/site.js';
import { site as fr } from '../lang/fr/site.js';
import { site as it } from '../lang/it/site.js';
import type { SiteWords } from './types.js';

export type { SiteWords };

/** The site's words in each language. */
export const SITE_WORDS: Readonly<Record<Lang, SiteWords>> = { en, 'de-CH': deCH, de, fr, it };
