import { RULE_OPTION_NAMES, type RuleOptionName, type RuleOptionSpec, type Rules, ruleOptionSpec } from '../core/index.js';
import type { CliWords } from '../i18n/cli/index.js';
import { helpParagraph, helpRow } from './help.js';

/** What an option takes, as `--options` writes it: `true | false`, `best | all`, a list of …. */
export function optionValuesText(spec: RuleOptionSpec, words: CliWords): string {
  switch (spec.kind) {
    case 'boolean':
      return 'true | false';
    case 'choice':
      return spec.values.join(' | ');
    case 'list':
      return words.optionValues.list(spec.values.join(', '));
    case 'points-by-length':
      return words.optionValues.pointsByLength;
    case 'points-by-rank':
      return words.optionValues.pointsByRank;
  }
}

/** An option's value in a rule set as `--option` takes it: JSON, a word unquoted. */
export function optionValueText(rules: Rules, name: RuleOptionName): string {
  const value = rules[name];
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * `jass-weis --options`: every rule option of the core's list (`RULE_OPTION_SPECS`), what it
 * does, what it takes, and its value in the rules chosen (a preset and the options given), in
 * the reader's language.
 */
export function ruleOptionsText(rules: Rules, presetName: string, words: CliWords): string {
  const rows = RULE_OPTION_NAMES.map((name) =>
    helpRow(
      name,
      `${words.ruleOptions[name]} (${optionValuesText(ruleOptionSpec(name), words)}). ${words.optionIn(presetName, optionValueText(rules, name))}`,
    ),
  );
  return `${helpParagraph(words.optionsHeading(presetName))}\n${rows.join('\n')}\n`;
}

/** The same as data (`--options --json`): each option, what it takes, and its value in the rules chosen. */
export function ruleOptionsData(rules: Rules): ({ name: RuleOptionName; value: unknown } & RuleOptionSpec)[] {
  return RULE_OPTION_NAMES.map((name) => ({ name, ...ruleOptionSpec(name), value: rules[name] }));
}
