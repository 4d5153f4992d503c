import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import {
  type CardId,
  capErrors,
  cardSuit,
  DEFAULT_PAIRING,
  deckCards,
  FACES,
  type Face,
  formatMeldSpec,
  GAMES,
  type Game,
  isPresetName,
  type Lang,
  meldToSpec,
  SUIT_SYMBOLS,
  type Suit,
  type SuitPairing,
  type TableRequest,
  type TableResult,
  tokenOf,
  weisOdds,
} from '../../src/core/index.js';
import {
  cardName,
  defaultFace,
  errorText,
  getMessages,
  moreErrorsText,
  parseSeatNames,
  seatLabel,
  type ViewError,
} from '../../src/i18n/index.js';
import { displayNotices, usablePairing } from './attribute-check.js';
import { rankLabel } from './card-art.js';
import { renderClosedPicker, renderPicker, suitAt } from './card-picker.js';
import { type Computed, computeTable, unreadable } from './compute.js';
import { type ControlChange, type ControlValues, renderCompactControls, renderControls } from './controls.js';
import { LanguageController } from './lang-controller.js';
import { draftSpec, type MeldDraft, NEW_DRAFT, renderMeldBuilder } from './meld-builder.js';
import { OddsController } from './odds-controller.js';
import { renderSeat } from './seat.js';
import { calculatorStyles } from './styles.js';
import { quickSummary, renderMelds, renderOdds, renderOutcome, renderSays, summaryText, type ViewContext } from './templates.js';

export interface JassChangeDetail {
  table: TableRequest;
  result: TableResult | null;
}

/** Every preset and its sources: docs/rules.md as the package ships it. The site links its own rules page instead. */
export const RULES_URL = 'https://cdn.jsdelivr.net/npm/jass-weis/docs/rules.md';

/** Reflected string properties: whatever a script assigns, the attribute gets text, never an exception. */
const REFLECT_SAFELY = {
  fromAttribute: (value: string | null) => value,
  toAttribute: (value: unknown) => (typeof value === 'string' ? value : tokenOf(value)),
};

/** Deals per odds run: a standard error under half a percent. */
const ODDS_DEALS = 20_000;

/**
 * The errors a reader sees: notices and table-wide errors first, then each seat's, at most
 * `LIMITS.errors` in all (no input can fill the page); the rest are counted.
 */
function shownErrors(errors: readonly ViewError[], more: number): { general: ViewError[]; bySeat: ViewError[][]; more: number } {
  const ordered = [...errors.filter((error) => error.seat === undefined), ...errors.filter((error) => error.seat !== undefined)];
  const listed = capErrors(ordered);
  return {
    general: listed.errors.filter((error) => error.seat === undefined),
    bySeat: [0, 1, 2, 3].map((seat) => listed.errors.filter((error) => error.seat === seat)),
    more: more + listed.more,
  };
}

/**
 * Picked cards as the player writes them: German-Swiss names ("Schilten 6, Schilten 7"),
 * French cards as rank and suit symbol ("6♠, 7♠"). The reader reads both, and canonical ids.
 */
function writtenCards(cards: readonly CardId[], view: ViewContext): string {
  if (view.face === 'german-swiss') return cards.map((card) => cardName(card, view.messages, view.face, view.pairing)).join(', ');
  return cards.map((card) => `${rankLabel(card, 'french')}${SUIT_SYMBOLS[cardSuit(card)]}`).join(', ');
}

/** Only web addresses and relative paths: never a `javascript:` link into the host page. */
const safeHref = (href: unknown): string =>
  typeof href === 'string' && /^(https?:\/\/|\.{0,2}\/|[\w-]+\.html)/i.test(href.trim()) ? href.trim() : RULES_URL;

const replaceAt = <T>(list: readonly T[], index: number, value: T): T[] => list.map((old, at) => (at === index ? value : old));

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
export class JassWeisCalculatorElement extends LitElement {
  static override styles = calculatorStyles;

  static override properties = {
    rules: { type: String, reflect: true, converter: REFLECT_SAFELY },
    trump: { type: String },
    forehand: { type: Number },
    factor: { type: Number },
    game: { type: String },
    lang: { type: String, reflect: true, converter: REFLECT_SAFELY },
    deck: { type: String },
    hands: { type: String },
    seats: { type: Number },
    input: { type: String },
    readonly: { type: Boolean, reflect: true },
    odds: { type: Boolean, reflect: true },
    pairing: { attribute: false },
    rulesHref: { type: String, attribute: 'rules-href' },
    names: { type: String },
    _activeSeat: { state: true },
    _drafts: { state: true },
    _activeSuits: { state: true },
    _focus: { state: true },
    _settled: { state: true },
  };

  /** Rules preset: schieber, official, no-cross, traditional, vorarlberg, belot. */
  declare rules: string;
  /** Trump suit or mode: H D S C, obenabe, undenufe, bock, geiss, slalom, no-trumps, all-trumps. Empty: not known (no Stöck, no trump stage); the Trump control then shows "not known". */
  declare trump: string;
  /** The seat that plays first (0-3). */
  declare forehand: number;
  /** The round's factor. */
  declare factor: number;
  /** `schieber`, `molotow`, `coiffeur` or `differenzler`. */
  declare game: string;
  /** en, de-CH, de, fr, it; default: the nearest `lang` in the page, then the browser's. */
  declare lang: string;
  /** `french` or `german-swiss`; default from the language. */
  declare deck: string;
  /** Seats separated by `|`, each in any notation. */
  declare hands: string;
  /** `1` quick mode (one seat) or `4` the full table. */
  declare seats: number;
  /** `hands` (cards and the picker; melds where a whole text is meld language) or `melds` (melds entered directly). */
  declare input: string;
  /** An illustration: shows the table and its result, no editing. */
  declare readonly: boolean;
  /** Shows how often a lone hand's Weis wins, by Monte Carlo over the unseen cards (off by default). */
  declare odds: boolean;
  /** German-Swiss to French suits. */
  declare pairing: SuitPairing;
  /** Where the preset descriptions link to for the rules and their sources (`#<preset>` is added). */
  declare rulesHref: string;
  /** Players' names by seat, separated by `|` ("Anna|Beat|Chrigu|Dani"); "Player 1" to "Player 4" where none. */
  declare names: string;

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

  private readonly _language = new LanguageController(this);
  private readonly _odds = new OddsController(this);
  private _computed: Computed | null = null;
  /** The last valid answer: it stays on screen, dimmed, while an error is fixed. */
  private _lastResult: TableResult | null = null;
  private _frame = 0;

  constructor() {
    super();
    this.rules = 'schieber';
    this.trump = '';
    this.forehand = 0;
    this.factor = 1;
    this.game = 'schieber';
    this.deck = '';
    this.hands = '';
    this.seats = 4;
    this.input = 'hands';
    this.readonly = false;
    this.odds = false;
    this.pairing = DEFAULT_PAIRING;
    this.rulesHref = RULES_URL;
    this.names = '';
    this._activeSeat = 0;
    this._drafts = [0, 1, 2, 3].map(() => ({ ...NEW_DRAFT }));
    this._activeSuits = [undefined, undefined, undefined, undefined];
    this._focus = [0, 0, 0, 0];
    this._settled = false;
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

  private get _texts(): string[] {
    const texts = (typeof this.hands === 'string' ? this.hands : '').split('|', 4).map((text) => text.trim());
    return Array.from({ length: this._seatCount }, (_, seat) => texts[seat] ?? '');
  }

  private get _inputMode(): 'hands' | 'melds' {
    return this.input === 'melds' ? 'melds' : 'hands';
  }

  private _view(): ViewContext {
    const lang = this.language;
    const face: Face = FACES.includes(this.deck as Face) ? (this.deck as Face) : defaultFace(lang);
    const pairing = usablePairing(this.pairing, DEFAULT_PAIRING);
    return { messages: getMessages(lang), lang, face, pairing, names: parseSeatNames(this.names) };
  }

  /** The answer for the properties as they are now; computed once per change of them. */
  private _compute(): Computed {
    try {
      const texts = this._texts;
      const pairing = usablePairing(this.pairing, DEFAULT_PAIRING);
      const { seats, deck, input, hands } = this;
      const notices = displayNotices({ seats, lang: this.getAttribute('lang'), deck, input, hands, pairing: this.pairing });
      const values = [this.rules, this.trump, this.forehand, this.factor, this.game, texts, this._inputMode, pairing, notices];
      let key: string | null;
      try {
        key = JSON.stringify(values);
      } catch {
        key = null; // Values JSON cannot hold (BigInt, cycles): computed afresh each time.
      }
      if (key !== null && this._computed?.key === key) return this._computed;
      const { rules, trump, forehand, factor, game } = this;
      const inputKind = this._inputMode === 'melds' ? 'melds' : 'auto';
      this._computed = computeTable(
        { rules, trump, forehand, factor, game, texts, input: inputKind, pairing, notices },
        key ?? '',
      );
      return this._computed;
    } catch {
      // Hostile property values (a throwing toString, say) end here, never in the host page.
      return unreadable();
    }
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    const computed = this._compute();
    if (computed.result) this._lastResult = computed.result;
    this._odds.want(...this._oddsRequest(computed));
  }

  protected override firstUpdated(): void {
    this._frame = requestAnimationFrame(() => {
      this._settled = true;
    });
  }

  /** Odds for a lone hand of cards (the other seats unknown), when asked for. */
  private _oddsRequest(computed: Computed): [string | null, () => ReturnType<typeof weisOdds> | null] {
    const known = computed.reads.filter((read) => read && read.cards.length > 0);
    const seat = computed.reads.findIndex((read) => read && read.cards.length > 0);
    const read = computed.reads[seat];
    if (!this.odds || known.length !== 1 || !read || read.reading !== 'cards' || !computed.result) return [null, () => null];
    const forehand = this._seatCount === 1 ? seat : this.forehand;
    const { rules, mode } = computed;
    return [
      JSON.stringify([computed.key, seat]),
      () => weisOdds({ rules, mode, hand: read.cards, seat, forehand, deals: ODDS_DEALS }),
    ];
  }

  override render(): TemplateResult {
    try {
      return this._renderCalculator();
    } catch {
      // Never throw into the host page.
      return html`<p class="error" role="alert">jass-weis</p>`;
    }
  }

  private _renderCalculator(): TemplateResult {
    const view = this._view();
    const computed = this._compute();
    const shown = shownErrors(computed.errors, computed.more);
    const quick = this._seatCount === 1;
    const controls = this.readonly ? nothing : this._renderControls(view, computed);
    return html`<div class="frame ${this.readonly ? 'readonly' : 'editable'} ${quick ? 'quick' : ''}" lang=${view.lang}>
      ${this.readonly || quick ? nothing : this._settled ? controls : html`<div class="controls pending" aria-busy="true"></div>`}
      ${shown.general.map((error) => html`<p class="error" role="alert" part="errors">${errorText(error, view.messages)}</p>`)}
      ${shown.more > 0 ? html`<p class="error more" part="errors">${moreErrorsText(shown.more, view.messages)}</p>` : nothing}
      <div class="seats seats-${this._seatCount}">
        ${this._texts.map((text, seat) =>
          this.readonly && !text ? nothing : this._renderSeat(seat, text, view, computed, shown.bySeat[seat] ?? []),
        )}
      </div>
      ${quick ? controls : nothing}
      ${this._renderResult(computed, view)}
    </div>`;
  }

  /** The answer; while the input has errors, the last valid one, dimmed and marked. */
  private _renderResult(computed: Computed, view: ViewContext): TemplateResult {
    const { messages } = view;
    const stale = !computed.result && !this.readonly && this._lastResult !== null;
    const result = computed.result ?? (stale ? this._lastResult : null);
    const lone = result?.players[0];
    const summary = computed.result ? (this._seatCount === 1 ? quickSummary : summaryText)(computed.result, view) : '';
    return html`<section class="result ${stale ? 'stale' : ''}" part="result" aria-label=${messages.ui.result}>
      ${stale ? html`<p class="stale-note">${messages.ui.lastValid}</p>` : nothing}
      ${result && this._seatCount === 4 ? renderOutcome(result, view) : nothing}
      ${stale && result && lone && this._seatCount === 1 ? html`${renderMelds(lone, result, view)}${renderSays(lone, view)}` : nothing}
      <div class="visually-hidden" role="status" aria-live="polite">${summary}</div>
    </section>`;
  }

  private _renderControls(view: ViewContext, computed: Computed): TemplateResult {
    const values: ControlValues = {
      preset: isPresetName(this.rules) ? this.rules : 'schieber',
      rules: computed.rules,
      mode: computed.mode,
      forehand: this.forehand,
      factor: this.factor,
      game: GAMES.includes(this.game as Game) ? (this.game as Game) : 'schieber',
      input: this._inputMode,
      rulesHref: safeHref(this.rulesHref),
    };
    const edit = (change: ControlChange) => this._edit(change);
    return this._seatCount === 1 ? renderCompactControls(values, view, edit) : renderControls(values, view, edit);
  }

  private _renderSeat(seat: number, text: string, view: ViewContext, computed: Computed, errors: ViewError[]): TemplateResult {
    const result = computed.result;
    const player = result?.players[seat];
    const winners = result?.contests ? [result.contests.sequence, result.contests.four] : [result?.contest];
    const title = this._seatCount === 1 ? view.messages.ui.quick : seatLabel(seat, view.messages, view.names);
    const read = computed.reads[seat] ?? null;
    const odds = player && this.odds ? renderOdds(this._odds.value(this._oddsRequest(computed)[0]), player, view) : nothing;
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
        winner: winners.some((contest) => contest?.winner?.seat === seat),
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
        add: () => this._addMeld(seat),
        remove: (index) => this._removeMeld(seat, index),
      });
    }
    const cards = read?.reading === 'cards' ? read.cards : [];
    const open = seat === this._activeSeat || this._seatCount === 1;
    if (!open || !this._settled) return renderClosedPicker(cards, view, () => this._activate(seat, true));
    const held = new Set(computed.reads.flatMap((other, index) => (index === seat ? [] : (other?.cards ?? []))));
    const model = {
      player: title,
      deck,
      mine: new Set(cards),
      held,
      focus: this._focus[seat] ?? 0,
      activeSuit: this._activeSuits[seat],
    };
    return renderPicker(model, view, {
      toggle: (card, isHeld) => this._toggleCard(seat, card, isHeld),
      showSuit: (suit) => {
        this._activeSuits = replaceAt(this._activeSuits, seat, suit);
      },
      move: (index) => this._moveFocus(seat, index, deck),
    });
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
    const computed = this._compute();
    const read = computed.reads[seat];
    const cards = read?.reading === 'cards' ? read.cards : [];
    this._focus = replaceAt(this._focus, seat, deckCards(computed.rules.deck).indexOf(card));
    const written = (list: CardId[]) => writtenCards(list, this._view());
    if (cards.includes(card)) this._editSeat(seat, written(cards.filter((c) => c !== card)));
    else if (!read || read.errors.length === 0) this._editSeat(seat, written([...cards, card]));
    else this._editSeat(seat, `${this._texts[seat] ?? ''}, ${written([card])}`.replace(/^,\s*/, ''));
  }

  private _writtenMelds(seat: number): string[] {
    return (this._compute().reads[seat]?.melds ?? []).map((meld) => formatMeldSpec(meldToSpec(meld)));
  }

  private _addMeld(seat: number): void {
    const spec = draftSpec(this._drafts[seat] ?? NEW_DRAFT);
    this._editSeat(seat, [...this._writtenMelds(seat), formatMeldSpec(spec)].join('; '));
  }

  private _removeMeld(seat: number, index: number): void {
    this._editSeat(
      seat,
      this._writtenMelds(seat)
        .filter((_, at) => at !== index)
        .join('; '),
    );
  }

  private _editSeat(seat: number, text: string): void {
    const texts = this._texts;
    texts[seat] = text.replace(/\|/g, ' ');
    this._edit({ hands: texts.join('|') });
  }

  /** A user edit: apply it, then tell the page. */
  private _edit(change: ControlChange & { hands?: string }): void {
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
