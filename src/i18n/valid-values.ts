import { GAMES, LANGS, makeRules, PRESET_NAMES } from '../core/index.js';
import type { ViewError } from './sentences.js';

/** The values a field takes, for errors that name one (the command line's and the Markdown fences' messages). */
export function validValues(error: ViewError, rules: string | undefined): string | null {
  switch (error.code) {
    case 'unknown-rules':
      return PRESET_NAMES.join(', ');
    case 'unknown-trump': {
      const modes = makeRules(
        PRESET_NAMES.includes(rules as never) ? (rules as (typeof PRESET_NAMES)[number]) : 'schieber',
      ).modes;
      return modes.join(', ');
    }
    case 'unknown-game':
      return GAMES.join(', ');
    case 'unknown-lang':
      return LANGS.join(', ');
    default:
      return null;
  }
}
