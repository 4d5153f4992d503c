/** Tabs as the ARIA pattern has them: click or arrow keys choose, one panel shows. */
export function wireTabs(root: ParentNode = document): void {
  for (const list of root.querySelectorAll<HTMLElement>('[role="tablist"]')) {
    const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const choose = (chosen: HTMLButtonElement) => {
      for (const tab of tabs) {
        const selected = tab === chosen;
        tab.setAttribute('aria-selected', String(selected));
        tab.tabIndex = selected ? 0 : -1;
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
        if (panel) panel.hidden = !selected;
      }
    };
    for (const tab of tabs) tab.addEventListener('click', () => choose(tab));
    list.addEventListener('keydown', (event) => {
      const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
      if (at < 0 || !['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
      event.preventDefault();
      const next =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? tabs.length - 1
            : (at + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
      tabs[next]?.focus();
      if (tabs[next]) choose(tabs[next]);
    });
  }
}
