import { afterFrame } from '../../ui/slices.js';
import { ourLongestTask, ShareBudget, timed } from '../content/budget.js';

/** How often a page may remove our overlay before we leave it alone (a page that clears itself in a loop). */
const MAX_RETURNS = 30;
/** Layout that moves without a change to the DOM: images and fonts arriving, cards sliding in. */
const LAYOUT_EVENTS = ['load', 'error', 'transitionend', 'animationend'] as const;

/**
 * Keeps the overlay on a page that changes: its host put back if the page removed it (a bounded
 * number of times), and the overlay placed anew at most five times a second and only as often as
 * placing's budget allows, measured after the browser's own layout of the frame (never forcing
 * one): a page that never rests costs us little.
 */
export class OverlayKeeper {
  private returns = 0;
  private placing = 0;
  private readonly budget = new ShareBudget();
  private stopped = false;
  /** After any change of the page, ours excluded. */
  readonly changed = () => {
    if (this.stopped) return;
    if (!this.host.isConnected && document.body && this.returns < MAX_RETURNS) {
      this.returns++;
      document.body.append(this.host);
    }
    if (this.placing) return;
    this.placing = window.setTimeout(
      () => {
        this.placing = 0;
        void afterFrame().then(() => {
          if (this.stopped) return;
          this.budget.spend(timed('placement', this.place).ms);
          this.root.dataset.longestTask = `${ourLongestTask.ms.toFixed(0)} ${ourLongestTask.work}`;
        });
      },
      Math.max(200, this.budget.wait()),
    );
  };

  constructor(
    private readonly host: HTMLElement,
    private readonly root: HTMLElement,
    private readonly place: () => void,
  ) {
    addEventListener('resize', this.changed);
    addEventListener('scroll', this.changed, { passive: true });
    for (const type of LAYOUT_EVENTS) document.addEventListener(type, this.changed, { capture: true, passive: true });
    document.fonts?.addEventListener('loadingdone', this.changed);
  }

  stop(): void {
    this.stopped = true;
    window.clearTimeout(this.placing);
    removeEventListener('resize', this.changed);
    removeEventListener('scroll', this.changed);
    for (const type of LAYOUT_EVENTS) document.removeEventListener(type, this.changed, { capture: true });
    document.fonts?.removeEventListener('loadingdone', this.changed);
  }
}
