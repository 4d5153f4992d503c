import { browser } from 'wxt/browser';
import { type CardId, type Mode, makeRules } from '../../core/index.js';
import { formatsOf } from '../../i18n/index.js';
import { inThreeTasks } from '../content/answer-tasks.js';
import { ourLongestTask, timed } from '../content/budget.js';
import { DrawnFrames } from '../content/drawn-cards.js';
import { type GamePageEvent, gamePageStep, initialGamePage, tapsFor } from '../content/game-page-machine.js';
import type { Pick } from '../content/game-session.js';
import { GameSession, plainRead } from '../content/game-session.js';
import { OddsMemo, PatternMemory } from '../content/overlay-state.js';
import { KeepFreeLookup, keepFreeBoxes } from '../content/placement.js';
import { ScreenPictures } from '../content/screen-pictures.js';
import { pageReadMessage } from '../messages.js';
import type { AnchoredRead } from '../reader/read-page.js';
import { SettingsStore } from '../settings-store.js';
import { loadFace, loadPattern, loadPlace, type SaveResult, saveFace, savePattern, savePlace } from '../site-memory.js';
import { sitesItem } from '../storage.js';
import { overlayAnswer, workRead } from './overlay-answer.js';
import { OverlayController } from './overlay-controller.js';
import { createOverlayHost, showOverlay } from './overlay-host.js';
import { OverlayKeeper } from './overlay-keeper.js';
import { overlayStyles } from './overlay-view.js';
import { pageMessageListener } from './page-messages.js';

/** Where an element of the page is, in the viewport. */
function boxOf(box: Pick): { x: number; y: number; width: number; height: number } {
  if ('screen' in box) return { x: box.screen.x, y: box.screen.y, width: box.screen.width, height: box.screen.height };
  if (!(box instanceof Element)) return { x: box.x, y: box.y, width: box.width, height: box.height };
  const rect = box.getBoundingClientRect();
  return { x: rect.left, y: rect.top, width: rect.width, height: rect.height };
}

/**
 * The player asked to name a card: the first box to name is brought into view where it lies
 * outside it (at once, whatever the page's own scrolling style), so that it can be clicked.
 */
function bringIntoView(box: Element | null): void {
  const rect = box?.getBoundingClientRect();
  if (!box || !rect || (rect.top >= 0 && rect.bottom <= window.innerHeight)) return;
  box.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
}

/** The reader running in this page's isolated world: one at a time, started again if it stopped. */
interface Running {
  alive: boolean;
  /** A re-injection (the popup's switch) while it runs: read the page again. */
  refresh: () => void;
}
const RUNNING = Symbol.for('jass-weis.game');
/** How often the reader checks that the extension is still there (it goes on an update or reload). */
const ALIVE_CHECK_MS = 2000;

/**
 * The content script: reads the page, reports it, and shows the overlay. Never throws into the
 * page. It listens to nothing the page can send: the framework's "a newer script started"
 * signal is ignored (a page could forge it); it stops only when the extension itself is gone.
 */
export async function runGame(): Promise<void> {
  const slot = window as unknown as Record<symbol, Running | undefined>;
  const running = slot[RUNNING];
  if (running?.alive) {
    running.refresh();
    return;
  }
  // Taken at once, before anything is awaited: a second injection meanwhile starts no second reader.
  const starting: Running = { alive: true, refresh: () => undefined };
  slot[RUNNING] = starting;
  try {
    // Firefox matches a site's pattern on every port: read only the origin the player switched on.
    if (!(await sitesItem.getValue()).includes(location.origin)) {
      starting.alive = false;
      return;
    }
    slot[RUNNING] = await start();
  } catch (error) {
    starting.alive = false;
    console.debug('jass-weis: not running on this page', error);
  }
}

async function start(): Promise<Running> {
  const origin = location.origin;
  const store = await SettingsStore.open();
  // The page's first number format costs the browser its language data (tens of ms): paid in a
  // task of its own now, not in the first answer.
  setTimeout(() => timed('formats', () => formatsOf(store.lang).number(0)), 0);
  const patterns = new PatternMemory(await loadPattern(origin), (next) => savePattern(origin, next));
  const place = await loadPlace(origin);
  const pictures = await ScreenPictures.open(origin, () => makeRules(store.settings.rules).deck);
  /** The page's steps and what the player gave for the hand on the table (the deck face picked for this site too). */
  let page = initialGamePage<Pick>(await loadFace(origin));
  let lastRead: AnchoredRead | null = null;
  const odds = new OddsMemo();
  const running: Running = { alive: true, refresh: () => void session.update(true) };

  const keepFree = new KeepFreeLookup(document);
  const { host, root } = createOverlayHost(document, overlayStyles.map((sheet) => sheet.cssText).join('\n'));
  document.body.append(host);

  /** The core's answer for the last read, what the overlay shows of it, then drawn: three tasks. */
  const show: () => void = inThreeTasks(
    () => (lastRead ? workRead(lastRead, page, store.settings) : null),
    (worked) =>
      overlayAnswer(worked, page, {
        lang: store.lang,
        face: store.face(worked.read.face),
        taught: patterns.pattern !== null,
        canUndo: patterns.canUndo,
        odds: (request) => (request ? odds.get(JSON.stringify(request), () => request, show) : null),
        boxOf,
      }),
    (state) => {
      showOverlay({ host, root }, store.settings.overlay);
      overlay.show(state);
      root.dataset.longestTask = `${ourLongestTask.ms.toFixed(0)} ${ourLongestTask.work}`;
    },
  );
  const dispatch = (event: GamePageEvent<Pick>) => {
    page = gamePageStep(page, event);
    show();
  };
  const backToReading = (saved: SaveResult) => {
    dispatch(!saved.ok && saved.reason ? { type: 'not-kept', reason: saved.reason } : { type: 'reading' });
    void session.update(true);
  };

  const overlay = new OverlayController(host, root, place, {
    keepFree: () => [
      ...keepFreeBoxes(keepFree.get(), (lastRead?.cards ?? []).slice(0, 200), host),
      ...(lastRead?.drawn?.cards ?? []).slice(0, 200),
      // What the page writes on its canvases (the trump, what players said): the player reads it there.
      ...drawn.texts.slice(0, 50).map((entry) => ({ left: entry.x, top: entry.y, width: entry.width, height: entry.height })),
    ],
    anchor: () => lastRead?.drawn?.box ?? lastRead?.anchor?.getBoundingClientRect() ?? null,
    placeChanged: (next) => void savePlace(origin, next),
    teach: () => startTeaching(),
    name: () => {
      dispatch({ type: 'naming-started' });
      bringIntoView(lastRead?.unnamedBoxes?.[0] ?? null);
      pickToName();
    },
    pickCard: (card: CardId) => {
      const box = page.naming;
      if (!box) return;
      void session.nameCard(box, card).then((progress) => {
        dispatch({ type: 'card-named', progress, hand: lastRead?.hand ?? null });
        if (!progress.learnt) pickToName();
      });
    },
    cancel: () => {
      session.stopListening();
      dispatch({ type: 'reading' });
    },
    undo: () => void patterns.undo().then(backToReading),
    forget: () => void patterns.forget().then(backToReading),
    setTrump: (mode: Mode) => {
      if (lastRead) dispatch({ type: 'trump-set', hand: lastRead.hand, mode });
    },
    switchFace: () => {
      if (!lastRead) return;
      // The other face; back to what the page and the settings give, nothing is kept.
      const natural = store.face(lastRead.face);
      const next = (page.face ?? natural) === 'german-swiss' ? 'french' : 'german-swiss';
      dispatch({ type: 'face-set', face: next === natural ? null : next });
      void saveFace(origin, page.face);
    },
    say: (seat: number, text: string) => {
      if (!lastRead) return;
      dispatch({ type: 'said', hand: lastRead.hand, seat, text });
      tellPanel(lastRead);
    },
  });

  /** The side panel follows the page: what it shows, with what the player tapped for the others. */
  function tellPanel(read: AnchoredRead): void {
    const said = tapsFor(page, read.hand);
    const merged = [0, 1, 2, 3].map((seat) => (seat === 0 ? null : (said[seat] ?? read.said?.[seat] ?? null) || null));
    void browser.runtime
      .sendMessage(pageReadMessage({ ...plainRead(read), said: merged }, location.href))
      .then((reply: { ok?: boolean } | undefined) => reply?.ok !== false)
      .catch(() => false)
      .then((told: boolean) => {
        if (told !== !page.panelBehind) dispatch({ type: 'panel-told', told });
      });
  }

  function startTeaching(): void {
    dispatch({ type: 'teach-started' });
    session.teach((outcome) => {
      if (!outcome.taught && outcome.reason !== 'not-a-card') dispatch({ type: 'not-kept', reason: outcome.reason });
      else dispatch({ type: 'teach-ended', hand: outcome.taught ? outcome.read.hand : null });
    });
  }

  function pickToName(): void {
    session.pickCardToName((picked) => {
      dispatch({ type: 'card-picked', box: picked?.box ?? null });
      if (!picked) pickToName();
    });
  }

  const keeper = new OverlayKeeper(host, root, () => overlay.reposition());
  // What the page draws on canvases, from the page-world recorder (on enabled sites only).
  const drawn = new DrawnFrames(window, () => void session.update());
  const session = new GameSession({
    drawn: () => drawn.last,
    drawnTexts: () => drawn.texts,
    onError: () => {
      root.dataset.errors = `${session.errors.count} ${session.errors.last}`;
    },
    onReadDone: () => {
      root.dataset.reads = String(session.reads);
    },
    screen: () => pictures.read(),
    screenAt: (x, y) => pictures.boxAt(x, y),
    nameOnScreen: (box, card) => pictures.name(box, card),
    doc: document,
    host: location.host,
    settings: () => store.settings,
    pattern: () => patterns.pattern,
    own: () => host,
    savePattern: (next) => patterns.save(next),
    onChange: keeper.changed,
    onRead: (read) => {
      lastRead = read;
      dispatch({ type: 'read', hand: read.hand });
      tellPanel(read);
    },
  });

  session.start();
  const unwatch = store.watch(() => void session.update(true));
  const onMessage = pageMessageListener(root, {
    teach: startTeaching,
    picture: (image) =>
      pictures.take(image, window.innerWidth).then((ok) => {
        void session.update(true);
        return ok;
      }),
  });
  browser.runtime.onMessage.addListener(onMessage);

  /** This copy of the reader leaves the page (a new one may start later). */
  const leave = () => {
    if (!running.alive) return;
    running.alive = false;
    window.clearInterval(alive);
    unwatchSites();
    session.stop();
    drawn.stop();
    keepFree.stop();
    keeper.stop();
    unwatch();
    host.remove();
    browser.runtime.onMessage.removeListener(onMessage);
  };
  // The extension updated or reloaded, or the player switched this site off: the reader leaves.
  const alive = window.setInterval(() => {
    if (!browser.runtime?.id) leave();
  }, ALIVE_CHECK_MS);
  const unwatchSites = sitesItem.watch((sites) => {
    if (!sites.includes(origin)) leave();
  });
  return running;
}
