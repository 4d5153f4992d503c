import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { figureService } from '../service/figure-service.js';
import { svgToPng } from './render.js';

export interface ServeOptions {
  port: number;
  host: string;
  origin: string | null;
}

/** A Node request as the web's standard `Request` (the service takes GET and HEAD only: no body is read). */
function webRequest(incoming: IncomingMessage, host: string, port: number): Request {
  const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? `${host}:${port}`}`);
  return new Request(url, { method: incoming.method ?? 'GET' });
}

/**
 * `jass-weis serve`: the figure service on Node's HTTP server, the same handler an edge platform
 * runs. Resolves with the server and its address once it listens.
 */
export async function serveFigures(options: ServeOptions): Promise<{ server: Server; url: string }> {
  const handle = figureService({
    png: svgToPng,
    ...(options.origin ? { origin: options.origin } : {}),
  });
  const server = createServer(async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const response = await handle(webRequest(incoming, options.host, options.port));
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/` };
}
