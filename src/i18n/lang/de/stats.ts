import type { StatsWords } from '../../stats/types.js';

export const stats: StatsWords = {
  title: 'Bester Weis jeder Hand',
  computing: 'Zähle jede Hand…',
  oneIn: (n) => `1 von ${n}`,
  stoeck: (word, share) => `${word} (König und Ober (Dame) im Trumpf): ${share}`,
};
