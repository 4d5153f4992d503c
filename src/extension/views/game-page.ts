import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createShadowRootUi } from 'wxt/utils/content-script-ui/shadow-root';
import { type CardId, type Mode, makeRules } from '../../core/index.js';
import { GameSession, plainRead } from '../content/game-session.js';
import { OddsMemo, OverlaySteps, PatternMemory } from '../content/overlay-state.js';
import { keepFreeBoxes } from '../content/placement.js';
import { type ExtensionMessage, isExtensionMessage } from '../messages.js';
import type { AnchoredRead } from '../reader/read-page.js';
import { SettingsStore } from '../settings-store.js';
import { overlayPlacesItem, patternsItem } from '../storage.js';
import { oddsFromRead, resultFromRead } from '../table-from-read.js';
import { OverlayController } from './overlay-controller.js';
import { overlayStyles } from './overlay-view.js';

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
  const store = await SettingsStore.open();
  const patterns = new PatternMemory((await patternsItem.getValue())[host] ?? null, async (next) => {
    const { [host]: _old, ...others } = await patternsItem.getValue();
    await patternsItem.setValue(next ? { ...others, [host]: next } : others);
  });
  const place = (await overlayPlacesItem.getValue())[host] ?? { x: null, y: null, collapsed: false };
  const steps = new OverlaySteps();
  const odds = new OddsMemo();
  let lastRead: AnchoredRead | null = null;

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

  const show = () => {
    if (!lastRead) return;
    const { settings } = store;
    const rules = makeRules(settings.rules);
    const trump = steps.trumpFor(lastRead.hand, lastRead.trump);
    ui.shadowHost.hidden = !settings.overlay;
    overlay.show({
      lang: store.lang,
      face: store.face(lastRead.face),
      pairing: settings.pairing,
      hand: lastRead.hand,
      trump,
      modes: ['unknown', ...rules.modes],
      deck: rules.deck,
      result: resultFromRead(lastRead, settings, trump),
      odds: odds.get(JSON.stringify([plainRead(lastRead), settings.rules, trump]), () =>
        lastRead ? oddsFromRead(lastRead, settings, trump) : null,
      ),
      step: steps.step,
      examples: steps.examples,
      taught: patterns.pattern !== null,
      canUndo: steps.step === 'teach-done' && patterns.canUndo,
    });
  };
  const backToReading = () => {
    steps.reading();
    void session.update(true);
  };

  const overlay = new OverlayController(ui.shadowHost, ui.uiContainer, place, {
    keepFree: () => keepFreeBoxes(document, lastRead?.cards ?? [], ui.shadowHost),
    anchor: () => lastRead?.anchor?.getBoundingClientRect() ?? null,
    placeChanged: (next) =>
      void overlayPlacesItem.getValue().then((places) => overlayPlacesItem.setValue({ ...places, [host]: next })),
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
  });

  function startTeaching(): void {
    steps.teachStarted();
    show();
    session.teach((outcome) => {
      steps.teachEnded(outcome.taught ? outcome.read.hand : null);
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
    settings: () => store.settings,
    pattern: () => patterns.pattern,
    own: () => ui.shadowHost,
    savePattern: (next) => patterns.save(next),
    onChange: pageChanged,
    onRead: (read) => {
      steps.handRead(read.hand);
      lastRead = read;
      show();
      const message: ExtensionMessage = { type: 'page-read', read: plainRead(read), url: location.href };
      browser.runtime.sendMessage(message).catch(() => undefined);
    },
  });

  session.start();
  ctx.onInvalidated(() => session.stop());
  store.watch(() => void session.update(true));
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
