import type { CliWords } from '../../cli/types.js';
import { formatsOf } from '../../format.js';

const number = (value: number) => formatsOf('de').number(value);

export const cli: CliWords = {
  errors: {
    'bad-arguments': (token) => `Unbekanntes oder unvollständiges Argument «${token}»; siehe --help.`,
    'cannot-write': (token) => `«${token}» lässt sich nicht schreiben (kein solcher Ordner oder keine Berechtigung).`,
  },
  usage: 'Aufruf',
  hands: 'eine Hand pro Spieler, in Sitzreihenfolge',
  json: 'ein Tisch als JSON hinein, ein Ergebnis als JSON hinaus',
  example: 'Fünfblatt gegen vier Asse, entschieden durch die Anzahl Karten',
  stats: 'jede Hand des Spiels gezählt: die genauen Chancen jedes besten Weis und von Stöck',
  odds: 'wie oft der Weis dieser Hand gewinnt, per Monte-Carlo mit Startwert',
  render: 'die Figur als HTML mit dem Element, --svg oder --png (ein Bild mit den Karten), auf stdout oder --out DATEI',
  serve:
    'der Figurendienst: /figure.svg, /figure.png, eine Seite mit Linkvorschau und /oembed, auf http://127.0.0.1:8787 (--port N, --host H, --origin URL für die Links)',
  serving: (url) => `Figuren auf ${url} (Ctrl-C beendet).`,
  notations:
    'Hände (jede Schreibweise, gross oder klein, mit oder ohne Akzente; Komma, Strichpunkt oder neue Zeile beendet eine Karte)',
  notationCanonical: 'kanonisch: Farbe H D S C + Wert 6 7 8 9 T J Q K A (auch 10 für T)',
  notationSymbols: 'Wert zuerst, Farbsymbole',
  notationNames: 'Namen auf Englisch, Deutsch, Schweizerdeutsch, Französisch und Italienisch',
  notationTrump: 'Trumpf-Under / Trumpf-Nell (braucht --trump)',
  notationMelds: 'Weise direkt angegeben',
  notationUnknown: 'ein Spieler mit unbekannten Karten',
  notationSaid: 'was der Spieler am Tisch angesagt hat: das Urteil, soweit es feststeht',
  teams: 'Spieler 1 und 3 sind ein Team, 2 und 4 das andere. Jede Hand in Anführungszeichen.',
  options: 'Optionen',
  /** Each table setting's help line (`TABLE_SETTINGS`), after its option. */
  fields: {
    rules: 'schieber (Standard), official, no-cross, traditional, vorarlberg, belot',
    trump:
      'H D S C (oder Herz, Rosen, …), obenabe, undenufe; vorarlberg: bock geiss slalom; belot: no-trumps all-trumps. Ohne Angabe ist Trumpf unbekannt: kein Stöck, keine Trumpfstufe',
    forehand: 'wer zuerst spielt (1-4, Standard 1)',
    factor: 'der Faktor der Runde (Standard 1): 3 × (100 + 20) = 360',
    game: 'schieber (Standard), molotow (Handweis als Minuspunkte), coiffeur, differenzler (ohne Weis)',
  },
  optLang: 'en (Standard), de-CH, de, fr, it',
  optFace: 'Kartennamen: french oder german-swiss (Standard nach Sprache)',
  optNames: 'die Namen der Spieler, z. B. "Anna|Beat|Chrigu|Dani"',
  optTricks: 'Stiche der beiden Teams (traditional: kein Stich, kein Weis)',
  optTrick: 'Molotow: die vier Karten eines Stichs, für seinen Tischweis',
  optOption: 'eine Regeloption, z. B. crossUse=false, writes=all, molotowCompare=true',
  optJson: 'Ergebnis als JSON ausgeben; ohne Hände wird der Tisch von stdin gelesen',
  optHelp: 'dieser Text',
  oddsOptions: 'odds: --seat N (1-4), --deals N (höchstens 500 000), --seed S, --announced SPIELER:PUNKTE',
  examples: 'Beispiele',
  exampleCards: 'wer gewinnt, Fünfblatt oder vier Asse? (das Blatt, durch die Anzahl Karten)',
  exampleSwiss: 'schweizerdeutsche Namen, Trumpf Schilten, Faktor 2',
  exampleMelds: 'Weise, wie man sie am Tisch sagt, statt Karten',
  exampleOdds: 'wie oft gewinnt dieser Fünfziger?',
  exitCodes: 'Rückgabewerte',
  exitMeanings: '0 eine Antwort; 2 ungültige Eingabe (ein Satz auf stderr; mit --json ein JSON-Fehler auf stdout)',
  rulesDoc: 'Alle Regelwerke und ihre Quellen: docs/rules.md im Paket.',
  statsHeader: (size, count, rules, trump) =>
    `${number(size)}-Karten-Hände: ${number(count)} · Regeln: ${rules} · Trumpf: ${trump}`,
  statsTime: (seconds, workers) => `(${seconds} s mit ${number(workers)} Threads)`,
  statsBest: 'bester Weis',
  statsWith: (stoeck) => `mit ${stoeck}`,
  statsFours: 'Alle vier eines Werts',
  oddsDeals: (deals, seed) => `${number(deals)} Verteilungen der unbekannten Karten (Startwert ${seed})`,
  oddsDrawn: (drawn) => `${number(drawn)} gezogen für die Ansagen`,
  oddsIncomplete: (drawn) => `nach ${number(drawn)} Ziehungen beendet: keine weiteren Verteilungen passten zu den Ansagen`,
  oddsRandom: (count) => `${number(count)} Karten der Hand waren nicht angegeben und wurden zufällig verteilt`,
  errorIn: 'in',
  validValues: (values) => `Gültig: ${values}.`,
  quoteHint:
    'Jede einzelne Karte wurde zu einem eigenen Spieler. Setze jede Hand in Anführungszeichen: jass-weis "H6 H7 H8" "SA DA CA".',
  trumpNotGiven: 'nicht angegeben: kein Stöck und keine Trumpfstufe (--trump setzt ihn)',
};
