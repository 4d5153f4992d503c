import type { StatsWords } from '../../stats/types.js';

export const stats: StatsWords = {
  title: 'Meilleure annonce de chaque main',
  computing: 'Je compte chaque main…',
  oneIn: (n) => `1 sur ${n}`,
  stoeck: (word, share) => `${word} (roi et dame d’atout) : ${share}`,
};
