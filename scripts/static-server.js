// A folder served on 127.0.0.1 (a random port), as a static host would: no rewrites; a path
// ending in `/` is its folder's index.html. Used by the end-to-end tests and the store screenshots.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

export async function serveDirectory(root) {
  const server = createServer(async (request, response) => {
    const asked = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^([/\\])+/, '');
    const path = asked === '' || /[/\\]$/.test(asked) ? `${asked}index.html` : asked;
    try {
      const body = await readFile(join(root, path));
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  // Closing ends open keep-alive connections too: a page still open never holds the server up.
  const close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { origin: `http://127.0.0.1:${port}`, close };
}
