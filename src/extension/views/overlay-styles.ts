import { css, unsafeCSS } from 'lit';
import { baseStyles } from '../../ui/base-styles.js';
import { saidStyles } from '../../ui/said-row.js';
import { mirrorStyles } from './overlay-mirror.js';

/** The overlay's styles: the element's shared ones, the said row's, the mirror's, and its own. */
export const overlayStyles = [
  baseStyles,
  saidStyles,
  unsafeCSS(mirrorStyles),
  css`
    :host {
      background: transparent;
    }
    /* Shown once placed (a frame after it is drawn): never first where it would cover the game. */
    .overlay {
      visibility: hidden;
      position: fixed;
      z-index: 2147483646;
      width: 320px;
      max-width: calc(100vw - 16px);
      background: var(--_bg);
      color: var(--_fg);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      box-shadow: 0 6px 24px rgb(0 0 0 / 0.25);
      font: 14px/1.4 system-ui, sans-serif;
      /* The page's selection cannot copy what the overlay shows. */
      user-select: none;
      -webkit-user-select: none;
    }
    .bar {
      display: flex;
      align-items: center;
      gap: 0.5rem;
      padding: 0.35rem 0.5rem;
      border-bottom: 1px solid var(--_border);
      cursor: move;
      user-select: none;
      touch-action: none;
    }
    .collapsed .bar {
      border-bottom: 0;
    }
    .title {
      font-weight: 700;
    }
    .trump {
      flex: 1;
      font-size: 0.85em;
    }
    .muted {
      color: var(--_muted);
    }
    .body {
      padding: 0.5rem;
    }
    .body p {
      margin: 0.25rem 0;
    }
    .best-name {
      display: flex;
      justify-content: space-between;
      gap: 0.5rem;
      font-weight: 600;
    }
    .more,
    .none {
      color: var(--_muted);
    }
    .mini-card {
      width: 26px;
    }
    .pill-only {
      width: auto;
      display: flex;
      gap: 0.25rem;
    }
    .trump-slot {
      flex: 1;
      min-width: 0;
    }
    .link {
      font: inherit;
      font-size: 0.85em;
      background: none;
      border: 0;
      padding: 0.2rem 0;
      color: inherit;
      cursor: pointer;
      text-align: left;
    }
    .title .game {
      font-size: 1em;
      font-weight: 700;
    }
    .game-note,
    .no-weis {
      font-size: 0.85em;
      color: var(--_muted);
    }
    .trump-choice,
    .game-choice {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
    }
    /* The choice in use, among the trumps or the games. */
    .trump-choice [aria-pressed='true'],
    .game-choice [aria-pressed='true'] {
      border-color: var(--_accent);
      box-shadow: inset 0 0 0 1px var(--_accent);
      font-weight: 600;
    }
    .game-choice {
      padding-bottom: 0.4rem;
      margin-bottom: 0.4rem;
      border-bottom: 1px solid var(--_border);
    }
    .tools {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem;
      margin-top: 0.4rem;
      padding-top: 0.4rem;
      border-top: 1px solid var(--_border);
    }
    .unplaced {
      font-size: 0.85em;
      color: var(--_muted);
    }
    /* The card to name next, outlined on the page: drawn in our own root, never taking a click. */
    .hint {
      position: fixed;
      z-index: 2147483645;
      border: 3px solid var(--_accent);
      border-radius: 6px;
      pointer-events: none;
      box-shadow: 0 0 0 3px rgb(255 255 255 / 0.8);
    }
    .partial {
      font-size: 0.85em;
      color: var(--_error);
    }
    .so-far {
      font-weight: 400;
      color: var(--_muted);
    }
    .prompt.refused {
      color: var(--_error);
    }
    .card-picker {
      display: grid;
      gap: 2px;
      margin: 0.3rem 0;
    }
    .pick-row {
      display: flex;
      gap: 2px;
    }
    .pick-card {
      padding: 0;
      border: 0;
      background: none;
      cursor: pointer;
    }
    button:focus-visible {
      outline: 3px solid var(--_accent);
      outline-offset: 1px;
    }
  `,
];
