import { css, html, nothing, type SVGTemplateResult, svg, type TemplateResult } from 'lit';

/*
 * The Schieber chalk board (Jasstafel): each team's half holds a Z whose top line takes the
 * hundreds, its diagonal the fifties and its bottom line the twenties; what is left (0–19) is
 * written as a number. Pure: scores and words in, a template out.
 */

/** How a score is chalked: strokes of 100, 50 and 20, and the rest written as a number. */
export interface ChalkStrokes {
  readonly hundreds: number;
  readonly fifties: number;
  readonly twenties: number;
  /** 0–19. */
  readonly rest: number;
}

/** A score as a board freshly written holds it: as many hundreds as fit, then a fifty, then twenties. */
export function chalkStrokes(points: number): ChalkStrokes {
  if (!Number.isSafeInteger(points) || points < 0) throw new RangeError(`A chalk board holds whole points from 0, not ${points}`);
  const hundreds = Math.floor(points / 100);
  const fifties = Math.floor((points % 100) / 50);
  const twenties = Math.floor((points % 50) / 20);
  return { hundreds, fifties, twenties, rest: (points % 50) % 20 };
}

/** Six bundles of five fill the top line; past that, five bundles and the hundreds left over as a number. */
const HUNDREDS_ON_A_LINE = 30;
const HUNDREDS_BESIDE_A_NUMBER = 25;

/** How many of a score's hundreds are drawn as strokes (the rest are written beside them). */
export const drawnHundreds = (hundreds: number): number => (hundreds <= HUNDREDS_ON_A_LINE ? hundreds : HUNDREDS_BESIDE_A_NUMBER);

export interface ChalkTeam {
  readonly name: string;
  /** Whole points; below 0 (a counter-Match's penalty) no strokes are drawn, the total is written. */
  readonly points: number;
}

/** The words of the board's accessible name, in the reader's language. */
export interface ChalkBoardWords {
  /** A team's score as said, e.g. ("Team A", 1234) → "Team A: 1234 points". */
  readonly teamScore: (name: string, points: number) => string;
  /** The target as said, e.g. 2500 → "Playing to 2500". */
  readonly target: (points: number) => string;
}

export interface ChalkBoardOptions {
  readonly words: ChalkBoardWords;
  /** The points the teams play to, written between the halves. */
  readonly target?: number;
  /** The first team's half upside down, for a board lying on the table between the teams. */
  readonly facingEachOther?: boolean;
}

const WIDTH = 360;
const HALF = 200;
const MIDDLE = 44;
const HEIGHT = 2 * HALF + MIDDLE;
const LEFT = 14;
const RIGHT = WIDTH - LEFT;
const TOP_LINE = 72;
const BOTTOM_LINE = 168;
const STROKE_REACH = 19;
const STROKE_GAP = 10;
const BUNDLE_PITCH = 50;
const FIRST_HUNDRED = LEFT + 14;
// Clear of the diagonal where it comes down to the bottom line.
const FIRST_TWENTY = LEFT + 82;
const DIAGONAL_DEGREES = (Math.atan2(TOP_LINE - BOTTOM_LINE, RIGHT - LEFT) * 180) / Math.PI;

/** A stroke's lean, the same on every drawing: chalk by hand leans a little, never quite alike. */
const lean = (index: number): number => -(0.5 + ((index * 3) % 4) * 0.35);

/** Tally strokes across a line at `y` from `firstX`, four upright and the fifth across them. */
function tally(count: number, firstX: number, y: number, className: string): SVGTemplateResult[] {
  return Array.from({ length: count }, (_, index) => {
    const bundleX = firstX + Math.floor(index / 5) * BUNDLE_PITCH;
    if (index % 5 === 4) {
      return svg`<line class=${className} x1=${bundleX + 3 * STROKE_GAP + 6} y1=${y - STROKE_REACH + 5} x2=${bundleX - 6} y2=${y + STROKE_REACH - 5}/>`;
    }
    const x = bundleX + (index % 5) * STROKE_GAP;
    return svg`<line class=${className} x1=${x + lean(index)} y1=${y - STROKE_REACH} x2=${x - lean(index)} y2=${y + STROKE_REACH}/>`;
  });
}

/** Fifties across the diagonal, two of them crossing as an X. */
function fifties(count: number): SVGTemplateResult {
  const strokes = Array.from({ length: count }, (_, index) => {
    const x = Math.floor(index / 2) * 30;
    const [from, to] = index % 2 === 0 ? [-STROKE_REACH, STROKE_REACH] : [STROKE_REACH, -STROKE_REACH];
    return svg`<line class="stroke-50" x1=${x} y1=${from} x2=${x + 16} y2=${to}/>`;
  });
  const along = 0.45;
  const x = LEFT + along * (RIGHT - LEFT);
  const y = BOTTOM_LINE + along * (TOP_LINE - BOTTOM_LINE);
  return svg`<g transform="translate(${x} ${y}) rotate(${DIAGONAL_DEGREES})">${strokes}</g>`;
}

/** The page's colour, else the theme's (chalkBoardStyles), else none. */
const SLATE = 'var(--jass-board-bg, var(--_board-bg, transparent))';
const SLATE_FILL = `fill: ${SLATE}`;
/** A number written over a line wipes the line from behind its figures. */
const ERASED_BEHIND = `stroke: ${SLATE}; stroke-width: 8px; paint-order: stroke`;

/** Names longer than the room beside the total are cut (and clipped); the accessible name keeps them whole. */
const shortName = (name: string): string => (name.length > 15 ? `${name.slice(0, 14)}…` : name);

/** The room a name has beside the total (a wide digit of the total's size, 20 units, each). */
const nameWidth = (points: number): number => RIGHT - LEFT - 20 * String(points).length - 12;

function half(team: ChalkTeam, turned: boolean, top: number): SVGTemplateResult {
  const strokes = chalkStrokes(Math.max(0, team.points));
  const drawn = drawnHundreds(strokes.hundreds);
  const leftOver = strokes.hundreds - drawn;
  const turn = turned ? ` rotate(180 ${WIDTH / 2} ${HALF / 2})` : '';
  return svg`<g class="chalk-half" transform="translate(0 ${top})${turn}">
    <svg x=${LEFT} width=${nameWidth(team.points)} height=${TOP_LINE - STROKE_REACH} overflow="hidden">
      <text class="team-name" y="34" font-size="24">${shortName(team.name)}</text>
    </svg>
    <text class="team-total" x=${RIGHT} y="36" font-size="32" text-anchor="end">${team.points}</text>
    <path class="chalk-z" d="M${LEFT} ${TOP_LINE}H${RIGHT}L${LEFT} ${BOTTOM_LINE}H${RIGHT}" stroke="currentColor" stroke-width="3" fill="none" opacity="0.6"/>
    <g class="chalk-strokes" stroke="currentColor" stroke-width="5.5">
      ${tally(drawn, FIRST_HUNDRED, TOP_LINE, 'stroke-100')}
      ${fifties(strokes.fifties)}
      ${tally(strokes.twenties, FIRST_TWENTY, BOTTOM_LINE, 'stroke-20')}
    </g>
    ${
      leftOver > 0
        ? svg`<text class="more-hundreds" x=${FIRST_HUNDRED + 5 * BUNDLE_PITCH} y=${TOP_LINE + 8} font-size="22" style=${ERASED_BEHIND}>+${leftOver * 100}</text>`
        : nothing
    }
    ${strokes.rest > 0 ? svg`<text class="chalk-rest" x=${RIGHT - 6} y=${BOTTOM_LINE - 18} font-size="40" text-anchor="end">${strokes.rest}</text>` : nothing}
  </g>`;
}

function middle(target: number | undefined): SVGTemplateResult {
  const y = HALF + MIDDLE / 2;
  return svg`<g class="chalk-middle" stroke="currentColor">
    <line x1=${LEFT} y1=${y} x2=${RIGHT} y2=${y} stroke-width="3"/>
    ${
      target === undefined
        ? nothing
        : svg`<rect x=${WIDTH / 2 - 46} y=${y - 17} width="92" height="34" rx="6" stroke-width="3" style=${SLATE_FILL}/>
          <text class="chalk-target" x=${WIDTH / 2} y=${y + 9} font-size="24" text-anchor="middle" stroke="none">${target}</text>`
    }
  </g>`;
}

/** The whole board, both halves and the target, scaled to its container's width. */
export function chalkBoard(teams: readonly [ChalkTeam, ChalkTeam], options: ChalkBoardOptions): TemplateResult {
  const [first, second] = teams;
  const said = [first, second].map((team) => options.words.teamScore(team.name, team.points));
  if (options.target !== undefined) said.push(options.words.target(options.target));
  return html`<svg
    class="chalk-board"
    role="img"
    aria-label=${said.join(', ')}
    viewBox="0 0 ${WIDTH} ${HEIGHT}"
    style="color: var(--jass-board-chalk, var(--_board-chalk, currentColor))"
  >
    <defs>
      <filter id="jass-chalk-grain" x="-5%" y="-5%" width="110%" height="110%">
        <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" />
        <feDisplacementMap in="SourceGraphic" scale="2.2" />
      </filter>
    </defs>
    <rect class="chalk-slate" width=${WIDTH} height=${HEIGHT} rx="10" style=${SLATE_FILL} />
    <g stroke-linecap="round" stroke-linejoin="round" fill="currentColor" font-weight="700" filter="url(#jass-chalk-grain)">
      ${half(first, options.facingEachOther === true, 0)} ${middle(options.target)} ${half(second, false, HALF + MIDDLE)}
    </g>
  </svg>`;
}

const lightBoard = css`
  --_board-bg: #eef1ea;
  --_board-chalk: #1f2b25;
`;
const darkBoard = css`
  --_board-bg: #27332e;
  --_board-chalk: #f3f0e6;
`;

/**
 * The board's colours for a component that shows it: chalk on dark slate where the system (or
 * the host's theme="dark") is dark, dark chalk on a pale board where light, and black on white
 * on paper, whatever the screen's colours. A page sets `--jass-board-bg` and `--jass-board-chalk`
 * to choose its own.
 */
export const chalkBoardStyles = css`
  .chalk-board {
    ${lightBoard}
    display: block;
    width: 100%;
    height: auto;
  }
  @media (prefers-color-scheme: dark) {
    .chalk-board {
      ${darkBoard}
    }
  }
  :host([theme='dark']) .chalk-board {
    ${darkBoard}
  }
  :host([theme='light']) .chalk-board {
    ${lightBoard}
  }
  @media print {
    .chalk-board {
      --jass-board-bg: #fff !important;
      --jass-board-chalk: #000 !important;
    }
  }
`;
