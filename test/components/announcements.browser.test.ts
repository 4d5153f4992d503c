import { expect, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { afterEach, describe, it } from 'vitest';
import '../../components/jass-weis-calculator/define.js';
import { getMessages } from '../../src/i18n/index.js';
import { contestVerdictText } from '../../src/i18n/verdict.js';
import { mountSettled as mount, shadow, shadowText } from '../helpers/calculator.js';

afterEach(() => fixtureCleanup());

const root = shadow;
const text = shadowText;
const hand = 'HT HJ HQ HK S6 C7 D9 SA CQ';

describe('issue 16: what the others said, and the verdict as far as it is known', () => {
  it('a seat takes what its player said: the verdict, the question, "?" in the ladder', async () => {
    const el = await mount(
      html`<jass-weis-calculator lang="en" trump="H" hands=${`${hand}|nothing|nothing|fifty`}></jass-weis-calculator>`,
    );
    expect(el.result?.players.map((player) => player.reading)).to.deep.equal([
      'cards',
      'announcement',
      'announcement',
      'announcement',
    ]);
    const contest = el.result?.verdict?.contest;
    expect(contest?.outcome).to.equal('conditional');
    // The sentence the command line prints, from the same core answer.
    const line = contestVerdictText(contest as NonNullable<typeof contest>, { messages: getMessages('en'), face: 'french' }).line;
    expect(root(el).querySelector('.verdict')?.textContent?.trim()).to.equal(line);
    expect(text(el)).to.contain('Ask Player 4: up to which card?');
    const row = [...root(el).querySelectorAll('.ladder tbody tr')].find((tr) => tr.textContent?.includes('highest card'));
    expect(row?.querySelectorAll('td')[1]?.textContent?.trim()).to.equal('?');
    const notes = [...root(el).querySelectorAll('div.seat .reading')].map((note) => note.textContent);
    expect(notes).to.deep.equal(['As said at the table', 'As said at the table', 'As said at the table']);
  });

  it('a value no hand can make: the error with the values that can be, in the reader’s language', async () => {
    const el = await mount(
      html`<jass-weis-calculator lang="de" trump="H" hands=${`${hand}|hundertzwanzig`}></jass-weis-calculator>`,
    );
    expect(el.result).to.equal(null);
    expect(text(el)).to.contain(
      'Nach diesen Regeln kann keine Hand «hundertzwanzig» ansagen. Ansagen, die es gibt: 20, 50, 100, 150, 200, 250 oder 300.',
    );
  });

  it('quick mode: one tap per value for right, partner and left, and the verdict in a line', async () => {
    const el = await mount(html`<jass-weis-calculator lang="en" seats="1" trump="H" hands=${hand}></jass-weis-calculator>`);
    // The row comes a frame after the hand and its answer.
    await waitUntil(() => root(el).querySelector('.said-seat'), 'the row of what the others said');
    const seats = [...root(el).querySelectorAll('.said-seat')];
    expect(seats.map((seat) => seat.querySelector('.said-label')?.textContent)).to.deep.equal(['Right', 'Partner', 'Left']);
    const tap = (seat: number, label: string) =>
      ([...root(el).querySelectorAll(`.said-seat[data-seat="${seat}"] .chip`)] as HTMLButtonElement[])
        .find((chip) => chip.title === label)
        ?.click();
    tap(1, 'nothing');
    await el.updateComplete;
    tap(2, 'nothing');
    await el.updateComplete;
    tap(3, '50');
    await el.updateComplete;
    expect(el.hands).to.equal(`${hand}|nothing|nothing|50`);
    expect(text(el)).to.contain('You & Partner write if Left goes up to the King at most.');
    // The answer to the question, one tap more: up to the Ace.
    const answers = [...root(el).querySelectorAll('.said-seat[data-seat="3"] .answer')] as HTMLButtonElement[];
    expect(answers.map((chip) => chip.textContent?.trim())).to.include('Ace');
    answers.find((chip) => chip.textContent?.trim() === 'Ace')?.click();
    await el.updateComplete;
    expect(text(el)).to.contain('Right & Left write 50. Decided by the highest card.');
    // A tap on the value said takes it back: Left has not said yet.
    tap(3, '50');
    await el.updateComplete;
    expect(el.hands).to.equal(`${hand}|nothing|nothing`);
    expect(text(el)).to.contain('Not said yet: Left.');
  });
});
