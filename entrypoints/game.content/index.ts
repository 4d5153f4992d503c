import { defineContentScript } from 'wxt/utils/define-content-script';
import { runGame } from '../../src/extension/views/game-page.js';

/** Registered at run time, only for the sites the user enables (see src/extension/sites.ts). */
export default defineContentScript({
  matches: [],
  registration: 'runtime',
  // No message to the page names the extension (the framework's "newer script" post).
  noScriptStartedPostMessage: true,
  main: () => runGame(),
});
