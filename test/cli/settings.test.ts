import { describe, expect, it } from 'vitest';
import { parseCli } from '../../src/cli/args.js';
import { helpText, settingOption } from '../../src/cli/help.js';
import { LANGS, SETTING_NAMES, settingSpec } from '../../src/core/index.js';
import { CLI_WORDS } from '../../src/i18n/cli/index.js';
import { cli } from '../helpers/cli.js';
import { badSetting, sampleSetting } from '../helpers/settings.js';

/* Issue 37: each table setting of the core's registry is a command-line option, in every language's help. */
describe('the table settings on the command line (issue 37)', () => {
  it.each(LANGS)('--help in %s lists every setting with its own help line', (lang) => {
    const help = helpText(CLI_WORDS[lang]);
    for (const name of SETTING_NAMES) {
      expect(help).toContain(`--${name} ${settingSpec(name).cli.placeholder}`);
      const line = help.split('\n').find((text) => text.includes(settingOption(name)));
      expect(line, name).toContain(CLI_WORDS[lang].fields[name].slice(0, 20));
    }
  });

  it.each(SETTING_NAMES)('--%s takes a value into the table (seats counted from 1), and its short form too', (name) => {
    const sample = sampleSetting(name);
    const seat = settingSpec(name).kind === 'seat';
    const typed = seat ? Number(sample) + 1 : sample;
    const parsed = parseCli(['H9 HT HJ', `--${name}`, String(typed)]);
    expect('request' in parsed && parsed.request[name]).toBe(sample);
    const short = settingSpec(name).cli.short;
    if (short) {
      const shortened = parseCli(['H9 HT HJ', `-${short}`, String(typed)]);
      expect('request' in shortened && shortened.request[name]).toBe(sample);
    }
  });

  it.each(SETTING_NAMES)('--%s with a value it does not allow: exit 2 and a coded error naming the field', async (name) => {
    const answer = await cli(['H9 HT HJ HQ HK', 'HA DA SA CA', `--${name}`, badSetting(name), '--json']);
    expect(answer.code).toBe(2);
    expect(JSON.parse(answer.stdout).errors[0].field).toBe(name);
  });
});
