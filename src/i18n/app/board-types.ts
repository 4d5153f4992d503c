import type { BoardPart } from '../../core/index.js';

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
  why: (reason: string) => string;
  byHand: string;
  /** A Weis settled from what was said, where no one stage decides however the unknown cards lie. */
  bySaid: string;
  save: string;
  cancel: string;
  undo: string;
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
}
