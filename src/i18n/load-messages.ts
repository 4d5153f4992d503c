import type { Lang } from '../core/index.js';
import { addMessages, hasMessages } from './index.js';
import type { Messages } from './types.js';

type Pack = Promise<{ messages: Readonly<Partial<Record<Lang, Messages>>> }>;

/**
 * Where each language's words come from when they are not here. In the standalone bundles
 * these become `jass-weis-lang-de.js`, `-fr.js` and `-it.js` beside them (see
 * vite.lib.config.ts); everywhere else every language is already here and nothing loads.
 */
const german = (): Pack => import('./lang/de/pack.js');
const PACKS: Readonly<Record<Exclude<Lang, 'en'>, () => Pack>> = {
  de: german,
  'de-CH': german,
  fr: () => import('./lang/fr/pack.js'),
  it: () => import('./lang/it/pack.js'),
};

const loading = new Map<Lang, Promise<boolean>>();

/**
 * Makes the words of `lang` available: true once they are here, false when they could not be
 * fetched (the views then speak English and say so). Fetched once per language; never rejects.
 */
export function loadMessages(lang: Lang): Promise<boolean> {
  if (hasMessages(lang) || lang === 'en') return Promise.resolve(true);
  let load = loading.get(lang);
  if (!load) {
    load = PACKS[lang]().then(
      (pack) => {
        addMessages(pack.messages);
        return hasMessages(lang);
      },
      () => false,
    );
    loading.set(lang, load);
  }
  return load;
}
