import type { HostileCase } from './hostile-corpus.js';

export interface CliRun {
  code: number | null;
  killed: boolean;
  ms: number;
  stdout: string;
  stderr: string;
}
export function runCli(args: string[], stdin?: string, killAfterMs?: number): Promise<CliRun>;
export function runAll(
  cases: HostileCase[],
  concurrency?: number,
  run?: (args: string[], stdin: string) => Promise<Omit<CliRun, 'ms'> & { ms?: number }>,
): Promise<(HostileCase & CliRun)[]>;
