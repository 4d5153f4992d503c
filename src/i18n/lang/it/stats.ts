import type { StatsWords } from '../../stats/types.js';

export const stats: StatsWords = {
  title: 'Miglior Weis di ogni mano',
  computing: 'Conto ogni mano…',
  oneIn: (n) => `1 su ${n}`,
  stoeck: (word, share) => `${word} (re e regina di briscola): ${share}`,
};
