import type { Lang, Stage } from '../core/index.js';
import { formatsOf } from './format.js';

/** A stage as it is asked about: `lowest` is the highest-card stage where the lowest card wins. */
export type AskedStage = Stage | 'lowest';

/** The words of the verdict as far as it is known. `team` is a team's label, `seats` one or more seats joined. */
export interface VerdictWords {
  /** "Player 1 & Player 3 write 50". */
  writes: (team: string, points: string) => string;
  /** The team is certain, its points are not (a partner's cards not known). */
  writesWeis: (team: string) => string;
  /** "Decided by the highest card." */
  decidedBy: (stage: string) => string;
  /** "Not decided yet: the highest card decides." */
  open: (stage: string) => string;
  /** The condition under which a team writes: each of `seats` (`many` of them) below `value` at the stage. */
  ifBelow: Readonly<Record<AskedStage, (team: string, seats: string, value: string, many: boolean) => string>>;
  /** The question the table asks next. */
  questions: Readonly<Record<AskedStage, string>>;
  /** "Ask Right: up to which card?" */
  ask: (seats: string, question: string) => string;
  /** "Not said yet: Right, Left." */
  waiting: (seats: string) => string;
  /** Above a seat read as what its player said. */
  readAsSaid: string;
  /** "Values that can be said: 20, 50 or 100." */
  values: (list: string) => string;
  /** How likely each outcome is: "Player 1 & Player 3 write: 62 %". */
  chance: (team: string, share: number) => string;
  nobodyChance: (share: number) => string;
  /** A ladder value not said yet. */
  unsaid: string;
  /** What a seat said, in a line: "said “fifty”". */
  said: string;
  /** One tap per value in the overlay: what the others said. */
  whatSaid: (seat: string) => string;
  nothing: string;
  clear: string;
  /** Parts of what was said, as the table says them: "4 cards", "up to the King", "in trump". */
  cards: (count: number) => string;
  upTo: (rank: string) => string;
  inTrump: string;
  notInTrump: string;
  othersSaid: string;
  /** A hand read in part: its best so far. */
  soFar: string;
  /** "7 of 9 cards read; 2 not named". */
  partialRead: (read: number, of: number, unnamed: number) => string;
  /** The other seats seen from one's own: right, partner, left. */
  seatsFromYou: readonly [string, string, string];
}

const percent = (lang: Lang) => (share: number) => formatsOf(lang).percent(share);

const en: VerdictWords = {
  writes: (team, points) => `${team} write ${points}.`,
  writesWeis: (team) => `${team} write their Weis.`,
  decidedBy: (stage) => `Decided by the ${stage}.`,
  open: (stage) => `Not decided yet: it comes down to the ${stage}.`,
  ifBelow: {
    points: (team, seats, value, many) => `${team} write if ${seats} ${many ? 'each say' : 'says'} less than ${value}.`,
    cards: (team, seats, value, many) => `${team} write if ${seats} ${many ? 'each have' : 'has'} fewer than ${value} cards.`,
    highest: (team, seats, value, many) =>
      `${team} write if ${seats} ${many ? 'each go' : 'goes'} only up to a card below the ${value}.`,
    lowest: (team, seats, value) => `${team} write if the lowest card of ${seats} is above the ${value}.`,
    trump: (team, seats, _value, many) => `${team} write if ${seats} ${many ? 'are' : 'is'} not in trump.`,
    seat: (team) => `${team} write.`,
    suit: (team, seats, value) => `${team} write if the suit of ${seats} ranks below ${value}.`,
  },
  questions: {
    points: 'how much?',
    cards: 'how many cards?',
    highest: 'up to which card?',
    lowest: 'from which card?',
    trump: 'in trump?',
    seat: 'who is nearer the forehand?',
    suit: 'which suit?',
  },
  ask: (seats, question) => `Ask ${seats}: ${question}`,
  waiting: (seats) => `Not said yet: ${seats}.`,
  readAsSaid: 'As said at the table',
  values: (list) => `Values that can be said: ${list}.`,
  chance: (team, share) => `${team} write: ${percent('en')(share)}`,
  nobodyChance: (share) => `nobody: ${percent('en')(share)}`,
  unsaid: '?',
  said: 'said',
  whatSaid: (seat) => `What ${seat} said`,
  nothing: 'nothing',
  clear: 'not said yet',
  cards: (count) => `${count} cards`,
  upTo: (rank) => `up to the ${rank}`,
  inTrump: 'in trump',
  notInTrump: 'not in trump',
  othersSaid: 'What the others said',
  soFar: 'so far',
  partialRead: (read, of, unnamed) =>
    `${read} of ${of} cards read${unnamed > 0 ? `; ${unnamed} not named` : ''}: what is shown holds for these cards only.`,
  seatsFromYou: ['Right', 'Partner', 'Left'],
};

const de: VerdictWords = {
  writes: (team, points) => `${team} schreiben ${points}.`,
  writesWeis: (team) => `${team} schreiben ihre Weise.`,
  decidedBy: (stage) => `Entschieden durch: ${stage}.`,
  open: (stage) => `Noch offen: Es kommt an auf: ${stage}.`,
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
  chance: (team, share) => `${team} schreiben: ${percent('de')(share)}`,
  nobodyChance: (share) => `niemand: ${percent('de')(share)}`,
  unsaid: '?',
  said: 'sagt',
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

const deCH: VerdictWords = {
  ...de,
  chance: (team, share) => `${team} schreiben: ${percent('de-CH')(share)}`,
  nobodyChance: (share) => `niemand: ${percent('de-CH')(share)}`,
};

const fr: VerdictWords = {
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
  chance: (team, share) => `${team} marquent : ${percent('fr')(share)}`,
  nobodyChance: (share) => `personne : ${percent('fr')(share)}`,
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

const it: VerdictWords = {
  writes: (team, points) => `${team} segnano ${points}.`,
  writesWeis: (team) => `${team} segnano i loro Weis.`,
  decidedBy: (stage) => `Deciso da: ${stage}.`,
  open: (stage) => `Non ancora deciso: dipende da: ${stage}.`,
  ifBelow: {
    points: (team, seats, value, many) =>
      `${team} segnano se ${seats} ${many ? 'dichiarano ciascuno' : 'dichiara'} meno di ${value}.`,
    cards: (team, seats, value, many) => `${team} segnano se ${seats} ${many ? 'hanno ciascuno' : 'ha'} meno di ${value} carte.`,
    highest: (team, seats, value, many) =>
      `${team} segnano se ${seats} ${many ? 'arrivano ciascuno' : 'arriva'} sotto: ${value}.`,
    lowest: (team, seats, value) => `${team} segnano se la carta più bassa di ${seats} è sopra: ${value}.`,
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
  chance: (team, share) => `${team} segnano: ${percent('it')(share)}`,
  nobodyChance: (share) => `nessuno: ${percent('it')(share)}`,
  unsaid: '?',
  said: 'dice',
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

export const VERDICT_WORDS: Readonly<Record<Lang, VerdictWords>> = { en, 'de-CH': deCH, de, fr, it };
