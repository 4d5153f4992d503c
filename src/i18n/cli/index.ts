import type { Lang } from '../../core/index.js';
import { de } from './de.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { it } from './it.js';
import type { CliWords } from './types.js';

export type { CliWords };

/** The command line's words in each language (Swiss German reads the German ones). */
export const CLI_WORDS: Readonly<Record<Lang, CliWords>> = { en, 'de-CH': de, de, fr, it };
