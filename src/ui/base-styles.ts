import { css, unsafeCSS } from 'lit';

/** Text for screen readers only, in every view of ours (the element, the overlay, the extension's pages). */
export const visuallyHidden = css`
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/** Each colour a theme sets, by the name of its custom property (`--jass-fg`, the page's; `--_fg`, ours). */
type Colours = Readonly<
  Record<'fg' | 'bg' | 'muted' | 'border' | 'accent' | 'accent-fg' | 'win' | 'error' | 'card-bg' | 'card-edge', string>
>;

/** Declarations, not rules: interpolated into each rule that picks the light or dark colours. */
const declarations = (colours: Colours) =>
  unsafeCSS(
    Object.entries(colours)
      .map(([name, value]) => `--_${name}:var(--jass-${name},${value});`)
      .join(''),
  );

const lightColours = declarations({
  fg: '#1d232a',
  bg: '#ffffff',
  muted: '#55606b',
  border: '#c9d1d9',
  accent: '#0b5cad',
  'accent-fg': '#ffffff',
  win: '#1d6b34',
  error: '#b3261e',
  'card-bg': '#fffdf7',
  'card-edge': '#8a939c',
});

const darkColours = declarations({
  fg: '#e6edf3',
  bg: '#161b22',
  muted: '#a5b1bd',
  border: '#3d4752',
  accent: '#6cb6ff',
  'accent-fg': '#0d1117',
  win: '#6fdd8b',
  error: '#ff8a80',
  'card-bg': '#fbf8ef',
  'card-edge': '#e6edf3',
});

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
  ${visuallyHidden}
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
