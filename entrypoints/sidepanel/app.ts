import { html, render } from 'lit';
import { browser } from 'wxt/browser';
import { EXTENSION_WORDS } from '../../src/i18n/extension/index.js';
import '../../components/jass-weis-calculator/define.js';
import type { JassChangeDetail } from '../../components/jass-weis-calculator/jass-weis-calculator.js';
import { pageStyles, settingsTemplate } from '../../components/jass-weis-settings/settings-form.js';
import { normalizeSettings, type Settings } from '../../src/extension/settings.js';
import { settingsItem } from '../../src/extension/storage.js';
import { type TabTable, tabTablesItem } from '../../src/extension/tab-tables.js';
import { requestFromRead } from '../../src/extension/table-from-read.js';
import { targetTab } from '../../src/extension/tabs.js';
import { getMessages, negotiateLang } from '../../src/i18n/index.js';

interface PanelModel {
  settings: Settings;
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
  const model: PanelModel = {
    settings: normalizeSettings(await settingsItem.getValue()),
    tabId: null,
    page: null,
    edited: null,
    editedFor: '',
  };
  const draw = () => render(template(model, changed, changeSettings), root);

  const refresh = async () => {
    const tab = await targetTab();
    model.tabId = tab?.id ?? null;
    const tables = await tabTablesItem.getValue();
    model.page = model.tabId === null ? null : (tables[String(model.tabId)] ?? null);
    if (model.edited && model.editedFor !== signature(model.page)) model.edited = null;
    draw();
  };
  const changed = (detail: JassChangeDetail) => {
    const table = detail.table;
    model.edited = {
      hands: (table.hands as (string | null)[]).map((hand) => hand ?? '').join('|'),
      trump: String(table.trump ?? ''),
      factor: Number(table.factor) || 1,
      forehand: Number(table.forehand) || 0,
    };
    model.editedFor = signature(model.page);
    if (table.rules !== model.settings.rules) changeSettings({ rules: table.rules as Settings['rules'] });
  };
  const changeSettings = (next: Partial<Settings>) => {
    model.settings = { ...model.settings, ...next };
    void settingsItem.setValue(model.settings);
    draw();
  };

  await refresh();
  tabTablesItem.watch(() => void refresh());
  settingsItem.watch((value) => {
    model.settings = normalizeSettings(value);
    draw();
  });
  browser.tabs.onActivated.addListener(() => void refresh());
  browser.tabs.onUpdated.addListener(() => void refresh());
}

function template(
  model: PanelModel,
  changed: (detail: JassChangeDetail) => void,
  changeSettings: (next: Partial<Settings>) => void,
) {
  const lang = model.settings.lang || negotiateLang([...navigator.languages]);
  document.documentElement.lang = lang;
  const messages = getMessages(lang);
  const words = EXTENSION_WORDS[messages.lang];
  /** Seats as the player sees them from seat 1: you, then right, partner, left. */
  const names = [messages.ui.you, words.right, words.partner, words.left].join('|');
  const request = model.page ? requestFromRead(model.page.read, model.settings) : null;
  const fromPage = {
    hands: request ? (request.hands as string[]).join('|') : '',
    trump: request?.trump ? String(request.trump) : '',
    factor: 1,
    forehand: 0,
  };
  const table = model.edited ?? fromPage;
  return html`<main>
    ${model.page ? html`<p class="muted" id="page-url">${new URL(model.page.url).host}</p>` : html`<p class="muted" id="no-page">${words.noPage}</p>`}
    <jass-weis-calculator seats="4" lang=${lang} names=${names} deck=${model.settings.deck || model.page?.read.face || ''} rules=${model.settings.rules}
      trump=${table.trump} factor=${table.factor} forehand=${table.forehand} hands=${table.hands} .pairing=${model.settings.pairing}
      @jass-change=${(event: CustomEvent<JassChangeDetail>) => changed(event.detail)}></jass-weis-calculator>
    ${settingsTemplate(model.settings, messages, changeSettings)}
  </main>`;
}
