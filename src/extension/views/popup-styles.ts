import { css } from 'lit';

/**
 * The popup: 460 px wide and all of it within the 600 px a browser gives a popup: the top row
 * (this site's switch, the settings), the site's actions, then the calculator in compact quick
 * mode. A fixed width: the browser sizes a popup to its content, so a width from the viewport
 * would shrink it to nothing. Where the popup is a page of its own on a phone (Firefox for
 * Android), it takes the screen's width and scrolls like a page.
 */
export const popupStyles = css`
  main.popup {
    width: 460px;
    box-sizing: border-box;
    gap: 0.4rem;
    /* The width goes to the calculator: a row of eight 44 px values and the seat's name fit. */
    padding: 0.3rem 0.25rem;
  }
  @media (pointer: coarse) {
    main.popup {
      width: auto;
    }
  }
  /* The calculator on the popup's own background, in light and dark alike. */
  jass-weis-calculator {
    --jass-bg: Canvas;
  }
  .top {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding-inline-start: 0.25rem;
  }
  .site-switch {
    flex: 1;
    min-width: 0;
  }
  .host {
    font-weight: 600;
  }
  /* Reading on this site: a switch, a finger's size with its words; what the hand is, under them. */
  label.site-switch {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    cursor: pointer;
  }
  .switch-words {
    display: grid;
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
  .switch-words .muted {
    font-size: 0.85em;
  }
  .icon-button {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    padding: 0;
    border: 1px solid color-mix(in srgb, CanvasText 25%, Canvas);
    border-radius: 8px;
    background: Canvas;
    color: CanvasText;
    cursor: pointer;
  }
  .icon-button[aria-expanded='true'] {
    border-color: #1d6b34;
    box-shadow: inset 0 -3px 0 #1d6b34;
  }
  /* The settings, in the calculator's place while open: the page's tools first, then the fields, each a finger's size. */
  .settings {
    display: grid;
    gap: 0.5rem;
  }
  .settings[hidden],
  jass-weis-calculator[hidden] {
    display: none;
  }
  .settings label {
    margin: 0;
  }
  .settings select {
    min-height: 44px;
    width: 100%;
    padding: 0 0.4rem;
    border: 1px solid color-mix(in srgb, CanvasText 25%, Canvas);
    border-radius: 8px;
    background: Canvas;
    color: CanvasText;
  }
  .settings label.check {
    min-height: 44px;
  }
  .settings input[type='checkbox'] {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
  .site-actions {
    display: flex;
    gap: 0.3rem;
  }
  .site-actions button {
    flex: 1 1 0;
    min-width: 0;
    min-height: 44px;
    padding: 0.15rem 0.4rem;
    font-size: 0.9em;
    line-height: 1.15;
    border: 1px solid color-mix(in srgb, CanvasText 25%, Canvas);
    border-radius: 8px;
    background: Canvas;
    color: CanvasText;
    cursor: pointer;
  }
  .site-actions button:hover,
  .icon-button:hover {
    border-color: #1d6b34;
  }
  input[role='switch'] {
    appearance: none;
    flex: none;
    position: relative;
    width: 2.6rem;
    height: 1.5rem;
    margin: 0;
    border-radius: 0.75rem;
    background: color-mix(in srgb, CanvasText 35%, Canvas);
    cursor: pointer;
  }
  input[role='switch']::before {
    content: '';
    position: absolute;
    top: 0.15rem;
    left: 0.15rem;
    width: 1.2rem;
    height: 1.2rem;
    border-radius: 50%;
    background: Canvas;
    transition: transform 0.15s;
  }
  input[role='switch']:checked {
    background: #1d6b34;
  }
  input[role='switch']:checked::before {
    transform: translateX(1.1rem);
  }
  input[role='switch']:focus-visible,
  .icon-button:focus-visible,
  .site-actions button:focus-visible {
    outline: 3px solid #1d6b34;
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    input[role='switch']::before {
      transition: none;
    }
  }
`;
