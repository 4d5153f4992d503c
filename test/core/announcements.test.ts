import { describe, expect, test } from 'vitest';
import {
  formatAnnouncement,
  PRESETS,
  possibleAnswers,
  readSeatText,
  readTable,
  resolveTable,
  verdictOddsRequest,
  weisOdds,
  withAnswer,
} from '../../src/core/index.js';
import { resolve } from '../helpers/tables.js';

const read = (text: string, preset: keyof typeof PRESETS = 'schieber', mode: 'H' | 'unknown' = 'H') =>
  readSeatText(text, PRESETS[preset], mode);

describe('announcements in people’s words', () => {
  test.each(['fifty', '50', 'fünfzig', 'Füfzg', 'füfzg', 'cinquante', 'cinquanta'])('“%s” is the value fifty', (text) => {
    const seat = read(text);
    expect(seat.reading).toBe('announcement');
    expect(seat.errors).toEqual([]);
    expect(seat.said).toEqual({ melds: [{ points: 50 }], stoeck: false });
  });

  test.each([
    ['twenty', 20],
    ['zwänzg', 20],
    ['a hundred', 100],
    ['hundert', 100],
    ['cent', 100],
    ['cento', 100],
    ['hundertfünfzig', 150],
    ['one hundred and fifty', 150],
    ['cent cinquante', 150],
    ['zweihundert', 200],
    ['deux cent cinquante', 250],
  ])('“%s” is %i', (text, points) => {
    expect(read(text).said?.melds).toEqual([{ points }]);
  });

  test.each([
    ['füfzg bis zum König', { points: 50, top: 'K' }],
    ['fifty up to the King', { points: 50, top: 'K' }],
    ['cinquante jusqu’au roi', { points: 50, top: 'K' }],
    ['cinquanta fino al re', { points: 50, top: 'K' }],
    ['fifty, four cards, in trump', { points: 50, cards: 4, trump: true }],
    ['hundert, fünf Karten, nicht im Trumpf', { points: 100, cards: 5, trump: false }],
    ['zweihundert, vier Buure', { points: 200, kind: 'four', cards: 4, top: 'J' }],
    ['a hundred, four cards', { points: 100, cards: 4 }],
  ])('follow-up answers: “%s”', (text, said) => {
    const seat = read(text);
    expect(seat.errors).toEqual([]);
    expect(seat.said?.melds).toEqual([said]);
  });

  test('four of a kind of a rank is a meld, fully known', () => {
    expect(read('vier Buure')).toMatchObject({ reading: 'melds', cards: ['HJ', 'DJ', 'SJ', 'CJ'] });
    expect(read('four jacks').reading).toBe('melds');
  });

  test.each(['nothing', 'nüt', 'nichts', 'kein Weis', 'rien', 'niente', '0'])('“%s” is no Weis', (text) => {
    expect(read(text).said).toEqual({ melds: [], stoeck: false });
  });

  test('Belot: tierce, quarte, carré, and belote as the Stöck', () => {
    expect(read('tierce', 'belot').said?.melds).toEqual([{ kind: 'sequence', cards: 3 }]);
    expect(read('tierce; carré de valets', 'belot').said?.melds).toEqual([
      { kind: 'sequence', cards: 3 },
      { kind: 'four', cards: 4, top: 'J' },
    ]);
    expect(read('carré', 'belot').said?.melds).toEqual([{ kind: 'four', cards: 4 }]);
    expect(read('quinte au roi, belote', 'belot').said).toEqual({
      melds: [{ kind: 'sequence', cards: 5, top: 'K' }],
      stoeck: true,
    });
    expect(read('belote', 'belot').said).toEqual({ melds: null, stoeck: true });
  });

  test('a value no hand can make is an error with the values that can be', () => {
    const seat = read('120');
    expect(seat.errors).toEqual([
      { code: 'bad-announcement', token: '120', offset: 0, length: 3, values: [20, 50, 100, 150, 200, 250, 300] },
    ]);
    expect(read('hundertzwanzig', 'vorarlberg').said?.melds).toEqual([{ points: 120 }]);
    expect(read('hundert, vier Buure').errors[0]).toMatchObject({ code: 'bad-announcement', token: 'hundert, vier Buure' });
    expect(read('fifty, three cards').errors[0]).toMatchObject({ code: 'bad-announcement' });
  });

  test('slips get the same suggestions as hands have', () => {
    expect(read('fifyt').errors).toEqual([
      expect.objectContaining({ code: 'unknown-card', token: 'fifyt', suggestions: expect.arrayContaining(['fifty']) }),
    ]);
    expect(read('füfzg bis zum Kinig').errors).toEqual([
      expect.objectContaining({ code: 'unknown-announcement', token: 'Kinig', suggestions: expect.arrayContaining(['King']) }),
    ]);
  });

  test('cards stay cards: a hand with a slip never becomes an announcement', () => {
    expect(read('H9 HT HJ HQ').reading).toBe('cards');
    expect(read('H9 HT HJ fifty').reading).toBe('cards');
    expect(read('Rosen Ass 6').reading).toBe('cards');
  });

  test('an announcement that needs a card known in another hand is an error at what was said', () => {
    const table = readTable({ trump: 'H', hands: ['HJ H6 H7', 'vier Buure'] });
    expect(table.ok).toBe(false);
    const saidTable = readTable({ trump: 'H', hands: ['HK DK SK CK', 'fifty up to the King'] });
    // Every run of four up to a King needs a King, and seat 1 holds all four.
    expect(saidTable.ok).toBe(false);
    if (!saidTable.ok)
      expect(saidTable.errors[0]).toMatchObject({ code: 'impossible-announcement', seat: 1, token: 'fifty up to the King' });
  });
});

const hand50ToKing = 'HT HJ HQ HK S6 C7 D9 SA CQ';

describe('the verdict as far as it is known (RULES.md: announcing)', () => {
  test('certain: your fifty beats their twenty, you write 50', () => {
    const result = resolve({ trump: 'H', hands: [hand50ToKing, 'twenty', 'nothing', 'nothing'] });
    expect(result.verdict?.contest).toMatchObject({ outcome: 'certain', team: 0, seat: 0, points: 50, stage: 'points' });
    expect(result.verdict?.waiting).toEqual([]);
    expect(result.teams?.[0].weis).toBe(50);
    expect(result.winner).toEqual({ seat: 0, team: 0, decidedBy: 'points' });
  });

  test('conditional: fifty against fifty: the highest card decides, or the trump on the same top card; ask up to which card', () => {
    const result = resolve({ trump: 'H', hands: [hand50ToKing, 'nothing', 'nothing', 'fifty'] });
    const contest = result.verdict?.contest;
    expect(contest).toMatchObject({
      outcome: 'conditional',
      team: null,
      possible: [true, true],
      // Left's fifty may go up to the King too: then the trump decides.
      stage: null,
      deciders: [
        { stage: 'highest', seats: [], level: null },
        { stage: 'trump', seats: [3], level: { stage: 'highest', value: 'K' } },
      ],
      mark: { stage: 'highest', asked: true },
      ask: { stage: 'highest', seats: [3] },
      condition: { seat: 0, stage: 'highest', value: 'K', against: [3] },
      seats: [0, 3],
    });
    expect(contest?.stages.map((rung) => [rung.stage, rung.a, rung.said[1] ? rung.b : '?'])).toEqual([
      ['points', 50, 50],
      ['cards', 4, 4],
      ['highest', 'K', '?'],
      ['trump', true, '?'],
      ['seat', 0, '?'],
    ]);
    expect(result.winner).toBeNull();
    expect(result.teams?.[0].weis).toBe(0);
  });

  test('the answer to the question settles it: up to the King in another suit loses to the King in trump', () => {
    const result = resolve({ trump: 'H', hands: [hand50ToKing, 'nothing', 'nothing', 'fifty up to the King'] });
    // The King of trump is in seat 1's hand: theirs is not in trump.
    expect(result.verdict?.contest).toMatchObject({ outcome: 'certain', team: 0, stage: 'trump', points: 50 });
    const ace = resolve({ trump: 'H', hands: [hand50ToKing, 'nothing', 'nothing', 'füfzg bis zum Ass'] });
    expect(ace.verdict?.contest).toMatchObject({ outcome: 'certain', team: 1, seat: 3, stage: 'highest', points: 50 });
  });

  test('seats given as not heard from (null) have not said yet: ask them how much', () => {
    const result = resolve({ trump: 'H', hands: [hand50ToKing, 'twenty', null, null] });
    expect(result.verdict?.waiting).toEqual([2, 3]);
    // The partner too: should Left hold more than fifty, the partner's answer decides who writes.
    expect(result.verdict?.contest).toMatchObject({
      outcome: 'conditional',
      ask: { stage: 'points', seats: [2, 3] },
      condition: { seat: 0, stage: 'points', value: 50, against: [3] },
    });
  });

  test('worked example 6: twenty against twenty, the nearer seat wins on equal top cards', () => {
    const open = resolve({
      trump: 'C',
      forehand: 0,
      hands: ['S7 S8 S9 H6 D6 CA', 'twenty up to the nine', 'nothing', 'nothing'],
    });
    // Theirs may be Clubs, the trump: the table asks on.
    expect(open.verdict?.contest).toMatchObject({ outcome: 'conditional', ask: { stage: 'trump', seats: [1] } });
    const result = resolve({
      trump: 'C',
      forehand: 0,
      hands: ['S7 S8 S9 H6 D6 CA', 'twenty up to the nine, not in trump', 'nothing', 'nothing'],
    });
    expect(result.verdict?.contest).toMatchObject({ outcome: 'certain', team: 0, stage: 'seat' });
    const trump = resolve({
      trump: 'C',
      forehand: 0,
      hands: ['S7 S8 S9 H6 D6 CA', 'twenty up to the nine, in trump', 'nothing'],
    });
    expect(trump.verdict?.contest).toMatchObject({ outcome: 'certain', team: 1, stage: 'trump' });
  });

  test('nothing anywhere: nobody writes, for sure', () => {
    const result = resolve({ trump: 'H', hands: ['H6 H8 DT SQ', 'nothing', 'nothing', 'nothing'] });
    expect(result.verdict?.contest).toMatchObject({ outcome: 'certain', team: null, points: 0 });
  });

  test('Belot: the quarte beats the tierce; the carrés are still open', () => {
    const result = resolve({ rules: 'belot', trump: 'S', hands: ['H7 H8 H9 DA CA SA DK', 'quarte', 'rien', 'rien'] });
    expect(result.verdict?.contests?.sequence).toMatchObject({ outcome: 'certain', team: 1, seat: 1, points: 50 });
    expect(result.verdict?.contests?.four).toMatchObject({ outcome: 'certain', team: null });
    const belote = resolve({ rules: 'belot', trump: 'S', hands: ['H7 H8 H9 DA', 'quarte, belote'] });
    expect(belote.teams?.[1].stoeck).toBe(20);
    expect(belote.players[1]?.said).toEqual({ melds: [{ kind: 'sequence', cards: 4 }], stoeck: true });
  });
});

describe('the odds of each outcome, given everything said and the player’s own cards', () => {
  const oddsOf = (hands: string[], deals = 2000) => {
    const read = readTable({ trump: 'H', hands });
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const request = verdictOddsRequest(read.table, deals);
    if (!request) throw new Error('no odds');
    return { odds: weisOdds(request), verdict: resolveTable(read.table).verdict };
  };

  test('a certain verdict has odds of one', () => {
    const { odds, verdict } = oddsOf([hand50ToKing, 'twenty', 'nothing', 'nothing']);
    expect(verdict?.contest?.outcome).toBe('certain');
    expect(odds.deals).toBe(2000);
    expect(odds.team.p).toBe(1);
    expect(odds.rivals.p).toBe(0);
  });

  test('fifty against fifty: both outcomes happen, and they add up', () => {
    const { odds } = oddsOf([hand50ToKing, 'nothing', 'nothing', 'fifty']);
    expect(odds.team.p).toBeGreaterThan(0.2);
    expect(odds.rivals.p).toBeGreaterThan(0.05);
    expect(odds.team.p + odds.rivals.p).toBeCloseTo(1, 5);
    // Only deals where seat 4 holds fifty and seats 2 and 3 nothing were counted.
    expect(odds.drawn).toBeGreaterThan(odds.deals);
  });

  test('no odds without exactly one hand of cards', () => {
    const read = readTable({ trump: 'H', hands: ['fifty', 'twenty'] });
    expect(read.ok && verdictOddsRequest(read.table, 100)).toBe(null);
  });
});

describe('what was said, written back', () => {
  test.each([
    '50, 4 cards, up to the King, in trump',
    'hundert, fünf Karten, nicht im Trumpf',
    'zweihundert, vier Buure',
    'tierce; carré de valets',
    'nothing',
  ])('“%s” reads back the same', (text) => {
    const seat = read(text, text.includes('tierce') ? 'belot' : 'schieber');
    const said = seat.said ?? { melds: seat.melds ? [] : null, stoeck: false };
    if (!seat.said) return expect(seat.reading).toBe('melds');
    expect(read(formatAnnouncement(said), text.includes('tierce') ? 'belot' : 'schieber').said).toEqual(said);
  });

  test('the answers a seat can still give: fifty goes up to a 9 or higher, in trump or not', () => {
    expect(possibleAnswers('highest', { points: 50 }, PRESETS.schieber, 'H')).toEqual(['9', 'T', 'J', 'Q', 'K', 'A']);
    expect(possibleAnswers('trump', { points: 50 }, PRESETS.schieber, 'H')).toEqual([true, false]);
    expect(possibleAnswers('cards', { points: 20 }, PRESETS.schieber, 'H')).toEqual([]);
    expect(withAnswer({ points: 50 }, 'highest', 'K')).toEqual({ points: 50, top: 'K' });
  });
});
