import { LANGS, type Lang } from '../src/core/index.js';
import { GUIDES, type GuideWords } from '../src/i18n/guide/index.js';
import { LANGUAGE_NAMES } from '../src/i18n/languages.js';
import { matchLang, negotiateLang } from '../src/i18n/negotiate.js';
import { SITE_WORDS, type SiteWords } from '../src/i18n/site/index.js';

declare const __JASS_VERSION__: string;
declare const __JASS_CDN_URL__: string;

/** Where the reader's choice of language is kept between pages and visits. */
const STORAGE_KEY = 'jass-weis-site-lang';

/**
 * The site's language: `?lang=` in the address (a link in someone's language), else the reader's
 * earlier choice, else the first of the browser's languages the site speaks, else English.
 */
export function siteLanguage(search: string, stored: string | null, browser: readonly string[]): Lang {
  return matchLang(new URLSearchParams(search).get('lang')) ?? matchLang(stored) ?? negotiateLang(browser);
}

/** A word by its path in the table ("builder.rules"); undefined for a path the table lacks. */
export function wordAt(words: SiteWords, path: string | undefined): string | undefined {
  const [group, key] = (path ?? '').split('.');
  const table = Object.hasOwn(words, group ?? '') ? (words[group as keyof SiteWords] as Record<string, string>) : undefined;
  return table && key && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** A word by its path ("builder.rules", "guide.intro"), or undefined where the table has none. */
export type Lookup = (path: string | undefined) => string | undefined;

/**
 * Puts a page's marked texts in the language: `data-t` (text), `data-t-html` (our own words with
 * their links and code: never a reader's input), `data-t-label` (aria-label), `data-t-placeholder`.
 */
export function translate(root: ParentNode, lookup: Lookup): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-t]')) {
    const word = lookup(element.dataset.t);
    if (word !== undefined) element.textContent = word;
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-t-html]')) {
    const word = lookup(element.dataset.tHtml);
    if (word !== undefined) element.innerHTML = word;
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-t-label]')) {
    const word = lookup(element.dataset.tLabel);
    if (word !== undefined) element.setAttribute('aria-label', word);
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-t-placeholder]')) {
    const word = lookup(element.dataset.tPlaceholder);
    if (word !== undefined) element.setAttribute('placeholder', word);
  }
}

/** The guide's words of a language, as `guide.<key>` paths; the site's version where a text names it. */
export async function guideLookup(lang: Lang): Promise<Lookup> {
  const guide = await GUIDES[lang]();
  return (path) => {
    const key = path?.startsWith('guide.') ? path.slice('guide.'.length) : '';
    return Object.hasOwn(guide, key)
      ? guide[key as keyof GuideWords]
          .replaceAll('%JASS_VERSION%', __JASS_VERSION__)
          .replaceAll('%JASS_CDN_URL%', __JASS_CDN_URL__)
      : undefined;
  };
}

const listeners: ((lang: Lang) => void)[] = [];
let current: Lang = 'en';

/** The language the page speaks now. */
export const pageLanguage = (): Lang => current;

/** Called with the language now and on every change (the builder's lists, its status line). */
export function onSiteLanguage(listener: (lang: Lang) => void): void {
  listeners.push(listener);
  listener(current);
}

function apply(lang: Lang): void {
  current = lang;
  document.documentElement.lang = lang;
  translate(document, (path) => wordAt(SITE_WORDS[lang], path));
  for (const listener of listeners) listener(lang);
}

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked (a private window's settings): the browser's language decides.
    return null;
  }
}

/**
 * The page in the reader's language, and the navigation's language list: a choice there is kept
 * for the next pages and written to the address (`?lang=`), so a shared link keeps it too.
 */
export function startSiteLanguage(): void {
  apply(siteLanguage(location.search, stored(), navigator.languages));
  const select = document.querySelector<HTMLSelectElement>('#site-lang');
  if (!select) return;
  select.replaceChildren(...LANGS.map((lang) => new Option(LANGUAGE_NAMES[lang], lang, false, lang === current)));
  select.hidden = false;
  select.addEventListener('change', () => {
    const lang = matchLang(select.value) ?? 'en';
    try {
      localStorage.setItem(STORAGE_KEY, lang);
    } catch {
      // Not kept: this page still switches.
    }
    const url = new URL(location.href);
    url.searchParams.set('lang', lang);
    history.replaceState(history.state, '', url);
    apply(lang);
  });
}
