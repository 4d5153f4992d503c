import { css } from 'lit';

/**
 * Compact quick mode (`compact`, an extension's popup): the answer, the hand's field with the
 * picker's button beside it, what the others said and the controls, in 600 px of height (while
 * the picker is open, it takes the controls' place). The seat's title is said to a screen reader
 * only (the headline says whose hand it is).
 */
export const compactStyles = css`
  .frame.compact {
    gap: 0.4rem;
    padding: 0.25rem 0;
    border-width: 0;
    & .seat {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      gap: 0.3rem 0.4rem;
      align-items: center;
      border: 0;
      padding: 0;
    }
    & .seat > * {
      grid-column: 1 / -1;
    }
    & .seat > .text-field {
      grid-row: 1;
      grid-column: 1;
    }
    & .seat > .picker-toggle {
      grid-row: 1;
      grid-column: 2;
      border-radius: var(--_radius);
    }
    & .picker-toggle[aria-expanded='true'] {
      border-color: var(--_accent);
      box-shadow: inset 0 -3px 0 var(--_accent);
    }
    /* The hand's melds run on in a line or two ("Six in a row … 150 · Stöck 20"), what it says after them. */
    & .melds {
      display: flex;
      flex-wrap: wrap;
      column-gap: 0.4rem;
    }
    & .picker,
    & .melds,
    & .says {
      margin-top: 0;
    }
    & .meld {
      gap: 0.3rem;
    }
    & .meld:not(:last-child)::after {
      content: '·' / '';
    }
    /* Who has not said anything is in the headline ("Ask Partner and Left"). */
    & .quick-said .waiting {
      display: none;
    }
    /* Rules, trump, factor and the fold of the rest ("⋯") in one row; the fold opens under it. */
    & .controls.compact {
      grid-template-columns: 1.4fr 1.4fr 0.8fr 44px;
      align-items: end;
      margin-top: 0;
    }
    & .controls details {
      grid-column: 4;
    }
    & .controls details[open] {
      grid-column: 1 / -1;
    }
    /* A finger's size, as every target in a window this narrow (the phone's styles). */
    & .controls summary {
      justify-content: center;
      min-width: 44px;
      box-sizing: border-box;
      border: 1px solid var(--_border);
      border-radius: calc(var(--_radius) / 2);
      list-style: none;
      font-size: 1.2rem;
      color: var(--_fg);
    }
    & .controls summary::before {
      content: none;
    }
    & .controls details[open] summary {
      width: 44px;
      border-color: var(--_accent);
    }
  }
  /* Where the popup is wide enough, a suit's cards in one row, each still a thumb wide. */
  @container (min-width: 27rem) {
    .frame.compact .picker-row.active {
      grid-template-columns: repeat(auto-fit, minmax(44px, 1fr));
      gap: 2px;
    }
    .frame.compact .picker-row.active .pick {
      min-height: 0;
    }
  }
`;
