import { describe, expect, test } from 'vitest';
import { LANGS, readTable, resolveTable, verdictContests } from '../../src/core/index.js';
import { getMessages } from '../../src/i18n/index.js';
import { contestVerdictText } from '../../src/i18n/verdict.js';

/*
 * Issue 46: in Undenufe under "lowest card wins" (official rules), what decided is the lowest
 * card, as the core's answer says (its highest-card rung marked `lowest`); the verdict said
 * "decided by the highest card" in every language.
 */
describe('issue 46: the lowest card, where it decided', () => {
  test.each(LANGS)('%s: “50, up to the 9” against “50, up to the Ace” in Undenufe, official rules', (lang) => {
    const read = readTable({ rules: 'official', trump: 'undenufe', hands: ['50, up to the 9', '50, up to the Ace', '0', '0'] });
    if (!read.ok) throw new Error('the table did not read');
    const [contest] = verdictContests(resolveTable(read.table).verdict);
    if (!contest) throw new Error('no verdict');
    const messages = getMessages(lang);
    const { line } = contestVerdictText(contest.value, { messages, face: 'french' });
    expect(line).toContain(messages.verdict.decidedBy(messages.ui.lowestCard));
    expect(line).not.toContain(messages.stages.highest);
  });
});
