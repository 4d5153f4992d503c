import { expect, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { afterEach, describe, it } from 'vitest';
import '../../components/jass-weis-calculator/define.js';
import { mountSettled as mount, shadow } from '../helpers/calculator.js';

/*
 * Issue 25's answers in the element, as a reader sees them, in English and Swiss German: the
 * stage between the two teams' best melds, "not said yet" never taken for "nothing", the
 * questions whose answer can change who writes, and a figure of two hands that is two hands.
 */

afterEach(() => fixtureCleanup());

const root = shadow;
const verdict = (el: Element) => root(el).querySelector('.verdict')?.textContent?.trim();
const ask = (el: Element) => root(el).querySelector('.ask')?.textContent?.trim();
const marked = (el: Element) => root(el).querySelector('.ladder tr.decisive th')?.textContent?.trim() ?? null;

const WRONG_STAGE = 'H6 H7 H8 H9 HT D9 DT DJ DQ|200 with 7 cards|SK SA C6 HK HA D6 HJ HQ CQ|CK CA C7 C8 C9 CT CJ D7 D8';
const UNHEARD_STAGE = 'SQ SK SA C6 C7 C8 C9 HJ HQ|-|CK CA S7 S8 S9 ST SJ DT DJ|zwänzg';

describe('issue 25 in the element', () => {
  it('200 against 100 is decided by the points, in both languages, and the ladder marks the points', async () => {
    const en = await mount(
      html`<jass-weis-calculator lang="en" trump="H" forehand="1" hands=${WRONG_STAGE}></jass-weis-calculator>`,
    );
    expect(verdict(en)).to.equal('Player 2 & Player 4 write 200. Decided by the points.');
    expect(marked(en)).to.contain('points');
    const ch = await mount(
      html`<jass-weis-calculator lang="de-CH" trump="H" forehand="1" hands=${WRONG_STAGE}></jass-weis-calculator>`,
    );
    expect(verdict(ch)).to.equal('Spieler 2 & Spieler 4 schreiben 200. Entschieden durch: Punkte.');
  });

  it('a stage a seat not heard from ("-") can still change: no row is marked, the sentence says what would change it', async () => {
    const en = await mount(
      html`<jass-weis-calculator lang="en" trump="obenabe" forehand="3" hands=${UNHEARD_STAGE}></jass-weis-calculator>`,
    );
    expect(verdict(en)).to.equal(
      'Player 1 & Player 3 write 100. Decided by the points, or by the highest card if Player 2 also has 5 cards.',
    );
    expect(marked(en)).to.equal(null);
    const ch = await mount(
      html`<jass-weis-calculator lang="de-CH" trump="obenabe" forehand="3" hands=${UNHEARD_STAGE}></jass-weis-calculator>`,
    );
    expect(verdict(ch)).to.equal(
      'Spieler 1 & Spieler 3 schreiben 100. Entschieden durch: Punkte, oder durch: höchste Karte, wenn Spieler 2 auch 5 Karten hat.',
    );
  });

  it('seats not heard from are never "nothing": the question goes to them', async () => {
    const el = await mount(
      html`<jass-weis-calculator lang="en" trump="C" hands="CA HJ CT S6 DQ SA S7 SK H9|-|-|-"></jass-weis-calculator>`,
    );
    expect(verdict(el)).to.equal('Not decided yet.');
    expect(ask(el)).to.equal('Ask Player 2, Player 3, and Player 4: how much?');
    expect(root(el).textContent).not.to.contain('Nobody writes');
    const ch = await mount(
      html`<jass-weis-calculator lang="de-CH" trump="C" hands="CA HJ CT S6 DQ SA S7 SK H9|-|-|-"></jass-weis-calculator>`,
    );
    expect(ask(ch)).to.equal('Frag Spieler 2, Spieler 3 und Spieler 4: Wie viel?');
  });

  it('quick mode: what Right, Partner and Left have not said yet stays open', async () => {
    const el = await mount(
      html`<jass-weis-calculator lang="de-CH" seats="1" trump="S" hands="H9 HT HJ HQ|||füfzg bis zum König"></jass-weis-calculator>`,
    );
    expect(el.result?.verdict?.waiting).to.deep.equal([1, 2]);
    expect(el.result?.verdict?.contest?.questions[0]).to.deep.equal({ stage: 'points', seats: [1, 2] });
    // Issue 27: in quick mode the question is the headline above the hand, what to do first.
    const headline = () => root(el).querySelector('.headline-action')?.textContent?.trim();
    await waitUntil(() => headline(), 'the question is shown');
    expect(headline()).to.equal('Frag Rechts und Partner: Wie viel?');
    expect(root(el).querySelector('.headline-detail')?.textContent?.trim()).to.equal(
      'Rechts & Links schreiben, wenn Partner weniger als 50 ansagt.',
    );
  });

  it('a figure of two hands is two hands: no other seats drawn, nobody "not known"', async () => {
    const el = await mount(
      html`<jass-weis-calculator readonly lang="de-CH" trump="S" hands="H9 HT HJ HQ HK|HA DA SA CA"></jass-weis-calculator>`,
    );
    expect(el.result?.winner).to.deep.equal({ seat: 0, team: 0, decidedBy: 'cards' });
    expect(el.result?.verdict).to.equal(undefined);
    expect(root(el).textContent).not.to.contain('unbekannt');
  });
});
