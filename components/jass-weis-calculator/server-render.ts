import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { html, unsafeStatic } from 'lit/static-html.js';
import { SETTING_NAMES } from '../../src/core/index.js';
import { escapeMarkup } from '../../src/figure/escape.js';
import { type FigureAnswer, type FigureRequest, figureOf } from '../../src/figure/figure.js';
import { useDetailedFaces } from '../../src/ui/card-art.js';
import * as detailedFaces from '../../src/ui/detailed-faces.js';
import './define.js';

// A server's figure has the detailed card faces from its first byte.
useDetailedFaces(detailedFaces);

/** A figure rendered on the server: the element's HTML and, for build tools, its parts. */
export type RenderedFigure = FigureAnswer & { html?: string };

const text = (value: unknown): string | undefined => (value === undefined || value === null ? undefined : String(value));

/**
 * `<jass-weis-calculator readonly>` as HTML that shows the whole figure with no script: the
 * element's own rendering (Lit's server rendering) in a declarative shadow root, and the same
 * figure in plain text as its light DOM for readers that drop shadow roots (feeds, e-mail).
 * Where the script runs, the element takes the shadow root over and draws the same figure in
 * the same place. Bad input is the core's coded errors, never an exception.
 */
export function renderFigureHtml(request: FigureRequest): RenderedFigure {
  const answer = figureOf(request);
  if (!answer.ok) return answer;
  const hands = Array.isArray(request.hands)
    ? request.hands.map((hand) => (typeof hand === 'string' ? hand : '')).join('|')
    : undefined;
  // The table settings of the registry, each an attribute where given (escaped: the request's text is anybody's).
  const settings = SETTING_NAMES.flatMap((name) => {
    const value = text(request[name]);
    return value === undefined ? [] : [`${name}="${escapeMarkup(value)}"`];
  }).join(' ');
  const template = html`<jass-weis-calculator
    readonly
    ${unsafeStatic(settings)}
    lang=${ifDefined(request.lang)}
    deck=${ifDefined(request.face)}
    names=${ifDefined(request.names?.join('|'))}
    hands=${ifDefined(hands)}
  >${unsafeHTML(answer.figure.text)}</jass-weis-calculator>`;
  // Lit's part markers are what its client rendering reads; the figure needs none of them.
  const markup = collectResultSync(render(template))
    .replace(/<!--\/?lit-(?:part|node)[^>]*-->|<\?>/g, '')
    .replace(/^<jass-weis-calculator\s+/, '<jass-weis-calculator ');
  return { ...answer, html: markup };
}
