import { browser } from 'wxt/browser';
import type { SaidRowModel } from '../../../components/jass-weis-calculator/views.js';
import { saidRowModel } from '../../../components/jass-weis-calculator/views.js';
import { type CardId, DECK_INFO, type Mode, makeRules } from '../../core/index.js';
import { playerSeatNames } from '../../i18n/extension/index.js';
import { formatsOf } from '../../i18n/index.js';
import { ourLongestTask, ShareBudget, timed } from '../content/budget.js';
import { DrawnFrames } from '../content/drawn-cards.js';
import type { Pick } from '../content/game-session.js';
import { GameSession, plainRead } from '../content/game-session.js';
import { OddsMemo, OverlaySteps, PatternMemory, SaidTaps } from '../content/overlay-state.js';
import { KeepFreeLookup, keepFreeBoxes } from '../content/placement.js';
import { readScreen, type Screen, screenBoxAt, screenOf, templateOf } from '../content/screen-read.js';
import { isExtensionMessage, pageReadMessage } from '../messages.js';
import { type AnchoredRead, impossibleHand } from '../reader/read-page.js';
import { afterFrame } from '../reader/slices.js';
import { SettingsStore } from '../settings-store.js';
import {
  loadFace,
  loadPattern,
  loadPlace,
  loadTemplates,
  saveFace,
  savePattern,
  savePlace,
  saveTemplates,
} from '../site-memory.js';
import { sitesItem } from '../storage.js';
import { isPartial, oddsRequestFromRead, pageResult } from '../table-from-read.js';
import { OverlayController, type OverlayState } from './overlay-controller.js';
import { createOverlayHost, showOverlay } from './overlay-host.js';
import { overlayStyles } from './overlay-view.js';

/** Where an element of the page is, in the viewport. */
function boxOf(box: Pick): { x: number; y: number; width: number; height: number } {
  if ('screen' in box) return { x: box.screen.x, y: box.screen.y, width: box.screen.width, height: box.screen.height };
  if (!(box instanceof Element)) return { x: box.x, y: box.y, width: box.width, height: box.height };
  const rect = box.getBoundingClientRect();
  return { x: rect.left, y: rect.top, width: rect.width, height: rect.height };
}

/** The reader running in this page's isolated world: one at a time, started again if it stopped. */
interface Running {
  alive: boolean;
  /** A re-injection (the popup's switch) while it runs: read the page again. */
  refresh: () => void;
}
const RUNNING = Symbol.for('jass-weis.game');
/** How often a page may remove our overlay before we leave it alone (a page that clears itself in a loop). */
const MAX_RETURNS = 30;
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
  /** The deck face the player picked for this site: it wins over the page's cards and the settings. */
  let siteFace = await loadFace(origin);
  const steps = new OverlaySteps<Pick>();
  // Read from the screen: the last picture the player took (from the popup), and the cards named on this site's pictures.
  let screen: Screen | null = null;
  let templates = await loadTemplates(origin);
  const screenRead = () => (screen ? readScreen(screen, templates, makeRules(store.settings.rules).deck) : null);
  const odds = new OddsMemo();
  const taps = new SaidTaps();
  let lastRead: AnchoredRead | null = null;
  /** The side panel could not be told what the page shows (its storage refused it). */
  let panelBehind = false;
  /** The overlay steps out of a picture of the screen for three seconds at most. */
  let outOfPicture = 0;
  const running: Running = { alive: true, refresh: () => void session.update(true) };

  const keepFree = new KeepFreeLookup(document);
  const { host, root } = createOverlayHost(document, overlayStyles.map((sheet) => sheet.cssText).join('\n'));
  document.body.append(host);

  /**
   * Shown in three tasks of ours, each well short of a long task even the first time (when the
   * code is cold): the core's answer worked out, what the overlay shows of it, then drawn. Asked again meanwhile, it is worked out
   * once more, after the drawing already asked for: the last answer is the one shown.
   */
  let answering = false;
  const show = () => {
    if (answering) return;
    answering = true;
    setTimeout(() => {
      answering = false;
      const worked = timed('answer', work).value;
      if (!worked) return;
      setTimeout(() => {
        const state = timed('answer', () => answer(worked)).value;
        setTimeout(() => {
          timed('redraw', () => {
            showOverlay({ host, root }, store.settings.overlay);
            overlay.show(state);
          });
          root.dataset.longestTask = `${ourLongestTask.ms.toFixed(0)} ${ourLongestTask.work}`;
        }, 0);
      }, 0);
    }, 0);
  };
  /** The table worked out from what the page shows: the core's answer. */
  const work = () => {
    if (!lastRead) return null;
    const { settings } = store;
    // Never a hand no deal holds, whoever read it: nothing is shown of it but why.
    const impossible = impossibleHand(lastRead.hand, makeRules(settings.rules).deck);
    const read: AnchoredRead = impossible ? { ...lastRead, hand: [] } : lastRead;
    const trump = steps.trumpFor(read.hand, read.trump);
    const said = taps.forHand(read.hand);
    return { read, impossible, settings, trump, said, ...pageResult(read, settings, trump, said) };
  };
  /** What the overlay shows of that answer (the odds asked for, the said row, the hints). */
  const answer = ({
    read: lastRead,
    impossible,
    settings,
    trump,
    said,
    result,
    refused,
  }: NonNullable<ReturnType<typeof work>>): OverlayState => {
    const rules = makeRules(settings.rules);
    return {
      lang: store.lang,
      face: siteFace ?? store.face(lastRead.face),
      pairing: settings.pairing,
      hand: lastRead.hand,
      trump,
      modes: ['unknown', ...rules.modes],
      deck: rules.deck,
      result,
      odds: odds.get(
        JSON.stringify([plainRead(lastRead), settings.rules, trump, said]),
        () => (lastRead ? oddsRequestFromRead(lastRead, settings, trump, said) : null),
        show,
      ),
      said: markFromPage(
        saidRowModel(
          (result?.players ?? []).map((player) => ({ cards: player.cards, said: player.said ?? undefined })),
          result,
          rules,
          result?.mode ?? 'unknown',
          playerSeatNames(store.lang),
        ),
        // Words the page shows and the player did not tap themselves.
        [1, 2, 3].filter((seat) => (said[seat] ?? null) === null && Boolean(lastRead?.said?.[seat])),
      ),
      unplaced: lastRead.unplaced ?? [],
      refused,
      // The card to name next; while reading, the hand's boxes that could not be named.
      hints: [
        ...(steps.hint ? [steps.hint] : steps.step === 'read' ? (lastRead.unnamedBoxes ?? []) : []).slice(0, 12).map(boxOf),
        ...(steps.hint || steps.step !== 'read' ? [] : (lastRead.unnamedAt ?? []).slice(0, 12)).map((box) => ({
          x: box.left,
          y: box.top,
          width: box.width,
          height: box.height,
        })),
      ],
      partial: isPartial(lastRead, settings)
        ? { read: lastRead.hand.length, of: DECK_INFO[rules.deck].handSize, unnamed: lastRead.unnamed ?? 0 }
        : null,
      step: steps.step,
      examples: steps.examples,
      taught: patterns.pattern !== null,
      canUndo: steps.step === 'teach-done' && patterns.canUndo,
      unsaved: steps.unsaved,
      panelBehind,
      dropped: lastRead.impossible ?? null,
      impossible,
    };
  };
  const backToReading = (saved: { ok: boolean; reason?: 'too-large' | 'storage' }) => {
    if (!saved.ok && saved.reason) steps.notKept(saved.reason);
    else steps.reading();
    show();
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
      steps.namingStarted();
      show();
      pickToName();
    },
    pickCard: (card: CardId) => {
      const box = steps.naming;
      if (!box) return;
      void session.nameCard(box, card).then((progress) => {
        steps.cardNamed(progress, lastRead?.hand ?? null);
        show();
        if (!progress.learnt) pickToName();
      });
    },
    cancel: () => {
      session.stopListening();
      steps.reading();
      show();
    },
    undo: () => void patterns.undo().then(backToReading),
    forget: () => void patterns.forget().then(backToReading),
    setTrump: (mode: Mode) => {
      if (lastRead) steps.setTrump(lastRead.hand, mode);
      show();
    },
    switchFace: () => {
      if (!lastRead) return;
      // The other face; back to what the page and the settings give, nothing is kept.
      const natural = store.face(lastRead.face);
      const next = (siteFace ?? natural) === 'german-swiss' ? 'french' : 'german-swiss';
      siteFace = next === natural ? null : next;
      void saveFace(origin, siteFace);
      show();
    },
    say: (seat: number, text: string) => {
      taps.set(seat, text);
      show();
      if (lastRead) tellPanel(lastRead);
    },
  });

  /** The side panel follows the page: what it shows, with what the player tapped for the others. */
  function tellPanel(read: AnchoredRead): void {
    const said = taps.forHand(read.hand);
    const merged = [0, 1, 2, 3].map((seat) => (seat === 0 ? null : (said[seat] ?? read.said?.[seat] ?? null) || null));
    void browser.runtime
      .sendMessage(pageReadMessage({ ...plainRead(read), said: merged }, location.href))
      .then((reply: { ok?: boolean } | undefined) => reply?.ok !== false)
      .catch(() => false)
      .then((told: boolean) => {
        if (told === !panelBehind) return;
        panelBehind = !told;
        show();
      });
  }

  function startTeaching(): void {
    steps.teachStarted();
    show();
    session.teach((outcome) => {
      if (!outcome.taught && outcome.reason !== 'not-a-card') steps.notKept(outcome.reason);
      else steps.teachEnded(outcome.taught ? outcome.read.hand : null);
      show();
    });
  }

  function pickToName(): void {
    session.pickCardToName((picked) => {
      steps.cardPicked(picked?.box ?? null);
      show();
      if (!picked) pickToName();
    });
  }

  let returns = 0;
  let placing = 0;
  const placing_ = new ShareBudget();
  /** After any change of the page: our host back if the page removed it, the overlay placed anew. */
  const pageChanged = () => {
    if (!running.alive) return;
    if (!host.isConnected && document.body && returns < MAX_RETURNS) {
      returns++;
      document.body.append(host);
    }
    // Placed again at most five times a second, and only as often as placing's budget allows:
    // a page that never rests costs us little.
    if (placing) return;
    placing = window.setTimeout(
      () => {
        placing = 0;
        // Measured after the browser's own layout of the frame, never forcing one.
        void afterFrame().then(() => {
          placing_.spend(timed('placement', () => overlay.reposition()).ms);
          root.dataset.longestTask = `${ourLongestTask.ms.toFixed(0)} ${ourLongestTask.work}`;
        });
      },
      Math.max(200, placing_.wait()),
    );
  };

  // What the page draws on canvases, from the page-world recorder (on enabled sites only).
  const drawn = new DrawnFrames(window, () => void session.update());
  const session = new GameSession({
    drawn: () => drawn.last,
    drawnTexts: () => drawn.texts,
    onError: () => {
      root.dataset.errors = `${session.errors.count} ${session.errors.last}`;
    },
    screen: screenRead,
    screenAt: (x, y) => (screen ? screenBoxAt(screen, x, y, makeRules(store.settings.rules).deck) : null),
    nameOnScreen: async (box, card) => {
      if (!screen) return { learnt: false, examples: 0 };
      templates = [templateOf(screen, box, card), ...templates.filter((template) => template.card !== card)];
      await saveTemplates(origin, templates);
      const read = screenRead();
      const next = read?.unnamed[0];
      return {
        learnt: (read?.unnamed.length ?? 1) === 0,
        examples: templates.length,
        next: next ? { x: next.left, y: next.top, width: next.width, height: next.height } : null,
      };
    },
    doc: document,
    host: location.host,
    settings: () => store.settings,
    pattern: () => patterns.pattern,
    own: () => host,
    savePattern: (next) => patterns.save(next),
    onChange: pageChanged,
    onRead: (read) => {
      steps.handRead(read.hand);
      lastRead = read;
      show();
      tellPanel(read);
    },
  });

  session.start();
  const unwatch = store.watch(() => void session.update(true));
  const onMessage = (message: unknown) => {
    if (!isExtensionMessage(message)) return undefined;
    if (message.type === 'teach') startTeaching();
    if (message.type === 'screen-prepare') {
      // Out of the picture for a moment (back with the picture, or after three seconds at most;
      // an earlier picture's three seconds end nothing now).
      root.style.opacity = '0';
      window.clearTimeout(outOfPicture);
      outOfPicture = window.setTimeout(() => {
        root.style.opacity = '';
      }, 3000);
      return afterFrame()
        .then(() => afterFrame())
        .then(() => ({ ok: true }));
    }
    if (message.type === 'screen')
      return screenOf(message.image, window.innerWidth).then((picture) => {
        window.clearTimeout(outOfPicture);
        root.style.opacity = '';
        screen = picture;
        void session.update(true);
        return { ok: picture !== null };
      });
    // For tests and developer tools: the state kept inside the closed shadow root.
    if (message.type === 'overlay-state') return Promise.resolve({ ...root.dataset });
    if (message.type === 'overlay-controls') return Promise.resolve(controlCentres(root));
    return undefined;
  };
  browser.runtime.onMessage.addListener(onMessage);
  const layoutEvents = ['load', 'error', 'transitionend', 'animationend'];
  addEventListener('resize', pageChanged);
  addEventListener('scroll', pageChanged, { passive: true });
  // Layout that moves without a change to the DOM: images and fonts arriving, cards sliding in.
  for (const type of layoutEvents) document.addEventListener(type, pageChanged, { capture: true, passive: true });
  document.fonts?.addEventListener('loadingdone', pageChanged);

  /** This copy of the reader leaves the page (a new one may start later). */
  const leave = () => {
    if (!running.alive) return;
    running.alive = false;
    window.clearInterval(alive);
    unwatchSites();
    session.stop();
    drawn.stop();
    keepFree.stop();
    unwatch();
    host.remove();
    browser.runtime.onMessage.removeListener(onMessage);
    removeEventListener('resize', pageChanged);
    removeEventListener('scroll', pageChanged);
    for (const type of layoutEvents) document.removeEventListener(type, pageChanged, { capture: true });
    document.fonts?.removeEventListener('loadingdone', pageChanged);
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

/**
 * For tests in browsers whose driver cannot reach into a closed shadow root (Firefox): the centre
 * of each of the overlay's buttons in the viewport, by each of its classes ("name") and, for a
 * card, by class and card ("pick-card H6"), so that the test clicks there as a person would.
 */
function controlCentres(root: HTMLElement): Record<string, { x: number; y: number }> {
  const centres: Record<string, { x: number; y: number }> = {};
  for (const button of root.querySelectorAll('button')) {
    const box = button.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    for (const name of button.classList) {
      const key = button.dataset.card ? `${name} ${button.dataset.card}` : name;
      centres[key] ??= centre;
    }
  }
  return centres;
}

/** The seats whose words were read from the page, not tapped: marked so in the row of what was said. */
function markFromPage(model: SaidRowModel, seats: readonly number[]): SaidRowModel {
  return { ...model, seats: model.seats.map((seat) => (seats.includes(seat.seat) ? { ...seat, fromPage: true } : seat)) };
}
