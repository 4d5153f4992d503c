import { percentIn, type VerdictWords } from '../../verdict-words.js';
import { verdict as deVerdict } from '../de/verdict.js';

export const verdict: VerdictWords = {
  ...deVerdict,
  chance: (who, share) => `${who}: ${percentIn('de-CH')(share)}`,
  nobodyChance: (share) => `niemand: ${percentIn('de-CH')(share)}`,
};
