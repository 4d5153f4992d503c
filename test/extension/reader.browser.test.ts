import { afterEach, describe, expect, it } from 'vitest';
import { derivePattern, readWithPattern } from '../../src/extension/reader/pattern.js';
import { readPage } from '../../src/extension/reader/read-page.js';
import { PAGES } from '../fixtures/pages/expected.js';

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
  for (const page of PAGES.filter((p) => !p.needsTeaching)) {
    it(`${page.file}: ${page.what}`, async () => {
      const doc = await openPage(page.file);
      const read = readPage(doc, { deck: page.deck });
      expect(read.hand).toEqual(page.hand);
      expect(read.trump).toBe(page.trump);
      expect(read.via).toBe('generic');
      if (page.others) expect(read.others).toEqual(page.others);
    });
  }

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
  });
});
