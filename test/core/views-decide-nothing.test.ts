import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

/*
 * Issue 14: views format the core's answer; they never compare, count, or choose a rule. This
 * reads every view's source (the element, the extension, the CLI, the words, the site) and
 * fails on the habits that once put rules there.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VIEWS = [
  'components',
  'entrypoints',
  'src/extension',
  'src/cli',
  'src/i18n',
  'src/ui',
  'src/service',
  'src/figure',
  'src/wordpress',
  'site',
];
/** The one module that words a contest by its kind: it alone may know Belot's contests apart. */
const CONTEST_WORDS = 'src/i18n/contest-words.ts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) ? [path] : [];
  });
}

const PRESET = '(schieber|official|no-cross|traditional|vorarlberg|belot)';
const FORBIDDEN: [string, RegExp][] = [
  ['Stöck points written out (the answer has stoeckPoints)', /\*\s*20\b|STOECK_POINTS/],
  [
    'a decision on a rule option (the answer says what it means)',
    /rules\.(contests|deck|crossUse|declares|writes|needsTrick|sequencePoints|fourPoints|fourOrder|suitOrder|lowestWinsBottomUp|molotowCompare|sequenceFrom|stoeck|fourBeatsSequence)\b\s*([!=]==|\?|&&|\|\|)/,
  ],
  ['a decision by preset name', new RegExp(`[!=]==\\s*'${PRESET}'|'${PRESET}'\\s*[!=]==`)],
  ['a deck or rule guessed from the modes', /modes\.includes\('(no-trumps|all-trumps|obenabe|undenufe|bock|geiss|slalom)'\)/],
  [
    'a decision by game name (the answer says whether Weis is played)',
    /GAMES_WITHOUT_WEIS|playsWeis\(|game\s*[!=]==\s*'(molotow|coiffeur|differenzler)'/,
  ],
  [
    'Stöck or Belot decided in a view (the answer has stoeckWord)',
    /\?\s*ui\.belot\s*:\s*ui\.stoeck|\?\s*ui\.stoeck\s*:\s*ui\.belot/,
  ],
  ['words filled in by replacing placeholders (messages are typed functions)', /\.replace\(\s*'\{\w+\}'|fillIn\(/],
  // Issue 37: every view loops over the core's list of contests (resultContests, verdictContests, oddsContests).
  [
    'a branch on the shape of the contests (one, or Belot’s two)',
    /\b(verdict|result|odds|Result)\??\.contests?\b|\.contests\??\.(sequence|four)\b/,
  ],
  // Issue 37: which odds to count, and on how many deals, is the core's (oddsPlan).
  [
    'an odds decision (which odds, how many deals: oddsPlan decides)',
    /verdictOddsRequest|outcome\s*[!=]==\s*'conditional'|'conditional'\s*[!=]==|\bdeals\s*[:=]\s*\d|\b\d[\d_]{2,}\s*(\)|,)?\s*\/\/.*\bdeals\b|_DEALS\s*=/,
  ],
];

describe('issue 14: no rule is decided outside src/core', () => {
  const files = VIEWS.flatMap((dir) => sources(join(ROOT, dir)));

  test('the views are read (the check sees them)', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  test.each(FORBIDDEN)('no view has %s', (_what, pattern) => {
    const found = files
      .filter((file) => !file.endsWith(CONTEST_WORDS))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) => (pattern.test(line) ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });

  test.each([
    ["const open = [result.verdict?.contest, result.verdict?.contests?.sequence].some((c) => c?.outcome === 'conditional');"],
    ['if (verdict.contests) add(verdict.contests.sequence);'],
    ['const odds = open ? verdictOddsRequest(table, 20_000) : null;'],
    ['private readonly deals = 5_000,'],
    ["const stoeck = rules.stoeck ? ui.stoeck : '';"],
    ['if (table.rules.fourBeatsSequence && rung.stage === "kind") return;'],
  ])('the check finds a decision put back in a view: %s', (line) => {
    expect(FORBIDDEN.some(([, pattern]) => pattern.test(line))).toBe(true);
  });
});
