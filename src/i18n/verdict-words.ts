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
  /** The condition under which a team writes: each of `seats` below `value` at the stage. */
  ifBelow: Readonly<Record<AskedStage, (team: string, seats: string, value: string) => string>>;
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
}

const percent = (lang: Lang) => (share: number) => formatsOf(lang).percent(share);

const en: VerdictWords = {
  writes: (team, points) => `${team} write ${points}.`,
  writesWeis: (team) => `${team} write their Weis.`,
  decidedBy: (stage) => `Decided by the ${stage}.`,
  open: (stage) => `Not decided yet: the ${stage} decides.`,
  ifBelow: {
    points: (team, seats, value) => `${team} write if ${seats} say less than ${value}.`,
    cards: (team, seats, value) => `${team} write if ${seats} have fewer than ${value} cards.`,
    highest: (team, seats, value) => `${team} write if ${seats} go up to a card below the ${value}.`,
    lowest: (team, seats, value) => `${team} write if the lowest card of ${seats} is above the ${value}.`,
    trump: (team, seats) => `${team} write if ${seats} are not in trump.`,
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
};

const de: VerdictWords = {
  writes: (team, points) => `${team} schreiben ${points}.`,
  writesWeis: (team) => `${team} schreiben ihre Weise.`,
  decidedBy: (stage) => `Entschieden durch: ${stage}.`,
  open: (stage) => `Noch offen: Es entscheidet ${stage}.`,
  ifBelow: {
    points: (team, seats, value) => `${team} schreiben, wenn ${seats} weniger als ${value} ansagen.`,
    cards: (team, seats, value) => `${team} schreiben, wenn ${seats} weniger als ${value} Karten haben.`,
    highest: (team, seats, value) => `${team} schreiben, wenn ${seats} nur bis unter ${value} gehen.`,
    lowest: (team, seats, value) => `${team} schreiben, wenn die tiefste Karte von ${seats} über ${value} liegt.`,
    trump: (team, seats) => `${team} schreiben, wenn ${seats} nicht im Trumpf sind.`,
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
  open: (stage) => `Pas encore décidé : ${stage} décide.`,
  ifBelow: {
    points: (team, seats, value) => `${team} marquent si ${seats} annoncent moins de ${value}.`,
    cards: (team, seats, value) => `${team} marquent si ${seats} ont moins de ${value} cartes.`,
    highest: (team, seats, value) => `${team} marquent si ${seats} s’arrêtent sous ${value}.`,
    lowest: (team, seats, value) => `${team} marquent si la plus basse carte de ${seats} est au-dessus de ${value}.`,
    trump: (team, seats) => `${team} marquent si ${seats} ne sont pas à l’atout.`,
    seat: (team) => `${team} marquent.`,
    suit: (team, seats, value) => `${team} marquent si la couleur de ${seats} vient après ${value}.`,
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
};

const it: VerdictWords = {
  writes: (team, points) => `${team} segnano ${points}.`,
  writesWeis: (team) => `${team} segnano i loro Weis.`,
  decidedBy: (stage) => `Deciso da: ${stage}.`,
  open: (stage) => `Non ancora deciso: decide ${stage}.`,
  ifBelow: {
    points: (team, seats, value) => `${team} segnano se ${seats} dichiarano meno di ${value}.`,
    cards: (team, seats, value) => `${team} segnano se ${seats} hanno meno di ${value} carte.`,
    highest: (team, seats, value) => `${team} segnano se ${seats} arrivano sotto ${value}.`,
    lowest: (team, seats, value) => `${team} segnano se la carta più bassa di ${seats} è sopra ${value}.`,
    trump: (team, seats) => `${team} segnano se ${seats} non sono in briscola.`,
    seat: (team) => `${team} segnano.`,
    suit: (team, seats, value) => `${team} segnano se il seme di ${seats} viene dopo ${value}.`,
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
};

export const VERDICT_WORDS: Readonly<Record<Lang, VerdictWords>> = { en, 'de-CH': deCH, de, fr, it };
