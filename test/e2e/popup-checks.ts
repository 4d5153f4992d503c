/** The popup as the browser opens it: its own width, and the 600 px a browser gives a popup at most. */
export const POPUP = { width: 460, height: 600 } as const;

/**
 * What is wrong with the popup as drawn, in words (none: `[]`): a target smaller than 44 × 44 px,
 * a word cut (a button's or a label's text wider than its box, a menu's chosen option wider than
 * its field), in the page and in the calculator's shadow root. Run in the popup: `page.evaluate(popupProblems)`.
 */
export function popupProblems(): string[] {
  {
    const problems: string[] = [];
    const roots: ParentNode[] = [document];
    const shadow = document.querySelector('jass-weis-calculator')?.shadowRoot;
    if (shadow) roots.push(shadow);
    const all = (selector: string) => roots.flatMap((root) => [...root.querySelectorAll<HTMLElement>(selector)]);
    const name = (element: HTMLElement) =>
      `${element.localName}${element.id ? `#${element.id}` : ''}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''} “${(element.textContent ?? '').trim().slice(0, 30)}”`;
    const shown = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      // Not drawn (in a closed fold too), or drawn for a screen reader only (one pixel, clipped).
      return (
        box.width > 1 && box.height > 1 && element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })
      );
    };
    for (const target of all('button, select, input:not([type="radio"]):not([type="checkbox"]), summary, label.site-switch')) {
      if (!shown(target)) continue;
      const box = target.getBoundingClientRect();
      if (box.width < 43.5 || box.height < 43.5)
        problems.push(`${name(target)} is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
    }
    for (const text of all('button, label, .said-label, .headline p, .switch-words')) {
      if (
        shown(text) &&
        (text.scrollWidth > text.clientWidth + 1 || text.scrollHeight > text.clientHeight + 1) &&
        text.clientWidth > 0
      )
        problems.push(`${name(text)} is cut`);
    }
    const measure = document.createElement('canvas').getContext('2d');
    for (const select of all('select') as HTMLSelectElement[]) {
      if (!shown(select) || !measure) continue;
      const style = getComputedStyle(select);
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const words = select.selectedOptions[0]?.textContent ?? '';
      // The arrow of a menu takes about 20 px at its end.
      const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - 20;
      if (measure.measureText(words).width > room) problems.push(`${name(select)}: “${words}” is cut`);
    }
    return problems;
  }
}
