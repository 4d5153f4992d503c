/*
 * How long an end-to-end test waits before it calls a wait a hang: the one place for these
 * limits (the e2e project's defaults in vitest.config.ts come from here too). Limits, never
 * measures: each wait ends as soon as what it waits for holds, and no assertion is on time (the
 * times are `npm run bench`'s). The room is what a two-core machine at a load of 15 cannot reach:
 * at a load of 8 the 60 s of a test and Playwright's own 30 s for a navigation ran out on the
 * heavy pages; at a load of 15 the slowest heavy test took 150 s (the 1.9 MB address: 45 s to
 * load, 36 s to read), and at 13 the read of that page once took more than 60 s; Firefox's 8 s
 * for a step of naming, and a 20 s wait for the statistics table, ran out on loaded machines.
 * Beside two busy loops at a load of 18 to 29: the flood page's test 170 s, the site generators'
 * install on a fresh clone about 500 s, Docusaurus's test 158 s; every other test under 70 s.
 */

/** A poll's limit (Vitest's `expect.poll`, Firefox's `until`): a read, the answer to a click, a step of naming. */
export const POLL = { timeout: 60_000 };
/** A test's limit, and a hook's (starting a browser): several such steps in a row. */
export const TEST = { timeout: 180_000 };

/**
 * Heavy work: axe over a whole page, every page of the site loaded, the statistics table counted
 * in the page, pages built to make reading heavy (a 1.9 MB address over 125,000 elements, a 10 MB
 * name, 2,000 levels, 50,000 cards changing every frame), a page made slow on purpose.
 */
export const HEAVY = { timeout: 300_000 };
/** A poll's limit inside such a test. */
export const HEAVY_POLL = { timeout: 120_000 };

/**
 * A program a test runs and waits for, and the test around it: a site generator's build, and
 * the generators' install on a fresh clone (npm ci of Astro, Docusaurus, VitePress and Eleventy).
 */
export const PROGRAM = { timeout: 900_000 };

/** A step's limit, in ms: a navigation, a wait or an action in Playwright or puppeteer, a server starting. */
export const STEP_MS = 120_000;

/** A browser context whose every navigation, wait and action has the step's limit (Playwright's own is 30 s). */
export function withStepLimit<T extends { setDefaultTimeout(ms: number): void }>(context: T): T {
  context.setDefaultTimeout(STEP_MS);
  return context;
}
