import { render } from 'lit';
import type { Face, Lang, Mode, Odds, SuitPairing, TableResult } from '../../src/core/index.js';
import { defaultFace, getMessages } from '../../src/i18n/index.js';
import { type OverlayModel, overlayTemplate } from './overlay-view.js';

export interface OverlayPlace {
  x: number | null;
  y: number | null;
  collapsed: boolean;
}

export interface OverlayState {
  lang: Lang;
  deck: Face | '';
  pairing: SuitPairing;
  hand: readonly string[];
  trump: Mode | null;
  result: TableResult | null;
  odds: Odds | null;
  anchor: DOMRect | null;
  teaching: OverlayModel['teaching'];
}

export interface OverlayCallbacks {
  teach: () => void;
  placeChanged: (place: OverlayPlace) => void;
}

/**
 * Draws the overlay into a shadow root the content script owns, keeps the host's data
 * attributes (`data-hand`, `data-best`) current, and lets the user collapse and move it.
 */
export class OverlayController {
  private state: OverlayState | null = null;

  constructor(
    private readonly host: HTMLElement,
    private readonly container: HTMLElement,
    private place: OverlayPlace,
    private readonly callbacks: OverlayCallbacks,
  ) {}

  show(state: OverlayState): void {
    this.state = state;
    const player = state.result?.players[0];
    this.host.dataset.hand = state.hand.join(' ');
    this.host.dataset.best = player?.best ? String(player.best.points) : '';
    this.draw();
  }

  private draw(): void {
    const state = this.state;
    if (!state) return;
    const lang = state.lang;
    const model: OverlayModel = {
      view: { messages: getMessages(lang), lang, face: state.deck || defaultFace(lang), pairing: state.pairing },
      hand: state.hand,
      trump: state.trump,
      result: state.result,
      odds: state.odds,
      collapsed: this.place.collapsed,
      teaching: state.teaching,
    };
    render(
      overlayTemplate(model, {
        toggle: () => this.toggle(),
        teach: this.callbacks.teach,
        dragStart: (event) => this.drag(event),
      }),
      this.container,
    );
    this.position();
  }

  /** Beside the hand (above it) unless the user moved it; inside the viewport always. */
  private position(): void {
    const box = this.container.querySelector<HTMLElement>('.overlay');
    if (!box) return;
    const view = this.host.ownerDocument.defaultView;
    const width = view?.innerWidth ?? 1024;
    const height = view?.innerHeight ?? 768;
    const size = box.getBoundingClientRect();
    const anchor = this.state?.anchor;
    let x = this.place.x ?? (anchor ? anchor.left : width - size.width - 16);
    let y = this.place.y ?? (anchor ? anchor.top - size.height - 8 : height - size.height - 16);
    x = Math.min(Math.max(8, x), Math.max(8, width - size.width - 8));
    y = Math.min(Math.max(8, y), Math.max(8, height - size.height - 8));
    box.style.left = `${x}px`;
    box.style.top = `${y}px`;
  }

  private toggle(): void {
    this.place = { ...this.place, collapsed: !this.place.collapsed };
    this.callbacks.placeChanged(this.place);
    this.draw();
  }

  private drag(event: PointerEvent): void {
    const box = this.container.querySelector<HTMLElement>('.overlay');
    if (!box || event.button !== 0) return;
    const start = box.getBoundingClientRect();
    const dx = event.clientX - start.left;
    const dy = event.clientY - start.top;
    const target = event.currentTarget as HTMLElement;
    target.setPointerCapture?.(event.pointerId);
    const move = (moveEvent: PointerEvent) => {
      this.place = { ...this.place, x: moveEvent.clientX - dx, y: moveEvent.clientY - dy };
      this.position();
    };
    const end = () => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', end);
      target.removeEventListener('pointercancel', end);
      this.callbacks.placeChanged(this.place);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', end);
    target.addEventListener('pointercancel', end);
  }
}
