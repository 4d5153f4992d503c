import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  bestMeld,
  bestPacked,
  categoryIsFour,
  categoryOf,
  categoryPoints,
  compareMelds,
  compileRules,
  DECK_INFO,
  deckCards,
  declareMelds,
  PRESET_NAMES,
  PRESETS,
  toMasks,
} from '../../src/core/index.js';

/** The fast path must agree with the readable reference (melds.ts, declare.ts, compare.ts). */
describe.each(PRESET_NAMES)('packed best meld equals the reference under %s', (preset) => {
  const rules = PRESETS[preset];
  const hand = fc.shuffledSubarray(deckCards(rules.deck), {
    minLength: DECK_INFO[rules.deck].handSize,
    maxLength: DECK_INFO[rules.deck].handSize,
  });
  const mode = fc.constantFrom(...rules.modes);

  test('same kind and points as the best declared meld', () => {
    fc.assert(
      fc.property(hand, mode, (cards, m) => {
        const fast = compileRules(rules, m);
        const category = categoryOf(bestPacked(fast, ...toMasks(cards)));
        const best = bestMeld(declareMelds(cards, rules, m), rules, m);
        expect(
          category === 0 ? null : { kind: categoryIsFour(category) ? 'four' : 'sequence', points: categoryPoints(category) },
        ).toEqual(best ? { kind: best.kind, points: best.points } : null);
      }),
      { numRuns: 400 },
    );
  });

  if (rules.contests === 'single') {
    test('packed order is the comparison order (seat aside)', () => {
      fc.assert(
        fc.property(fc.shuffledSubarray(deckCards(rules.deck), { minLength: 18, maxLength: 18 }), mode, (cards, m) => {
          const [a, b] = [cards.slice(0, 9), cards.slice(9)];
          const fast = compileRules(rules, m);
          const [pa, pb] = [bestPacked(fast, ...toMasks(a)), bestPacked(fast, ...toMasks(b))];
          const [ma, mb] = [bestMeld(declareMelds(a, rules, m), rules, m), bestMeld(declareMelds(b, rules, m), rules, m)];
          if (!ma || !mb) return;
          const winner = compareMelds(ma, mb, { rules, mode: m }).winner;
          expect(Math.sign(pa - pb)).toBe(winner === 'a' ? 1 : winner === 'b' ? -1 : 0);
        }),
        { numRuns: 400 },
      );
    });
  }
});
