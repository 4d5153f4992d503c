import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { tableSchemaText } from '../../src/cli/json-schema.js';
import {
  LISTED_STAGES,
  PRESET_NAMES,
  PRESETS,
  RANKS,
  RULE_OPTION_NAMES,
  type RuleOptionName,
  type RuleOptionSpec,
  readTable,
  ruleOptionJsonSchema,
  ruleOptionSpec,
  type TableRequest,
  tableJsonSchema,
} from '../../src/core/index.js';
import { CLI_WORDS } from '../../src/i18n/cli/index.js';

/*
 * One list of rule options (`RULE_OPTION_SPECS`): the reader takes options by it, and the JSON
 * Schema of a table is made from it. Here, that the list is every option of `Rules`, and that
 * the schema and the reader agree: on the worked examples, on bad options, and on any value.
 */
const ajv = new Ajv2020({ strict: true, allErrors: false });
const validTable = ajv.compile(tableJsonSchema());

/** The worked examples of RULES.md as tables (test/core/worked-examples.test.ts plays them). */
const WORKED_EXAMPLES: TableRequest[] = [
  { rules: 'schieber', trump: 'S', hands: ['H9 HT HJ HQ HK', 'HA DA SA CA'] },
  { rules: 'schieber', trump: 'S', hands: ['H9 HT HJ HQ HK', '', 'HA DA SA CA'] },
  { rules: 'official', trump: 'S', hands: ['Rosen Ober, Rosen König, Rosen Ass, DK, SK, CK'] },
  { trump: 'S', factor: 2, hands: ['H6 H7 H8'] },
  { rules: 'official', trump: 'obenabe', factor: 3, hands: ['HQ DQ SQ CQ', '', 'S6 S7 S8'] },
  { trump: 'H', forehand: 1, hands: ['D7 D8 D9', 'S7 S8 S9', 'C7 C8 C9'] },
  { rules: 'official', trump: 'undenufe', hands: ['H6 D6 S6 C6', 'HA DA SA CA'] },
  // The other fields too: said, unheard, tricks, options, pairing, a typed hand, a trick.
  {
    rules: 'traditional',
    trump: 'Rosen',
    hands: [['HT', 'HJ', 'HQ'], 'fifty', null, '-'],
    tricks: [3, 6],
    options: { fourBeatsSequence: true, declares: 'total', stoeck: false, fourPoints: { '6': 100 } },
    pairing: { rosen: 'H', eicheln: 'D', schilten: 'S', schellen: 'C' },
    input: 'auto',
    partial: [0],
  },
  { rules: 'official', game: 'molotow', trump: 'H', hands: ['HQ HK'], trick: 'HQ HK S6 C9', options: { molotowCompare: true } },
];

describe('the rule options: one list', () => {
  test('every option of the rules is in the list, and nothing else', () => {
    for (const preset of PRESET_NAMES) expect(Object.keys(PRESETS[preset]).sort()).toEqual([...RULE_OPTION_NAMES].sort());
  });

  test.each(PRESET_NAMES)('%s: every value of the preset, given as an option, is read back unchanged', (preset) => {
    for (const name of RULE_OPTION_NAMES) {
      const value = PRESETS[preset][name];
      const read = readTable({ rules: preset, hands: [null], options: { [name]: value } });
      expect(read.ok && read.table.rules[name], `${preset} ${name}`).toEqual(value);
    }
  });

  test('the house rules are off in every Jass preset: no answer changes', () => {
    for (const preset of PRESET_NAMES.filter((name) => PRESETS[name].words === 'jass' || PRESETS[name].words === 'belot')) {
      expect(PRESETS[preset].fourBeatsSequence).toBe(false);
      expect(PRESETS[preset].stoeck).toBe(true);
      expect(PRESETS[preset].declares).toBe(PRESETS[preset].contests === 'separate' ? 'total' : 'strongest');
    }
  });

  test('Belote as the FFB counts it: a carré before a run of equal points, a card in one annonce, the best set by total', () => {
    expect(PRESETS.belote).toMatchObject({ fourBeatsSequence: true, crossUse: false, declares: 'total', stoeck: true });
  });

  test.each([
    [{ fourBeatsSequence: 'yes' }, 'options.fourBeatsSequence'],
    [{ declares: 'largest' }, 'options.declares'],
    [{ stoeck: 0 }, 'options.stoeck'],
    [{ stages: ['points', 'kind'] }, 'options.stages'],
  ])('a bad value is a coded bad-option error: %j', (options, field) => {
    const read = readTable({ rules: 'no-cross', hands: ['H6'], options });
    expect(read).toMatchObject({ ok: false, errors: [{ code: 'bad-option', field }] });
  });
});

describe('the JSON Schema of a table, made from the same lists', () => {
  test('it names every rule option', () => {
    const options = tableJsonSchema().properties?.options?.properties ?? {};
    expect(Object.keys(options)).toEqual(RULE_OPTION_NAMES);
  });

  test.each(WORKED_EXAMPLES.map((table, index) => [index + 1, table] as const))(
    'it accepts table %i, as the reader does',
    (_index, table) => {
      expect(readTable(table).ok).toBe(true);
      expect(validTable(table), JSON.stringify(validTable.errors)).toBe(true);
    },
  );

  test.each([
    [{ options: { crossUse: 'no' } }, '/options/crossUse'],
    [{ options: { fourBeatsSequence: 1 } }, '/options/fourBeatsSequence'],
    [{ options: { declares: 'largest' } }, '/options/declares'],
    [{ options: { stoeck: 'false' } }, '/options/stoeck'],
    [{ options: { sequencePoints: [0, 0, 0, 25] } }, '/options/sequencePoints/3'],
    [{ options: { nonsense: true } }, '/options'],
    [{ rules: 'jassguru' }, '/rules'],
    [{ factor: 0 }, '/factor'],
    [{ hands: [] }, '/hands'],
  ])('it refuses a bad table as the reader does: %j', (change, path) => {
    const table = { hands: ['H6'], ...change };
    expect(readTable(table as TableRequest).ok).toBe(false);
    expect(validTable(table)).toBe(false);
    expect(validTable.errors?.[0]?.instancePath).toBe(path);
  });

  test('docs/table.schema.json is the schema as jass-weis --schema prints it (regenerate: node bin/jass-weis.js --schema > docs/table.schema.json)', () => {
    const file = readFileSync(new URL('../../docs/table.schema.json', import.meta.url), 'utf8');
    // The same schema (the formatter may lay the file out its own way).
    expect(JSON.parse(file)).toEqual(JSON.parse(tableSchemaText(CLI_WORDS.en)));
  });
});

/** Values near what an option takes: valid ones from its spec, and near misses. */
function valuesFor(spec: RuleOptionSpec): fc.Arbitrary<unknown> {
  const junk = fc.oneof(fc.constant(null), fc.boolean(), fc.integer({ min: -20, max: 400 }), fc.string({ maxLength: 6 }));
  const points = fc.oneof(
    fc.integer({ min: 0, max: 30 }).map((tens) => tens * 10),
    fc.integer({ min: -20, max: 400 }),
  );
  switch (spec.kind) {
    case 'boolean':
      return fc.oneof(fc.boolean(), junk);
    case 'choice':
      return fc.oneof(fc.constantFrom(...spec.values), junk);
    case 'list':
      return fc.oneof(
        fc.shuffledSubarray([...spec.values], { minLength: 0, maxLength: spec.max }),
        fc.array(fc.oneof(fc.constantFrom(...spec.values, 'kind'), junk), { maxLength: spec.max + 1 }),
      );
    case 'points-by-length':
      return fc.oneof(fc.array(points, { maxLength: spec.max + 1 }), junk);
    case 'points-by-rank':
      return fc.oneof(fc.dictionary(fc.constantFrom(...RANKS, 'X'), points, { maxKeys: 4 }), junk);
  }
}

describe('the schema and the reader agree on any value of any option', () => {
  test.each(RULE_OPTION_NAMES)('%s', (name: RuleOptionName) => {
    const validOption = ajv.compile(ruleOptionJsonSchema(ruleOptionSpec(name)));
    fc.assert(
      fc.property(valuesFor(ruleOptionSpec(name)), (value) => {
        // Under no-cross no single option means nothing beside the preset's others.
        const read = readTable({ rules: 'no-cross', hands: [null], options: { [name]: value } });
        expect(validOption(value), JSON.stringify(value)).toBe(read.ok);
      }),
      { numRuns: 200, seed: 38 },
    );
  });

  test('the stages listed are every stage but kind', () => {
    expect(LISTED_STAGES).not.toContain('kind');
  });
});
