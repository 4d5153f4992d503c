/**
 * What keeps a game page from speaking through the overlay. The overlay draws the calculator's
 * templates, which name their parts for authors' themes (`part="verdict"`): on a game page a
 * `::part()` rule would reach through the closed shadow root and restyle the verdict, or load a
 * background image that tells the page what is shown. So no part name stays in what the
 * extension draws. And the page's selection can cut text out of the overlay
 * (`getSelection().deleteFromDocument()`): any change the extension did not draw itself is
 * undone at once by drawing again from the answer, never from what the DOM holds.
 */
export class OverlayGuard {
  private readonly observer: MutationObserver;
  /** Changes the page made and the guard undid: kept where tests and developer tools see them. */
  restored = 0;

  constructor(
    private readonly root: HTMLElement,
    private readonly redraw: () => void,
  ) {
    this.observer = new MutationObserver((records) => {
      if (records.length === 0) return;
      this.restored++;
      root.dataset.restored = String(this.restored);
      this.redraw();
    });
    this.observer.observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['part', 'exportparts', 'contenteditable', 'class', 'hidden'],
    });
  }

  /** After the extension's own drawing: its part names taken off, its own changes not counted as the page's. */
  drawn(): void {
    stripParts(this.root);
    this.observer.takeRecords();
  }

  disconnect(): void {
    this.observer.disconnect();
  }
}

/** Takes every part name off what the extension drew. */
export function stripParts(root: ParentNode): void {
  for (const element of root.querySelectorAll('[part], [exportparts]')) {
    element.removeAttribute('part');
    element.removeAttribute('exportparts');
  }
}
