import { describe, expect, it } from 'vitest';
import { svgToPng } from '../../src/cli/render.js';
import { figureService } from '../../src/service/figure-service.js';
import { serviceChecks, TABLE } from './service-checks.js';

const handle = figureService({ png: svgToPng, origin: 'https://weis.example' });

describe('issue 28: the figure service (Request → Response), on Node', () => {
  serviceChecks((path, init) => handle(new Request(`https://weis.example${path}`, init)));
});

describe('jass-weis serve: the same service on Node’s HTTP server', () => {
  it('listens where it says, and answers the picture and the page', async () => {
    const { spawn } = await import('node:child_process');
    const { fileURLToPath } = await import('node:url');
    const bin = fileURLToPath(new URL('../../bin/jass-weis.js', import.meta.url));
    const child = spawn(process.execPath, [bin, 'serve', '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let said = '';
        child.stderr.on('data', (chunk: Buffer) => {
          said += chunk.toString();
          const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(said);
          if (found) resolve(found[0]);
        });
        child.once('exit', (code) => reject(new Error(`serve ended (${code}): ${said}`)));
      });
      const svg = await fetch(`${url}figure.svg?${TABLE}`);
      expect(svg.status).toBe(200);
      expect(await svg.text()).toContain('viewBox="0 0 60 84"');
      const page = await (await fetch(`${url}?${TABLE}`)).text();
      expect(page).toContain(`<meta property="og:image" content="${url}figure.png?`);
      const png = await fetch(`${url}figure.png?${TABLE}`);
      expect(png.headers.get('content-type')).toBe('image/png');
    } finally {
      child.kill();
    }
  });
});
