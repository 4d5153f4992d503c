import type { BoardPart, EveningGameKind } from '../../core/index.js';
import type { Messages } from '../types.js';

/** The board's words (the Jasstafel in the app), each language's in `lang/<lang>/board.ts`. */
export interface BoardWords {
  tabBoard: string;
  tabWeis: string;
  /** The default names of the two teams, by number (1, 2). */
  team: (number: number) => string;
  /** A player not named, by seat (1 to 4). */
  player: (number: number) => string;
  round: (number: number) => string;
  writeRound: string;
  editRound: (number: number) => string;
  trump: string;
  pushed: string;
  chosenBy: (name: string) => string;
  tricks: string;
  pointsOf: (team: string) => string;
  /** The other team's points, derived: "Team 2: 57". */
  rest: (team: string, points: string) => string;
  match: string;
  stoeck: string;
  nobody: string;
  weis: string;
  /** The Weis as the table said it: each player's value, the question, the verdict. */
  weisSaid: string;
  weisByHand: string;
  writesWeis: (team: string, points: string) => string;
  /** Coiffeur: the Weis of the team that did not choose, which its column does not take. */
  weisNotWritten: (team: string, points: string) => string;
  why: (reason: string) => string;
  byHand: string;
  /** A Weis settled from what was said, where no one stage decides however the unknown cards lie. */
  bySaid: string;
  save: string;
  cancel: string;
  undo: string;
  /** Leaves a screen of its own (the statistics, the list of games) for the board. */
  backToBoard: string;
  edit: string;
  remove: string;
  total: string;
  target: string;
  targetOwn: string;
  factor: string;
  factorsAll: string;
  factorsPerTrump: string;
  matchBonus: string;
  order: string;
  parts: Readonly<Record<BoardPart, string>>;
  wins: (team: string) => string;
  winsFirst: (team: string, part: string) => string;
  /** Both passed the target on the tricks: the team out first wins. */
  winsOutFirst: (team: string) => string;
  undecided: string;
  deals: (name: string) => string;
  chooses: (name: string) => string;
  games: string;
  newGame: string;
  start: string;
  group: string;
  teams: string;
  players: string;
  firstDealer: string;
  rules: string;
  writes: string;
  writesBest: string;
  writesAll: string;
  variants: string;
  fourBeatsSequence: string;
  byTotal: string;
  noStoeck: string;
  exportGame: string;
  importGame: string;
  imported: string;
  importFailed: (field: string, token: string) => string;
  storageRefused: string;
  chalkBoard: string;
  roundsTable: string;
  /** The accessible name of a team's half of the chalk board. */
  teamPoints: (team: string, points: string) => string;
  deleteGame: string;
  open: string;
  noRounds: string;
  print: string;
  /** Why "Write" waits, said beside it: what is still missing. */
  needTrump: string;
  needPoints: string;
  /** A point board's round: any points, each player's still to type. */
  needAnyPoints: string;
  pointsRange: (typed: string) => string;
  needAnswer: (question: string) => string;
  needHandTeam: string;
  handNotNumber: (token: string) => string;
  handNotValue: (token: string, values: string) => string;
  handBestOnly: string;
  whoFirst: string;
  gameOver: string;
  /** The Weis by hand: its value, or the melds shown ("50 + 20"). */
  handValues: string;
  /** What the writing team showed besides what its players said (it writes all its Weis). */
  shownBesides: string;
  /** The values written, added up: "50 + 20 = 70". */
  sumOf: (values: string, total: string) => string;
  /** A deletion asks once more. */
  confirmDelete: (what: string) => string;
  yesDelete: string;
  /** A file's game that is kept here in another state. */
  importDiffers: (name: string, keptRounds: string, fileRounds: string) => string;
  importReplace: string;
  importKeepBoth: string;
  importNotJson: string;
  importNotGame: string;
  importNewer: string;
  /** The printout's head: the day it was printed. */
  printedOn: (date: string) => string;
  /** The game to a target in points, or a number of rounds. */
  targetPoints: string;
  targetRounds: string;
  roundsCount: string;
  roundOf: (round: string, total: string) => string;
  counterMatch: string;
  halfway: string;
  halfwayWon: (team: string) => string;
  /** A game of a number of rounds ended with both totals alike. */
  drawn: string;
  /** The games of an evening, by their names at the table. */
  gameKinds: Readonly<Record<EveningGameKind, string>>;
  gameKind: string;
  /** Games everyone plays alone: how many play, and what each round asks of each. */
  playerCount: string;
  guess: string;
  made: string;
  handWeis: string;
  tableWeis: string;
  roundPoints: string;
  goal: string;
  goalNone: string;
  fewestWin: string;
  /** The trick points of a round that do not add up. */
  not157: (total: string) => string;
  outOfRange: (name: string) => string;
  winners: (names: string) => string;
  /** Coiffeur: each team's column of rows. */
  row: string;
  rowsCount: string;
  freeChoice: string;
  matchPoints: string;
  counter: string;
  /** What a team needs per open factor to pass the other; what it can reach at most. */
  needs: (team: string, points: string) => string;
  mostLeast: (team: string, most: string, least: string) => string;
  chooseRow: string;
  rowTaken: string;
  /** The evening remembered: the statistics and their pictures. */
  statistics: string;
  statsOf: (count: number, games: string) => string;
  allGroups: string;
  gamesWon: string;
  weisSettled: string;
  pointsWritten: string;
  stillNeeds: string;
  wonOf: (won: string, played: string) => string;
  forAgainst: (won: string, lost: string) => string;
  /** Who deals next, set by hand. */
  dealerNext: string;
  /** The group's Weis rules as set, one fact a line (no preset text a checkbox can contradict). */
  ruleCardTwice: string;
  ruleCardOnce: string;
  ruleLowFours: string;
  ruleRunsFromTen: string;
  ruleNeedsTrick: string;
  ruleLowestWins: string;
  ruleTies: (stages: string) => string;
  /**
   * The calculator's words as the table speaks them, where they are the table's own (Swiss
   * German: the dialect, for the Wys tab and the board's questions and verdicts); null: the
   * calculator's words as they are.
   */
  table: Messages | null;
}
