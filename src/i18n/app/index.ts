import type { Lang } from '../../core/index.js';
import { app as de } from '../lang/de/app.js';
import { app as deCH } from '../lang/de-ch/app.js';
import { app as en } from '../lang/en/app.js';
import { app as fr } from '../lang/fr/app.js';
import { app as it } from '../lang/it/app.js';

import type { AppWords } from './types.js';

export type { AppWords };

/** The app's words in each language. */
export const APP_WORDS: Readonly<Record<Lang, AppWords>> = { en, 'de-CH': deCH, de, fr, it };
