import { type CardId, type Face, RANKS, type Rank, type SuitPairing } from '../core/index.js';
import { cardFaceMarkup } from '../figure/card-faces.js';

/*
 * The detailed card faces as the views use them: a file of its own beside the calculator's
 * bundle (`jass-weis-faces.js`), loaded after the first drawing, with what only they need.
 */
export { cardFaceMarkup };

const sheets = new Map<string, CSSStyleSheet>();
/** The sheet each shadow root has adopted, to be replaced when its deck or language changes. */
const adopted = new WeakMap<ShadowRoot, CSSStyleSheet>();

/** A picker's card with its detailed face (`has-art`): the face fills it, the button's own index steps aside. */
const DETAILED_PICKS = `.pick.has-art{background:var(--jass-face) center/100% 100% no-repeat,var(--_card-bg)}
.pick.has-art span{opacity:0}
.pick.has-art[aria-disabled=true]{background:linear-gradient(to top right,transparent 47%,#8a939c 48% 52%,transparent 53%),var(--jass-face) center/100% 100% no-repeat,var(--_card-bg)}`;

/**
 * The picker's detailed faces for a face, pairing and language, one class a card (`art-H6`
 * sets `--jass-face` to the card as an SVG file), with the rules that draw them: one stylesheet
 * made once, shared by every picker and adopted by the shadow root in place of the one it had.
 * Nothing where the browser has no constructable stylesheets (the simple faces stay).
 */
export function adoptPickerFaces(
  root: ShadowRoot,
  face: Face,
  pairing: SuitPairing,
  indexes: Readonly<Record<Rank, string>>,
): void {
  if (typeof CSSStyleSheet === 'undefined') return;
  const sheet = pickerFaceSheet(face, pairing, indexes);
  const before = adopted.get(root);
  if (sheet === before) return;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets.filter((other) => other !== before), sheet];
  adopted.set(root, sheet);
}

function pickerFaceSheet(face: Face, pairing: SuitPairing, indexes: Readonly<Record<Rank, string>>): CSSStyleSheet {
  const key = `${face}|${Object.values(pairing).join()}|${Object.values(indexes).join()}`;
  let sheet = sheets.get(key);
  if (!sheet) {
    const rules = [DETAILED_PICKS];
    for (const suit of ['H', 'D', 'S', 'C'] as const)
      for (const rank of RANKS) {
        const card = `${suit}${rank}` as CardId;
        const file = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 84">${cardFaceMarkup(card, face, pairing, indexes[rank])}</svg>`;
        rules.push(`.art-${card}{--jass-face:url("data:image/svg+xml,${encodeURIComponent(file)}")}`);
      }
    sheet = new CSSStyleSheet();
    sheet.replaceSync(rules.join('\n'));
    sheets.set(key, sheet);
  }
  return sheet;
}
