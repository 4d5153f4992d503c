import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { afterEach, describe, it } from 'vitest';
import '../../components/jass-weis-calculator/define.js';
import type { JassWeisCalculatorElement } from '../../components/jass-weis-calculator/jass-weis-calculator.js';
import { readTable, resolveTable } from '../../src/core/index.js';

afterEach(() => fixtureCleanup());

const shadow = (el: Element) => el.shadowRoot as ShadowRoot;
const text = (el: Element) => shadow(el).textContent?.replace(/\s+/g, ' ') ?? '';

describe('jass-weis-calculator', () => {
  it('renders and computes the 000 example', async () => {
    const el = await fixture<JassWeisCalculatorElement>(
      html`<jass-weis-calculator lang="en" trump="S" hands="H9 HT HJ HQ HK|HA DA SA CA"></jass-weis-calculator>`,
    );
    expect(el.result?.winner).to.deep.equal({ seat: 0, team: 0, decidedBy: 'cards' });
    expect(text(el)).to.contain('Five in a row, Hearts up to the King');
    expect(text(el)).to.contain('Seat 0 wins (decided by cards)');
  });
});
