import { JassWeisStatsElement } from './jass-weis-stats.js';

/** The entry of `jass-weis-stats.js`: registers `<jass-weis-stats>` once. */
if (globalThis.customElements && !customElements.get('jass-weis-stats'))
  customElements.define('jass-weis-stats', JassWeisStatsElement);
