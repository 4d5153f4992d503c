/** A "Copy" button on every code block of the page; it says when the code is on the clipboard. */
export function addCopyButtons(root: ParentNode = document): void {
  for (const block of root.querySelectorAll<HTMLPreElement>('pre')) {
    if (block.querySelector('button.copy-code')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-code';
    button.textContent = 'Copy';
    button.addEventListener('click', async () => {
      const text = block.querySelector('code')?.textContent ?? block.textContent ?? '';
      try {
        await navigator.clipboard.writeText(text);
        button.textContent = 'Copied';
      } catch {
        button.textContent = 'Select and copy';
      }
      setTimeout(() => {
        button.textContent = 'Copy';
      }, 2000);
    });
    block.append(button);
  }
}
