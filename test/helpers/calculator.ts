import { fixture, waitUntil } from '@open-wc/testing';
import type { JassWeisCalculatorElement } from '../../components/jass-weis-calculator/jass-weis-calculator.js';

/** The element as a reader sees it once it has settled: its controls drawn, or its figure, or quick mode's row. */
export async function mountSettled(template: Parameters<typeof fixture>[0]): Promise<JassWeisCalculatorElement> {
  const el = await fixture<JassWeisCalculatorElement>(template);
  await waitUntil(() => el.shadowRoot?.querySelector('.controls:not(.pending), .readonly, .quick-said'), 'the element settles');
  await el.updateComplete;
  return el;
}

export const shadow = (el: Element): ShadowRoot => el.shadowRoot as ShadowRoot;
/** All the element's text, white space folded. */
export const shadowText = (el: Element): string => shadow(el).textContent?.replace(/\s+/g, ' ') ?? '';
