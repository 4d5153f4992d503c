import type { OverlayMirror } from './overlay-mirror.js';

/**
 * What keeps a game page from speaking through the overlay. The overlay draws the calculator's
 * templates, which name their parts for authors' themes (`part="verdict"`): on a game page a
 * `::part()` rule would reach through the closed shadow root and restyle the verdict, or load a
 * background image that tells the page what is shown; the mirror copies no part name. And the
 * page's selection can cut elements out of the overlay (`getSelection().deleteFromDocument()`),
 * or a script change what it holds: any change the extension did not make itself is undone at
 * once by bringing the copy in step with the drawn tree again, which the page cannot reach.
 */
export class OverlayGuard {
  private readonly observer: MutationObserver;
  /** Changes the page made and the guard undid: kept where tests and developer tools see them. */
  restored = 0;

  constructor(
    root: HTMLElement,
    private readonly mirror: OverlayMirror,
  ) {
    this.observer = new MutationObserver(() => {
      // The extension's own changes (its state attributes, the overlay's place) leave the copy
      // in step: only what differs from the drawn tree is the page's.
      if (!this.mirror.sync()) return;
      this.observer.takeRecords();
      this.restored++;
      root.dataset.restored = String(this.restored);
    });
    this.observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  }

  /** After the extension's own drawing: the copy brought in step, its own changes not counted as the page's. */
  drawn(): void {
    this.mirror.sync();
    this.observer.takeRecords();
  }

  disconnect(): void {
    this.observer.disconnect();
  }
}
