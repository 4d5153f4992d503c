import '../components/jass-weis-calculator/define.js';
import {
  type CardId,
  cardRank,
  DEFAULT_PAIRING,
  type Face,
  isLang,
  type Lang,
  SETTING_NAMES,
  type SettingName,
  settingsRequest,
} from '../src/core/index.js';
import { type Figure, type FigureRequest, figureOf } from '../src/figure/figure.js';
import { getMessages, type Messages } from '../src/i18n/index.js';
import { defaultFace } from '../src/i18n/negotiate.js';
import { seatLabel } from '../src/i18n/seat-names.js';
import { SITE_WORDS } from '../src/i18n/site/index.js';
import { rankIndex } from '../src/ui/card-art.js';
import { figurePng } from '../src/ui/figure-image.js';
import {
  DEFAULT_STATE,
  type EmbedState,
  elementHtml,
  embedSnippet,
  handsAttribute,
  iframeSnippet,
  serviceLink,
  settingsFrom,
  stateFromHash,
  stateToHash,
} from './embed-state.js';
import { completeLanguageOptions } from './language-options.js';
import { fillSettingControls, settingControls } from './setting-controls.js';
import { onSiteLanguage, pageLanguage, startSiteLanguage } from './site-language.js';

declare const __JASS_CDN_URL__: string;
/** A figure service the site's share links open (`JASS_FIGURE_SERVICE` at build time), or ''. */
declare const __JASS_FIGURE_SERVICE__: string;

/** A table to start from when the page opens without one: the classic argument. */
const EXAMPLE: EmbedState = { ...DEFAULT_STATE, trump: 'S', hands: ['H9 HT HJ HQ HK', 'HA DA SA CA', '', ''] };
/** The calculator's words in the site's language: rule sets, trump modes, seats. */
const pageMessages = (): Messages => getMessages(pageLanguage());
/** The builder's own words in the site's language. */
const words = () => SITE_WORDS[pageLanguage()].builder;

const form = document.querySelector<HTMLFormElement>('#builder-form');
const preview = document.querySelector<HTMLElement>('#preview');
const snippet = document.querySelector<HTMLTextAreaElement>('#snippet');
const iframeCode = document.querySelector<HTMLTextAreaElement>('#iframe-snippet');
const shareLink = document.querySelector<HTMLInputElement>('#share-link');
const status = document.querySelector<HTMLOutputElement>('#copy-status');
const field = <T extends HTMLElement>(name: string) => form?.elements.namedItem(name) as T | null;

// The table's settings, one control each, from the core's registry.
form?.querySelector('[data-settings]')?.replaceChildren(...settingControls(pageMessages()));

let state: EmbedState = location.hash ? stateFromHash(location.hash) : EXAMPLE;

/** "Player 1" to "Player 4" as the calculator names them in the site's language. */
function fillSeats(): void {
  for (const label of document.querySelectorAll<HTMLElement>('[data-seat]'))
    label.textContent = seatLabel(Number(label.dataset.seat), pageMessages());
}

/** The table's settings: their labels and lists in the site's words, the trump in the figure's language and deck. */
function fillSettings(current: EmbedState): void {
  if (!form) return;
  const lang = isLang(current.lang) ? current.lang : pageLanguage();
  const face = (current.deck || defaultFace(lang)) as Face;
  fillSettingControls(form, current, pageMessages(), { messages: getMessages(lang), face });
}

/** The figure of a state as the tag's attributes have it (the seats as its `hands`), or null without hands. */
function figureRequestOf(current: EmbedState): (FigureRequest & { lang: Lang }) | null {
  const written = handsAttribute(current);
  if (!written) return null;
  return {
    ...settingsRequest(current),
    hands: written.split('|').map((hand) => hand || null),
    ...(current.input === 'melds' ? { input: 'melds' } : {}),
    // "The reader's" language: the text inside the tag is in the author's, the site's own.
    lang: isLang(current.lang) ? current.lang : pageLanguage(),
    ...(current.deck ? { face: current.deck as Face } : {}),
    names: current.names.split('|'),
  };
}

/** The figure of a state, in its language; null without hands or on a mistake. */
function drawnFigure(current: EmbedState): { request: FigureRequest & { lang: Lang }; figure: Figure } | null {
  const request = figureRequestOf(current);
  const answer = request ? figureOf(request) : null;
  return request && answer?.ok ? { request, figure: answer.figure } : null;
}

/** The figure's picture (the cards, the verdict) as "Copy as image" draws it, at twice its size; null on a mistake. */
async function pngOf(current: EmbedState): Promise<Blob | null> {
  const drawn = drawnFigure(current);
  if (!drawn) return null;
  const { request, figure } = drawn;
  const face = request.face ?? defaultFace(request.lang);
  const messages = getMessages(request.lang);
  const index = (card: CardId) => rankIndex(cardRank(card), face, messages);
  return figurePng(figure.model, { lang: request.lang, face, pairing: DEFAULT_PAIRING, index });
}

/** The form shows the state. */
function showState(): void {
  if (!form) return;
  fillSettings(state);
  const set = (name: string, value: string) => {
    const element = field<HTMLInputElement | HTMLSelectElement>(name);
    if (element) element.value = value;
  };
  for (const name of SETTING_NAMES) set(name, String(state[name]));
  set('lang', state.lang);
  set('deck', state.deck);
  set('theme', state.theme);
  set('script', state.script);
  for (const [seat, text] of state.hands.entries()) set(`hand${seat}`, text);
  const names = state.names.split('|');
  for (const seat of [0, 1, 2, 3]) set(`name${seat}`, names[seat] ?? '');
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
  return {
    ...settingsFrom(value),
    lang: value('lang'),
    deck: value('deck'),
    seats: radio('seats') === '1' ? 1 : 4,
    input: radio('input') === 'melds' ? 'melds' : 'hands',
    hands: [0, 1, 2, 3].map((seat) => value(`hand${seat}`)),
    readonly: field<HTMLInputElement>('readonly')?.checked ?? false,
    odds: field<HTMLInputElement>('odds')?.checked ?? false,
    names: namesOf([0, 1, 2, 3].map((seat) => value(`name${seat}`))),
    theme: value('theme'),
    script: value('script').trim(),
  };
}

/** Names as the attribute takes them: `|` between seats, none after the last one named. */
function namesOf(names: string[]): string {
  const cleaned = names.map((name) => name.replace(/\|/g, ' ').trim());
  while (cleaned.length > 0 && cleaned[cleaned.length - 1] === '') cleaned.pop();
  return cleaned.join('|');
}

const linkFor = (current: EmbedState): string =>
  __JASS_FIGURE_SERVICE__
    ? serviceLink(current, __JASS_FIGURE_SERVICE__)
    : new URL(stateToHash(current) || '#', location.href).href;

/** Snippet, link and address bar follow the state; the preview is rebuilt from the snippet's own HTML. */
function publish({ rebuildPreview }: { rebuildPreview: boolean }): void {
  if (rebuildPreview && preview) preview.innerHTML = elementHtml(state);
  // Inside the tag, the table in plain text (what readers without the script see); the iframe is titled by its verdict.
  const figure = drawnFigure(state)?.figure;
  if (snippet) snippet.value = embedSnippet(state, __JASS_CDN_URL__, figure?.text ?? '');
  void showIframeCode(figure?.model.verdict ?? '');
  if (shareLink) shareLink.value = linkFor(state);
  history.replaceState(null, '', stateToHash(state) || location.pathname);
}

/** The iframe code, titled by the figure's verdict, with the figure's height once the preview has drawn it. */
async function showIframeCode(verdict: string): Promise<void> {
  const element = preview?.querySelector('jass-weis-calculator');
  await element?.updateComplete;
  const height = element?.getBoundingClientRect().height ?? 0;
  if (iframeCode) iframeCode.value = iframeSnippet(state, new URL('figure.html', location.href).href, height + 16, verdict);
}

async function copy(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Without clipboard permission: select the text so Ctrl+C works.
    (text === snippet?.value ? snippet : text === iframeCode?.value ? iframeCode : shareLink)?.select();
    document.execCommand('copy');
  }
  if (status) status.textContent = done;
}

completeLanguageOptions(field<HTMLSelectElement>('lang'));
startSiteLanguage();
onSiteLanguage(() => {
  fillSeats();
  showState();
  if (status) status.textContent = '';
  publish({ rebuildPreview: true });
});

form?.addEventListener('input', () => {
  const before = state;
  state = readForm();
  if (state.lang !== before.lang || state.deck !== before.deck) showState();
  if (state.rules !== before.rules) {
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
    ...settingsFrom((name) => String(element[name as SettingName] ?? '')),
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

document.querySelector('#copy-embed')?.addEventListener('click', () => void copy(snippet?.value ?? '', words().embedCopied));
document.querySelector('#copy-iframe')?.addEventListener('click', () => void copy(iframeCode?.value ?? '', words().iframeCopied));
document.querySelector('#copy-link')?.addEventListener('click', () => void copy(linkFor(state), words().linkCopied));

/** The figure as a PNG file, as the element draws it for "Copy as image" (the cards, the verdict). */
document.querySelector('#download-png')?.addEventListener('click', async () => {
  const png = await pngOf(state).catch(() => null);
  if (!png) {
    if (status) status.textContent = words().noPicture;
    return;
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(png);
  link.download = 'jass-weis.png';
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  if (status) status.textContent = words().pictureSaved;
});
