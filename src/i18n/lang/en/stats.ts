import type { StatsWords } from '../../stats/types.js';

export const stats: StatsWords = {
  title: 'Best Weis of every hand',
  computing: 'Counting every hand…',
  oneIn: (n) => `1 in ${n}`,
  stoeck: (word, share) => `${word} (King and Queen of trump): ${share}`,
};
