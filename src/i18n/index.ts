import { LANGS, type Lang } from '../core/index.js';
import { messages as de } from './lang/de/messages.js';
import { messages as deCH } from './lang/de-ch/messages.js';
import { messages as en } from './lang/en/messages.js';
import { messages as fr } from './lang/fr/messages.js';
import { messages as it } from './lang/it/messages.js';
import type { Messages } from './types.js';

export { type Formats, formatsOf } from './format.js';
export type { CliErrorCode, Decision, ErrorCode, ErrorSentence, FaceWords, Messages, UiWords, ViewErrorCode } from './types.js';
export { VIEW_ERROR_CODES } from './types.js';

/**
 * The words of each language. All are here, except in the standalone bundles (the calculator,
 * the statistics table): they hold English and fetch the others from beside themselves when an
 * element speaks them (`load-messages.ts`), so that the one-tag embed stays small.
 */
const MESSAGES: Partial<Record<Lang, Messages>> = { en, 'de-CH': deCH, de, fr, it };

/** Whether the words of `lang` are here (always, but in the standalone bundle before its file came). */
export const hasMessages = (lang: Lang): boolean => MESSAGES[lang] !== undefined;

/** Adds languages fetched on demand. */
export function addMessages(more: Readonly<Partial<Record<Lang, Messages>>>): void {
  for (const lang of LANGS) MESSAGES[lang] = more[lang] ?? MESSAGES[lang];
}

/** The words of `lang`; English while a fetched language is not here. */
export const getMessages = (lang: Lang): Messages => MESSAGES[lang] ?? en;

/** Every language's words that are here. */
export const allMessages = (): Messages[] => LANGS.flatMap((lang) => MESSAGES[lang] ?? []);
