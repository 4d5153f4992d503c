// A seeded corpus of hostile inputs for the `jass-weis` command: what a careless or hostile
// user types or pipes in. The fuzz test runs every one through the real process; `npm run bench`
// times them. The same seed gives the same corpus everywhere.
import fc from 'fast-check';

const deep = (open, close, depth) => open.repeat(depth) + close.repeat(depth);
const json = (value) => JSON.stringify(value);

/** Hand-written cases, one per class the issue names. */
const FIXED = [
  { name: 'deep array in hands', args: ['--json'], stdin: `{"hands":${deep('[', ']', 20000)}}` },
  {
    name: 'deep object in options',
    args: ['--json'],
    stdin: `{"hands":["H6"],"options":${deep('{"a":', '}', 5000).replace(/:}/, ':1}')}}`,
  },
  { name: 'unterminated nesting', args: ['--json'], stdin: '['.repeat(8192) },
  { name: '120,000 bad words', args: ['--json'], stdin: json({ hands: ['zz '.repeat(120_000)] }) },
  { name: '10 MB of H6 on stdin', args: ['--json'], stdin: 'H6 '.repeat(3_500_000) },
  { name: 'one 10 MB word', args: ['--json'], stdin: json({ hands: ['x'.repeat(10_000_000)] }) },
  { name: 'one 100 KB word as an argument', args: ['y'.repeat(100_000)] },
  { name: 'options.deck not a deck', args: ['--json'], stdin: json({ hands: ['H6'], options: { deck: 'tarot' } }) },
  { name: 'options.stages unknown', args: ['--json'], stdin: json({ hands: ['H6'], options: { stages: ['luck'] } }) },
  { name: 'fourPoints empty', args: ['--json'], stdin: json({ hands: ['HJ DJ SJ CJ'], options: { fourPoints: {} } }) },
  { name: 'sequencePoints words', args: ['--json'], stdin: json({ hands: ['H6 H7 H8'], options: { sequencePoints: ['x'] } }) },
  { name: 'sequenceFrom Z', args: ['--json'], stdin: json({ hands: ['H6'], options: { sequenceFrom: 'Z' } }) },
  { name: 'no stages', args: ['--json'], stdin: json({ hands: ['H6'], options: { stages: [] } }) },
  { name: 'fourOrder junk', args: ['--json'], stdin: json({ hands: ['H6'], options: { fourOrder: ['x'] } }) },
  { name: '__proto__ option', args: ['--json'], stdin: '{"hands":["H6"],"options":{"__proto__":{"crossUse":false}}}' },
  { name: '__proto__ field', args: ['--json'], stdin: '{"hands":["H6"],"__proto__":{"rules":"official"}}' },
  { name: '__proto__ flag option', args: ['H6 H7 H8', '--option', '__proto__={"crossUse":false}'] },
  { name: 'constructor flag option', args: ['H6 H7 H8', '--option', 'constructor=1'] },
  {
    name: 'J worth 1e308 with a factor',
    args: ['--json'],
    stdin: json({ hands: ['HJ DJ SJ CJ'], factor: 3, options: { fourPoints: { J: 1e308 } } }),
  },
  { name: 'impossible announcement', args: ['odds', 'H6 H7 H8', '--trump', 'S', '--announced', '2:990'] },
  { name: 'huge announcement', args: ['odds', 'H6 H7 H8', '--trump', 'S', '--announced', '2:99999999999999999999999'] },
  { name: 'own seat announces', args: ['odds', 'H6 H7 H8', '--trump', 'S', '--announced', '1:20'] },
  { name: 'ten million deals', args: ['odds', 'H6 H7 H8', '--deals', '10000000'] },
  { name: 'negative seed', args: ['odds', 'H6 H7 H8', '--seed', '-5'] },
  { name: 'word constructor', args: ['constructor'] },
  { name: 'word __proto__', args: ['__proto__ toString'] },
  { name: 'replacement pattern', args: ["H6 $& $' $` $1"] },
  { name: 'replacement pattern in rules', args: ['H6', '--rules', '$&$&'] },
  { name: 'holey hands', args: ['--json'], stdin: '{"hands":[null,,"H6"]}' },
  { name: 'hands a number', args: ['--json'], stdin: '{"hands":123}' },
  { name: 'hands an object', args: ['--json'], stdin: '{"hands":{"0":"H6","length":1}}' },
  { name: 'a thousand seats', args: ['--json'], stdin: json({ hands: Array.from({ length: 1000 }, () => 'H6') }) },
  { name: 'forehand 99', args: ['H6', '--forehand', '99'] },
  { name: 'factor 1e400', args: ['H6', '--factor', '1e400'] },
  { name: 'factor huge', args: ['H6', '--factor', '99999999999999999999999'] },
  { name: 'tricks 9 and 9', args: ['--json'], stdin: json({ rules: 'traditional', hands: ['H6'], tricks: [9, 9] }) },
  { name: 'tricks strings', args: ['H6', '--tricks', 'a,b'] },
  { name: 'unknown flag', args: ['H6', '--nonsense'] },
  { name: 'bad lang', args: ['H6', '--lang', 'xx'] },
  { name: 'bad face', args: ['H6', '--face', 'tarot'] },
  { name: 'five seats', args: ['H6', 'H7', 'H8', 'H9', 'HT'] },
  { name: 'empty stdin', args: ['--json'], stdin: '' },
  { name: 'stdin not JSON', args: ['--json'], stdin: '\u0000\u0001\u00ff garbage' },
  { name: 'stdin a string', args: ['--json'], stdin: '"H6"' },
  { name: 'stdin null', args: ['--json'], stdin: 'null' },
  { name: 'lone surrogates', args: ['\ud800\udfff\ud800 H6'] },
  { name: 'look-alike letters', args: ['Н6 НТ ЅА'] },
  { name: 'zero-width joiners', args: ['H\u200d6 H\u200b7'] },
  // Issue 25: words once dropped, merged or misread; each is read whole or reported.
  ...[
    'ten-card sequence up to the Ace',
    'hundred fifty',
    'four aces; four aces',
    'thirty',
    '75',
    'vierzig',
    'seventy',
    'fifty twenty',
    'fifty up to the King up to the Ace',
    'hundertfünfzig',
    'cent cinquante',
  ].map((said) => ({
    name: `said: ${said}`,
    args: ['--json'],
    stdin: json({ trump: 'S', hands: ['H9 HT HJ HQ S6 S7 DJ', said, null, null] }),
  })),
  { name: 'said: four jacks beside a known Jack', args: ['--json'], stdin: json({ trump: 'S', hands: ['HJ H6', 'four jacks'] }) },
  { name: 'stats unknown rules', args: ['stats', '--rules', 'poker'] },
  { name: 'stats bad option', args: ['stats', '--option', 'deck="x"'] },
];

const junk = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('H6', 'SA', '♥10', 'Rosen Ober', 'Puur', 'four aces', '-', '?', '--json', '--trump', '--option', '$&'),
);
const flag = fc.constantFrom(
  '--rules',
  '--trump',
  '--forehand',
  '--factor',
  '--lang',
  '--face',
  '--game',
  '--tricks',
  '--trick',
  '--option',
  '--seat',
  '--deals',
  '--seed',
  '--announced',
);
const argvCase = fc.record({
  // `stats` counts all 94 million hands when its flags are valid: a second each, so rarer here.
  command: fc.oneof(
    { weight: 6, arbitrary: fc.constant([]) },
    { weight: 3, arbitrary: fc.constant(['odds']) },
    { weight: 1, arbitrary: fc.constant(['stats']) },
  ),
  words: fc.array(
    fc.oneof(
      junk,
      fc.tuple(flag, junk).map(([f, v]) => `${f}=${v}`),
    ),
    { maxLength: 6 },
  ),
});
const value = fc.anything({
  maxDepth: 3,
  key: fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'hands', 'rules', 'options')),
});
const tableCase = fc.record(
  {
    rules: fc.oneof(fc.constantFrom('schieber', 'official', 'belot', 'vorarlberg'), value),
    trump: fc.oneof(fc.constantFrom('H', 'S', 'obenabe', 'bock', 'no-trumps'), value),
    hands: fc.oneof(fc.array(fc.oneof(junk, fc.constant(null), value), { maxLength: 5 }), value),
    options: fc.oneof(
      fc.dictionary(fc.constantFrom('crossUse', 'fourPoints', 'stages', 'deck', 'writes', 'x'), value, { maxKeys: 2 }),
      value,
    ),
    factor: fc.oneof(fc.integer({ min: -2, max: 2000 }), value),
    forehand: fc.oneof(fc.integer({ min: -1, max: 5 }), value),
  },
  { requiredKeys: [] },
);

/** The whole corpus: the fixed cases, then `generated` seeded ones. */
export function hostileCorpus(generated = 200, seed = 9) {
  const argv = fc
    .sample(argvCase, { seed, numRuns: generated / 2 })
    // A command line cannot carry NUL bytes.
    .map((c, index) => ({ name: `argv ${index}`, args: [...c.command, ...c.words].map((word) => word.replaceAll('\0', '')) }));
  const tables = fc.sample(tableCase, { seed, numRuns: generated / 2 }).map((table, index) => {
    let stdin;
    try {
      stdin = JSON.stringify(table) ?? 'null';
    } catch {
      stdin = '{"hands":[1n]}';
    }
    return { name: `json ${index}`, args: ['--json'], stdin };
  });
  return [...FIXED, ...argv, ...tables];
}
