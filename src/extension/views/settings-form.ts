import { css, html, type TemplateResult } from 'lit';
import { DEFAULT_PAIRING, LANGS, type SuitPairing } from '../../core/index.js';
import { EXTENSION_WORDS } from '../../i18n/extension/index.js';
import type { Messages } from '../../i18n/index.js';
import { LANGUAGE_NAMES } from '../../i18n/languages.js';
import { visuallyHidden } from '../../ui/base-styles.js';
import { ALTERNATIVE_PAIRING, type Settings } from '../settings.js';

const samePairing = (a: SuitPairing, b: SuitPairing) => JSON.stringify(a) === JSON.stringify(b);

/** The settings shared by popup and side panel, folded: language, deck face, suit pairing, overlay. */
export function settingsTemplate(
  settings: Settings,
  messages: Messages,
  change: (next: Partial<Settings>) => void,
): TemplateResult {
  return html`<details class="settings">
    <summary>${EXTENSION_WORDS[messages.lang].settings}</summary>
    ${settingsFields(settings, messages, change)}
  </details>`;
}

/** The settings' fields: language, deck face, suit pairing, overlay. */
export function settingsFields(
  settings: Settings,
  messages: Messages,
  change: (next: Partial<Settings>) => void,
): TemplateResult {
  const ui = messages.ui;
  const value = (event: Event) => (event.target as HTMLSelectElement).value;
  const pairingName = (pairing: SuitPairing) =>
    `Rosen ${pairing.rosen}, Eicheln ${pairing.eicheln}, Schilten ${pairing.schilten}, Schellen ${pairing.schellen}`;
  return html`<label>${EXTENSION_WORDS[messages.lang].language}
      <select data-setting="lang" @change=${(event: Event) => change({ lang: value(event) as Settings['lang'] })}>
        <option value="" ?selected=${settings.lang === ''}>${EXTENSION_WORDS[messages.lang].auto}</option>
        ${LANGS.map((lang) => html`<option value=${lang} ?selected=${settings.lang === lang}>${LANGUAGE_NAMES[lang]}</option>`)}
      </select></label>
    <label>${ui.deck}
      <select data-setting="deck" @change=${(event: Event) => change({ deck: value(event) as Settings['deck'] })}>
        <option value="" ?selected=${settings.deck === ''}>${EXTENSION_WORDS[messages.lang].auto}</option>
        <option value="french" ?selected=${settings.deck === 'french'}>${ui.faceFrench}</option>
        <option value="german-swiss" ?selected=${settings.deck === 'german-swiss'}>${ui.faceGermanSwiss}</option>
      </select></label>
    <label>${EXTENSION_WORDS[messages.lang].pairingLabel}
      <select data-setting="pairing" @change=${(event: Event) => change({ pairing: value(event) === 'alternative' ? ALTERNATIVE_PAIRING : DEFAULT_PAIRING })}>
        <option value="default" ?selected=${samePairing(settings.pairing, DEFAULT_PAIRING)}>${pairingName(DEFAULT_PAIRING)}</option>
        <option value="alternative" ?selected=${samePairing(settings.pairing, ALTERNATIVE_PAIRING)}>${pairingName(ALTERNATIVE_PAIRING)}</option>
      </select></label>
    <label class="check"><input type="checkbox" data-setting="overlay" .checked=${settings.overlay}
      @change=${(event: Event) => change({ overlay: (event.target as HTMLInputElement).checked })} />${EXTENSION_WORDS[messages.lang].overlayOn}</label>`;
}

/** Page styles of the popup and the side panel. */
export const pageStyles = css`
  :root {
    color-scheme: light dark;
  }
  body {
    margin: 0;
    font: 14px/1.4 system-ui, sans-serif;
    background: Canvas;
    color: CanvasText;
  }
  main {
    display: grid;
    gap: 0.6rem;
    padding: 0.6rem;
  }
  .settings {
    border: 1px solid color-mix(in srgb, CanvasText 25%, Canvas);
    border-radius: 8px;
    padding: 0.4rem 0.6rem;
  }
  .settings label {
    display: grid;
    gap: 0.1rem;
    margin: 0.4rem 0;
  }
  .settings label.check {
    display: flex;
    gap: 0.4rem;
    align-items: center;
  }
  select,
  button {
    font: inherit;
  }
  .muted {
    opacity: 0.8;
  }
  ${visuallyHidden}
`;
