import { type JsonSchema, RULE_OPTION_NAMES, SETTING_NAMES, tableJsonSchema } from '../core/index.js';
import type { CliWords } from '../i18n/cli/index.js';

/**
 * `jass-weis --schema`: the core's JSON Schema of a table (`tableJsonSchema`, made from the
 * same lists the reader uses), with a title and each setting's and rule option's description
 * in the reader's language.
 */
export function describedTableSchema(words: CliWords): JsonSchema & { title: string } {
  const schema = tableJsonSchema();
  const properties = schema.properties ?? {};
  for (const name of SETTING_NAMES) {
    const field = properties[name];
    if (field) properties[name] = { ...field, description: words.fields[name] };
  }
  const options = properties.options;
  if (options?.properties) {
    const described = Object.fromEntries(
      RULE_OPTION_NAMES.map((name) => [name, { ...options.properties?.[name], description: words.ruleOptions[name] }]),
    );
    properties.options = { ...options, description: words.schemaOptions, properties: described };
  }
  if (properties.tricks) properties.tricks = { ...properties.tricks, description: words.optTricks };
  if (properties.trick) properties.trick = { ...properties.trick, description: words.optTrick };
  return { $schema: schema.$schema, title: words.schemaTitle, ...schema, properties };
}

/** The schema as `--schema` prints it (and `docs/table.schema.json` holds it, in English). */
export const tableSchemaText = (words: CliWords): string => `${JSON.stringify(describedTableSchema(words), null, 2)}\n`;
