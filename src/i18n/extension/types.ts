import type { GameSource } from '../../extension/reader/table-game.js';

/** The browser extension's own words: overlay, popup, side panel and settings (not in the element's bundle). */
export interface ExtensionWords {
  language: string;
  noCards: string;
  teach: string;
  /** The popup's button for teaching (its title says the rest: `teach`). */
  teachShort: string;
  teachPrompt: string;
  teachFailed: string;
  /** A learnt pattern over its size cap: refused, with what to do instead. */
  teachTooLarge: string;
  /** The storage refused to keep what was learnt. */
  teachNotSaved: string;
  /** What was learnt on the site read a hand no deal holds (a card twice, or too many cards): forgotten, never shown. */
  lessonDropped: (why: 'twice' | 'too-many') => string;
  /** The page read as a hand no deal holds (nothing learnt involved): no hand shown. */
  handImpossible: (why: 'twice' | 'too-many') => string;
  /** The side panel could not be told what the page shows. */
  panelBehind: string;
  /** Announcements the page shows without saying whose (not used until a seat is tapped). */
  seenUnplaced: (texts: string) => string;
  /** Words the page shows for a seat that no hand can hold beside the cards known: shown there, not used. */
  refusedSaid: (seat: string, text: string) => string;
  /** Under a verdict that rests on words read from the page: whose. */
  restsOnPage: (seats: string) => string;
  teachDone: string;
  undo: string;
  forgetSite: string;
  nameCards: string;
  namePrompt: string;
  nameNotCard: string;
  nameWhich: string;
  nameMore: (count: number) => string;
  /** Why the cards named so far are not enough yet. */
  nameDoubt: Readonly<Record<'alike' | 'misread' | 'unchecked' | 'more', string>>;
  /** The outlined card is the one to name next. */
  nameNext: string;
  /** The outlined cards were not named: name them. */
  nameMissing: string;
  /** Pixels, last: read the hand from a picture of the visible page. */
  readScreen: string;
  setTrump: string;
  cancel: string;
  collapse: string;
  expand: string;
  sayIt: string;
  trumpUnknown: string;
  readOnSite: string;
  knownSite: string;
  overlayOn: string;
  pairingLabel: string;
  /** Above the popup's calculator, where the hand is the one read on the current tab. */
  handFromPage: (host: string) => string;
  pageTable: string;
  noPage: string;
  /** The extension's own settings, named by what they hold (the calculator has its "More settings"). */
  settings: string;
  auto: string;
  /** A hand read in part: its best so far. */
  soFar: string;
  /** "7 of 9 cards read; 2 not named". */
  partialRead: (read: number, of: number, unnamed: number) => string;
  /** How that game is known (the title of its name): the player's choice, the page's words, its cards, nothing. */
  gameBy: Readonly<Record<GameSource, string>>;
  /** The chooser of the game: its label, and its first choice (the game as the page shows it). */
  chooseGame: string;
  gameFromPage: string;
  /** Klaverjas with no trick on the table yet: roem lies in a trick's cards, none declared from the hand. */
  noTrick: string;
  /** Where nothing on the page tells its game: "The page does not say which game: answered as Schieber." */
  gameNotShown: (game: string) => string;
}
