/**
 * jass-weis rules core: pure TypeScript, no DOM. Every view (CLI, element, extension) calls
 * these functions; none of them has rule logic of its own.
 */
export * from './announce.js';
export * from './announcement.js';
export * from './board.js';
export * from './board-coiffeur.js';
export * from './board-edits.js';
export * from './board-evening.js';
export type { BoardError, BoardErrorCode, BoardRead } from './board-fields.js';
export * from './board-input.js';
export * from './board-list.js';
export * from './board-stats.js';
export * from './board-weis.js';
export * from './cards.js';
export * from './compare.js';
export * from './contests.js';
export * from './declare.js';
export * from './fast.js';
export * from './meld-entry.js';
export * from './melds.js';
export { faceOfText, normalizeWord, rankOfWord, suggestWords, suitOfWord } from './names.js';
export * from './odds.js';
export * from './odds-plan.js';
export * from './parse.js';
export { pageCardText } from './playing-cards.js';
export * from './resolve.js';
export * from './rule-options.js';
export * from './rules.js';
export * from './schema.js';
export * from './stats.js';
export * from './table-input.js';
export * from './table-json-schema.js';
export * from './table-schema.js';
export * from './tischweis.js';
export * from './trick-melds.js';
export * from './verdict.js';
export * from './verdict-odds.js';
