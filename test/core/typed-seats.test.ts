import { describe, expect, test } from 'vitest';
import { readTable } from '../../src/core/index.js';

describe('issue 26: a seat given as card ids is taken as those cards', () => {
  test('ids of the deck, distinct, no more than a hand: the same table as the text of them', () => {
    const typed = readTable({
      rules: 'schieber',
      trump: 'H',
      hands: [['H9', 'HT', 'HJ', 'HQ'], null, ['SA', 'DA', 'CA', 'HA'], null],
    });
    const text = readTable({ rules: 'schieber', trump: 'H', hands: ['H9 HT HJ HQ', null, 'SA DA CA HA', null] });
    expect(typed.ok && text.ok).toBe(true);
    if (!typed.ok || !text.ok) return;
    expect(typed.table).toEqual(text.table);
    expect(typed.reads[0]).toEqual({ reading: 'cards', cards: ['H9', 'HT', 'HJ', 'HQ'], errors: [], more: 0 });
  });

  test('anything else gets the text reader’s coded errors, with the seat and the token', () => {
    const twice = readTable({ rules: 'schieber', hands: [['H9', 'H9']] });
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.errors[0]).toMatchObject({ code: 'duplicate', field: 'hands', seat: 0 });
    const belot = readTable({ rules: 'belot', hands: [['H6', 'H7']] });
    expect(belot.ok).toBe(false);
    if (!belot.ok) expect(belot.errors[0]).toMatchObject({ field: 'hands', seat: 0, token: 'H6' });
    const ten = readTable({ rules: 'schieber', hands: [['H6', 'H7', 'H8', 'H9', 'HT', 'HJ', 'HQ', 'HK', 'HA', 'S6']] });
    expect(ten.ok).toBe(false);
    const across = readTable({ rules: 'schieber', hands: [['H9', 'HT'], ['H9']] });
    expect(across.ok).toBe(false);
    if (!across.ok) expect(across.errors[0]).toMatchObject({ code: 'duplicate', seat: 1 });
  });
});
