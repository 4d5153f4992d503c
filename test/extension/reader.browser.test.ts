import { afterEach, describe, expect, it } from 'vitest';
import { type CardId, DEFAULT_PAIRING, PRESETS } from '../../src/core/index.js';
import { readAnnouncements } from '../../src/extension/reader/announcements.js';
import { type Features, featuresOf } from '../../src/extension/reader/box-features.js';
import { cardBoxesIn, cardBoxOf } from '../../src/extension/reader/card-box.js';
import { learnNaming, type NamedExample } from '../../src/extension/reader/naming.js';
import { extendNaming, nextToName, provedNaming } from '../../src/extension/reader/naming-proof.js';
import { boxSelector, derivePattern, readWithPattern, selectorOf } from '../../src/extension/reader/pattern.js';
import { type CardTemplate, cardSignature, findCardBoxes, matchCard } from '../../src/extension/reader/pixels.js';
import { readPage, readTrump } from '../../src/extension/reader/read-page.js';
import { MAX_DEPTH, readWork } from '../../src/extension/reader/read-work.js';
import { faceOfSuitArt } from '../../src/extension/reader/suit-colours.js';
import { NAMELESS, PAGES } from '../fixtures/pages/expected.js';

const frames: HTMLIFrameElement[] = [];
afterEach(() => {
  for (const frame of frames.splice(0)) frame.remove();
});

/** A saved game page in a real frame, laid out like the live page. */
async function openPage(file: string): Promise<Document> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 1000px; height: 700px; border: 0';
  frames.push(frame);
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = `/test/fixtures/pages/${file}`;
  document.body.append(frame);
  await loaded;
  return frame.contentDocument as Document;
}

describe('the generic reader on saved game pages', () => {
  for (const page of PAGES.filter((p) => !p.needsTeaching && !p.naming)) {
    it(`${page.file}: ${page.what}`, async () => {
      const doc = await openPage(page.file);
      // Told nothing the player would not see: not the deck.
      const read = readPage(doc);
      expect(read.hand).toEqual(page.hand);
      expect(read.trump).toBe(page.trump);
      expect(read.via).toBe('generic');
      if (page.face !== undefined) expect(read.face).toBe(page.face);
      if (page.others) expect(read.others).toEqual(page.others);
    });
  }

  for (const page of PAGES.filter((p) => p.naming)) {
    it(`${page.file}: nothing is named until the player names cards`, async () => {
      const doc = await openPage(page.file);
      expect(readPage(doc, { deck: page.deck }).hand).toEqual([]);
      expect(readTrump(doc)).toBe(page.trump);
    });
  }

  it('a trump shown only by hidden elements is unknown; among several shown, only a selected one counts', async () => {
    const doc = await openPage('hidden-trump.html');
    for (const hidden of doc.querySelectorAll('.status span:last-child')) hidden.remove();
    expect(readTrump(doc)).toBeNull();
    const dialog = await openPage('trick-dialog.html');
    expect(readTrump(dialog)).toBeNull();
    dialog.querySelector('.trump-choice')?.setAttribute('aria-pressed', 'true');
    expect(readTrump(dialog)).toBe('H');
  });

  it('a trump chooser is no choice: not known until one option is chosen, then that one', async () => {
    const doc = await openPage('trump-chooser.html');
    expect(readTrump(doc)).toBeNull();
    doc.querySelector('#trumpChooser img[src$="diamonds.svg"]')?.classList.add('selected');
    expect(readTrump(doc)).toBe('D');
    // The game closes its chooser and says the trump.
    doc.querySelector('#trumpChooser')?.remove();
    const status = doc.createElement('p');
    status.textContent = 'Trumpf: Schilten';
    doc.querySelector('.table')?.append(status);
    expect(readTrump(doc)).toBe('S');
  });

  it('a hand that re-renders: the reader follows the page state', async () => {
    const doc = await openPage('rerender.html');
    (doc.defaultView as unknown as { play: (card: string) => void }).play('HK');
    expect(readPage(doc).hand).toEqual(['HA', 'HQ', 'SJ', 'S9', 'DT', 'CT', 'C8', 'D6']);
  });

  it('unknown markup: nothing is read until the page is taught', async () => {
    expect(readPage(await openPage('teach-unknown.html')).via).toBe('none');
  });
});

describe('teach mode', () => {
  it('one click on a card gives the pattern of the whole hand', async () => {
    const doc = await openPage('teach-unknown.html');
    const clicked = doc.querySelector('.z3 .kt:nth-child(3) i') as Element;
    const pattern = derivePattern(clicked);
    expect(pattern).not.toBeNull();
    const read = readWithPattern(doc, pattern as NonNullable<typeof pattern>);
    expect(read?.hand).toEqual(['HQ', 'HK', 'HA', 'S9', 'DJ', 'CT']);
    expect(read?.via).toBe('pattern');
  });

  it('the stored pattern still reads the page after it reloads', async () => {
    const first = await openPage('teach-unknown.html');
    const pattern = derivePattern(first.querySelector('.z3 .kt i') as Element);
    const again = await openPage('teach-unknown.html');
    expect(readWithPattern(again, JSON.parse(JSON.stringify(pattern)))?.hand).toHaveLength(6);
  });

  it('a click on something that is no card teaches nothing', async () => {
    const doc = await openPage('teach-unknown.html');
    expect(derivePattern(doc.querySelector('.table') as Element)).toBeNull();
    expect(derivePattern(doc.querySelector('.z3') as Element)).toBeNull();
    const dialog = await openPage('trick-dialog.html');
    expect(derivePattern(dialog.querySelector('#dialog-title') as Element)).toBeNull();
    expect(derivePattern(dialog.body)).toBeNull();
  });
});

describe('teach by naming', () => {
  for (const page of PAGES.filter((p) => p.naming)) {
    it(`${page.file}: the player names ${page.naming?.length} cards, the rest is read`, async () => {
      const doc = await openPage(page.file);
      const first = cardBoxOf(doc.querySelector('.bottom > *') as Element);
      expect(first).not.toBeNull();
      const { hand } = first as NonNullable<typeof first>;
      const selector = boxSelector(first?.box as Element);
      const boxes = [...hand.querySelectorAll(selector)];
      const features = boxes.map(featuresOf);
      const examples: NamedExample[] = [];
      let naming: ReturnType<typeof learnNaming> = null;
      for (const card of page.naming ?? []) {
        const box = boxes[page.hand.indexOf(card)] as Element;
        examples.push({ features: featuresOf(box), card });
        naming = provedNaming(examples, features, () => true);
        if (naming) break;
      }
      expect(naming).not.toBeNull();
      const read = readWithPattern(doc, {
        hand: selectorOf(hand) ?? '',
        card: selector,
        wide: false,
        naming: naming ?? undefined,
      });
      expect(read?.hand).toEqual(page.hand);
      // On a later deal the learnt naming reads the new cards too.
      const again = await openPage(page.file);
      const stored = JSON.parse(JSON.stringify({ hand: selectorOf(hand), card: selector, wide: false, naming }));
      expect(readWithPattern(again, stored)?.hand).toEqual(page.hand);
    });
  }

  it('examples that contradict each other teach nothing', async () => {
    const doc = await openPage('numeric-images.html');
    const boxes = [...doc.querySelectorAll('.meine > img')];
    const features = boxes.map(featuresOf);
    const clash: NamedExample[] = [
      { features: features[0] as Features, card: 'SJ' },
      { features: features[1] as Features, card: 'SJ' },
    ];
    expect(learnNaming(clash, features)).toBeNull();
  });
});

describe('what the other players said, where the page shows it (issue 16)', () => {
  for (const page of PAGES.filter((p) => p.said)) {
    it(`${page.file}: ${page.what}`, async () => {
      const doc = await openPage(page.file);
      const rules = PRESETS[page.deck === 'belot' ? 'belot' : 'schieber'];
      const said = readAnnouncements(doc, rules, page.trump ?? 'unknown', DEFAULT_PAIRING);
      expect(said.bySeat).toEqual(page.said);
      expect(said.unplaced).toEqual(page.unplaced);
    });
  }

  it('only what the player sees, and never a score or a trump line', async () => {
    const doc = await openPage('announcements-de.html');
    for (const line of doc.querySelectorAll('.log li')) line.setAttribute('hidden', '');
    doc.querySelector('.seat-right .bubble')?.remove();
    const said = readAnnouncements(doc, PRESETS.schieber, 'H', DEFAULT_PAIRING);
    expect(said).toEqual({ bySeat: [null, null, null, null], unplaced: [] });
  });

  // Issue 29: words nobody can read are never said, and page text is shown as plain letters.
  it('lines the player cannot see are not read: far off screen, transparent, tiny, under another element', async () => {
    const doc = await openPage('announcements-de.html');
    for (const line of doc.querySelectorAll('.log li, .bubble')) line.remove();
    const log = doc.querySelector('.log') as HTMLElement;
    const lines = [
      ['position: absolute; left: -5000px', 'Weis 100'],
      ['color: transparent', 'Weis 50'],
      ['font-size: 1px; line-height: 1px', 'Weis 20'],
      ['position: relative', 'Weis 150'],
    ];
    for (const [style, text] of lines) {
      const li = doc.createElement('li');
      li.setAttribute('style', style as string);
      li.className = 'seat-right';
      li.textContent = text as string;
      log.append(li);
    }
    // The last line lies under an opaque box of the page.
    const last = log.lastElementChild as HTMLElement;
    const rect = last.getBoundingClientRect();
    const cover = doc.createElement('div');
    cover.style.cssText = `position: fixed; left: ${rect.left - 2}px; top: ${rect.top - 2}px; width: ${rect.width + 4}px; height: ${rect.height + 4}px; background: #fff; z-index: 10`;
    doc.body.append(cover);
    expect(readAnnouncements(doc, PRESETS.schieber, 'H', DEFAULT_PAIRING)).toEqual({
      bySeat: [null, null, null, null],
      unplaced: [],
    });
    cover.remove();
    expect(readAnnouncements(doc, PRESETS.schieber, 'H', DEFAULT_PAIRING).bySeat[1]).toBe('150');
  });

  it('combining marks and invisible characters never reach what is shown', async () => {
    const doc = await openPage('announcements-de.html');
    for (const line of doc.querySelectorAll('.log li, .bubble')) line.remove();
    const li = doc.createElement('li');
    li.textContent = 'Weis f\u0336i\u0336f\u0336t\u0336y\u0336 \u200b\u202e';
    doc.querySelector('.log')?.append(li);
    const said = readAnnouncements(doc, PRESETS.schieber, 'H', DEFAULT_PAIRING);
    expect(said.unplaced).toEqual(['fifty']);
  });

  it('chats of 100,000 bubbles before and after the table: stepped over, their lines hide nothing of the table’s', async () => {
    const doc = await openPage('announcements-de.html');
    const chat = doc.createElement('div');
    chat.className = 'chat';
    chat.style.cssText = 'position: absolute; left: 0; top: 0; width: 200px; height: 100px; overflow: hidden';
    const bubbles = doc.createDocumentFragment();
    for (let index = 0; index < 100_000; index++) {
      const bubble = doc.createElement('p');
      bubble.className = 'bubble';
      bubble.textContent = index % 7 === 0 ? 'Beat: Weis 100' : 'hello';
      bubbles.append(bubble);
    }
    chat.append(bubbles);
    doc.body.prepend(chat);
    // And one after the table: the page's last lines are a chat's.
    doc.body.append(chat.cloneNode(true));
    // The page's own lines are still read: the scan starts at the end and looks at a bounded
    // number of elements (its time is the benchmark's: npm run bench -- hostile-pages).
    const said = readAnnouncements(doc, PRESETS.schieber, 'H', DEFAULT_PAIRING);
    expect(said.bySeat).toEqual([null, '20', 'nüt', 'füfzg']);
  });

  it('200 lines under 2,000 levels of nesting: each asked whether it is in a chat, 32 levels up at most (issue 47)', async () => {
    const doc = await openPage('announcements-de.html');
    let deepest = doc.createElement('div');
    doc.body.append(deepest);
    for (let level = 0; level < 2000; level++) deepest = deepest.appendChild(doc.createElement('div'));
    for (let line = 0; line < 200; line++) deepest.appendChild(doc.createElement('p')).textContent = `hello ${line}`;
    const before = readWork.elements;
    const said = readAnnouncements(doc, PRESETS.schieber, 'H', DEFAULT_PAIRING);
    const stepped = readWork.elements - before;
    // The page's own lines are still read, past the 200.
    expect(said.bySeat).toEqual([null, '20', 'nüt', 'füfzg']);
    // Each walk steps on each node once (the marked elements, the text lines, the climb from the
    // page's last node), and each line read climbs MAX_DEPTH levels at most (its seat's words, 6):
    // a climb to the top from each of the 200 lines would step on 400,000 elements.
    const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    let nodes = 0;
    while (walker.nextNode()) nodes++;
    expect(stepped).toBeLessThanOrEqual(3 * nodes + 200 * (MAX_DEPTH + 1 + 6));
  });

  it('pages without announcements show none', async () => {
    for (const page of PAGES.filter((p) => !p.said && !p.needsTeaching)) {
      const doc = await openPage(page.file);
      const said = readAnnouncements(doc, PRESETS[page.deck === 'belot' ? 'belot' : 'schieber'], 'unknown', DEFAULT_PAIRING);
      expect(said, page.file).toEqual({ bySeat: [null, null, null, null], unplaced: [] });
    }
  });
});

/** The player names the first card, then each card the overlay points at, until a naming is proved on the named cards. */
function nameAsSuggested(features: Features[], truth: readonly CardId[]) {
  const examples: NamedExample[] = [{ features: features[0] as Features, card: truth[0] as CardId }];
  let naming = provedNaming(examples, features, () => true);
  while (!naming && examples.length < 9) {
    const next = nextToName(examples, features) as number;
    examples.push({ features: features[next] as Features, card: truth[next] as CardId });
    naming = provedNaming(examples, features, () => true);
  }
  return { naming, examples };
}

describe('naming on any markup (issue 17, point 1)', () => {
  it('a click anywhere on a nameless card finds its box by geometry; four named cards, as suggested, read the hand', async () => {
    const doc = await openPage(NAMELESS.file);
    expect(readPage(doc).hand).toEqual([]);
    const row = doc.getElementById('hand-row') as HTMLElement;
    const cards = [...row.children];
    // A click on the suit icon in the middle of the card, or on its corner text.
    const found = cardBoxOf(cards[0]?.querySelector('path') as Element);
    expect(found?.box).toBe(cards[0]);
    expect(cardBoxOf(cards[4]?.querySelector('span') as Element)?.box).toBe(cards[4]);
    const selector = boxSelector(found?.box as Element);
    const boxes = cardBoxesIn(row, selector);
    expect(boxes).toHaveLength(9);
    const features = boxes.map(featuresOf);
    const { naming, examples } = nameAsSuggested(features, NAMELESS.hand);
    expect(examples.length).toBeLessThanOrEqual(4);
    expect(naming).not.toBeNull();
    const pattern = { hand: '#hand-row', card: selector, wide: false, naming: naming as NonNullable<typeof naming> };
    expect(readWithPattern(doc, pattern)?.hand).toEqual(NAMELESS.hand);
    // Four colours of their own: the suit art is German-Swiss.
    expect(readWithPattern(doc, pattern)?.face).toBe('german-swiss');
    expect(readTrump(doc)).toBe(NAMELESS.trump);
  });
});

describe('the nameless markup with French suits: two colours, the suit told by its shape', () => {
  it('is read after at most four names, as suggested', async () => {
    const doc = await openPage(`${NAMELESS.file}?deck=french`);
    const row = doc.getElementById('hand-row') as HTMLElement;
    const selector = boxSelector(cardBoxOf(row.children[0] as Element)?.box as Element);
    const features = cardBoxesIn(row, selector).map(featuresOf);
    const { naming, examples } = nameAsSuggested(features, NAMELESS.hand);
    expect(examples.length).toBeLessThanOrEqual(4);
    expect(naming).not.toBeNull();
    const read = readWithPattern(doc, {
      hand: '#hand-row',
      card: selector,
      wide: false,
      naming: naming as NonNullable<typeof naming>,
    });
    expect(read?.hand).toEqual(NAMELESS.hand);
    // Red hearts and diamonds, black spades and clubs: the suit art is French.
    expect(read?.face).toBe('french');
  });
});

describe('the face the suit art shows, once cards are named', () => {
  const art = (colours: Record<string, string>, feature = 'fill') =>
    faceOfSuitArt(
      Object.keys(colours) as CardId[],
      Object.values(colours).map((colour) => ({ [feature]: colour })),
    );
  it.each([
    [
      'red hearts and diamonds, black spades and clubs',
      { H6: 'rgb(200,0,0)', D7: '#c00', S8: '#111', C9: 'rgb(0,0,0)' },
      'french',
    ],
    ['a four-colour French deck', { H6: '#d00', D7: '#0645ad', S8: '#000', C9: '#1a7f37' }, 'french'],
    [
      'acorn brown, bell gold, rose red, shield grey',
      { D6: '#8b5a2b', C7: '#b8860b', H8: '#c0392b', S9: '#6c7a89' },
      'german-swiss',
    ],
    ['two suits seen: not yet told', { H6: '#c00', S8: '#000' }, null],
    ['one colour for every suit: not told', { H6: '#000', D7: '#000', S8: '#000', C9: '#000' }, null],
  ] as const)('%s', (_, colours, face) => {
    expect(art(colours)).toBe(face);
    expect(art(colours, 'span~color')).toBe(face);
  });
});

describe('a suit told only by an inline style (issue 17: inline styles are a feature)', () => {
  it('French suits whose sign is a masked element: read after at most four names, as suggested', async () => {
    const doc = await openPage(`${NAMELESS.file}?deck=french&icons=mask`);
    const row = doc.getElementById('hand-row') as HTMLElement;
    expect(row.querySelector('svg')).toBeNull();
    const selector = boxSelector(cardBoxOf(row.querySelector('i') as Element)?.box as Element);
    const features = cardBoxesIn(row, selector).map(featuresOf);
    const { naming, examples } = nameAsSuggested(features, NAMELESS.hand);
    expect(examples.length).toBeLessThanOrEqual(4);
    expect(naming?.suit.feature).toMatch(/mask-image$/);
    expect(
      readWithPattern(doc, { hand: '#hand-row', card: selector, wide: false, naming: naming as NonNullable<typeof naming> })
        ?.hand,
    ).toEqual(NAMELESS.hand);
  });
});

describe('a suit first seen on a later deal (issue 17, point 2)', () => {
  it('the fourth suit, the only one left, is read; naming it extends what was learnt', async () => {
    const doc = await openPage(NAMELESS.file);
    const play = (doc.defaultView as unknown as { deal: (cards: [string, string][]) => void }).deal;
    // The first deal holds three suits only.
    play([
      ['eicheln', '6'],
      ['eicheln', '9'],
      ['schellen', '7'],
      ['schellen', 'K'],
      ['rosen', '8'],
      ['rosen', 'A'],
    ]);
    const row = doc.getElementById('hand-row') as HTMLElement;
    const selector = boxSelector(cardBoxOf(row.children[0] as Element)?.box as Element);
    const features = cardBoxesIn(row, selector).map(featuresOf);
    const naming = learnNaming(
      [
        { features: features[0] as Features, card: 'D6' },
        { features: features[2] as Features, card: 'C7' },
        { features: features[4] as Features, card: 'H8' },
      ],
      features,
    );
    expect(naming).not.toBeNull();
    const pattern = { hand: '#hand-row', card: selector, wide: false, naming: naming as NonNullable<typeof naming> };
    expect(readWithPattern(doc, pattern)?.hand).toEqual(['D6', 'D9', 'C7', 'CK', 'H8', 'HA']);
    // The next deal brings Schilten.
    play([
      ['eicheln', '6'],
      ['schellen', 'K'],
      ['rosen', '10'],
      ['schilten', 'O'],
      ['schilten', '8'],
    ]);
    const read = readWithPattern(doc, pattern);
    // Three suits were named: the one value never seen is the one suit left.
    expect(read?.hand).toEqual(['D6', 'CK', 'HT', 'SQ', 'S8']);
    expect(read?.unnamed).toBeUndefined();
    const schilten = cardBoxesIn(row, selector)[3] as Element;
    const extended = extendNaming(pattern.naming, featuresOf(schilten), 'SQ');
    expect(extended).not.toBeNull();
    expect(readWithPattern(doc, { ...pattern, naming: extended as NonNullable<typeof extended> })?.hand).toEqual([
      'D6',
      'CK',
      'HT',
      'SQ',
      'S8',
    ]);
  });
});

describe('the deck is what the cards show (issue 17, point 5)', () => {
  it('a folder named for a deck decides the face, and a switch of the deck mid-game follows', async () => {
    const doc = await openPage('german-folder.html');
    expect(readPage(doc).face).toBe('german-swiss');
    for (const image of doc.querySelectorAll<HTMLImageElement>('#hand img'))
      image.setAttribute('src', (image.getAttribute('src') ?? '').replace('/german/', '/french/'));
    expect(readPage(doc).face).toBe('french');
  });
});

describe('pixels, last (issue 17): cards whose art carries no name at all', () => {
  const pixelsOf = async (file: string, scale = 1) => {
    const doc = await openPage(file);
    const canvas = doc.getElementById('table') as HTMLCanvasElement;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const image = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, canvas.width, canvas.height);
    const play = (doc.defaultView as unknown as { deal: (cards: string[]) => void }).deal;
    return { image, scale, play, canvas };
  };
  const read = (image: ImageData, scale: number, templates: CardTemplate[]) =>
    findCardBoxes(image, scale)
      .sort((a, b) => a.x - b.x)
      .map((box) => matchCard(cardSignature(image, box, scale), templates));

  it('finds the card rectangles, and reads every card once the player named one of each rank and suit', async () => {
    const { image } = await pixelsOf('canvas-pixels.html');
    const boxes = findCardBoxes(image).sort((a, b) => a.x - b.x);
    expect(boxes).toHaveLength(9);
    expect(boxes[0]).toMatchObject({ x: expect.closeTo(190, -1), y: expect.closeTo(560, -1) });
    const hand: CardId[] = ['H6', 'H7', 'H8', 'H9', 'SJ', 'SK', 'CT', 'DA', 'DQ'];
    const templates = boxes.map((box, index) => ({ ...cardSignature(image, box), card: hand[index] as CardId }));
    expect(read(image, 1, templates)).toEqual(hand);
    // Nothing named yet: nothing read, never a guess.
    expect(read(image, 1, [])).toEqual(hand.map(() => null));
  });

  for (const scale of [1, 2]) {
    it(`a later deal is read with the cards named on the first, at ${scale}× the pixels (page zoom ${scale * 100} %, or that device pixel ratio)`, async () => {
      const first = await pixelsOf(`canvas-pixels.html?scale=${scale}`, scale);
      const hand: CardId[] = ['H6', 'H7', 'H8', 'H9', 'SJ', 'SK', 'CT', 'DA', 'DQ'];
      const templates = findCardBoxes(first.image, scale)
        .sort((a, b) => a.x - b.x)
        .map((box, index) => ({ ...cardSignature(first.image, box, scale), card: hand[index] as CardId }));
      const next: CardId[] = ['D6', 'C7', 'S8', 'H9', 'DJ', 'HK', 'ST', 'CA', 'SQ'];
      first.play(next);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const canvas = first.canvas;
      const again = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, canvas.width, canvas.height);
      expect(read(again, scale, templates)).toEqual(next);
    });
  }
});

describe('numeric image names sorted by suit (issue 17, point 2)', () => {
  it('at most four names read the hand; a new suit on the next deal, the only one left, is read', async () => {
    const doc = await openPage('numeric-sorted.html');
    const hand = doc.getElementById('hand') as HTMLElement;
    const truth: CardId[] = ['D6', 'D7', 'D8', 'D9', 'HJ', 'HK', 'HA', 'ST', 'SQ'];
    const selector = boxSelector(cardBoxOf(hand.children[0] as Element)?.box as Element);
    const features = cardBoxesIn(hand, selector).map(featuresOf);
    const { naming, examples } = nameAsSuggested(features, truth);
    expect(examples.length).toBeLessThanOrEqual(4);
    expect(naming).not.toBeNull();
    const pattern = { hand: '#hand', card: selector, wide: false, naming: naming as NonNullable<typeof naming> };
    expect(readWithPattern(doc, pattern)?.hand).toEqual(truth);
    // The next deal holds clubs, a suit never named.
    (doc.defaultView as unknown as { deal: (cards: number[][]) => void }).deal([
      [0, 6],
      [0, 7],
      [1, 10],
      [2, 12],
      [2, 13],
      [3, 6],
      [3, 7],
      [3, 8],
      [3, 14],
    ]);
    const read = readWithPattern(doc, pattern);
    expect(read?.hand).toEqual(['C6', 'C7', 'DT', 'HQ', 'HK', 'S6', 'S7', 'S8', 'SA']);
    expect(read?.unnamed).toBeUndefined();
    const clubs = cardBoxesIn(hand, selector)[0] as Element;
    const extended = extendNaming(pattern.naming, featuresOf(clubs), 'C6');
    expect(readWithPattern(doc, { ...pattern, naming: extended as NonNullable<typeof extended> })?.hand).toEqual([
      'C6',
      'C7',
      'DT',
      'HQ',
      'HK',
      'S6',
      'S7',
      'S8',
      'SA',
    ]);
  });
});
