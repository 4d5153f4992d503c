export { cardSvg, suitIcon } from './card-art.js';
export { defineCalculator, TAG } from './define.js';
export { type JassChangeDetail, JassWeisCalculatorElement } from './jass-weis-calculator.js';
export { baseStyles, calculatorStyles } from './styles.js';
export * from './templates.js';
