import { defineContentScript } from 'wxt/utils/define-content-script';
import { runGame } from '../../src/extension/views/game-page.js';

/** Registered at run time, only for the sites the user enables (see src/extension/sites.ts). */
export default defineContentScript({
  matches: [],
  registration: 'runtime',
  main: (ctx) => runGame(ctx),
});
