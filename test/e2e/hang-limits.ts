/*
 * How long an end-to-end test of heavy work waits before it calls the wait a hang: axe over a
 * whole page, every page of the site loaded, pages built to make reading heavy (a 1.9 MB address
 * over 125,000 elements, a 10 MB name, 2,000 levels, 50,000 cards changing every frame). Limits,
 * never measures: each wait ends as soon as what it waits for holds, and no assertion is on time
 * (the times are `npm run bench`'s). The room is what a two-core machine at a load of 8 cannot
 * reach: the 60 s of the other tests, and Playwright's own 30 s for a navigation, ran out there;
 * at a load of 15 the slowest took 150 s (the 1.9 MB address: 45 s to load, 36 s to read).
 */

/** A test's limit. */
export const HEAVY = { timeout: 180_000 };
/** A poll's limit inside such a test. */
export const HEAVY_POLL = { timeout: 60_000 };
/** Playwright's limit for a navigation, a wait or an action on such a page, in ms. */
export const HEAVY_STEP_MS = 120_000;
