import { percentIn, type VerdictWords } from './verdict-words.js';
import { deVerdict } from './verdict-words-de.js';

export const deCHVerdict: VerdictWords = {
  ...deVerdict,
  chance: (who, share) => `${who}: ${percentIn('de-CH')(share)}`,
  nobodyChance: (share) => `niemand: ${percentIn('de-CH')(share)}`,
};
