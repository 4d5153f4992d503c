import type { Miniflare } from 'miniflare';
/** The built worker in workerd (Miniflare), ready for `dispatchFetch`, with its settings. */
export function startWorker(bindings?: Record<string, string>): Promise<Miniflare>;
