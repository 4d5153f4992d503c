import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.js';
import { POLL, TEST } from './test/e2e/hang-limits.js';

/**
 * @open-wc/testing imports @web/test-runner-commands, which wants a web-dev-server socket
 * that does not exist under Vitest. Nothing we use calls it; resolve it to a stub.
 */
function webDevServerSocketStub(): Plugin {
  const id = '/__web-dev-server__web-socket.js';
  return {
    name: 'web-dev-server-socket-stub',
    enforce: 'pre',
    // Imported as an absolute path, or relative once Vite has pre-bundled @open-wc/testing.
    resolveId: (source) => (source.endsWith('__web-dev-server__web-socket.js') ? `\0${id}` : null),
    load: (loaded) =>
      loaded === `\0${id}`
        ? 'export function sendMessageWaitForResponse() { throw new Error("no web-dev-server here"); }\nexport const webSocket = null;'
        : null,
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        // WXT's plugin gives these tests an in-memory `browser` (fakeBrowser) and WXT's modules.
        plugins: [WxtVitest()],
        test: {
          name: 'node',
          environment: 'node',
          // Work is bounded by counts (runs, deals, pages), never by the clock: the time limit only
          // catches a hang, with room for a machine busy with other jobs (5 s failed at load 13).
          testTimeout: 60_000,
          include: ['test/**/*.test.ts'],
          // test/generators holds the site generators' own installs (and their tests): not ours.
          exclude: ['test/**/*.browser.test.ts', 'test/e2e/**', 'test/generators/**', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.test.ts'],
          // Real browsers on a shared machine: a test, a hook and a poll wait for what they expect
          // up to a hang's limit (test/e2e/hang-limits.ts), ending as soon as it holds. A page is read
          // again within the canvas recorder's once-a-second frames and the reader's own pacing;
          // 1 s, Vitest's own poll limit, missed in loaded runs, and 5 s on a machine busy with a build.
          testTimeout: TEST.timeout,
          hookTimeout: TEST.timeout,
          fileParallelism: false,
          expect: { poll: POLL },
        },
      },
      {
        plugins: [webDevServerSocketStub()],
        optimizeDeps: { include: ['lit', 'lit/directives/unsafe-svg.js', '@open-wc/testing'] },
        test: {
          name: 'browser',
          include: ['test/**/*.browser.test.ts'],
          // As for the node tests: a hang's limit, with room for a busy machine.
          testTimeout: 60_000,
          exclude: ['test/generators/**', '**/node_modules/**'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
            // Pictures checked like code: reference images in the repository (not beside failure
            // screenshots), compared with a small tolerance for anti-aliasing; `npm run test:visual:update` rewrites them.
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
                resolveScreenshotPath: ({ root, arg, browserName, ext, testFileName }) =>
                  `${root}/test/visual/references/${testFileName}/${arg}-${browserName}${ext}`,
              },
            },
          },
        },
      },
    ],
  },
});
