#!/usr/bin/env node
// `npm run bench [-- --json] [-- name …]`: benchmarks, never tests. Each prints its figures
// beside its budget; --json prints one machine-readable object.
import { benchCanvas } from './canvas.js';
import { benchCore } from './core.js';
import { benchElement } from './element.js';
import { benchFigure } from './figure.js';
import { benchHostile } from './hostile.js';
import { benchHostilePages } from './hostile-pages.js';
import { benchNaming } from './naming.js';
import { benchReader } from './reader.js';
import { benchReads } from './reads.js';
import { benchService } from './service.js';
import { benchStorage } from './storage.js';

const BENCHES = {
  core: benchCore,
  element: benchElement,
  reader: benchReader,
  hostile: benchHostile,
  'hostile-pages': benchHostilePages,
  canvas: benchCanvas,
  figure: benchFigure,
  storage: benchStorage,
  reads: benchReads,
  naming: benchNaming,
  service: benchService,
};

const args = process.argv.slice(2);
const json = args.includes('--json');
const names = args.filter((arg) => !arg.startsWith('--'));
// The ten-minute storage session runs when asked for by name only.
const chosen = names.length ? names : Object.keys(BENCHES).filter((name) => name !== 'storage');
const results = {};
for (const name of chosen) {
  const bench = BENCHES[name];
  if (!bench) {
    console.error(`unknown benchmark ${name}; choose from ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  results[name] = await bench({ log: json ? () => {} : (line) => console.log(line) });
}
if (json) console.log(JSON.stringify(results, null, 2));
