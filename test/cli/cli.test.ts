import { describe, expect, test } from 'vitest';
import { binary, cli } from '../helpers/cli.js';

/** Runs the command in this process, through its injectable entry (the binary is smoke-tested below). */
const run = cli;

/** The start of each error's English sentence (src/i18n/en.ts). */
function sentenceFor(code: string): string {
  const sentences: Record<string, string> = {
    'bad-arguments': 'Unknown or incomplete argument',
    'unknown-lang': 'Unknown language',
    'unknown-rules': 'Unknown rules',
    'bad-forehand': 'The forehand must be one of the four players',
    duplicate: 'is there twice',
  };
  return sentences[code] ?? code;
}

const json = async (stdin: unknown) => {
  const result = await run(['--json'], typeof stdin === 'string' ? stdin : JSON.stringify(stdin));
  return { ...result, body: JSON.parse(result.stdout) };
};

describe('jass-weis --json: the contract of issue 2', () => {
  test('the example table', async () => {
    const { code, body } = await json({
      rules: 'schieber',
      trump: 'H',
      forehand: 0,
      factor: 1,
      hands: ['H9 HT HJ HQ HK', '', 'HA DA SA CA'],
      tricks: [3, 6],
      game: 'schieber',
    });
    expect(code).toBe(0);
    expect(body.players).toHaveLength(3);
    expect(body.players[0]).toMatchObject({
      seat: 0,
      team: 0,
      melds: [{ kind: 'sequence', cards: ['H9', 'HT', 'HJ', 'HQ', 'HK'], points: 100 }],
      best: { kind: 'sequence', cards: ['H9', 'HT', 'HJ', 'HQ', 'HK'], points: 100 },
      announce: 100,
      stoeck: true,
    });
    expect(body.players[1]).toMatchObject({ seat: 1, team: 1, melds: [], best: null, announce: null, stoeck: false });
    expect(body.players[2]).toMatchObject({ seat: 2, team: 0, best: { kind: 'four', points: 100 } });
    expect(body.winner).toEqual({ seat: 0, team: 0, decidedBy: 'uncontested' });
    expect(body.teams.map((t: { weis: number; stoeck: number }) => [t.weis, t.stoeck])).toEqual([
      [100, 20],
      [0, 0],
    ]);
  });

  test('000: opposing seats, decided by cards, with the full ladder', async () => {
    const { body } = await json({ trump: 'S', hands: ['H9 HT HJ HQ HK', 'HA DA SA CA'] });
    expect(body.winner).toEqual({ seat: 0, team: 0, decidedBy: 'cards' });
    expect(body.contest.comparison.stages[1]).toEqual({ stage: 'cards', a: 5, b: 4, applies: true, winner: 'a', reached: true });
  });

  test('Belot: winner is null and winners holds both contests', async () => {
    const { body } = await json({ rules: 'belot', trump: 'C', hands: ['H7 H8 H9', 'HA DA SA CA'] });
    expect(body.winner).toBeNull();
    expect(body.winners).toEqual({
      sequence: { seat: 0, team: 0, decidedBy: 'uncontested' },
      four: { seat: 1, team: 1, decidedBy: 'uncontested' },
    });
  });

  test('Molotow: seats instead of teams', async () => {
    const { body } = await json({ rules: 'official', trump: 'H', game: 'molotow', hands: ['HQ HK HA'] });
    expect(body.seats).toEqual([{ weis: -20, stoeck: -20 }]);
    expect(body.teams).toBeUndefined();
  });

  test.each([
    ['{"hands": ["H6"', 'bad-json'],
    ['[1, 2]', 'bad-json'],
    [JSON.stringify({ hands: ['H6 ZZ'] }), 'unknown-card'],
    [JSON.stringify({ hands: ['H6 H6'] }), 'duplicate'],
    [JSON.stringify({ hands: ['H6', 'H6'] }), 'duplicate'],
    [JSON.stringify({ hands: ['H6 H7 H8 H9 HT HJ HQ HK HA S6'] }), 'too-many'],
    [JSON.stringify({ rules: 'belot', hands: ['H6'] }), 'not-in-deck'],
    [JSON.stringify({ rules: 'jass', hands: ['H6'] }), 'unknown-rules'],
    [JSON.stringify({ trump: 'purple', hands: ['H6'] }), 'unknown-trump'],
  ])('bad input %s: exit 2 and a coded JSON error, no stack trace', async (stdin, code) => {
    const result = await run(['--json'], stdin);
    expect(result.code).toBe(2);
    const body = JSON.parse(result.stdout);
    expect(body.error.code).toBe(code);
    expect(typeof body.error.message).toBe('string');
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /);
  });

  test('error messages follow --lang', async () => {
    const result = await run(['--json', '--lang', 'de'], JSON.stringify({ hands: ['H6 ZZ'] }));
    expect(JSON.parse(result.stdout).error).toMatchObject({
      code: 'unknown-card',
      token: 'ZZ',
      offset: 3,
      seat: 0,
      message: '«ZZ» ist keine Karte.',
    });
  });
});

describe('jass-weis HAND …: the readable answer', () => {
  test('seats, melds by name, what each says, the ladder and the points', async () => {
    const { code, stdout } = await run(['H9 HT HJ HQ HK', 'HA DA SA CA', '--trump', 'S']);
    expect(code).toBe(0);
    expect(stdout).toContain('Five in a row, Hearts up to the King');
    expect(stdout).toContain('Four Aces');
    expect(stdout).toContain('says “a hundred”');
    expect(stdout).toMatch(/cards\s+5\s+4\s+◀ decided by/);
    expect(stdout).toContain('Player 1 wins (decided by cards)');
    expect(stdout).toContain('Player 1 & Player 3 write: Melds 100');
  });

  test('Swiss German: German-Swiss names and what is said at the table', async () => {
    const { stdout } = await run([
      'Rosen Ober, Rosen König, Rosen Ass',
      'S6 S7 S8 S9',
      '--lang',
      'de-CH',
      '--trump',
      'Schilten',
      '--factor',
      '2',
    ]);
    expect(stdout).toContain('Dreiblatt Rosen bis Ass');
    expect(stdout).toContain('Vierblatt Schilten bis 9');
    expect(stdout).toContain('sagt «füfzg»');
    expect(stdout).toContain('Spieler 2 & Spieler 4 schreiben: Weise 100');
  });

  test('French and Italian', async () => {
    const french = (await run(['HQ HK HJ', 'SA DA CA HA', '--lang', 'fr', '--trump', 'S'])).stdout;
    expect(french).toContain('Suite de trois, cœur jusqu’au roi');
    // French typography: a space before the colon, in every label.
    expect(french).toContain('Règles : Schieber');
    expect(french).toContain('Joueur 2 & Joueur 4 marquent : Annonces 100');
    expect(french).not.toMatch(/\S:/);
    expect((await run(['HQ HK HA', '--lang', 'it', '--trump', 'S'])).stdout).toContain('Scala di tre, cuori fino all’asso');
  });

  test('Belot prints both contests', async () => {
    const { stdout } = await run(['H7 H8 H9', 'D7 D8 D9', '--rules', 'belot', '--trump', 'C']);
    expect(stdout).toContain('Runs: equal: nobody writes');
  });

  test('--example: five in a row against four aces', async () => {
    const { code, stdout } = await run(['--example']);
    expect(code).toBe(0);
    expect(stdout).toContain('Player 1 wins (decided by cards)');
  });

  test('--help explains options, notations and exit codes', async () => {
    const { code, stdout } = await run(['--help']);
    expect(code).toBe(0);
    for (const word of [
      '--rules',
      '--trump',
      '--forehand',
      '--factor',
      '--lang',
      '--json',
      'vorarlberg',
      'Rosen Ober',
      'Exit codes',
    ]) {
      expect(stdout).toContain(word);
    }
  });

  test.each([
    [['--bogus'], 'bad-arguments'],
    [['H6', '--lang', 'xx'], 'unknown-lang'],
    [['H6', '--rules', 'nope'], 'unknown-rules'],
    [['H6', '--forehand', 'seven'], 'bad-forehand'],
    [['H6 H6'], 'duplicate'],
  ])('%j exits 2 with %s: a sentence on stderr, nothing on stdout', async (args, code) => {
    const result = await run(args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^jass-weis: \S/);
    expect(result.stderr).not.toContain('{');
    expect(result.stderr).toContain(sentenceFor(code));
  });
});

describe('jass-weis stats and odds', () => {
  test('stats --json: every Belot hand, with the closed forms', async () => {
    // The built command: stats counts in its worker threads.
    const { code, stdout } = binary(['stats', '--rules', 'belot', '--trump', 'S', '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.hands).toBe(10_518_300);
    expect(report.holdingFour.J).toBe(20_475);
    expect(report.stoeck.count).toBe(593_775); // C(30, 6): King and Queen of trump plus six of the other 30
    expect(report.workers).toBeGreaterThanOrEqual(1);
  });

  test('stats: the readable table', async () => {
    const { code, stdout } = binary(['stats', '--rules', 'schieber', '--trump', 'H']);
    expect(code).toBe(0);
    expect(stdout).toContain('9-card hands: 94,143,280');
    expect(stdout).toMatch(/300 Run\s+4\s/);
  });

  test('odds: the chance that the best Weis wins, seeded', async () => {
    const { code, stdout } = await run(['odds', 'H9 HT HJ HQ', '--trump', 'S', '--deals', '20000', '--json']);
    expect(code).toBe(0);
    const body = JSON.parse(stdout);
    expect(body.announce).toBe(50);
    expect(body.odds.deals).toBe(20_000);
    expect(body.odds.team.p).toBeGreaterThan(body.odds.player.p - 1e-9);
    expect((await run(['odds', 'H9 HT HJ HQ', '--trump', 'S', '--deals', '20000', '--json'])).stdout).toBe(stdout);
  });

  test('odds with an announcement from the left, in words', async () => {
    const { stdout } = await run(['odds', 'H9 HT HJ HQ', '--trump', 'S', '--deals', '5000', '--announced', '4:50']);
    expect(stdout).toContain('says “fifty”');
    expect(stdout).toContain('5,000 deals');
  });

  test.each([
    [['odds', 'H6 H6'], 'duplicate'],
    [['odds', 'H6', '--seat', '7'], 'bad-arguments'],
    [['odds', 'H6', '--announced', 'left:50'], 'bad-arguments'],
    [['stats', '--rules', 'nope'], 'unknown-rules'],
  ])('%j exits 2 with %s: a sentence on stderr, nothing on stdout', async (args, code) => {
    const result = await run(args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^jass-weis: \S/);
    expect(result.stderr).not.toContain('{');
    expect(result.stderr).toContain(sentenceFor(code));
  });
});

describe('issue 11: a command line that speaks to people', () => {
  test('a typo: the sentence in the chosen language, the hand echoed, the word marked, what was meant', async () => {
    const { code, stdout, stderr } = await run(['Rosn Ober, Rosen König', 'S6 S7 S8', '--lang', 'de-CH']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'jass-weis: «Rosn» ist keine Karte. Meintest du Rosen, Rose oder Rosa?\n  in Spieler 1: Rosn Ober, Rosen König\n                ^^^^\n',
    );
  });

  test('rules, trump, game and language errors list the valid values', async () => {
    expect((await run(['H6', '--rules', 'schiber'])).stderr).toContain(
      'Valid: schieber, official, no-cross, traditional, vorarlberg, belot, belote, klaverjas.',
    );
    expect((await run(['H6', '--trump', 'bock'])).stderr).toContain('Valid: H, D, S, C, obenabe, undenufe.');
    expect((await run(['H6', '--game', 'poker'])).stderr).toContain('Valid: schieber, molotow, coiffeur, differenzler.');
    expect((await run(['H6', '--lang', 'es'])).stderr).toContain('Valid: en, de-CH, de, fr, it.');
  });

  test('several unquoted single cards get the hint to quote each hand', async () => {
    expect((await run(['H6', 'H7', 'H8'])).stderr).toContain('Put each hand in quotes');
    expect((await run(['H6 H7 H8', 'SA DA CA'])).stderr).toBe('');
  });

  test('trump is never assumed: the answer says it was not given; no Stöck appears', async () => {
    const { stdout } = await run(['HQ HK HA']);
    expect(stdout).toContain('Trump: not given: no Stöck and no trump stage (--trump sets it)');
    expect(stdout).not.toMatch(/Stöck \.+/);
    expect((await run(['HQ HK HA', '--trump', 'H'])).stdout).toMatch(/Stöck \.+ 20/);
  });

  test('players by their names, counted from 1, teams by their players', async () => {
    const { stdout } = await run(['H9 HT HJ HQ HK', 'HA DA SA CA', '--trump', 'S', '--names', 'Anna|Beat|Chrigu|Dani']);
    expect(stdout).toContain('Anna (Forehand): H9 HT HJ HQ HK');
    expect(stdout).toContain('Anna wins (decided by cards)');
    expect(stdout).toContain('Anna & Chrigu write: Melds 100');
    expect((await run(['H9 HT HJ', 'S6 S7 S8', '--forehand', '2'])).stdout).toContain('Player 2 (Forehand)');
  });

  test('Coiffeur and Differenzler: no Weis, no Stöck, said in words', async () => {
    const { stdout } = await run(['HQ HK HA HJ', '--trump', 'H', '--game', 'differenzler']);
    expect(stdout).toContain('This game has neither Weis nor Stöck');
    expect(stdout).toContain('write: Melds 0, Stöck 0');
  });

  test('--help, stats and odds in the chosen language, with worked examples', async () => {
    const help = (await run(['--help', '--lang', 'fr'])).stdout;
    expect(help).toContain('Exemples');
    expect(help).toContain('qui gagne, la suite de cinq ou les quatre as ?');
    expect((await run(['--help', '--lang', 'de'])).stdout).toContain('Rückgabewerte');
    const odds = (await run(['odds', 'H6 H7 H8', '--trump', 'obenabe', '--deals', '20000', '--lang', 'de'])).stdout;
    expect(odds).toContain('20.000 Verteilungen der unbekannten Karten');
    expect(odds).toContain('6 Karten der Hand waren nicht angegeben und wurden zufällig verteilt');
  });

  test('shares as the language writes them, in one column however long its labels', async () => {
    const french = (await run(['odds', 'H9 HT HJ HQ', '--trump', 'S', '--deals', '20000', '--lang', 'fr'])).stdout;
    expect(french).toMatch(/marquent +\d+,\d\d\u00a0% {2}± \d,\d\d\u00a0%/);
    const swiss = (await run(['odds', 'H9 HT HJ HQ', '--trump', 'S', '--deals', '20000', '--lang', 'de-CH'])).stdout;
    const shares = swiss.split('\n').filter((line) => line.includes('±'));
    expect(shares).toHaveLength(2);
    expect(new Set(shares.map((line) => line.indexOf('±'))).size).toBe(1);
    expect(shares[0]).toMatch(/schreiben +\d+\.\d\d%/);
  });

  test('odds of a partial hand deal its missing cards at random (about 65 % for 6-7-8 in Obenabe)', async () => {
    const odds = JSON.parse((await run(['odds', 'H6 H7 H8', '--trump', 'obenabe', '--json'])).stdout).odds;
    expect(odds.randomCards).toBe(6);
    expect(odds.team.p).toBeGreaterThan(0.63);
    expect(odds.team.p).toBeLessThan(0.67);
  });
});

describe('issue 11: one vocabulary', () => {
  test('“lowest card” where the lowest wins (Undenufe, official rules)', async () => {
    const { stdout } = await run(['HQ HK HA', 'S6 S7 S8', '--rules', 'official', '--trump', 'undenufe']);
    expect(stdout).toMatch(/lowest card\s+6\s+Queen/);
    expect(stdout).toContain('Player 2 wins (decided by lowest card)');
    expect((await run(['HQ HK HA', 'S6 S7 S8', '--trump', 'undenufe'])).stdout).toMatch(/highest card/);
  });

  test('German names for French suits under de, Swiss ones under de-CH', async () => {
    expect((await run(['D6 D7 D8', '--trump', 'S', '--lang', 'de', '--face', 'french'])).stdout).toContain(
      'Dreiblatt Karo bis 8',
    );
    expect((await run(['D6 D7 D8', '--trump', 'S', '--lang', 'de-CH', '--face', 'french'])).stdout).toContain(
      'Dreiblatt Ecken bis 8',
    );
  });

  test('Belot words in Belot', async () => {
    const { stdout } = await run(['SK SQ H7 H8 H9', '--rules', 'belot', '--trump', 'S']);
    expect(stdout).toContain('Belot');
    expect(stdout).not.toContain('Stöck');
  });
});

describe('issue 14: the command line prints what the core decided', () => {
  test('a slip is an error at the word, never a meld nobody named', async () => {
    const { code, stdout, stderr } = await run(['Ass 6', '--trump', 'H']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('“6” needs its suit.');
    expect(stderr).not.toContain('in a row');
    // Issue 27: after a suit said once, the ranks are of that suit ("Rosen Ass 6": the Ace and the 6 of Rosen).
    const once = await run(['Rosen Ass 6', '--trump', 'H', '--json']);
    expect(once.code).toBe(0);
    expect(JSON.parse(once.stdout).players[0].cards).toEqual(['HA', 'H6']);
  });

  test('--json with hands on the command line answers for them in JSON', async () => {
    const { code, stdout } = await run(['H9 HT HJ HQ HK', 'HA DA SA CA', '--trump', 'S', '--json']);
    expect(code).toBe(0);
    const body = JSON.parse(stdout);
    expect(body.winner).toEqual({ seat: 0, team: 0, decidedBy: 'cards' });
    expect(body.players[0]).toMatchObject({ reading: 'cards', stoeckPoints: 0 });
  });

  test('melds read from the text are said as such, and stages after the deciding one are marked not reached', async () => {
    const { stdout } = await run(['five-card sequence up to the King of Rosen', 'four aces', '-t', 'S']);
    expect(stdout).toContain('Player 1 (Forehand) (read as melds): H9 HT HJ HQ HK');
    expect(stdout).toMatch(/highest card\s+King\s+Ace\s+\(not reached\)/);
  });

  test.each(['en', 'de', 'de-CH', 'fr', 'it'])('--help in %s: no column runs into the next', async (lang) => {
    const { stdout } = await run(['--help', '--lang', lang]);
    const lines = stdout.split('\n');
    for (const line of lines.filter((text) => !text.startsWith('  jass-weis "'))) expect(line.length).toBeLessThanOrEqual(100);
    // Every two-column row: the left cell, then at least two spaces, then the description.
    for (const left of ['jass-weis stats [--rules R] [--trump T]', '"Rosen Ober, Schilte Ass"  "roi de cœur"', '-t, --trump T']) {
      const line = lines.find((text) => text.includes(left)) as string;
      expect(line.slice(line.indexOf(left) + left.length)).toMatch(/^( {2,}\S.*)?$/);
    }
  });
});

describe('the built binary, as a user runs it (smoke tests; the rest runs in process)', () => {
  test('a table answers in words, exit 0', () => {
    const { code, stdout } = binary(['H9 HT HJ HQ HK', 'HA DA SA CA', '--trump', 'S']);
    expect(code).toBe(0);
    expect(stdout).toContain('Player 1 wins (decided by cards)');
  });

  test('a JSON table on stdin answers in JSON', () => {
    const { code, stdout } = binary(['--json'], JSON.stringify({ trump: 'S', hands: ['H9 HT HJ HQ HK', 'HA DA SA CA'] }));
    expect(code).toBe(0);
    expect(JSON.parse(stdout).winner).toEqual({ seat: 0, team: 0, decidedBy: 'cards' });
  });

  test('bad input: exit 2 and a sentence on stderr, no stack trace', () => {
    const { code, stdout, stderr } = binary(['Ass 6']);
    expect([code, stdout]).toEqual([2, '']);
    expect(stderr).toContain('“6” needs its suit.');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
