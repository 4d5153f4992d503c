import { describe, expect, it } from 'vitest';
import {
  defaultSettings,
  readSetting,
  readTable,
  resolveTable,
  SETTING_NAMES,
  settingSpec,
  settingsRequest,
  TABLE_FIELDS,
} from '../../src/core/index.js';
import { badSetting, sampleSetting } from '../helpers/settings.js';

/*
 * Issue 37: one registry of the table's settings. Every view derives its attributes, options,
 * parameters and controls from it; here, that the registry and the core's reading of a table agree.
 */
const HANDS = ['H9 HT HJ HQ HK', 'HA DA SA CA'];

describe('the registry of table settings (issue 37)', () => {
  it('names only fields the core reads from a table', () => {
    for (const name of SETTING_NAMES) expect(TABLE_FIELDS).toContain(name);
  });

  it.each(SETTING_NAMES)('%s: its default is a value it allows, and a table at its default reads as one without it', (name) => {
    const spec = settingSpec(name);
    expect(readSetting(name, spec.default)).toBe(spec.default);
    const given = readTable({ hands: HANDS, ...settingsRequest({ [name]: spec.default }) });
    const without = readTable({ hands: HANDS });
    expect(given.ok && without.ok && JSON.stringify(resolveTable(given.table))).toBe(
      JSON.stringify(without.ok && resolveTable(without.table)),
    );
  });

  it.each(SETTING_NAMES)(
    '%s: a value it allows reads, one it does not is refused by the registry and by the core, naming the field',
    (name) => {
      const sample = sampleSetting(name);
      expect(readSetting(name, sample)).toBe(sample);
      expect(readSetting(name, String(sample))).toBe(sample);
      expect(readTable({ hands: HANDS, [name]: sample }).ok).toBe(true);
      expect(readSetting(name, badSetting(name))).toBeNull();
      const bad = readTable({ hands: HANDS, [name]: badSetting(name) });
      expect(bad.ok).toBe(false);
      expect(!bad.ok && bad.errors[0]?.field).toBe(name);
    },
  );

  it('reads no value from strange input: objects, huge texts, NaN', () => {
    for (const name of SETTING_NAMES)
      for (const strange of [{}, [], null, undefined, Number.NaN, 'x'.repeat(100_000), '1e3', ' '])
        expect(readSetting(name, strange) === null || readSetting(name, strange) === '').toBe(true);
  });

  it('an empty setting is not given: the core applies its default', () => {
    expect(settingsRequest({ rules: '', trump: '', factor: 2 })).toEqual({ factor: 2 });
    expect(Object.keys(defaultSettings())).toEqual(SETTING_NAMES);
  });
});
