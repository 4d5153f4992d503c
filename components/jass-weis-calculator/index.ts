export { JassWeisStatsElement } from '../jass-weis-stats/jass-weis-stats.js';
export { cardSvg, suitIcon } from './card-art.js';
export { defineCalculator, STATS_TAG, TAG } from './define.js';
export { defineCalculatorOnly } from './define-calculator.js';
export { type JassChangeDetail, JassWeisCalculatorElement } from './jass-weis-calculator.js';
export { baseStyles, calculatorStyles } from './styles.js';
export * from './templates.js';
