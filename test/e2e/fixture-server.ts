import { fileURLToPath } from 'node:url';
import { type StaticServer, serveDirectory } from '../../scripts/static-server.js';

export { type StaticServer, serveDirectory };

const FIXTURES = fileURLToPath(new URL('../fixtures/pages/', import.meta.url));

/** The saved game pages, as a game site would serve them. */
export const serveFixtures = (): Promise<StaticServer> => serveDirectory(FIXTURES);
