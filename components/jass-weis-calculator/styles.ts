import { css } from 'lit';
import { baseStyles } from '../../src/ui/base-styles.js';
import { symbolStyles } from '../../src/ui/card-art.js';
import { saidStyles } from '../../src/ui/said-row.js';
import { pickerStyles } from './card-picker.js';
import { compactStyles } from './compact-styles.js';
import { controlStyles } from './controls.js';
import { builderStyles } from './meld-builder.js';

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
  .trick-entry {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
    margin: 0.5rem 0;
  }
  .trick-entry input {
    font-weight: normal;
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
