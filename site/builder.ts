import '../components/jass-weis-calculator/define.js';
import { isPresetName, PRESET_NAMES, PRESETS } from '../src/core/index.js';
import { getMessages, modeName } from '../src/i18n/index.js';
import { DEFAULT_STATE, type EmbedState, elementHtml, embedSnippet, stateFromHash, stateToHash } from './embed-state.js';

declare const __JASS_CDN_URL__: string;

/** A table to start from when the page opens without one: the classic argument. */
const EXAMPLE: EmbedState = { ...DEFAULT_STATE, trump: 'S', hands: ['H9 HT HJ HQ HK', 'HA DA SA CA', '', ''] };
const english = getMessages('en');

const form = document.querySelector<HTMLFormElement>('#builder-form');
const preview = document.querySelector<HTMLElement>('#preview');
const snippet = document.querySelector<HTMLTextAreaElement>('#snippet');
const shareLink = document.querySelector<HTMLInputElement>('#share-link');
const status = document.querySelector<HTMLOutputElement>('#copy-status');
const field = <T extends HTMLElement>(name: string) => form?.elements.namedItem(name) as T | null;

let state: EmbedState = location.hash ? stateFromHash(location.hash) : EXAMPLE;

function fillRules(): void {
  const select = field<HTMLSelectElement>('rules');
  if (!select) return;
  select.replaceChildren(...PRESET_NAMES.map((name) => new Option(english.presetNames[name], name)));
}

function fillTrump(rules: string): void {
  const select = field<HTMLSelectElement>('trump');
  if (!select) return;
  const modes = PRESETS[isPresetName(rules) ? rules : 'schieber'].modes;
  select.replaceChildren(
    new Option(modeName('unknown', english), ''),
    ...modes.map((mode) => new Option(modeName(mode, english), mode)),
  );
}

/** The form shows the state. */
function showState(): void {
  if (!form) return;
  fillTrump(state.rules);
  const set = (name: string, value: string) => {
    const element = field<HTMLInputElement | HTMLSelectElement>(name);
    if (element) element.value = value;
  };
  set('rules', state.rules);
  set('trump', state.trump);
  set('game', state.game);
  set('forehand', String(state.forehand));
  set('factor', String(state.factor));
  set('lang', state.lang);
  set('deck', state.deck);
  for (const [seat, text] of state.hands.entries()) set(`hand${seat}`, text);
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[type=radio]')) {
    radio.checked = radio.value === String(radio.name === 'seats' ? state.seats : state.input);
  }
  const check = (name: string, value: boolean) => {
    const box = field<HTMLInputElement>(name);
    if (box) box.checked = value;
  };
  check('readonly', state.readonly);
  check('odds', state.odds);
  form.closest<HTMLElement>('.builder')?.setAttribute('data-seats', String(state.seats));
}

/** The state the form shows. */
function readForm(): EmbedState {
  const value = (name: string) => field<HTMLInputElement | HTMLSelectElement>(name)?.value ?? '';
  const radio = (name: string) => form?.querySelector<HTMLInputElement>(`input[name=${name}]:checked`)?.value ?? '';
  const factor = Number(value('factor'));
  return {
    rules: value('rules'),
    trump: value('trump'),
    game: value('game'),
    forehand: Number(value('forehand')) || 0,
    factor: Number.isInteger(factor) && factor >= 1 && factor <= 1000 ? factor : 1,
    lang: value('lang'),
    deck: value('deck'),
    seats: radio('seats') === '1' ? 1 : 4,
    input: radio('input') === 'melds' ? 'melds' : 'hands',
    hands: [0, 1, 2, 3].map((seat) => value(`hand${seat}`)),
    readonly: field<HTMLInputElement>('readonly')?.checked ?? false,
    odds: field<HTMLInputElement>('odds')?.checked ?? false,
  };
}

const linkFor = (current: EmbedState): string => new URL(stateToHash(current) || '#', location.href).href;

/** Snippet, link and address bar follow the state; the preview is rebuilt from the snippet's own HTML. */
function publish({ rebuildPreview }: { rebuildPreview: boolean }): void {
  if (rebuildPreview && preview) preview.innerHTML = elementHtml(state);
  if (snippet) snippet.value = embedSnippet(state, __JASS_CDN_URL__);
  if (shareLink) shareLink.value = linkFor(state);
  history.replaceState(null, '', stateToHash(state) || location.pathname);
}

async function copy(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Without clipboard permission: select the text so Ctrl+C works.
    (text === snippet?.value ? snippet : shareLink)?.select();
    document.execCommand('copy');
  }
  if (status) status.textContent = done;
}

fillRules();
showState();
publish({ rebuildPreview: true });

form?.addEventListener('input', () => {
  const before = state.rules;
  state = readForm();
  if (state.rules !== before) {
    // Another rule set plays other modes: start from its first.
    state = { ...state, trump: '' };
    showState();
  }
  form.closest<HTMLElement>('.builder')?.setAttribute('data-seats', String(state.seats));
  if (status) status.textContent = '';
  publish({ rebuildPreview: true });
});

// Edits inside the calculator: the state follows, the element is left as the user has it.
preview?.addEventListener('jass-change', () => {
  const element = preview.querySelector('jass-weis-calculator');
  if (!element) return;
  const texts = (element.hands ?? '').split('|');
  state = {
    ...state,
    rules: element.rules,
    trump: element.trump,
    forehand: element.forehand,
    factor: element.factor,
    game: element.game,
    deck: element.deck,
    input: element.input === 'melds' ? 'melds' : 'hands',
    hands: [0, 1, 2, 3].map((seat) => texts[seat]?.trim() ?? ''),
  };
  showState();
  publish({ rebuildPreview: false });
});

window.addEventListener('hashchange', () => {
  if (location.hash === stateToHash(state)) return;
  state = stateFromHash(location.hash);
  showState();
  publish({ rebuildPreview: true });
});

document.querySelector('#copy-embed')?.addEventListener('click', () => void copy(snippet?.value ?? '', 'Embed code copied.'));
document.querySelector('#copy-link')?.addEventListener('click', () => void copy(linkFor(state), 'Link copied.'));
