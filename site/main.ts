import '../components/jass-weis-calculator/define.js';
import type { JassChangeDetail } from '../components/jass-weis-calculator/index.js';
import { addCopyButtons } from './copy-code.js';
import { guideLookup, onSiteLanguage, pageLanguage, startSiteLanguage, translate } from './site-language.js';
import { wireTabs } from './tabs.js';

addCopyButtons();
wireTabs();

startSiteLanguage();
onSiteLanguage((lang) => {
  // The reference and the rules are in English (their <main lang="en"> says so); their figures speak the site's language.
  for (const figure of document.querySelectorAll('main[lang="en"] jass-weis-calculator, main[lang="en"] jass-weis-stats'))
    figure.setAttribute('lang', lang);
  // The guide's own words, a file per language, fetched when the page speaks it.
  if (document.querySelector('[data-t-html^="guide."]'))
    guideLookup(lang).then(
      (lookup) => {
        if (pageLanguage() === lang) translate(document, lookup);
      },
      // Not fetched (offline): the page keeps the words it has.
      () => undefined,
    );
});

document.addEventListener('jass-change', (event) => {
  const output = document.querySelector('#last-change');
  const { detail } = event as CustomEvent<JassChangeDetail>;
  if (output) output.textContent = JSON.stringify(detail.result?.winner ?? null);
});
