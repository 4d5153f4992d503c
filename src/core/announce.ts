/** The languages of the product. `de-CH` is Swiss German as spoken at the table. */
export const LANGS = ['en', 'de-CH', 'de', 'fr', 'it'] as const;
export type Lang = (typeof LANGS)[number];
export const isLang = (text: unknown): text is Lang => LANGS.includes(text as Lang);
