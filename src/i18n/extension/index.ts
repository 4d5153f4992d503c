import type { Lang } from '../../core/index.js';
import { getMessages } from '../index.js';
import { de } from './de.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { it } from './it.js';
import type { ExtensionWords } from './types.js';

export type { ExtensionWords };

/** The extension's words in each language (Swiss German reads the German ones). */
export const EXTENSION_WORDS: Readonly<Record<Lang, ExtensionWords>> = { en, 'de-CH': de, de, fr, it };

/** The seats as the player sees them from their own (seat 1, playing first): you, right, partner, left. */
export function playerSeatNames(lang: Lang): string[] {
  const messages = getMessages(lang);
  return [messages.ui.you, ...messages.verdict.seatsFromYou];
}
