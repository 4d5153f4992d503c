/** The command line's own words: help, statistics, odds and error hints. */
export interface CliWords {
  usage: string;
  hands: string;
  json: string;
  example: string;
  stats: string;
  odds: string;
  notations: string;
  notationCanonical: string;
  notationSymbols: string;
  notationNames: string;
  notationTrump: string;
  notationMelds: string;
  notationUnknown: string;
  teams: string;
  options: string;
  optRules: string;
  optTrump: string;
  optForehand: string;
  optFactor: string;
  optLang: string;
  optFace: string;
  optGame: string;
  optNames: string;
  optTricks: string;
  optTrick: string;
  optOption: string;
  optJson: string;
  optHelp: string;
  oddsOptions: string;
  examples: string;
  exampleCards: string;
  exampleSwiss: string;
  exampleMelds: string;
  exampleOdds: string;
  exitCodes: string;
  exitMeanings: string;
  rulesDoc: string;
  /** stats */
  statsHeader: string;
  statsTime: string;
  statsBest: string;
  statsWith: string;
  statsFours: string;
  /** odds */
  oddsDeals: string;
  oddsDrawn: string;
  oddsIncomplete: string;
  oddsRandom: string;
  /** errors */
  errorIn: string;
  didYouMean: string;
  validValues: string;
  quoteHint: string;
  trumpNotGiven: string;
}
