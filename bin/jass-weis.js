#!/usr/bin/env node
import { main } from '../dist/node/cli/main.js';

await main({
  // `render` draws the element as Lit renders it on a server: loaded only for that command.
  renderHtml: () =>
    import('../dist/lib/components/jass-weis-calculator/server-render.js').then((module) => module.renderFigureHtml),
});
