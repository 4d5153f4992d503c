import { GAMES, LANGS, makeRules, PRESET_NAMES, RULE_OPTION_NAMES, type RuleOptionName, ruleOptionSpec } from '../core/index.js';
import type { ViewError } from './sentences.js';

/** The values a field takes, for errors that name one (the command line's and the Markdown fences' messages). */
export function validValues(error: ViewError, rules: string | undefined): string | null {
  switch (error.code) {
    case 'unknown-rules':
      return PRESET_NAMES.join(', ');
    case 'unknown-trump': {
      const modes = makeRules(
        PRESET_NAMES.includes(rules as never) ? (rules as (typeof PRESET_NAMES)[number]) : 'schieber',
      ).modes;
      return modes.join(', ');
    }
    case 'unknown-game':
      return GAMES.join(', ');
    case 'unknown-lang':
      return LANGS.join(', ');
    case 'unknown-option':
      return RULE_OPTION_NAMES.join(', ');
    case 'bad-option':
      return error.conflict ? null : optionValues(error.field);
    default:
      return null;
  }
}

/** A rule option's values where they are few (a choice, true or false), from the core's list of options. */
function optionValues(field: string | undefined): string | null {
  const name = field?.startsWith('options.') ? field.slice('options.'.length) : '';
  if (!RULE_OPTION_NAMES.includes(name as RuleOptionName)) return null;
  const spec = ruleOptionSpec(name as RuleOptionName);
  return spec.kind === 'boolean' ? 'true, false' : spec.kind === 'choice' ? spec.values.join(', ') : null;
}
