/**
 * Faults of our own code that a view catches so that nothing is thrown into the host page (a
 * template that throws, a computation that fails). The view shows a notice in its place; here
 * each is counted, for tests that expect none, and said on the console with its cause, once
 * per distinct fault however often the view draws it again.
 */
export type FaultStage = 'render' | 'compute';

let faults = 0;
const said = new Set<string>();
/** Distinct faults remembered: a page that keeps finding new ones stops being told, never grows without end. */
const SAID_AT_MOST = 50;

/** Where a fault comes from, to tell one fault drawn again from another. */
function faultKey(stage: FaultStage, cause: unknown): string {
  try {
    return `${stage} ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}`;
  } catch {
    // A cause that cannot be written (a throwing toString): one key for all of them.
    return stage;
  }
}

/** Counts a fault caught by a view, and says it on the console unless it was said already. */
export function reportFault(stage: FaultStage, cause: unknown): void {
  faults += 1;
  const key = faultKey(stage, cause);
  if (said.has(key) || said.size >= SAID_AT_MOST) return;
  said.add(key);
  console.error(`jass-weis: a fault in the ${stage}, shown as a notice instead:`, cause);
}

/** The faults caught since the page loaded. */
export const faultCount = (): number => faults;
