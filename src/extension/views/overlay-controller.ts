import { render } from 'lit';
import { type Face, formatAnnouncement, type Lang, type Mode, type SuitPairing, verdictContests } from '../../core/index.js';
import { playerSeatNames } from '../../i18n/extension/index.js';
import { getMessages } from '../../i18n/index.js';
import { loadDetailedFaces } from '../../ui/card-art.js';
import { afterFrame } from '../../ui/slices.js';
import { ASKS_ABOUT_A_CARD } from '../content/game-page-machine.js';
import { type Box, choosePlace, type Point } from '../content/placement.js';
import { OverlayGuard } from './overlay-guard.js';
import { byPerson, OverlayMirror } from './overlay-mirror.js';
import { type OverlayHandlers, type OverlayModel, overlayTemplate } from './overlay-view.js';

export interface OverlayPlace {
  x: number | null;
  y: number | null;
  collapsed: boolean;
}

/** What the content script shows: the overlay's model without what the overlay decides itself (placement, the open trump choice). */
export type OverlayState = Omit<OverlayModel, 'view' | 'pickingTrump' | 'pickingGame' | 'collapsed' | 'compact'> & {
  lang: Lang;
  face: Face;
  pairing: SuitPairing;
};

/** What the overlay asks of the content script. Called only for a person's own clicks. */
export interface OverlayCallbacks extends Omit<OverlayHandlers, 'toggle' | 'dragStart' | 'openTrump' | 'openGame'> {
  placeChanged: (place: OverlayPlace) => void;
  /** The page's controls, cards and dialogs, to keep free: measured at each placement. */
  keepFree: () => Box[];
  /** Where the player's hand is now (never covered; the overlay goes beside it), or null. */
  anchor: () => Box | null;
}

/**
 * Draws the overlay into a shadow root the content script owns, keeps its state in data
 * attributes inside that root (for tests and developer tools), and places it where it covers none of the page's controls and cards:
 * beside the hand if there is room, else in the free place nearest to it, else as a small
 * pill. A place the player drags it to is kept (per site, by the content script).
 */
export class OverlayController {
  private state: OverlayState | null = null;
  private pickingTrump = false;
  private pickingGame = false;
  private compact = false;
  /** The whole overlay's size when it was last drawn whole: what must fit before it leaves the pill. */
  private expandedSize = { width: 300, height: 220 };
  /** The overlay's own size changes (fonts, a longer answer) place it again. */
  private readonly resizes = new ResizeObserver(() => void afterFrame().then(() => this.reposition()));
  private observed: Element | null = null;
  /** Draws so far: only the last one is placed. */
  private drawn = 0;
  /** The overlay as last placed on the screen. */
  private placed: Element | null = null;
  /**
   * The part of the overlay under the player's pointer, and where its top was when last placed;
   * null while the pointer is elsewhere. The overlay is not moved from under the pointer: that
   * part stays where it is as the answer grows, until the pointer leaves.
   */
  private under: { element: Element; top: number } | null = null;
  private placeWhenLeft = false;
  /** Drawn where the page cannot reach; shown as a copy with no text the page can find or select. */
  private readonly mirror: OverlayMirror;
  /** No part names for the page's `::part()`, and what the page changes put back from the drawn tree. */
  private readonly guard: OverlayGuard;

  constructor(
    private readonly host: HTMLElement,
    private readonly container: HTMLElement,
    private place: OverlayPlace,
    private readonly callbacks: OverlayCallbacks,
  ) {
    this.mirror = new OverlayMirror(container);
    this.guard = new OverlayGuard(container, this.mirror);
    // The detailed card faces (in the content script's own bundle): drawn once they are there.
    void loadDetailedFaces().then(() => this.draw());
    // The pointer on any part of the overlay (its children are placed; the container has no box of its own).
    container.addEventListener('pointerover', (event) => {
      const element = event.composedPath()[0];
      if (event.isTrusted && element instanceof Element) this.under = { element, top: element.getBoundingClientRect().top };
    });
    container.addEventListener('pointerleave', (event) => {
      if (!event.isTrusted) return;
      this.under = null;
      if (!this.placeWhenLeft) return;
      this.placeWhenLeft = false;
      this.reposition();
    });
  }

  show(state: OverlayState): void {
    // A question about the card just clicked is asked in the open overlay, however the player left
    // it (collapsed, the game would wait in vain); their choice for the site stays as it was.
    if (ASKS_ABOUT_A_CARD.has(state.step) && this.state?.step !== state.step && (this.place.collapsed || this.compact)) {
      this.compact = false;
      this.place = { ...this.place, collapsed: false };
    }
    this.state = state;
    const player = state.result?.players[0];
    const verdict = state.result?.verdict;
    const contests = verdictContests(verdict).map(({ value }) => value);
    // Inside the closed shadow root, never on the host: the page cannot read them. Written only
    // when changed, so that a redraw (odds counted, say) is no change of state.
    const shown = {
      hand: state.hand.join(' '),
      best: player?.best ? String(player.best.points) : '',
      trump: state.trump ?? '',
      // The game answered for ('' where the page does not tell it), and its rules.
      game: state.game.by === 'default' ? '' : state.game.game,
      rules: state.rules,
      gameBy: state.game.by,
      // The roem of the trick on the table, where melds count in a trick (Klaverjas).
      roem: state.result?.roem ? String(state.result.roem.points) : '',
      face: state.face,
      step: state.step,
      partial: state.partial ? `${state.partial.read}/${state.partial.of}/${state.partial.unnamed}` : '',
      hint: state.hints.map((hint) => [hint.x, hint.y, hint.width, hint.height].map(Math.round).join(',')).join(' '),
      // What each other seat said, as the core read it, and the verdict's outcome and stage.
      said: state.said.seats.map((seat) => (seat.said ? formatAnnouncement(seat.said) : '')).join('|'),
      verdict: contests
        .map((contest) => (contest ? `${contest.outcome}:${contest.team ?? ''}:${contest.stage ?? ''}` : ''))
        .join(' '),
    };
    const data = this.container.dataset;
    for (const [name, value] of Object.entries(shown)) if (data[name] !== value) data[name] = value;
    this.draw();
  }

  private handlers(): OverlayHandlers {
    const callbacks = this.callbacks;
    return {
      // The view calls these for a person's clicks only (see `person` in overlay-view.ts).
      toggle: () => this.toggle(),
      teach: callbacks.teach,
      name: callbacks.name,
      pickCard: callbacks.pickCard,
      cancel: callbacks.cancel,
      undo: callbacks.undo,
      forget: callbacks.forget,
      say: callbacks.say,
      switchFace: callbacks.switchFace,
      openTrump: () => {
        this.pickingTrump = !this.pickingTrump;
        this.draw();
      },
      setTrump: (mode: Mode) => {
        this.pickingTrump = false;
        callbacks.setTrump(mode);
      },
      openGame: () => {
        this.pickingGame = !this.pickingGame;
        this.draw();
      },
      setGame: (game) => {
        this.pickingGame = false;
        callbacks.setGame(game);
      },
      dragStart: (event: PointerEvent) => {
        if (byPerson(event)) this.drag(event);
      },
    };
  }

  private draw(): void {
    const state = this.state;
    if (!state) return;
    const lang = state.lang;
    const messages = getMessages(lang);
    const { face, pairing, ...shown } = state;
    const model: OverlayModel = {
      ...shown,
      // The reader is seat 0; play goes to the right.
      view: { messages, lang, face, pairing, names: playerSeatNames(lang), you: 0, words: shown.result?.words ?? 'jass' },
      pickingTrump: this.pickingTrump,
      pickingGame: this.pickingGame,
      collapsed: this.place.collapsed || this.compact,
      compact: this.compact,
    };
    render(overlayTemplate(model, this.handlers()), this.mirror.drawn);
    this.guard.drawn();
    // Under the player's pointer it is kept in place at once, before the browser paints the
    // change: a frame later the button the pointer was on could already have moved away.
    const box = this.container.querySelector<HTMLElement>('.overlay');
    if (box && this.isHeld(box)) this.position();
    // Placed once the browser has laid out the new overlay: measuring now would force the page's layout.
    const drawn = ++this.drawn;
    void afterFrame().then(() => {
      if (drawn === this.drawn) this.position();
    });
  }

  /** Places the overlay again (the page's layout changed). */
  reposition(): void {
    if (this.state) this.position();
  }

  /** Places the overlay; `byPlayer` (a drag) moves it even under the pointer. */
  private position(byPlayer = false): void {
    const box = this.container.querySelector<HTMLElement>('.overlay');
    if (!box) return;
    // A button must not jump from under the player's pointer as the answer grows or the page
    // moves: the overlay on screen stays where it is (only kept inside the window) until the
    // pointer leaves it, and is placed then.
    const held = !byPlayer && this.isHeld(box);
    if (held) this.placeWhenLeft = true;
    const view = this.host.ownerDocument.defaultView;
    const viewport = { width: view?.innerWidth ?? 1024, height: view?.innerHeight ?? 768 };
    const size = box.getBoundingClientRect();
    if (!this.compact && !this.place.collapsed) this.expandedSize = { width: size.width, height: size.height };
    if (box !== this.observed) {
      this.resizes.disconnect();
      this.resizes.observe(box);
      this.observed = box;
    }
    let x: number;
    let y: number;
    if (held) {
      // What grew or shrank above the part under the pointer (the odds arrived, say) moves the
      // overlay the other way: the button the player is on stays under the pointer.
      const under = this.under?.element.isConnected ? this.under : null;
      const shift = under ? under.element.getBoundingClientRect().top - under.top : 0;
      x = Number.parseFloat(box.style.left);
      y = Number.parseFloat(box.style.top) - shift;
    } else if (this.place.x !== null && this.place.y !== null) {
      // The player's own place wins (kept inside the viewport).
      x = this.place.x;
      y = this.place.y;
    } else {
      const anchor = this.callbacks.anchor();
      // The cards the overlay outlines are the ones the player is asked to click: never under it.
      const hinted = (this.state?.hints ?? []).map((hint) => ({
        left: hint.x,
        top: hint.y,
        width: hint.width,
        height: hint.height,
      }));
      const keepFree: Box[] = [...this.callbacks.keepFree(), ...hinted];
      if (anchor) keepFree.push(anchor);
      const prefer = anchor
        ? { x: anchor.left, y: anchor.top - size.height - 8 }
        : { x: viewport.width - size.width - 16, y: viewport.height - size.height - 16 };
      const free = choosePlace(viewport, { width: size.width, height: size.height }, keepFree, prefer);
      if (!free && !this.compact) {
        // No room for the whole overlay anywhere: a small pill instead.
        this.compact = true;
        this.draw();
        return;
      }
      if (free && this.compact && !this.place.collapsed && this.fitsExpanded(viewport, keepFree, prefer)) {
        this.compact = false;
        this.draw();
        return;
      }
      x = free?.x ?? prefer.x;
      y = free?.y ?? prefer.y;
    }
    x = Math.min(Math.max(8, x), Math.max(8, viewport.width - size.width - 8));
    y = Math.min(Math.max(8, y), Math.max(8, viewport.height - size.height - 8));
    // On the copy and on the drawn box alike: the copy stays in step with what was drawn.
    const drawnBox = this.mirror.sourceOf(box);
    for (const placed of [box, drawnBox instanceof HTMLElement ? drawnBox : null]) {
      if (!placed) continue;
      placed.style.left = `${x}px`;
      placed.style.top = `${y}px`;
      placed.style.visibility = 'visible';
    }
    this.placed = box;
    if (this.under) this.under.top = this.under.element.getBoundingClientRect().top;
    this.container.dataset.place = [x, y, size.width, size.height].map(Math.round).join(',');
  }

  /** The overlay on screen is under the player's pointer: kept where it is. */
  private isHeld(box: HTMLElement): boolean {
    return this.under !== null && box === this.placed && box.style.visibility === 'visible';
  }

  /** Room again for the whole overlay (its last full size) after it shrank to a pill? */
  private fitsExpanded(viewport: { width: number; height: number }, keepFree: Box[], prefer: Point): boolean {
    return choosePlace(viewport, this.expandedSize, keepFree, prefer) !== null;
  }

  private toggle(): void {
    if (this.compact) {
      // The player asks for the whole overlay: it opens where the pill is and stays open there
      // (theirs to move where they like), even where it must cover some of the page.
      const pill = this.container.querySelector<HTMLElement>('.overlay')?.getBoundingClientRect();
      this.compact = false;
      this.place = { x: pill?.left ?? this.place.x, y: pill?.top ?? this.place.y, collapsed: false };
    } else {
      this.place = { ...this.place, collapsed: !this.place.collapsed };
    }
    this.callbacks.placeChanged(this.place);
    this.draw();
  }

  private drag(event: PointerEvent): void {
    const box = this.container.querySelector<HTMLElement>('.overlay');
    if (!box || event.button !== 0) return;
    const start = box.getBoundingClientRect();
    const dx = event.clientX - start.left;
    const dy = event.clientY - start.top;
    // The pointer is held by the overlay on the screen (the event itself was handed on to the
    // drawn tree, which is in no document).
    const target = this.container;
    target.setPointerCapture?.(event.pointerId);
    const move = (moveEvent: PointerEvent) => {
      if (!moveEvent.isTrusted) return;
      this.place = { ...this.place, x: moveEvent.clientX - dx, y: moveEvent.clientY - dy };
      this.position(true);
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
