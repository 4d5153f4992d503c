export interface StaticServer {
  origin: string;
  close: () => Promise<void>;
}
/** Serves a folder on 127.0.0.1 (a random port), as a static host would. */
export function serveDirectory(root: string): Promise<StaticServer>;
