import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { DECK_INFO, type Mode, mergeCounts, type Rules, type StatsCounts, statsRows } from '../core/index.js';
import type { CliWords } from '../i18n/cli/index.js';
import { formatsOf, type Messages } from '../i18n/index.js';
import { decimalsIn } from './decimals.js';

export interface StatsReport {
  rules: string;
  trump: Mode;
  deck: Rules['deck'];
  handSize: number;
  hands: number;
  rows: ReturnType<typeof statsRows>;
  /** Hands with Stöck; null where the rules count none. */
  stoeck: { count: number; probability: number } | null;
  holdingFour: Record<string, number>;
  workers: number;
  seconds: number;
}

/** Enumerates every hand on all cores; `progress` gets the share done (0..1). */
export async function runStats(
  rules: Rules,
  mode: Mode,
  preset: string,
  progress?: (share: number) => void,
): Promise<StatsReport> {
  const started = performance.now();
  const parts = Math.max(1, Math.min(availableParallelism(), 8));
  const done = new Array<number>(parts).fill(0);
  const totals = new Array<number>(parts).fill(1);
  const results = await Promise.all(
    Array.from(
      { length: parts },
      (_, part) =>
        new Promise<StatsCounts>((resolve, reject) => {
          const worker = new Worker(new URL('./stats-worker.js', import.meta.url), { workerData: { rules, mode, part, parts } });
          worker.on(
            'message',
            (message: { type: 'progress'; done: number; total: number } | { type: 'done'; counts: StatsCounts }) => {
              if (message.type === 'done') {
                resolve(message.counts);
                void worker.terminate();
                return;
              }
              done[part] = message.done;
              totals[part] = message.total;
              progress?.(done.reduce((a, b) => a + b, 0) / totals.reduce((a, b) => a + b, 0));
            },
          );
          worker.on('error', reject);
        }),
    ),
  );
  const counts = mergeCounts(results);
  const stoeck = counts.bestWithStoeck.reduce((a, b) => a + b, 0);
  return {
    rules: preset,
    trump: mode,
    deck: rules.deck,
    handSize: DECK_INFO[rules.deck].handSize,
    hands: counts.hands,
    rows: statsRows(counts),
    stoeck: counts.countsStoeck ? { count: stoeck, probability: stoeck / counts.hands } : null,
    holdingFour: Object.fromEntries(
      ['6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A']
        .map((rank, index) => [rank, counts.holdingFour[index] ?? 0])
        .filter(([, n]) => n !== 0),
    ),
    workers: parts,
    seconds: (performance.now() - started) / 1000,
  };
}

/** The exact table in the reader's language. */
export function formatStats(report: StatsReport, messages: Messages, words: CliWords): string {
  const ui = messages.ui;
  const { number } = formatsOf(messages.lang);
  const { percent } = decimalsIn(messages.lang, 4);
  const label = (row: StatsReport['rows'][number]) =>
    row.kind === 'none' ? ui.noMeld : `${row.points} ${row.kind === 'four' ? ui.kindFour : ui.kindSequence}`;
  const rules = (messages.presetNames as Record<string, string>)[report.rules] ?? report.rules;
  // Rules without Stöck: neither its column nor its line.
  const { stoeck } = report;
  const withStoeck = (text: string) => (stoeck ? text.padStart(14) : '');
  const lines = [
    words.statsHeader(report.handSize, report.hands, rules, messages.modes[report.trump]),
    words.statsTime(decimalsIn(messages.lang, 2).number(report.seconds), report.workers),
    '',
    `${words.statsBest.padEnd(26)}${ui.statsHands.padStart(14)}${ui.statsShare.padStart(14)}${withStoeck(words.statsWith(ui.stoeck))}`,
    ...report.rows.map(
      (row) =>
        `${label(row).padEnd(26)}${number(row.count).padStart(14)}${percent(row.probability).padStart(14)}${withStoeck(number(row.withStoeck))}`,
    ),
    '',
    ...(stoeck ? [`${ui.stoeck}${ui.colon} ${number(stoeck.count)} (${percent(stoeck.probability)})`] : []),
    `${words.statsFours}${ui.colon} ${Object.entries(report.holdingFour)
      .map(([rank, count]) => `${rank} ${number(count)}`)
      .join(', ')}`,
  ];
  return `${lines.join('\n')}\n`;
}
