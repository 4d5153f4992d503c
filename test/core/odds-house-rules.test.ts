import { describe, expect, test } from 'vitest';
import {
  type CardId,
  deckCards,
  type Mode,
  makeRandomInt,
  makeRules,
  type Rules,
  resolveTable,
  weisOdds,
} from '../../src/core/index.js';

/*
 * The odds count on the packed fast path. Under the house rules (a four beating a sequence, the
 * set declared by total) they must say what the readable path says: the same hand, dealt the
 * rest at random, resolved by `resolveTable`, wins as often, within the error of both counts.
 */
const DEALS = 10_000;

/** How often the hand's team writes, by the readable path: the unseen cards dealt at random. */
function readableShare(rules: Rules, mode: Mode, hand: readonly CardId[], seed: number): { p: number; se: number } {
  const random = makeRandomInt(seed);
  const unseen = deckCards(rules.deck).filter((card) => !hand.includes(card));
  let wins = 0;
  for (let deal = 0; deal < DEALS; deal++) {
    const cards = [...unseen];
    for (let i = cards.length - 1; i > 0; i--) {
      const j = random() % (i + 1);
      [cards[i], cards[j]] = [cards[j] as CardId, cards[i] as CardId];
    }
    const seats = [hand, cards.slice(0, 9), cards.slice(9, 18), cards.slice(18, 27)].map((held) => ({ cards: [...held] }));
    const result = resolveTable({ rules, mode, forehand: 0, factor: 1, game: 'schieber', seats, tricks: null, trick: null });
    if (result.winner?.team === 0) wins++;
  }
  const p = wins / DEALS;
  return { p, se: Math.sqrt((p * (1 - p)) / DEALS) };
}

describe('the odds under the house rules agree with the readable path', () => {
  test.each([
    // Five in a row to the Ten (100) loses to every four of 100 the others may hold (6, 7, 8 too under official).
    ['five in a row, a four beating a run', 'official', { fourBeatsSequence: true }, 'H6 H7 H8 H9 HT C9 D8 SJ DA'],
    // Four Kings and the run to the Ace: by total four Kings and Ten to Queen, whose best loses to any five in a row.
    ['four Kings and the run to the Ace, declared by total', 'no-cross', { declares: 'total' }, 'HT HJ HQ HK HA DK SK CK D6'],
    ['both', 'no-cross', { declares: 'total', fourBeatsSequence: true }, 'HT HJ HQ HK HA DK SK CK D6'],
  ] as const)('%s', (_name, preset, options, text) => {
    const rules = makeRules(preset, options);
    const hand = text.split(' ') as CardId[];
    const odds = weisOdds({ rules, mode: 'S', hand, seat: 0, forehand: 0, deals: DEALS, seed: 5 });
    const readable = readableShare(rules, 'S', hand, 9);
    expect(Math.abs(odds.team.p - readable.p)).toBeLessThan(5 * Math.hypot(odds.team.se, readable.se) + 1e-9);
  });

  test('a four beating a run wins more often than without: the same deals, a superset of wins', () => {
    const hand = 'HK DK SK CK H6 H7 C9 D8 ST'.split(' ') as CardId[];
    const request = { mode: 'S' as const, hand, seat: 0, forehand: 0, deals: DEALS, seed: 5 };
    const without = weisOdds({ ...request, rules: makeRules('schieber') });
    const withIt = weisOdds({ ...request, rules: makeRules('schieber', { fourBeatsSequence: true }) });
    expect(withIt.player.p).toBeGreaterThan(without.player.p);
  });
});
