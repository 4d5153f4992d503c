import { describe, expect, test } from 'vitest';
import { declareMelds, findMelds, makeRules, PRESETS } from '../../src/core/index.js';
import { JASS_PRESETS, resolve } from '../helpers/tables.js';

const points = (cards: string, preset: keyof typeof PRESETS, mode: Parameters<typeof findMelds>[2] = 'S') =>
  declareMelds(cards.split(' ') as Parameters<typeof findMelds>[0], PRESETS[preset], mode).map((meld) => meld.points);

describe('sequences: maximal runs in natural order (RULES.md, 000)', () => {
  test('6-7-8-9 is one four-card sequence, never two threes', () => {
    const melds = findMelds(['H6', 'H7', 'H8', 'H9'], PRESETS.schieber, 'S');
    expect(melds).toHaveLength(1);
    expect(melds[0]).toMatchObject({ kind: 'sequence', length: 4, points: 50 });
  });
  test('two separate runs in one suit are two melds', () => {
    expect(points('H6 H7 H8 HT HJ HQ', 'schieber')).toEqual([20, 20]);
  });
  test.each([
    [3, 20],
    [4, 50],
    [5, 100],
    [6, 150],
    [7, 200],
    [8, 250],
    [9, 300],
  ])('000: %i cards in a row are worth %i', (length, value) => {
    const cards = ['H6', 'H7', 'H8', 'H9', 'HT', 'HJ', 'HQ', 'HK', 'HA'].slice(0, length).join(' ');
    for (const preset of ['schieber', 'official', 'no-cross'] as const) expect(points(cards, preset)).toEqual([value]);
  });
  test.each([
    [6, 120],
    [7, 140],
    [8, 160],
    [9, 180],
  ])('001 Vorarlberg: %i cards in a row are worth %i', (length, value) => {
    const cards = ['H6', 'H7', 'H8', 'H9', 'HT', 'HJ', 'HQ', 'HK', 'HA'].slice(0, length).join(' ');
    expect(points(cards, 'vorarlberg')).toEqual([value]);
  });
  test('002 Belot: five or more in a row are a quint, 100', () => {
    expect(declareMelds(['H7', 'H8', 'H9', 'HT', 'HJ', 'HQ', 'HK', 'HA'], PRESETS.belot, 'S').map((m) => m.points)).toEqual([
      100,
    ]);
  });
  test('001 traditional: cards under the ten form no sequence', () => {
    expect(points('H7 H8 H9', 'traditional')).toEqual([]);
    expect(points('H8 H9 HT HJ HQ', 'traditional')).toEqual([20]);
    expect(points('HT HJ HQ HK HA', 'traditional')).toEqual([100]);
  });
});

describe('four of a kind (000, 001, 002, 004)', () => {
  test.each(JASS_PRESETS)('%s: four Under 200, four Nell 150, four Aces 100', (preset) => {
    expect(points('HJ DJ SJ CJ', preset)).toEqual([200]);
    expect(points('H9 D9 S9 C9', preset)).toEqual([150]);
    expect(points('HA DA SA CA', preset)).toEqual([100]);
    expect(points('HT DT ST CT', preset)).toEqual([100]);
  });
  test.each([
    ['schieber', []],
    ['official', [100]],
    ['no-cross', [100]],
    ['traditional', []],
    ['vorarlberg', []],
  ] as const)('four 6s, 7s, 8s under %s: %j', (preset, expected) => {
    for (const rank of ['6', '7', '8']) expect(points(`H${rank} D${rank} S${rank} C${rank}`, preset)).toEqual(expected);
  });
  test('001 Vorarlberg: four Under and four Nell are worth 100 in Bock, Geiss and Slalom', () => {
    for (const mode of ['bock', 'geiss', 'slalom'] as const) {
      expect(points('HJ DJ SJ CJ', 'vorarlberg', mode)).toEqual([100]);
      expect(points('H9 D9 S9 C9', 'vorarlberg', mode)).toEqual([100]);
    }
  });
  test('002 Belot: four 7s or 8s are no Weis; carrés J 200, 9 150, others 100', () => {
    const belot = (cards: string) => points(cards, 'belot');
    expect(belot('H7 D7 S7 C7')).toEqual([]);
    expect(belot('H8 D8 S8 C8')).toEqual([]);
    expect(belot('HJ DJ SJ CJ')).toEqual([200]);
    expect(belot('H9 D9 S9 C9')).toEqual([150]);
    expect(belot('HQ DQ SQ CQ')).toEqual([100]);
  });
});

describe('one card in two melds', () => {
  test('000: allowed under schieber: a card may sit in a sequence and a four', () => {
    expect(points('H8 H9 HT DT ST CT', 'schieber')).toEqual([100, 20]);
  });
  test('001: no cross-Weis (6-7-8 and four 7s): the stronger four is declared', () => {
    expect(points('H6 H7 H8 D7 S7 C7', 'no-cross')).toEqual([100]);
  });
  test('001 Vorarlberg: Q-K-A and four aces: the card counts once', () => {
    expect(points('HQ HK HA DA SA CA', 'vorarlberg')).toEqual([100]);
  });
  test('disjoint melds of one hand both count: four 10s and Ace-King-Queen (001)', () => {
    expect(points('HT DT ST CT SQ SK SA', 'traditional')).toEqual([100, 20]);
  });
  test('no cross-Weis: the set whose best meld is strongest, then the largest total; the rest still form runs', () => {
    // Six in a row (150) alone beats four Aces with five in a row (best meld 100).
    expect(points('H9 HT HJ HQ HK HA DA SA CA', 'no-cross')).toEqual([150]);
    // Four Under (200) beat six in a row (150); 8-9-10 of the rest still count.
    expect(points('H8 H9 HT HJ HQ HK DJ SJ CJ', 'no-cross')).toEqual([200, 20]);
  });
  test('002 Belot: the disjoint set with the largest total, preferring the carré on a tie', () => {
    // Q-K-A of hearts and four Queens: carré (100) beats tierce (20).
    expect(declareMelds(['HQ', 'HK', 'HA', 'DQ', 'SQ', 'CQ'], PRESETS.belot, 'S').map((m) => m.kind)).toEqual(['four']);
    // Quint 9-K of hearts with four Kings: quint 100 vs carré 100: the carré is kept.
    const tie = declareMelds(['H9', 'HT', 'HJ', 'HQ', 'HK', 'DK', 'SK', 'CK'], PRESETS.belot, 'S');
    expect(tie.map((m) => [m.kind, m.points])).toEqual([
      ['four', 100],
      ['sequence', 50],
    ]);
  });
});

describe('Stöck: King and Ober of trump, 20, never compared (000, 001, 004)', () => {
  test('counts for its team even when the other team writes the Weis', () => {
    const result = resolve({ trump: 'H', hands: ['HQ HK', 'S6 S7 S8'] });
    expect(result.winner?.team).toBe(1);
    expect(result.teams?.map((team) => team.stoeck)).toEqual([20, 0]);
    expect(result.players[0]?.stoeck).toBe(true);
  });
  test('multiplied by the factor: 3 × (100 + 20) = 360', () => {
    const result = resolve({ trump: 'H', factor: 3, hands: ['HT HJ HQ HK HA'] });
    expect((result.teams?.[0].weis ?? 0) + (result.teams?.[0].stoeck ?? 0)).toBe(360);
  });
  test.each(['obenabe', 'undenufe'])('no Stöck without trump: %s', (trump) => {
    expect(resolve({ trump, hands: ['HQ HK'] }).teams?.[0].stoeck).toBe(0);
  });
  test.each(['bock', 'geiss', 'slalom'])('Vorarlberg %s: no trump, no Stöck, no trump stage', (trump) => {
    const result = resolve({ rules: 'vorarlberg', trump, hands: ['HQ HK HA', 'S7 S8 S9'] });
    expect(result.teams?.[0].stoeck).toBe(0);
    expect(result.contest?.comparison?.stages.find((s) => s.stage === 'trump')?.applies).toBe(false);
  });
});

describe('traditional (001 "Alte")', () => {
  test('a team writes its Weis only if it took a trick; Stöck always', () => {
    const noTrick = resolve({ rules: 'traditional', trump: 'H', hands: ['HQ HK HA'], tricks: [0, 9] });
    expect(noTrick.teams?.[0]).toMatchObject({ weis: 0, stoeck: 20, withheld: 'no-trick' });
    const oneTrick = resolve({ rules: 'traditional', trump: 'H', hands: ['HQ HK HA'], tricks: [1, 8] });
    expect(oneTrick.teams?.[0]).toMatchObject({ weis: 20, stoeck: 20, withheld: null });
  });
  test('equal melds: suit order trump, then clubs, spades, hearts, diamonds; the seat does not matter', () => {
    const hands = ['HQ HK HA', 'DQ DK DA', 'CQ CK CA', 'SQ SK SA'];
    expect(resolve({ rules: 'traditional', trump: 'obenabe', hands }).winner).toEqual({ seat: 2, team: 0, decidedBy: 'suit' });
    expect(resolve({ rules: 'traditional', trump: 'D', hands }).winner).toEqual({ seat: 1, team: 1, decidedBy: 'suit' });
  });
  test('the local swap of the suit order (S, C, D, H) is an option', () => {
    const hands = ['HQ HK HA', 'DQ DK DA', 'CQ CK CA', 'SQ SK SA'];
    const result = resolve({ rules: 'traditional', trump: 'obenabe', hands, options: { suitOrder: ['S', 'C', 'D', 'H'] } });
    expect(result.winner).toEqual({ seat: 3, team: 1, decidedBy: 'suit' });
  });
});

describe('comparison stages (000, 004)', () => {
  test('points first: a higher sequence beats a lower four before cards count', () => {
    expect(resolve({ trump: 'S', hands: ['H6 H7 H8 H9 HT HJ', 'DA SA CA HA'] }).winner?.decidedBy).toBe('points');
  });
  test('the highest card decides equal sequences', () => {
    expect(resolve({ trump: 'C', hands: ['H6 H7 H8', 'S7 S8 S9'] }).winner).toEqual({ seat: 1, team: 1, decidedBy: 'highest' });
  });
  test('the ladder reports every stage with both values, and which were reached (issue 14)', () => {
    const result = resolve({ trump: 'S', hands: ['H9 HT HJ HQ HK', 'HA DA SA CA'] });
    // Decided by cards: the Ace of the four is higher, but that stage was never reached.
    expect(result.contest?.comparison?.stages).toEqual([
      { stage: 'points', a: 100, b: 100, applies: true, winner: null, reached: true },
      { stage: 'cards', a: 5, b: 4, applies: true, winner: 'a', reached: true },
      { stage: 'highest', a: 'K', b: 'A', applies: true, winner: 'b', reached: false },
      { stage: 'trump', a: false, b: false, applies: true, winner: null, reached: false },
      { stage: 'seat', a: 0, b: 1, applies: true, winner: 'a', reached: false },
    ]);
  });
  test('no trump stage in Obenabe', () => {
    const result = resolve({ trump: 'obenabe', hands: ['H6 H7 H8', 'S6 S7 S8'], forehand: 1 });
    expect(result.winner).toEqual({ seat: 1, team: 1, decidedBy: 'seat' });
  });
  test('uncontested when the other team has no meld', () => {
    expect(resolve({ hands: ['H6 H7 H8', 'SA'] }).winner?.decidedBy).toBe('uncontested');
  });
  test('nobody writes when nobody has a meld', () => {
    const result = resolve({ hands: ['H6 H8', 'SA'] });
    expect(result.winner).toBeNull();
    expect(result.teams?.map((t) => t.weis)).toEqual([0, 0]);
  });
  test('options are settable on their own: schieber with official scoring', () => {
    const result = resolve({ trump: 'S', hands: ['H9 HT HJ HQ HK', '', 'HA DA SA CA'], options: { writes: 'all' } });
    expect(result.teams?.[0].weis).toBe(200);
    expect(makeRules('schieber', { writes: 'all' }).writes).toBe('all');
  });
});

describe('announcing (000, 001)', () => {
  test('each player says the value of their best meld', () => {
    const result = resolve({ hands: ['H6 H7 H8 H9', 'SA DA CA HA'] });
    expect(result.players.map((p) => p.announce)).toEqual([50, 100]);
  });
  test('with equal announced values, the top card (not its suit) is named', () => {
    const result = resolve({ hands: ['H6 H7 H8', 'S7 S8 S9', 'CA CK'] });
    expect(result.players.map((p) => p.announceTop)).toEqual(['8', '9', null]);
  });
});
