/**
 * The manifest's attributes of the calculator: the analyzer reads the literal `properties`
 * declaration; the table's settings come from the core's registry (`TABLE_SETTINGS`, spread
 * into it), so they are added here from the same registry (built by `npm run build:cli`),
 * described by their fields' JSDoc where the element has one.
 */
import { SETTING_NAMES, settingSpec } from './dist/node/core/index.js';

function tableSettings() {
  return {
    name: 'jass-weis-table-settings',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules)
        for (const declaration of module.declarations ?? []) {
          if (!declaration.customElement || declaration.tagName !== 'jass-weis-calculator') continue;
          declaration.attributes ??= [];
          for (const name of SETTING_NAMES) {
            if (declaration.attributes.some((attribute) => attribute.name === name)) continue;
            const spec = settingSpec(name);
            const field = declaration.members?.find((member) => member.name === name);
            declaration.attributes.push({
              name,
              type: { text: typeof spec.default === 'number' ? 'number' : 'string' },
              default: JSON.stringify(spec.default),
              description: field?.description ?? `A table setting (${spec.values?.join(', ') ?? spec.kind}).`,
              fieldName: name,
            });
          }
        }
    },
  };
}

export default { plugins: [tableSettings()] };
