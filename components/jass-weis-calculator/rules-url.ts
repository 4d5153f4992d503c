/** The package's version (a test holds it equal to package.json's). */
export const VERSION = '0.1.0';

/**
 * Every preset and its sources, as this version of the package ships them (docs/rules.md on
 * the CDN, at this version: the rules a figure was written with). The site links its own
 * rules page instead (`rules-href`).
 */
export const RULES_URL = `https://cdn.jsdelivr.net/npm/jass-weis@${VERSION}/docs/rules.md`;
