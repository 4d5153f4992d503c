import { examined, readWork } from './read-work.js';

/*
 * What a page's own names say of an element: a chat, the trump, what a player said ("chat" in its
 * class, "trump" in its id, "Weis" in its label). Read from each name's first characters only:
 * a page may make a class 10 MB long, and a selector such as `[class*="chat" i]` would search
 * all of it for every element, every time (seconds on such a page).
 */

/** How much of a class, id, label or title names an element. */
export const MARK_CHARS = 512;

/** The first characters of a name, where the page's own words about the element are. */
export const headOf = (value: string | null | undefined): string =>
  !value ? '' : examined(value.length > MARK_CHARS ? value.slice(0, MARK_CHARS) : value);

/** Words that mark an element in some of its names, or attributes that mark it by being there. */
export interface Mark {
  words: readonly string[];
  names: readonly string[];
  flags?: readonly string[];
}

/** Whether the element carries the mark: one of its words in the first characters of one of its names, or a flag. */
export function isMarked(element: Element, mark: Mark): boolean {
  for (const flag of mark.flags ?? []) if (element.hasAttribute(flag)) return true;
  for (const name of mark.names) {
    const lower = headOf(element.getAttribute(name)).toLowerCase();
    if (!lower) continue;
    for (const word of mark.words) if (lower.includes(word)) return true;
  }
  return false;
}

/** Whether one of the element's first `most` descendants carries the mark (bounded however big the element). */
export function markedWithin(element: Element, mark: Mark, most = 256): boolean {
  const all = element.getElementsByTagName('*');
  for (let index = 0; index < most; index++) {
    readWork.elements++;
    const inner = all[index];
    if (!inner) return false;
    if (isMarked(inner, mark)) return true;
  }
  return false;
}

const SELECTED = /\b(selected|active|chosen|current|checked)\b/i;

/** Whether the page marks an element as the one chosen among others (pressed, selected, current). */
export function isSelected(element: Element): boolean {
  for (const name of ['aria-pressed', 'aria-selected', 'aria-checked', 'aria-current']) {
    const value = element.getAttribute(name);
    if (value && value !== 'false') return true;
  }
  return SELECTED.test(headOf(element.getAttribute('class')));
}
