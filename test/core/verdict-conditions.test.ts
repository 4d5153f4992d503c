import { describe, expect, it } from 'vitest';
import { readTable, resolveTable } from '../../src/core/index.js';

/** The verdict's contest for a table, read as the CLI reads it. */
function contestOf(hands: (string | null)[], trump: string) {
  const read = readTable({ trump, hands });
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return resolveTable(read.table).verdict?.contest;
}

describe('a condition is said only where it can hold', () => {
  it('a six in a row said beside a held Nine never goes "below the Jack": no condition, the question stays', () => {
    // Right said 150 while we hold H9: no four Nines, so a six in a row, whose top is the Jack or higher.
    const contest = contestOf(['H6 H7 H8 H9 HT HJ SQ SK SA', '150', 'C7 C8 C9 CT', 'nothing'], 'S');
    expect(contest?.outcome).toBe('conditional');
    expect(contest?.condition).toBeNull();
    expect(contest?.questions).toEqual([{ stage: 'highest', seats: [1] }]);
  });

  it('where a rival may still go below, the condition stays (Left’s fifty against ours up to the Queen, in trump)', () => {
    const contest = contestOf(['H9 HT HJ HQ', '20', 'nothing', '50'], 'H');
    expect(contest?.condition).toMatchObject({ seat: 0, stage: 'highest', against: [3] });
  });
});
