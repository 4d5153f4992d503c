import { JassWeisStatsElement } from '../jass-weis-stats/jass-weis-stats.js';
import { defineCalculatorOnly, TAG } from './define-calculator.js';

export { TAG };
export const STATS_TAG = 'jass-weis-stats';

/** Registers both elements once; loading the module twice is harmless. */
export function defineCalculator(registry: CustomElementRegistry | null | undefined = globalThis.customElements): void {
  defineCalculatorOnly(registry);
  if (registry && !registry.get(STATS_TAG)) registry.define(STATS_TAG, JassWeisStatsElement);
}

defineCalculator();

declare global {
  interface HTMLElementTagNameMap {
    'jass-weis-calculator': import('./jass-weis-calculator.js').JassWeisCalculatorElement;
    'jass-weis-stats': JassWeisStatsElement;
  }
}
