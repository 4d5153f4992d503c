import '../components/jass-weis-calculator/define.js';
import './board/jass-board.js';
import { Workbox } from 'workbox-window';
import type { JassWeisCalculatorElement } from '../components/jass-weis-calculator/index.js';
import { LANGS } from '../src/core/index.js';
import { atTheTable } from '../src/i18n/app/table-talk.js';
import { addMessages, getMessages } from '../src/i18n/index.js';
import {
  APP_TABS,
  APP_WORDS,
  type AppState,
  appLanguage,
  newRound,
  readAppState,
  STORAGE_KEY,
  writeAppState,
} from './app-state.js';
import type { BoardStorage } from './board/jass-board.js';
import { completeLanguageOptions } from './language-options.js';

/*
 * The app at the table: the quick calculator on one screen, in the player's language, the last
 * table kept across reloads, "New round", and offline after the first visit (a service worker
 * precaches what it needs). A new version is announced, never forced in the middle of a round.
 */
const calculator = document.querySelector('#calculator') as JassWeisCalculatorElement;
const languages = document.querySelector('#app-lang') as HTMLSelectElement;
const roundButton = document.querySelector('#new-round') as HTMLButtonElement;
const board = document.querySelector('#board') as HTMLElementTagNameMap['jass-board'];
const weis = document.querySelector('#weis') as HTMLElement;
const tabs = [...document.querySelectorAll<HTMLButtonElement>('[data-tab]')];
completeLanguageOptions(languages);
// At the table the calculator speaks as the table does: Swiss German's questions, whom to ask, what decided.
addMessages(Object.fromEntries(LANGS.map((lang) => [lang, atTheTable(getMessages(lang), APP_WORDS[lang].board.table)])));

const load = (): AppState => {
  try {
    return readAppState(localStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage switched off: the app works, keeping nothing.
    return readAppState(null);
  }
};
let state = load();
/** The board's storage: local storage where the browser allows it; where it refuses, the board says so. */
const boardStorage = (): BoardStorage | null => {
  try {
    return localStorage;
  } catch {
    return null;
  }
};
board.storage = boardStorage();
const keep = (next: AppState) => {
  state = next;
  try {
    localStorage.setItem(STORAGE_KEY, writeAppState(state));
  } catch {
    // Storage full or switched off: the table is still shown, only not kept.
  }
};

function show(): void {
  const lang = appLanguage(state, navigator.languages ?? [navigator.language]);
  const words = APP_WORDS[lang];
  document.documentElement.lang = lang;
  languages.value = lang;
  languages.setAttribute('aria-label', words.language);
  roundButton.textContent = words.newRound;
  board.lang = lang;
  for (const tab of tabs) {
    const on = tab.dataset.tab === state.tab;
    tab.setAttribute('aria-pressed', on ? 'true' : 'false');
    tab.textContent = tab.dataset.tab === 'board' ? words.board.tabBoard : words.board.tabWeis;
  }
  board.hidden = state.tab !== 'board';
  weis.hidden = state.tab !== 'weis';
  Object.assign(calculator, { lang, rules: state.rules, trump: state.trump, factor: state.factor, hands: state.hands });
  (document.querySelector('#update-text') as HTMLElement).textContent = words.update;
  (document.querySelector('#update-reload') as HTMLElement).textContent = words.reload;
}

calculator.addEventListener('jass-change', () => {
  keep({ ...state, rules: calculator.rules, trump: calculator.trump, factor: calculator.factor, hands: calculator.hands });
});
languages.addEventListener('change', () => {
  keep({ ...state, lang: appLanguage({ ...state, lang: null }, [languages.value]) });
  show();
});
for (const tab of tabs)
  tab.addEventListener('click', () => {
    const next = APP_TABS.find((name) => name === tab.dataset.tab) ?? 'board';
    keep({ ...state, tab: next });
    show();
  });
roundButton.addEventListener('click', () => {
  keep(newRound(state));
  show();
});
show();

// Offline after the first visit. An update waits until the player reloads.
if ('serviceWorker' in navigator && (import.meta as ImportMeta & { env?: { PROD?: boolean } }).env?.PROD) {
  const worker = new Workbox('./sw.js');
  const banner = document.querySelector('#update') as HTMLElement;
  worker.addEventListener('waiting', () => {
    banner.hidden = false;
  });
  (document.querySelector('#update-reload') as HTMLButtonElement).addEventListener('click', () => {
    worker.addEventListener('controlling', () => location.reload());
    worker.messageSkipWaiting();
  });
  void worker.register();
}
