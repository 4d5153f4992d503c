import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createShadowRootUi } from 'wxt/utils/content-script-ui/shadow-root';
import { OverlayController } from '../../components/jass-weis-overlay/overlay-controller.js';
import { overlayStyles } from '../../components/jass-weis-overlay/overlay-view.js';
import type { Odds } from '../../src/core/index.js';
import { GameSession, plainRead } from '../../src/extension/content/game-session.js';
import { type ExtensionMessage, isExtensionMessage } from '../../src/extension/messages.js';
import type { CardPattern } from '../../src/extension/reader/pattern.js';
import type { AnchoredRead } from '../../src/extension/reader/read-page.js';
import { normalizeSettings, type Settings } from '../../src/extension/settings.js';
import { overlayPlacesItem, patternsItem, settingsItem } from '../../src/extension/storage.js';
import { oddsFromRead, resultFromRead } from '../../src/extension/table-from-read.js';
import { negotiateLang } from '../../src/i18n/index.js';

const RUNNING = Symbol.for('jass-weis.game');

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
  const place = (await overlayPlacesItem.getValue())[host] ?? { x: null, y: null, collapsed: false };
  let lastRead: AnchoredRead | null = null;
  let teaching: 'off' | 'waiting' | 'failed' = 'off';
  let oddsCache: { key: string; odds: Odds | null } | null = null;
  const oddsFor = (read: AnchoredRead): Odds | null => {
    const key = JSON.stringify([plainRead(read), settings.rules]);
    if (oddsCache?.key !== key) oddsCache = { key, odds: oddsFromRead(read, settings) };
    return oddsCache.odds;
  };

  const ui = await createShadowRootUi(ctx, {
    name: 'jass-weis-overlay',
    position: 'inline',
    anchor: 'body',
    append: 'last',
    isolateEvents: true,
    css: overlayStyles.map((sheet) => sheet.cssText).join('\n'),
    onMount: (container) => container,
  });
  ui.mount();
  const overlay = new OverlayController(ui.shadowHost, ui.uiContainer, place, {
    teach: () => startTeaching(),
    placeChanged: (next) =>
      void overlayPlacesItem.getValue().then((places) => overlayPlacesItem.setValue({ ...places, [host]: next })),
  });

  const show = () => {
    if (!lastRead) return;
    ui.shadowHost.hidden = !settings.overlay;
    const lang = settings.lang || negotiateLang([...navigator.languages]);
    overlay.show({
      lang,
      deck: settings.deck,
      pairing: settings.pairing,
      hand: lastRead.hand,
      trump: lastRead.trump,
      result: resultFromRead(lastRead, settings),
      odds: oddsFor(lastRead),
      anchor: lastRead.anchor?.getBoundingClientRect() ?? null,
      teaching,
    });
  };

  const session = new GameSession({
    doc: document,
    host,
    settings: () => settings,
    pattern: () => pattern,
    own: () => ui.shadowHost,
    savePattern: async (taught) => {
      pattern = taught;
      await patternsItem.setValue({ ...(await patternsItem.getValue()), [host]: taught });
    },
    onRead: (read) => {
      lastRead = read;
      show();
      const message: ExtensionMessage = { type: 'page-read', read: plainRead(read), url: location.href };
      browser.runtime.sendMessage(message).catch(() => undefined);
    },
  });

  function startTeaching(): void {
    teaching = 'waiting';
    show();
    session.teach((taught) => {
      teaching = taught ? 'off' : 'failed';
      show();
    });
  }

  session.start();
  ctx.onInvalidated(() => session.stop());
  settingsItem.watch((value) => {
    settings = normalizeSettings(value);
    session.update(true);
  });
  browser.runtime.onMessage.addListener((message: unknown) => {
    if (isExtensionMessage(message) && message.type === 'teach') startTeaching();
    return undefined;
  });
  addEventListener('resize', () => show());
}
