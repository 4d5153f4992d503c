import { afterAll, describe, expect, it } from 'vitest';
import { type CardId, cardRank, cardSuit, deckRanks, SUITS } from '../../src/core/index.js';
import { markupRow, nameOnRow } from '../../src/extension/content/naming-rows.js';
import { featuresOf } from '../../src/extension/reader/box-features.js';
import { cardBoxOf } from '../../src/extension/reader/card-box.js';
import type { NamedExample } from '../../src/extension/reader/naming.js';
import { boxSelector, readWithPattern } from '../../src/extension/reader/pattern.js';
import { readPage } from '../../src/extension/reader/read-page.js';

/*
 * Issue 45: a hand fanned out, each card turned its own way and lying over the next, every face
 * cut from one sprite sheet. Where its class names say each card in Swiss German (a Rösli for
 * Rosen, "zehn", "koenig", "ass") it is read with no naming; where nothing names the cards,
 * naming ends in at most three names, and then the whole hand is read.
 */

const HAND: CardId[] = ['HT', 'HK', 'HA', 'D7', 'SQ', 'SJ', 'C9', 'C6', 'DA'];
const SUIT_WORDS = { H: 'roesli', D: 'eicheli', S: 'schiltli', C: 'schaelle' } as const;
const RANK_WORDS = {
  '6': 'saechsi',
  '7': 'sibni',
  '8': 'achti',
  '9': 'nueni',
  T: 'zehn',
  J: 'under',
  Q: 'ober',
  K: 'koenig',
  A: 'ass',
};

/** The fan: 9 boxes of 80 × 120, each turned by 7° from the last and 36 px further, over the one before. */
function fanHtml(words: boolean): string {
  const cards = HAND.map((card, index) => {
    const column = deckRanks('jass').indexOf(cardRank(card));
    const row = SUITS.indexOf(cardSuit(card));
    const names = words ? ` ${SUIT_WORDS[cardSuit(card)]} ${RANK_WORDS[cardRank(card)]}` : '';
    const turn = (index - 4) * 7;
    return `<div class="chaertli${names}" style="left: ${index * 36}px; transform: rotate(${turn}deg); background: #fff url('/art/jass-sheet.png') -${column * 80}px -${row * 120}px"></div>`;
  }).join('');
  return `<!doctype html><html><head><title>Jass</title><style>
    body { margin: 0; width: 1000px; height: 700px; background: #175c2e; }
    #fan { position: absolute; left: 300px; bottom: 40px; width: 400px; height: 160px; }
    .chaertli { position: absolute; bottom: 0; width: 80px; height: 120px; border-radius: 6px; transform-origin: 50% 130%; }
  </style></head><body><div id="fan">${cards}</div></body></html>`;
}

let frame: HTMLIFrameElement | null = null;
afterAll(() => frame?.remove());

function open(html: string): Document {
  frame ??= Object.assign(document.createElement('iframe'), { style: 'width: 1000px; height: 700px; border: 0' });
  if (!frame.isConnected) document.body.append(frame);
  const doc = frame.contentDocument as Document;
  doc.open();
  doc.write(html);
  doc.close();
  return doc;
}

describe('a fanned, turned, overlapping hand from one sprite sheet (issue 45)', () => {
  it('its cards said in Swiss German class names are read with no naming', () => {
    const read = readPage(open(fanHtml(true)));
    expect([...read.hand].sort()).toEqual([...HAND].sort());
    expect(read.face).toBe('german-swiss');
  });

  it('where nothing names them, three names at most teach the whole hand', () => {
    const doc = open(fanHtml(false));
    expect(readPage(doc).hand).toEqual([]);
    // The player clicks the middle of what shows of each card, in the order the overlay asks.
    const boxes = [...doc.querySelectorAll('.chaertli')];
    const found = cardBoxOf(boxes[0] as Element);
    expect(found?.hand.id).toBe('fan');
    const { hand, box } = found as NonNullable<typeof found>;
    const row = markupRow(hand, boxSelector(box));
    const examples: NamedExample[] = [];
    let next: Element = boxes[0] as Element;
    let learnt = null;
    for (let names = 1; names <= 3 && !learnt; names++) {
      examples.push({ features: featuresOf(next), card: HAND[boxes.indexOf(next)] as CardId });
      const outcome = nameOnRow(row, examples, null, () => true);
      if (outcome.kind === 'learnt') learnt = outcome.naming;
      else if (outcome.kind === 'more') next = (outcome.next as Element | null) ?? (boxes[names] as Element);
      else throw new Error(`naming came to ${outcome.kind}`);
    }
    expect(learnt).not.toBeNull();
    const read = readWithPattern(doc, {
      ...(row.where as { hand: string; card: string }),
      wide: false,
      naming: learnt ?? undefined,
    });
    expect(read?.hand).toEqual(HAND);
  });
});
