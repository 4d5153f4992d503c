/**
 * What the element's odds need, in one file loaded on first use (`dist/jass-weis-odds.js`
 * beside the standalone bundle): the Monte Carlo engine, the request for a table where seats
 * said what they hold, and the counting in short tasks.
 */
export { mergeOdds, weisOdds } from '../core/odds.js';
export { verdictOddsRequest } from '../core/verdict-odds.js';
export { countOddsInSlices } from './odds-slices.js';
