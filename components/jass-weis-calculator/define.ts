import { JassWeisStatsElement } from '../jass-weis-stats/jass-weis-stats.js';
import { JassWeisCalculatorElement } from './jass-weis-calculator.js';

export const TAG = 'jass-weis-calculator';
export const STATS_TAG = 'jass-weis-stats';

/** Registers the elements once; loading the script twice is harmless. */
export function defineCalculator(registry: CustomElementRegistry | null | undefined = globalThis.customElements): void {
  if (registry && !registry.get(TAG)) registry.define(TAG, JassWeisCalculatorElement);
  if (registry && !registry.get(STATS_TAG)) registry.define(STATS_TAG, JassWeisStatsElement);
}

defineCalculator();

declare global {
  interface HTMLElementTagNameMap {
    'jass-weis-calculator': JassWeisCalculatorElement;
    'jass-weis-stats': JassWeisStatsElement;
  }
}
