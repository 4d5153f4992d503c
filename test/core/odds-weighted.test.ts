import { describe, expect, test } from 'vitest';
import { readTable, type TableRequest, verdictOddsRequest, weisOdds } from '../../src/core/index.js';

/*
 * Issue 25: the odds of a verdict deal the melds said first and weight each deal back to a
 * plain deal. They must say what plain rejection sampling says, within their error, for rare
 * words and common ones, in Schieber and Belot, and reach the deals asked for where rejection
 * runs out of draws.
 */

const TABLES: [string, TableRequest][] = [
  [
    'fifty up to the Ace, two seats not heard',
    { trump: 'H', hands: ['H6 H7 H8 S9 ST C6 D7 DQ CA', 'fifty up to the ace', null, null] },
  ],
  ['nothing, nothing, fifty', { trump: 'H', hands: ['H6 H7 H8 H9 ST C6 D7 DQ CA', 'nothing', 'nothing', 'fifty'] }],
  ['fifty three times', { trump: 'H', hands: ['H6 H7 H8 H9 ST C6 D7 DQ CA', 'fifty', 'fifty', 'fifty'] }],
  ['a hundred and fifty', { trump: 'S', hands: ['H6 H7 H8 S6 ST C6 D7 DQ CA', 'a hundred and fifty', null, 'twenty'] }],
  [
    'twenty twice (a hand often holds two runs of three)',
    { trump: 'D', hands: ['H6 H7 H8 S9 ST C6 D7 DQ CA', 'twenty', 'twenty', null] },
  ],
  ['obenabe, a hundred', { trump: 'obenabe', hands: ['H6 H7 H8 H9 HT S6 C6 D7 DQ', 'a hundred', null, null] }],
  [
    'Belot: tierce, nothing, quarte',
    { rules: 'belot', trump: 'C', hands: ['H7 H8 H9 S8 ST C7 DQ CA', 'tierce', 'nothing', 'quarte'] },
  ],
];

describe('verdict odds: the melds said dealt first, weighted back (issue 25)', () => {
  test.each(TABLES)('%s: the same odds as plain rejection sampling, within their error', (_name, request) => {
    const read = readTable(request);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    // Belot's words are checked on the readable path (every meld declared): fewer deals.
    const deals = read.table.rules.contests === 'separate' ? 5_000 : 20_000;
    const odds = verdictOddsRequest(read.table, deals);
    expect(odds).not.toBeNull();
    if (!odds) return;
    const weighted = weisOdds({ ...odds, seed: 7 });
    const plain = weisOdds({ ...odds, sampling: 'rejection', seed: 11 });
    expect(weighted.deals).toBe(deals);
    for (const key of ['team', 'rivals', 'player'] as const) {
      const error = Math.sqrt(weighted[key].se ** 2 + plain[key].se ** 2);
      // Four standard errors, and a floor for shares near 0 or 1 where the error is tiny.
      expect(Math.abs(weighted[key].p - plain[key].p), key).toBeLessThanOrEqual(4 * error + 0.004);
    }
    // Far fewer draws for the same deals: the rare words fit at once.
    expect(weighted.drawn).toBeLessThan(plain.drawn);
  });

  test('rare words that plain sampling gives up on reach the deals asked for', () => {
    const read = readTable({ trump: 'H', hands: ['H6 H7 H8 H9 ST C6 D7 DQ CA', 'fifty', 'fifty', 'fifty'] });
    if (!read.ok) throw new Error('no table');
    const request = verdictOddsRequest(read.table, 20_000);
    if (!request) throw new Error('no odds');
    expect(weisOdds({ ...request, sampling: 'rejection' }).complete).toBe(false);
    expect(weisOdds(request).complete).toBe(true);
  });
});
