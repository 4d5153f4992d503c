import { describe, expect, test } from 'vitest';
import { formatStats, type StatsReport } from '../../src/cli/stats.js';
import { enumerateHands, LANGS, makeRules, RULE_OPTION_NAMES, ruleOptionSpec, statsRows } from '../../src/core/index.js';
import { CLI_WORDS } from '../../src/i18n/cli/index.js';
import { getMessages } from '../../src/i18n/index.js';
import { cli } from '../helpers/cli.js';

/*
 * Issue 38: the command line lists every rule option (`--options`) and prints the JSON Schema of
 * a table (`--schema`), both made from the core's one list of options, in the reader's language.
 */
describe('jass-weis --options', () => {
  test.each(LANGS)('lists every option of the core’s list, with what it takes, in %s', async (lang) => {
    const { code, stdout } = await cli(['--options', '--lang', lang]);
    expect(code).toBe(0);
    const words = CLI_WORDS[lang];
    // Whatever the wrapping: every run of spaces, no-break ones included, as one space.
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    for (const name of RULE_OPTION_NAMES) {
      expect(stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
      expect(flat(stdout)).toContain(flat(words.ruleOptions[name]));
      const spec = ruleOptionSpec(name);
      if (spec.kind === 'choice') expect(flat(stdout)).toContain(spec.values.join(' | '));
    }
  });

  test('each option’s value in the rules chosen, options given included', async () => {
    const schieber = (await cli(['--options'])).stdout.replace(/\s+/g, ' ');
    expect(schieber).toContain('(true | false). Schieber: true');
    expect(schieber).toContain('(strongest | total). Schieber: strongest');
    const changed = (await cli(['--options', '--rules', 'no-cross', '--option', 'declares=total'])).stdout.replace(/\s+/g, ' ');
    expect(changed).toMatch(/\(strongest \| total\)\. [^:]+: total/);
  });

  test('--json: the list as data, each option with its value', async () => {
    const { stdout } = await cli(['--options', '--json', '--rules', 'belot']);
    const list = JSON.parse(stdout) as { name: string; kind: string; value: unknown }[];
    expect(list.map((entry) => entry.name)).toEqual(RULE_OPTION_NAMES);
    const belot = makeRules('belot');
    for (const entry of list) expect(entry.value).toEqual(belot[entry.name as keyof typeof belot]);
  });

  test('--help names --options and --schema', async () => {
    const help = (await cli(['--help'])).stdout;
    expect(help).toContain('--options');
    expect(help).toContain('--schema');
  });
});

describe('jass-weis --schema', () => {
  test('a JSON Schema of draft 2020-12 with every rule option, described in the reader’s language', async () => {
    const schema = JSON.parse((await cli(['--schema', '--lang', 'de'])).stdout);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(Object.keys(schema.properties.options.properties)).toEqual(RULE_OPTION_NAMES);
    expect(schema.properties.options.properties.stoeck.description).toBe(CLI_WORDS.de.ruleOptions.stoeck);
  });
});

describe('the new options on the command line', () => {
  test('--option stoeck=false: no Stöck in the answer, not even a 0', async () => {
    const withStoeck = (await cli(['HQ HK HA', 'S6 S7 S8', '--trump', 'H'])).stdout;
    expect(withStoeck).toContain('Stöck');
    const { code, stdout } = await cli(['HQ HK HA', 'S6 S7 S8', '--trump', 'H', '--option', 'stoeck=false']);
    expect(code).toBe(0);
    expect(stdout).not.toContain('Stöck');
    expect(stdout).toContain('write: Melds 20');
  });

  test('--option fourBeatsSequence=true: four Kings beat five in a row, the ladder names the kind of Weis', async () => {
    const { stdout } = await cli(['H6 H7 H8 H9 HT', 'HK DK SK CK', '--trump', 'S', '--option', 'fourBeatsSequence=true']);
    expect(stdout).toContain('Player 2 wins (decided by kind of meld)');
    expect(stdout).toMatch(/kind of meld\s+Four of a kind\s+Run/);
  });

  test('a said value the option puts in question: the table asks whether it is a four of a kind', async () => {
    const args = ['HK DK SK CK H6 H7 C9 D8 ST', 'a hundred', '--trump', 'S', '--option', 'fourBeatsSequence=true'];
    const text = (await cli(args)).stdout;
    expect(text).toContain('Ask Player 2: a four of a kind?');
    expect(text).toContain('Player 1 & Player 3 write if Player 2 holds a run, not a four of a kind.');
    expect((await cli([...args, '--lang', 'de'])).stdout).toContain('Frag Spieler 2: Vier Gleiche?');
  });

  test('an option that means nothing beside another: exit 2, the sentence names the other option', async () => {
    const { code, stderr } = await cli(['H6 H7 H8', '--option', 'declares=total']);
    expect(code).toBe(2);
    expect(stderr).toContain('Option “declares” has the wrong value. It means nothing with “crossUse” as these rules set it.');
    const json = JSON.parse((await cli(['H6 H7 H8', '--option', 'declares=total', '--json'])).stdout);
    expect(json.error).toMatchObject({ code: 'bad-option', field: 'options.declares', conflict: 'crossUse' });
  });

  test('a bad value of an option with few values: the values it takes', async () => {
    const { stderr } = await cli(['H6 H7 H8', '--option', 'declares=largest']);
    expect(stderr).toContain('Valid: strongest, total.');
  });
});

describe('stats without Stöck', () => {
  const reportOf = (stoeck: boolean): StatsReport => {
    const counts = enumerateHands(makeRules('schieber', { stoeck }), 'H', { part: 0, parts: 4096 });
    const withStoeck = counts.bestWithStoeck.reduce((a, b) => a + b, 0);
    return {
      rules: 'schieber',
      trump: 'H',
      deck: 'jass',
      handSize: 9,
      hands: counts.hands,
      rows: statsRows(counts),
      stoeck: counts.countsStoeck ? { count: withStoeck, probability: withStoeck / counts.hands } : null,
      holdingFour: {},
      workers: 1,
      seconds: 1,
    };
  };

  test('the table has no Stöck column and no Stöck line', () => {
    expect(formatStats(reportOf(true), getMessages('en'), CLI_WORDS.en)).toContain('with Stöck');
    const text = formatStats(reportOf(false), getMessages('en'), CLI_WORDS.en);
    expect(text).not.toContain('Stöck');
    expect(text).toContain('best Weis');
  });
});
