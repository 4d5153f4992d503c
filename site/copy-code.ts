import { SITE_WORDS } from '../src/i18n/site/index.js';
import { pageLanguage } from './site-language.js';

const words = () => SITE_WORDS[pageLanguage()].code;

/** A "Copy" button on every code block of the page, in the site's language; it says when the code is on the clipboard. */
export function addCopyButtons(root: ParentNode = document): void {
  for (const block of root.querySelectorAll<HTMLPreElement>('pre')) {
    if (block.querySelector('button.copy-code')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-code';
    button.dataset.t = 'code.copy';
    button.textContent = words().copy;
    button.addEventListener('click', async () => {
      const text = block.querySelector('code')?.textContent ?? block.textContent ?? '';
      try {
        await navigator.clipboard.writeText(text);
        button.textContent = words().copied;
      } catch {
        button.textContent = words().selectAndCopy;
      }
      setTimeout(() => {
        button.textContent = words().copy;
      }, 2000);
    });
    block.append(button);
  }
}
