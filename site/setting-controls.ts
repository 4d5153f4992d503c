import {
  type Face,
  gamesFor,
  isPresetName,
  PRESETS,
  SETTING_NAMES,
  type SettingName,
  type SettingSpec,
  settingSpec,
} from '../src/core/index.js';
import type { Messages } from '../src/i18n/types.js';
import { settingValueLabel } from '../src/ui/setting-words.js';
import type { EmbedState } from './embed-state.js';

/**
 * The builder's controls for the table's settings, one for each setting of the core's registry
 * (`TABLE_SETTINGS`): a list where the setting has choices, a number field for a number. A
 * setting added to the registry appears here with its label from the words of each language.
 */
export function settingControls(messages: Messages): HTMLLabelElement[] {
  return SETTING_NAMES.map((name) => {
    const label = document.createElement('label');
    const caption = document.createElement('span');
    caption.dataset.setting = name;
    caption.textContent = messages.fields[name];
    label.append(caption, ' ', controlOf(name, settingSpec(name)));
    return label;
  });
}

function controlOf(name: SettingName, spec: SettingSpec): HTMLInputElement | HTMLSelectElement {
  if (spec.kind !== 'integer') return Object.assign(document.createElement('select'), { name, id: name });
  return Object.assign(document.createElement('input'), {
    name,
    id: name,
    type: 'number',
    min: String(spec.min ?? 0),
    max: String(spec.max ?? 0),
    step: '1',
    value: String(spec.default),
  });
}

/** The values a setting's list offers for a state: the modes and games its rules play, the four seats, or the setting's own values. */
function choicesOf(name: SettingName, state: EmbedState): readonly (string | number)[] {
  const spec = settingSpec(name);
  const rules = PRESETS[isPresetName(state.rules) ? state.rules : 'schieber'];
  if (spec.kind === 'mode') return ['', ...rules.modes];
  if (spec.kind === 'seat') return [0, 1, 2, 3];
  if (name === 'game') return gamesFor(rules);
  return spec.values ?? [];
}

/**
 * Labels and lists in the site's words, for this state; the trump as the figure names it (its
 * language and deck: "Schilten" for Swiss German).
 */
export function fillSettingControls(
  form: HTMLFormElement,
  state: EmbedState,
  messages: Messages,
  figure: { messages: Messages; face: Face },
): void {
  for (const caption of form.querySelectorAll<HTMLElement>('[data-setting]'))
    caption.textContent = messages.fields[caption.dataset.setting as SettingName] ?? caption.textContent;
  for (const name of SETTING_NAMES) {
    const select = form.elements.namedItem(name);
    if (!(select instanceof HTMLSelectElement)) continue;
    select.replaceChildren(
      ...choicesOf(name, state).map((value) => {
        const label =
          name === 'trump'
            ? settingValueLabel(name, value, figure.messages, figure.face)
            : settingValueLabel(name, value, messages);
        return new Option(label, String(value));
      }),
    );
  }
}
