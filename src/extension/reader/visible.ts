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
