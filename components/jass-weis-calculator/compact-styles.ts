import { css } from 'lit';

/**
 * Compact quick mode (`compact`, an extension's popup): the answer, the hand's field with the
 * picker's button beside it, what the others said and the controls, in 600 px of height (while
 * the picker is open, it takes the controls' place).
 */
export const compactStyles = css`
  .frame.compact {
    gap: 0.4rem;
    padding: 0.25rem 0;
    border-width: 0;
  }
  .frame.compact .seat {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0.3rem 0.4rem;
    align-items: center;
    border: 0;
    padding: 0;
  }
  .frame.compact .seat > * {
    grid-column: 1 / -1;
  }
  .frame.compact .seat > .text-field {
    grid-row: 1;
    grid-column: 1;
  }
  .frame.compact .seat > .picker-toggle {
    grid-row: 1;
    grid-column: 2;
    min-height: 44px;
    border-radius: var(--_radius);
  }
  .frame.compact .picker-toggle[aria-expanded='true'] {
    border-color: var(--_accent);
    box-shadow: inset 0 -3px 0 var(--_accent);
  }
  .frame.compact .text-field input {
    box-sizing: border-box;
    min-height: 44px;
  }
  /* The seat's title is the field's label for a screen reader; the headline says whose hand it is. */
  .frame.compact .seat-head {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .frame.compact .picker,
  .frame.compact .melds {
    margin-top: 0;
  }
  /* The hand's melds run on in a line or two ("Six in a row … 150 · Stöck 20"), what it says after them. */
  .frame.compact .melds {
    display: flex;
    flex-wrap: wrap;
    column-gap: 0.4rem;
  }
  .frame.compact .meld {
    gap: 0.3rem;
    padding: 0;
  }
  .frame.compact .meld:not(:last-child)::after {
    content: '·' / '';
    color: var(--_muted);
  }
  .frame.compact .says {
    margin-top: 0;
  }
  /* Who has not said anything is in the headline ("Ask Partner and Left"). */
  .frame.compact .quick-said .waiting {
    display: none;
  }
  /* Rules, trump, factor and the fold of the rest ("⋯") in one row; the fold opens under it. */
  .frame.compact .controls.compact {
    grid-template-columns: 1.4fr 1.4fr 0.8fr 44px;
    align-items: end;
    margin-top: 0;
  }
  .frame.compact .controls.compact details {
    grid-column: 4;
  }
  .frame.compact .controls.compact details[open] {
    grid-column: 1 / -1;
  }
  .frame.compact .controls.compact summary {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    min-width: 44px;
    box-sizing: border-box;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) / 2);
    list-style: none;
    font-size: 1.2rem;
    color: var(--_fg);
  }
  .frame.compact .controls.compact summary::-webkit-details-marker {
    display: none;
  }
  .frame.compact .controls.compact summary::before {
    content: none;
  }
  .frame.compact .controls.compact details[open] summary {
    width: 44px;
    border-color: var(--_accent);
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
