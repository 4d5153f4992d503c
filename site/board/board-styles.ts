import { css } from 'lit';
import { visuallyHidden } from '../../src/ui/base-styles.js';

/** The board at the table: one hand on a phone, every target 44 px, readable at arm's length, in the dark, and on paper. */
export const boardStyles = [
  visuallyHidden,
  css`
  :host {
    display: block;
    --_fg: var(--app-fg, #1f2328);
    --_bg: var(--app-bg, #f6f4ef);
    --_line: var(--app-line, #d0d7de);
    --_accent: var(--app-accent, #1d6b34);
    --_on-accent: var(--app-on-accent, #ffffff);
    --_card-bg: var(--app-bg, #fffdf7);
    color: var(--_fg);
    --jass-board-bg: #24302b;
    --jass-board-chalk: #f4f1e8;
  }
  * {
    box-sizing: border-box;
  }
  h2 {
    font-size: 1.05rem;
    margin: 0.75rem 0 0.25rem;
  }
  button,
  .button,
  select,
  input:not([type='checkbox']) {
    min-height: 44px;
    min-width: 44px;
    border-radius: 8px;
    border: 1px solid var(--_line);
    background: transparent;
    color: inherit;
    font: inherit;
    padding: 0 0.6rem;
  }
  .button {
    display: inline-flex;
    align-items: center;
    cursor: pointer;
  }
  .button:focus-within,
  button:focus-visible,
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 1px;
  }
  input[aria-invalid='true'] {
    border: 2px solid #b3261e;
  }
  button:disabled {
    opacity: 0.45;
  }
  .primary {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_on-accent);
    font-weight: 600;
  }
  .danger {
    border-color: #b3261e;
    color: #b3261e;
  }
  .choice[aria-pressed='true'],
  .chip[aria-pressed='true'] {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_on-accent);
  }
  .chip {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    min-width: 44px;
    border: 1px solid var(--_line);
    background: transparent;
    color: inherit;
    font: inherit;
  }
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
  }
  /* A flex summary loses the browser's triangle: drawn again, so "Weis by hand" reads as something that opens. */
  summary::before {
    content: '▸' / '';
    display: inline-block;
    width: 1.1em;
  }
  details[open] > summary::before {
    transform: rotate(90deg);
  }
  .chips {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(44px, 1fr));
  }
  .answers {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    align-items: center;
  }
  .totals {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.5rem;
    margin: 0.5rem 0;
  }
  .total {
    display: grid;
    text-align: center;
    border: 1px solid var(--_line);
    border-radius: 10px;
    padding: 0.25rem;
  }
  .team-name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .total .points {
    font-size: 2.6rem;
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
  }
  /* Four a row on a phone: a total as wide as its card allows (its characters in --chars), never cut. */
  .totals.players .total {
    container-type: inline-size;
  }
  .totals.players .total .points {
    font-size: min(2.6rem, calc(160cqi / var(--chars, 3)));
    white-space: nowrap;
  }
  .winner {
    font-size: 1.3rem;
    font-weight: 700;
    text-align: center;
    color: var(--_accent);
    margin: 0.25rem 0;
  }
  .next,
  .note {
    margin: 0.25rem 0;
    color: inherit;
    opacity: 0.85;
  }
  .target {
    float: right;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0.5rem 0;
  }
  /* "Write" always in reach: the form's actions stay at the bottom of the screen as it scrolls. */
  .actions.sticky {
    position: sticky;
    bottom: 0;
    z-index: 1;
    background: var(--_bg);
    padding: 0.25rem 0;
    border-top: 1px solid var(--_line);
  }
  .problem {
    flex-basis: 100%;
    margin: 0;
    font-weight: 600;
  }
  .confirm {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
  }
  .rounds-head,
  .screen-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }
  .besides {
    display: grid;
    gap: 0.25rem;
    margin: 0.25rem 0;
  }
  label.dealer {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  .print-head {
    display: none;
  }
  .stats-picture {
    margin: 0.75rem 0;
  }
  .stats-picture figcaption {
    font-weight: 600;
    margin-bottom: 0.25rem;
  }
  .stats-picture figcaption small {
    display: block;
    font-weight: normal;
  }
  .stats-bar {
    fill: var(--_accent);
  }
  .stats-bar.minus {
    fill: #b3261e;
  }
  .stats-label,
  .stats-value {
    fill: currentColor;
    font-size: 13px;
  }
  .stats-axis {
    stroke: var(--_line);
  }
  .rules-summary {
    margin: 0.25rem 0;
    padding-left: 1.2rem;
  }
  .actions .primary {
    flex: 1;
  }
  .chalk {
    margin: 0.5rem 0;
    border-radius: 10px;
    overflow: hidden;
  }
  table.rounds {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  .rounds th,
  .rounds td {
    border-bottom: 1px solid var(--_line);
    padding: 0.25rem;
    text-align: left;
    vertical-align: top;
  }
  .rounds th.num,
  .rounds td.num {
    text-align: right;
  }
  .rounds small {
    display: block;
    font-size: 0.8rem;
    opacity: 0.85;
  }
  .rounds .run {
    display: block;
    font-size: 0.8rem;
  }
  fieldset {
    border: 1px solid var(--_line);
    border-radius: 10px;
    margin: 0.5rem 0;
    padding: 0.25rem 0.5rem 0.5rem;
    min-width: 0;
  }
  legend {
    font-weight: 600;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
    margin: 0.25rem 0;
  }
  .choices.six {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
  }
  .factor {
    font-weight: 700;
  }
  label {
    display: grid;
    gap: 0.15rem;
    margin: 0.25rem 0;
  }
  label.points input {
    width: 6rem;
    font-size: 1.3rem;
  }
  label.hand input {
    width: 100%;
  }
  label.check {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
  }
  label.check input {
    /* A label of two lines must not squeeze its box: every box the same size. */
    flex: none;
    width: 24px;
    height: 24px;
  }
  .factors {
    display: grid;
    grid-template-columns: repeat(2, 1fr);
    gap: 0 0.5rem;
  }
  .verdict {
    font-weight: 600;
    min-height: 1.4em;
  }
  .alert {
    border: 2px solid #b3261e;
    border-radius: 8px;
    padding: 0.5rem;
    font-weight: 600;
  }
  .notice {
    border: 1px solid var(--_line);
    border-radius: 8px;
    padding: 0.5rem;
  }
  .games ul {
    list-style: none;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }
  .games li {
    display: flex;
    gap: 0.35rem;
  }
  .games .game {
    flex: 1;
    display: grid;
    align-content: center;
    text-align: left;
    padding-block: 0.3rem;
  }
  .games .game[aria-current='true'] {
    border-color: var(--_accent);
    border-width: 2px;
  }
  .said-seat {
    grid-template-columns: 4.75rem minmax(0, 1fr);
    margin: 0.15rem 0;
  }
  .said-label {
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .said-seat > .answers {
    grid-column: 1 / -1;
  }
  @media print {
    .actions,
    .edit,
    .alert,
    .notice,
    label.dealer,
    .rounds-head button {
      display: none;
    }
    :host {
      color: #000;
    }
    .print-head {
      display: block;
    }
    .print-head h1 {
      font-size: 1.2rem;
      margin: 0 0 0.25rem;
    }
    .print-head p {
      margin: 0 0 0.15rem;
    }
    /* A round, the totals and the chalk board each stay on one page. */
    .rounds tr,
    .totals,
    .chalk {
      break-inside: avoid;
    }
    .rounds thead {
      display: table-header-group;
    }
  }
`,
];
