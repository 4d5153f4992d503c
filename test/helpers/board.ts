import fc from 'fast-check';
import {
  BOARD_PARTS,
  BOARD_PRESETS,
  type BoardEdit,
  type BoardGame,
  type BoardRound,
  type BoardRules,
  type BoardSeat,
  type BoardTeam,
  DEFAULT_BOARD_RULES,
  PRESETS,
  ROUND_POINTS,
  readRuleOptions,
  STAGES,
} from '../../src/core/index.js';
import { type RuleVariant, ruleVariant } from './rule-variants.js';

/** The trumps of Schieber's board. */
export const BOARD_TRUMPS = ['H', 'D', 'S', 'C', 'obenabe', 'undenufe'] as const;

export const teamArbitrary: fc.Arbitrary<BoardTeam> = fc.constantFrom<BoardTeam>(0, 1);

/** A round as a scorer could write it: a Match only with all 157, Stöck and Weis to either team. */
export const roundArbitrary: fc.Arbitrary<BoardRound> = fc
  .record({
    trump: fc.constantFrom(...BOARD_TRUMPS),
    pushed: fc.boolean(),
    team: teamArbitrary,
    points: fc.integer({ min: 0, max: ROUND_POINTS }),
    match: fc.boolean(),
    stoeck: fc.option(teamArbitrary, { nil: null }),
    weis: fc.array(
      fc.record({
        team: teamArbitrary,
        points: fc.constantFrom(20, 50, 100, 120, 150, 200, 250, 300),
        why: fc.constantFrom(null, 'uncontested' as const, 'said' as const, ...STAGES),
      }),
      { maxLength: 3 },
    ),
    said: fc.option(
      fc.tuple(fc.constantFrom('', '50'), fc.constantFrom('', '20', '100, 5 cards'), fc.constant(''), fc.constant('')),
      { nil: undefined },
    ),
    first: fc.option(teamArbitrary, { nil: undefined }),
  })
  .map(({ trump, pushed, team, points, match, stoeck, weis, said, first }) => ({
    trump,
    pushed,
    tricks: { team, points: match ? ROUND_POINTS : points, match },
    stoeck,
    weis,
    ...(said ? { said } : {}),
    ...(first === undefined ? {} : { first }),
  }));

export const boardRulesArbitrary: fc.Arbitrary<BoardRules> = fc
  .record({
    preset: fc.constantFrom('schieber' as const, 'official' as const, 'no-cross' as const),
    options: fc.constant({}),
    target: fc.constantFrom(1000, 1500, 2500, 3000, 700),
    factors: fc.oneof(
      fc.constant({}),
      fc.record({
        H: fc.integer({ min: 1, max: 4 }),
        obenabe: fc.integer({ min: 1, max: 7 }),
        undenufe: fc.integer({ min: 1, max: 7 }),
      }),
    ),
    matchBonus: fc.constantFrom(100, 0, 200),
    order: fc.shuffledSubarray([...BOARD_PARTS], { minLength: 3, maxLength: 3 }),
    // Issue 46: the game as a number of rounds, a counter-Match's penalty, the halfway prize.
    rounds: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
    counterMatch: fc.option(fc.constantFrom(0, 100, 257), { nil: undefined }),
    halfway: fc.option(fc.constant(true as const), { nil: undefined }),
  })
  .map((rules) => Object.fromEntries(Object.entries(rules).filter(([, value]) => value !== undefined)) as unknown as BoardRules);

const nameArbitrary = fc.string({ maxLength: 12 });

export const gameArbitrary: fc.Arbitrary<BoardGame> = fc.record({
  id: fc.uuid(),
  name: nameArbitrary,
  teams: fc.tuple(nameArbitrary, nameArbitrary),
  players: fc.tuple(nameArbitrary, nameArbitrary, nameArbitrary, nameArbitrary),
  rules: boardRulesArbitrary,
  firstDealer: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
  rounds: fc.array(roundArbitrary, { maxLength: 20 }),
});

/** An edit a scorer can make to a game of `rounds` rounds (indices may miss: nothing happens then). */
export const editArbitrary: fc.Arbitrary<BoardEdit> = fc.oneof(
  roundArbitrary.map((round): BoardEdit => ({ kind: 'add', round })),
  fc
    .record({ index: fc.nat(25), round: roundArbitrary })
    .map(({ index, round }): BoardEdit => ({ kind: 'replace', index, round })),
  fc.nat(25).map((index): BoardEdit => ({ kind: 'remove', index })),
  fc.constantFrom<BoardSeat>(0, 1, 2, 3).map((seat): BoardEdit => ({ kind: 'dealer', seat })),
);

/** A game of the given rounds under the default rules. */
export const gameOf = (rounds: readonly BoardRound[], rules: Partial<BoardRules> = {}): BoardGame => ({
  id: 'g',
  name: '',
  teams: ['A', 'B'],
  players: ['', '', '', ''],
  rules: { ...DEFAULT_BOARD_RULES, ...rules },
  firstDealer: 0,
  rounds,
});

/** A round in short: trump, team 0's trick points (or `match` for a team), Stöck and Weis. */
export const round = (trump: BoardRound['trump'], points: number, extra: Partial<BoardRound> = {}): BoardRound => ({
  trump,
  pushed: false,
  tricks: { team: 0, points, match: false },
  stoeck: null,
  weis: [],
  ...extra,
});

/**
 * The Weis rules a group can set on its board: every board preset, with the house rules the
 * board offers on and off (the team writes all its Weis, a four beats a run, by total, no Stöck).
 */
export const boardVariant: fc.Arbitrary<RuleVariant & { options: Readonly<Record<string, unknown>> }> = fc
  .record({ variant: ruleVariant(BOARD_PRESETS), writes: fc.constantFrom(undefined, 'all' as const, 'best' as const) })
  .map(({ variant, writes }) => {
    const options = { ...variant.options, ...(writes ? { writes } : {}) };
    const read = readRuleOptions(PRESETS[variant.preset], options);
    if (!read.ok) throw new Error(`a board variant the reader refuses: ${JSON.stringify(options)}`);
    return { preset: variant.preset, options, rules: read.rules };
  });
