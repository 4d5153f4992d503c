import { describe, expect, test } from 'vitest';
import type { CardId } from '../../src/core/index.js';
import {
  examplesWith,
  type GamePage,
  type GamePageEvent,
  gamePageStep,
  initialGamePage,
  isTeaching,
  type OverlayStep,
  tapsFor,
  trumpFor,
} from '../../src/extension/content/game-page-machine.js';

const HAND: CardId[] = ['HA', 'HK', 'HQ'];
const OTHER: CardId[] = ['S6', 'S7', 'S8'];

/** The page after a run of events, from the start. */
const run = (...events: GamePageEvent<string>[]): GamePage<string> =>
  events.reduce((state, event) => gamePageStep(state, event), initialGamePage<string>());

const reading = run({ type: 'read', hand: HAND });

describe('issue 26: the game page as a machine, every step and the moves between them', () => {
  test('read: the page starts reading; a read names the hand on the table', () => {
    expect(initialGamePage().step).toBe('read');
    expect([reading.step, reading.hand]).toEqual(['read', 'HA HK HQ']);
    expect(isTeaching(reading)).toBe(false);
  });

  test('teach: waiting for a click, then learnt until the hand changes', () => {
    const waiting = gamePageStep(reading, { type: 'teach-started' });
    expect([waiting.step, isTeaching(waiting)]).toEqual(['teach-waiting', true]);
    const done = gamePageStep(waiting, { type: 'teach-ended', hand: HAND });
    expect([done.step, isTeaching(done)]).toEqual(['teach-done', false]);
    // The same hand in another order, and a read between two drawings of the page, are no other hand.
    const same = [[...HAND].reverse(), []].reduce((state, hand) => gamePageStep(state, { type: 'read', hand }), done);
    expect(same.step).toBe('teach-done');
    expect(gamePageStep(same, { type: 'read', hand: OTHER }).step).toBe('read');
  });

  test('teach: a click on no card is refused; cancel goes back to reading', () => {
    const refused = run({ type: 'teach-started' }, { type: 'teach-ended', hand: null });
    expect([refused.step, isTeaching(refused)]).toEqual(['teach-refused', true]);
    expect(gamePageStep(refused, { type: 'reading' }).step).toBe('read');
  });

  test('teach: what cannot be kept is said (too large, or the storage refused it), never dropped', () => {
    for (const reason of ['too-large', 'storage'] as const) {
      const state = run({ type: 'teach-started' }, { type: 'not-kept', reason });
      expect([state.step, state.unsaved, isTeaching(state)]).toEqual(['teach-unsaved', reason, true]);
    }
  });

  test('name: a box to name, one more needed and why, then learnt (proved)', () => {
    const waiting = run({ type: 'naming-started' });
    expect(waiting.step).toBe('name-waiting');
    const missed = gamePageStep(waiting, { type: 'card-picked', box: null });
    expect(missed.step).toBe('name-not-card');
    const which = gamePageStep(missed, { type: 'card-picked', box: 'box-1' });
    expect([which.step, which.naming]).toEqual(['name-which', 'box-1']);
    const more = gamePageStep(which, {
      type: 'card-named',
      progress: { learnt: false, examples: 1, next: 'box-4', doubt: 'alike' },
      hand: null,
    });
    expect([more.step, more.examples, more.naming, more.hint, more.doubt]).toEqual(['name-more', 1, null, 'box-4', 'alike']);
    // Picking the outlined box clears the outline.
    const next = gamePageStep(more, { type: 'card-picked', box: 'box-4' });
    expect([next.step, next.hint]).toEqual(['name-which', null]);
    const learnt = gamePageStep(next, { type: 'card-named', progress: { learnt: true, examples: 2 }, hand: HAND });
    expect([learnt.step, learnt.hint, learnt.doubt, learnt.taughtHand]).toEqual(['teach-done', null, null, 'HA HK HQ']);
  });

  test('name: a lesson that cannot be kept is said; back to reading forgets the outline and the doubt', () => {
    const named = run(
      { type: 'naming-started' },
      { type: 'card-picked', box: 'box-1' },
      { type: 'card-named', progress: { learnt: false, examples: 0, unsaved: 'storage', next: null }, hand: null },
    );
    expect([named.step, named.unsaved, named.naming]).toEqual(['teach-unsaved', 'storage', null]);
    const more = run(
      { type: 'naming-started' },
      { type: 'card-picked', box: 'box-1' },
      { type: 'card-named', progress: { learnt: false, examples: 1, next: 'box-2', doubt: 'unchecked' }, hand: null },
      { type: 'reading' },
    );
    expect([more.step, more.hint, more.doubt, more.naming]).toEqual(['read', null, null, null]);
  });

  test('every step is reached, and every step goes back to reading', () => {
    const seen = new Set<OverlayStep>();
    const events: GamePageEvent<string>[] = [
      { type: 'read', hand: HAND },
      { type: 'teach-started' },
      { type: 'teach-ended', hand: null },
      { type: 'not-kept', reason: 'storage' },
      { type: 'teach-ended', hand: HAND },
      { type: 'naming-started' },
      { type: 'card-picked', box: null },
      { type: 'card-picked', box: 'b' },
      { type: 'card-named', progress: { learnt: false, examples: 1 }, hand: null },
    ];
    let state = initialGamePage<string>();
    for (const event of events) {
      state = gamePageStep(state, event);
      seen.add(state.step);
      expect(gamePageStep(state, { type: 'reading' }).step).toBe('read');
    }
    expect([...seen].sort()).toEqual(
      [
        'read',
        'teach-waiting',
        'teach-refused',
        'teach-unsaved',
        'teach-done',
        'name-waiting',
        'name-not-card',
        'name-which',
        'name-more',
      ].sort(),
    );
  });

  test('the trump the player sets holds for that hand only; "not known" is a choice', () => {
    expect(trumpFor(reading, HAND, 'S')).toBe('S');
    const set = gamePageStep(reading, { type: 'trump-set', hand: HAND, mode: 'H' });
    expect(trumpFor(set, HAND, 'S')).toBe('H');
    expect(trumpFor(set, OTHER, 'S')).toBe('S');
    const unknown = gamePageStep(set, { type: 'trump-set', hand: HAND, mode: 'unknown' });
    expect(trumpFor(unknown, HAND, 'S')).toBe(null);
    expect(trumpFor(unknown, OTHER, null)).toBe(null);
  });

  test('one key for a hand: taps and trump stay when the page re-sorts the hand, and go with another hand', () => {
    const hand: CardId[] = ['HA', 'H6', 'S9', 'DK'];
    let state = run(
      { type: 'read', hand },
      { type: 'said', hand, seat: 3, text: 'fifty' },
      { type: 'trump-set', hand, mode: 'S' },
    );
    // The page sorts its hand anew: the same cards, the same hand.
    state = gamePageStep(state, { type: 'read', hand: ['H6', 'HA', 'DK', 'S9'] });
    expect(tapsFor(state, ['H6', 'HA', 'DK', 'S9'])[3]).toBe('fifty');
    expect(trumpFor(state, ['S9', 'DK', 'HA', 'H6'], null)).toBe('S');
    // A read that found no card between two drawings keeps them too.
    state = gamePageStep(state, { type: 'read', hand: [] });
    expect(tapsFor(state, hand)[3]).toBe('fifty');
    // Another deal: nothing of the last one.
    state = gamePageStep(state, { type: 'read', hand: ['C6', 'C7', 'C8', 'C9'] });
    expect(tapsFor(state, ['C6', 'C7', 'C8', 'C9'])).toEqual([null, null, null, null]);
    expect(trumpFor(state, ['C6', 'C7', 'C8', 'C9'], 'H')).toBe('H');
  });

  test('a tap is for seats 1 to 3 only; the deck face and the side panel are the page’s state too', () => {
    expect(gamePageStep(reading, { type: 'said', hand: HAND, seat: 0, text: 'fifty' })).toBe(reading);
    expect(gamePageStep(reading, { type: 'said', hand: HAND, seat: 4, text: 'fifty' })).toBe(reading);
    const face = gamePageStep(reading, { type: 'face-set', face: 'german-swiss' });
    expect(face.face).toBe('german-swiss');
    expect(initialGamePage('french').face).toBe('french');
    const behind = gamePageStep(reading, { type: 'panel-told', told: false });
    expect(behind.panelBehind).toBe(true);
    expect(gamePageStep(behind, { type: 'panel-told', told: true }).panelBehind).toBe(false);
    // Told again as before: the same state, nothing to draw anew.
    expect(gamePageStep(behind, { type: 'panel-told', told: false })).toBe(behind);
  });
});

describe('the lesson lives in the machine (issue 35)', () => {
  const row = 'markup #hand :scope > div';
  const box = (n: number) => ({ 'box.class#0': 'card', text: String(n) });
  const pick = (state: GamePage<string>, n: number, on = row) =>
    gamePageStep(state, { type: 'card-picked', box: `box${n}`, row: on, features: box(n) });

  test('named cards gather on one row; naming a box again replaces its name; another row starts anew', () => {
    let state = pick(initialGamePage<string>(), 6);
    let examples = examplesWith(state, 'H6');
    expect(examples).toEqual([{ features: box(6), card: 'H6' }]);
    state = gamePageStep(state, { type: 'card-named', progress: { learnt: false, examples: 1 }, hand: null, examples });
    state = pick(state, 7);
    examples = examplesWith(state, 'H7');
    expect(examples.map((example) => example.card)).toEqual(['H6', 'H7']);
    state = gamePageStep(state, { type: 'card-named', progress: { learnt: false, examples: 2 }, hand: null, examples });
    expect(examplesWith(pick(state, 8), 'H6').map((example) => example.card)).toEqual(['H7', 'H6']);
    expect(examplesWith(pick(state, 8, 'canvas sheet.svg 520'), 'H8')).toEqual([{ features: box(8), card: 'H8' }]);
  });

  test('a lesson learnt is gone from the machine; a hand named box by box is kept until a lesson is learnt', () => {
    const named = { row, cards: { a: 'HA' as CardId } };
    let state = gamePageStep(pick(initialGamePage<string>(), 1), {
      type: 'card-named',
      progress: { learnt: true, examples: 0, namedHand: named },
      hand: ['HA'],
      examples: [],
    });
    expect(state.namedHand).toEqual(named);
    expect(state.lesson).toBeNull();
    state = gamePageStep(pick(state, 2), { type: 'card-named', progress: { learnt: true, examples: 0 }, hand: ['HA'] });
    expect(state.namedHand).toBeNull();
  });
});
