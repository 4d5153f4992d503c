import { startWorker } from '../scripts/workerd.js';

/*
 * The figure service (issues 28, 36, 47): how long one PNG of a figure takes, on Node (resvg) and
 * in Cloudflare's workerd (resvg's WebAssembly, through Miniflare), the first and then the median
 * of twenty, with the PNG's size; bursts of distinct pictures through `jass-weis serve`, and a
 * page's time meanwhile. Needs `npm run build` (dist/node, dist/worker).
 */
const BUDGET = { pngMs: 250, pageMs: 100 };
const TABLE = `hands=${encodeURIComponent('H9 HT HJ HQ HK|HA DA SA CA|D6 D7 D8|S9 ST SJ')}&trump=S&lang=de-CH&names=Anna|Beat`;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;

async function timed(fetchPng, runs = 20) {
  const first = performance.now();
  const bytes = (await (await fetchPng(0)).arrayBuffer()).byteLength;
  const firstMs = performance.now() - first;
  const times = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await (await fetchPng(run + 1)).arrayBuffer();
    times.push(performance.now() - start);
  }
  return { firstMs, pngMs: median(times), bytes };
}

async function onNode() {
  const { figureService } = await import('../dist/node/service/figure-service.js');
  const { svgToPng } = await import('../dist/node/cli/render.js');
  const handle = figureService({ png: svgToPng });
  // each run a picture of its own width: the service keeps what it drew, and a kept one costs nothing
  return timed((run) => handle(new Request(`http://bench/figure.png?${TABLE}&width=${1280 - run}`)));
}

async function onWorkerd() {
  const workerd = await startWorker();
  try {
    return await timed((run) => workerd.dispatchFetch(`http://bench/figure.png?${TABLE}&width=${1280 - run}`));
  } finally {
    await workerd.dispose();
  }
}

/**
 * A burst of `count` distinct pictures at once through `jass-weis serve` as users start it (the
 * default pool: the cores less one, pictures queued while their expected wait stays within a few
 * seconds), as a chat unfurling a post with many figures asks them: how many are drawn (200), how
 * many refused at once (503 with Retry-After), the slowest drawn, and how long a page takes while
 * they draw (asked as each of the first five pictures comes back; the slowest of those).
 */
async function burst(count, pool = {}) {
  const { serveFigures } = await import('../dist/node/cli/serve.js');
  const served = await serveFigures({ port: 0, host: '127.0.0.1', origin: null, pool });
  try {
    const start = performance.now();
    const pages = [];
    const askPage = () => {
      const asked = performance.now();
      pages.push(
        fetch(`${served.url}?${TABLE}`)
          .then((response) => response.text())
          .then(() => performance.now() - asked),
      );
    };
    askPage();
    // each its own width: the service keeps what it drew, and a kept one costs nothing
    const pictures = Array.from({ length: count }, (_, index) =>
      fetch(`${served.url}figure.png?${TABLE}&width=${1280 - index}`).then(async (response) => {
        await response.arrayBuffer();
        if (response.status === 200 && pages.length < 6) askPage();
        return { status: response.status, ms: performance.now() - start, retryAfter: response.headers.get('retry-after') };
      }),
    );
    const answers = await Promise.all(pictures);
    const pageMs = Math.max(...(await Promise.all(pages)));
    const drawn = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 503);
    return {
      count,
      drawn: drawn.length,
      refused: refused.length,
      retryAfter: [...new Set(refused.map((answer) => answer.retryAfter))].join(', '),
      slowestMs: Math.max(0, ...drawn.map((answer) => answer.ms)),
      seconds: (performance.now() - start) / 1000,
      pageMs,
    };
  } finally {
    await served.close();
  }
}

export async function benchService({ log }) {
  const node = await onNode();
  const bursts = [];
  for (const count of [20, 60]) bursts.push(await burst(count));
  // Drawing speed with 1, 2 and 4 workers: 24 pictures, every one taken (no wait is too long).
  const pool = [];
  for (const workers of [1, 2, 4]) {
    const r = await burst(24, { workers, maxWaitMs: 60_000 });
    pool.push({ workers, rendersPerSecond: r.drawn / r.seconds, pageMs: r.pageMs });
  }
  const workerd = await onWorkerd();
  const line = (where, r) =>
    `${where.padEnd(8)} PNG of a four-hand figure (1,280 px): first ${r.firstMs.toFixed(0)} ms, then ${r.pngMs.toFixed(1)} ms (median of 20), ${(r.bytes / 1024).toFixed(0)} KB; budget ${BUDGET.pngMs} ms`;
  log('figure service');
  log(`  ${line('Node', node)}`);
  log(`  ${line('workerd', workerd)}`);
  for (const r of bursts)
    log(
      `  serve, a burst of ${r.count} distinct PNGs: ${r.drawn} answered 200, ${r.refused} 503${r.refused ? ` (Retry-After ${r.retryAfter} s)` : ''}; the slowest drawn in ${r.slowestMs.toFixed(0)} ms; a page meanwhile in ${r.pageMs.toFixed(0)} ms; budget ${BUDGET.pageMs} ms`,
    );
  for (const r of pool)
    log(
      `  serve, ${r.workers} worker${r.workers > 1 ? 's' : ' '}: ${r.rendersPerSecond.toFixed(1)} PNGs/s of 1,280 px; a page meanwhile in ${r.pageMs.toFixed(0)} ms`,
    );
  return { node, workerd, bursts, pool, budget: BUDGET };
}
