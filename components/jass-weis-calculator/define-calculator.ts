import { JassWeisCalculatorElement } from './jass-weis-calculator.js';

export const TAG = 'jass-weis-calculator';

/** Registers `<jass-weis-calculator>` alone, once; the standalone bundle's entry. */
export function defineCalculatorOnly(registry: CustomElementRegistry | null | undefined = globalThis.customElements): void {
  if (registry && !registry.get(TAG)) registry.define(TAG, JassWeisCalculatorElement);
}

defineCalculatorOnly();
