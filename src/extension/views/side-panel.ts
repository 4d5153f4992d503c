import { html, render } from 'lit';
import { browser } from 'wxt/browser';
import { EXTENSION_WORDS } from '../../i18n/extension/index.js';
import '../../../components/jass-weis-calculator/define.js';
import type { JassChangeDetail } from '../../../components/jass-weis-calculator/index.js';
import { getMessages } from '../../i18n/index.js';
import type { Settings } from '../settings.js';
import { SettingsStore } from '../settings-store.js';
import { getTabTable, type TabTable, watchTabTable } from '../tab-tables.js';
import { requestFromRead, seatText } from '../table-from-read.js';
import { targetTab } from '../tabs.js';
import { pageStyles, settingsTemplate } from './settings-form.js';

interface PanelModel {
  tabId: number | null;
  page: TabTable | null;
  /** The user's corrections, kept until the page shows something else. */
  edited: { hands: string; trump: string; factor: number; forehand: number } | null;
  editedFor: string;
}

const signature = (page: TabTable | null) => JSON.stringify(page?.read ?? null);

/** The side panel: the current tab's table, live, in the full calculator; every field correctable. */
export async function startSidePanel(root: HTMLElement): Promise<void> {
  document.adoptedStyleSheets = [pageStyles.styleSheet as CSSStyleSheet];
  const store = await SettingsStore.open();
  const model: PanelModel = {
    tabId: null,
    page: null,
    edited: null,
    editedFor: '',
  };
  const draw = () => render(template(model, store, changed, changeSettings), root);

  // The table of the tab in view, watched under its own key (the others are not even read).
  let unwatch: (() => void) | null = null;
  const refresh = async () => {
    const tab = await targetTab();
    const tabId = tab?.id ?? null;
    if (tabId !== model.tabId) {
      unwatch?.();
      unwatch = tabId === null ? null : watchTabTable(tabId, () => void refresh());
      model.tabId = tabId;
    }
    model.page = tabId === null ? null : await getTabTable(tabId);
    if (model.edited && model.editedFor !== signature(model.page)) model.edited = null;
    draw();
  };
  const changed = (detail: JassChangeDetail) => {
    const table = detail.table;
    model.edited = {
      hands: handsAttribute(table.hands as (string | null)[]),
      trump: String(table.trump ?? ''),
      factor: Number(table.factor) || 1,
      forehand: Number(table.forehand) || 0,
    };
    model.editedFor = signature(model.page);
    if (table.rules !== store.settings.rules) changeSettings({ rules: table.rules as Settings['rules'] });
  };
  const changeSettings = (next: Partial<Settings>) => void store.change(next);

  await refresh();
  store.watch(draw);
  browser.tabs.onActivated.addListener(() => void refresh());
  browser.tabs.onUpdated.addListener(() => void refresh());
}

/** The element's `hands`: a seat the page shows nothing of is "-", not heard from yet (an empty seat would be nobody there). */
const handsAttribute = (hands: readonly (string | null)[]): string => hands.map((hand) => hand ?? '-').join('|');

function template(
  model: PanelModel,
  store: SettingsStore,
  changed: (detail: JassChangeDetail) => void,
  changeSettings: (next: Partial<Settings>) => void,
) {
  const { lang, settings } = store;
  document.documentElement.lang = lang;
  const messages = getMessages(lang);
  const words = EXTENSION_WORDS[messages.lang];
  const request = model.page ? requestFromRead(model.page.read, settings) : null;
  const fromPage = {
    hands: request ? handsAttribute(request.hands.map(seatText)) : '',
    trump: request?.trump ? String(request.trump) : '',
    factor: 1,
    forehand: 0,
  };
  const table = model.edited ?? fromPage;
  return html`<main>
    ${model.page ? html`<p class="muted" id="page-url">${new URL(model.page.url).host}</p>` : html`<p class="muted" id="no-page">${words.noPage}</p>`}
    <jass-weis-calculator odds seats="4" lang=${lang} you="0" deck=${store.face(model.page?.read.face ?? null)} rules=${settings.rules}
      trump=${table.trump} factor=${table.factor} forehand=${table.forehand} hands=${table.hands} .pairing=${settings.pairing}
      @jass-change=${(event: CustomEvent<JassChangeDetail>) => changed(event.detail)}></jass-weis-calculator>
    ${settingsTemplate(settings, messages, changeSettings)}
  </main>`;
}
