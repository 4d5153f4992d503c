import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What the board knows of the screen wake lock: held, released (the page hidden, or the browser took it back), refused or not offered. */
export type WakeState = 'held' | 'released' | 'refused' | 'unsupported';

/**
 * Keeps the phone's screen on while the board is open and seen, all evening: the Screen Wake
 * Lock where the browser offers it, asked again when the page is seen again (the browser lets
 * it go when the page is hidden), let go when the board leaves the page. Where it is refused or
 * not offered, the board works as before; the state is kept where tests and the debug state see it.
 */
export class WakeLockController implements ReactiveController {
  state: WakeState = 'released';
  private sentinel: WakeLockSentinel | null = null;
  private connected = false;

  constructor(host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.connected = true;
    document.addEventListener('visibilitychange', this.onVisibility);
    void this.request();
  }

  hostDisconnected(): void {
    this.connected = false;
    document.removeEventListener('visibilitychange', this.onVisibility);
    void this.release();
  }

  private onVisibility = (): void => {
    if (document.visibilityState === 'visible') void this.request();
    else void this.release();
  };

  private async request(): Promise<void> {
    if (!('wakeLock' in navigator)) {
      this.state = 'unsupported';
      return;
    }
    if (this.sentinel || document.visibilityState !== 'visible') return;
    try {
      const sentinel = await navigator.wakeLock.request('screen');
      if (!this.connected) {
        await sentinel.release();
        return;
      }
      this.sentinel = sentinel;
      this.state = 'held';
      sentinel.addEventListener('release', () => {
        if (this.sentinel === sentinel) this.sentinel = null;
        this.state = 'released';
      });
    } catch {
      // Refused (battery saver, a policy, a page not seen): the board goes on; the state says so.
      this.state = 'refused';
    }
  }

  private async release(): Promise<void> {
    const sentinel = this.sentinel;
    this.sentinel = null;
    this.state = 'released';
    await sentinel?.release();
  }
}
