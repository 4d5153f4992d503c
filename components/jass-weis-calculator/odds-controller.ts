import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Odds } from '../../src/core/index.js';

/**
 * Odds computed after an update, never in one: the first frame stays fast. The host asks in
 * `willUpdate` for the odds of a key; they are counted once the update is done and the host
 * updates again. A pending count is dropped when the host leaves the page.
 */
export class OddsController implements ReactiveController {
  private done: { key: string; odds: Odds | null } | null = null;
  private wanted: { key: string; count: () => Promise<Odds | null> } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private dropped = false;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Asks for the odds of `key` (null: none wanted); `count` runs after this update. */
  want(key: string | null, count: () => Promise<Odds | null>): void {
    this.wanted = key === null || this.done?.key === key ? null : { key, count };
  }

  /** The odds of `key`, or null while they are counted. */
  value(key: string | null): Odds | null {
    return key !== null && this.done?.key === key ? this.done.odds : null;
  }

  hostUpdated(): void {
    const wanted = this.wanted;
    if (!wanted) return;
    this.wanted = null;
    this.clear();
    this.timer = setTimeout(() => {
      this.timer = null;
      // An engine that cannot be loaded (a bundle hosted without its odds file) shows no odds.
      wanted
        .count()
        .catch(() => null)
        .then((odds) => {
          if (this.wanted && this.wanted.key !== wanted.key) return;
          this.done = { key: wanted.key, odds };
          this.host.requestUpdate();
        });
    }, 0);
  }

  hostConnected(): void {
    // A count dropped when the host left is asked for again now that it is back.
    if (!this.dropped) return;
    this.dropped = false;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.dropped = this.timer !== null;
    this.clear();
  }

  private clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
