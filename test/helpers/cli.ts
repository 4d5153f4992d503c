import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runCli } from '../../src/cli/main.js';
import { POLL } from '../e2e/hang-limits.js';

export interface CliAnswer {
  code: number;
  stdout: string;
  stderr: string;
  /** It gave no answer within the time allowed. */
  killed: boolean;
}

const BIN = fileURLToPath(new URL('../../bin/jass-weis.js', import.meta.url));

/**
 * The command run in this process through its injectable entry (`runCli`): the same code the
 * binary runs, with stdin, stdout and stderr as strings. A hang (no answer within a poll's
 * limit, hang-limits.ts) is answered as `killed`.
 */
export async function cli(args: readonly string[], stdin = '', timeoutMs = POLL.timeout): Promise<CliAnswer> {
  let stdout = '';
  let stderr = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const io = {
    readStdin: async () => stdin,
    renderHtml: () => import('../../components/jass-weis-calculator/server-render.js').then((module) => module.renderFigureHtml),
    write: (text: string) => {
      stdout += text;
    },
    error: (text: string) => {
      stderr += text;
    },
  };
  const code = await Promise.race([runCli(args, io), hung]);
  clearTimeout(timer);
  return { code: code ?? -1, stdout, stderr, killed: code === null };
}

/** The built binary, as a user runs it: for the few smoke tests of the real process. */
export function binary(args: readonly string[], stdin = ''): CliAnswer {
  const child = spawnSync(process.execPath, [BIN, ...args], { input: stdin, encoding: 'utf8' });
  return { code: child.status ?? -1, stdout: child.stdout, stderr: child.stderr, killed: child.status === null };
}
