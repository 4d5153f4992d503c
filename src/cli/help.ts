import { SETTING_NAMES, type SettingName, settingSpec } from '../core/index.js';
import type { CliWords } from '../i18n/cli/index.js';
import { wrapWords } from '../i18n/wrap.js';

/** The help's width and its two columns: a command or notation, then what it does. */
export const HELP_WIDTH = 100;
const LEFT = 34;

/**
 * One row of two columns: the description starts at the same column on every row, wrapped
 * within the width; a left cell too long for its column gets the description on the next line.
 */
function row(left: string, right: string): string {
  const indent = ' '.repeat(LEFT);
  const described = wrapWords(right, HELP_WIDTH - LEFT);
  const head = `  ${left}`;
  if (described.length === 0) return head;
  const [first, ...rest] = described;
  const lines = head.length <= LEFT - 2 ? [`${head.padEnd(LEFT)}${first}`] : [head, `${indent}${first}`];
  return [...lines, ...rest.map((line) => `${indent}${line}`)].join('\n');
}

/** A paragraph wrapped within the width, every line indented alike. */
const paragraph = (text: string, indent = 0): string =>
  wrapWords(text, HELP_WIDTH - indent)
    .map((line) => `${' '.repeat(indent)}${line}`)
    .join('\n');

/** A table setting's option as `--help` writes it: `-x, --factor F`, `    --game G`. */
export function settingOption(name: SettingName): string {
  const { short, placeholder } = settingSpec(name).cli;
  return `${short ? `-${short},` : '   '} --${name} ${placeholder}`;
}

/** `jass-weis --help` in the reader's language, with worked examples. */
export function helpText(words: CliWords): string {
  return `jass-weis: which Weis wins, and why.

${words.usage}
${row('jass-weis HAND [HAND ...] [options]', words.hands)}
${row('jass-weis --json < table.json', words.json)}
${row('jass-weis --example', words.example)}
${row('jass-weis stats [--rules R] [--trump T]', words.stats)}
${row('jass-weis odds HAND [options]', words.odds)}
${row('jass-weis render HAND [...] [--svg|--png]', words.render)}
${row('jass-weis serve [--port N]', words.serve)}

${paragraph(words.notations)}
${row('H9 HT HJ HQ HK', words.notationCanonical)}
${row('10H  ♥10  A♠', words.notationSymbols)}
${row('"Rosen Ober, Schilte Ass"  "roi de cœur"', words.notationNames)}
${row('Puur, Nell, bourg', words.notationTrump)}
${row('"five-card sequence up to the King; four aces"', '')}
${row('', words.notationMelds)}
${row('fifty  "füfzg bis zum König"  nothing', '')}
${row('', words.notationSaid)}
${row('-', words.notationUnknown)}
${paragraph(words.teams)}

${words.options}
${SETTING_NAMES.map((name) => row(settingOption(name), words.fields[name])).join('\n')}
${row('-l, --lang L', words.optLang)}
${row('    --face F', words.optFace)}
${row('    --names "A|B|C|D"', words.optNames)}
${row('    --tricks A,B', words.optTricks)}
${row('    --trick CARDS', words.optTrick)}
${row('    --option K=V', words.optOption)}
${row('    --json', words.optJson)}
${row('-h, --help', words.optHelp)}
${paragraph(words.oddsOptions, 2)}

${words.examples}
  jass-weis "H9 HT HJ HQ HK" "HA DA SA CA" --trump S
${paragraph(words.exampleCards, 6)}
  jass-weis "Rosen Ober, Rosen König, Rosen Ass" "Schilte 6, Schilte 7, Schilte 8" -t Schilten -x 2 -l de-CH
${paragraph(words.exampleSwiss, 6)}
  jass-weis "five-card sequence up to the King of Rosen" "four aces"
${paragraph(words.exampleMelds, 6)}
  jass-weis odds "H9 HT HJ HQ" --trump S
${paragraph(words.exampleOdds, 6)}

${words.exitCodes}
${paragraph(words.exitMeanings, 2)}

${paragraph(words.rulesDoc)}
`;
}
