import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Lang } from '../core/index.js';
import { hasMessages } from '../i18n/index.js';
import { loadMessages } from '../i18n/load-messages.js';
import { negotiateLang } from '../i18n/negotiate.js';

/** The nearest `lang` above an element, through shadow roots. */
function pageLang(element: Element): string | null {
  let node: Element | null = element.parentElement;
  let root = element.getRootNode();
  for (;;) {
    const found = node?.closest('[lang]');
    if (found) return found.getAttribute('lang');
    if (!(root instanceof ShadowRoot)) return null;
    node = root.host;
    root = node.getRootNode();
    if (node.hasAttribute('lang')) return node.getAttribute('lang');
  }
}

/** One observer per document, however many elements it holds: each is told when any `lang` changes. */
const listeners = new Map<Document, { observer: MutationObserver; controllers: Set<LanguageController> }>();

function listen(controller: LanguageController, doc: Document): void {
  let entry = listeners.get(doc);
  if (!entry) {
    const controllers = new Set<LanguageController>();
    const observer = new MutationObserver(() => {
      for (const listening of controllers) listening.pageChanged();
    });
    observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
    entry = { observer, controllers };
    listeners.set(doc, entry);
  }
  entry.controllers.add(controller);
}

function unlisten(controller: LanguageController, doc: Document): void {
  const entry = listeners.get(doc);
  if (!entry) return;
  entry.controllers.delete(controller);
  if (entry.controllers.size > 0) return;
  entry.observer.disconnect();
  listeners.delete(doc);
}

/**
 * The language an element speaks: its own `lang`, else the nearest in the page, else the
 * browser's. Shared by every element of the package; the host updates when it changes.
 */
export class LanguageController implements ReactiveController {
  private page: string | null = null;
  private doc: Document | null = null;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    this.doc = this.host.ownerDocument;
    this.page = pageLang(this.host);
    listen(this, this.doc);
  }

  hostDisconnected(): void {
    if (this.doc) unlisten(this, this.doc);
    this.doc = null;
  }

  /** A `lang` changed somewhere in the page: update if it changes ours. */
  pageChanged(): void {
    const next = pageLang(this.host);
    if (next === this.page) return;
    this.page = next;
    this.host.requestUpdate();
  }

  /** The language asked for: the element's own `lang`, the page's, the browser's. */
  get wanted(): Lang {
    const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
    // The property first: set by a script, it is the new language before Lit writes it to the attribute.
    const own = (typeof this.host.lang === 'string' && this.host.lang) || this.host.getAttribute('lang');
    return negotiateLang([own, this.page, ...browser]);
  }

  /** The language spoken: the one asked for once its words are here, English if they could not be fetched. */
  get lang(): Lang {
    const wanted = this.wanted;
    return hasMessages(wanted) ? wanted : 'en';
  }

  /** The language asked for whose words could not be fetched, if any (English is spoken instead). */
  get unavailable(): Lang | null {
    const wanted = this.wanted;
    return hasMessages(wanted) ? null : wanted;
  }

  /**
   * The words of the language asked for, when they are still to be fetched (the standalone
   * bundle): settles when they came or could not come. Null when they are here.
   */
  loading(): Promise<boolean> | null {
    const wanted = this.wanted;
    return hasMessages(wanted) ? null : loadMessages(wanted);
  }
}
