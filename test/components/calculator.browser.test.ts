import { expect, fixture, fixtureCleanup, html, oneEvent, waitUntil } from '@open-wc/testing';
import { afterEach, describe, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defineCalculator } from '../../components/jass-weis-calculator/define.js';
import type { JassChangeDetail, JassWeisCalculatorElement } from '../../components/jass-weis-calculator/jass-weis-calculator.js';
import { JassWeisCalculatorElement as ElementClass } from '../../components/jass-weis-calculator/jass-weis-calculator.js';
import { RULES_URL } from '../../components/jass-weis-calculator/rules-url.js';
import { readTable, resolveTable, type TableRequest } from '../../src/core/index.js';

/** The element as a reader sees it: the first frame, then the controls and picker of the next. */
async function mount(template: Parameters<typeof fixture>[0]): Promise<JassWeisCalculatorElement> {
  const el = await fixture<JassWeisCalculatorElement>(template);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await el.updateComplete;
  return el;
}

afterEach(() => fixtureCleanup());

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const text = (el: Element) => root(el).textContent?.replace(/\s+/g, ' ') ?? '';
const seats = (el: Element) => [...root(el).querySelectorAll<HTMLElement>('div.seat')];
const seatInput = (el: Element, seat: number) => seats(el)[seat]?.querySelector('input[type="text"]') as HTMLInputElement;
const pick = (el: Element, seat: number, card: string) =>
  seats(el)[seat]?.querySelector(`button.pick[data-card="${card}"]`) as HTMLButtonElement;

function coreResult(request: TableRequest) {
  const read = readTable(request);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return resolveTable(read.table);
}

const EXAMPLE = 'H9 HT HJ HQ HK|HA DA SA CA';

describe('issue 27: a language set by a script', () => {
  it('is spoken at the next drawing, not one change later (the app’s language menu)', async () => {
    const el = await mount(
      html`<jass-weis-calculator lang="de-CH" seats="1" hands="H9 HT HJ HQ|||füfzg"></jass-weis-calculator>`,
    );
    expect(text(el)).to.contain('Frag Rechts und Partner');
    for (const [lang, words] of [
      ['fr', 'Demandez à Droite et Partenaire'],
      ['it', 'Chiedi a Destra e Compagno'],
      ['en', 'Ask Right and Partner'],
    ] as const) {
      el.lang = lang;
      await el.updateComplete;
      await waitUntil(() => text(el).includes(words), `${lang} is spoken`, { timeout: 2000 });
      expect(el.language).to.equal(lang);
    }
  });
});

describe('<jass-weis-calculator>: attributes and result', () => {
  it('000: computes the five-card sequence against four aces, with the ladder', async () => {
    const el = await mount(html`<jass-weis-calculator lang="en" trump="S" hands=${EXAMPLE}></jass-weis-calculator>`);
    expect(el.result?.winner).to.deep.equal({ seat: 0, team: 0, decidedBy: 'cards' });
    expect(text(el)).to.contain('Five in a row, Hearts up to the King');
    expect(text(el)).to.contain('Player 1 wins (decided by cards)');
    const decisive = root(el).querySelector('.ladder tr.decisive');
    expect(decisive?.textContent).to.contain('cards');
    expect(decisive?.getAttribute('aria-current')).to.equal('true');
  });

  it('each preset’s description links to the rules and their sources; a script link is never used', async () => {
    const el = await mount(html`<jass-weis-calculator lang="de" rules="official"></jass-weis-calculator>`);
    const link = () => root(el).querySelector('.description a') as HTMLAnchorElement;
    expect(link().getAttribute('href')).to.equal(`${RULES_URL}#official`);
    expect(link().textContent).to.equal('Regeln und Quellen');
    el.setAttribute('rules-href', './rules.html');
    await el.updateComplete;
    expect(link().getAttribute('href')).to.equal('./rules.html#official');
    el.setAttribute('rules-href', 'javascript:alert(1)');
    await el.updateComplete;
    expect(link().getAttribute('href')).to.equal(`${RULES_URL}#official`);
  });

  it('result is the same object the core (and jass-weis --json) gives', async () => {
    const tables: [string, TableRequest][] = [
      [
        'rules="official" trump="obenabe" factor="3"',
        { rules: 'official', trump: 'obenabe', factor: 3, hands: ['HQ DQ SQ CQ', '', 'S6 S7 S8', ''] },
      ],
      ['rules="belot" trump="C"', { rules: 'belot', trump: 'C', hands: ['H7 H8 H9 HT', 'D8 D9 DT DJ', 'HK DK SK CK', ''] }],
      [
        'rules="vorarlberg" trump="geiss"',
        { rules: 'vorarlberg', trump: 'geiss', hands: ['HJ DJ SJ CJ', 'H6 H7 H8 H9 HT H6'.slice(0, 14), '', ''] },
      ],
    ];
    for (const [, request] of tables) {
      const el = await mount(html`<jass-weis-calculator></jass-weis-calculator>`);
      el.rules = request.rules as string;
      el.trump = request.trump as string;
      el.factor = (request.factor as number) ?? 1;
      // An empty seat is nobody at the table (a figure of fewer hands), in the element and in the core.
      el.hands = (request.hands as string[]).join('|');
      await el.updateComplete;
      expect(JSON.parse(JSON.stringify(el.result))).to.deep.equal(JSON.parse(JSON.stringify(coreResult(request))));
    }
  });

  it('rules: official writes all Weis of both partners', async () => {
    const el = await mount(
      html`<jass-weis-calculator rules="official" trump="S" hands="H9 HT HJ HQ HK||HA DA SA CA|"></jass-weis-calculator>`,
    );
    expect(el.result?.teams?.[0].weis).to.equal(200);
    el.rules = 'schieber';
    await el.updateComplete;
    expect(el.result?.teams?.[0].weis).to.equal(100);
  });

  it('trump: Undenufe under official lets 6-7-8 beat Q-K-A', async () => {
    const el = await mount(
      html`<jass-weis-calculator rules="official" trump="undenufe" hands="HQ HK HA|S6 S7 S8"></jass-weis-calculator>`,
    );
    expect(el.result?.winner).to.deep.equal({ seat: 1, team: 1, decidedBy: 'highest' });
  });

  it('forehand decides a complete tie', async () => {
    const el = await mount(html`<jass-weis-calculator trump="H" forehand="1" hands="D7 D8 D9|S7 S8 S9"></jass-weis-calculator>`);
    expect(el.result?.winner).to.deep.equal({ seat: 1, team: 1, decidedBy: 'seat' });
    expect(seats(el)[1]?.querySelector('.badge')).to.exist;
  });

  it('factor multiplies Weis and Stöck', async () => {
    const el = await mount(html`<jass-weis-calculator trump="H" factor="3" hands="HT HJ HQ HK HA"></jass-weis-calculator>`);
    expect(el.result?.teams?.[0]).to.include({ weis: 300, stoeck: 60 });
  });

  it('game="molotow": minus points per seat', async () => {
    const el = await mount(
      html`<jass-weis-calculator rules="official" game="molotow" trump="H" hands="HQ HK HA"></jass-weis-calculator>`,
    );
    expect(el.result?.seats?.[0]).to.deep.equal({ weis: -20, stoeck: -20 });
  });

  it('deck="german-swiss" names suits and ranks from the German-Swiss deck', async () => {
    const el = await mount(
      html`<jass-weis-calculator lang="de" deck="german-swiss" trump="S" hands="HQ HK HA|DJ SJ CJ HJ"></jass-weis-calculator>`,
    );
    expect(text(el)).to.contain('Dreiblatt Rosen bis Ass');
    expect(text(el)).to.contain('Vier Under');
    expect(pick(el, 0, 'HQ').getAttribute('aria-label')).to.equal('Rosen Ober');
  });

  it('seats="1": quick mode with one seat and no forehand', async () => {
    const el = await mount(html`<jass-weis-calculator seats="1" lang="en" hands="SQ SK SA DK HK CK"></jass-weis-calculator>`);
    expect(seats(el)).to.have.length(1);
    expect(text(el)).to.contain('Your hand');
    expect(text(el)).to.contain('Four Kings');
    expect(root(el).textContent).not.to.contain('Forehand');
  });

  it('input="melds": melds entered directly, compared without a hand', async () => {
    const el = await mount(
      html`<jass-weis-calculator input="melds" lang="en" trump="S" hands="five-card sequence up to the King of Rosen|four aces"></jass-weis-calculator>`,
    );
    expect(root(el).querySelector('.picker')).to.not.exist;
    expect(root(el).querySelectorAll('.meld-builder')).to.have.length(4);
    expect(el.result?.winner).to.deep.equal({ seat: 0, team: 0, decidedBy: 'cards' });
  });

  it('readonly: an illustration with nothing to edit, only "Copy as image" for the reader', async () => {
    const el = await mount(html`<jass-weis-calculator readonly trump="S" hands=${EXAMPLE}></jass-weis-calculator>`);
    expect(root(el).querySelectorAll('input, select')).to.have.length(0);
    expect([...root(el).querySelectorAll('button')].map((button) => button.className)).to.deep.equal(['link copy-image']);
    expect(seats(el)).to.have.length(2);
    expect(root(el).querySelectorAll('.mini-card')).to.have.length(9);
    expect(root(el).querySelector('.ladder')).to.exist;
  });

  it('invalid input: result is null and the coded error is shown next to its token', async () => {
    const el = await mount(html`<jass-weis-calculator lang="en" hands="H6 XY H7"></jass-weis-calculator>`);
    expect(el.result).to.equal(null);
    const error = seats(el)[0]?.querySelector('.errors li');
    expect(error?.textContent).to.contain('“XY” is not a card.');
    expect(error?.querySelector('mark')?.textContent).to.equal('XY');
    expect(seatInput(el, 0).getAttribute('aria-invalid')).to.equal('true');
  });

  it('a card in two hands is an error in the later seat, and disabled in the other picker', async () => {
    const el = await mount(html`<jass-weis-calculator lang="en" hands="H6 H7 H8|S6"></jass-weis-calculator>`);
    await userEvent.click(seats(el)[1]?.querySelector('button.open-picker') as HTMLButtonElement);
    await el.updateComplete;
    expect(pick(el, 1, 'H6').getAttribute('aria-disabled')).to.equal('true');
    el.hands = 'H6 H7 H8|H6';
    await el.updateComplete;
    expect(seats(el)[1]?.querySelector('.errors')?.textContent).to.contain('“H6” is there twice.');
  });

  it('unknown rules are a coded error in the user’s language, never an exception', async () => {
    const el = await mount(html`<jass-weis-calculator lang="fr" rules="bogus" hands="H6"></jass-weis-calculator>`);
    expect(root(el).querySelector('p.error')?.textContent).to.contain('Règles inconnues « bogus »');
    el.hands = '|||||\u0000';
    el.factor = Number.NaN;
    await el.updateComplete;
    expect(el.result).to.equal(null);
  });

  it('Belot shows both contests', async () => {
    const el = await mount(
      html`<jass-weis-calculator lang="en" rules="belot" trump="C" hands="H7 H8 H9 HT|D8 D9 DT DJ|HK DK SK CK"></jass-weis-calculator>`,
    );
    expect(text(el)).to.contain('Runs: Player 2 wins (decided by highest card)');
    expect(text(el)).to.contain('Carrés: Player 3 wins (uncontested)');
    expect(root(el).querySelectorAll('.ladder')).to.have.length(1);
  });
});

describe('<jass-weis-calculator>: user input', () => {
  it('typing in any notation updates the result and fires jass-change', async () => {
    const el = await mount(html`<jass-weis-calculator lang="en" trump="S"></jass-weis-calculator>`);
    const changed = oneEvent(el, 'jass-change');
    await userEvent.type(seatInput(el, 0), 'Rosen Ober, Rosen König, Rosen Ass');
    const event = (await changed) as CustomEvent<JassChangeDetail>;
    expect(event.bubbles && event.composed).to.equal(true);
    await el.updateComplete;
    expect(el.result?.players[0]?.best?.points).to.equal(20);
    expect(text(el)).to.contain('Three in a row, Hearts up to the Ace');
    let last: JassChangeDetail | null = null;
    el.addEventListener('jass-change', (e) => {
      last = e.detail;
    });
    await userEvent.type(seatInput(el, 0), ' HJ');
    if (!last) throw new Error('no jass-change');
    last = last as JassChangeDetail;
    expect(last.table.hands).to.deep.equal(['Rosen Ober, Rosen König, Rosen Ass HJ', '', '', '']);
    expect(last.result?.players[0]?.best?.points).to.equal(50);
  });

  it('jass-change fires on user edits only, not when the page sets attributes', async () => {
    const el = await mount(html`<jass-weis-calculator></jass-weis-calculator>`);
    let fired = 0;
    el.addEventListener('jass-change', () => fired++);
    el.setAttribute('hands', 'H6 H7 H8');
    el.rules = 'official';
    await el.updateComplete;
    expect(fired).to.equal(0);
  });

  it('clicking cards in the picker builds the hand', async () => {
    const el = await mount(html`<jass-weis-calculator lang="en" trump="S"></jass-weis-calculator>`);
    for (const card of ['HA', 'HK', 'HQ']) {
      await userEvent.click(pick(el, 0, card));
      await el.updateComplete;
    }
    expect(seatInput(el, 0).value).to.equal('A♥, K♥, Q♥');
    expect(pick(el, 0, 'HK').getAttribute('aria-pressed')).to.equal('true');
    expect(el.result?.players[0]?.best?.points).to.equal(20);
    await userEvent.click(pick(el, 0, 'HK'));
    await el.updateComplete;
    expect(seatInput(el, 0).value).to.equal('A♥, Q♥');
  });

  it('issue 11: picked cards are written in the player’s deck and language', async () => {
    const el = await mount(html`<jass-weis-calculator lang="de-CH" seats="1" trump="S"></jass-weis-calculator>`);
    // On a narrow page the picker shows one suit at a time: the Schilten tab first.
    root(el).querySelectorAll<HTMLButtonElement>('.suit-tab')[2]?.click();
    await el.updateComplete;
    for (const card of ['S6', 'S7']) {
      await userEvent.click(pick(el, 0, card), { force: true });
      await el.updateComplete;
    }
    // Issue 27: the suit said once for its ranks, as players say it.
    expect(seatInput(el, 0).value).to.equal('Schilten 6 7');
    expect(el.result?.players[0]?.cards).to.deep.equal(['S6', 'S7']);
  });

  it('issue 11: at 360 px every card in the picker is at least 44 × 44 px, one suit at a time', async () => {
    const el = await mount(
      html`<jass-weis-calculator style="display: block; width: 360px" lang="en" seats="1" trump="S"></jass-weis-calculator>`,
    );
    const visible = [...root(el).querySelectorAll<HTMLElement>('.pick')].filter(
      (button) => button.getBoundingClientRect().width > 0,
    );
    expect(visible.length).to.equal(9);
    for (const button of visible) {
      const rect = button.getBoundingClientRect();
      expect(rect.width).to.be.at.least(44);
      expect(rect.height).to.be.at.least(44);
    }
    const tabs = [...root(el).querySelectorAll<HTMLButtonElement>('.suit-tab')];
    expect(tabs.length).to.equal(4);
    tabs[2]?.click();
    await el.updateComplete;
    const shown = [...root(el).querySelectorAll<HTMLElement>('.pick')].filter(
      (button) => button.getBoundingClientRect().width > 0,
    );
    expect(shown.map((button) => button.dataset.card?.[0])).to.deep.equal(Array(9).fill('S'));
  });

  it('issue 11: the first frame shows the table and its answer; controls and picker follow in the next', async () => {
    const el = await fixture<JassWeisCalculatorElement>(
      html`<jass-weis-calculator lang="en" trump="S" hands=${EXAMPLE}></jass-weis-calculator>`,
    );
    expect(text(el)).to.contain('Player 1 wins (decided by cards)');
    expect(root(el).querySelector('.controls.pending')).not.to.equal(null);
    expect(root(el).querySelector('.picker')).to.equal(null);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await el.updateComplete;
    expect(root(el).querySelector('.controls select')).not.to.equal(null);
    expect(root(el).querySelector('.picker')).not.to.equal(null);
  });

  it('issue 11: while an error is fixed, the last valid answer stays, dimmed and marked', async () => {
    const el = await mount(html`<jass-weis-calculator lang="en" trump="S" hands=${EXAMPLE}></jass-weis-calculator>`);
    expect(root(el).querySelector('.result.stale')).to.equal(null);
    el.hands = 'H9 HT HJ HQ HX|HA DA SA CA';
    await el.updateComplete;
    expect(el.result).to.equal(null);
    expect(root(el).querySelector('.result.stale .stale-note')?.textContent).to.contain('Last valid answer');
    expect(text(el)).to.contain('Player 1 wins (decided by cards)');
  });

  it('a card held by another seat cannot be picked', async () => {
    const el = await mount(html`<jass-weis-calculator hands="HA|"></jass-weis-calculator>`);
    await userEvent.click(seatInput(el, 1));
    await el.updateComplete;
    // Playwright waits for aria-disabled elements to become enabled; a user can still click them.
    await userEvent.click(pick(el, 1, 'HA'), { force: true });
    await el.updateComplete;
    expect(seatInput(el, 1).value).to.equal('');
    expect(el.result?.players[0]?.cards).to.deep.equal(['HA']);
  });

  it('keyboard: arrows move between cards, space and enter toggle', async () => {
    const el = await mount(html`<jass-weis-calculator seats="1" trump="S"></jass-weis-calculator>`);
    pick(el, 0, 'H6').focus();
    await userEvent.keyboard('{ArrowRight}');
    await el.updateComplete;
    expect(root(el).activeElement?.getAttribute('data-card')).to.equal('H7');
    await userEvent.keyboard('{ArrowDown}');
    await el.updateComplete;
    expect(root(el).activeElement?.getAttribute('data-card')).to.equal('D7');
    await userEvent.keyboard(' ');
    await el.updateComplete;
    await userEvent.keyboard('{ArrowLeft}');
    await el.updateComplete;
    await userEvent.keyboard('{Enter}');
    await el.updateComplete;
    expect(seatInput(el, 0).value).to.equal('7♦, 6♦');
    expect(pick(el, 0, 'D6').tabIndex).to.equal(0);
    expect(pick(el, 0, 'H6').tabIndex).to.equal(-1);
  });

  it('controls: rules, trump, forehand and factor are edits that fire jass-change', async () => {
    const el = await mount(html`<jass-weis-calculator lang="en" hands="D7 D8 D9|S7 S8 S9"></jass-weis-calculator>`);
    const selects = root(el).querySelectorAll('.controls select');
    const [rules, trump, forehand] = [...selects] as HTMLSelectElement[];
    await userEvent.selectOptions(trump as HTMLSelectElement, 'S');
    expect(el.result?.winner?.decidedBy).to.equal('trump');
    await userEvent.selectOptions(trump as HTMLSelectElement, 'obenabe');
    await userEvent.selectOptions(forehand as HTMLSelectElement, '1');
    expect(el.result?.winner).to.deep.equal({ seat: 1, team: 1, decidedBy: 'seat' });
    await userEvent.selectOptions(rules as HTMLSelectElement, 'vorarlberg');
    expect(el.rules).to.equal('vorarlberg');
    expect([...(trump as HTMLSelectElement).options].map((o) => o.value)).to.include('bock');
    const factor = root(el).querySelector('.factor input') as HTMLInputElement;
    await userEvent.clear(factor);
    await userEvent.type(factor, '2');
    expect(el.result?.teams?.[1].weis).to.equal(40);
  });

  it('the meld builder adds and removes melds', async () => {
    const el = await mount(html`<jass-weis-calculator input="melds" lang="en" seats="1"></jass-weis-calculator>`);
    const builder = root(el).querySelector('.meld-builder') as HTMLElement;
    await userEvent.selectOptions(builder.querySelector('select') as HTMLSelectElement, 'four');
    await el.updateComplete;
    const [, rank] = [...builder.querySelectorAll('select')] as HTMLSelectElement[];
    await userEvent.selectOptions(rank as HTMLSelectElement, 'J');
    await userEvent.click(builder.querySelector('button.add') as HTMLButtonElement);
    await el.updateComplete;
    expect(seatInput(el, 0).value).to.equal('4 jacks');
    expect(el.result?.players[0]?.best?.points).to.equal(200);
    expect(text(el)).to.contain('Four Jacks');
    await userEvent.click(root(el).querySelector('.chip button.remove') as HTMLButtonElement);
    await el.updateComplete;
    expect(seatInput(el, 0).value).to.equal('');
  });

  it('one picker is open at a time: focusing a seat opens its picker, the others show their cards', async () => {
    const el = await mount(html`<jass-weis-calculator lang="en" hands="H6 H7 H8|S6 S7||"></jass-weis-calculator>`);
    expect(root(el).querySelectorAll('.picker')).to.have.length(1);
    expect(seats(el)[1]?.querySelectorAll('.mini-card')).to.have.length(2);
    await userEvent.click(seatInput(el, 2));
    await el.updateComplete;
    expect(seats(el)[2]?.querySelector('.picker')).to.exist;
    expect(seats(el)[0]?.querySelector('.picker')).to.not.exist;
    await userEvent.click(seats(el)[3]?.querySelector('button.open-picker') as HTMLButtonElement);
    await el.updateComplete;
    expect(root(el).activeElement?.getAttribute('data-card')).to.equal('H6');
  });
});

describe('<jass-weis-calculator>: languages', () => {
  const cases = [
    ['en', 'Five in a row, Hearts up to the King', 'Player 1 wins (decided by cards)', '“a hundred”'],
    ['de-CH', 'Fünfblatt Rosen bis König', 'Spieler 1 gewinnt (entschieden durch Anzahl Karten)', '«hundert»'],
    ['de', 'Fünfblatt Herz bis König', 'Spieler 1 gewinnt (entschieden durch Anzahl Karten)', '„hundert“'],
    ['fr', 'Suite de cinq, cœur jusqu’au roi', 'Joueur 1 gagne (décidé par le nombre de cartes)', '« cent »'],
    ['it', 'Scala di cinque, cuori fino al re', 'Giocatore 1 vince (deciso dal numero di carte)', '«cento»'],
  ] as const;
  for (const [lang, meld, verdict, said] of cases) {
    it(`${lang}: meld names, verdict and what is said`, async () => {
      const el = await mount(html`<jass-weis-calculator lang=${lang} trump="S" hands=${EXAMPLE}></jass-weis-calculator>`);
      expect(text(el)).to.contain(meld);
      expect(text(el)).to.contain(verdict);
      expect(text(el)).to.contain(said);
    });
  }

  it('without a lang attribute it takes the nearest lang in the page, and follows it', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="it"><section><jass-weis-calculator trump="S" hands=${EXAMPLE}></jass-weis-calculator></section></div>`,
    );
    const el = wrapper.querySelector('jass-weis-calculator') as JassWeisCalculatorElement;
    await el.updateComplete;
    expect(el.language).to.equal('it');
    wrapper.setAttribute('lang', 'de-CH');
    await waitUntil(() => el.language === 'de-CH', 'the page’s lang is followed');
    await el.updateComplete;
    expect(text(el)).to.contain('Fünfblatt Rosen bis König');
  });
});

describe('<jass-weis-calculator>: embedding', () => {
  it('defining twice is harmless', () => {
    defineCalculator();
    defineCalculator();
    expect(customElements.get('jass-weis-calculator')).to.equal(ElementClass);
  });

  it('has a live region that announces the result', async () => {
    const el = await mount(html`<jass-weis-calculator lang="en" trump="S" hands=${EXAMPLE}></jass-weis-calculator>`);
    const status = root(el).querySelector('[role="status"]');
    expect(status?.getAttribute('aria-live')).to.equal('polite');
    expect(status?.textContent).to.contain('Player 1 wins (decided by cards). Player 1 writes 100.');
  });

  it('theming: --jass-* custom properties reach the shadow DOM', async () => {
    const el = await mount(
      html`<jass-weis-calculator style="--jass-accent: rgb(200, 0, 100)" trump="S" hands=${EXAMPLE}></jass-weis-calculator>`,
    );
    const decides = root(el).querySelector('.decides') as HTMLElement;
    expect(getComputedStyle(decides).color).to.equal('rgb(200, 0, 100)');
  });
});

describe('<jass-weis-calculator>: accessibility (axe)', () => {
  it('full table', async () => {
    const el = await mount(html`<jass-weis-calculator lang="en" trump="S" hands=${`${EXAMPLE}|H6 H7|`}></jass-weis-calculator>`);
    await expect(el).to.be.accessible();
  });
  it('quick mode with an error', async () => {
    const el = await mount(html`<jass-weis-calculator lang="de" seats="1" hands="H6 XY"></jass-weis-calculator>`);
    await expect(el).to.be.accessible();
  });
  it('meld input', async () => {
    const el = await mount(
      html`<jass-weis-calculator lang="fr" input="melds" hands="four aces|three in a row up to the king of hearts"></jass-weis-calculator>`,
    );
    await expect(el).to.be.accessible();
  });
  it('readonly figure, Belot', async () => {
    const el = await mount(
      html`<jass-weis-calculator readonly lang="it" rules="belot" trump="C" hands="H7 H8 H9 HT|D8 D9 DT DJ|HK DK SK CK"></jass-weis-calculator>`,
    );
    await expect(el).to.be.accessible();
  });
  it('issue 11: the dark theme passes the contrast check, free and held cards included', async () => {
    // The element's dark palette (styles.ts, prefers-color-scheme: dark), set as the page would.
    const dark =
      '--jass-fg: #e6edf3; --jass-bg: #161b22; --jass-muted: #a5b1bd; --jass-border: #3d4752; --jass-accent: #6cb6ff; --jass-accent-fg: #0d1117; --jass-win: #6fdd8b; --jass-error: #ff8a80; display: block; background: #161b22';
    const el = await mount(
      html`<jass-weis-calculator style=${dark} lang="en" trump="S" hands=${`${EXAMPLE}|H6 XY|`}></jass-weis-calculator>`,
    );
    await expect(el).to.be.accessible();
    const quick = await mount(
      html`<jass-weis-calculator style=${dark} lang="de-CH" seats="1" odds hands="Rosen 6, Rosen 7"></jass-weis-calculator>`,
    );
    await expect(quick).to.be.accessible();
  });
});

describe('<jass-weis-calculator odds>', () => {
  it('off by default; with odds, a lone hand shows how often its Weis wins', async () => {
    const plain = await mount(
      html`<jass-weis-calculator seats="1" lang="en" trump="S" hands="H9 HT HJ HQ"></jass-weis-calculator>`,
    );
    const el = await mount(
      html`<jass-weis-calculator odds seats="1" lang="en" trump="S" hands="H9 HT HJ HQ"></jass-weis-calculator>`,
    );
    await waitUntil(() => root(el).querySelector('.odds'), 'the odds arrive after the first frame', { timeout: 5000 });
    // By now the plain one, mounted first, would have shown its odds too.
    expect(root(plain).querySelector('.odds')).to.not.exist;
    const odds = root(el).querySelector('.odds')?.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(odds).to.match(/“fifty” wins \d+\s?% of the time · your team writes in \d+\s?%/);
  });
});

describe('<jass-weis-stats>', () => {
  it('counts every Belot hand in the page, without blocking it, and is accessible', async () => {
    const el = await mount(html`<jass-weis-stats lang="en" rules="belot" trump="S"></jass-weis-stats>`);
    expect(root(el).querySelector('progress')).to.exist;
    await waitUntil(() => root(el).querySelector('table'), 'every hand counted', { timeout: 10_000 });
    const table = text(el);
    expect(table).to.contain('10,518,300 hands');
    expect(table).to.contain('8,039,301');
    await expect(el).to.be.accessible();
  });
});
