import type { ExtensionWords } from '../../extension/types.js';
import { formatsOf } from '../../format.js';

const number = (value: number) => formatsOf('de').number(value);

export const extension: ExtensionWords = {
  language: 'Sprache',
  noCards: 'Keine Karten auf dieser Seite gefunden.',
  teach: 'Anlernen: klicke eine deiner Karten',
  teachShort: 'Anlernen',
  teachPrompt: 'Klicke eine deiner Karten…',
  teachFailed: 'Das war keine deiner Karten: nichts gespeichert. Klicke auf eine deiner Karten.',
  teachTooLarge:
    'Die Karten dieser Seite haben zu lange Namen, um sie zu merken: nichts gespeichert. Nimm stattdessen «Karte benennen».',
  lessonDropped: (why) =>
    `Was ich auf dieser Seite gelernt habe, las ${why === 'twice' ? 'eine Karte doppelt' : 'mehr Karten, als eine Hand hat'}. Das kann nicht stimmen: Ich habe es vergessen. Benenne deine Karten noch einmal.`,
  handImpossible: (why) =>
    `Ich lese auf dieser Seite ${why === 'twice' ? 'eine Karte doppelt' : 'mehr Karten, als eine Hand hat'} und zeige darum keine Hand. Benenne deine Karten, um es mir beizubringen.`,
  teachNotSaved: 'Der Speicher des Browsers hat das Gelernte abgelehnt: nichts gespeichert. Versuche es später wieder.',
  panelBehind: 'Die Seitenleiste folgt dieser Seite nicht: der Speicher des Browsers hat die Änderung abgelehnt.',
  seenUnplaced: (texts) => `Auf der Seite, Platz unklar: ${texts}`,
  refusedSaid: (seat, text) => `Auf der Seite für ${seat}, aber neben deinen Karten unmöglich (nicht verwendet): ${text}`,
  restsOnPage: (seats) => `Das beruht auf Worten, die von der Seite gelesen sind: ${seats}.`,
  teachDone: 'Gelernt. Jetzt gelesen:',
  undo: 'Rückgängig',
  forgetSite: 'Diese Seite vergessen',
  nameCards: 'Karte benennen',
  namePrompt: 'Klicke auf eine Karte, die ich nicht lesen kann…',
  nameNotCard: 'Das ist keine Karte unter anderen. Klicke auf eine deiner Karten.',
  nameWhich: 'Welche Karte ist das?',
  nameMore: (count) => `Danke. Benenne noch eine Karte (bisher ${number(count)}).`,
  nameDoubt: {
    alike: 'Zwei deiner Karten sehen für mich gleich aus.',
    misread: 'Was ich gelernt habe, würde eine deiner Karten falsch benennen.',
    unchecked: 'Mit einer Karte mehr prüfe ich, was ich gelernt habe.',
    more: 'Daraus kann ich noch nicht jede Karte lesen.',
  },
  nameNext: 'Klicke jetzt die umrandete Karte: Sie verrät am meisten.',
  nameMissing: 'Umrandete Karten benennen',
  readScreen: 'Vom Bildschirm lesen',
  setTrump: 'Trumpf wählen',
  cancel: 'Abbrechen',
  collapse: 'Einklappen',
  expand: 'Ausklappen',
  sayIt: 'Sag',
  trumpUnknown: 'Trumpf nicht sichtbar',
  readOnSite: 'Karten auf dieser Seite lesen',
  knownSite: 'Bekannte Seite',
  overlayOn: 'Anzeige auf Spielseiten',
  pairingLabel: 'Deutschschweizer Farben',
  handFromPage: (host) => `Deine Hand, gelesen auf ${host}`,
  pageTable: 'Tisch auf dieser Seite',
  noPage: 'Öffne eine Spielseite und erlaube das Lesen im Popup.',
  settings: 'Sprache, Karten, Overlay',
  auto: 'Automatisch',
  soFar: 'bisher',
  partialRead: (read, of, unnamed) =>
    `${read} von ${of} Karten gelesen${unnamed > 0 ? `; ${unnamed} nicht benannt` : ''}: was hier steht, gilt nur für diese Karten.`,
  gameBy: {
    player: 'deine Wahl für diese Seite',
    page: 'wie die Seite sagt',
    cards: 'wie die Karten der Seite zeigen',
    default: 'nicht auf der Seite',
  },
  noTrick: 'Roem zählt in den Karten eines Stichs, nie aus der Hand: noch liegt kein Stich auf dem Tisch.',
  chooseGame: 'Welches Spiel?',
  gameFromPage: 'Wie die Seite sagt',
  gameNotShown: (game) => `Die Seite sagt nicht, welches Spiel: gerechnet als ${game}.`,
};
