import type { Lang } from '../../core/index.js';
import { cli as de } from '../lang/de/cli.js';
import { cli as en } from '../lang/en/cli.js';
import { cli as fr } from '../lang/fr/cli.js';
import { cli as it } from '../lang/it/cli.js';
import type { CliWords } from './types.js';

export type { CliWords };

/** The command line's words in each language (Swiss German reads the German ones). */
export const CLI_WORDS: Readonly<Record<Lang, CliWords>> = { en, 'de-CH': de, de, fr, it };
