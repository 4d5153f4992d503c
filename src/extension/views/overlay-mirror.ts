/**
 * The overlay as the page's document holds it, with no text the page can find, select or cut.
 *
 * The overlay is drawn (by Lit) into a tree of its own that is in no document: the page cannot
 * reach it, search it or change it. What is shown is a copy of that tree, kept in step with it
 * node by node, in which every text is an empty element that CSS writes out from an attribute
 * (`content: attr(data-t)`). The page's `window.find()` and its selection see no text there
 * (generated content is neither found nor selected), while screen readers read it as they read
 * text. Buttons in the copy stay the same elements across redraws (focus and the pointer stay
 * on them); a person's click or press on one is handed to the same button in the drawn tree,
 * where the overlay's handlers are, and nothing else is: a page's own events go nowhere.
 */

/** The class of the copy's text elements; their text is `data-t`. */
export const MIRROR_TEXT = 'jw-t';

/** The one rule that shows the copy's text. */
export const mirrorStyles = `.${MIRROR_TEXT}::before { content: attr(data-t); }`;

const SVG = 'http://www.w3.org/2000/svg';

/** Events handed from the copy to the drawn tree: each made from a person's (trusted) one. */
const handedOn = new WeakSet<Event>();

/** Whether an event comes from a person: the browser's own, or one the mirror handed on from it. */
export function byPerson(event: Event): boolean {
  return event.isTrusted || handedOn.has(event);
}

/** The text an element of the copy shows (its text elements' words, and any text left as text). */
export function shownText(element: Element): string {
  let text = '';
  const walk = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) text += node.nodeValue ?? '';
    else if (node instanceof Element) {
      if (node.classList.contains(MIRROR_TEXT)) text += node.getAttribute('data-t') ?? '';
      for (const child of node.childNodes) walk(child);
    }
  };
  walk(element);
  return text;
}

export class OverlayMirror {
  /** Where the overlay is drawn: in no document. */
  readonly drawn: HTMLElement;
  /** Each node of the copy and the node of the drawn tree it shows, and back. */
  private readonly sources = new WeakMap<Node, Node>();
  private readonly copies = new WeakMap<Node, Node>();

  constructor(private readonly shown: HTMLElement) {
    this.drawn = shown.ownerDocument.createElement('div');
    for (const type of ['click', 'pointerdown']) shown.addEventListener(type, (event) => this.handOn(event));
  }

  /** The node of the drawn tree that a node of the copy shows, if any. */
  sourceOf(node: Node): Node | undefined {
    return this.sources.get(node);
  }

  /** Brings the copy in step with the drawn tree; whether anything had to change. */
  sync(): boolean {
    // Off the drawn tree first, so that a picture and its copy compare equal.
    stripParts(this.drawn);
    return this.syncChildren(this.shown, this.drawn, false);
  }

  private syncChildren(target: Node, source: Node, inSvg: boolean): boolean {
    let changed = false;
    const from = source.childNodes;
    let index = 0;
    for (; index < from.length; index++) {
      const node = from[index] as Node;
      // The copy made for this node before, if it still fits: Lit keeps its nodes across
      // redraws, so the copy keeps its elements too (focus, the pointer and their places stay).
      if (node instanceof SVGSVGElement) {
        changed = this.syncPicture(target, node, index) || changed;
        continue;
      }
      let copy = this.copies.get(node);
      if (!copy || !matches(copy, node, inSvg)) {
        copy = makeCopy(node, inSvg, target.ownerDocument ?? document);
        this.copies.set(node, copy);
        this.sources.set(copy, node);
      }
      if (target.childNodes[index] !== copy) {
        target.insertBefore(copy, target.childNodes[index] ?? null);
        changed = true;
      }
      if (node instanceof Element && copy instanceof Element) {
        changed = syncAttributes(copy, node) || changed;
        changed = this.syncChildren(copy, node, inSvg || node.namespaceURI === SVG) || changed;
      } else if (node.nodeType === Node.TEXT_NODE) {
        changed = syncText(copy, node.nodeValue ?? '') || changed;
      }
    }
    while (target.childNodes.length > index) {
      target.lastChild?.remove();
      changed = true;
    }
    return changed;
  }

  /**
   * A picture (a card, a sign) is copied whole, and again only when it differs: its few words
   * (a card's corner) are SVG text, which CSS cannot draw, and the many nodes of a card's face
   * are compared by the browser in one go.
   */
  private syncPicture(target: Node, node: SVGSVGElement, index: number): boolean {
    let copy = this.copies.get(node);
    let changed = false;
    if (!(copy instanceof SVGSVGElement) || copy.outerHTML !== node.outerHTML) {
      const fresh = node.cloneNode(true) as SVGSVGElement;
      stripParts(fresh);
      if (copy?.parentNode === target) target.replaceChild(fresh, copy);
      copy = fresh;
      this.copies.set(node, copy);
      this.sources.set(copy, node);
      changed = true;
    }
    if (target.childNodes[index] !== copy) {
      target.insertBefore(copy, target.childNodes[index] ?? null);
      changed = true;
    }
    return changed;
  }

  /** A person's click or press on the copy, handed to the same place in the drawn tree. */
  private handOn(event: Event): void {
    if (!event.isTrusted) return;
    let node: Node | null = (event.composedPath()[0] as Node | undefined) ?? null;
    while (node && node !== this.shown && !this.sources.has(node)) node = node.parentNode;
    const source = node ? this.sources.get(node) : undefined;
    if (!source) return;
    const copy =
      event instanceof PointerEvent
        ? new PointerEvent(event.type, event)
        : event instanceof MouseEvent
          ? new MouseEvent(event.type, event)
          : new Event(event.type, event);
    handedOn.add(copy);
    source.dispatchEvent(copy);
  }
}

/** Text outside SVG is shown by an element; whitespace alone, and SVG's text, stay text. */
function isShownAsElement(node: Node, inSvg: boolean): boolean {
  return node.nodeType === Node.TEXT_NODE && !inSvg && (node.nodeValue ?? '').trim() !== '';
}

function matches(copy: Node, node: Node, inSvg: boolean): boolean {
  if (isShownAsElement(node, inSvg)) return copy instanceof HTMLElement && copy.classList.contains(MIRROR_TEXT);
  if (node instanceof Element)
    return copy instanceof Element && copy.namespaceURI === node.namespaceURI && copy.localName === node.localName;
  return copy.nodeType === node.nodeType;
}

function makeCopy(node: Node, inSvg: boolean, doc: Document): Node {
  if (isShownAsElement(node, inSvg)) {
    const span = doc.createElement('span');
    span.className = MIRROR_TEXT;
    return span;
  }
  if (node instanceof Element) return doc.createElementNS(node.namespaceURI, node.localName);
  if (node.nodeType === Node.COMMENT_NODE) return doc.createComment('');
  return doc.createTextNode('');
}

/** Part names never reach the copy: a page's `::part()` would style them through the closed root. */
const NEVER_COPIED = new Set(['part', 'exportparts']);

/** Takes every part name off a subtree. */
export function stripParts(root: Element): void {
  for (const name of NEVER_COPIED) root.removeAttribute(name);
  for (const element of root.querySelectorAll('[part], [exportparts]')) {
    for (const name of NEVER_COPIED) element.removeAttribute(name);
  }
}

function syncAttributes(copy: Element, node: Element): boolean {
  let changed = false;
  for (const attribute of node.attributes) {
    if (NEVER_COPIED.has(attribute.name)) continue;
    if (copy.getAttributeNS(attribute.namespaceURI, attribute.localName) !== attribute.value) {
      copy.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
      changed = true;
    }
  }
  for (const attribute of [...copy.attributes]) {
    if (!node.hasAttributeNS(attribute.namespaceURI, attribute.localName) || NEVER_COPIED.has(attribute.name)) {
      copy.removeAttributeNS(attribute.namespaceURI, attribute.localName);
      changed = true;
    }
  }
  return changed;
}

function syncText(copy: Node, text: string): boolean {
  if (copy instanceof HTMLElement && copy.classList.contains(MIRROR_TEXT)) {
    if (copy.getAttribute('data-t') === text) return false;
    copy.setAttribute('data-t', text);
    return true;
  }
  if (copy.nodeValue === text) return false;
  copy.nodeValue = text;
  return true;
}
