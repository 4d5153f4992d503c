import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { defineConfig, type Plugin } from 'vite';
import { FIGURE_PARAMS } from './src/service/figure-params.js';

const OUT = 'dist/wordpress/jass-weis';

/** The plugin's own files, and the element's (built by `npm run build:element`) beside them. */
const BESIDE = {
  'jass-weis.php': 'src/wordpress/jass-weis.php',
  'readme.txt': 'src/wordpress/readme.txt',
  'jass-weis-calculator-all.js': 'dist/jass-weis-calculator-all.js',
  'jass-weis-odds.js': 'dist/jass-weis-odds.js',
  'jass-weis-image.js': 'dist/jass-weis-image.js',
  'jass-weis-faces.js': 'dist/jass-weis-faces.js',
} as const;

/**
 * The attributes a block or a shortcode may set, from the core's registry of table settings:
 * `attributes.json` (the PHP reads it) and the block's attributes in `block.json`.
 */
async function writeAttributes(): Promise<void> {
  await writeFile(`${OUT}/attributes.json`, `${JSON.stringify(FIGURE_PARAMS)}\n`);
  const block = JSON.parse(await readFile('src/wordpress/block.json', 'utf8'));
  for (const name of FIGURE_PARAMS) block.attributes[name] ??= { type: 'string', default: '' };
  await writeFile(`${OUT}/block.json`, `${JSON.stringify(block, null, 2)}\n`);
}

function pluginFiles(): Plugin {
  return {
    name: 'jass-weis-wordpress-files',
    async writeBundle() {
      await mkdir(OUT, { recursive: true });
      for (const [name, from] of Object.entries(BESIDE)) await copyFile(from, `${OUT}/${name}`);
      await writeAttributes();
    },
  };
}

/**
 * The WordPress plugin, ready to copy into `wp-content/plugins/` (or zip and upload):
 * `dist/wordpress/jass-weis/` with the block's editor script (a classic script: WordPress's
 * editor globals), the PHP that registers the block and the shortcode, and the element in one
 * file with the files it loads on demand.
 */
export default defineConfig({
  publicDir: false,
  plugins: [pluginFiles()],
  build: {
    outDir: OUT,
    emptyOutDir: true,
    target: 'es2020',
    rolldownOptions: { output: { minify: true, codeSplitting: false } },
    lib: { entry: 'src/wordpress/editor.ts', formats: ['iife'], name: 'jassWeisEditor', fileName: () => 'editor.js' },
  },
});
