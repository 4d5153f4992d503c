import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { afterEach, describe, it } from 'vitest';
import '../../components/jass-weis-calculator/define.js';
import type { JassWeisCalculatorElement } from '../../components/jass-weis-calculator/jass-weis-calculator.js';
import type { JassWeisStatsElement } from '../../components/jass-weis-stats/jass-weis-stats.js';
import { LANGS } from '../../src/core/index.js';
import { getMessages } from '../../src/i18n/index.js';
import { seatLabel } from '../../src/i18n/seat-names.js';

/** The element as a reader sees it: the first frame, then the controls and picker of the next. */
async function mount(template: Parameters<typeof fixture>[0]): Promise<JassWeisCalculatorElement> {
  const el = await fixture<JassWeisCalculatorElement>(template);
  await waitUntil(() => el.shadowRoot?.querySelector('.controls:not(.pending), .readonly'), 'the element settles');
  await el.updateComplete;
  return el;
}

afterEach(() => fixtureCleanup());

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const text = (el: Element) => root(el).textContent?.replace(/\s+/g, ' ') ?? '';
const trumpSelect = (el: Element) => root(el).querySelector('.control.trump select') as HTMLSelectElement;

describe('issue 14: what is shown is what is computed', () => {
  it('a slip in a hand is an error at the word, never a meld nobody named', async () => {
    const el = await mount(html`<jass-weis-calculator lang="en" seats="1" trump="H" hands="Ass 6"></jass-weis-calculator>`);
    expect(el.result).to.equal(null);
    expect(text(el)).to.contain('“6” needs its suit.');
    expect(text(el)).not.to.contain('in a row');
  });

  it('a word not understood shows what it may have meant, as the command line does', async () => {
    const el = await mount(html`<jass-weis-calculator lang="de" seats="1" hands="kign of hearts"></jass-weis-calculator>`);
    const errors = [...root(el).querySelectorAll('.errors li')].map((item) => item.textContent?.replace(/\s+/g, ' ').trim());
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain('«kign» ist keine Karte.');
    expect(errors[0]).to.contain('Meintest du King?');
  });

  it('a text read as melds says so', async () => {
    const el = await mount(
      html`<jass-weis-calculator lang="en" trump="S" hands="five-card sequence up to the King of Rosen|HA DA SA CA"></jass-weis-calculator>`,
    );
    const notes = [...root(el).querySelectorAll('div.seat')].map((seat) => seat.querySelector('.reading')?.textContent ?? '');
    expect(notes).to.deep.equal(['Read as melds', '', '', '']);
    expect(el.result?.players.map((player) => player.reading)).to.deep.equal(['melds', 'cards', null, null]);
  });

  it('no trump given: the Trump control shows "not known"; Hearts can be chosen directly and brings Stöck', async () => {
    const el = await mount(html`<jass-weis-calculator lang="en" seats="4" hands="HQ HK HA"></jass-weis-calculator>`);
    const select = trumpSelect(el);
    // Under its label "Trump", said short so that it is not cut on a phone (issue 27).
    expect(select.selectedOptions[0]?.textContent).to.equal('not known');
    expect(el.result?.mode).to.equal('unknown');
    expect(text(el)).not.to.contain('Stöck 20');
    select.value = 'H';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.trump).to.equal('H');
    expect(trumpSelect(el).selectedOptions[0]?.textContent).to.equal('Hearts');
    expect(root(el).querySelector('.meld.stoeck')?.textContent?.replace(/\s+/g, '')).to.equal('Stöck20');
    // And back to not known.
    trumpSelect(el).value = 'unknown';
    trumpSelect(el).dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.trump).to.equal('');
    expect(el.result?.mode).to.equal('unknown');
  });

  it('every language has the "not known" entry, chosen while no trump is given', async () => {
    for (const lang of LANGS) {
      const el = await mount(html`<jass-weis-calculator lang=${lang} seats="1" hands="H6 H7 H8"></jass-weis-calculator>`);
      expect(trumpSelect(el).selectedOptions[0]?.textContent, lang).to.equal(getMessages(lang).ui.trumpNotKnown);
    }
  });

  it('screen readers hear the players named as the screen names them, in every language', async () => {
    for (const lang of LANGS) {
      const messages = getMessages(lang);
      const el = await mount(
        html`<jass-weis-calculator lang=${lang} names="|Beat" hands="H6 XY|S6 S7 S8"></jass-weis-calculator>`,
      );
      const sections = [...root(el).querySelectorAll('div.seat')];
      sections.forEach((section, seat) => {
        const shown = section.querySelector('.seat-head strong')?.textContent ?? '';
        expect(shown, lang).to.equal(seatLabel(seat, messages, ['', 'Beat']));
        expect(section.querySelector('.text-field .visually-hidden')?.textContent, lang).to.equal(messages.ui.textLabel(shown));
        expect(section.querySelector('.errors')?.getAttribute('aria-label'), lang).to.equal(messages.ui.errorsIn(shown));
      });
      expect(root(el).querySelector('.picker')?.getAttribute('aria-label'), lang).to.equal(
        messages.ui.cardsLabel(seatLabel(0, messages)),
      );
      expect(text(el), lang).not.to.match(/\b0\b.*seat|seat 0|\{seat\}/i);
    }
  });

  it('the ladder marks no stage after the deciding one: five in a row against four aces', async () => {
    const el = await mount(
      html`<jass-weis-calculator lang="en" trump="S" hands="H9 HT HJ HQ HK|HA DA SA CA"></jass-weis-calculator>`,
    );
    const rows = [...root(el).querySelectorAll('.ladder tbody tr')];
    const highest = rows.find((row) => row.querySelector('th')?.textContent?.includes('highest card')) as Element;
    expect(highest.classList.contains('unreached')).to.equal(true);
    expect(highest.querySelector('td.better')).to.equal(null);
    expect(highest.textContent).to.contain('not reached');
    expect(root(el).querySelectorAll('.ladder td.better')).to.have.length(1);
  });

  it('Stöck and Belot come from the core: their word and points', async () => {
    const belot = await mount(
      html`<jass-weis-calculator lang="en" rules="belot" trump="all-trumps" hands="HQ HK SQ SK"></jass-weis-calculator>`,
    );
    expect(root(belot).querySelector('.meld.stoeck')?.textContent?.replace(/\s+/g, '')).to.equal('Belot40');
  });

  it('the odds are dropped when the element leaves the page and asked for again when it is back', async () => {
    const el = await fixture<JassWeisCalculatorElement>(
      html`<jass-weis-calculator odds seats="1" lang="en" trump="S" hands="H9 HT HJ HQ"></jass-weis-calculator>`,
    );
    const parent = el.parentElement as HTMLElement;
    el.remove();
    parent.append(el);
    await waitUntil(() => root(el).querySelector('.odds'), 'the odds arrive', { timeout: 5000 });
  });
});

describe('issue 14: <jass-weis-stats> reads an empty trump as the calculator does', () => {
  it('empty trump is "not known"', async () => {
    const el = await fixture<JassWeisStatsElement>(html`<jass-weis-stats lang="en" rules="belot"></jass-weis-stats>`);
    await waitUntil(() => el.shadowRoot?.querySelector('table'), 'every hand counted', { timeout: 10_000 });
    expect(el.shadowRoot?.querySelector('caption')?.textContent).to.contain('Trump not known');
  });
});
