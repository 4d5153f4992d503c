import type { ReactiveController, ReactiveElement } from 'lit';
import { adoptPickerFaces, hasDetailedFaces, loadDetailedFaces, rankIndexes } from '../../src/ui/card-art.js';
import type { ViewContext } from '../../src/ui/templates.js';

/**
 * The detailed card faces for one element: asked for once it is on a page (every element of
 * the page shares the one load), drawn when they come; the picker's stylesheet of faces for
 * the element's deck and language is adopted after each update.
 */
export class CardFacesController implements ReactiveController {
  constructor(
    private readonly host: ReactiveElement,
    private readonly view: () => ViewContext,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    if (!hasDetailedFaces()) void loadDetailedFaces().then(() => this.host.requestUpdate());
  }

  hostUpdated(): void {
    const root = this.host.shadowRoot;
    if (!root || !hasDetailedFaces()) return;
    const view = this.view();
    adoptPickerFaces(root, view.face, view.pairing, rankIndexes(view.face, view.messages));
  }
}
