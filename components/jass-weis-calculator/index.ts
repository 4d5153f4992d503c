export { baseStyles } from '../../src/ui/base-styles.js';
export { cardSvg, suitIcon } from '../../src/ui/card-art.js';
export * from '../../src/ui/templates.js';
export { JassWeisStatsElement } from '../jass-weis-stats/jass-weis-stats.js';
export { defineCalculator, STATS_TAG, TAG } from './define.js';
export { defineCalculatorOnly } from './define-calculator.js';
export { type JassChangeDetail, JassWeisCalculatorElement } from './jass-weis-calculator.js';
export { calculatorStyles } from './styles.js';
