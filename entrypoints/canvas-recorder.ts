import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { installCanvasRecorder } from '../src/extension/page-world/canvas-recorder.js';

/** In the page's own world, at document_start, on enabled sites only (see src/extension/sites.ts). */
export default defineUnlistedScript(() => {
  try {
    installCanvasRecorder(window);
  } catch {
    // Never an error of ours in the page.
  }
});
