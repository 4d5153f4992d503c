import { css, unsafeCSS } from 'lit';
import { symbolStyles } from './card-art.js';
import { pickerStyles } from './card-picker.js';
import { compactStyles } from './compact-styles.js';
import { controlStyles } from './controls.js';
import { builderStyles } from './meld-builder.js';
import { saidStyles } from './said-row.js';

/* Declarations, not rules: interpolated into each rule that picks the light or dark colours. */
const lightColours = unsafeCSS(`
  --_fg: var(--jass-fg, #1d232a);
  --_bg: var(--jass-bg, #ffffff);
  --_muted: var(--jass-muted, #55606b);
  --_border: var(--jass-border, #c9d1d9);
  --_accent: var(--jass-accent, #0b5cad);
  --_accent-fg: var(--jass-accent-fg, #ffffff);
  --_win: var(--jass-win, #1d6b34);
  --_error: var(--jass-error, #b3261e);
  --_card-bg: var(--jass-card-bg, #fffdf7);
  --_card-edge: var(--jass-card-edge, #8a939c);
`);

const darkColours = unsafeCSS(`
  --_fg: var(--jass-fg, #e6edf3);
  --_bg: var(--jass-bg, #161b22);
  --_muted: var(--jass-muted, #a5b1bd);
  --_border: var(--jass-border, #3d4752);
  --_accent: var(--jass-accent, #6cb6ff);
  --_accent-fg: var(--jass-accent-fg, #0d1117);
  --_win: var(--jass-win, #6fdd8b);
  --_error: var(--jass-error, #ff8a80);
  --_card-bg: var(--jass-card-bg, #fbf8ef);
  --_card-edge: var(--jass-card-edge, #e6edf3);
`);

/** Shared by the element and the extension's overlay. Colours pass WCAG AA in light and dark. */
export const baseStyles = css`
  :host {
    ${lightColours}
    --_radius: var(--jass-radius, 8px);
    --_soft: color-mix(in srgb, var(--_accent) 8%, var(--_bg));
    display: block;
    container-type: inline-size;
    color: var(--_fg);
    background: var(--_bg);
    font-family: var(--jass-font, inherit);
    font-size: 0.95rem;
    line-height: 1.4;
  }
  /* theme="dark"; theme="auto" (or none) follows the system; theme="light" stays light. */
  :host([theme='dark']) {
    ${darkColours}
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${darkColours}
    }
  }
  /* The page's own :focus ring around the whole figure: ours are on the controls inside. */
  :host(:focus) {
    outline: none;
  }
  /* On paper: light, whole on one page, every mark visible. */
  @media print {
    :host,
    :host([theme='dark']),
    :host(:not([theme='light'])) {
      ${lightColours}
      break-inside: avoid;
      page-break-inside: avoid;
      print-color-adjust: exact;
      -webkit-print-color-adjust: exact;
    }
    .badge {
      border: 1px solid var(--_fg);
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
  /* Light cards on a dark page keep a light, high-contrast edge. */
  .card-art .card-bg {
    fill: var(--_card-bg);
    stroke: var(--_card-edge);
    stroke-width: 1.5;
  }
  /* One type face for the ranks of every card (the picker's too): the card's print. The detailed
     faces size their corner index themselves, inside the card (a size here would push it over the edge). */
  .card-art .rank {
    font-family: var(--jass-card-font, 'Liberation Sans', 'Helvetica Neue', Arial, Helvetica, sans-serif);
    font-weight: 700;
  }
  .card-art:not(.detailed) .rank {
    font-size: 22px;
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
  /* Stages after the deciding one: never reached, their values count for nothing. */
  .ladder tr.unreached td,
  .ladder tr.unreached th {
    color: var(--_muted);
    font-weight: 400;
  }
  /* Margins, not spaces: the minified bundle keeps no white space between template parts. */
  .not-reached {
    margin-inline-start: 0.4em;
    font-size: 0.8em;
    font-style: italic;
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
  /* A question to ask the table is longer than "decided by": it wraps on a narrow screen. */
  .decides.asked {
    white-space: normal;
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

/** The frame, the seats, their text fields and errors, and the answer while the input is fixed. */
export const seatStyles = css`
  .frame {
    display: grid;
    gap: 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.75rem;
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
  /* Quick mode: the answer first, in the words of what to do next. */
  .headline {
    margin: 0;
    /* Opaque, for a page that keeps it in view over the rest (the app: position: sticky on the part). */
    background: var(--_bg);
  }

  .headline p {
    margin: 0;
  }
  .headline-action {
    font-size: 1.15em;
    font-weight: 700;
    line-height: 1.3;
  }
  .headline-detail {
    font-size: 0.9em;
    color: var(--_muted);
  }
  .headline.stale {
    opacity: 0.6;
  }
  /* On a phone, quick mode spends its width on the targets: a value row of eight fits in 360 px. */
  @container (max-width: 420px) {
    .frame.quick {
      gap: 0.5rem;
      padding: 0.5rem 0;
      border-width: 0;
    }
    /* The words keep a margin; the values and the hand's box use the whole width. */
    .frame.quick > .headline,
    .frame.quick > .controls,
    .frame.quick > .result,
    .frame.quick > .image-actions,
    .frame.quick > .error,
    .quick-said .said-label,
    .quick-said .answers,
    .quick-said .answered,
    .quick-said .said-text,
    .quick-said .from-page,
    .quick-said .verdict-block {
      padding-inline: 0.5rem;
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
  .reading {
    margin-inline-start: 0.4em;
    font-size: 0.8em;
    color: var(--_muted);
  }
  .meant {
    margin-inline-start: 0.4em;
    color: var(--_fg);
  }
  p.error {
    color: var(--_error);
    margin: 0;
  }
  /* While an error is fixed, the last answer stays, marked as the last valid one (grey, a dashed
     edge; its text keeps full contrast). */
  .result.stale {
    filter: grayscale(1);
    border-inline-start: 3px dashed var(--_border);
    padding-inline-start: 0.6rem;
  }
  .stale-note {
    margin: 0 0 0.3rem;
    color: var(--_muted);
    font-size: 0.85em;
    font-style: italic;
  }
  .readonly .seats-4 {
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  }
  .result:empty {
    display: none;
  }
`;

/** "Copy as image" and "Share": quiet links under the answer, gone on paper. */
const imageActionStyles = css`
  .image-actions[inert] {
    visibility: hidden;
  }
  .image-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    align-items: center;
    margin-top: 0.4rem;
    font-size: 0.9em;
  }
  .image-actions button {
    padding: 0;
    border: 0;
    background: none;
    color: var(--_accent);
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
  .image-note {
    color: var(--_muted);
  }
  @media print {
    .image-actions {
      display: none;
    }
  }
`;

/** On a phone: the verdict's sentence kept at the bottom of the screen, and every target a finger's size. */
const phoneStyles = css`
  .summary-bar {
    display: none;
  }
  @container (max-width: 639px) {
    .summary-bar {
      display: block;
      position: sticky;
      bottom: 0;
      width: 100%;
      min-height: 44px;
      margin-top: 0.5rem;
      padding: 0.5rem 0.75rem;
      border: 1px solid var(--_border);
      border-radius: var(--_radius) var(--_radius) 0 0;
      background: var(--_bg);
      color: var(--_fg);
      font: inherit;
      font-weight: 600;
      text-align: start;
      box-shadow: 0 -2px 8px color-mix(in srgb, var(--_fg) 18%, transparent);
      cursor: pointer;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .summary-bar.open {
      white-space: normal;
    }
    .editable button,
    .editable select,
    .editable input:not([type='radio']):not([type='checkbox']) {
      min-height: 44px;
    }
    .editable summary {
      display: flex;
      align-items: center;
      min-height: 44px;
    }
    /* A flex summary loses the browser's marker: the fold says it folds. */
    .editable summary::before {
      content: '▸' / '';
      display: inline-block;
      width: 1.1em;
    }
    .editable details[open] > summary::before {
      transform: rotate(90deg);
    }
    .editable label:has(> input[type='radio']),
    .editable label:has(> input[type='checkbox']) {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
    }
    .editable input[type='radio'],
    .editable input[type='checkbox'] {
      width: 1.25rem;
      height: 1.25rem;
    }
  }
  @media print {
    .summary-bar {
      display: none;
    }
  }
`;

/** Everything the calculator draws, in one list for its shadow root. */
export const calculatorStyles = [
  baseStyles,
  symbolStyles,
  seatStyles,
  controlStyles,
  pickerStyles,
  builderStyles,
  saidStyles,
  imageActionStyles,
  phoneStyles,
  compactStyles,
];
