/**
 * The element's view pieces that other views of the product draw with (the extension's overlay,
 * its popup and side panel): the one module of this folder they import besides `index.ts`, so
 * that what the element shares is said in one place, and its other files stay its own.
 */
export { loadDetailedFaces } from './card-art.js';
export type { JassChangeDetail } from './jass-weis-calculator.js';
export { countOddsInSlices, type OddsEngine } from './odds-slices.js';
export { saidAfterAnswer, saidAfterValue, saidRowModel, saidWithoutAnswer } from './quick-said.js';
export { renderSaidRow, type SaidRowModel, saidStyles } from './said-row.js';
export { baseStyles } from './styles.js';
export {
  announceText,
  contestLadder,
  meldLabel,
  renderCards,
  renderLadder,
  renderOdds,
  renderVerdict,
  type ViewContext,
} from './templates.js';
