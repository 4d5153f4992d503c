import { afterFrame } from '../../ui/slices.js';
import { isExtensionMessage } from '../messages.js';

/** What the extension's own pages (popup, tests) may ask of the game page's reader. */
export interface PageMessageHandlers {
  /** Teach mode, from the popup. */
  teach: () => void;
  /** A picture of the screen the popup took: read once it is there (true when it is a picture). */
  picture: (image: string) => Promise<boolean>;
}

/** How long the overlay stays out of a picture of the screen at most. */
const OUT_OF_PICTURE_MS = 3000;

/**
 * The reader's listener for messages of the extension (never of the page: the runtime delivers
 * only the extension's own). The overlay steps out of a picture of the screen while it is taken;
 * the overlay's state and the centres of its buttons are told for tests and developer tools.
 */
export function pageMessageListener(
  root: HTMLElement,
  handlers: PageMessageHandlers,
): (message: unknown) => Promise<unknown> | undefined {
  let outOfPicture = 0;
  const backInPicture = () => {
    window.clearTimeout(outOfPicture);
    root.style.opacity = '';
  };
  return (message) => {
    if (!isExtensionMessage(message)) return undefined;
    switch (message.type) {
      case 'teach':
        handlers.teach();
        return undefined;
      case 'screen-prepare':
        // Out of the picture for a moment (back with the picture, or after three seconds at most;
        // an earlier picture's three seconds end nothing now).
        root.style.opacity = '0';
        window.clearTimeout(outOfPicture);
        outOfPicture = window.setTimeout(backInPicture, OUT_OF_PICTURE_MS);
        return afterFrame()
          .then(() => afterFrame())
          .then(() => ({ ok: true }));
      case 'screen':
        return handlers.picture(message.image).then((ok) => {
          backInPicture();
          return { ok };
        });
      // For tests and developer tools: the state kept inside the closed shadow root.
      case 'overlay-state':
        return Promise.resolve({ ...root.dataset });
      case 'overlay-controls':
        return Promise.resolve(controlCentres(root));
      default:
        return undefined;
    }
  };
}

/**
 * For tests in browsers whose driver cannot reach into a closed shadow root (Firefox): the centre
 * of each of the overlay's buttons in the viewport, by each of its classes ("name") and, for a
 * card or a game, by class and card or game ("pick-card H6", "game-option belote"), so that the
 * test clicks there as a person would. Only buttons a person can click now are told: shown, and
 * what a click at their centre lands on (an overlay drawn anew, not yet placed, may reach past
 * the window or lie under something).
 */
function controlCentres(root: HTMLElement): Record<string, { x: number; y: number }> {
  const centres: Record<string, { x: number; y: number }> = {};
  const shadow = root.getRootNode() as ShadowRoot;
  for (const button of root.querySelectorAll('button')) {
    const box = button.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    const hit = shadow.elementFromPoint?.(centre.x, centre.y);
    if (!hit || !button.contains(hit)) continue;
    for (const name of button.classList) {
      const which = button.dataset.card ?? button.dataset.game;
      const key = which ? `${name} ${which}` : name;
      centres[key] ??= centre;
    }
  }
  return centres;
}
