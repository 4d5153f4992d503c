import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import markdownIt from 'markdown-it';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { afterAll, describe, expect, it } from 'vitest';
import markdownItJassWeis from '../../components/markdown/markdown-it.js';
import rehypeJassWeis from '../../components/markdown/rehype.js';
import { type CodeBlock, codeBlocks, DOC_FILES, REPO } from '../helpers/docs.js';

/*
 * Issue 47: every code block of the README and the guides is run, by its language (the table in
 * docs/contributing.md, "The docs are tested too"): a reader who copies one gets what the text
 * says. The command is this repository's, built (`npm test` builds it first), run as `npx
 * jass-weis` runs it. HTML blocks are loaded in Chromium by test/e2e/docs.e2e.test.ts.
 */

const SCRIPTS = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).scripts as Record<string, string>;
const BIN = join(REPO, 'bin/jass-weis.js');
/** `npx jass-weis` is this repository's command; any other `npx` is not the docs' to run. */
const SHIM = `npx() { if [ "$1" = "jass-weis" ]; then shift; "$JW_NODE" "$JW_BIN" "$@"; else echo "npx $1 is not run by the docs' test" >&2; return 127; fi; }`;
const work = mkdtempSync(join(tmpdir(), 'jass-weis-docs-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** One shell command as a reader would run it, in a folder of its own; its output, errors after it. */
function shell(command: string): { status: number | null; output: string } {
  const run = spawnSync('sh', ['-c', `${SHIM}\n${command} 2>&1`], {
    cwd: work,
    encoding: 'utf8',
    env: { ...process.env, JW_NODE: process.execPath, JW_BIN: BIN },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: run.status, output: run.stdout };
}

/**
 * A block of shell split into its commands: a new line ends one unless it is quoted or escaped,
 * and a `#` that starts a word outside quotes starts a comment.
 */
function shellCommands(block: string): string[] {
  const commands: string[] = [];
  let current = '';
  let quote: '"' | "'" | null = null;
  let comment = false;
  for (let at = 0; at < block.length; at++) {
    const char = block[at] as string;
    if (comment) {
      if (char !== '\n') continue;
      comment = false;
    }
    if (quote) {
      if (char === quote) quote = null;
      current += char;
      continue;
    }
    if (char === '\\' && block[at + 1] === '\n') {
      at++;
      current += ' ';
    } else if (char === '"' || char === "'") {
      quote = char;
      current += char;
    } else if (char === '#' && (current === '' || /\s$/.test(current))) {
      comment = true;
    } else if (char === '\n') {
      if (current.trim()) commands.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) commands.push(current.trim());
  return commands;
}

/** An `npm …` line names what `package.json` has: `npm ci`, `npm start`, `npm test`, `npm run <script>`. */
function checkNpm(command: string): void {
  for (const part of command.split('&&').map((piece) => piece.trim())) {
    const [, verb, script] = /^npm (ci|start|test|run ([\w:-]+))\b/.exec(part) ?? [];
    expect(verb, `not an npm command the docs may name: ${part}`).toBeDefined();
    if (verb === 'start' || verb === 'test') expect(SCRIPTS[verb], part).toBeDefined();
    if (script) expect(SCRIPTS[script], part).toBeDefined();
  }
}

function runShell(block: CodeBlock): void {
  const commands = shellCommands(block.value);
  expect(commands.length).toBeGreaterThan(0);
  for (const command of commands) {
    if (command.startsWith('npm ')) checkNpm(command);
    else if (/(^|\|\s*)npx jass-weis\b/.test(command)) {
      const { status, output } = shell(command);
      expect(status, `${command}\n${output.slice(0, 2000)}`).toBe(0);
    } else expect.fail(`${block.file}:${block.line}: a command the docs' test cannot run: ${command}`);
  }
}

/** Whether the lines printed are the lines shown, `…` standing for any lines. */
function matchesShown(printed: readonly string[], shown: readonly string[]): boolean {
  const [first, ...rest] = shown;
  if (first === undefined) return printed.length === 0;
  if (first.trim() === '…') return printed.some((_, from) => matchesShown(printed.slice(from), rest)) || matchesShown([], rest);
  return printed[0] === first && matchesShown(printed.slice(1), rest);
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n+$/, '')
    .split('\n');

function runConsole(block: CodeBlock): void {
  const sessions = block.value.split(/^\$ /m).slice(1);
  expect(sessions.length, 'a console block starts with a command after "$ "').toBeGreaterThan(0);
  expect(block.value.startsWith('$ ')).toBe(true);
  for (const session of sessions) {
    const [command = '', ...shown] = session.split('\n');
    expect(command, 'a console block runs the jass-weis command').toMatch(/^npx jass-weis\b/);
    const printed = lines(shell(command).output);
    const expected = lines(shown.join('\n'));
    expect(matchesShown(printed, expected), `${command}\nprinted:\n${printed.join('\n')}`).toBe(true);
  }
}

async function runMarkdown(block: CodeBlock): Promise<void> {
  const fences = (block.value.match(/^```jass-weis$/gm) ?? []).length;
  expect(fences, 'a Markdown block shows a jass-weis fence').toBeGreaterThan(0);
  const file = await unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeJassWeis)
    .use(rehypeStringify, { allowDangerousHtml: true })
    .process(block.value);
  expect(file.messages.map((message) => message.reason)).toEqual([]);
  expect(String(file).match(/<jass-weis-calculator readonly/g) ?? []).toHaveLength(fences);
  const warned: string[] = [];
  const html = markdownIt()
    .use(markdownItJassWeis, { warn: (message) => warned.push(message) })
    .render(block.value);
  expect(warned).toEqual([]);
  expect(html.match(/<jass-weis-calculator readonly/g) ?? []).toHaveLength(fences);
}

/** A layout: the path that starts each line (`src/core/`, `entrypoints/`) is there. */
function runLayout(block: CodeBlock): void {
  const paths = block.value
    .split('\n')
    .map((line) => /^([\w.-]+\/(?:[\w.-]+\/)*)\s/.exec(line)?.[1])
    .filter((path): path is string => path !== undefined);
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) expect(existsSync(join(REPO, path)), path).toBe(true);
}

const RUNNERS: Record<string, (block: CodeBlock) => void | Promise<void>> = {
  sh: runShell,
  console: runConsole,
  md: runMarkdown,
  text: runLayout,
  // In Chromium, with the element: test/e2e/docs.e2e.test.ts.
  html: () => {},
};

describe('issue 47: every code block of the README and the guides is run', () => {
  const blocks = DOC_FILES.flatMap(codeBlocks);

  it('the README and every guide are read, and each has code to run', () => {
    expect(DOC_FILES).toEqual(expect.arrayContaining(['README.md', 'docs/element.md', 'docs/cli.md', 'docs/contributing.md']));
    expect(blocks.length).toBeGreaterThan(10);
  });

  it('the README keeps exactly its two quick-start commands', () => {
    const commands = codeBlocks('README.md')
      .filter((block) => block.lang === 'sh')
      .flatMap((block) => shellCommands(block.value))
      .filter((command) => command.startsWith('npm '));
    expect(commands).toEqual(['npm ci && npm start', 'npm ci && npm test']);
  });

  for (const block of blocks) {
    it(`${block.file}:${block.line} (${block.lang || 'no language'})`, async () => {
      const run = RUNNERS[block.lang];
      if (!run) expect.fail(`a code block the docs' test cannot run: say its language (${Object.keys(RUNNERS).join(', ')})`);
      await run(block);
    }, 120_000);
  }
});

describe('the docs’ test itself', () => {
  it('splits shell as a shell does: quoted new lines, continued lines, comments', () => {
    expect(
      shellCommands(`npx jass-weis "a # b" -x 2   # a comment\necho '{"a":\n 1}' | npx jass-weis --json\nnpm run x \\\n  -- y`),
    ).toEqual(['npx jass-weis "a # b" -x 2', `echo '{"a":\n 1}' | npx jass-weis --json`, 'npm run x    -- y']);
  });

  it('matches shown lines, "…" standing for any lines', () => {
    expect(matchesShown(['a', 'b', 'c'], ['a', '…', 'c'])).toBe(true);
    expect(matchesShown(['a', 'c'], ['a', '…', 'c'])).toBe(true);
    expect(matchesShown(['a', 'b', 'c'], ['a', 'c'])).toBe(false);
    expect(matchesShown(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
  });
});
