import { startWorker } from '../scripts/workerd.js';

/*
 * The figure service (issue 28): how long one PNG of a figure takes, on Node (resvg) and in
 * Cloudflare's workerd (resvg's WebAssembly, through Miniflare), the first and then the median
 * of twenty, with the PNG's size. Needs `npm run build` (dist/node, dist/worker).
 */
const BUDGET = { pngMs: 250, cheapMs: 1000 };
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
 * Renders per second through `jass-weis serve`'s pool with 1, 2 and 4 workers (24 different
 * pictures asked at once, none refused: the queue holds them all), and how long a cheap request
 * (the page) waits while they draw.
 */
async function underLoad(workers) {
  const { serveFigures } = await import('../dist/node/cli/serve.js');
  const served = await serveFigures({ port: 0, host: '127.0.0.1', origin: null, pool: { workers, queue: 64 } });
  try {
    const count = 24;
    const start = performance.now();
    const pictures = Array.from({ length: count }, (_, index) =>
      fetch(`${served.url}figure.png?${TABLE}&width=${1280 - index}`).then((response) =>
        response.arrayBuffer().then(() => response.status),
      ),
    );
    const cheapStart = performance.now();
    await (await fetch(`${served.url}?${TABLE}`)).text();
    const cheapMs = performance.now() - cheapStart;
    const statuses = await Promise.all(pictures);
    const seconds = (performance.now() - start) / 1000;
    return { workers, rendersPerSecond: statuses.filter((status) => status === 200).length / seconds, cheapMs };
  } finally {
    await served.close();
  }
}

export async function benchService({ log }) {
  const node = await onNode();
  const pool = [];
  for (const workers of [1, 2, 4]) pool.push(await underLoad(workers));
  const workerd = await onWorkerd();
  const line = (where, r) =>
    `${where.padEnd(8)} PNG of a four-hand figure (1,280 px): first ${r.firstMs.toFixed(0)} ms, then ${r.pngMs.toFixed(1)} ms (median of 20), ${(r.bytes / 1024).toFixed(0)} KB; budget ${BUDGET.pngMs} ms`;
  log('figure service');
  log(`  ${line('Node', node)}`);
  log(`  ${line('workerd', workerd)}`);
  for (const r of pool)
    log(
      `  serve, ${r.workers} worker${r.workers > 1 ? 's' : ' '}: ${r.rendersPerSecond.toFixed(1)} PNGs/s of 1,280 px; a page meanwhile in ${r.cheapMs.toFixed(0)} ms; budget ${BUDGET.cheapMs} ms`,
    );
  return { node, workerd, pool, budget: BUDGET };
}
