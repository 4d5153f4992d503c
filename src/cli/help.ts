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
export function helpRow(left: string, right: string): string {
  const indent = ' '.repeat(LEFT);
  const described = wrapWords(right, HELP_WIDTH - LEFT);
  const head = `  ${left}`;
  if (described.length === 0) return head;
  const [first, ...rest] = described;
  const lines = head.length <= LEFT - 2 ? [`${head.padEnd(LEFT)}${first}`] : [head, `${indent}${first}`];
  return [...lines, ...rest.map((line) => `${indent}${line}`)].join('\n');
}

/** A paragraph wrapped within the width, every line indented alike. */
export const helpParagraph = (text: string, indent = 0): string =>
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
${helpRow('jass-weis HAND [HAND ...] [options]', words.hands)}
${helpRow('jass-weis --json < table.json', words.json)}
${helpRow('jass-weis --example', words.example)}
${helpRow('jass-weis stats [--rules R] [--trump T]', words.stats)}
${helpRow('jass-weis odds HAND [options]', words.odds)}
${helpRow('jass-weis render HAND [...] [--svg|--png]', words.render)}
${helpRow('jass-weis serve [--port N]', words.serve)}

${helpParagraph(words.notations)}
${helpRow('H9 HT HJ HQ HK', words.notationCanonical)}
${helpRow('10H  ♥10  A♠', words.notationSymbols)}
${helpRow('"Rosen Ober, Schilte Ass"  "roi de cœur"', words.notationNames)}
${helpRow('Puur, Nell, bourg', words.notationTrump)}
${helpRow('"five-card sequence up to the King; four aces"', '')}
${helpRow('', words.notationMelds)}
${helpRow('fifty  "füfzg bis zum König"  nothing', '')}
${helpRow('', words.notationSaid)}
${helpRow('-', words.notationUnknown)}
${helpParagraph(words.teams)}

${words.options}
${SETTING_NAMES.map((name) => helpRow(settingOption(name), words.fields[name])).join('\n')}
${helpRow('-l, --lang L', words.optLang)}
${helpRow('    --face F', words.optFace)}
${helpRow('    --names "A|B|C|D"', words.optNames)}
${helpRow('    --tricks A,B', words.optTricks)}
${helpRow('    --trick CARDS', words.optTrick)}
${helpRow('    --option K=V', words.optOption)}
${helpRow('    --options', words.optOptions)}
${helpRow('    --schema', words.optSchema)}
${helpRow('    --json', words.optJson)}
${helpRow('-h, --help', words.optHelp)}
${helpParagraph(words.oddsOptions, 2)}

${words.examples}
  jass-weis "H9 HT HJ HQ HK" "HA DA SA CA" --trump S
${helpParagraph(words.exampleCards, 6)}
  jass-weis "Rosen Ober, Rosen König, Rosen Ass" "Schilte 6, Schilte 7, Schilte 8" -t Schilten -x 2 -l de-CH
${helpParagraph(words.exampleSwiss, 6)}
  jass-weis "five-card sequence up to the King of Rosen" "four aces"
${helpParagraph(words.exampleMelds, 6)}
  jass-weis odds "H9 HT HJ HQ" --trump S
${helpParagraph(words.exampleOdds, 6)}

${words.exitCodes}
${helpParagraph(words.exitMeanings, 2)}

${helpParagraph(words.rulesDoc)}
`;
}
