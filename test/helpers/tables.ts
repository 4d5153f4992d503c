import { type PresetName, readTable, resolveTable, type TableRequest, type TableResult } from '../../src/core/index.js';

/** Resolves a table request that must be valid; fails the test with the coded errors otherwise. */
export function resolve(request: TableRequest): TableResult {
  const read = readTable(request);
  if (!read.ok) throw new Error(`invalid table: ${JSON.stringify(read.errors)}`);
  return resolveTable(read.table);
}

export const JASS_PRESETS: readonly PresetName[] = ['schieber', 'official', 'no-cross', 'traditional', 'vorarlberg'];
