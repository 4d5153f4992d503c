import { css } from 'lit';
import { symbolStyles } from './card-art.js';

/** Shared by the element and the extension's overlay. Colours pass WCAG AA in light and dark. */
export const baseStyles = css`
  :host {
    --_fg: var(--jass-fg, #1d232a);
    --_bg: var(--jass-bg, #ffffff);
    --_muted: var(--jass-muted, #55606b);
    --_border: var(--jass-border, #c9d1d9);
    --_accent: var(--jass-accent, #0b5cad);
    --_accent-fg: var(--jass-accent-fg, #ffffff);
    --_win: var(--jass-win, #1d6b34);
    --_error: var(--jass-error, #b3261e);
    --_radius: var(--jass-radius, 8px);
    --_card-bg: var(--jass-card-bg, #fffdf7);
    --_soft: color-mix(in srgb, var(--_accent) 8%, var(--_bg));
    display: block;
    container-type: inline-size;
    color: var(--_fg);
    background: var(--_bg);
    font-family: var(--jass-font, inherit);
    font-size: 0.95rem;
    line-height: 1.4;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_fg: var(--jass-fg, #e6edf3);
      --_bg: var(--jass-bg, #161b22);
      --_muted: var(--jass-muted, #a5b1bd);
      --_border: var(--jass-border, #3d4752);
      --_accent: var(--jass-accent, #6cb6ff);
      --_accent-fg: var(--jass-accent-fg, #0d1117);
      --_win: var(--jass-win, #6fdd8b);
      --_error: var(--jass-error, #ff8a80);
      --_card-bg: var(--jass-card-bg, #fbf8ef);
    }
  }
  :host([hidden]) {
    display: none;
  }
  * {
    box-sizing: border-box;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .card-art {
    display: block;
    width: 100%;
    height: auto;
  }
  .card-art .card-bg {
    fill: var(--_card-bg);
    stroke: #8a939c;
    stroke-width: 1.5;
  }
  .card-art .rank {
    /* The page's own font: a second font family costs a cold font lookup on first render. */
    font-family: inherit;
    font-size: 22px;
    font-weight: 700;
  }
  .card-art .red {
    fill: #b3261e;
  }
  .card-art .black {
    fill: #1c1c1c;
  }
  .suit-icon {
    width: 1.1em;
    height: 1.1em;
    flex: none;
    padding: 1px;
    border-radius: 3px;
    background: var(--_card-bg);
  }
  .cards {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0.25rem 0;
    padding: 0;
    list-style: none;
  }
  .mini-card {
    width: 34px;
  }
  .melds {
    margin: 0.35rem 0 0;
    padding: 0;
    list-style: none;
  }
  .meld {
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
    padding: 0.1rem 0;
  }
  .meld.best .meld-name {
    font-weight: 600;
  }
  .meld.none {
    color: var(--_muted);
  }
  .meld.stoeck {
    color: var(--_muted);
  }
  .points {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
  .says {
    margin: 0.2rem 0 0;
    color: var(--_muted);
  }
  .odds {
    margin: 0.2rem 0 0;
    font-size: 0.9em;
    color: var(--_muted);
  }
  .said {
    color: var(--_fg);
    font-style: italic;
  }
  .verdict {
    margin: 0.5rem 0 0.25rem;
    font-weight: 600;
  }
  .ladder {
    width: 100%;
    border-collapse: collapse;
    margin: 0.25rem 0 0.5rem;
    font-variant-numeric: tabular-nums;
  }
  .ladder caption {
    text-align: start;
    color: var(--_muted);
    font-size: 0.85em;
    padding-bottom: 0.15rem;
  }
  .ladder th,
  .ladder td {
    padding: 0.2rem 0.4rem;
    border-bottom: 1px solid var(--_border);
    text-align: start;
  }
  .ladder thead th {
    font-weight: 600;
  }
  .ladder tbody th {
    font-weight: 400;
  }
  .ladder td.better {
    font-weight: 700;
  }
  .ladder tr.decisive {
    background: var(--_soft);
    outline: 2px solid var(--_accent);
    outline-offset: -2px;
  }
  .ladder tr.decisive th {
    font-weight: 700;
  }
  .ladder tr.inapplicable {
    color: var(--_muted);
  }
  .decides {
    color: var(--_accent);
    font-size: 0.85em;
    white-space: nowrap;
    /* A gap that survives template minifying (which trims the space before the span). */
    margin-inline-start: 0.3em;
  }
  .decides::before {
    content: '';
    display: inline-block;
    border: 0.35em solid transparent;
    border-inline-end: 0.5em solid currentColor;
    border-inline-start: 0;
    margin-inline-end: 0.25em;
  }
  .scores {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0.5rem 0 0;
  }
  .score {
    flex: 1 1 10rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.35rem 0.6rem;
  }
  .score.writes {
    border-color: var(--_win);
    box-shadow: inset 4px 0 0 var(--_win);
  }
  .score dt {
    font-weight: 600;
  }
  .score dd {
    margin: 0;
  }
  /* Rounded buttons of the element and the overlay; .primary in the accent colour. */
  .pill {
    font: inherit;
    font-size: 0.9em;
    border: 1px solid var(--_border);
    background: var(--_bg);
    color: var(--_fg);
    border-radius: 999px;
    padding: 0.2rem 0.7rem;
    cursor: pointer;
  }
  .pill.primary {
    background: var(--_accent);
    color: var(--_accent-fg);
    border-color: var(--_accent);
  }
`;

export const calculatorStyles = [
  baseStyles,
  symbolStyles,
  css`
    .frame {
      display: grid;
      gap: 0.75rem;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      padding: 0.75rem;
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
    .seats {
      display: grid;
      gap: 0.75rem;
    }
    @container (min-width: 640px) {
      .seats-4 {
        grid-template-columns: 1fr 1fr;
      }
    }
    .seat {
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      padding: 0.6rem;
      min-width: 0;
    }
    .seat.winner {
      border-color: var(--_win);
      box-shadow: inset 4px 0 0 var(--_win);
    }
    .seat-head {
      display: flex;
      gap: 0.5rem;
      align-items: center;
      margin-bottom: 0.35rem;
    }
    .badge {
      font-size: 0.75em;
      background: var(--_accent);
      color: var(--_accent-fg);
      border-radius: 999px;
      padding: 0.05rem 0.5rem;
    }
    .text-field input {
      width: 100%;
    }
    input:focus-visible,
    select:focus-visible,
    button:focus-visible {
      outline: 3px solid var(--_accent);
      outline-offset: 1px;
    }
    .errors {
      margin: 0.25rem 0 0;
      padding: 0;
      list-style: none;
      color: var(--_error);
      font-size: 0.9em;
    }
    .errors:empty {
      display: none;
    }
    .errors code {
      color: var(--_fg);
      margin-inline-start: 0.25rem;
    }
    .errors mark {
      background: color-mix(in srgb, var(--_error) 20%, var(--_bg));
      color: var(--_fg);
      text-decoration: underline wavy var(--_error);
    }
    p.error {
      color: var(--_error);
      margin: 0;
    }
    .picker {
      display: grid;
      gap: 3px;
      margin-top: 0.4rem;
    }
    .picker-row {
      display: grid;
      grid-template-columns: 1.1em repeat(9, minmax(0, 1fr));
      gap: 3px;
      align-items: center;
    }
    .pick {
      position: relative;
      aspect-ratio: 60 / 84;
      max-width: 44px;
      width: 100%;
      padding: 0;
      border: 1px solid #8a939c;
      border-radius: 5px;
      background: var(--jass-symbol) no-repeat right 10% bottom 8% / 62% auto, var(--_card-bg);
      cursor: pointer;
      font: 700 clamp(0.6rem, 3.2cqi, 0.95rem) / 1 inherit;
      text-align: start;
    }
    /* Suit tabs: on a narrow screen one suit at a time, its cards large enough for a thumb. */
    .suit-tabs {
      display: none;
    }
    @container (max-width: 479px) {
      .suit-tabs {
        display: grid;
        grid-template-columns: repeat(4, 1fr);
        gap: 4px;
      }
      .suit-tab {
        min-height: 44px;
        display: flex;
        align-items: center;
        justify-content: center;
        gap: 0.3rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_bg);
        color: var(--_fg);
        font: inherit;
        cursor: pointer;
      }
      .suit-tab[aria-selected='true'] {
        border-color: var(--_accent);
        box-shadow: inset 0 -3px 0 var(--_accent);
      }
      .picker-row {
        display: none;
      }
      .picker-row.active {
        display: grid;
        grid-template-columns: repeat(5, minmax(44px, 1fr));
        gap: 6px;
      }
      .picker-row.active > svg {
        display: none;
      }
      .picker-row.active .pick {
        max-width: none;
        min-height: 56px;
        font-size: 1.05rem;
      }
    }
    .pick span {
      position: absolute;
      top: 8%;
      left: 10%;
    }
    .pick.red {
      color: #b3261e;
    }
    .pick.black {
      color: #1c1c1c;
    }
    .pick[aria-pressed='true'] {
      outline: 3px solid var(--_accent);
      outline-offset: -1px;
      box-shadow: 0 0 0 2px var(--_bg);
    }
    /* Held by another player: faded and struck through; free cards are plain cards. */
    .pick[aria-disabled='true'] {
      opacity: 0.35;
      cursor: not-allowed;
      background-image: linear-gradient(to top right, transparent 47%, #8a939c 48% 52%, transparent 53%);
    }
    .pick:hover:not([aria-disabled='true']) {
      border-color: var(--_accent);
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
    /* While an error is fixed, the last answer stays, dimmed and marked as the last valid one. */
    .result.stale {
      opacity: 0.55;
    }
    .stale-note {
      margin: 0 0 0.3rem;
      color: var(--_muted);
      font-size: 0.85em;
      font-style: italic;
    }
    .closed-picker {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.4rem;
      margin-top: 0.4rem;
    }
    .meld-builder {
      margin-top: 0.4rem;
    }
    .meld-chips {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem;
      margin: 0 0 0.4rem;
      padding: 0;
      list-style: none;
    }
    .chip {
      display: inline-flex;
      align-items: center;
      gap: 0.25rem;
      border: 1px solid var(--_border);
      border-radius: 999px;
      padding: 0.1rem 0.2rem 0.1rem 0.6rem;
    }
    .remove {
      width: 1.6rem;
      height: 1.6rem;
      padding: 0;
      line-height: 1;
    }
    .builder-row {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      align-items: end;
    }
    .builder-row label {
      display: grid;
      gap: 0.1rem;
      font-size: 0.85em;
      color: var(--_muted);
    }
    .readonly .seats-4 {
      grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
    }
    .result:empty {
      display: none;
    }
  `,
];
