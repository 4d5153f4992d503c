import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { cli } from '../helpers/cli.js';

/*
 * Issue 25: the answers that were confidently wrong, as a player types them, in English and in
 * Swiss German. RULES.md: "The deciding stage is the stage that separates the two teams' best
 * melds … named only when every way the unheard and unasked can still turn out leaves the same
 * stage"; "Nobody writes holds only when every seat is known or said to have no Weis"; "The
 * question to put to the table is one whose answer can change who writes".
 */

const lines = async (args: string[]) => {
  const answer = await cli(args);
  expect(answer.code, answer.stderr).toBe(0);
  return answer.stdout;
};
const json = async (args: string[]) => JSON.parse((await cli([...args, '--json'])).stdout);

const WRONG_STAGE = [
  'H6 H7 H8 H9 HT D9 DT DJ DQ',
  '200 with 7 cards',
  'SK SA C6 HK HA D6 HJ HQ CQ',
  'CK CA C7 C8 C9 CT CJ D7 D8',
  '--trump',
  'H',
  '--forehand',
  '2',
];
const UNHEARD_STAGE = [
  'SQ SK SA C6 C7 C8 C9 HJ HQ',
  '-',
  'CK CA S7 S8 S9 ST SJ DT DJ',
  'zwänzg',
  '--trump',
  'obenabe',
  '--forehand',
  '4',
];
const THREE_UNHEARD = ['CA HJ CT S6 DQ SA S7 SK H9', '-', '-', '-', '--trump', 'C'];
const PARTNER_UNHEARD = ['H9 HT HJ HQ', '-', '-', 'fifty up to the King', '--trump', 'S'];

describe('issue 25: the verdict names the stage between the two teams’ best melds', () => {
  test('200 against 100 is decided by the points, not by a card of the partner’s', async () => {
    const text = await lines(WRONG_STAGE);
    expect(text).toContain('Player 2 & Player 4 write 200. Decided by the points.');
    expect(text).toMatch(/points\s+100\s+200\s+◀ decided by/);
    expect(await lines([...WRONG_STAGE, '--lang', 'de-CH'])).toContain(
      'Spieler 2 & Spieler 4 schreiben 200. Entschieden durch: Punkte.',
    );
    const body = await json(WRONG_STAGE);
    expect(body.winner).toEqual({ seat: 1, team: 1, decidedBy: 'points' });
    expect(body.verdict.contest).toMatchObject({ outcome: 'certain', team: 1, seat: 1, points: 200, stage: 'points' });
  });

  test('a stage a seat not heard from can still change is not asserted: what would change it is said', async () => {
    const text = await lines(UNHEARD_STAGE);
    expect(text).toContain(
      'Player 1 & Player 3 write 100. Decided by the points, or by the highest card if Player 2 also has 5 cards.',
    );
    expect(text).not.toContain('◀ decided by');
    expect(await lines([...UNHEARD_STAGE, '--lang', 'de-CH'])).toContain(
      'Spieler 1 & Spieler 3 schreiben 100. Entschieden durch: Punkte, oder durch: höchste Karte, wenn Spieler 2 auch 5 Karten hat.',
    );
    const body = await json(UNHEARD_STAGE);
    expect(body.verdict.contest).toMatchObject({ outcome: 'certain', team: 0, points: 100, stage: null, mark: null });
    expect(body.verdict.contest.deciders.map((d: { stage: string }) => d.stage)).toEqual(['points', 'highest']);
    // Without a single stage, the JSON's winner says nothing it cannot stand by.
    expect(body.winner).toBeNull();
  });
});

describe('issue 25: “not said yet” is never “nothing”', () => {
  test('three seats not heard from: nobody has conceded, nobody writes “nothing”', async () => {
    const text = await lines(THREE_UNHEARD);
    expect(text).not.toContain('Nobody writes');
    expect(text).not.toContain('Melds 0');
    expect(text).toContain('Not decided yet.');
    expect(text).toContain('Ask Player 2, Player 3, and Player 4: how much?');
    const swiss = await lines([...THREE_UNHEARD, '--lang', 'de-CH']);
    expect(swiss).not.toContain('Niemand schreibt');
    expect(swiss).toContain('Frag Spieler 2, Spieler 3 und Spieler 4: Wie viel?');
    const body = await json(THREE_UNHEARD);
    expect(body.verdict.contest).toMatchObject({ outcome: 'conditional', possible: [true, true] });
    expect(body.verdict.waiting).toEqual([1, 2, 3]);
  });

  test('said “nothing” three times is nothing: nobody writes', async () => {
    const text = await lines(['CA HJ CT S6 DQ SA S7 SK H9', 'nothing', 'nothing', 'nothing', '--trump', 'C']);
    expect(text).toContain('Nobody writes a Weis');
  });

  test('two hands given compare those two (an article’s “five in a row against four aces”)', async () => {
    const text = await lines(['H9 HT HJ HQ HK', 'HA DA SA CA', '--trump', 'S']);
    expect(text).toContain('Player 1 wins (decided by cards)');
    expect(text).not.toMatch(/^Player 3/m);
  });
});

describe('issue 25: the questions are those whose answer can change who writes', () => {
  test('the partner not heard yet is asked; the ladder compares the two teams’ leading seats', async () => {
    const text = await lines(PARTNER_UNHEARD);
    expect(text).toContain('Ask Player 2 and Player 3: how much?');
    expect(text).toMatch(/Player 1\s+Player 4/);
    expect(text).not.toContain('it comes down to the points');
    expect(await lines([...PARTNER_UNHEARD, '--lang', 'de-CH'])).toContain('Frag Spieler 2 und Spieler 3: Wie viel?');
    const contest = (await json(PARTNER_UNHEARD)).verdict.contest;
    expect(contest.seats).toEqual([0, 3]);
    expect(contest.questions[0]).toEqual({ stage: 'points', seats: [1, 2] });
  });

  test('a seat whose answer cannot change who writes is not asked', async () => {
    // Left said a hundred; Right and Partner said nothing: Left writes whatever card tops it.
    const contest = (await json(['H9 HT HJ HQ', 'nothing', 'nothing', 'a hundred', '--trump', 'S'])).verdict.contest;
    expect(contest).toMatchObject({ outcome: 'certain', team: 1, points: 100, questions: [] });
  });
});

describe('issue 25: the command ends quietly when its reader closes the pipe', () => {
  test('jass-weis … | a reader that has gone prints no stack trace', () => {
    // `true` reads nothing and is gone before the command writes: its first write meets a closed pipe.
    const run = spawnSync('sh', ['-c', `"${process.execPath}" bin/jass-weis.js "H9 HT HJ HQ HK" "HA DA SA CA" | true`], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
  });
});
