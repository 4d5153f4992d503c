import { startWorker } from '../scripts/workerd.js';

/*
 * The figure service (issue 28): how long one PNG of a figure takes, on Node (resvg) and in
 * Cloudflare's workerd (resvg's WebAssembly, through Miniflare), the first and then the median
 * of twenty, with the PNG's size. Needs `npm run build` (dist/node, dist/worker).
 */
const BUDGET = { pngMs: 250 };
const TABLE = `hands=${encodeURIComponent('H9 HT HJ HQ HK|HA DA SA CA|D6 D7 D8|S9 ST SJ')}&trump=S&lang=de-CH&names=Anna|Beat`;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;

async function timed(fetchPng, runs = 20) {
  const first = performance.now();
  const bytes = (await (await fetchPng()).arrayBuffer()).byteLength;
  const firstMs = performance.now() - first;
  const times = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await (await fetchPng()).arrayBuffer();
    times.push(performance.now() - start);
  }
  return { firstMs, pngMs: median(times), bytes };
}

async function onNode() {
  const { figureService } = await import('../dist/node/service/figure-service.js');
  const { svgToPng } = await import('../dist/node/cli/render.js');
  const handle = figureService({ png: svgToPng });
  return timed(() => handle(new Request(`http://bench/figure.png?${TABLE}`)));
}

async function onWorkerd() {
  const workerd = await startWorker();
  try {
    return await timed(() => workerd.dispatchFetch(`http://bench/figure.png?${TABLE}`));
  } finally {
    await workerd.dispose();
  }
}

export async function benchService({ log }) {
  const node = await onNode();
  const workerd = await onWorkerd();
  const line = (where, r) =>
    `${where.padEnd(8)} PNG of a four-hand figure (1,280 px): first ${r.firstMs.toFixed(0)} ms, then ${r.pngMs.toFixed(1)} ms (median of 20), ${(r.bytes / 1024).toFixed(0)} KB; budget ${BUDGET.pngMs} ms`;
  log('figure service');
  log(`  ${line('Node', node)}`);
  log(`  ${line('workerd', workerd)}`);
  return { node, workerd, budget: BUDGET };
}
