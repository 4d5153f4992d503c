import { GERMAN_SWISS_SUITS, RANKS, SUITS } from './cards.js';
import { RULE_OPTION_NAMES, RULE_OPTION_SPECS, type RuleOptionName, type RuleOptionSpec } from './rule-options.js';
import { LIMITS } from './schema.js';
import { SEAT_INPUTS, TABLE_FIELDS } from './table-input.js';
import { SETTING_NAMES, type SettingName, type SettingSpec, settingSpec } from './table-schema.js';

/*
 * The JSON Schema (draft 2020-12) of a table as `readTable` takes it (the command line's JSON on
 * stdin): made from the registries the reader itself uses (`TABLE_SETTINGS`, `RULE_OPTION_SPECS`,
 * `LIMITS`), so that the two cannot drift apart. It says what each field may hold; what depends
 * on more than one field (a trump the rules play, a card in two hands, an option that means
 * nothing beside another) is the reader's to refuse, with its coded errors. No words: a view
 * adds the descriptions in its reader's language.
 */

/** A JSON Schema, as far as this one uses it. */
export interface JsonSchema {
  $schema?: string;
  type?: string | string[];
  enum?: readonly (string | null)[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  minProperties?: number;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  maxLength?: number;
  description?: string;
  default?: unknown;
}

/** A field `readTable` also takes as null: the default then. */
const orNull = (schema: JsonSchema): JsonSchema =>
  schema.enum
    ? { ...schema, enum: [...schema.enum, null] }
    : { ...schema, type: [...(Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object']), 'null'] };

const MELD_POINTS: JsonSchema = { type: 'integer', minimum: 0, maximum: LIMITS.meldPoints, multipleOf: 10 };

/** What one rule option takes, from its entry in `RULE_OPTION_SPECS`. */
export function ruleOptionJsonSchema(spec: RuleOptionSpec): JsonSchema {
  switch (spec.kind) {
    case 'boolean':
      return { type: 'boolean' };
    case 'choice':
      return { enum: spec.values };
    case 'list':
      return { type: 'array', items: { enum: spec.values }, uniqueItems: true, minItems: spec.min, maxItems: spec.max };
    case 'points-by-length':
      return { type: 'array', items: MELD_POINTS, minItems: spec.min, maxItems: spec.max };
    case 'points-by-rank':
      return {
        type: 'object',
        propertyNames: { enum: RANKS },
        additionalProperties: MELD_POINTS,
        ...(spec.merge ? { minProperties: 1 } : {}),
      };
  }
}

function settingJsonSchema(spec: SettingSpec): JsonSchema {
  switch (spec.kind) {
    case 'choice':
      return { enum: spec.values ?? [], default: spec.default };
    case 'mode':
      // A trump in any of the words `parseMode` reads ("H", "Rosen", "obenabe"); missing: not known.
      return { type: 'string' };
    case 'integer':
    case 'seat':
      return { type: 'integer', minimum: spec.min ?? 0, maximum: spec.max ?? LIMITS.factor, default: spec.default };
  }
}

/** The table's fields that are neither settings nor options (made when asked: no bundle that never asks holds them). */
const otherFields = (): Readonly<Record<Exclude<(typeof TABLE_FIELDS)[number], SettingName | 'options'>, JsonSchema>> => ({
  pairing: orNull({
    type: 'object',
    properties: Object.fromEntries(GERMAN_SWISS_SUITS.map((suit) => [suit, { enum: SUITS }])),
    required: [...GERMAN_SWISS_SUITS],
    additionalProperties: false,
  }),
  tricks: orNull({
    type: 'array',
    items: { type: 'integer', minimum: 0, maximum: 9 },
    minItems: 2,
    maxItems: 2,
  }),
  input: orNull({ enum: SEAT_INPUTS }),
  hands: {
    type: 'array',
    minItems: 1,
    maxItems: 4,
    items: {
      anyOf: [
        { type: 'string', maxLength: LIMITS.handChars },
        { type: 'array', items: { type: 'string' }, maxItems: LIMITS.handWords },
        { type: 'null' },
      ],
    },
  },
  trick: orNull({ type: 'string', maxLength: LIMITS.handChars }),
  partial: orNull({ type: 'array', items: { type: 'integer', minimum: 0, maximum: 3 }, maxItems: 4 }),
});

/** The rule options as one object schema: every option of `RULE_OPTION_SPECS`, nothing else. */
export const ruleOptionsJsonSchema = (): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(
    RULE_OPTION_NAMES.map((name: RuleOptionName) => [name, ruleOptionJsonSchema(RULE_OPTION_SPECS[name])]),
  ),
  additionalProperties: false,
});

/** The JSON Schema of a table request, fields in the order the reader checks them. */
export function tableJsonSchema(): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const others = otherFields();
  for (const field of TABLE_FIELDS) {
    if (field === 'options') properties[field] = orNull(ruleOptionsJsonSchema());
    else if ((SETTING_NAMES as readonly string[]).includes(field))
      properties[field] = orNull(settingJsonSchema(settingSpec(field as SettingName)));
    else properties[field] = others[field as keyof typeof others];
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties,
    required: ['hands'],
    additionalProperties: false,
  };
}
