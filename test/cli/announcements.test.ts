import { describe, expect, test } from 'vitest';
import { cli } from '../helpers/cli.js';

const hand = 'HT HJ HQ HK S6 C7 D9 SA CQ';

describe('jass-weis with what the others said (issue 16)', () => {
  test.each(['fifty', '50', 'fünfzig', 'cinquante'])('“%s” is an announcement, not a card', async (said) => {
    const { code, stdout } = await cli(['H9 HT HJ HQ', said]);
    expect(code).toBe(0);
    expect(stdout).toContain('Player 2: said 50');
  });

  test('the conditional verdict, the question to ask, and the odds of each outcome', async () => {
    const { code, stdout } = await cli([hand, 'nothing', 'nothing', 'fifty', '--trump', 'H']);
    expect(code).toBe(0);
    // Left's fifty up to the King too loses on the trump (ours is Hearts): "at most", not "below" (a new user's check).
    expect(stdout).toContain('Player 1 & Player 3 write if Player 4 goes up to the King at most.');
    expect(stdout).toContain('Ask Player 4: up to which card?');
    expect(stdout).toMatch(/highest card +King +\? +◀ Ask Player 4: up to which card\?/);
    expect(stdout).toMatch(/Player 1 & Player 3 write: \d+% · Player 2 & Player 4 write: \d+%/);
  });

  test('certain, in Swiss German', async () => {
    const { stdout } = await cli([hand, 'zwänzg', 'nüt', 'nüt', '--trump', 'rosen', '--lang', 'de-CH']);
    expect(stdout).toContain('Spieler 1 & Spieler 3 schreiben 50. Entschieden durch: Punkte.');
    expect(stdout).not.toMatch(/Spieler 1 & Spieler 3 schreiben: \d+%/);
  });

  test('--json carries the verdict and the odds', async () => {
    const { code, stdout } = await cli([hand, 'nothing', 'nothing', 'fifty', '--trump', 'H', '--json']);
    expect(code).toBe(0);
    const body = JSON.parse(stdout);
    expect(body.players[3]).toMatchObject({ reading: 'announcement', said: { melds: [{ points: 50 }], stoeck: false } });
    expect(body.verdict.contest).toMatchObject({ outcome: 'conditional', ask: { stage: 'highest', seats: [3] } });
    expect(body.odds.team.p + body.odds.rivals.p).toBeCloseTo(1, 5);
  });

  test('a value no hand can make: exit 2, with the values that can be', async () => {
    const { code, stderr } = await cli([hand, '120']);
    expect(code).toBe(2);
    expect(stderr).toContain(
      'No hand can announce “120” under these rules. Values that can be said: 20, 50, 100, 150, 200, 250, or 300.',
    );
    const json = await cli([hand, '120', '--json']);
    expect(JSON.parse(json.stdout).error).toMatchObject({
      code: 'bad-announcement',
      seat: 1,
      values: [20, 50, 100, 150, 200, 250, 300],
    });
  });
});
