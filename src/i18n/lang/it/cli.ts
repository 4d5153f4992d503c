import type { CliWords } from '../../cli/types.js';
import { formatsOf } from '../../format.js';

const number = (value: number) => formatsOf('it').number(value);

export const cli: CliWords = {
  errors: {
    'bad-arguments': (token) => `Argomento sconosciuto o incompleto «${token}»; vedi --help.`,
    'cannot-write': (token) => `«${token}» non si può scrivere (cartella inesistente o permesso mancante).`,
  },
  usage: 'Uso',
  hands: 'una mano per giocatore, nell’ordine dei posti',
  json: 'un tavolo JSON in entrata, un risultato JSON in uscita',
  example: 'scala di cinque contro quattro assi, decisa dal numero di carte',
  stats: 'ogni mano del mazzo contata: le probabilità esatte di ogni Weis migliore e dello Stöck',
  odds: 'quanto spesso vince il Weis di questa mano, con Monte Carlo e seme',
  render: 'la figura in HTML con l’elemento, --svg o --png (un’immagine con le carte), su stdout o --out FILE',
  serve:
    'il servizio di figure: /figure.svg, /figure.png, una pagina con anteprima del link e /oembed, su http://127.0.0.1:8787 (--port N, --host H, --origin URL per i link)',
  serving: (url) => `Figure servite su ${url} (Ctrl-C ferma).`,
  notations:
    'Mani (ogni notazione, maiuscole o no, con o senza accenti; una virgola, un punto e virgola o un a capo chiude una carta)',
  notationCanonical: 'canonica: seme H D S C + valore 6 7 8 9 T J Q K A (anche 10 per T)',
  notationSymbols: 'prima il valore, simboli dei semi',
  notationNames: 'nomi in inglese, tedesco, svizzero tedesco, francese e italiano',
  notationTrump: 'il fante / il nove di briscola (richiede --trump)',
  notationMelds: 'Weis indicati direttamente',
  notationUnknown: 'un giocatore con carte sconosciute',
  notationSaid: 'ciò che il giocatore ha detto al tavolo: il verdetto, per quanto è noto',
  teams: 'I giocatori 1 e 3 sono una squadra, 2 e 4 l’altra. Metti ogni mano tra virgolette.',
  options: 'Opzioni',
  /** Each table setting's help line (`TABLE_SETTINGS`), after its option. */
  fields: {
    rules: 'schieber (predefinito), official, no-cross, traditional, vorarlberg, belot',
    trump:
      'H D S C (o cuori, Rosen, …), obenabe, undenufe; vorarlberg: bock geiss slalom; belot: no-trumps all-trumps. Senza, la briscola è sconosciuta: niente Stöck, niente livello di briscola',
    forehand: 'il giocatore che gioca per primo (1-4, predefinito 1)',
    factor: 'il fattore della mano (predefinito 1): 3 × (100 + 20) = 360',
    game: 'schieber (predefinito), molotow (Handweis come punti negativi), coiffeur, differenzler (senza Weis)',
  },
  optLang: 'en (predefinito), de-CH, de, fr, it',
  optFace: 'nomi delle carte: french o german-swiss (predefinito secondo la lingua)',
  optNames: 'i nomi dei giocatori, p. es. "Anna|Beat|Chrigu|Dani"',
  optTricks: 'prese delle due squadre (traditional: nessuna presa, nessun Weis)',
  optTrick: 'Molotow: le quattro carte di una presa, per il suo Tischweis',
  optOption: 'un’opzione di regola, p. es. crossUse=false, writes=all, molotowCompare=true',
  optJson: 'scrive il risultato in JSON; senza mani, legge il tavolo da stdin',
  optHelp: 'questo testo',
  oddsOptions: 'odds: --seat N (1-4), --deals N (al massimo 500 000), --seed S, --announced GIOCATORE:PUNTI',
  examples: 'Esempi',
  exampleCards: 'chi vince, la scala di cinque o i quattro assi? (la scala, per il numero di carte)',
  exampleSwiss: 'nomi svizzero tedeschi, briscola Schilten, fattore 2',
  exampleMelds: 'Weis detti al tavolo invece delle carte',
  exampleOdds: 'quanto spesso vince questo cinquanta?',
  exitCodes: 'Codici di uscita',
  exitMeanings: '0 una risposta; 2 input non valido (una frase su stderr; con --json un errore JSON su stdout)',
  rulesDoc: 'Tutte le regole e le loro fonti: docs/rules.md nel pacchetto.',
  statsHeader: (size, count, rules, trump) =>
    `Mani di ${number(size)} carte: ${number(count)} · Regole: ${rules} · Briscola: ${trump}`,
  statsTime: (seconds, workers) => `(${seconds} s su ${number(workers)} thread)`,
  statsBest: 'Weis migliore',
  statsWith: (stoeck) => `con ${stoeck}`,
  statsFours: 'Tutte e quattro di un valore',
  oddsDeals: (deals, seed) => `${number(deals)} distribuzioni delle carte sconosciute (seme ${seed})`,
  oddsDrawn: (drawn) => `${number(drawn)} estratte per gli annunci`,
  oddsIncomplete: (drawn) => `fermato dopo ${number(drawn)} estrazioni: nessun’altra distribuzione corrispondeva agli annunci`,
  oddsRandom: (count) => `${number(count)} carte della mano non erano indicate e sono state distribuite a caso`,
  errorIn: 'in',
  validValues: (values) => `Valori validi: ${values}.`,
  quoteHint: 'Ogni carta singola è diventata un giocatore. Metti ogni mano tra virgolette: jass-weis "H6 H7 H8" "SA DA CA".',
  trumpNotGiven: 'non indicata: niente Stöck e niente livello di briscola (--trump la imposta)',
};
