import { expect, fixture, fixtureCleanup } from '@open-wc/testing';
import { afterEach, describe, it } from 'vitest';
import { type ChalkBoardWords, type ChalkTeam, chalkBoard, chalkStrokes, drawnHundreds } from '../../src/ui/chalk-board.js';

afterEach(() => fixtureCleanup());

const words: ChalkBoardWords = {
  teamScore: (name, points) => `${name}: ${points} Punkte`,
  target: (points) => `gespielt auf ${points}`,
};

const board = (first: number, second: number, target?: number): Promise<SVGSVGElement> => {
  const teams: [ChalkTeam, ChalkTeam] = [
    { name: 'Anna & Chrigu', points: first },
    { name: 'Vreni & Sepp', points: second },
  ];
  return fixture<SVGSVGElement>(chalkBoard(teams, target === undefined ? { words } : { words, target }));
};

const halves = (svg: SVGSVGElement): SVGGElement[] => [...svg.querySelectorAll<SVGGElement>('.chalk-half')];
const count = (half: Element, selector: string): number => half.querySelectorAll(selector).length;

describe('the chalk board draws each score as chalkStrokes counts it', () => {
  for (const [first, second] of [
    [0, 157],
    [1234, 857],
    [2969, 5000],
  ] as const) {
    it(`${first} and ${second} points`, async () => {
      const svg = await board(first, second, 2500);
      const drawn = halves(svg);
      expect(drawn).to.have.length(2);
      [first, second].forEach((points, team) => {
        const half = drawn[team] as SVGGElement;
        const strokes = chalkStrokes(points);
        expect(count(half, 'line.stroke-100')).to.equal(drawnHundreds(strokes.hundreds));
        expect(count(half, 'line.stroke-50')).to.equal(strokes.fifties);
        expect(count(half, 'line.stroke-20')).to.equal(strokes.twenties);
        expect(half.querySelector('.chalk-rest')?.textContent ?? '0').to.equal(String(strokes.rest));
        expect(half.querySelector('.team-total')?.textContent).to.equal(String(points));
      });
    });
  }

  it('a score past the top line: five bundles, the hundreds left over written, all inside the board', async () => {
    const svg = await board(5000, 3099);
    const [large, full] = halves(svg) as [SVGGElement, SVGGElement];
    expect(count(large, 'line.stroke-100')).to.equal(25);
    expect(large.querySelector('.more-hundreds')?.textContent).to.equal('+2500');
    expect(count(full, 'line.stroke-100')).to.equal(30);
    expect(full.querySelector('.more-hundreds')).to.equal(null);
    const width = svg.viewBox.baseVal.width;
    for (const half of [large, full]) {
      const box = half.getBBox();
      expect(box.x).to.be.at.least(0);
      expect(box.x + box.width).to.be.at.most(width);
    }
  });

  it('issue 46: a total below 0 (a counter-Match’s penalty) draws no strokes and writes the total', async () => {
    const [debt] = halves(await board(-100, 257)) as [SVGGElement];
    expect(count(debt, 'line.stroke-100, line.stroke-50, line.stroke-20')).to.equal(0);
    expect(debt.querySelector('.team-total')?.textContent).to.equal('-100');
  });

  it('its accessible name is the caller’s words', async () => {
    const svg = await board(1234, 857, 2500);
    expect(svg.getAttribute('role')).to.equal('img');
    expect(svg.getAttribute('aria-label')).to.equal('Anna & Chrigu: 1234 Punkte, Vreni & Sepp: 857 Punkte, gespielt auf 2500');
    expect(svg.querySelector('.chalk-target')?.textContent).to.equal('2500');
  });

  it('without a target, none is written or said', async () => {
    const svg = await board(20, 40);
    expect(svg.querySelector('.chalk-target')).to.equal(null);
    expect(svg.getAttribute('aria-label')).to.equal('Anna & Chrigu: 20 Punkte, Vreni & Sepp: 40 Punkte');
  });

  it('strokes are thick enough to read at arm’s length on a phone 360 px wide', async () => {
    const svg = await board(157, 0);
    svg.style.width = '360px';
    const stroke = svg.querySelector('line.stroke-100') as SVGLineElement;
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    expect(Number.parseFloat(getComputedStyle(stroke).strokeWidth) * scale).to.be.at.least(4);
  });

  it('draws in the page’s colours: --jass-board-chalk for the chalk, --jass-board-bg for the slate', async () => {
    const svg = await board(257, 0);
    const page = svg.parentElement as HTMLElement;
    page.style.setProperty('--jass-board-chalk', 'rgb(250, 248, 240)');
    page.style.setProperty('--jass-board-bg', 'rgb(39, 51, 46)');
    expect(getComputedStyle(svg.querySelector('line.stroke-100') as Element).stroke).to.equal('rgb(250, 248, 240)');
    expect(getComputedStyle(svg.querySelector('.chalk-slate') as Element).fill).to.equal('rgb(39, 51, 46)');
  });
});
