import { describe, expect, it } from 'vitest';
import { oddsPlan, readTable, resolveTable, type TableRequest } from '../../src/core/index.js';

/*
 * Issue 37: which odds a table calls for, and on how many deals, is decided once in the core
 * (the CLI, the element and the extension all ask `oddsPlan`).
 */
function plan(request: TableRequest, options?: Parameters<typeof oddsPlan>[2]) {
  const read = readTable(request);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return oddsPlan(read.table, resolveTable(read.table), options);
}

describe('the odds a table calls for (issue 37)', () => {
  it('a lone hand, nobody has said anything: how often its best wins, on 20,000 deals, from the table’s forehand', () => {
    const request = plan({ hands: ['H9 HT HJ HQ', null, null, null], trump: 'S', forehand: 2 });
    expect(request).toMatchObject({ seat: 0, forehand: 2, deals: 20_000, hand: ['H9', 'HT', 'HJ', 'HQ'] });
    expect(request?.announced).toBeUndefined();
  });

  it('a lone hand that nothing can beat still has its odds (“two hundred” wins every time)', () => {
    expect(plan({ hands: ['HJ DJ SJ CJ', null, null, null], trump: 'S' })?.announced).toBeUndefined();
  });

  it('someone said what they hold and the verdict is open: the odds of each outcome, given what was said', () => {
    const request = plan({ hands: ['H9 HT HJ HQ', 'fifty', null, null], trump: 'S' });
    expect(request?.announced?.map((said) => said.seat)).toEqual([1]);
    expect(request?.deals).toBe(20_000);
  });

  it('someone said what they hold and every contest is decided: no odds', () => {
    expect(plan({ hands: ['HJ DJ SJ CJ', 'fifty', 'nothing', 'nothing'], trump: 'S' })).toBeNull();
  });

  it('more than one hand known, or melds entered: no odds', () => {
    expect(plan({ hands: ['H9 HT HJ', 'S6 S7 S8', null, null], trump: 'S' })).toBeNull();
    expect(plan({ hands: ['four aces', null, null, null], trump: 'S' })).toBeNull();
  });

  it('a view that gives a lone hand’s odds elsewhere (the CLI) still gets an open verdict’s', () => {
    expect(plan({ hands: ['H9 HT HJ HQ', null, null, null], trump: 'S' }, { loneHand: false })?.announced).toEqual([]);
    expect(plan({ hands: ['H9 HT HJ HQ', 'fifty', null, null], trump: 'S' }, { loneHand: false })?.announced).toHaveLength(1);
  });
});
