import { css, html, nothing, type TemplateResult } from 'lit';
import {
  GAMES,
  type Game,
  gamesFor,
  isPresetName,
  type Mode,
  PRESET_NAMES,
  type PresetName,
  type Rules,
} from '../../src/core/index.js';
import { modeName } from '../../src/i18n/card-names.js';
import { seatLabel } from '../../src/i18n/seat-names.js';
import { settingValueLabel } from '../../src/ui/setting-words.js';
import type { ViewContext } from '../../src/ui/templates.js';
import { RULES_URL } from './rules-url.js';

export { RULES_URL };

/** Only web addresses and relative paths: never a `javascript:` link into the host page. */
export const safeHref = (href: unknown): string =>
  typeof href === 'string' && /^(https?:\/\/|\.{0,2}\/|[\w-]+\.html)/i.test(href.trim()) ? href.trim() : RULES_URL;

/** What the controls show. */
export interface ControlValues {
  preset: PresetName;
  rules: Rules;
  mode: Mode;
  forehand: number;
  factor: number;
  game: Game;
  input: 'hands' | 'melds';
  rulesHref: string;
}

/** What the controls show, from the element's properties and the computed rules and mode. */
export function controlValues(
  props: { rules: unknown; forehand: number; factor: number; game: unknown; rulesHref: unknown; input: 'hands' | 'melds' },
  computed: { rules: Rules; mode: Mode },
): ControlValues {
  return {
    preset: isPresetName(props.rules) ? props.rules : 'schieber',
    rules: computed.rules,
    mode: computed.mode,
    forehand: props.forehand,
    factor: props.factor,
    game: GAMES.includes(props.game as Game) ? (props.game as Game) : 'schieber',
    input: props.input,
    rulesHref: safeHref(props.rulesHref),
  };
}

/** A change the user makes with a control. */
export type ControlChange = Partial<{
  rules: string;
  trump: string;
  forehand: number;
  factor: number;
  game: string;
  deck: string;
  input: string;
}>;

type Edit = (change: ControlChange) => void;

/** The name of each game in the reader's language. */
const selected = (event: Event) => (event.target as HTMLSelectElement).value;

function rulesControl(values: ControlValues, view: ViewContext, edit: Edit): TemplateResult {
  const { messages } = view;
  return html`<label class="control rules">
    <span>${messages.fields.rules}</span>
    <select @change=${(event: Event) => edit({ rules: selected(event), trump: '' })}>
      ${PRESET_NAMES.map((name) => html`<option value=${name} ?selected=${name === values.preset}>${messages.presetNames[name]}</option>`)}
    </select>
  </label>`;
}

/** "Not known" is always there and chosen while no trump is given; every suit and mode can be chosen directly. */
function trumpControl(values: ControlValues, view: ViewContext, edit: Edit): TemplateResult {
  const { messages } = view;
  const modes: readonly Mode[] = ['unknown', ...values.rules.modes];
  return html`<label class="control trump">
    <span>${messages.fields.trump}</span>
    <select @change=${(event: Event) => edit({ trump: selected(event) === 'unknown' ? '' : selected(event) })}>
      ${modes.map((mode) => html`<option value=${mode} ?selected=${mode === values.mode}>${mode === 'unknown' ? messages.ui.trumpNotKnown : modeName(mode, messages, view.face, view.pairing)}</option>`)}
    </select>
  </label>`;
}

function factorControl(values: ControlValues, view: ViewContext, edit: Edit): TemplateResult {
  return html`<label class="control factor">
    <span>${view.messages.fields.factor}</span>
    <input type="number" min="1" max="1000" inputmode="numeric" .value=${String(values.factor)}
      @input=${(event: Event) => edit({ factor: (event.target as HTMLInputElement).valueAsNumber })} />
  </label>`;
}

function forehandControl(values: ControlValues, view: ViewContext, edit: Edit): TemplateResult {
  const { messages } = view;
  return html`<label class="control">
    <span>${messages.fields.forehand}</span>
    <select @change=${(event: Event) => edit({ forehand: Number(selected(event)) })}>
      ${[0, 1, 2, 3].map((seat) => html`<option value=${seat} ?selected=${seat === values.forehand}>${seatLabel(seat, messages, view.names)}</option>`)}
    </select>
  </label>`;
}

/** Game, deck, hands or melds, and the preset's description with its rules link. */
function moreControls(values: ControlValues, view: ViewContext, edit: Edit): TemplateResult {
  const ui = view.messages.ui;
  return html`${
    gamesFor(values.rules).length > 1
      ? html`<label class="control">
          <span>${view.messages.fields.game}</span>
          <select @change=${(event: Event) => edit({ game: selected(event) })}>
            ${gamesFor(values.rules).map((game) => html`<option value=${game} ?selected=${game === values.game}>${settingValueLabel('game', game, view.messages)}</option>`)}
          </select>
        </label>`
      : nothing
  }
    <label class="control">
      <span>${ui.deck}</span>
      <select @change=${(event: Event) => edit({ deck: selected(event) })}>
        <option value="french" ?selected=${view.face === 'french'}>${ui.faceFrench}</option>
        <option value="german-swiss" ?selected=${view.face === 'german-swiss'}>${ui.faceGermanSwiss}</option>
      </select>
    </label>
    <fieldset class="control input-mode">
      <legend>${ui.inputHands} / ${ui.inputMelds}</legend>
      ${(['hands', 'melds'] as const).map(
        (mode) => html`<label class="radio"><input type="radio" name="input" value=${mode} .checked=${values.input === mode}
          @change=${() => edit({ input: mode })} />${mode === 'hands' ? ui.inputHands : ui.inputMelds}</label>`,
      )}
    </fieldset>
    <p class="description">${view.messages.presets[values.preset]}
      <a href=${`${values.rulesHref}#${values.preset}`} target="_blank" rel="noopener">${ui.rulesLink}</a></p>`;
}

/**
 * The full table's controls: every setting in view on a wide screen; on a phone the game, the
 * deck and the input mode wait behind "More settings", so the first hand is near the top.
 */
export function renderControls(values: ControlValues, view: ViewContext, edit: Edit): TemplateResult {
  return html`<div class="controls" part="controls">
    ${rulesControl(values, view, edit)}${trumpControl(values, view, edit)}${forehandControl(values, view, edit)}
    ${factorControl(values, view, edit)}
    <details class="more-settings"><summary>${view.messages.ui.moreSettings}</summary><div class="more">${moreControls(values, view, edit)}</div></details>
  </div>`;
}

/**
 * Quick mode: rules, trump and factor in one row under the hand; the rest behind "More" (in a
 * small window, a "⋯" at the end of that row, named for a screen reader).
 */
export function renderCompactControls(values: ControlValues, view: ViewContext, edit: Edit, small = false): TemplateResult {
  const more = view.messages.ui.moreSettings;
  return html`<div class="controls compact" part="controls">
    ${rulesControl(values, view, edit)}${trumpControl(values, view, edit)}${factorControl(values, view, edit)}
    <details><summary title=${small ? more : nothing} aria-label=${small ? more : nothing}>${small ? '⋯' : more}</summary><div>${moreControls(values, view, edit)}</div></details>
  </div>`;
}

/** The rules, trump, forehand and factor controls; in quick mode one row under the hand. */
export const controlStyles = css`
  /* Wide: "More settings" is no fold, its controls stand in the row with the others. */
  @container (min-width: 640px) {
    .more-settings {
      display: contents;
    }
    .more-settings > summary {
      display: none;
    }
    .more-settings::details-content {
      display: contents;
      content-visibility: visible;
    }
    .more-settings > .more {
      display: contents;
    }
  }
  .more-settings > .more {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 0.75rem;
    align-items: end;
    margin-top: 0.5rem;
  }
  .more-settings > summary {
    cursor: pointer;
    color: var(--_muted);
    font-size: 0.9em;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 0.75rem;
    align-items: end;
  }
  .control {
    display: grid;
    gap: 0.15rem;
    font-size: 0.85em;
    color: var(--_muted);
    min-width: 0;
  }
  .control select,
  .control input,
  .builder-row select,
  .text-field input {
    font: inherit;
    font-size: 1rem;
    color: var(--_fg);
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) / 2);
    padding: 0.3rem 0.4rem;
    min-width: 0;
    max-width: 100%;
  }
  .control.factor input {
    width: 4.5rem;
  }
  fieldset.control {
    border: 0;
    margin: 0;
    padding: 0;
  }
  fieldset.control legend {
    padding: 0;
    margin-bottom: 0.15rem;
  }
  .radio {
    display: inline-flex;
    gap: 0.25rem;
    align-items: center;
    margin-inline-end: 0.6rem;
    color: var(--_fg);
    font-size: 1rem;
  }
  a {
    color: var(--_accent);
  }
  .description {
    flex-basis: 100%;
    margin: 0;
    color: var(--_muted);
    font-size: 0.85em;
  }
  /* Quick mode: the hand first, then rules, trump and factor in one row. */
  .frame.quick .controls.compact {
    display: grid;
    grid-template-columns: 1.4fr 1.4fr 0.8fr;
    gap: 0.4rem;
    margin-top: 0.6rem;
  }
  .controls.compact .control select,
  .controls.compact .control input {
    width: 100%;
  }
  .controls.compact details {
    grid-column: 1 / -1;
    font-size: 0.9em;
  }
  .controls.compact details > div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: 0.4rem;
  }
  /* The controls come a frame after the table: their space is kept so nothing jumps. */
  .controls.pending {
    min-height: 9.5rem;
  }
  @container (max-width: 639px) {
    .controls.pending {
      min-height: 15rem;
    }
  }
`;
