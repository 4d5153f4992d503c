import { css, type SVGTemplateResult, svg, unsafeCSS } from 'lit';
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';
import { type CardId, cardRank, cardSuit, type Face, RANKS, type Rank, type Suit, type SuitPairing } from '../core/index.js';
import { CARD_FONT, isRedCard, SYMBOLS, type SymbolName, symbolOf } from '../figure/card-signs.js';
import { cardIndexLabel } from '../i18n/card-names.js';
import type { Messages } from '../i18n/index.js';

export { CARD_FONT, isRedCard, SYMBOLS, type SymbolName, symbolOf };

/** A rank as the reader's language writes it on the card (the figure's picture writes it alike). */
export const rankIndex = cardIndexLabel;

/** Every rank's index in a face and language. */
export const rankIndexes = (face: Face, messages: Messages): Record<Rank, string> =>
  Object.fromEntries(RANKS.map((rank) => [rank, rankIndex(rank, face, messages)])) as Record<Rank, string>;

const RANK_LABEL: Readonly<Record<Face, Readonly<Record<Rank, string>>>> = {
  french: { '6': '6', '7': '7', '8': '8', '9': '9', T: '10', J: 'J', Q: 'Q', K: 'K', A: 'A' },
  // The Banner is a Banner on German-Swiss cards, as Under and Ober are U and O.
  'german-swiss': { '6': '6', '7': '7', '8': '8', '9': '9', T: 'B', J: 'U', Q: 'O', K: 'K', A: 'A' },
};
export const rankLabel = (card: CardId, face: Face): string => RANK_LABEL[face][cardRank(card)];

/** The detailed faces, once their file has arrived (the simple ones stand in until then). */
type DetailedFaces = typeof import('./detailed-faces.js');
let detailedFaces: DetailedFaces | null = null;
let loadingFaces: Promise<void> | null = null;

/** Registers the detailed faces (a server's rendering imports them directly). */
export function useDetailedFaces(faces: DetailedFaces): void {
  detailedFaces = faces;
}

/** The detailed faces, loaded once for every element of the page; resolves when they are there (or could not come). */
export function loadDetailedFaces(): Promise<void> {
  loadingFaces ??= import('./detailed-faces.js').then(useDetailedFaces, () => undefined);
  return loadingFaces;
}

export const hasDetailedFaces = (): boolean => detailedFaces !== null;

/**
 * A card face as SVG (60 × 84): the detailed face once loaded, with its corner index as the
 * reader's language writes it; until then the simple one (the index at the top left, the sign
 * large at the bottom right).
 */
export function cardSvg(card: CardId, face: Face, pairing: SuitPairing, index = rankLabel(card, face)): SVGTemplateResult {
  if (detailedFaces) {
    return svg`<svg class="card-art detailed" viewBox="0 0 60 84" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="58" height="82" rx="6" class="card-bg"/>${unsafeSVG(detailedFaces.cardFaceMarkup(card, face, pairing, index))}</svg>`;
  }
  const symbol = SYMBOLS[symbolOf(cardSuit(card), face, pairing)];
  return svg`<svg class="card-art" viewBox="0 0 60 84" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="58" height="82" rx="6" class="card-bg"/>
    <text x="7" y="27" class="rank ${isRedCard(card, face) ? 'red' : 'black'}">${index}</text>
    <g transform="translate(22 40) scale(1.1)">${unsafeSVG(symbol)}</g>
  </svg>`;
}

/** A suit symbol alone, for labels and headings. */
export function suitIcon(suit: Suit, face: Face, pairing: SuitPairing): SVGTemplateResult {
  return svg`<svg class="suit-icon" viewBox="0 0 32 32" aria-hidden="true" focusable="false">${unsafeSVG(SYMBOLS[symbolOf(suit, face, pairing)])}</svg>`;
}

/**
 * `.sym-heart` … `.sym-bell`: the symbols as CSS backgrounds, so the 144 cards of a full
 * table's pickers are two elements each instead of a dozen.
 */
export const symbolBackgrounds = unsafeCSS(
  (Object.keys(SYMBOLS) as SymbolName[])
    .map((name) => {
      const file = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${SYMBOLS[name]}</svg>`;
      return `.sym-${name}{--jass-symbol:url("data:image/svg+xml,${encodeURIComponent(file)}")}`;
    })
    .join('\n'),
);
export const symbolStyles = css`
  ${symbolBackgrounds}
`;

/** The picker's detailed faces (`art-H6` …) adopted by a shadow root, once they came. */
export const adoptPickerFaces = (root: ShadowRoot, face: Face, pairing: SuitPairing, indexes: Record<Rank, string>): void =>
  detailedFaces?.adoptPickerFaces(root, face, pairing, indexes);
