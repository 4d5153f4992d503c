import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type CardId,
  compareMelds,
  DECK_INFO,
  deckCards,
  declarationCandidates,
  declareMelds,
  formatHand,
  type Mode,
  PRESET_NAMES,
  PRESETS,
  type PresetName,
  parseHand,
  parseMeldList,
  readTable,
  resolveTable,
} from '../../src/core/index.js';
import { variantsOf } from '../helpers/rule-variants.js';

const JASS_MODES: Mode[] = ['H', 'D', 'S', 'C', 'obenabe', 'undenufe'];
const modesOf = (preset: PresetName): Mode[] => [...PRESETS[preset].modes];

/** A random deal: 1 to 4 hands of up to a full hand each, from one shuffled deck. */
const deal = (preset: PresetName) => {
  const deck = deckCards(PRESETS[preset].deck);
  const size = DECK_INFO[PRESETS[preset].deck].handSize;
  return fc
    .tuple(fc.shuffledSubarray(deck, { minLength: deck.length, maxLength: deck.length }), fc.integer({ min: 1, max: 4 }))
    .map(([cards, seats]) => Array.from({ length: seats }, (_, seat) => cards.slice(seat * size, seat * size + size)));
};

const table = (preset: PresetName) =>
  fc.record({
    hands: deal(preset),
    mode: fc.constantFrom(...modesOf(preset)),
    forehand: fc.integer({ min: 0, max: 3 }),
  });

/** A hand biased towards melds: runs and fours show up often. */
const meldyHand = fc
  .tuple(
    fc.constantFrom(...deckCards('jass')),
    fc.integer({ min: 2, max: 8 }),
    fc.shuffledSubarray(deckCards('jass'), { maxLength: 6 }),
  )
  .map(([start, length, extra]) => {
    const suit = start[0];
    const from = Math.min('6789TJQKA'.indexOf(start[1] as string), 9 - length);
    const run = [...'6789TJQKA'.slice(from, from + length)].map((rank) => `${suit}${rank}` as CardId);
    return [...new Set([...run, ...extra])].slice(0, 9);
  });

/** Under every preset and its house rules (a four beating a sequence, the set declared by total, no Stöck). */
describe.each(PRESET_NAMES)('invariants under %s', (preset) => {
  const variant = variantsOf(preset);
  const mode = fc.constantFrom(...modesOf(preset));

  test('reordering a hand changes nothing', () => {
    fc.assert(
      fc.property(variant, meldyHand, mode, ({ rules }, hand, m) => {
        const cards = hand.filter((card) => rules.deck === 'jass' || card[1] !== '6');
        expect(declareMelds([...cards].reverse(), rules, m)).toEqual(declareMelds(cards, rules, m));
      }),
    );
  });

  test('melds use only the hand’s cards', () => {
    fc.assert(
      fc.property(variant, meldyHand, mode, ({ rules }, hand, m) => {
        for (const meld of declareMelds(hand, rules, m)) for (const card of meld.cards) expect(hand).toContain(card);
      }),
    );
  });

  test('without cross-Weis no card is in two melds', () => {
    fc.assert(
      fc.property(variant, meldyHand, mode, ({ rules }, hand, m) => {
        if (rules.crossUse) return;
        const used = declareMelds(hand, rules, m).flatMap((meld) => meld.cards);
        expect(new Set(used).size).toBe(used.length);
      }),
    );
  });

  test('declared by total, no other set of separate melds has more points', () => {
    fc.assert(
      fc.property(variant, meldyHand, mode, ({ rules }, hand, m) => {
        if (rules.crossUse || rules.declares !== 'total') return;
        const total = (melds: readonly { points: number }[]) => melds.reduce((sum, meld) => sum + meld.points, 0);
        const declared = total(declareMelds(hand, rules, m));
        for (const other of declarationCandidates(hand, rules, m)) expect(total(other)).toBeLessThanOrEqual(declared);
      }),
    );
  });

  test('for a fixed table, the comparison of seats’ best melds is a strict total order', () => {
    fc.assert(
      fc.property(variant, table(preset), ({ rules }, { hands, mode: m, forehand }) => {
        const entries = hands.flatMap((cards, seat) => declareMelds(cards, rules, m).map((meld) => ({ meld, seat })));
        const ctx = { rules, mode: m };
        const cmp = (a: (typeof entries)[number], b: (typeof entries)[number]) =>
          compareMelds(a.meld, b.meld, ctx, { seat: a.seat, forehand }, { seat: b.seat, forehand }).winner;
        for (const a of entries) {
          for (const b of entries) {
            if (a.seat === b.seat) continue;
            const ab = cmp(a, b);
            const ba = cmp(b, a);
            if (rules.stages.includes('seat')) expect(ab).not.toBeNull();
            if (ab) expect(ba).toBe(ab === 'a' ? 'b' : 'a');
            for (const c of entries) {
              if (c.seat === a.seat || c.seat === b.seat) continue;
              if (ab === 'a' && cmp(b, c) === 'a') expect(cmp(a, c)).toBe('a');
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  if (PRESETS[preset].contests === 'single') {
    test('the winner’s best meld beats every other team’s best meld, and no partner’s beats it', () => {
      fc.assert(
        fc.property(variant, table(preset), ({ rules, options }, { hands, mode: m, forehand }) => {
          const read = readTable({ rules: preset, options, trump: m, forehand, hands: hands.map(formatHand) });
          if (!read.ok) throw new Error(JSON.stringify(read.errors));
          const result = resolveTable(read.table);
          const winner = result.winner;
          if (!winner) return;
          const best = result.players[winner.seat]?.best;
          if (!best) throw new Error('a winner without a meld');
          for (const other of result.players) {
            if (other.seat === winner.seat || !other.best) continue;
            const comparison = compareMelds(
              best,
              other.best,
              { rules, mode: m },
              { seat: winner.seat, forehand },
              { seat: other.seat, forehand },
            );
            // The single best meld: above every other team's; a partner's may equal it (rules without a seat stage).
            if (other.team === winner.team) expect(comparison.winner).not.toBe('b');
            else expect(comparison.winner).toBe('a');
          }
        }),
        { numRuns: 200 },
      );
    });
  }

  test('without Stöck no seat, team or answer counts any', () => {
    fc.assert(
      fc.property(variant, table(preset), ({ rules, options }, { hands, mode: m, forehand }) => {
        const read = readTable({ rules: preset, options, trump: m, forehand, hands: hands.map(formatHand) });
        if (!read.ok) throw new Error(JSON.stringify(read.errors));
        const result = resolveTable(read.table);
        expect(result.countsStoeck).toBe(rules.stoeck);
        if (rules.stoeck) return;
        for (const player of result.players) expect(player).toMatchObject({ stoeck: false, stoeckPoints: 0 });
        for (const team of result.teams ?? []) expect(team.stoeck).toBe(0);
      }),
      { numRuns: 100 },
    );
  });
});

test('parse ∘ format is the identity', () => {
  fc.assert(
    fc.property(fc.shuffledSubarray(deckCards('jass'), { maxLength: 9 }), (cards) => {
      expect(parseHand(formatHand(cards)).cards).toEqual(cards);
    }),
  );
});

describe('random garbage never throws', () => {
  test('parseHand and parseMeldList', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(() => parseHand(text)).not.toThrow();
        expect(() => parseMeldList(text, { rules: PRESETS.schieber, mode: 'H' })).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
  test('readTable with any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.jsonValue(), (hands, trump, rules) => {
        expect(() => {
          const read = readTable({ hands, trump, rules } as never);
          if (read.ok) resolveTable(read.table);
        }).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
  test('readTable with card-like words in every field', () => {
    const word = fc.constantFrom(
      'H6',
      'Puur',
      'four aces',
      '10H',
      '♥',
      'of',
      'Rosen',
      'Ober',
      ';',
      ',',
      '',
      'x',
      'three in a row',
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.array(word, { maxLength: 12 }).map((w) => w.join(' ')),
          { maxLength: 5 },
        ),
        fc.constantFrom(...JASS_MODES),
        (hands, trump) => {
          expect(() => {
            const read = readTable({ hands, trump });
            if (read.ok) resolveTable(read.table);
          }).not.toThrow();
        },
      ),
      { numRuns: 500 },
    );
  });
});
