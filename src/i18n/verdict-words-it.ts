import { itRank, orIn, percentIn, type VerdictWords } from './verdict-words.js';

export const itVerdict: VerdictWords = {
  writes: (team, points) => `${team} segnano ${points}.`,
  writesWeis: (team) => `${team} segnano i loro Weis.`,
  decidedBy: (stage) => `Deciso da: ${stage}.`,
  open: (stage) => `Non ancora deciso: dipende da: ${stage}.`,
  undecided: 'Non ancora deciso.',
  openAmong: (stages) => `Non ancora deciso: può ancora decidere: ${orIn('it')(stages)}.`,
  decidedOr: (first, others) => `Deciso da: ${first}, ${others.join(', ')}.`,
  orBy: (stage, seats, many) => `oppure da: ${stage}, secondo ciò che ${many ? 'hanno' : 'ha'} ${seats}`,
  orIfLevel: {
    points: (stage, seats, value, many) => `oppure da: ${stage} se anche ${seats} ${many ? 'hanno' : 'ha'} ${value}`,
    cards: (stage, seats, value, many) => `oppure da: ${stage} se anche ${seats} ${many ? 'hanno' : 'ha'} ${value} carte`,
    highest: (stage, seats, value, many) =>
      `oppure da: ${stage} se anche ${seats} ${many ? 'arrivano' : 'arriva'} fino ${itRank(value, 'a')}`,
    lowest: (stage, seats, value, many) =>
      `oppure da: ${stage} se anche ${seats} ${many ? 'partono' : 'parte'} ${itRank(value, 'da')}`,
    trump: (stage, seats, value, many) => `oppure da: ${stage} se anche ${seats} ${many ? 'sono' : 'è'} ${value}`,
    seat: (stage, seats, _value, many) => `oppure da: ${stage}, secondo ciò che ${many ? 'hanno' : 'ha'} ${seats}`,
    suit: (stage, seats, _value, many) => `oppure da: ${stage}, secondo ciò che ${many ? 'hanno' : 'ha'} ${seats}`,
  },
  ifAtMost: {
    points: (team, seats, value, many) =>
      `${team} segnano se ${seats} ${many ? 'dichiarano ciascuno' : 'dichiara'} al massimo ${value}.`,
    cards: (team, seats, value, many) =>
      `${team} segnano se ${seats} ${many ? 'hanno ciascuno' : 'ha'} al massimo ${value} carte.`,
    highest: (team, seats, value, many) =>
      `${team} segnano se ${seats} ${many ? 'arrivano ciascuno' : 'arriva'} al massimo fino ${itRank(value, 'a')}.`,
    lowest: (team, seats, value) => `${team} segnano se la carta più bassa di ${seats} è almeno ${itRank(value, 'il')}.`,
  },
  ifBelow: {
    points: (team, seats, value, many) =>
      `${team} segnano se ${seats} ${many ? 'dichiarano ciascuno' : 'dichiara'} meno di ${value}.`,
    cards: (team, seats, value, many) => `${team} segnano se ${seats} ${many ? 'hanno ciascuno' : 'ha'} meno di ${value} carte.`,
    highest: (team, seats, value, many) =>
      `${team} segnano se ${seats} ${many ? 'arrivano ciascuno' : 'arriva'} sotto ${itRank(value, 'il')}.`,
    lowest: (team, seats, value) => `${team} segnano se la carta più bassa di ${seats} è sopra ${itRank(value, 'il')}.`,
    trump: (team, seats, _value, many) => `${team} segnano se ${seats} non ${many ? 'sono' : 'è'} in briscola.`,
    seat: (team) => `${team} segnano.`,
    suit: (team, seats, value) => `${team} segnano se il seme di ${seats} viene dopo: ${value}.`,
  },
  questions: {
    points: 'quanto?',
    cards: 'quante carte?',
    highest: 'fino a quale carta?',
    lowest: 'da quale carta?',
    trump: 'in briscola?',
    seat: 'chi è più vicino alla mano?',
    suit: 'quale seme?',
  },
  ask: (seats, question) => `Chiedi a ${seats}: ${question}`,
  waiting: (seats) => `Non hanno ancora detto: ${seats}.`,
  readAsSaid: 'Come detto al tavolo',
  values: (list) => `Dichiarazioni possibili: ${list}.`,
  chance: (team, share) => `${team} segnano: ${percentIn('it')(share)}`,
  nobodyChance: (share) => `nessuno: ${percentIn('it')(share)}`,
  unsaid: '?',
  said: 'dice',
  fromPage: 'letto dalla pagina; tocca il valore per annullarlo',
  whatSaid: (seat) => `Cosa ha detto ${seat}`,
  nothing: 'niente',
  clear: 'non ancora detto',
  cards: (count) => `${count} carte`,
  upTo: (rank) => `carta più alta: ${rank}`,
  inTrump: 'in briscola',
  notInTrump: 'non in briscola',
  othersSaid: 'Cosa hanno detto gli altri',
  soFar: 'finora',
  partialRead: (read, of, unnamed) =>
    `${read} carte lette su ${of}${unnamed > 0 ? `; ${unnamed} senza nome` : ''}: quanto mostrato vale solo per queste carte.`,
  seatsFromYou: ['Destra', 'Compagno', 'Sinistra'],
};
