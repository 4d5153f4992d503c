import { expect, test } from 'vitest';
import { presetOnly, readTable, readTableWith, resolveTable } from '../../src/core/index.js';

test.each([
  [
    { rules: 'swiss', hands: ['H6'] },
    { code: 'unknown-rules', field: 'rules', token: 'swiss' },
  ],
  [
    { trump: 'X', hands: ['H6'] },
    { code: 'unknown-trump', field: 'trump', token: 'X' },
  ],
  [
    { trump: 'bock', hands: ['H6'] },
    { code: 'unknown-trump', token: 'bock' },
  ],
  [
    { rules: 'belot', trump: 'obenabe', hands: ['H7'] },
    { code: 'unknown-trump', token: 'obenabe' },
  ],
  [
    { forehand: 4, hands: ['H6'] },
    { code: 'bad-forehand', token: '4' },
  ],
  [
    { factor: 0, hands: ['H6'] },
    { code: 'bad-factor', token: '0' },
  ],
  [
    { factor: 1.5, hands: ['H6'] },
    { code: 'bad-factor', token: '1.5' },
  ],
  [{ hands: [] }, { code: 'bad-hands', field: 'hands' }],
  [{ hands: ['H6', 'H7', 'H8', 'H9', 'HT'] }, { code: 'bad-hands' }],
  [{ hands: 'H6' }, { code: 'bad-hands' }],
  [{ hands: [42] }, { code: 'bad-hands', seat: 0, token: '42' }],
  [
    { game: 'jass-poker', hands: ['H6'] },
    { code: 'unknown-game', token: 'jass-poker' },
  ],
  [{ tricks: [1], hands: ['H6'] }, { code: 'bad-tricks' }],
  [
    { options: { teleport: true }, hands: ['H6'] },
    { code: 'unknown-option', token: 'teleport' },
  ],
  [
    { options: { crossUse: 'yes' }, hands: ['H6'] },
    { code: 'bad-option', token: 'crossUse' },
  ],
  [{ hands: ['H6 Q9'] }, { code: 'unknown-card', seat: 0, token: 'Q9', offset: 3 }],
  [{ hands: ['H6', 'S6 H6'] }, { code: 'duplicate', seat: 1, card: 'H6' }],
  [{ hands: [null, 'H6 H7 H8 H9 HT HJ HQ HK HA S6'] }, { code: 'too-many', seat: 1, token: 'S6' }],
  [
    { rules: 'belot', hands: ['H6'] },
    { code: 'not-in-deck', seat: 0, token: 'H6' },
  ],
  [
    { trump: 'undenufe', hands: ['Puur'] },
    { code: 'needs-trump', token: 'Puur' },
  ],
  [
    { trump: 'obenabe', hands: ['Nell'] },
    { code: 'needs-trump', token: 'Nell' },
  ],
])('%j is refused with %j', (request, error) => {
  const read = readTable(request);
  expect(read.ok).toBe(false);
  if (!read.ok) expect(read.errors[0]).toMatchObject(error);
});

test('trump in any case and language: Rosen, hearts, h, Obenabe', () => {
  for (const trump of ['Rosen', 'hearts', 'h', 'H', 'Herz', 'cœur']) {
    const read = readTable({ trump, hands: ['H6'] });
    expect(read.ok && read.table.mode).toBe('H');
  }
  const read = readTable({ trump: 'Obenabe', hands: ['H6'] });
  expect(read.ok && read.table.mode).toBe('obenabe');
});

test('defaults: schieber, trump unknown (never assumed, issue 11), forehand 0, factor 1', () => {
  const read = readTable({ hands: ['H6'] });
  expect(read.ok && [read.table.preset, read.table.mode, read.table.forehand, read.table.factor]).toEqual([
    'schieber',
    'unknown',
    0,
    1,
  ]);
});

test('issue 11: without trump, no Stöck is written and the trump stage does not apply', () => {
  const read = readTable({ hands: ['HQ HK HA', 'SQ SK SA'] });
  if (!read.ok) throw new Error('table');
  const result = resolveTable(read.table);
  expect(result.players.map((player) => player.stoeck)).toEqual([false, false]);
  expect(result.contest?.comparison?.stages.find((rung) => rung.stage === 'trump')?.applies).toBe(false);
});

test('issue 11: Coiffeur and Differenzler have neither Weis nor Stöck and write nothing', () => {
  for (const game of ['coiffeur', 'differenzler']) {
    const read = readTable({ game, trump: 'H', hands: ['HQ HK HA HJ', 'SA DA CA HT'] });
    if (!read.ok) throw new Error(game);
    const result = resolveTable(read.table);
    expect(result.players.every((player) => player.melds.length === 0 && !player.stoeck)).toBe(true);
    expect(result.winner).toBeNull();
    expect(result.teams?.map((team) => team.weis + team.stoeck)).toEqual([0, 0]);
  }
});

test('a view that offers no rule options (the element) reads a table as the core does, and refuses any option as unknown', () => {
  const table = { rules: 'official', trump: 'H', hands: ['H6 H7 H8', 'S6 S7 S8 S9'] };
  expect(readTableWith(table, presetOnly)).toEqual(readTable(table));
  expect(readTableWith({ ...table, options: { stoeck: false } }, presetOnly)).toMatchObject({
    ok: false,
    errors: [{ code: 'unknown-option', field: 'options' }],
  });
  expect(readTable({ ...table, options: { stoeck: false } }).ok).toBe(true);
});
