import { JassWeisCalculatorElement } from './jass-weis-calculator.js';

export const TAG = 'jass-weis-calculator';

/** Registers the element once; loading the script twice is harmless. */
export function defineCalculator(registry: CustomElementRegistry | null | undefined = globalThis.customElements): void {
  if (registry && !registry.get(TAG)) registry.define(TAG, JassWeisCalculatorElement);
}

defineCalculator();

declare global {
  interface HTMLElementTagNameMap {
    'jass-weis-calculator': JassWeisCalculatorElement;
  }
}
