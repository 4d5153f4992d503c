import type { CliWords } from '../i18n/cli/index.js';

/** `jass-weis --help` in the reader's language, with worked examples. */
export function helpText(words: CliWords): string {
  const row = (left: string, right: string) => `  ${left.padEnd(38)}${right}`;
  return `jass-weis: which Weis wins, and why.

${words.usage}
${row('jass-weis HAND [HAND ...] [options]', words.hands)}
${row('jass-weis --json < table.json', words.json)}
${row('jass-weis --example', words.example)}
${row('jass-weis stats [--rules R] [--trump T]', words.stats)}
${row('jass-weis odds HAND [options]', words.odds)}

${words.notations}
${row('H9 HT HJ HQ HK', words.notationCanonical)}
${row('10H  ♥10  A♠', words.notationSymbols)}
${row('"Rosen Ober, Schilte Ass"  "roi de cœur"', words.notationNames)}
${row('Puur, Nell, bourg', words.notationTrump)}
${row('"five-card sequence up to the King; four aces"', '')}
${row('', words.notationMelds)}
${row('-', words.notationUnknown)}
${words.teams}

${words.options}
${row('-r, --rules R', words.optRules)}
${row('-t, --trump T', words.optTrump)}
${row('-f, --forehand N', words.optForehand)}
${row('-x, --factor F', words.optFactor)}
${row('-l, --lang L', words.optLang)}
${row('    --face F', words.optFace)}
${row('    --game G', words.optGame)}
${row('    --names "A|B|C|D"', words.optNames)}
${row('    --tricks A,B', words.optTricks)}
${row('    --trick CARDS', words.optTrick)}
${row('    --option K=V', words.optOption)}
${row('    --json', words.optJson)}
${row('-h, --help', words.optHelp)}
  ${words.oddsOptions}

${words.examples}
  jass-weis "H9 HT HJ HQ HK" "HA DA SA CA" --trump S
      ${words.exampleCards}
  jass-weis "Rosen Ober, Rosen König, Rosen Ass" "Schilte 6, Schilte 7, Schilte 8" -t Schilten -x 2 -l de-CH
      ${words.exampleSwiss}
  jass-weis "five-card sequence up to the King of Rosen" "four aces"
      ${words.exampleMelds}
  jass-weis odds "H9 HT HJ HQ" --trump S
      ${words.exampleOdds}

${words.exitCodes}
  ${words.exitMeanings}

${words.rulesDoc}
`;
}
