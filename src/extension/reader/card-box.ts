/*
 * Card boxes by their geometry: a card is a box shaped like one (taller than wide), among
 * look-alikes of its size in a row or a fan. Used where the markup names no card (teach by
 * naming, a row of boxes showing a rank but no suit).
 */

/** A box shaped like a card: taller than wide (as 80 × 112), and not tiny; as laid out, before a fan turns it. */
export function cardShaped(element: Element): boolean {
  const rect = sizeOf(element);
  const aspect = rect.height / Math.max(rect.width, 1);
  return rect.width >= 20 && rect.height >= 28 && aspect >= 1.15 && aspect <= 1.9;
}

/** Nearly the same size: card boxes of one hand (a lifted, a dimmed or a playable one included). */
export function sameSize(a: Element, b: Element): boolean {
  const [ra, rb] = [sizeOf(a), sizeOf(b)];
  return Math.abs(ra.width - rb.width) <= ra.width * 0.15 && Math.abs(ra.height - rb.height) <= ra.height * 0.15;
}

/** An element's size as laid out, before any rotation (cards of a fan are turned each its own way). */
function sizeOf(element: Element): { width: number; height: number } {
  const html = element as HTMLElement;
  if (typeof html.offsetWidth === 'number' && (html.offsetWidth > 0 || html.offsetHeight > 0)) {
    return { width: html.offsetWidth, height: html.offsetHeight };
  }
  return element.getBoundingClientRect();
}

/** The card boxes of a hand container: its children shaped like cards, of about one size. */
export function cardBoxesIn(hand: Element, selector: string): Element[] {
  let boxes: Element[];
  try {
    boxes = [...hand.querySelectorAll(selector)];
  } catch {
    return [];
  }
  const shaped = boxes.filter(cardShaped);
  const first = shaped[0];
  return first ? shaped.filter((box) => sameSize(box, first)) : [];
}

/**
 * By geometry alone, for markup with no names at all: the outermost ancestor of the click that
 * is shaped like a card (wrappers around one card count as that card) and has siblings of the
 * same size and shape, in a row or a fan.
 */
function cardBoxByGeometry(element: Element): { box: Element; hand: Element } | null {
  let found: Element | null = null;
  let node: Element | null = element;
  for (let level = 0; node && level < 10 && node.localName !== 'body'; level++, node = node.parentElement) {
    if (!cardShaped(node)) continue;
    const parent: Element | null = node.parentElement;
    const siblings = [...(parent?.children ?? [])].filter(
      (child) => child !== node && child.localName === node?.localName && cardShaped(child) && sameSize(child, node as Element),
    );
    if (siblings.length >= 1) found = node;
  }
  // A card alone (a deal of one card): the card-shaped box the click is in, with the wrappers
  // of its size around it.
  if (!found) found = loneCard(element);
  const hand = found?.parentElement;
  return found && hand && hand.localName !== 'body' ? { box: found, hand } : null;
}

/** The card-shaped box around an element with no look-alike beside it, and its same-sized wrappers; null when none. */
function loneCard(element: Element): Element | null {
  let lone: Element | null = null;
  for (let node: Element | null = element, level = 0; node && level < 10 && node.localName !== 'body'; level++) {
    if (lone ? sameSize(node, lone) : cardShaped(node)) lone = node;
    else if (lone) break;
    node = node.parentElement;
  }
  return lone;
}

/** The card's box (the ancestor that has look-alike siblings) and the container of the hand. */
export function cardBoxOf(element: Element): { box: Element; hand: Element } | null {
  const byGeometry = cardBoxByGeometry(element);
  if (byGeometry) return byGeometry;
  let box: Element = element;
  for (let level = 0; level < 6 && lookAlikes(box).length < 2 && box.parentElement; level++) box = box.parentElement;
  const hand = box.parentElement;
  if (!hand || hand.localName === 'body' || hand.localName === 'html' || lookAlikes(box).length < 2) return null;
  return { box, hand };
}

/** Siblings that look like `element`: same tag and first class. */
function lookAlikes(element: Element): Element[] {
  const first = element.classList[0];
  return [...(element.parentElement?.children ?? [])].filter(
    (child) => child.localName === element.localName && (!first || child.classList.contains(first)),
  );
}
