import type { Lang } from '../../core/index.js';
import type { TableGame } from '../../extension/reader/table-game.js';
import { getMessages } from '../index.js';
import { extension as de } from '../lang/de/extension.js';
import { extension as en } from '../lang/en/extension.js';
import { extension as fr } from '../lang/fr/extension.js';
import { extension as it } from '../lang/it/extension.js';
import { namesFromYou } from '../seat-names.js';
import type { ExtensionWords } from './types.js';

export type { ExtensionWords };

/** The extension's words in each language (Swiss German reads the German ones). */
export const EXTENSION_WORDS: Readonly<Record<Lang, ExtensionWords>> = { en, 'de-CH': de, de, fr, it };

/** The seats as the player sees them from their own (seat 1, playing first): you, right, partner, left. */
export const playerSeatNames = (lang: Lang): string[] => namesFromYou(getMessages(lang), 0);

/** Each game of the family by its own name, one word, the same in every language: the game the overlay answers for. */
export const GAME_NAMES: Readonly<Record<TableGame, string>> = {
  schieber: 'Schieber',
  differenzler: 'Differenzler',
  coiffeur: 'Coiffeur',
  molotow: 'Molotow',
  belote: 'Belote',
  belot: 'Belot',
  klaverjas: 'Klaverjas',
};
