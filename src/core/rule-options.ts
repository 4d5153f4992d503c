import { DECKS, RANKS, SUITS } from './cards.js';
import { LISTED_STAGES, MELD_WORDS, MELDS_COUNT, MODES, type Rules } from './rules.js';

/*
 * Every rule option and what it takes, in one list: the input boundary reads options by it
 * (`readRuleOptions`), the command line lists them (`jass-weis --options`) and the JSON Schema
 * of a table is made from it (`tableJsonSchema`). Adding an option to `Rules` without an entry
 * here is a type error.
 */

/**
 * - `boolean`: true or false.
 * - `choice`: one of `values`.
 * - `list`: distinct items of `values`, from `min` to `max` of them, in the order that counts.
 * - `points-by-length`: a sequence's points by its number of cards (index = cards: 0, 1 and 2 are
 *   no run), from `min` to `max` entries, each in steps of ten up to `LIMITS.meldPoints`.
 * - `points-by-rank`: points by rank, each in steps of ten; `merge`: laid over the preset's table,
 *   and an empty change is a mistake.
 */
export type RuleOptionSpec =
  | { readonly kind: 'boolean' }
  | { readonly kind: 'choice'; readonly values: readonly string[] }
  | { readonly kind: 'list'; readonly values: readonly string[]; readonly min: number; readonly max: number }
  | { readonly kind: 'points-by-length'; readonly min: number; readonly max: number }
  | { readonly kind: 'points-by-rank'; readonly merge: boolean };

/** The options in the order `Rules` names them. */
export const RULE_OPTION_SPECS = {
  deck: { kind: 'choice', values: DECKS },
  modes: { kind: 'list', values: MODES, min: 1, max: MODES.length },
  sequencePoints: { kind: 'points-by-length', min: 4, max: 10 },
  sequenceFrom: { kind: 'choice', values: RANKS },
  fourPoints: { kind: 'points-by-rank', merge: true },
  fourPointsWithoutTrump: { kind: 'points-by-rank', merge: false },
  fourOrder: { kind: 'list', values: RANKS, min: RANKS.length, max: RANKS.length },
  crossUse: { kind: 'boolean' },
  declares: { kind: 'choice', values: ['strongest', 'total'] },
  stages: { kind: 'list', values: LISTED_STAGES, min: 1, max: LISTED_STAGES.length },
  fourBeatsSequence: { kind: 'boolean' },
  lowestWinsBottomUp: { kind: 'boolean' },
  writes: { kind: 'choice', values: ['best', 'all'] },
  needsTrick: { kind: 'boolean' },
  suitOrder: { kind: 'list', values: SUITS, min: SUITS.length, max: SUITS.length },
  contests: { kind: 'choice', values: ['single', 'separate'] },
  molotowCompare: { kind: 'boolean' },
  stoeck: { kind: 'boolean' },
  melds: { kind: 'choice', values: MELDS_COUNT },
  words: { kind: 'choice', values: MELD_WORDS },
} as const satisfies { readonly [Name in keyof Rules]: RuleOptionSpec };

export type RuleOptionName = keyof typeof RULE_OPTION_SPECS;
export const RULE_OPTION_NAMES = /* @__PURE__ */ Object.keys(RULE_OPTION_SPECS) as RuleOptionName[];

export const ruleOptionSpec = (name: RuleOptionName): RuleOptionSpec => RULE_OPTION_SPECS[name];

/**
 * An option set to a value that means nothing in the rules as they stand: the option it does not
 * go with, else null. Asked only of the options a table sets (a preset's own values always go).
 * - `fourBeatsSequence`: Belot's sequences and carrés are never compared with each other; and the
 *   rule says "of equal points", so the stages must compare points.
 * - `declares`: with cross-use every meld is declared, there is no set to choose; Belot's two
 *   contests declare by total.
 */
export function ruleOptionConflict(name: RuleOptionName, rules: Rules): RuleOptionName | null {
  switch (name) {
    case 'fourBeatsSequence':
      if (!rules.fourBeatsSequence) return null;
      if (rules.contests === 'separate') return 'contests';
      return rules.stages.includes('points') ? null : 'stages';
    case 'declares':
      if (rules.declares === 'strongest') return rules.contests === 'separate' ? 'contests' : null;
      return rules.crossUse ? 'crossUse' : null;
    default:
      return null;
  }
}
