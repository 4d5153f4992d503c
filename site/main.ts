import '../components/jass-weis-calculator/define.js';
import type { JassChangeDetail } from '../components/jass-weis-calculator/jass-weis-calculator.js';
import { addCopyButtons } from './copy-code.js';
import { onSiteLanguage, startSiteLanguage } from './site-language.js';
import { wireTabs } from './tabs.js';

addCopyButtons();
wireTabs();

startSiteLanguage();
// The guide's own text is in English (its <main lang="en"> says so); its figures speak the site's language.
onSiteLanguage((lang) => {
  for (const figure of document.querySelectorAll('main jass-weis-calculator, main jass-weis-stats'))
    figure.setAttribute('lang', lang);
});

document.addEventListener('jass-change', (event) => {
  const output = document.querySelector('#last-change');
  const { detail } = event as CustomEvent<JassChangeDetail>;
  if (output) output.textContent = JSON.stringify(detail.result?.winner ?? null);
});
