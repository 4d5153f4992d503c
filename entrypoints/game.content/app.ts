import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createShadowRootUi } from 'wxt/utils/content-script-ui/shadow-root';
import { OverlayController } from '../../components/jass-weis-overlay/overlay-controller.js';
import type { OverlayStep } from '../../components/jass-weis-overlay/overlay-view.js';
import { overlayStyles } from '../../components/jass-weis-overlay/overlay-view.js';
import { type CardId, type Mode, makeRules, type Odds } from '../../src/core/index.js';
import { GameSession, type NamingStep, plainRead } from '../../src/extension/content/game-session.js';
import { keepFreeBoxes } from '../../src/extension/content/placement.js';
import { type ExtensionMessage, isExtensionMessage } from '../../src/extension/messages.js';
import type { CardPattern } from '../../src/extension/reader/pattern.js';
import type { AnchoredRead } from '../../src/extension/reader/read-page.js';
import { normalizeSettings, type Settings } from '../../src/extension/settings.js';
import { overlayPlacesItem, patternsItem, settingsItem } from '../../src/extension/storage.js';
import { oddsFromRead, resultFromRead } from '../../src/extension/table-from-read.js';
import { defaultFace, negotiateLang } from '../../src/i18n/index.js';

const RUNNING = Symbol.for('jass-weis.game');
/** How often a page may remove our overlay before we leave it alone (a page that clears itself in a loop). */
const MAX_RETURNS = 30;

/** The content script: reads the page, reports it, and shows the overlay. Never throws into the page. */
export async function runGame(ctx: ContentScriptContext): Promise<void> {
  const marker = window as unknown as Record<symbol, boolean>;
  if (marker[RUNNING]) return;
  marker[RUNNING] = true;
  try {
    await start(ctx);
  } catch (error) {
    console.debug('jass-weis: not running on this page', error);
  }
}

async function start(ctx: ContentScriptContext): Promise<void> {
  const host = location.host;
  let settings: Settings = normalizeSettings(await settingsItem.getValue());
  let pattern: CardPattern | null = (await patternsItem.getValue())[host] ?? null;
  let previous: CardPattern | null | undefined; // before the last teaching, for Undo
  const place = (await overlayPlacesItem.getValue())[host] ?? { x: null, y: null, collapsed: false };
  let lastRead: AnchoredRead | null = null;
  let step: OverlayStep = 'read';
  let examples = 0;
  let naming: NamingStep | null = null;
  // The hand read right after teaching: "Learnt" shows until the hand changes.
  let taughtHand: string | null = null;
  // The trump the player set, for the hand it was set on.
  let chosenTrump: { hand: string; mode: Mode } | null = null;
  let oddsCache: { key: string; odds: Odds | null } | null = null;

  const savePattern = async (next: CardPattern | null) => {
    previous = pattern;
    pattern = next;
    const { [host]: _old, ...others } = await patternsItem.getValue();
    await patternsItem.setValue(next ? { ...others, [host]: next } : others);
  };

  const ui = await createShadowRootUi(ctx, {
    name: 'jass-weis-overlay',
    position: 'inline',
    anchor: 'body',
    append: 'last',
    // Closed: the page's scripts can neither read nor drive the overlay.
    mode: 'closed',
    isolateEvents: true,
    css: overlayStyles.map((sheet) => sheet.cssText).join('\n'),
    onMount: (container) => container,
  });
  ui.mount();

  const trumpFor = (read: AnchoredRead): Mode | null =>
    chosenTrump && chosenTrump.hand === read.hand.join(' ') ? chosenTrump.mode : read.trump;

  const overlay = new OverlayController(ui.shadowHost, ui.uiContainer, place, {
    keepFree: () => keepFreeBoxes(document, lastRead?.cards ?? [], ui.shadowHost),
    anchor: () => lastRead?.anchor?.getBoundingClientRect() ?? null,
    placeChanged: (next) =>
      void overlayPlacesItem.getValue().then((places) => overlayPlacesItem.setValue({ ...places, [host]: next })),
    teach: () => startTeaching(),
    name: () => {
      step = 'name-waiting';
      show();
      pickToName();
    },
    pickCard: (card: CardId) => {
      if (!naming) return;
      void session.nameCard(naming.box, card).then((progress) => {
        examples = progress.examples;
        step = progress.learnt ? 'teach-done' : 'name-more';
        taughtHand = progress.learnt ? (lastRead?.hand.join(' ') ?? null) : null;
        naming = null;
        show();
        if (!progress.learnt) pickToName();
      });
    },
    cancel: () => {
      session.stopListening();
      step = 'read';
      show();
    },
    undo: () => {
      void savePattern(previous ?? null).then(() => {
        previous = undefined;
        step = 'read';
        void session.update(true);
      });
    },
    forget: () => {
      void savePattern(null).then(() => {
        previous = undefined;
        step = 'read';
        void session.update(true);
      });
    },
    setTrump: (mode: Mode) => {
      if (lastRead) chosenTrump = { hand: lastRead.hand.join(' '), mode };
      show();
    },
  });

  function startTeaching(): void {
    step = 'teach-waiting';
    show();
    session.teach((outcome) => {
      step = outcome.taught ? 'teach-done' : 'teach-refused';
      taughtHand = outcome.taught ? outcome.read.hand.join(' ') : null;
      show();
    });
  }

  function pickToName(): void {
    session.pickCardToName((picked) => {
      naming = picked;
      step = picked ? 'name-which' : 'name-not-card';
      show();
      if (!picked) pickToName();
    });
  }

  const oddsFor = (read: AnchoredRead, trump: Mode | null): Odds | null => {
    const key = JSON.stringify([plainRead(read), settings.rules, trump]);
    if (oddsCache?.key !== key) oddsCache = { key, odds: oddsFromRead(read, settings, trump) };
    return oddsCache.odds;
  };

  const show = () => {
    if (!lastRead) return;
    ui.shadowHost.hidden = !settings.overlay;
    const lang = settings.lang || negotiateLang([...navigator.languages]);
    const trump = trumpFor(lastRead);
    overlay.show({
      lang,
      // The deck the player chose, else the one the page draws, else the language's.
      face: settings.deck || lastRead.face || defaultFace(lang),
      pairing: settings.pairing,
      hand: lastRead.hand,
      trump,
      modes: makeRules(settings.rules).modes,
      result: resultFromRead(lastRead, settings, trump),
      odds: oddsFor(lastRead, trump),
      step,
      examples,
      taught: pattern !== null,
      canUndo: step === 'teach-done' && previous !== undefined,
    });
  };

  let returns = 0;
  let placing = 0;
  /** After any change of the page: our host back if the page removed it, the overlay placed anew. */
  const pageChanged = () => {
    if (!ui.shadowHost.isConnected && document.body && returns < MAX_RETURNS) {
      returns++;
      document.body.append(ui.shadowHost);
    }
    // Placed again at most five times a second: a page that never rests costs us little.
    if (placing) return;
    placing = window.setTimeout(() => {
      placing = 0;
      requestAnimationFrame(() => overlay.reposition());
    }, 200);
  };

  const session = new GameSession({
    doc: document,
    host,
    settings: () => settings,
    pattern: () => pattern,
    own: () => ui.shadowHost,
    savePattern,
    onChange: pageChanged,
    onRead: (read) => {
      if (step === 'teach-done' && taughtHand !== null && taughtHand !== read.hand.join(' ')) step = 'read';
      lastRead = read;
      show();
      const message: ExtensionMessage = { type: 'page-read', read: plainRead(read), url: location.href };
      browser.runtime.sendMessage(message).catch(() => undefined);
    },
  });

  session.start();
  ctx.onInvalidated(() => session.stop());
  settingsItem.watch((value) => {
    settings = normalizeSettings(value);
    void session.update(true);
  });
  browser.runtime.onMessage.addListener((message: unknown) => {
    if (isExtensionMessage(message) && message.type === 'teach') startTeaching();
    return undefined;
  });
  addEventListener('resize', pageChanged);
  addEventListener('scroll', pageChanged, { passive: true });
  // Layout that moves without a change to the DOM: images and fonts arriving, cards sliding in.
  for (const type of ['load', 'error', 'transitionend', 'animationend']) {
    document.addEventListener(type, pageChanged, { capture: true, passive: true });
  }
  document.fonts?.addEventListener('loadingdone', pageChanged);
}
