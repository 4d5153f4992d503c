/**
 * Whether the player can see an element: rendered, not hidden by CSS, not transparent, with
 * a size, and not inside something `hidden` or `aria-hidden`. Readers look only at that.
 */
export function isVisible(element: Element): boolean {
  if (element.closest('[hidden], [aria-hidden="true"]')) return false;
  const check = (element as Element & { checkVisibility?: (options: object) => boolean }).checkVisibility;
  if (check && !check.call(element, { checkOpacity: true, checkVisibilityCSS: true })) return false;
  const view = element.ownerDocument.defaultView;
  if (!check && view) {
    const style = view.getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
  }
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0;
}

/** Text smaller than this (in CSS pixels) is no text a player reads. */
const SMALLEST_TEXT = 6;

/**
 * Whether the player can read an element's text now: visible as above, on screen (not pushed
 * thousands of pixels away), its text neither transparent nor tiny, and not lying under another
 * element (what is at its middle is it, inside it, or `ours`, the extension's own overlay).
 * What a page writes where nobody can read it is never taken as said.
 */
export function isReadable(element: Element, ours: Element | null = null): boolean {
  if (!isVisible(element)) return false;
  const view = element.ownerDocument.defaultView;
  if (!view) return false;
  const rect = element.getBoundingClientRect();
  if (rect.right <= 0 || rect.bottom <= 0 || rect.left >= view.innerWidth || rect.top >= view.innerHeight) return false;
  const style = view.getComputedStyle(element);
  if (Number.parseFloat(style.fontSize) < SMALLEST_TEXT || rect.height < SMALLEST_TEXT) return false;
  // Only an alpha of 0 is transparent ("rgba(0, 0, 0, 0)", "rgb(0 0 0 / 0)"): black text is "rgb(0, 0, 0)".
  if (/^rgba\([^)]*,\s*0(\.0+)?\)$|\/\s*0(\.0+)?\)$/.test(style.color) || style.color === 'transparent') return false;
  const x = Math.min(view.innerWidth - 1, Math.max(0, rect.left + rect.width / 2));
  const y = Math.min(view.innerHeight - 1, Math.max(0, rect.top + rect.height / 2));
  const top = element.ownerDocument.elementFromPoint(x, y);
  return top === null || top === element || element.contains(top) || top.contains(element) || (ours?.contains(top) ?? false);
}
