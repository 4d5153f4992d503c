import type {
  Face,
  GermanSwissSuit,
  Lang,
  MeldWords,
  Mode,
  PresetName,
  Rank,
  SettingName,
  Stage,
  Suit,
  TableErrorCode,
} from '../core/index.js';
import type { VerdictWords } from './verdict-words.js';

/**
 * Errors of the views' own input (the CLI's arguments, the element's display attributes), beside
 * the core's; and `fault`, a fault of our own code (shown instead of what could not be drawn or computed).
 */
export const VIEW_ERROR_CODES = [
  'bad-arguments',
  'unknown-lang',
  'bad-attribute',
  'cannot-write',
  'words-unavailable',
  'fault',
] as const;
export type ViewErrorCode = (typeof VIEW_ERROR_CODES)[number];
/** Codes only the command line gives: their sentences are the CLI's words, not the element's. */
export const CLI_ERROR_CODES = ['bad-arguments', 'cannot-write'] as const;
export type CliErrorCode = (typeof CLI_ERROR_CODES)[number];
/** An error's sentence, from its token and field. */
export type ErrorSentence = (token: string, field: string) => string;

/** Words that change with the face of the deck. */
export interface FaceWords {
  /** Suit names as used in a meld name ("Roses", "Hearts"). */
  suits: Readonly<Record<Suit, string>>;
  ranks: Readonly<Record<Rank, string>>;
  /** "Four Aces", "Vier Under", "Carré de valets". */
  fours: Readonly<Record<Rank, string>>;
}

export type ErrorCode = TableErrorCode | ViewErrorCode;
export type Decision = Stage | 'uncontested';

/** Every text the views show. One table per language; the core stays free of words. */
export interface Messages {
  /** BCP 47 tag of the table. */
  lang: Lang;
  /** Quotation marks of the language around a text. */
  quote(text: string): string;
  /** A Weis's value as a player says it at the table: "a hundred and fifty", "hundertfüfzg". */
  saysPoints(points: number): string;
  faces: Readonly<Record<Face, FaceWords>>;
  germanSwissSuits: Readonly<Record<GermanSwissSuit, string>>;
  /** "Three in a row, Roses up to the King". */
  sequenceName(length: number, suit: string, top: string, topRank: Rank): string;
  /** Each game's own words for its melds (the rules' `words`): Weis, annonces, roem. */
  meldWords: Readonly<Record<MeldWords, MeldVocabulary>>;
  /** Klaverjas: the roem of a trick. */
  roem: RoemWords;
  modes: Readonly<Record<Mode, string>>;
  stages: Readonly<Record<Decision, string>>;
  /** One line per preset: what it is and where it comes from. */
  presets: Readonly<Record<PresetName, string>>;
  presetNames: Readonly<Record<PresetName, string>>;
  /** Each error as a sentence, with the text in error and (for attributes) the field. */
  /** Every error's sentence but the command line's own (`CliWords.errors`). */
  errors: Readonly<Record<Exclude<ErrorCode, CliErrorCode>, ErrorSentence>>;
  /** The verdict as far as it is known: who writes, what decides, what to ask next. */
  verdict: VerdictWords;
  /** Each table setting's label (`TABLE_SETTINGS`): the controls, the builder's form, "Rules: Schieber". */
  fields: Readonly<Record<SettingName, string>>;
  ui: UiWords;
}

/** A game's own words for its melds, as its players say them. */
export interface MeldVocabulary {
  /** The melds as a whole, as a heading or label: "Melds", "Annonces", "Roem". */
  melds: string;
  /** A player without any: "no Weis", "pas d’annonce". */
  noMeld: string;
  /** "Nobody writes a Weis.", "Personne ne marque d’annonce." */
  nobodyWrites: string;
  /** Rules where no melds are declared (the FFB's Belote and Contrée): only the King and Queen of trump count. */
  notPlayed: string;
  /** A run as the game's players name it ("Tierce au roi de cœur"); absent: `Messages.sequenceName`. */
  sequenceName?(length: number, suit: string, top: string, topRank: Rank): string;
  /** Values the game's players announce by a name of their own (Belote's "tierce" for 20); any other in words (`Messages.saysPoints`). */
  says?: Readonly<Record<number, string>>;
}

/** Klaverjas's roem, counted in the cards of one trick. */
export interface RoemWords {
  /** The trick's label where its cards are shown: "Trick", "Pli". */
  trick: string;
  /** "Roem of the trick: 40". */
  ofTrick(points: string): string;
  /** The trick is not complete: what lies so far. */
  soFar(cards: number): string;
  /** A King and Queen of one suit lie in the trick and the trump is not given. */
  stukUnknown: string;
  /** Hands were given: in this game a hand declares nothing. */
  notInHand: string;
  /** No roem in the trick. */
  none: string;
}

export interface UiWords {
  seat: string;
  /** Under the Trump label: no trump known yet, said short (the control is a third of a phone's width). */
  trumpNotKnown: string;
  deck: string;
  melds: string;
  noMeld: string;
  says: string;
  saysTop: (top: string) => string;
  stoeck: string;
  belot: string;
  /** Belote as France says it: "belote et rebelote". */
  belote: string;
  /** Klaverjas's King and Queen of trump. */
  stuk: string;
  writes: string;
  /** The verb for a team of two ("Anna & Chrigu write"). */
  teamWrites: string;
  /** The same for a team that holds "You" (the player's own view): French and Italian say it in the second person. */
  youWrite: string;
  nobodyWrites: string;
  decidedBy: string;
  /** "decided by cards", "décidé par le nombre de cartes": the stage with the article its language puts before it. */
  decidedByStage: (stage: string) => string;
  /** The colon after a label, as the language sets it (French: a no-break space before it). */
  colon: string;
  comparison: string;
  sequences: string;
  fours: string;
  tie: string;
  noTrick: string;
  yes: string;
  no: string;
  unknownSeat: string;
  handweis: string;
  tischweis: string;
  wins: string;
  cardsHeld: string;
  result: string;
  inputHands: string;
  inputMelds: string;
  addMeld: string;
  kindSequence: string;
  kindFour: string;
  length: string;
  suit: string;
  top: string;
  rank: string;
  remove: string;
  enterHand: string;
  /** "wins 71 % of the time". */
  odds: (share: number) => string;
  faceFrench: string;
  faceGermanSwiss: string;
  gameSchieber: string;
  gameMolotow: string;
  gameCoiffeur: string;
  gameDifferenzler: string;
  /** Coiffeur and Differenzler: no Weis, no Stöck. */
  gameWithoutWeis: string;
  /** Seats as the reader sees them from their own: you, then right, partner, left. */
  you: string;
  /** "You win": the reader's own seat wins (the verb agrees with "you"). */
  youWin: string;
  /** The card picker of a player, named as the screen names them. */
  cardsLabel: (player: string) => string;
  textLabel: (player: string) => string;
  quick: string;
  errorsIn: (player: string) => string;
  pickCards: string;
  /** The link from a preset's description to where the rules and their sources are written down. */
  rulesLink: string;
  moreSettings: string;
  /** Above the last valid answer, shown dimmed while the input has errors. */
  lastValid: string;
  /** The figure as a PNG: to the clipboard, or to the phone's share sheet. */
  copyImage: string;
  shareImage: string;
  imageCopied: string;
  imageFailed: string;
  /** After the listed errors: "and {count} more". */
  moreErrors: (count: number) => string;
  oddsTeam: (share: number) => string;
  /** A ladder value nobody can know (the trump stage without trump). */
  notKnown: string;
  /** The highest-card stage where the lowest card wins. */
  lowestCard: string;
  /** A hand given short: "{count}" of its cards were dealt at random. */
  oddsRandom: (count: number) => string;
  /** The statistics' columns (the table's other words are its own, `STATS_WORDS`). */
  statsHands: string;
  statsShare: string;
  /** After a word not understood: "Did you mean Rosen or Rose?" (the alternatives already joined). */
  didYouMean: (alternatives: string) => string;
  /** Said above a seat whose text was read as melds named directly, not as cards. */
  readAsMelds: string;
  /** A ladder row the comparison never reached: it was decided before. */
  notReached: string;
}
