import { html, render, svg } from 'lit';
import { browser } from 'wxt/browser';
import { EXTENSION_WORDS } from '../../i18n/extension/index.js';
import '../../../components/jass-weis-calculator/define.js';
import type { JassChangeDetail } from '../../../components/jass-weis-calculator/index.js';
import { getMessages } from '../../i18n/index.js';
import { type ExtensionMessage, originPattern, readableOrigin } from '../messages.js';
import { adapterFor } from '../reader/pattern.js';
import type { Settings } from '../settings.js';
import { SettingsStore } from '../settings-store.js';
import { popupItem, sitesItem } from '../storage.js';
import { getTabTable, type TabTable, watchTabTable } from '../tab-tables.js';
import { requestFromRead, seatText } from '../table-from-read.js';
import { targetTab } from '../tabs.js';
import { popupStyles } from './popup-styles.js';
import { pageStyles, settingsFields } from './settings-form.js';

interface PopupModel {
  hand: string;
  trump: string;
  factor: number;
  origin: string | null;
  tabId: number | null;
  enabled: boolean;
  note: string;
  /** The hand is the one read on the current tab (reading is on there). */
  fromPage: boolean;
  /** The extension's settings are shown (under the top row). */
  settingsOpen: boolean;
}

/**
 * The table read on the current tab, as the popup's quick calculator takes it (the hand, then
 * what Right, Partner and Left said or show), or null where the page shows no hand.
 */
function quickTableOf(page: TabTable | null, settings: Settings): Pick<PopupModel, 'hand' | 'trump'> | null {
  if (!page || page.read.hand.length === 0) return null;
  const request = requestFromRead(page.read, settings);
  return {
    hand: request.hands
      .map((seat) => seatText(seat) ?? '')
      .join('|')
      .replace(/\|+$/, ''),
    trump: request.trump === 'unknown' ? '' : String(request.trump ?? ''),
  };
}

/** The popup: the calculator in quick mode, the site switch, and the settings. */
export async function startPopup(root: HTMLElement): Promise<void> {
  document.adoptedStyleSheets = [pageStyles.styleSheet as CSSStyleSheet, popupStyles.styleSheet as CSSStyleSheet];
  const tab = await targetTab();
  const saved = await popupItem.getValue();
  const origin = readableOrigin(tab?.url);
  const store = await SettingsStore.open();
  const model: PopupModel = {
    ...saved,
    origin,
    tabId: tab?.id ?? null,
    enabled: origin ? (await sitesItem.getValue()).includes(origin) : false,
    note: '',
    fromPage: false,
    settingsOpen: false,
  };
  // Reading is on for this tab: the hand shown is the one read there (what the player typed stays kept for other tabs).
  const fromPage = model.enabled && model.tabId !== null ? quickTableOf(await getTabTable(model.tabId), store.settings) : null;
  if (fromPage) Object.assign(model, fromPage, { fromPage: true });

  const draw = () => render(template(model, store, actions), root);
  /** The player typed or picked in this popup: their hand stays, whatever the page reads next. */
  let typed = false;
  const actions = {
    async toggleSite(on: boolean) {
      if (!model.origin) return;
      if (on) {
        // Asked with the user's click: the browser shows its own prompt for this one site.
        const granted = await browser.permissions.request({ origins: [originPattern(model.origin)] });
        if (!granted) return draw();
        await send({ type: 'enable-site', origin: model.origin, tabId: model.tabId });
      } else {
        await send({ type: 'disable-site', origin: model.origin });
      }
      model.enabled = on;
      draw();
    },
    /** Pixels, last: the visible tab as the player sees it (the click on the extension's button allows it), to the page's reader. */
    async readScreen() {
      if (model.tabId === null || tab?.windowId === undefined) return;
      // The overlay steps out of the picture first.
      await browser.tabs.sendMessage(model.tabId, { type: 'screen-prepare' } satisfies ExtensionMessage).catch(() => undefined);
      const image = await browser.tabs.captureVisibleTab(tab.windowId, { format: 'png' }).catch(() => null);
      if (image)
        await browser.tabs.sendMessage(model.tabId, { type: 'screen', image } satisfies ExtensionMessage).catch(() => undefined);
      window.close();
    },
    teach() {
      if (model.tabId !== null)
        void browser.tabs.sendMessage(model.tabId, { type: 'teach' } satisfies ExtensionMessage).catch(() => undefined);
      window.close();
    },
    async openSidePanel() {
      const api = browser as unknown as {
        sidePanel?: { open: (options: { tabId?: number; windowId?: number }) => Promise<void> };
        sidebarAction?: { open: () => Promise<void> };
      };
      if (api.sidePanel && tab?.windowId !== undefined) await api.sidePanel.open({ windowId: tab.windowId });
      else await api.sidebarAction?.open();
    },
    changeSettings(next: Partial<Settings>) {
      void store.change(next);
    },
    toggleSettings() {
      model.settingsOpen = !model.settingsOpen;
      draw();
    },
    changed(detail: JassChangeDetail) {
      typed = true;
      const table = detail.table;
      // The hand, and what the others said (quick mode keeps those after the hand, "H6 H7|50").
      const hand = (table.hands as (string | null)[])
        .map((text) => text ?? '')
        .join('|')
        .replace(/\|+$/, '');
      // The line "Your hand as read on …" goes as soon as the hand itself is the player's own (a tap on what others said keeps it).
      const ownHand = (text: string) => text.split('|')[0] ?? '';
      const stillFromPage = model.fromPage && ownHand(hand) === ownHand(model.hand);
      const redraw = model.fromPage !== stillFromPage;
      Object.assign(model, {
        hand,
        trump: String(table.trump ?? ''),
        factor: Number(table.factor) || 1,
        fromPage: stillFromPage,
      });
      if (redraw) draw();
      void popupItem.setValue({ hand: model.hand, trump: model.trump, factor: model.factor });
      if (table.rules !== store.settings.rules) actions.changeSettings({ rules: table.rules as Settings['rules'] });
    },
  };
  draw();
  store.watch(draw);
  // The page's read may come after the popup opened (reading just switched on): shown once it is
  // there, unless the player has typed a hand of their own meanwhile.
  if (model.tabId !== null)
    watchTabTable(model.tabId, async () => {
      if (!model.enabled || model.tabId === null || typed) return;
      const read = quickTableOf(await getTabTable(model.tabId), store.settings);
      if (!read) return;
      Object.assign(model, read, { fromPage: true });
      draw();
    });
}

async function send(message: ExtensionMessage): Promise<void> {
  await browser.runtime.sendMessage(message);
}

function template(
  model: PopupModel,
  store: SettingsStore,
  actions: {
    toggleSite(on: boolean): void;
    readScreen(): void;
    teach(): void;
    openSidePanel(): void;
    changeSettings(next: Partial<Settings>): void;
    toggleSettings(): void;
    changed(detail: JassChangeDetail): void;
  },
) {
  const { lang, settings } = store;
  document.documentElement.lang = lang;
  const messages = getMessages(lang);
  const host = model.origin ? new URL(model.origin).host : null;
  const words = EXTENSION_WORDS[messages.lang];
  // One row on top: the switch for this site (what the hand shown is, under it), the side panel
  // and the settings. The settings take the calculator's place while open: the popup stays within 600 px.
  return html`<main class="popup">
    <header class="top">
      <img src="/icon/32.png" width="20" height="20" alt="jass-weis" />
      ${
        host
          ? html`<label class="site-switch"><input type="checkbox" role="switch" id="read-site" .checked=${model.enabled}
              @change=${(event: Event) => actions.toggleSite((event.target as HTMLInputElement).checked)} />
              <span class="switch-words">${words.readOnSite}
                ${
                  model.fromPage
                    ? html`<span class="muted" id="from-page">${words.handFromPage(host)}</span>`
                    : html`<span class="muted"><span class="host">${host}</span>${adapterFor(host) ? ` · ${words.knownSite}` : ''}</span>`
                }</span></label>`
          : html`<strong class="site-switch">jass-weis</strong>`
      }
      ${
        host
          ? html`<button type="button" id="open-panel" class="icon-button" title=${words.pageTable} @click=${() => actions.openSidePanel()}>${panelIcon}<span class="visually-hidden">${words.pageTable}</span></button>`
          : ''
      }
      <button type="button" id="settings-toggle" class="icon-button" aria-expanded=${model.settingsOpen ? 'true' : 'false'}
        aria-controls="settings" title=${words.settings} @click=${() => actions.toggleSettings()}>${gear}<span class="visually-hidden">${words.settings}</span></button>
    </header>
    <div id="settings" class="settings" ?hidden=${!model.settingsOpen}>
      ${
        host && model.enabled
          ? html`<div class="site-actions">
              <button type="button" id="teach" title=${words.teach} @click=${() => actions.teach()}>${words.teachShort}</button>
              <button type="button" id="read-screen" @click=${() => actions.readScreen()}>${words.readScreen}</button>
            </div>`
          : ''
      }
      ${settingsFields(settings, messages, (next) => actions.changeSettings(next))}
    </div>
    <jass-weis-calculator compact odds seats="1" lang=${lang} deck=${store.face()} rules=${settings.rules}
      ?hidden=${model.settingsOpen} trump=${model.trump} factor=${model.factor} hands=${model.hand} .pairing=${settings.pairing}
      @jass-change=${(event: CustomEvent<JassChangeDetail>) => actions.changed(event.detail)}></jass-weis-calculator>
  </main>`;
}

/** The side panel's button: a window with a panel at its side. */
const panelIcon = svg`<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round">
  <rect x="3" y="4" width="18" height="16" rx="2" /><path d="M14 4v16" />
</svg>`;

/** The settings' button: a gear (its name is said by its title and to a screen reader). */
const gear = svg`<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
  <circle cx="12" cy="12" r="3" />
  <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
</svg>`;
