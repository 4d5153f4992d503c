import type { RuleOptionName, SettingName } from '../../core/index.js';
import type { CliErrorCode, ErrorSentence } from '../types.js';

/** The command line's own words: help, statistics, odds and error hints. */
export interface CliWords {
  usage: string;
  hands: string;
  json: string;
  example: string;
  stats: string;
  odds: string;
  render: string;
  serve: string;
  /** `serve` started: where. */
  serving: (url: string) => string;
  notations: string;
  notationCanonical: string;
  notationSymbols: string;
  notationNames: string;
  notationTrump: string;
  notationMelds: string;
  notationUnknown: string;
  /** What a player said at the table, instead of cards: the verdict as far as it is known. */
  notationSaid: string;
  teams: string;
  options: string;
  /** Each table setting's help line, after `-x, --factor F`. */
  fields: Readonly<Record<SettingName, string>>;
  optLang: string;
  optFace: string;
  optNames: string;
  optTricks: string;
  optTrick: string;
  optOption: string;
  /** `--options`: every rule option, its values, and its value in the rules chosen. */
  optOptions: string;
  /** `--schema`: the JSON Schema of a table on stdin. */
  optSchema: string;
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
  /** `--options`: its heading for the rules chosen, each option's line (`RULE_OPTION_SPECS`), its value there. */
  optionsHeading: (rules: string) => string;
  ruleOptions: Readonly<Record<RuleOptionName, string>>;
  optionValues: {
    /** A list of distinct values, each at most once ("points, cards, … in order"). */
    list: (values: string) => string;
    pointsByLength: string;
    pointsByRank: string;
  };
  optionIn: (rules: string, value: string) => string;
  /** The JSON Schema's title and the description of its `options`. */
  schemaTitle: string;
  schemaOptions: string;
  /** stats */
  statsHeader: (size: number, count: number, rules: string, trump: string) => string;
  statsTime: (seconds: string, workers: number) => string;
  statsBest: string;
  statsWith: (stoeck: string) => string;
  statsFours: string;
  /** odds */
  oddsDeals: (deals: number, seed: string) => string;
  oddsDrawn: (drawn: number) => string;
  oddsIncomplete: (drawn: number) => string;
  oddsRandom: (count: number) => string;
  /** errors: the sentences of the command line's own codes, and how an error is shown */
  errors: Readonly<Record<CliErrorCode, ErrorSentence>>;
  errorIn: string;
  validValues: (values: string) => string;
  /** After a rule option's error: the option beside which it means nothing ("declares" beside "crossUse"). */
  optionConflict: (option: string) => string;
  quoteHint: string;
  trumpNotGiven: string;
}
