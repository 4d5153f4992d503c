import { describe, expect, test } from 'vitest';
import type { CardId, OddsRequest } from '../../src/core/index.js';
import { gamePageStep, initialGamePage } from '../../src/extension/content/game-page-machine.js';
import type { NamingTarget } from '../../src/extension/content/naming-target.js';
import type { AnchoredRead } from '../../src/extension/reader/read-page.js';
import { DEFAULT_SETTINGS } from '../../src/extension/settings.js';
import { type AnswerContext, overlayAnswer, workRead } from '../../src/extension/views/overlay-answer.js';

/*
 * Issue 26: what the overlay shows of one read is worked out by two pure steps (the core's
 * answer, then the overlay's view of it), tested here without a page.
 */
const FULL: CardId[] = ['HT', 'HJ', 'HQ', 'HK', 'S6', 'C7', 'D9', 'SA', 'CQ'];
const read = (hand: CardId[], extra: Partial<AnchoredRead> = {}): AnchoredRead => ({
  hand,
  trump: 'H',
  face: null,
  others: [],
  via: 'pattern',
  anchor: null,
  cards: [],
  ...extra,
});
const requests: (OddsRequest | null)[] = [];
const context: AnswerContext = {
  lang: 'en',
  face: 'french',
  taught: false,
  canUndo: true,
  odds: (request) => {
    requests.push(request);
    return null;
  },
  boxOf: (box: NamingTarget) => ('screen' in box ? { ...box.screen } : { x: 0, y: 0, width: 0, height: 0 }),
};
const page = gamePageStep(initialGamePage<NamingTarget>(), { type: 'read', hand: FULL });

describe('what the overlay shows of a read (issue 26)', () => {
  test('a hand no deal holds shows no hand and no answer, only why', () => {
    const worked = workRead(read(['H6', 'H7', 'H6']), page, DEFAULT_SETTINGS);
    expect([worked.impossible, worked.read.hand, worked.result]).toEqual(['twice', [], null]);
    const shown = overlayAnswer(worked, page, context);
    expect([shown.impossible, shown.hand, shown.result]).toEqual(['twice', [], null]);
  });

  test('the page’s words are marked as read from the page; a tap is the player’s own, and wins', () => {
    const fromPage = read(FULL, { said: [null, 'fifty', null, null] });
    const shown = overlayAnswer(workRead(fromPage, page, DEFAULT_SETTINGS), page, context);
    expect(shown.said.seats.find((seat) => seat.seat === 1)?.fromPage).toBe(true);
    expect(shown.result?.players[1]?.said).not.toBeNull();
    const tapped = gamePageStep(page, { type: 'said', hand: FULL, seat: 1, text: 'twenty' });
    const mine = overlayAnswer(workRead(fromPage, tapped, DEFAULT_SETTINGS), tapped, context);
    expect(mine.said.seats.find((seat) => seat.seat === 1)?.fromPage).toBeUndefined();
    expect(mine.result?.players[1]?.said?.melds?.[0]?.points).toBe(20);
  });

  test('the odds asked for are the answer’s own request, worked out with the table', () => {
    requests.length = 0;
    const worked = workRead(read(FULL.slice(0, 7)), page, DEFAULT_SETTINGS);
    overlayAnswer(worked, page, context);
    expect(requests).toEqual([worked.odds]);
    expect(worked.odds?.hand).toHaveLength(7);
  });

  test('a read in part says how many cards of how many; Undo only right after teaching', () => {
    const partial = overlayAnswer(workRead(read(FULL.slice(0, 7)), page, DEFAULT_SETTINGS), page, context);
    expect(partial.partial).toEqual({ read: 7, of: 9, unnamed: 0 });
    expect(partial.canUndo).toBe(false);
    const taught = gamePageStep(page, { type: 'teach-ended', hand: FULL });
    expect(overlayAnswer(workRead(read(FULL), taught, DEFAULT_SETTINGS), taught, context).canUndo).toBe(true);
  });

  test('the outline: the card to name next while naming, else the boxes not named; the doubt is said', () => {
    const unnamedAt = [{ left: 5, top: 6, width: 7, height: 8 }];
    const reading = overlayAnswer(workRead(read(FULL, { unnamedAt }), page, DEFAULT_SETTINGS), page, context);
    expect(reading.hints).toEqual([{ x: 5, y: 6, width: 7, height: 8 }]);
    const naming = gamePageStep(page, {
      type: 'card-named',
      progress: { learnt: false, examples: 1, next: { screen: { x: 40, y: 50, width: 1, height: 1 } }, doubt: 'unchecked' },
      hand: null,
    });
    const shown = overlayAnswer(workRead(read(FULL, { unnamedAt }), naming, DEFAULT_SETTINGS), naming, context);
    expect(shown.hints).toEqual([{ x: 40, y: 50, width: 1, height: 1 }]);
    expect([shown.step, shown.doubt]).toEqual(['name-more', 'unchecked']);
  });
});
