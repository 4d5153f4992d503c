import { html, isServer, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import {
  type CardId,
  cardRank,
  DEFAULT_PAIRING,
  deckCards,
  FACES,
  type Face,
  type Lang,
  resultContests,
  rulesAndMode,
  SETTING_NAMES,
  type SettingName,
  type Suit,
  type Table,
  type TableRequest,
  type TableResult,
} from '../../src/core/index.js';
import { figureHeading, figureModel } from '../../src/figure/figure-model.js';
import { getMessages } from '../../src/i18n/index.js';
import { defaultFace } from '../../src/i18n/negotiate.js';
import { namesFromYou, parseSeatNames, seatLabel } from '../../src/i18n/seat-names.js';
import { errorText, moreErrorsText, type ViewError } from '../../src/i18n/sentences.js';
import { summaryText } from '../../src/i18n/summary.js';
import { rankIndex } from '../../src/ui/card-art.js';
import { reportFault } from '../../src/ui/faults.js';
import { LanguageController } from '../../src/ui/lang-controller.js';
import type { OddsDriver } from '../../src/ui/odds-driver.js';
import { quickNames, renderQuickSaid, saidRowModel } from '../../src/ui/quick-said.js';
import { quickHeadline, renderAnswer, renderOdds, type ViewContext } from '../../src/ui/templates.js';
import { displayNotices, usablePairing } from './attribute-check.js';
import { CalculatorProperties } from './calculator-properties.js';
import { CardFacesController } from './card-faces-controller.js';
import { renderClosedPicker, renderPicker, renderPickerToggle, suitAt, writtenCards } from './card-picker.js';
import { type Computed, computeTable, failed, keyOf } from './compute.js';
import { type ControlChange, controlValues, renderCompactControls, renderControls } from './controls.js';
import { draftSpec, type MeldDraft, meldsText, NEW_DRAFT, renderMeldBuilder } from './meld-builder.js';
import { renderSeat, shownErrors } from './seat.js';
import { calculatorStyles } from './styles.js';

export interface JassChangeDetail {
  table: TableRequest;
  result: TableResult | null;
}

const replaceAt = <T>(list: readonly T[], index: number, value: T): T[] => list.map((old, at) => (at === index ? value : old));

/** The odds and their driver: a file of its own beside the standalone bundle, loaded when an element first asks for odds. */
const loadOdds = () => import('../../src/ui/odds-driver.js');

/**
 * The Weis calculator: hands or melds for 1 to 4 seats, the rules, and the answer with its
 * reason. Every rule comes from the core; this element only reads input and shows results.
 *
 * @tag jass-weis-calculator
 * @summary Which Weis wins, and why.
 * @fires jass-change - On user edits only. `detail: { table, result }`, bubbles and composed.
 * @csspart controls - The rules, trump, forehand and factor controls.
 * @csspart seat - One seat: its input, card picker and melds.
 * @csspart input - A seat's text field.
 * @csspart picker - A seat's card picker.
 * @csspart errors - Coded errors shown next to the input.
 * @csspart headline - Quick mode's answer above the hand: what to do next, else who writes.
 * @csspart heading - A figure's first line: the rules and the trump.
 * @csspart result - The answer: verdicts, ladders, scores.
 * @csspart ladder - A comparison ladder table.
 * @csspart scores - The points each team writes.
 * @csspart outcome - Verdicts, ladders and scores together.
 * @cssprop --jass-font - Font family (default: inherit).
 * @cssprop --jass-fg - Text colour.
 * @cssprop --jass-bg - Background colour.
 * @cssprop --jass-muted - Secondary text colour.
 * @cssprop --jass-border - Border colour.
 * @cssprop --jass-accent - Accent colour (focus, selection, the deciding stage).
 * @cssprop --jass-accent-fg - Text on the accent colour.
 * @cssprop --jass-win - Colour of the team that writes.
 * @cssprop --jass-error - Colour of errors.
 * @cssprop --jass-radius - Corner radius.
 * @cssprop --jass-card-bg - Card face background.
 */
export class JassWeisCalculatorElement extends CalculatorProperties {
  static override styles = calculatorStyles;

  static override properties: PropertyDeclarations = {
    ...CalculatorProperties.properties,
    _activeSeat: { state: true },
    _drafts: { state: true },
    _activeSuits: { state: true },
    _focus: { state: true },
    _settled: { state: true },
    _imageNote: { state: true },
    _summaryOpen: { state: true },
    _pickerShown: { state: true },
  };

  /** The seat whose card picker is open: one at a time keeps a full table light and calm. */
  declare private _activeSeat: number;
  declare private _drafts: readonly MeldDraft[];
  /** Per seat, the suit its picker shows on a narrow screen. */
  declare private _activeSuits: readonly (Suit | undefined)[];
  /** Per seat, the card that holds the picker's one tab stop. */
  declare private _focus: readonly number[];
  /**
   * The first frame shows the table and its answer; the controls (a dozen form fields) and the
   * open card picker (36 buttons) follow in the next frame, in space kept for them.
   */
  declare private _settled: boolean;
  /** What became of the last "Copy as image" or "Share". */
  declare private _imageNote: string;
  /** The phone's summary bar shows its sentences whole (else one line). */
  declare private _summaryOpen: boolean;
  /** Compact quick mode: the player opened the card picker. */
  declare private _pickerShown: boolean;

  private readonly _language = new LanguageController(this);
  /** The odds' driver, once an element with `odds` has loaded it. */
  private _odds: OddsDriver | null = null;
  private _oddsLoading: Promise<void> | null = null;
  private _computed: Computed | null = null;
  /** The last valid answer: it stays on screen, dimmed, while an error is fixed. */
  private _lastResult: TableResult | null = null;
  private _frame = 0;
  /** What the server drew in the shadow root, until our first drawing replaces it. */
  private _served: ChildNode[] = [];

  constructor() {
    super();
    // The detailed card faces: loaded with the first element of a page, drawn when they come.
    new CardFacesController(this, () => this._view());
    this._activeSeat = 0;
    this._drafts = [0, 1, 2, 3].map(() => ({ ...NEW_DRAFT }));
    this._activeSuits = [undefined, undefined, undefined, undefined];
    this._focus = [0, 0, 0, 0];
    this._settled = false;
    this._imageNote = '';
    this._summaryOpen = false;
    this._pickerShown = false;
  }

  /**
   * A figure rendered on the server comes with its shadow root (declarative shadow DOM): it
   * stays until the first drawing, which replaces it before the browser paints again, so the
   * reader sees no flash and nothing moves where the server's figure and ours are the same.
   */
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    this._served = [...(this.shadowRoot?.childNodes ?? [])];
    const root = super.createRenderRoot();
    // Lit would draw before the first served node, which the first drawing removes.
    this.renderOptions.renderBefore = null;
    return root;
  }

  /**
   * The words of a language the standalone bundle fetches (`jass-weis-lang-de.js` …): the
   * drawing waits for them, so that no other language shows first.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: Lit's own signature for this method.
  protected override scheduleUpdate(): void | Promise<unknown> {
    const words = this._language.loading();
    return words ? words.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  protected override update(changed: PropertyValues): void {
    for (const node of this._served.splice(0)) node.remove();
    super.update(changed);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    cancelAnimationFrame(this._frame);
  }

  /** The table as the CLI's JSON takes it. */
  get table(): TableRequest {
    return this._compute().request;
  }

  /**
   * The result for the current table, the same object `jass-weis --json` prints; null while
   * the input is invalid. Never throws, whatever the properties hold.
   */
  get result(): TableResult | null {
    return this._compute().result;
  }

  /** The language in use. */
  get language(): Lang {
    return this._language.lang;
  }

  private get _seatCount(): number {
    return this.seats === 1 ? 1 : 4;
  }

  /** All four seats' texts: in quick mode, the others' are what they said. */
  private get _allTexts(): string[] {
    const texts = (typeof this.hands === 'string' ? this.hands : '').split('|', 4).map((text) => text.trim());
    return [0, 1, 2, 3].map((seat) => texts[seat] ?? '');
  }

  /** The seats shown with a text field and a picker. */
  private get _texts(): string[] {
    return this._allTexts.slice(0, this._seatCount);
  }

  /** The texts of the table: in quick mode, the hand and what the others said (if anything). */
  private get _tableTexts(): string[] {
    const all = this._allTexts;
    return this._seatCount === 1 && all.slice(1).some((text) => text) ? all : this._texts;
  }

  /** Quick mode in a small window (`compact`): the picker on a tap, no image buttons. */
  private get _compactQuick(): boolean {
    return this._seatCount === 1 && this.compact === true && !this.readonly;
  }

  private get _inputMode(): 'hands' | 'melds' {
    return this.input === 'melds' ? 'melds' : 'hands';
  }

  private _view(): ViewContext {
    const lang = this.language;
    const face: Face = FACES.includes(this.deck as Face)
      ? (this.deck as Face)
      : defaultFace(lang, rulesAndMode(this.rules, null).rules.deck);
    const pairing = usablePairing(this.pairing, DEFAULT_PAIRING);
    const messages = getMessages(lang);
    const names = parseSeatNames(this.names);
    const you = Number.isInteger(this.you) && this.you >= 0 && this.you <= 3 ? this.you : undefined;
    // The player is spoken to where the seats are named from their own ("You", right, partner,
    // left); with names given, every seat is spoken of by its name ("Anna & Chrigu write").
    // The melds in the words of the game played (Weis, annonces, roem).
    const words = rulesAndMode(this.rules, null).rules.words;
    if (you === undefined || names.some((name) => name)) return { messages, lang, face, pairing, names, words };
    return { messages, lang, face, pairing, names: namesFromYou(messages, you), you, words };
  }

  /** The answer for the properties as they are now; computed once per change of them. */
  private _compute(): Computed {
    try {
      const { seats, deck, input, hands } = this;
      const pairing = usablePairing(this.pairing, DEFAULT_PAIRING);
      const notices = displayNotices({
        seats,
        lang: this.lang || this.getAttribute('lang'),
        deck,
        input,
        hands,
        pairing: this.pairing,
      });
      const missing = this._language.unavailable;
      if (missing) notices.push({ code: 'words-unavailable', token: missing });
      const inputKind = this._inputMode === 'melds' ? 'melds' : 'auto';
      const values = {
        settings: Object.fromEntries(SETTING_NAMES.map((name) => [name, this[name]])) as Record<SettingName, unknown>,
        texts: this._tableTexts,
        trick: typeof this.trick === 'string' ? this.trick : '',
        blank: this._seatCount === 1 ? 'unheard' : 'absent',
        input: inputKind,
        pairing,
        notices,
      } as const;
      const key = keyOf(values);
      if (key === null || this._computed?.key !== key) this._computed = computeTable(values, key ?? '');
      return this._computed;
    } catch (error) {
      // Never in the host page: a fault of ours, or a property whose getter throws, is a notice.
      reportFault('compute', error);
      return failed();
    }
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    const computed = this._compute();
    if (computed.result) this._lastResult = computed.result;
    this._odds?.want(this.odds ? computed : null);
  }

  protected override updated(): void {
    if (!this.odds) return;
    this._oddsLoading ??= loadOdds().then(
      ({ OddsDriver }) => {
        this._odds = new OddsDriver(this, (cause) => reportFault('compute', cause));
        this.requestUpdate();
      },
      // A bundle hosted without its odds file shows no odds (the browser says the file is missing).
      () => undefined,
    );
  }

  protected override firstUpdated(): void {
    this._frame = requestAnimationFrame(() => {
      this._settled = true;
    });
  }

  override render(): TemplateResult {
    try {
      return this._renderCalculator();
    } catch (error) {
      // Never thrown into the host page: the notice in the reader's language instead.
      reportFault('render', error);
      return html`<p class="error" role="alert" part="errors">${getMessages(this.language).errors.fault('', '')}</p>`;
    }
  }

  private _renderCalculator(): TemplateResult {
    const view = this._view();
    const computed = this._compute();
    const shown = shownErrors(computed.errors, computed.more);
    const quick = this._seatCount === 1;
    const controls = this.readonly ? nothing : this._renderControls(view, computed);
    const compact = this._compactQuick;
    return html`<div class="frame ${this.readonly ? 'readonly' : 'editable'} ${quick ? 'quick' : ''} ${compact ? 'compact' : ''}" lang=${view.lang}>
      ${this.readonly || quick ? nothing : this._settled ? controls : html`<div class="controls pending" aria-busy="true"></div>`}
      ${this.readonly && computed.table ? html`<p class="description" part="heading">${figureHeading(computed.table, view)}</p>` : nothing}
      ${shown.general.map((error) => html`<p class="error" role="alert" part="errors">${errorText(error, view.messages)}</p>`)}
      ${shown.more > 0 ? html`<p class="error more" part="errors">${moreErrorsText(shown.more, view.messages)}</p>` : nothing}
      ${quick && !this.readonly ? this._renderHeadline(computed.result ?? this._lastResult, view, !computed.result) : nothing}
      ${computed.rules.melds === 'trick' && !this.readonly ? this._renderTrickEntry(view) : nothing}
      <div class="seats seats-${this._seatCount}">
        ${this._texts.map((text, seat) =>
          (this.readonly || computed.rules.melds === 'trick') && !text
            ? nothing
            : this._renderSeat(seat, text, view, computed, shown.bySeat[seat] ?? []),
        )}
      </div>
      ${quick && !this.readonly && this._settled ? this._renderQuickSaid(view, computed) : nothing}
      ${quick && !(compact && this._pickerShown) ? controls : nothing}
      ${renderAnswer(computed.result, this.readonly ? null : this._lastResult, quick, view, this._oddsValue(), this._figureNumber())}
      ${computed.result && computed.table && !compact ? this._renderImageButtons(computed.table, computed.result, view) : nothing}
      ${this.readonly || quick || !computed.result ? nothing : this._renderSummaryBar(computed.result, view)}
    </div>`;
  }

  /**
   * On a narrow screen the verdict is far below the hand being typed: its sentence stays at the
   * bottom of the screen while the calculator is in view, on one line so that it covers no card;
   * a tap shows it whole, a second brings the whole answer up.
   */
  private _renderSummaryBar(result: TableResult, view: ViewContext): TemplateResult {
    // One line over the cards; a tap shows it whole, a second brings the whole answer up.
    const tap = () => {
      if (this._summaryOpen) this.renderRoot.querySelector('.outcome')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      this._summaryOpen = !this._summaryOpen;
    };
    return html`<button type="button" class="summary-bar ${this._summaryOpen ? 'open' : ''}" part="summary-bar" aria-hidden="true" tabindex="-1" @click=${tap}>${summaryText(result, view)}</button>`;
  }

  /** This figure's number in the page, where the page has several (never in a server's rendering). */
  private _figureNumber(): number | null {
    if (typeof document === 'undefined' || !this.isConnected) return null;
    const figures = [...document.querySelectorAll(this.localName)];
    return figures.length > 1 ? figures.indexOf(this) + 1 : null;
  }

  /** The figure as a picture for a chat: copied, or on a phone shared. */
  private _renderImageButtons(table: Table, result: TableResult, view: ViewContext): TemplateResult {
    const ui = view.messages.ui;
    const send = (how: 'copy' | 'share') => async () => {
      try {
        const { sendFigure } = await import('../../src/ui/figure-image.js');
        const look = { ...view, index: (card: CardId) => rankIndex(cardRank(card), view.face, view.messages) };
        const sent = await sendFigure(figureModel(table, result, view), look, how);
        this._imageNote = sent ? (how === 'copy' ? ui.imageCopied : '') : ui.imageFailed;
      } catch (error) {
        // The reader closed the share sheet: nothing went wrong.
        this._imageNote = (error as { name?: string } | null)?.name === 'AbortError' ? '' : ui.imageFailed;
      }
    };
    // On a server the buttons would do nothing without script: their place is kept (nothing moves
    // when the script takes over), they are neither shown nor reachable.
    return html`<div class="image-actions" part="image-actions" ?inert=${isServer}>
      <button type="button" class="link copy-image" @click=${send('copy')}>${ui.copyImage}</button>
      ${canShareFiles() ? html`<button type="button" class="link share-image" @click=${send('share')}>${ui.shareImage}</button>` : nothing}
      <span class="image-note" role="status">${this._imageNote}</span>
    </div>`;
  }

  private _oddsValue() {
    return this._odds?.value() ?? null;
  }

  /**
   * Quick mode's headline, above the hand: what to do next, else who writes; the answer is on the
   * first screen while cards are picked below it. The last valid answer stays, marked, while the
   * input has an error.
   */
  private _renderHeadline(result: TableResult | null, view: ViewContext, stale: boolean): TemplateResult | typeof nothing {
    if (!result) return nothing;
    // No card of one's own yet: the first thing to do is to pick them (the table never asks the player).
    const own = result.players[0];
    if (!own || (own.cards.length === 0 && !own.said))
      return html`<div class="headline" part="headline"><p class="headline-action">${view.messages.ui.pickCards}</p></div>`;
    const { action, detail } = quickHeadline(result, this._quickView(view));
    return html`<div class="headline ${stale ? 'stale' : ''}" part="headline">
      <p class="headline-action">${action}</p>
      ${detail ? html`<p class="headline-detail">${detail}</p>` : nothing}
    </div>`;
  }

  /** Quick mode names the seats from the player's: you, right, partner, left (or the names given). */
  private _quickView(view: ViewContext): ViewContext & { names: readonly string[] } {
    const names = parseSeatNames(this.names);
    return names.some((name) => name) ? { ...view, names } : { ...view, names: quickNames(view), you: 0 };
  }

  /** Quick mode: what the others said, one tap per value, and the verdict against it. */
  private _renderQuickSaid(view: ViewContext, computed: Computed): TemplateResult {
    const quickView = this._quickView(view);
    const model = saidRowModel(computed.reads, computed.result, computed.rules, computed.mode, quickView.names);
    const odds = computed.result?.verdict ? this._oddsValue() : null;
    // Before any card of one's own, the headline says to pick them: no "Not said yet: You." under the values.
    const own = computed.result?.players[0];
    const result = own && (own.cards.length > 0 || own.said) ? computed.result : null;
    return renderQuickSaid(model, result, odds, quickView, (seat, text) => this._editSeat(seat, text));
  }

  private _renderControls(view: ViewContext, computed: Computed): TemplateResult {
    const { rules, forehand, factor, game, rulesHref } = this;
    const values = controlValues({ rules, forehand, factor, game, rulesHref, input: this._inputMode }, computed);
    const edit = (change: ControlChange) => this._edit(change);
    return this._seatCount === 1
      ? renderCompactControls(values, view, edit, this._compactQuick)
      : renderControls(values, view, edit);
  }

  /** Where melds count in a trick (Klaverjas's roem): the trick's cards, typed in any notation. */
  private _renderTrickEntry(view: ViewContext): TemplateResult {
    return html`<label class="trick-entry">${view.messages.roem.trick}
      <input type="text" autocomplete="off" spellcheck="false" placeholder="SQ SK SA H7" .value=${this.trick}
        @input=${(event: Event) => this._edit({ trick: (event.target as HTMLInputElement).value })} /></label>`;
  }

  private _renderSeat(seat: number, text: string, view: ViewContext, computed: Computed, errors: ViewError[]): TemplateResult {
    const result = computed.result;
    const player = result?.players[seat];
    const winners = result ? resultContests(result).map(({ value }) => value) : [];
    const title = this._seatCount === 1 ? view.messages.ui.quick : seatLabel(seat, view.messages, view.names);
    const read = computed.reads[seat] ?? null;
    const odds = player && this.odds && !result?.verdict ? renderOdds(this._oddsValue(), player, view) : nothing;
    return renderSeat(
      {
        seat,
        title,
        text,
        read,
        errors,
        player,
        result,
        forehand: this._seatCount === 4 && seat === this.forehand,
        own: this._seatCount === 1,
        compact: this._compactQuick,
        winner: winners.some((contest) => contest.winner?.seat === seat),
        readonly: this.readonly,
        entry: this.readonly ? nothing : this._renderEntry(seat, title, view, computed),
        odds,
      },
      view,
      { edit: (next) => this._editSeat(seat, next), focus: () => this._activate(seat) },
    );
  }

  /** Below a seat's text field: the meld builder, or the card picker (open for the active seat). */
  private _renderEntry(seat: number, title: string, view: ViewContext, computed: Computed): TemplateResult {
    const read = computed.reads[seat];
    const deck = computed.rules.deck;
    if (this._inputMode === 'melds') {
      return renderMeldBuilder(this._drafts[seat] ?? NEW_DRAFT, read?.melds ?? [], deck, view, {
        change: (change) => {
          this._drafts = replaceAt(this._drafts, seat, { ...(this._drafts[seat] ?? NEW_DRAFT), ...change });
        },
        add: () => this._editSeat(seat, meldsText([...this._melds(seat), draftSpec(this._drafts[seat] ?? NEW_DRAFT)])),
        remove: (index) => this._editSeat(seat, meldsText(this._melds(seat).filter((_, at) => at !== index))),
      });
    }
    const cards = read?.reading === 'cards' ? read.cards : [];
    // Compact: the hand's cards are in its text and its melds; the picker opens on a tap (at once while the hand is empty).
    const toggle =
      this._compactQuick && cards.length > 0
        ? renderPickerToggle(this._pickerShown, view, () => {
            this._pickerShown = !this._pickerShown;
          })
        : nothing;
    const open = this._compactQuick
      ? this._pickerShown || cards.length === 0
      : seat === this._activeSeat || this._seatCount === 1;
    if (!open || !this._settled)
      return toggle === nothing ? renderClosedPicker(cards, view, () => this._activate(seat, true)) : toggle;
    const held = new Set(computed.reads.flatMap((other, index) => (index === seat ? [] : (other?.cards ?? []))));
    const model = {
      player: title,
      deck,
      mine: new Set(cards),
      held,
      focus: this._focus[seat] ?? 0,
      activeSuit: this._activeSuits[seat],
    };
    return html`${toggle}${renderPicker(model, view, {
      toggle: (card, isHeld) => this._toggleCard(seat, card, isHeld),
      showSuit: (suit) => {
        this._activeSuits = replaceAt(this._activeSuits, seat, suit);
      },
      move: (index) => this._moveFocus(seat, index, deck),
    })}`;
  }

  private _activate(seat: number, focusPicker = false): void {
    if (this._activeSeat === seat) return;
    this._activeSeat = seat;
    if (focusPicker) void this.updateComplete.then(() => this._focusCard(seat, '[tabindex="0"]'));
  }

  /** The picker's focus moves; its suit tab follows, so arrow keys reach every card on a narrow screen too. */
  private _moveFocus(seat: number, index: number, deck: TableResult['deck']): void {
    this._focus = replaceAt(this._focus, seat, index);
    this._activeSuits = replaceAt(this._activeSuits, seat, suitAt(deck, index));
    void this.updateComplete.then(() => this._focusCard(seat, `[data-index="${index}"]`));
  }

  private _focusCard(seat: number, selector: string): void {
    this.renderRoot.querySelector<HTMLButtonElement>(`.seat:nth-of-type(${seat + 1}) .pick${selector}`)?.focus();
  }

  private _toggleCard(seat: number, card: CardId, held: boolean): void {
    if (held || this.readonly) return;
    // Compact: a picker opened for an empty hand stays open while its cards are picked.
    if (this._compactQuick) this._pickerShown = true;
    const computed = this._compute();
    const read = computed.reads[seat];
    const cards = read?.reading === 'cards' ? read.cards : [];
    this._focus = replaceAt(this._focus, seat, deckCards(computed.rules.deck).indexOf(card));
    const written = (list: CardId[]) => writtenCards(list, this._view());
    if (cards.includes(card)) this._editSeat(seat, written(cards.filter((c) => c !== card)));
    else if (!read || read.errors.length === 0) this._editSeat(seat, written([...cards, card]));
    else this._editSeat(seat, `${this._texts[seat] ?? ''}, ${written([card])}`.replace(/^,\s*/, ''));
  }

  private _melds(seat: number) {
    return this._compute().reads[seat]?.melds ?? [];
  }

  private _editSeat(seat: number, text: string): void {
    const texts = this._allTexts;
    texts[seat] = text.replace(/\|/g, ' ');
    // Seats after the last one given are left out: "H6 H7 H8", not "H6 H7 H8|||".
    while (texts.length > this._seatCount && !texts[texts.length - 1]) texts.pop();
    this._edit({ hands: texts.join('|') });
  }

  /** A user edit: apply it, then tell the page. */
  private _edit(change: ControlChange & { hands?: string; trick?: string }): void {
    Object.assign(this, change);
    const detail: JassChangeDetail = { table: this.table, result: this.result };
    this.dispatchEvent(new CustomEvent<JassChangeDetail>('jass-change', { detail, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementEventMap {
    'jass-change': CustomEvent<JassChangeDetail>;
  }
}

/** A phone's share sheet that takes files (asked once a page, not at every render); never in a server's rendering. */
let sharesFiles: boolean | undefined;
function canShareFiles(): boolean {
  if (sharesFiles !== undefined) return sharesFiles;
  try {
    sharesFiles =
      typeof navigator !== 'undefined' &&
      navigator.canShare?.({ files: [new File([], 'jass-weis.png', { type: 'image/png' })] }) === true;
  } catch {
    sharesFiles = false;
  }
  return sharesFiles;
}
