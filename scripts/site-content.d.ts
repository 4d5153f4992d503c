export const VERSION: string;
export const CDN_URL: string;
export const UNPKG_URL: string;
export function referenceHtml(): string;
export function rulesHtml(): string;
export function navHtml(page: string): string;
export function fillPlaceholders(html: string, page?: string): string;
