import { type BoardRules, makeRules, type Rules, readRuleOptions } from '../../src/core/index.js';
import type { BoardWords } from '../../src/i18n/app/board-types.js';

/**
 * The house rules a group sets on the board, each a rule option of the core (so the CLI and
 * every view read them the same): on, the option is set; off, the preset's own value holds.
 * A rule the core does not know is not offered.
 */
export interface HouseRule {
  name: string;
  /** The option and its value when the rule is on. */
  option: Readonly<Record<string, unknown>>;
  label: (words: BoardWords) => string;
}

const ALL_RULES: readonly HouseRule[] = [
  { name: 'writes-all', option: { writes: 'all' }, label: (words) => `${words.writes}: ${words.writesAll}` },
  { name: 'four-beats-sequence', option: { fourBeatsSequence: true }, label: (words) => words.fourBeatsSequence },
  { name: 'by-total', option: { crossUse: false, declares: 'total' }, label: (words) => words.byTotal },
  { name: 'no-stoeck', option: { stoeck: false }, label: (words) => words.noStoeck },
];

/** The house rules the core reads. */
export const HOUSE_RULES: readonly HouseRule[] = ALL_RULES.filter((rule) => readRuleOptions(makeRules(), rule.option).ok);

export const isOn = (rule: HouseRule, rules: Pick<BoardRules, 'options'>): boolean =>
  Object.entries(rule.option).every(([key, value]) => rules.options[key] === value);

/** The rules with one house rule on or off (off: its options left out, the preset's values hold). */
export function withRule<R extends Pick<BoardRules, 'options'>>(rule: HouseRule, rules: R, on: boolean): R {
  const options = Object.fromEntries(Object.entries(rules.options).filter(([key]) => !(key in rule.option)));
  return { ...rules, options: on ? { ...options, ...rule.option } : options };
}

/**
 * The preset plays the rule already (official rules: the winning team writes all its Weis): the box
 * shows it ticked, and cannot take it off, so no box says the opposite of the rules as set.
 */
export function presetPlays(rule: HouseRule, rules: Pick<BoardRules, 'preset'>): boolean {
  const preset = makeRules(rules.preset);
  const read = readRuleOptions(preset, rule.option);
  return (
    read.ok &&
    Object.entries(read.rules).every(([key, value]) => JSON.stringify(value) === JSON.stringify(preset[key as keyof Rules]))
  );
}
