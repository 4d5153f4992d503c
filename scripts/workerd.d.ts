import type { Miniflare } from 'miniflare';
/** The built worker in workerd (Miniflare), ready for `dispatchFetch`. */
export function startWorker(): Promise<Miniflare>;
