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
import { variantsOf } from '../helpers/rule-variants.js';

/**
 * The fast path must agree with the readable reference (melds.ts, declare.ts, compare.ts), under
 * every preset and its house rules (a four beating a sequence, the set declared by total, no Stöck).
 */
describe.each(PRESET_NAMES)('packed best meld equals the reference under %s', (preset) => {
  const { deck, modes, contests } = PRESETS[preset];
  const hand = fc.shuffledSubarray(deckCards(deck), {
    minLength: DECK_INFO[deck].handSize,
    maxLength: DECK_INFO[deck].handSize,
  });
  const mode = fc.constantFrom(...modes);
  const variant = variantsOf(preset);

  test('same kind and points as the best declared meld', () => {
    fc.assert(
      fc.property(variant, hand, mode, ({ rules }, cards, m) => {
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

  if (contests === 'single') {
    test('packed order is the comparison order (seat aside)', () => {
      fc.assert(
        fc.property(
          variant,
          fc.shuffledSubarray(deckCards(deck), { minLength: 18, maxLength: 18 }),
          mode,
          ({ rules }, cards, m) => {
            const [a, b] = [cards.slice(0, 9), cards.slice(9)];
            const fast = compileRules(rules, m);
            const [pa, pb] = [bestPacked(fast, ...toMasks(a)), bestPacked(fast, ...toMasks(b))];
            const [ma, mb] = [bestMeld(declareMelds(a, rules, m), rules, m), bestMeld(declareMelds(b, rules, m), rules, m)];
            if (!ma || !mb) return;
            const winner = compareMelds(ma, mb, { rules, mode: m }).winner;
            expect(Math.sign(pa - pb)).toBe(winner === 'a' ? 1 : winner === 'b' ? -1 : 0);
          },
        ),
        { numRuns: 400 },
      );
    });
  }
});

/** Hands where the choice by total and the comparison of a four with a sequence are close: many melds. */
const meldyHand = fc
  .tuple(
    fc.constantFrom('6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'),
    fc.constantFrom('H', 'D', 'S', 'C'),
    fc.integer({ min: 0, max: 4 }),
  )
  .chain(([rank, suit, low]) => {
    const four = ['H', 'D', 'S', 'C'].map((s) => `${s}${rank}`);
    const run = ['6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'].slice(low, low + 5).map((r) => `${suit}${r}`);
    const base = [...new Set([...four, ...run])];
    const rest = deckCards('jass').filter((card) => !base.includes(card));
    return fc
      .shuffledSubarray(rest, { minLength: 9 - base.length, maxLength: 9 - base.length })
      .map((more) => [...base, ...more]);
  });

describe('a four beside a run: the set by total, and a four beating a run, on the fast path as in the reference', () => {
  test.each(['no-cross', 'official', 'vorarlberg'] as const)('%s', (preset) => {
    fc.assert(
      fc.property(variantsOf(preset), meldyHand, fc.constantFrom(...PRESETS[preset].modes), ({ rules }, cards, m) => {
        const hand = cards as Parameters<typeof toMasks>[0];
        const packed = bestPacked(compileRules(rules, m), ...toMasks(hand));
        const best = bestMeld(declareMelds(hand, rules, m), rules, m);
        const category = categoryOf(packed);
        expect(category === 0 ? null : { four: categoryIsFour(category), points: categoryPoints(category) }).toEqual(
          best ? { four: best.kind === 'four', points: best.points } : null,
        );
      }),
      { numRuns: 300 },
    );
  });
});
