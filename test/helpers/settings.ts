import fc from 'fast-check';
import { SETTING_NAMES, type SettingName, type SettingValues, settingSpec } from '../../src/core/index.js';

/*
 * Values for each table setting of the core's registry (`TABLE_SETTINGS`), derived from its
 * spec, so that a test over every setting covers a setting added tomorrow without a word here.
 */

/** A value the setting allows that is not its default (and that Schieber rules play). */
export function sampleSetting(name: SettingName): string | number {
  const spec = settingSpec(name);
  switch (spec.kind) {
    case 'choice':
      return spec.values?.find((value) => value !== spec.default) ?? String(spec.default);
    case 'mode':
      return 'H';
    case 'seat':
    case 'integer':
      return spec.max !== spec.default ? (spec.max ?? 0) : (spec.min ?? 0);
  }
}

/**
 * A value the setting does not allow: none of its choices, a mode nobody plays, a number past
 * its end (a seat two past, so that counted from 1 on the command line it is still none).
 */
export function badSetting(name: SettingName): string {
  const spec = settingSpec(name);
  if (spec.kind === 'choice' || spec.kind === 'mode') return 'nonsense';
  return String((spec.max ?? 0) + (spec.kind === 'seat' ? 2 : 1));
}

/** Any value of a setting that it allows (the modes among those Schieber rules play, and not known). */
export function settingArbitrary(name: SettingName): fc.Arbitrary<string | number> {
  const spec = settingSpec(name);
  switch (spec.kind) {
    case 'choice':
      return fc.constantFrom(...(spec.values ?? [String(spec.default)]));
    case 'mode':
      return fc.constantFrom('', 'H', 'D', 'S', 'C', 'obenabe', 'undenufe');
    case 'seat':
    case 'integer':
      return fc.integer({ min: spec.min ?? 0, max: spec.max ?? 0 });
  }
}

/** Every setting of the registry, each any value it allows. */
export const settingsArbitrary = (): fc.Arbitrary<SettingValues> =>
  fc.record(Object.fromEntries(SETTING_NAMES.map((name) => [name, settingArbitrary(name)]))) as fc.Arbitrary<SettingValues>;
