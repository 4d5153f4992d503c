import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SECURITY_HEADERS } from '../service/answer-headers.js';
import { figureService } from '../service/figure-service.js';
import { createPngPool, type PngPoolOptions } from './png-pool.js';

export interface ServeOptions {
  port: number;
  host: string;
  /** The public origin its links name; default: the address it listens on (never a request's `Host`). */
  origin: string | null;
  /** The PNG workers (count, the longest wait a picture is queued for, time limit). */
  pool?: PngPoolOptions;
}

/**
 * A Node request as the web's standard `Request`, or null when its target cannot be read. The
 * host is never the client's: the path and query are read from the request-target alone
 * (origin-form `/x?y`, or the absolute form's path), under a fixed base.
 */
function webRequest(incoming: IncomingMessage): Request | null {
  const target = incoming.url ?? '/';
  try {
    const url = target.startsWith('/') && !target.startsWith('//') ? new URL(target, 'http://figure.invalid') : new URL(target);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return new Request(new URL(`${url.pathname}${url.search}`, 'http://figure.invalid'), { method: incoming.method });
  } catch {
    return null;
  }
}

function send(outgoing: ServerResponse, status: number, words: string, extra: Record<string, string> = {}): void {
  if (outgoing.headersSent) return void outgoing.destroy();
  outgoing.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...SECURITY_HEADERS,
    ...extra,
  });
  outgoing.end(`jass-weis: ${words}\n`);
}

/** An answer written on the connection itself (before any request could be read), with the same headers as every other. */
const rawAnswer = (statusLine: string, extra = '') =>
  `HTTP/1.1 ${statusLine}\r\n${extra}${Object.entries(SECURITY_HEADERS)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}connection: close\r\ncontent-length: 0\r\n\r\n`;

/**
 * `jass-weis serve`: the figure service on Node's HTTP server, the same handler an edge platform
 * runs, its PNGs drawn by a pool of worker threads. No single request ends it: a target or
 * method it cannot read is a 400 or 405, a malformed request line a 400, a fault a 500.
 * Resolves with the server and its address once it listens.
 */
export async function serveFigures(options: ServeOptions): Promise<{ server: Server; url: string; close: () => Promise<void> }> {
  const pool = createPngPool(options.pool);
  let handle: ((request: Request) => Promise<Response>) | null = null;
  const server = createServer(async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    try {
      if (incoming.method !== 'GET' && incoming.method !== 'HEAD')
        return send(outgoing, 405, 'GET or HEAD only.', { allow: 'GET, HEAD' });
      const request = webRequest(incoming);
      if (!request || !handle) return send(outgoing, 400, 'the address cannot be read.');
      const response = await handle(request);
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    } catch {
      send(outgoing, 500, 'the figure could not be drawn.');
    }
  });
  // CONNECT (a tunnel) goes to its own event, never to the handler: refused on that connection.
  server.on('connect', (_request, socket) => {
    socket.end(rawAnswer('405 Method Not Allowed', 'allow: GET, HEAD\r\n'));
  });
  // A request line or header Node's parser refuses: a 400 on that connection, nothing else.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end(rawAnswer('400 Bad Request'));
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/`;
  handle = figureService({ png: pool.render, origin: options.origin ?? url });
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await pool.close();
  };
  return { server, url, close };
}
