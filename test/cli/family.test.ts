import { describe, expect, test } from 'vitest';
import { cli as run } from '../helpers/cli.js';

// Issue 44: every Jass of the family on the command line, in each language, in the game's own words.
describe('jass-weis --rules klaverjas --trick: the roem of a trick', () => {
  test.each([
    ['en', 'Roem of the trick: 40', 'Stuk 20'],
    ['de-CH', 'Roem des Stichs: 40', 'Stuk 20'],
    ['de', 'Roem des Stichs: 40', 'Stuk 20'],
    ['fr', 'Roem du pli : 40', 'Stuk 20'],
    ['it', 'Roem della presa: 40', 'Stuk 20'],
  ])('%s: “SQ SK SA H7” with spades trump is 40, a run of three and stuk', async (lang, total, stuk) => {
    const answer = await run(['--rules', 'klaverjas', '--trump', 'S', '--trick', 'SQ SK SA H7', '--lang', lang]);
    expect(answer.code).toBe(0);
    expect(answer.stdout).toContain(total);
    expect(answer.stdout).toContain(stuk);
  });

  test('as JSON: roem with its points and the melds that make them', async () => {
    const answer = await run(['--rules', 'klaverjas', '--trump', 'S', '--trick', 'SQ SK SA H7', '--json']);
    expect(answer.code).toBe(0);
    const result = JSON.parse(answer.stdout);
    expect(result.roem).toMatchObject({ points: 40, stoeck: true, cards: 4, melds: [{ kind: 'sequence', points: 20 }] });
    expect(result.meldsCount).toBe('trick');
  });

  test('a JSON table with rules klaverjas and a trick, no hands', async () => {
    const answer = await run(['--json'], JSON.stringify({ rules: 'klaverjas', trump: 'H', trick: 'HJ DJ SJ CJ' }));
    expect(JSON.parse(answer.stdout).roem.points).toBe(200);
  });

  test('a 6 is refused with the coded error that names it: exit 2, in JSON and in a sentence', async () => {
    const json = await run(['--rules', 'klaverjas', '--trump', 'S', '--trick', 'SQ SK SA H6', '--json']);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout).error).toMatchObject({ code: 'not-in-deck', token: 'H6', field: 'trick' });
    const text = await run(['--rules', 'klaverjas', '--trump', 'S', '--trick', 'SQ SK SA H6', '--lang', 'fr']);
    expect(text.code).toBe(2);
    expect(text.stderr).toMatch(/H6.*n’est pas dans ce jeu\./);
  });

  test('hands alone: the answer says a hand has no roem to declare', async () => {
    const answer = await run(['HJ HQ HK HA', '--rules', 'klaverjas', '--trump', 'H']);
    expect(answer.code).toBe(0);
    expect(answer.stdout).toContain('a hand alone has none to declare');
    expect(answer.stdout).not.toContain('Stuk');
  });

  test('odds and statistics say why they do not apply', async () => {
    expect((await run(['stats', '--rules', 'klaverjas'])).stdout).toContain('roem counts in the cards of a trick');
    expect((await run(['odds', 'HJ HQ HK', '--rules', 'klaverjas', '--trump', 'H'])).stdout).toContain(
      'roem counts in the cards of a trick',
    );
  });
});

describe('jass-weis --rules belote: annonces in Belote’s words', () => {
  test('French: tierce, cinquante, belote et rebelote; the carré before the cent', async () => {
    const answer = await run(['H9 HT HJ HQ HK', 'CA DA SA HA', '-r', 'belote', '-t', 'S', '-l', 'fr']);
    expect(answer.code).toBe(0);
    expect(answer.stdout).toContain('Cent au roi de cœur');
    expect(answer.stdout).toContain('Carré d’as');
    expect(answer.stdout).toMatch(/Joueur 2 & Joueur 4 marquent\s?: Annonces 100/);
  });

  test.each([
    ['en', 'Tierce, Hearts up to the Jack', 'Belote-rebelote'],
    ['fr', 'Tierce au valet de cœur', 'Belote et rebelote'],
    ['de', 'Tierce Herz bis Bauer', 'Belote und Rebelote'],
    ['it', 'Tierce di cuori fino al fante', 'Belote e rebelote'],
  ])('%s', async (lang, tierce, belote) => {
    const answer = await run(['H9 HT HJ SQ SK', 'D7 D8', '-r', 'belote', '-t', 'S', '-l', lang]);
    expect(answer.code).toBe(0);
    expect(answer.stdout).toContain(tierce);
    expect(answer.stdout).toContain(belote);
  });

  test('the carré of 100 beats the cent, on the kind of annonce', async () => {
    const answer = await run(['H9 HT HJ HQ HK', 'CA DA SA HA', '-r', 'belote', '-t', 'S', '--json']);
    expect(JSON.parse(answer.stdout).winner).toEqual({ seat: 1, team: 1, decidedBy: 'kind' });
  });
});

/** The command's answer for `hands` under `rules` with Spades trump in `lang`, its spaces plain (French sets its quotes apart with a narrow no-break space). */
async function spadesTrumpAnswer(rules: string, hands: string[], lang: string): Promise<string> {
  const answer = await run(['--rules', rules, '--trump', 'S', ...hands, '--lang', lang]);
  expect(answer.code).toBe(0);
  return answer.stdout.replace(/[\u00a0\u202f]/g, ' ');
}

// Issue 45: a Belote player announces a run of three as a "tierce" (FFB: tierce, cinquante, cent), not "twenty".
describe('jass-weis --rules belote: what a player says is the annonce as Belote players name it', () => {
  test.each([
    ['en', 'says “tierce”', 'says “fifty”'],
    ['de-CH', 'sagt «Tierce»', 'sagt «füfzg»'],
    ['de', 'sagt „Tierce“', 'sagt „fünfzig“'],
    ['fr', 'annonce « tierce »', 'annonce « cinquante »'],
    ['it', 'dice «tierce»', 'dice «cinquanta»'],
  ])('%s: a tierce is said by its name, a quarte by its value', async (lang, tierce, fifty) => {
    const text = await spadesTrumpAnswer('belote', ['C7 C8 C9 DJ DK DA ST SQ', 'H7 H8 H9 HT D7 D8 S7 S8'], lang);
    expect(text).toContain(tierce);
    expect(text).toContain(fifty);
  });

  test('Schieber players still say the value: “twenty”', async () => {
    const answer = await run(['C7 C8 C9 DJ DK DA ST SQ H6', 'H7 H8 H9 HT D7 D8 S7 S8 S6']);
    expect(answer.stdout).toContain('says “twenty”');
  });
});

// Nio Jass names Belot's runs "Tierce (20), Quarte (50), or Quint (100)": a player says "tierce", the run is named so.
describe('jass-weis --rules belot: runs named and said as Nio Jass names them', () => {
  test.each([
    ['en', 'Tierce, Clubs up to the 9', 'says “tierce”', 'Quint, Hearts up to the Jack'],
    ['de-CH', 'Tierce Kreuz bis 9', 'sagt «Tierce»', 'Quinte Herz bis Bauer'],
    ['de', 'Tierce Kreuz bis 9', 'sagt „Tierce“', 'Quinte Herz bis Bauer'],
    ['fr', 'Tierce au 9 de trèfle', 'annonce « tierce »', 'Quinte au valet de cœur'],
    ['it', 'Tierce di fiori fino al 9', 'dice «tierce»', 'Quinte di cuori fino al fante'],
  ])('%s', async (lang, tierce, said, quint) => {
    const text = await spadesTrumpAnswer('belot', ['C7 C8 C9 DJ DK DA ST SQ', 'H7 H8 H9 HT HJ D8 S7 S8'], lang);
    expect(text).toContain(tierce);
    expect(text).toContain(said);
    expect(text).toContain(quint);
  });
});
