import { frRank, orIn, percentIn, type VerdictWords } from './verdict-words.js';

export const frVerdict: VerdictWords = {
  writes: (team, points) => `${team} marquent ${points}.`,
  writesWeis: (team) => `${team} marquent leurs annonces.`,
  decidedBy: (stage) => `Décidé par : ${stage}.`,
  open: (stage) => `Pas encore décidé : tout dépend de : ${stage}.`,
  undecided: 'Pas encore décidé.',
  openAmong: (stages) => `Pas encore décidé : peut encore décider : ${orIn('fr')(stages)}.`,
  decidedOr: (first, others) => `Décidé par : ${first}, ${others.join(', ')}.`,
  orBy: (stage, seats, many) => `ou par : ${stage}, selon ce que ${many ? 'tiennent' : 'tient'} ${seats}`,
  orIfLevel: {
    points: (stage, seats, value, many) => `ou par : ${stage} si ${seats} ${many ? 'ont' : 'a'} aussi ${value}`,
    cards: (stage, seats, value, many) => `ou par : ${stage} si ${seats} ${many ? 'ont' : 'a'} aussi ${value} cartes`,
    highest: (stage, seats, value, many) =>
      `ou par : ${stage} si ${seats} ${many ? 'vont' : 'va'} aussi jusqu’${frRank(value, 'à')}`,
    lowest: (stage, seats, value, many) =>
      `ou par : ${stage} si ${seats} ${many ? 'partent' : 'part'} aussi ${frRank(value, 'de')}`,
    trump: (stage, seats, value, many) => `ou par : ${stage} si ${seats} ${many ? 'sont' : 'est'} aussi ${value}`,
    seat: (stage, seats, _value, many) => `ou par : ${stage}, selon ce que ${many ? 'tiennent' : 'tient'} ${seats}`,
    suit: (stage, seats, _value, many) => `ou par : ${stage}, selon ce que ${many ? 'tiennent' : 'tient'} ${seats}`,
  },
  ifAtMost: {
    points: (team, seats, value, many) =>
      `${team} marquent si ${seats} ${many ? 'annoncent chacun' : 'annonce'} au plus ${value}.`,
    cards: (team, seats, value, many) => `${team} marquent si ${seats} ${many ? 'ont chacun' : 'a'} au plus ${value} cartes.`,
    highest: (team, seats, value, many) =>
      `${team} marquent si ${seats} ${many ? 'vont chacun' : 'va'} au plus jusqu’${frRank(value, 'à')}.`,
    lowest: (team, seats, value) => `${team} marquent si la plus basse carte de ${seats} est au moins ${frRank(value, 'le')}.`,
  },
  ifBelow: {
    points: (team, seats, value, many) =>
      `${team} marquent si ${seats} ${many ? 'annoncent chacun' : 'annonce'} moins de ${value}.`,
    cards: (team, seats, value, many) => `${team} marquent si ${seats} ${many ? 'ont chacun' : 'a'} moins de ${value} cartes.`,
    highest: (team, seats, value, many) =>
      `${team} marquent si ${seats} ${many ? 's’arrêtent chacun' : 's’arrête'} sous ${frRank(value, 'le')}.`,
    lowest: (team, seats, value) => `${team} marquent si la plus basse carte de ${seats} est au-dessus ${frRank(value, 'de')}.`,
    trump: (team, seats, _value, many) => `${team} marquent si ${seats} ${many ? 'ne sont pas' : 'n’est pas'} à l’atout.`,
    seat: (team) => `${team} marquent.`,
    suit: (team, seats, value) => `${team} marquent si la couleur de ${seats} vient après : ${value}.`,
  },
  questions: {
    points: 'combien ?',
    cards: 'combien de cartes ?',
    highest: 'jusqu’à quelle carte ?',
    lowest: 'à partir de quelle carte ?',
    trump: 'à l’atout ?',
    seat: 'qui est le plus près de la main ?',
    suit: 'quelle couleur ?',
  },
  ask: (seats, question) => `Demandez à ${seats} : ${question}`,
  waiting: (seats) => `Rien dit encore : ${seats}.`,
  readAsSaid: 'Comme annoncé à la table',
  values: (list) => `Annonces possibles : ${list}.`,
  chance: (team, share) => `${team} marquent : ${percentIn('fr')(share)}`,
  nobodyChance: (share) => `personne : ${percentIn('fr')(share)}`,
  unsaid: '?',
  said: 'annonce',
  fromPage: 'lu sur la page ; touche la valeur pour l’annuler',
  whatSaid: (seat) => `Annonce de ${seat}`,
  nothing: 'rien',
  clear: 'rien dit encore',
  cards: (count) => `${count} cartes`,
  upTo: (rank) => `carte haute : ${rank}`,
  inTrump: 'à l’atout',
  notInTrump: 'pas à l’atout',
  othersSaid: 'Ce que les autres ont annoncé',
  soFar: 'pour l’instant',
  partialRead: (read, of, unnamed) =>
    `${read} cartes lues sur ${of}${unnamed > 0 ? ` ; ${unnamed} non nommées` : ''} : ce qui est affiché ne vaut que pour ces cartes.`,
  seatsFromYou: ['Droite', 'Partenaire', 'Gauche'],
};
