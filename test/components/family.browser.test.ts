import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { afterEach, describe, it } from 'vitest';
import { defineCalculator } from '../../components/jass-weis-calculator/define.js';
import { mountSettled as mount, shadowText as text } from '../helpers/calculator.js';

// Issue 44: the element for every game of the family, in each game's own words.
defineCalculator();

afterEach(() => fixtureCleanup());

describe('rules="klaverjas" with a trick to show', () => {
  it('shows the trick’s roem and what makes it: a run of three and stuk, 40', async () => {
    const el = await mount(
      html`<jass-weis-calculator lang="en" rules="klaverjas" trump="S" trick="SQ SK SA H7" readonly></jass-weis-calculator>`,
    );
    expect(text(el)).to.contain('Roem of the trick: 40');
    expect(text(el)).to.contain('Stuk 20');
    expect(el.result?.roem?.points).to.equal(40);
  });

  it('in French: le roem du pli', async () => {
    const el = await mount(
      html`<jass-weis-calculator lang="fr" rules="klaverjas" trump="S" trick="SQ SK SA H7" readonly></jass-weis-calculator>`,
    );
    await el.updateComplete;
    expect(text(el)).to.match(/Roem du pli\s?: 40/);
  });

  it('hands alone: says that a hand has no roem to declare, and shows no Weis', async () => {
    const el = await mount(
      html`<jass-weis-calculator lang="en" rules="klaverjas" trump="H" hands="HJ HQ HK HA" readonly></jass-weis-calculator>`,
    );
    expect(text(el)).to.contain('a hand alone has none to declare');
    expect(text(el)).not.to.contain('Stuk');
  });

  it('a 6 in the trick is an error named in the reader’s words, never thrown', async () => {
    const el = await mount(
      html`<jass-weis-calculator lang="en" rules="klaverjas" trump="S" trick="SQ SK SA H6" readonly></jass-weis-calculator>`,
    );
    expect(text(el)).to.contain('“H6” is not in this deck.');
  });
});

describe('rules="belote": annonces in Belote’s words', () => {
  it('French: the carré d’as beats the cent au roi; the side writes its annonces', async () => {
    const el = await mount(
      html`<jass-weis-calculator lang="fr" rules="belote" trump="S" hands="H9 HT HJ HQ HK|HA DA SA CA" readonly></jass-weis-calculator>`,
    );
    expect(text(el)).to.contain('Cent au roi de cœur');
    expect(text(el)).to.contain('Carré d’as');
    expect(text(el)).to.contain('Annonces 100');
  });

  it('belote et rebelote by its name', async () => {
    const el = await mount(
      html`<jass-weis-calculator lang="fr" rules="belote" trump="H" hands="HQ HK H7|S7 S8 S9" readonly></jass-weis-calculator>`,
    );
    expect(text(el)).to.contain('Belote et rebelote');
  });
});

describe('<jass-weis-stats> where no hand declares', () => {
  it('Klaverjas: says that roem lies in tricks, counts nothing', async () => {
    const el = await fixture(html`<jass-weis-stats lang="en" rules="klaverjas" trump="S"></jass-weis-stats>`);
    expect(text(el)).to.contain('a hand alone has none to declare');
    expect(el.shadowRoot?.querySelector('progress')).to.not.exist;
  });
});

describe('rules="klaverjas" to edit', () => {
  it('a trick typed by the player: its roem, and the change told to the page', async () => {
    const el = await mount(html`<jass-weis-calculator lang="en" rules="klaverjas" trump="S"></jass-weis-calculator>`);
    const input = el.shadowRoot?.querySelector('.trick-entry input') as HTMLInputElement;
    expect(input).to.exist;
    const changed = new Promise((resolve) => el.addEventListener('jass-change', resolve, { once: true }));
    input.value = 'ST SJ SQ SK';
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    await changed;
    await el.updateComplete;
    expect(el.trick).to.equal('ST SJ SQ SK');
    expect(text(el)).to.contain('Roem of the trick: 70');
    await expect(el).to.be.accessible();
  });
});
