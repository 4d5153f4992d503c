import type { Page } from 'playwright-core';

/**
 * Every uncaught error and console error a page shows; a test expects none. The browser's own
 * request for `/favicon.ico` is not the page's: a 404 there is the test's server having no icon.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    if (/\/favicon\.ico$/.test(where) && message.text().startsWith('Failed to load resource')) return;
    errors.push(`console: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  return errors;
}
