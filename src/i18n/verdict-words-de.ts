import { orIn, percentIn, type VerdictWords } from './verdict-words.js';

export const deVerdict: VerdictWords = {
  writes: (team, points) => `${team} schreiben ${points}.`,
  writesWeis: (team) => `${team} schreiben ihre Weise.`,
  decidedBy: (stage) => `Entschieden durch: ${stage}.`,
  open: (stage) => `Noch offen: Es kommt an auf: ${stage}.`,
  undecided: 'Noch offen.',
  openAmong: (stages) => `Noch offen: Entscheiden kann noch: ${orIn('de')(stages)}.`,
  decidedOr: (first, others) => `Entschieden durch: ${first}, ${others.join(', ')}.`,
  orBy: (stage, seats, many) => `oder durch: ${stage}, je nachdem, was ${seats} ${many ? 'haben' : 'hat'}`,
  orIfLevel: {
    points: (stage, seats, value, many) => `oder durch: ${stage}, wenn ${seats} auch ${value} ${many ? 'haben' : 'hat'}`,
    cards: (stage, seats, value, many) => `oder durch: ${stage}, wenn ${seats} auch ${value} Karten ${many ? 'haben' : 'hat'}`,
    highest: (stage, seats, value, many) => `oder durch: ${stage}, wenn ${seats} auch bis ${value} ${many ? 'gehen' : 'geht'}`,
    lowest: (stage, seats, value, many) => `oder durch: ${stage}, wenn ${seats} auch ab ${value} ${many ? 'gehen' : 'geht'}`,
    trump: (stage, seats, value, many) => `oder durch: ${stage}, wenn ${seats} auch ${value} ${many ? 'sind' : 'ist'}`,
    seat: (stage, seats, _value, many) => `oder durch: ${stage}, je nachdem, was ${seats} ${many ? 'haben' : 'hat'}`,
    suit: (stage, seats, _value, many) => `oder durch: ${stage}, je nachdem, was ${seats} ${many ? 'haben' : 'hat'}`,
  },
  ifAtMost: {
    points: (team, seats, value, many) =>
      `${team} schreiben, wenn ${seats} ${many ? 'je' : ''} höchstens ${value} ${many ? 'ansagen' : 'ansagt'}.`.replace(
        '  ',
        ' ',
      ),
    cards: (team, seats, value, many) =>
      `${team} schreiben, wenn ${seats} ${many ? 'je' : ''} höchstens ${value} Karten ${many ? 'haben' : 'hat'}.`.replace(
        '  ',
        ' ',
      ),
    highest: (team, seats, value, many) => `${team} schreiben, wenn ${seats} höchstens bis ${value} ${many ? 'gehen' : 'geht'}.`,
    lowest: (team, seats, value) => `${team} schreiben, wenn die tiefste Karte von ${seats} ${value} oder höher ist.`,
  },
  ifBelow: {
    points: (team, seats, value, many) =>
      `${team} schreiben, wenn ${seats} ${many ? 'je' : ''} weniger als ${value} ${many ? 'ansagen' : 'ansagt'}.`.replace(
        '  ',
        ' ',
      ),
    cards: (team, seats, value, many) =>
      `${team} schreiben, wenn ${seats} ${many ? 'je weniger als' : 'weniger als'} ${value} Karten ${many ? 'haben' : 'hat'}.`,
    highest: (team, seats, value, many) => `${team} schreiben, wenn ${seats} nur bis unter ${value} ${many ? 'gehen' : 'geht'}.`,
    lowest: (team, seats, value) => `${team} schreiben, wenn die tiefste Karte von ${seats} über ${value} liegt.`,
    trump: (team, seats, _value, many) => `${team} schreiben, wenn ${seats} nicht im Trumpf ${many ? 'sind' : 'ist'}.`,
    seat: (team) => `${team} schreiben.`,
    suit: (team, seats, value) => `${team} schreiben, wenn die Farbe von ${seats} unter ${value} steht.`,
  },
  questions: {
    points: 'Wie viel?',
    cards: 'Wie viele Karten?',
    highest: 'Bis zu welcher Karte?',
    lowest: 'Ab welcher Karte?',
    trump: 'Im Trumpf?',
    seat: 'Wer ist näher an der Vorhand?',
    suit: 'Welche Farbe?',
  },
  ask: (seats, question) => `Frag ${seats}: ${question}`,
  waiting: (seats) => `Noch nichts gesagt: ${seats}.`,
  readAsSaid: 'Wie am Tisch gesagt',
  values: (list) => `Ansagen, die es gibt: ${list}.`,
  chance: (team, share) => `${team} schreiben: ${percentIn('de')(share)}`,
  nobodyChance: (share) => `niemand: ${percentIn('de')(share)}`,
  unsaid: '?',
  said: 'sagt',
  fromPage: 'von der Seite gelesen; Tippen auf den Wert nimmt es zurück',
  whatSaid: (seat) => `Was ${seat} gesagt hat`,
  nothing: 'nichts',
  clear: 'noch nichts gesagt',
  cards: (count) => `${count} Karten`,
  upTo: (rank) => `bis ${rank}`,
  inTrump: 'im Trumpf',
  notInTrump: 'nicht im Trumpf',
  othersSaid: 'Was die anderen gesagt haben',
  soFar: 'bisher',
  partialRead: (read, of, unnamed) =>
    `${read} von ${of} Karten gelesen${unnamed > 0 ? `; ${unnamed} nicht benannt` : ''}: was hier steht, gilt nur für diese Karten.`,
  seatsFromYou: ['Rechts', 'Partner', 'Links'],
};
