import '../components/jass-weis-calculator/define.js';
import type { JassChangeDetail } from '../components/jass-weis-calculator/jass-weis-calculator.js';
import { addCopyButtons } from './copy-code.js';
import { wireTabs } from './tabs.js';

addCopyButtons();
wireTabs();

/** The language switch sets the page's `lang`; every calculator follows it. */
const switcher = document.querySelector<HTMLElement>('#lang-switch');
switcher?.addEventListener('click', (event) => {
  const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-lang]');
  if (!button) return;
  document.documentElement.lang = button.dataset.lang ?? 'en';
  for (const other of switcher.querySelectorAll('button')) other.setAttribute('aria-pressed', String(other === button));
});

document.addEventListener('jass-change', (event) => {
  const output = document.querySelector('#last-change');
  const { detail } = event as CustomEvent<JassChangeDetail>;
  if (output) output.textContent = JSON.stringify(detail.result?.winner ?? null);
});
