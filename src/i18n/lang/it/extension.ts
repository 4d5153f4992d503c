import type { ExtensionWords } from '../../extension/types.js';
import { formatsOf } from '../../format.js';

const number = (value: number) => formatsOf('it').number(value);

export const extension: ExtensionWords = {
  language: 'Lingua',
  noCards: 'Nessuna carta trovata su questa pagina.',
  teach: 'Insegna: clicca una delle tue carte',
  teachShort: 'Insegna',
  teachPrompt: 'Clicca una delle tue carte…',
  teachFailed: 'Non era una delle tue carte: non è stato salvato nulla. Clicca su una delle tue carte.',
  teachTooLarge:
    'Le carte di questa pagina hanno nomi troppo lunghi da ricordare: non è stato salvato nulla. Usa invece «Dai un nome a una carta».',
  lessonDropped: (why) =>
    `Ciò che ho imparato su questo sito leggeva ${why === 'twice' ? 'una carta due volte' : 'più carte di quante ne abbia una mano'}. Non può essere giusto: l’ho dimenticato. Dai di nuovo il nome alle tue carte.`,
  handImpossible: (why) =>
    `Su questa pagina leggo ${why === 'twice' ? 'una carta due volte' : 'più carte di quante ne abbia una mano'}, quindi non mostro nessuna mano. Dai il nome alle tue carte per insegnarmelo.`,
  teachNotSaved: 'La memoria del browser ha rifiutato quanto appreso: non è stato salvato nulla. Riprova più tardi.',
  panelBehind: 'Il pannello laterale non segue questa pagina: la memoria del browser ha rifiutato l’aggiornamento.',
  seenUnplaced: (texts) => `Sulla pagina, posto non chiaro: ${texts}`,
  refusedSaid: (seat, text) => `Sulla pagina per ${seat}, ma impossibile accanto alle tue carte (non usato): ${text}`,
  restsOnPage: (seats) => `Questo si basa su parole lette dalla pagina per ${seats}.`,
  teachDone: 'Imparato. Ora leggo:',
  undo: 'Annulla',
  forgetSite: 'Dimentica questo sito',
  nameCards: 'Dai un nome a una carta',
  namePrompt: 'Clicca su una carta che non so leggere…',
  nameNotCard: 'Non è una carta tra altre. Clicca su una delle tue carte.',
  nameWhich: 'Che carta è?',
  nameMore: (count) => `Grazie. Dai il nome a un’altra carta (${number(count)} finora).`,
  nameDoubt: {
    alike: 'Due delle tue carte mi sembrano uguali.',
    misread: 'Ciò che ho imparato chiamerebbe male una delle tue carte.',
    unchecked: 'Con una carta in più verifico ciò che ho imparato.',
    more: 'Da queste non riesco ancora a leggere ogni carta.',
  },
  nameNext: 'Ora clicca la carta evidenziata: dice di più.',
  nameMissing: 'Dai un nome alle carte evidenziate',
  readScreen: 'Leggi dallo schermo',
  setTrump: 'Scegli la briscola',
  cancel: 'Annulla',
  collapse: 'Comprimi',
  expand: 'Espandi',
  sayIt: 'Di’',
  trumpUnknown: 'briscola non visibile',
  readOnSite: 'Leggi le carte su questo sito',
  knownSite: 'Sito conosciuto',
  overlayOn: 'Riquadro sulle pagine di gioco',
  pairingLabel: 'Semi svizzero-tedeschi',
  handFromPage: (host) => `La tua mano, letta su ${host}`,
  pageTable: 'Tavolo di questa pagina',
  noPage: 'Apri una pagina di gioco e attiva la lettura nel popup.',
  settings: 'Lingua, carte, sovrapposizione',
  auto: 'Automatico',
  soFar: 'finora',
  partialRead: (read, of, unnamed) =>
    `${read} carte lette su ${of}${unnamed > 0 ? `; ${unnamed} senza nome` : ''}: quanto mostrato vale solo per queste carte.`,
  gameBy: {
    player: 'la tua scelta per questo sito',
    page: 'come dice la pagina',
    cards: 'come mostrano le carte della pagina',
    default: 'non indicato sulla pagina',
  },
  noTrick: 'Il roem si conta nelle carte di una presa, mai dalla mano: sul tavolo non c’è ancora nessuna presa.',
  chooseGame: 'Quale gioco?',
  gameFromPage: 'Come dice la pagina',
  gameNotShown: (game) => `La pagina non dice quale gioco: contato come ${game}.`,
};
