import { type Face, type Game, isPresetName, type Mode, type SettingName, type SuitPairing } from '../core/index.js';
import { modeName } from '../i18n/card-names.js';
import { seatLabel } from '../i18n/seat-names.js';
import type { Messages } from '../i18n/types.js';

const GAME_WORDS: Readonly<Record<Game, (ui: Messages['ui']) => string>> = {
  schieber: (ui) => ui.gameSchieber,
  molotow: (ui) => ui.gameMolotow,
  coiffeur: (ui) => ui.gameCoiffeur,
  differenzler: (ui) => ui.gameDifferenzler,
};

/**
 * A table setting's value as players name it in a list of choices: the rule set's name, the
 * game's, the trump in the chosen deck ("Schilten"), "Player 2". A setting without words of its
 * own shows its value.
 */
export function settingValueLabel(
  name: SettingName,
  value: string | number,
  messages: Messages,
  face: Face = 'french',
  pairing?: SuitPairing,
): string {
  const text = String(value);
  if (name === 'rules' && isPresetName(text)) return messages.presetNames[text];
  if (name === 'game' && Object.hasOwn(GAME_WORDS, text)) return GAME_WORDS[text as Game](messages.ui);
  if (name === 'trump') return modeName((text || 'unknown') as Mode, messages, face, pairing);
  if (name === 'forehand') return seatLabel(Number(value), messages);
  return text;
}
