import fc from 'fast-check';
import { PRESETS, type PresetName, type Rules, readRuleOptions } from '../../src/core/index.js';

/** A rule set the property tests try: a preset, and the house-rule options set over it. */
export interface RuleVariant {
  preset: PresetName;
  options: Partial<Pick<Rules, 'fourBeatsSequence' | 'declares' | 'crossUse' | 'stoeck'>>;
  rules: Rules;
}

/**
 * Every preset with the house rules (issue 38) switched on and off: a four beating a sequence,
 * the set declared by total (with cross-use switched off to allow it), no Stöck. Only what the
 * reader accepts: the combinations it refuses never reach the rules.
 */
export function ruleVariant(presets: readonly PresetName[]): fc.Arbitrary<RuleVariant> {
  return fc
    .record({
      preset: fc.constantFrom(...presets),
      fourBeatsSequence: fc.boolean(),
      byTotal: fc.boolean(),
      stoeck: fc.boolean(),
    })
    .map(({ preset, fourBeatsSequence, byTotal, stoeck }) => {
      const separate = PRESETS[preset].contests === 'separate';
      const options: RuleVariant['options'] = {
        ...(fourBeatsSequence && !separate ? { fourBeatsSequence } : {}),
        ...(byTotal && !separate ? { crossUse: false, declares: 'total' as const } : {}),
        ...(stoeck ? {} : { stoeck: false }),
      };
      const read = readRuleOptions(PRESETS[preset], options);
      if (!read.ok) throw new Error(`a variant the reader refuses: ${preset} ${JSON.stringify(options)}`);
      return { preset, options, rules: read.rules };
    });
}

/** The variants of one preset, for tests that run preset by preset. */
export const variantsOf = (preset: PresetName): fc.Arbitrary<RuleVariant> => ruleVariant([preset]);
