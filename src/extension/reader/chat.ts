import { isMarked, type Mark } from './marks.js';
import { MAX_DEPTH, readWork } from './read-work.js';

/**
 * Where players type: a chat box, or a log with a field to write in. What is written there is
 * anyone's words: never an announcement, never the trump, and never worth walking through (a
 * chat of 100,000 lines costs a read nothing).
 */
const CHAT: Mark = { words: ['chat', 'conversation', 'whisper'], names: ['class', 'id', 'aria-label'] };

/** Whether an element is a chat box itself. */
export const isChatBox = (element: Element): boolean =>
  isMarked(element, CHAT) ||
  (element.getAttribute('role') === 'log' &&
    element.querySelector('input, textarea, [contenteditable=""], [contenteditable="true"]') !== null);

/**
 * Whether an element is inside a chat (or is one), `MAX_DEPTH` levels up at most: asked of
 * each line a read considers, a climb to the top of a page nested 2,000 deep is not.
 */
export function inChat(element: Element): boolean {
  let at: Element | null = element;
  for (let level = 0; at && level <= MAX_DEPTH; level++, at = at.parentElement) {
    readWork.elements++;
    if (isChatBox(at)) return true;
  }
  return false;
}

/** A walker over the page's elements that steps over chats, whole (a chat box and all in it). */
export function elementsOutsideChats(doc: Document, root: Node): TreeWalker {
  return doc.createTreeWalker(root, NodeFilter.SHOW_ELEMENT, {
    acceptNode: (node) => {
      readWork.elements++;
      return isChatBox(node as Element) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
    },
  });
}

/**
 * A walker over the page's text that steps over chats, whole. `counted` (when given) counts the
 * elements the walk looks at, and has every `every`-th of them handed out as well (the caller
 * skips it): a walk through a page of elements without text can pause and stop on its way.
 */
export function textOutsideChats(doc: Document, root: Node, counted?: { visited: number; every: number }): TreeWalker {
  return doc.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      readWork.elements++;
      if (node.nodeType === Node.TEXT_NODE) return NodeFilter.FILTER_ACCEPT;
      if (isChatBox(node as Element)) return NodeFilter.FILTER_REJECT;
      // Every so many nodes an element is handed out too, so that the walk can pause there.
      if (counted && ++counted.visited % counted.every === 0) return NodeFilter.FILTER_ACCEPT;
      return NodeFilter.FILTER_SKIP;
    },
  });
}

/** The last text of the page outside a chat to walk back from: the page's last node, or the chat around it. */
export function lastOutsideChats(root: Node): Node {
  let last: Node = root;
  while (last.lastChild) last = last.lastChild;
  const parent = last.nodeType === Node.ELEMENT_NODE ? (last as Element) : last.parentElement;
  let chat: Element | null = null;
  for (let element = parent; element && element !== root; element = element.parentElement) {
    readWork.elements++;
    if (isChatBox(element)) chat = element;
  }
  return chat ?? last;
}
