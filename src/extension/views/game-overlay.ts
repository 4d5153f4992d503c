import { browser } from 'wxt/browser';
import type { CardId, Mode } from '../../core/index.js';
import { inThreeTasks } from '../content/answer-tasks.js';
import { ourLongestTask } from '../content/budget.js';
import { DrawnFrames } from '../content/drawn-cards.js';
import {
  examplesWith,
  type GamePage,
  type GamePageEvent,
  gamePageStep,
  initialGamePage,
  tapsFor,
} from '../content/game-page-machine.js';
import { GameSession, plainRead } from '../content/game-session.js';
import { bringIntoView, type NamingTarget, targetBox } from '../content/naming-target.js';
import { OddsMemo, type PatternMemory } from '../content/overlay-state.js';
import { KeepFreeLookup, keepFreeBoxes } from '../content/placement.js';
import type { ScreenPictures } from '../content/screen-pictures.js';
import { pageReadMessage } from '../messages.js';
import type { AnchoredRead } from '../reader/read-page.js';
import type { SettingsStore } from '../settings-store.js';
import {
  type loadFace,
  type loadGame,
  type OverlayPlace,
  type SaveResult,
  saveFace,
  saveGame,
  savePlace,
} from '../site-memory.js';
import { sitesItem } from '../storage.js';
import { overlayAnswer, workRead } from './overlay-answer.js';
import { type OverlayCallbacks, OverlayController } from './overlay-controller.js';
import { createOverlayHost, showOverlay } from './overlay-host.js';
import { OverlayKeeper } from './overlay-keeper.js';
import { overlayStyles } from './overlay-styles.js';
import { pageMessageListener } from './page-messages.js';

/** The reader running in this page's isolated world: one at a time, started again if it stopped. */
export interface Running {
  alive: boolean;
  /** A re-injection (the popup's switch) while it runs: read the page again. */
  refresh: () => void;
}

/** How often the reader checks that the extension is still there (it goes on an update or reload). */
const ALIVE_CHECK_MS = 2000;

/** What this site keeps: the settings, the learnt pattern, the overlay's place, the pictures named. */
export interface Kept {
  store: SettingsStore;
  patterns: PatternMemory;
  place: OverlayPlace;
  pictures: ScreenPictures;
  face: Awaited<ReturnType<typeof loadFace>>;
  /** The game the player chose for this site, if any. */
  game: Awaited<ReturnType<typeof loadGame>>;
}

/**
 * One page's reader and overlay. Built in dependency order: what the site keeps, the page's
 * machine, the overlay, the session that reads the page; its methods are what the overlay's
 * buttons and the session's reads do. Nothing here decides a rule or reads the page itself.
 */
export class GameOverlay implements Running {
  alive = true;
  private readonly origin = location.origin;
  /** The page's steps and what the player gave for the hand on the table. */
  private page: GamePage<NamingTarget>;
  private lastRead: AnchoredRead | null = null;
  private readonly odds = new OddsMemo();
  private readonly keepFree = new KeepFreeLookup(document);
  private readonly host: HTMLElement;
  private readonly root: HTMLElement;
  private readonly overlay: OverlayController;
  private readonly keeper: OverlayKeeper;
  /** What the page draws on canvases, from the page-world recorder (on enabled sites only). */
  private readonly drawn: DrawnFrames;
  private readonly session: GameSession;
  private readonly show: () => void;
  private readonly stops: (() => void)[] = [];

  constructor(private readonly kept: Kept) {
    this.page = initialGamePage<NamingTarget>(kept.face, kept.game);
    const { host, root } = createOverlayHost(document, overlayStyles.map((sheet) => sheet.cssText).join('\n'));
    this.host = host;
    this.root = root;
    document.body.append(host);
    this.overlay = new OverlayController(host, root, kept.place, this.buttons());
    this.keeper = new OverlayKeeper(host, root, () => this.overlay.reposition());
    this.show = this.answerInTasks();
    this.drawn = new DrawnFrames(window, () => void this.session.update());
    this.session = this.newSession();
    this.session.start();
    this.listen();
  }

  refresh(): void {
    void this.session.update(true);
  }

  /** The core's answer for the last read, what the overlay shows of it, then drawn: three tasks. */
  private answerInTasks(): () => void {
    const { store, patterns } = this.kept;
    const show: () => void = inThreeTasks(
      () => (this.lastRead ? workRead(this.lastRead, this.page, store.settings) : null),
      (worked) =>
        overlayAnswer(worked, this.page, {
          lang: store.lang,
          face: store.face(worked.read.face),
          taught: patterns.pattern !== null,
          canUndo: patterns.canUndo,
          odds: (request) => (request ? this.odds.get(JSON.stringify(request), () => request, show) : null),
          boxOf: targetBox,
        }),
      (state) => {
        showOverlay({ host: this.host, root: this.root }, store.settings.overlay);
        this.overlay.show(state);
        this.root.dataset.longestTask = `${ourLongestTask.ms.toFixed(0)} ${ourLongestTask.work}`;
      },
    );
    return show;
  }

  private newSession(): GameSession {
    const { store, patterns, pictures } = this.kept;
    return new GameSession({
      doc: document,
      host: location.host,
      settings: () => store.settings,
      pattern: () => patterns.pattern,
      own: () => this.host,
      savePattern: (next) => patterns.save(next),
      drawn: () => this.drawn.last,
      drawnTexts: () => this.drawn.texts,
      screen: () => pictures.read(),
      screenAt: (x, y) => pictures.boxAt(x, y),
      nameOnScreen: (box, card) => pictures.name(box, card),
      namedHand: () => this.page.namedHand,
      onChange: this.keeper.changed,
      onError: () => {
        this.root.dataset.errors = `${this.session.errors.count} ${this.session.errors.last}`;
      },
      onReadDone: () => {
        const { reads, work } = this.session;
        this.root.dataset.reads = String(reads);
        // The work counted, for tests that bound it however busy the machine (times are the bench's).
        this.root.dataset.readElements = String(work.most.elements);
        this.root.dataset.readCharacters = String(work.most.characters);
        this.root.dataset.sliceElements = String(work.mostInSlice);
        this.root.dataset.readFresh = String(work.last.recognised);
      },
      onRead: (read) => {
        this.lastRead = read;
        this.dispatch({ type: 'read', hand: read.hand, ...(read.clues ? { clues: read.clues } : {}) });
        this.tellPanel(read);
      },
    });
  }

  /** What the overlay's buttons do. */
  private buttons(): OverlayCallbacks {
    const { store, patterns } = this.kept;
    return {
      keepFree: () => [
        ...keepFreeBoxes(this.keepFree.get(), (this.lastRead?.cards ?? []).slice(0, 200), this.host),
        ...(this.lastRead?.drawn?.cards ?? []).slice(0, 200),
        // What the page writes on its canvases (the trump, what players said): the player reads it there.
        ...this.drawn.texts
          .slice(0, 50)
          .map((entry) => ({ left: entry.x, top: entry.y, width: entry.width, height: entry.height })),
      ],
      anchor: () => this.lastRead?.drawn?.box ?? this.lastRead?.anchor?.getBoundingClientRect() ?? null,
      placeChanged: (next) => void savePlace(this.origin, next),
      teach: () => this.startTeaching(),
      name: () => {
        this.dispatch({ type: 'naming-started' });
        bringIntoView(this.lastRead?.unnamedBoxes?.[0] ?? null);
        this.pickToName();
      },
      pickCard: (card: CardId) => this.nameCard(card),
      cancel: () => {
        this.session.stopListening();
        this.dispatch({ type: 'reading' });
      },
      undo: () => void patterns.undo().then((saved) => this.backToReading(saved)),
      forget: () => void patterns.forget().then((saved) => this.backToReading(saved)),
      setTrump: (mode: Mode) => {
        if (this.lastRead) this.dispatch({ type: 'trump-set', hand: this.lastRead.hand, mode });
      },
      switchFace: () => {
        if (!this.lastRead) return;
        // The other face; back to what the page and the settings give, nothing is kept.
        const natural = store.face(this.lastRead.face);
        const next = (this.page.face ?? natural) === 'german-swiss' ? 'french' : 'german-swiss';
        this.dispatch({ type: 'face-set', face: next === natural ? null : next });
        void saveFace(this.origin, this.page.face);
      },
      setGame: (game) => {
        this.dispatch({ type: 'game-chosen', game });
        void saveGame(this.origin, game);
      },
      say: (seat: number, text: string) => {
        if (!this.lastRead) return;
        this.dispatch({ type: 'said', hand: this.lastRead.hand, seat, text });
        this.tellPanel(this.lastRead);
      },
    };
  }

  private dispatch(event: GamePageEvent<NamingTarget>): void {
    this.page = gamePageStep(this.page, event);
    this.show();
  }

  private backToReading(saved: SaveResult): void {
    this.dispatch(!saved.ok && saved.reason ? { type: 'not-kept', reason: saved.reason } : { type: 'reading' });
    void this.session.update(true);
  }

  /** The side panel follows the page: what it shows, with what the player tapped for the others. */
  private tellPanel(read: AnchoredRead): void {
    const said = tapsFor(this.page, read.hand);
    const merged = [0, 1, 2, 3].map((seat) => (seat === 0 ? null : (said[seat] ?? read.said?.[seat] ?? null) || null));
    void browser.runtime
      .sendMessage(pageReadMessage({ ...plainRead(read), said: merged }, location.href))
      .then((reply: { ok?: boolean } | undefined) => reply?.ok !== false)
      .catch(() => false)
      .then((told: boolean) => {
        if (told !== !this.page.panelBehind) this.dispatch({ type: 'panel-told', told });
      });
  }

  private startTeaching(): void {
    this.dispatch({ type: 'teach-started' });
    this.session.teach((outcome) => {
      if (!outcome.taught && outcome.reason !== 'not-a-card') this.dispatch({ type: 'not-kept', reason: outcome.reason });
      else this.dispatch({ type: 'teach-ended', hand: outcome.taught ? outcome.read.hand : null });
    });
  }

  private pickToName(): void {
    this.session.pickCardToName((picked) => {
      this.dispatch({
        type: 'card-picked',
        box: picked?.target ?? null,
        row: picked?.row ?? null,
        features: picked?.features ?? null,
      });
      if (!picked) this.pickToName();
    });
  }

  /** The player named the picked box: the named cards of its row are what the session learns from. */
  private nameCard(card: CardId): void {
    const target = this.page.naming;
    if (!target) return;
    const examples = examplesWith(this.page, card);
    void this.session
      .nameCard({ target, row: this.page.picked.row, features: this.page.picked.features }, card, examples)
      .then((progress) => {
        this.dispatch({ type: 'card-named', progress, hand: this.lastRead?.hand ?? null, examples });
        if (progress.namedHand) void this.session.update(true);
        if (!progress.learnt) this.pickToName();
      });
  }

  /** Watches what may end this reader: the settings, messages, the extension going, the site switched off. */
  private listen(): void {
    const { store, pictures } = this.kept;
    const unwatch = store.watch(() => void this.session.update(true));
    const onMessage = pageMessageListener(this.root, {
      teach: () => this.startTeaching(),
      picture: (image) =>
        pictures.take(image, window.innerWidth).then((ok) => {
          void this.session.update(true);
          return ok;
        }),
    });
    browser.runtime.onMessage.addListener(onMessage);
    // The extension updated or reloaded, or the player switched this site off: the reader leaves.
    const alive = window.setInterval(() => {
      if (!browser.runtime?.id) this.leave();
    }, ALIVE_CHECK_MS);
    const unwatchSites = sitesItem.watch((sites) => {
      if (!sites.includes(this.origin)) this.leave();
    });
    this.stops.push(
      unwatch,
      () => browser.runtime.onMessage.removeListener(onMessage),
      () => window.clearInterval(alive),
      unwatchSites,
    );
  }

  /** This copy of the reader leaves the page (a new one may start later). */
  private leave(): void {
    if (!this.alive) return;
    this.alive = false;
    for (const stop of this.stops.splice(0)) stop();
    this.session.stop();
    this.drawn.stop();
    this.keepFree.stop();
    this.keeper.stop();
    this.host.remove();
  }
}
