import { percentIn, type VerdictWords } from './verdict-words.js';

export const frVerdict: VerdictWords = {
  writes: (team, points) => `${team} marquent ${points}.`,
  writesWeis: (team) => `${team} marquent leurs annonces.`,
  decidedBy: (stage) => `Décidé par : ${stage}.`,
  open: (stage) => `Pas encore décidé : tout dépend de : ${stage}.`,
  ifBelow: {
    points: (team, seats, value, many) =>
      `${team} marquent si ${seats} ${many ? 'annoncent chacun' : 'annonce'} moins de ${value}.`,
    cards: (team, seats, value, many) => `${team} marquent si ${seats} ${many ? 'ont chacun' : 'a'} moins de ${value} cartes.`,
    highest: (team, seats, value, many) =>
      `${team} marquent si ${seats} ${many ? 's’arrêtent chacun' : 's’arrête'} sous : ${value}.`,
    lowest: (team, seats, value) => `${team} marquent si la plus basse carte de ${seats} est au-dessus de : ${value}.`,
    trump: (team, seats, _value, many) => `${team} marquent si ${seats} ${many ? 'ne sont pas' : 'n’est pas'} à l’atout.`,
    seat: (team) => `${team} marquent.`,
    suit: (team, seats, value) => `${team} marquent si la couleur de ${seats} vient après : ${value}.`,
  },
  questions: {
    points: 'combien ?',
    cards: 'combien de cartes ?',
    highest: 'jusqu’à quelle carte ?',
    lowest: 'à partir de quelle carte ?',
    trump: 'à l’atout ?',
    seat: 'qui est le plus près de la main ?',
    suit: 'quelle couleur ?',
  },
  ask: (seats, question) => `Demandez à ${seats} : ${question}`,
  waiting: (seats) => `Rien dit encore : ${seats}.`,
  readAsSaid: 'Comme annoncé à la table',
  values: (list) => `Annonces possibles : ${list}.`,
  chance: (team, share) => `${team} marquent : ${percentIn('fr')(share)}`,
  nobodyChance: (share) => `personne : ${percentIn('fr')(share)}`,
  unsaid: '?',
  said: 'annonce',
  whatSaid: (seat) => `Annonce de ${seat}`,
  nothing: 'rien',
  clear: 'rien dit encore',
  cards: (count) => `${count} cartes`,
  upTo: (rank) => `carte haute : ${rank}`,
  inTrump: 'à l’atout',
  notInTrump: 'pas à l’atout',
  othersSaid: 'Ce que les autres ont annoncé',
  soFar: 'pour l’instant',
  partialRead: (read, of, unnamed) =>
    `${read} cartes lues sur ${of}${unnamed > 0 ? ` ; ${unnamed} non nommées` : ''} : ce qui est affiché ne vaut que pour ces cartes.`,
  seatsFromYou: ['Droite', 'Partenaire', 'Gauche'],
};
