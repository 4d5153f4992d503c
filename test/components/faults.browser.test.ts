import { expect, fixtureCleanup, html } from '@open-wc/testing';
import { afterEach, describe, it, vi } from 'vitest';
import '../../components/jass-weis-calculator/define.js';
import type { JassWeisCalculatorElement } from '../../components/jass-weis-calculator/jass-weis-calculator.js';
import { faultCount } from '../../src/ui/faults.js';
import { mountSettled, shadow } from '../helpers/calculator.js';
import { watchPageErrors } from '../helpers/page-errors.js';

/*
 * Issue 37: errors are seen. A fault of our own code in drawing the element or in computing its
 * answer is a notice in the reader's language where the element stands, one console error with
 * its cause however often the element draws it again, and a count tests can read; never an
 * exception in the host page.
 */

const page = watchPageErrors();
afterEach(() => {
  vi.restoreAllMocks();
  fixtureCleanup();
});

/** Reading the property throws, as our code would where it has a fault. */
function breakProperty(el: JassWeisCalculatorElement, name: string, cause: Error): void {
  Object.defineProperty(el, name, {
    configurable: true,
    get() {
      throw cause;
    },
  });
}

/** The element draws again, as it does on any change. */
async function redraw(el: JassWeisCalculatorElement, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    el.requestUpdate();
    await el.updateComplete;
  }
}

const notices = (el: Element) => [...shadow(el).querySelectorAll('.error[role="alert"]')].map((p) => p.textContent?.trim());

describe('a fault of ours (issue 37)', () => {
  it('in a template: the notice in the reader’s language, one console error with its cause, each drawing counted', async () => {
    const el = await mountSettled(html`<jass-weis-calculator lang="de" hands="H6 H7 H8|SA SK SQ"></jass-weis-calculator>`);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = faultCount();
    // Only the drawing reads `readonly`: the answer is still computed.
    const cause = new Error('a template fault');
    breakProperty(el, 'readonly', cause);
    await redraw(el, 3);
    expect(notices(el)).to.deep.equal(['Hier ist etwas schiefgegangen; die Konsole des Browsers sagt, was.']);
    expect(consoleError.mock.calls.length).to.equal(1);
    expect(consoleError.mock.calls[0]).to.include(cause);
    expect(consoleError.mock.calls[0]?.[0]).to.contain('render');
    expect(faultCount() - before).to.equal(3);
    expect(el.result).not.to.equal(null);
    // Mended, the element draws the table again and counts nothing more.
    delete (el as unknown as Record<string, unknown>).readonly;
    await redraw(el, 1);
    expect(notices(el)).to.deep.equal([]);
    expect(shadow(el).querySelector('.outcome')).not.to.equal(null);
    expect(faultCount() - before).to.equal(3);
    expect(page.errors).to.deep.equal([]);
  });

  it('in computing the answer: the notice, no result, one console error with its cause', async () => {
    const el = await mountSettled(html`<jass-weis-calculator lang="fr" hands="H6 H7 H8|SA SK SQ"></jass-weis-calculator>`);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = faultCount();
    // Only the computation reads `trump`.
    const cause = new Error('a computing fault');
    breakProperty(el, 'trump', cause);
    await redraw(el, 3);
    expect(el.result).to.equal(null);
    expect(() => el.table).not.to.throw();
    expect(notices(el)).to.deep.equal(['Une erreur s’est produite ici ; la console du navigateur dit laquelle.']);
    expect(consoleError.mock.calls.length).to.equal(1);
    expect(consoleError.mock.calls[0]).to.include(cause);
    expect(consoleError.mock.calls[0]?.[0]).to.contain('compute');
    expect(faultCount()).to.be.above(before);
    expect(page.errors).to.deep.equal([]);
  });
});
