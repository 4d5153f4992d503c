import type { SiteWords } from '../../site/types.js';
import { swissSpelling } from '../../typography.js';
import { site as de } from '../de/site.js';

/** The site's navigation and embed builder in Swiss Standard German: German with "ss". */
export const site: SiteWords = swissSpelling(de);
