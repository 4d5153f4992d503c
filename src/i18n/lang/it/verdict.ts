import { itRank, itStage, orIn, percentIn, type VerdictWords } from '../../verdict-words.js';

export const verdict: VerdictWords = {
  writes: (who, points) => `${who} ${points}.`,
  writesWeis: (who, one) => `${who} i ${one ? 'suoi' : 'loro'} Weis.`,
  decidedBy: (stage) => `Deciso ${itStage(stage, 'da')}.`,
  open: (stage) => `Non ancora deciso: dipende ${itStage(stage, 'da')}.`,
  undecided: 'Non ancora deciso.',
  openAmong: (stages) => `Non ancora deciso: può ancora decidere: ${orIn('it')(stages)}.`,
  decidedOr: (first, others) => `Deciso ${itStage(first, 'da')}, ${others.join(', ')}.`,
  orBy: (stage, seats, many) => `oppure ${itStage(stage, 'da')}, secondo ciò che ${many ? 'hanno' : 'ha'} ${seats}`,
  orIfLevel: {
    points: (stage, seats, value, many) => `oppure ${itStage(stage, 'da')} se anche ${seats} ${many ? 'hanno' : 'ha'} ${value}`,
    cards: (stage, seats, value, many) =>
      `oppure ${itStage(stage, 'da')} se anche ${seats} ${many ? 'hanno' : 'ha'} ${value} carte`,
    highest: (stage, seats, value, many) =>
      `oppure ${itStage(stage, 'da')} se anche ${seats} ${many ? 'arrivano' : 'arriva'} fino ${itRank(value, 'a')}`,
    lowest: (stage, seats, value, many) =>
      `oppure ${itStage(stage, 'da')} se anche ${seats} ${many ? 'partono' : 'parte'} ${itRank(value, 'da')}`,
    trump: (stage, seats, value, many) => `oppure ${itStage(stage, 'da')} se anche ${seats} ${many ? 'sono' : 'è'} ${value}`,
    seat: (stage, seats, _value, many) => `oppure ${itStage(stage, 'da')}, secondo ciò che ${many ? 'hanno' : 'ha'} ${seats}`,
    suit: (stage, seats, _value, many) => `oppure ${itStage(stage, 'da')}, secondo ciò che ${many ? 'hanno' : 'ha'} ${seats}`,
  },
  ifAtMost: {
    points: (who, seats, value, many) => `${who} se ${seats} ${many ? 'dichiarano ciascuno' : 'dichiara'} al massimo ${value}.`,
    cards: (who, seats, value, many) => `${who} se ${seats} ${many ? 'hanno ciascuno' : 'ha'} al massimo ${value} carte.`,
    highest: (who, seats, value, many) =>
      `${who} se ${seats} ${many ? 'arrivano ciascuno' : 'arriva'} al massimo fino ${itRank(value, 'a')}.`,
    lowest: (who, seats, value) => `${who} se la carta più bassa di ${seats} è almeno ${itRank(value, 'il')}.`,
  },
  ifBelow: {
    points: (who, seats, value, many) => `${who} se ${seats} ${many ? 'dichiarano ciascuno' : 'dichiara'} meno di ${value}.`,
    cards: (who, seats, value, many) => `${who} se ${seats} ${many ? 'hanno ciascuno' : 'ha'} meno di ${value} carte.`,
    highest: (who, seats, value, many) =>
      `${who} se ${seats} ${many ? 'arrivano ciascuno' : 'arriva'} sotto ${itRank(value, 'il')}.`,
    lowest: (who, seats, value) => `${who} se la carta più bassa di ${seats} è sopra ${itRank(value, 'il')}.`,
    trump: (who, seats, _value, many) => `${who} se ${seats} non ${many ? 'sono' : 'è'} in briscola.`,
    seat: (who) => `${who}.`,
    suit: (who, seats, value) => `${who} se il seme di ${seats} viene dopo: ${value}.`,
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
  waiting: (seats) => `Ancora da sentire: ${seats}.`,
  readAsSaid: 'Come detto al tavolo',
  values: (list) => `Dichiarazioni possibili: ${list}.`,
  chance: (who, share) => `${who}: ${percentIn('it')(share)}`,
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
  seatsFromYou: ['Destra', 'Compagno', 'Sinistra'],
};
