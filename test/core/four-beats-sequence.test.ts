import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type Announcement,
  type CardId,
  comparisonStages,
  DEFAULT_PAIRING,
  deckCards,
  formatAnnouncement,
  givenAnswers,
  makeRules,
  parseAnnouncement,
  possibleAnswers,
  RANKS,
  readTable,
  resolveTable,
  SUITS,
  withAnswer,
  withoutAnswer,
} from '../../src/core/index.js';
import { resolve } from '../helpers/tables.js';

/*
 * House rule `fourBeatsSequence` (jassguru's and jasstafel's rule texts offer it): "a four of a
 * kind beats a sequence of equal points". Four Kings (100) beat five in a row (100), before the
 * number of cards; melds of one kind compare as before.
 */
const FOUR_KINGS = 'HK DK SK CK';
const FIVE_TO_TEN = 'H6 H7 H8 H9 HT';
const option = { fourBeatsSequence: true };

describe('fourBeatsSequence: a four of a kind beats a sequence of equal points', () => {
  test('off in every preset: five in a row beats four Kings on cards, as before', () => {
    const result = resolve({ rules: 'schieber', trump: 'S', hands: [FIVE_TO_TEN, FOUR_KINGS] });
    expect(result.winner).toEqual({ seat: 0, team: 0, decidedBy: 'cards' });
  });

  test.each(['schieber', 'official', 'no-cross'])(
    '%s: four Kings (100) beat five in a row (100), decided by the kind of Weis',
    (rules) => {
      const result = resolve({ rules, trump: 'S', hands: [FIVE_TO_TEN, FOUR_KINGS], options: option });
      expect(result.winner).toEqual({ seat: 1, team: 1, decidedBy: 'kind' });
      // The ladder: the winner's four against the run; the cards are never reached.
      const stages = result.contest?.comparison?.stages ?? [];
      expect(stages.find((rung) => rung.stage === 'kind')).toMatchObject({ a: true, b: false, winner: 'a', reached: true });
      expect(stages.find((rung) => rung.stage === 'cards')).toMatchObject({ a: 4, b: 5, reached: false });
      expect(result.teams?.map((team) => team.weis)).toEqual([0, 100]);
    },
  );

  test('the kind stage comes right after points, and only with the option', () => {
    expect(comparisonStages(makeRules('schieber'))).toEqual(['points', 'cards', 'highest', 'trump', 'seat']);
    expect(comparisonStages(makeRules('schieber', option))).toEqual(['points', 'kind', 'cards', 'highest', 'trump', 'seat']);
    expect(comparisonStages(makeRules('vorarlberg', option))).toEqual(['points', 'kind', 'highest', 'trump', 'seat']);
  });

  test('a four never beats a sequence of more points: seven in a row (200) beat four Kings (100)', () => {
    const result = resolve({ trump: 'S', options: option, hands: ['S6 S7 S8 S9 ST SJ SQ', FOUR_KINGS] });
    expect(result.winner).toEqual({ seat: 0, team: 0, decidedBy: 'points' });
  });

  test('between two fours, or two sequences, nothing changes', () => {
    const fours = resolve({ trump: 'S', options: option, hands: ['HA DA SA CA', FOUR_KINGS] });
    expect(fours.winner).toEqual({ seat: 0, team: 0, decidedBy: 'highest' });
    const runs = resolve({ trump: 'S', options: option, hands: ['H9 HT HJ HQ HK', 'D6 D7 D8 D9 DT'] });
    expect(runs.winner).toEqual({ seat: 0, team: 0, decidedBy: 'highest' });
  });

  test('Vorarlberg (no cards stage), with four 6s worth 100: four 6s beat 7 to Jack; without the option the Jack wins', () => {
    const hands = ['H6 D6 S6 C6', 'H7 H8 H9 HT HJ'];
    const options = { fourPoints: { '6': 100 } };
    expect(resolve({ rules: 'vorarlberg', trump: 'S', options, hands }).winner?.decidedBy).toBe('highest');
    expect(resolve({ rules: 'vorarlberg', trump: 'S', options, hands }).winner?.seat).toBe(1);
    const four = resolve({ rules: 'vorarlberg', trump: 'S', options: { ...options, ...option }, hands });
    expect(four.winner).toEqual({ seat: 0, team: 0, decidedBy: 'kind' });
  });

  test('with writes: all the winning team writes all its Weis: four Kings and the partner’s three in a row', () => {
    const result = resolve({ rules: 'official', trump: 'S', options: option, hands: [FOUR_KINGS, FIVE_TO_TEN, 'C6 C7 C8'] });
    expect(result.winner?.team).toBe(0);
    expect(result.teams?.map((team) => team.weis)).toEqual([120, 0]);
  });

  test('with cross-use the same: four Kings with Queen, King, Ace of Hearts are 120 and beat five in a row', () => {
    const result = resolve({ rules: 'official', trump: 'S', options: option, hands: ['HQ HK HA DK SK CK', 'D6 D7 D8 D9 DT'] });
    expect(result.winner).toEqual({ seat: 0, team: 0, decidedBy: 'kind' });
    expect(result.teams?.[0].weis).toBe(120);
  });

  test('Belot: sequences and carrés are never compared: the option is refused there, naming contests', () => {
    const read = readTable({ rules: 'belot', trump: 'S', hands: ['H7'], options: option });
    expect(read).toMatchObject({
      ok: false,
      errors: [{ code: 'bad-option', field: 'options.fourBeatsSequence', conflict: 'contests' }],
    });
    expect(readTable({ rules: 'belot', trump: 'S', hands: ['H7'], options: { fourBeatsSequence: false } }).ok).toBe(true);
  });

  test('without a points stage "of equal points" means nothing: refused, naming stages', () => {
    const read = readTable({ hands: ['H7'], options: { ...option, stages: ['cards', 'highest'] } });
    expect(read).toMatchObject({ ok: false, errors: [{ code: 'bad-option', conflict: 'stages' }] });
  });

  test('the kind stage is set by the option, not listed in stages', () => {
    const read = readTable({ hands: ['H7'], options: { stages: ['points', 'kind', 'cards'] } });
    expect(read).toMatchObject({ ok: false, errors: [{ code: 'bad-option', field: 'options.stages' }] });
  });
});

describe('fourBeatsSequence in the verdict: two players say the same value', () => {
  const ours = 'HK DK SK CK H6 H7 C9 D8 ST';

  test('without the option, our four Kings against “a hundred”: the cards are asked, never the kind', () => {
    const result = resolve({ trump: 'S', hands: [ours, 'a hundred'] });
    const contest = result.verdict?.contest;
    expect(contest?.outcome).toBe('conditional');
    expect(contest?.ask?.stage).toBe('cards');
  });

  test('with it, the table asks “a four of a kind?”: a run of 100 loses, a four may win', () => {
    const result = resolve({ trump: 'S', hands: [ours, 'a hundred'], options: option });
    const contest = result.verdict?.contest;
    expect(contest?.outcome).toBe('conditional');
    expect(contest?.ask).toEqual({ stage: 'kind', seats: [1] });
    expect(contest?.possible).toEqual([true, true]);
  });

  test('“a hundred, sequence”: certain, we write, decided by the kind of Weis', () => {
    const result = resolve({ trump: 'S', hands: [ours, 'a hundred, sequence'], options: option });
    expect(result.verdict?.contest).toMatchObject({ outcome: 'certain', team: 0, stage: 'kind', points: 100 });
    expect(result.winner).toEqual({ seat: 0, team: 0, decidedBy: 'kind' });
  });

  test('“a hundred, four of a kind”: the kind is level; the highest card is asked next', () => {
    const result = resolve({ trump: 'S', hands: [ours, 'a hundred, carre'], options: option });
    const contest = result.verdict?.contest;
    expect(contest?.outcome).toBe('conditional');
    expect(contest?.ask?.stage).toBe('highest');
  });

  test('we hold five in a row and they say “a hundred”: we can no longer be sure', () => {
    const without = resolve({ trump: 'S', hands: ['H9 HT HJ HQ HK C6 C7 D6 D7', 'a hundred, carre'] });
    expect(without.verdict?.contest).toMatchObject({ outcome: 'certain', team: 0, stage: 'cards' });
    const withIt = resolve({
      trump: 'S',
      hands: ['H9 HT HJ HQ HK C6 C7 D6 D7', 'a hundred, carre'],
      options: option,
    });
    expect(withIt.verdict?.contest).toMatchObject({ outcome: 'certain', team: 1, stage: 'kind' });
  });
});

describe('fourBeatsSequence: the verdict from equal values is never contradicted by the cards', () => {
  /** Our four of a kind of 100 against their five in a row (100), said with some of its answers. */
  const deal = fc
    .record({
      rank: fc.constantFrom('T', 'Q', 'K', 'A'),
      suit: fc.constantFrom('H', 'D', 'S', 'C'),
      low: fc.integer({ min: 0, max: 4 }),
    })
    .filter(({ rank, low }) => !RANKS.slice(low, low + 5).includes(rank))
    .chain(({ rank, suit, low }) => {
      const four = SUITS.map((s) => `${s}${rank}` as CardId);
      const run = RANKS.slice(low, low + 5).map((r) => `${suit}${r}` as CardId);
      const rest = deckCards('jass').filter((card) => !four.includes(card) && !run.includes(card));
      return fc.record({
        hands: fc.shuffledSubarray(rest, { minLength: 9, maxLength: 9 }).map((others) => [
          [...four, ...others.slice(0, 5)],
          [...run, ...others.slice(5)],
        ]),
        reveal: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()),
        fourBeatsSequence: fc.boolean(),
        writes: fc.constantFrom('best' as const, 'all' as const),
      });
    });

  test('with and without the option, certain answers hold and the true stage is among those possible', () => {
    fc.assert(
      fc.property(deal, fc.constantFrom('S', 'obenabe'), ({ hands, reveal, fourBeatsSequence, writes }, mode) => {
        const rules = makeRules('official', { fourBeatsSequence, writes });
        // Two players at the table: nobody else can hold anything.
        const base = {
          rules,
          mode,
          forehand: 0,
          factor: 1,
          game: 'schieber' as const,
          tricks: null,
          trick: null,
          absent: [2, 3],
        };
        const truth = resolveTable({ ...base, seats: hands.map((cards) => ({ cards })) });
        const best = truth.players[1]?.best;
        if (!best) return;
        const said: Announcement = { points: best.points };
        if (reveal[0]) said.cards = best.cards.length;
        if (reveal[1]) said.top = best.kind === 'sequence' ? best.high : best.rank;
        if (reveal[2]) said.kind = best.kind;
        const told = resolveTable({
          ...base,
          seats: [{ cards: hands[0] ?? [] }, { cards: [], said: { melds: [said], stoeck: false } }],
        });
        const contest = told.verdict?.contest;
        if (!contest) throw new Error('no verdict');
        if (contest.outcome === 'certain') {
          expect(contest.team).toBe(truth.winner?.team ?? null);
          if (contest.stage) expect(contest.stage).toBe(truth.winner?.decidedBy);
        }
        if (truth.winner) expect(contest.possible[truth.winner.team]).toBe(true);
        for (const question of contest.questions) if (question.stage === 'kind') expect(said.kind).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });
});

describe('the answer to “a four of a kind?”, as the said row keeps it', () => {
  const rules = makeRules('schieber', option);
  const said: Announcement = { points: 100 };

  test('both answers are possible for “a hundred”, none where only one kind is worth it', () => {
    expect(possibleAnswers('kind', said, rules, 'S')).toEqual([true, false]);
    expect(possibleAnswers('kind', { points: 50 }, rules, 'S')).toEqual([]);
  });

  test.each([
    [true, 'four'],
    [false, 'sequence'],
  ] as const)(
    'answered %s: read back as a %s, shown as an answer only where the rules ask it, and taken back',
    (answer, kind) => {
      const answered = withAnswer(said, 'kind', answer);
      expect(answered).toEqual({ points: 100, kind });
      const text = formatAnnouncement({ melds: [answered], stoeck: false });
      expect(parseAnnouncement(text, rules, 'S', DEFAULT_PAIRING).announcement.melds).toMatchObject([{ points: 100, kind }]);
      expect(givenAnswers(answered, comparisonStages(rules))).toEqual([{ stage: 'kind', answer }]);
      expect(givenAnswers(answered, comparisonStages(makeRules('schieber')))).toEqual([]);
      expect(withoutAnswer(answered, 'kind')).toEqual(said);
    },
  );
});
