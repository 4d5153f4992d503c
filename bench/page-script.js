import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** A module of ours as one script for a page (an IIFE that sets `window[name]`), as the extension injects it. */
export async function pageScript(entry, name) {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: fileURLToPath(entry), formats: ['iife'], name },
    },
  });
  return output[0].output[0].code;
}
