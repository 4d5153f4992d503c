import { afterEach, beforeEach } from 'vitest';

/**
 * The page's uncaught errors and unhandled rejections during each test of the file (a browser
 * test): the element must never throw into its host page. Read the returned list's `errors`.
 */
export function watchPageErrors(): { errors: string[] } {
  const seen = { errors: [] as string[] };
  const onError = (event: ErrorEvent) => seen.errors.push(event.message);
  const onRejection = (event: PromiseRejectionEvent) => seen.errors.push(String(event.reason));
  beforeEach(() => {
    seen.errors = [];
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  });
  return seen;
}
