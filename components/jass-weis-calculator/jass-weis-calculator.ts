import { html, LitElement, nothing, type TemplateResult } from 'lit';
import {
  type CardId,
  capErrors,
  cardSuit,
  cutToken,
  DECK_INFO,
  DEFAULT_PAIRING,
  deckCards,
  FACES,
  type Face,
  formatMeldSpec,
  GAMES,
  type Game,
  isPresetName,
  type Lang,
  type MeldSpec,
  type Mode,
  meldToSpec,
  type Odds,
  RANKS,
  type Rank,
  type Rules,
  readSeatText,
  readTable,
  resolveTable,
  rulesAndMode,
  type SeatRead,
  SUIT_SYMBOLS,
  SUITS,
  type Suit,
  type SuitPairing,
  type TableError,
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
  type Messages,
  modeName,
  moreErrorsText,
  negotiateLang,
  parseSeatNames,
  seatLabel,
} from '../../src/i18n/index.js';
import { displayNotices, usablePairing } from './attribute-check.js';
import { isRedCard, rankLabel, suitIcon, symbolOf } from './card-art.js';
import { type ControlChange, type ControlValues, renderCompactControls, renderControls } from './controls.js';
import { calculatorStyles } from './styles.js';
import {
  meldLabel,
  quickSummary,
  renderCards,
  renderMelds,
  renderOdds,
  renderOutcome,
  renderSays,
  summaryText,
  type ViewContext,
} from './templates.js';

export interface JassChangeDetail {
  table: TableRequest;
  result: TableResult | null;
}

interface Computed {
  key: string;
  request: TableRequest;
  rules: Rules;
  mode: Mode;
  seatReads: SeatRead[];
  /** Notices about display values, then the table's errors (at most `LIMITS.errors` of those). */
  errors: TableError[];
  /** Errors beyond those listed. */
  more: number;
  result: TableResult | null;
}

interface MeldDraft {
  kind: MeldSpec['kind'];
  length: number;
  suit: Suit;
  top: Rank;
}

/** Every preset and its sources: docs/rules.md as the package ships it. The site links its own rules page instead. */
export const RULES_URL = 'https://cdn.jsdelivr.net/npm/jass-weis/docs/rules.md';

/** Reflected string properties: whatever a script assigns, the attribute gets text, never an exception. */
const REFLECT_SAFELY = {
  fromAttribute: (value: string | null) => value,
  toAttribute: (value: unknown) => (typeof value === 'string' ? value : tokenOf(value)),
};

/**
 * The errors a reader sees: notices and table-wide errors first, then each seat's, at most
 * `LIMITS.errors` in all (no input can fill the page); the rest are counted.
 */
function shownErrors(
  errors: readonly TableError[],
  more: number,
): { general: TableError[]; bySeat: TableError[][]; more: number } {
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

const NEW_DRAFT: MeldDraft = { kind: 'sequence', length: 3, suit: 'H', top: 'A' };

/** The nearest `lang` above an element, through shadow roots. */
function pageLang(element: Element): string | null {
  let node: Element | null = element.parentElement;
  let root = element.getRootNode();
  for (;;) {
    const found = node?.closest('[lang]');
    if (found) return found.getAttribute('lang');
    if (!(root instanceof ShadowRoot)) return null;
    node = root.host;
    root = node.getRootNode();
    if (node.hasAttribute('lang')) return node.getAttribute('lang');
  }
}

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
  };

  /** Rules preset: schieber, official, no-cross, traditional, vorarlberg, belot. */
  declare rules: string;
  /** Trump suit or mode: H D S C, obenabe, undenufe, bock, geiss, slalom, no-trumps, all-trumps. Empty: not known (no Stöck, no trump stage). */
  declare trump: string;
  /** The seat that plays first (0-3). */
  declare forehand: number;
  /** The round's factor. */
  declare factor: number;
  /** `schieber` or `molotow`. */
  declare game: string;
  /** en, de-CH, de, fr, it; default: the nearest `lang` in the page, then the browser's. */
  declare lang: string;
  /** `french` or `german-swiss`; default from the language. */
  declare deck: string;
  /** Seats separated by `|`, each in any notation. */
  declare hands: string;
  /** `1` quick mode (one seat) or `4` the full table. */
  declare seats: number;
  /** `hands` (cards and the picker) or `melds` (melds entered directly). */
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
  /** Internal state, re-rendered through `requestUpdate` (kept out of the public manifest). */
  private _pageLang: string | null = null;
  /** The seat whose card picker is open: one at a time keeps a full table light and calm. */
  private _activeSeat = 0;
  /** Odds are computed after a render, never in it: the first render stays fast. */
  private _odds: { key: string; odds: Odds | null } | null = null;
  private _oddsTimer: ReturnType<typeof setTimeout> | null = null;
  private _drafts: MeldDraft[] = [0, 1, 2, 3].map(() => ({ ...NEW_DRAFT }));
  /** Per seat, the suit its picker shows on a narrow screen. */
  private _activeSuits: (Suit | undefined)[] = [undefined, undefined, undefined, undefined];
  /**
   * The first frame shows the table and its answer; the controls (a dozen form fields) and the
   * open card picker (36 buttons) follow in the next frame, in space kept for them, so a page
   * with a calculator lays out fast.
   */
  private _settled = false;
  /** The last valid result: it stays on screen, dimmed, while an error is fixed. */
  private _lastResult: TableResult | null = null;

  private _computed: Computed | null = null;
  private _focus: number[] = [0, 0, 0, 0];
  private _langObserver: MutationObserver | null = null;

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
  }

  protected override firstUpdated(): void {
    if (this._settled) return;
    requestAnimationFrame(() => {
      this._settled = true;
      this.requestUpdate();
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this._pageLang = pageLang(this);
    this._langObserver = new MutationObserver(() => {
      this._pageLang = pageLang(this);
      this.requestUpdate();
    });
    this._langObserver.observe(this.ownerDocument.documentElement, {
      attributes: true,
      attributeFilter: ['lang'],
      subtree: true,
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._langObserver?.disconnect();
    this._langObserver = null;
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
    const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
    return negotiateLang([this.getAttribute('lang'), this._pageLang, ...browser]);
  }

  private get _seatCount(): number {
    return this.seats === 1 ? 1 : 4;
  }

  private get _texts(): string[] {
    const texts = (typeof this.hands === 'string' ? this.hands : '').split('|', 4).map((text) => text.trim());
    return Array.from({ length: this._seatCount }, (_, seat) => texts[seat] ?? '');
  }

  private get _pairing(): SuitPairing {
    return usablePairing(this.pairing, DEFAULT_PAIRING);
  }

  private get _face(): Face {
    return FACES.includes(this.deck as Face) ? (this.deck as Face) : defaultFace(this.language);
  }

  private _view(): ViewContext {
    const lang = this.language;
    return { messages: getMessages(lang), lang, face: this._face, pairing: this._pairing, names: parseSeatNames(this.names) };
  }

  private _compute(): Computed {
    try {
      return this._computeTable();
    } catch {
      // Hostile property values (a throwing toString, say) end here, never in the host page.
      const { rules, mode } = rulesAndMode('schieber', null);
      return { key: '', request: {}, rules, mode, seatReads: [], errors: [{ code: 'bad-json' }], more: 0, result: null };
    }
  }

  private _computeTable(): Computed {
    const texts = this._texts;
    const pairing = this._pairing;
    const notices = displayNotices({
      seats: this.seats,
      lang: this.getAttribute('lang'),
      deck: this.deck,
      input: this.input,
      hands: this.hands,
      pairing: this.pairing,
    });
    let key: string | null;
    try {
      key = JSON.stringify([this.rules, this.trump, this.forehand, this.factor, this.game, texts, pairing, notices]);
    } catch {
      key = null; // Values JSON cannot hold (BigInt, cycles): computed afresh each time.
    }
    if (key !== null && this._computed?.key === key) return this._computed;
    const request: TableRequest = {
      rules: this.rules || 'schieber',
      trump: this.trump || null,
      forehand: this.forehand,
      factor: this.factor,
      game: this.game || 'schieber',
      hands: texts.map((text) => (text ? text : null)),
      pairing,
    };
    const { rules, mode } = rulesAndMode(request.rules, request.trump, pairing);
    const seatReads = texts.map((text) => readSeatText(text, rules, mode, pairing));
    const read = readTable(request);
    const result = read.ok ? resolveTable(read.table) : null;
    const errors = [...notices, ...(read.ok ? [] : read.errors)];
    this._computed = { key: key ?? '', request, rules, mode, seatReads, errors, more: read.ok ? 0 : read.more, result };
    return this._computed;
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
    const { messages } = view;
    const shown = shownErrors(computed.errors, computed.more);
    const quick = this._seatCount === 1;
    return html`<div class="frame ${this.readonly ? 'readonly' : 'editable'} ${quick ? 'quick' : ''}" lang=${view.lang}>
      ${this.readonly || quick ? nothing : this._settled ? this._renderControls(view, computed) : html`<div class="controls pending" aria-busy="true"></div>`}
      ${shown.general.map((error) => html`<p class="error" role="alert" part="errors">${errorText(error, messages)}</p>`)}
      ${shown.more > 0 ? html`<p class="error more" part="errors">${moreErrorsText(shown.more, messages)}</p>` : nothing}
      <div class="seats seats-${this._seatCount}">
        ${this._texts.map((text, seat) =>
          this.readonly && !text ? nothing : this._renderSeat(seat, text, view, computed, shown.bySeat[seat] ?? []),
        )}
      </div>
      ${quick && !this.readonly ? this._renderControls(view, computed) : nothing}
      ${this._renderResult(computed, view)}
    </div>`;
  }

  /** The answer; while the input has errors, the last valid one, dimmed and marked. */
  private _renderResult(computed: Computed, view: ViewContext): TemplateResult {
    const { messages } = view;
    if (computed.result) this._lastResult = computed.result;
    const stale = !computed.result && !this.readonly && this._lastResult !== null;
    const result = computed.result ?? (stale ? this._lastResult : null);
    return html`<section class="result ${stale ? 'stale' : ''}" part="result" aria-label=${messages.ui.result}>
      ${stale ? html`<p class="stale-note">${messages.ui.lastValid}</p>` : nothing}
      ${result && this._seatCount === 4 ? renderOutcome(result, view) : nothing}
      ${stale && this._seatCount === 1 && result?.players[0] ? html`${renderMelds(result.players[0], view, this._stoeckLabel(computed))}${renderSays(result.players[0], view)}` : nothing}
      <div class="visually-hidden" role="status" aria-live="polite">${computed.result ? (this._seatCount === 1 ? quickSummary(computed.result, view) : summaryText(computed.result, view)) : ''}</div>
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

  private get _inputMode(): 'hands' | 'melds' {
    return this.input === 'melds' ? 'melds' : 'hands';
  }

  private _renderSeat(seat: number, text: string, view: ViewContext, computed: Computed, errors: TableError[]): TemplateResult {
    const { messages } = view;
    const ui = messages.ui;
    const player = computed.result?.players[seat];
    const title = this._seatCount === 1 ? ui.quick : seatLabel(seat, messages, view.names);
    const stoeckLabel = computed.rules.contests === 'separate' ? ui.belot : ui.stoeck;
    const winnerSeats = new Set(
      computed.result?.contests
        ? [computed.result.contests.sequence.winner?.seat, computed.result.contests.four.winner?.seat]
        : [computed.result?.winner?.seat],
    );
    return html`<section class="seat ${winnerSeats.has(seat) ? 'winner' : ''}" part="seat" aria-labelledby="seat-${seat}-title"
        @focusin=${(event: FocusEvent) => {
          // The "pick cards" button opens the picker on click, with focus inside it.
          if (!(event.target as Element).classList.contains('open-picker')) this._activate(seat);
        }}>
      <div class="seat-head">
        <strong id="seat-${seat}-title">${title}</strong>
        ${this._seatCount === 4 && seat === this.forehand ? html`<span class="badge">${ui.forehand}</span>` : nothing}
      </div>
      ${
        this.readonly
          ? html`${renderCards(computed.seatReads[seat]?.melds ? [] : (computed.seatReads[seat]?.cards ?? []), view)}
            ${this._renderErrors(seat, text, errors, messages)}`
          : html`<label class="text-field">
              <span class="visually-hidden">${ui.textLabel.replace('{seat}', String(seat))}</span>
              <input type="text" part="input" spellcheck="false" autocomplete="off" .value=${text}
                placeholder=${ui.enterHand} aria-invalid=${errors.length > 0 ? 'true' : 'false'}
                aria-describedby="seat-${seat}-errors"
                @input=${(event: Event) => this._editSeat(seat, (event.target as HTMLInputElement).value)} />
            </label>
            ${this._renderErrors(seat, text, errors, messages)}
            ${this._inputMode === 'melds' ? this._renderMeldBuilder(seat, view, computed) : this._renderCardChoice(seat, view, computed)}`
      }
      ${player && (text || this.readonly) ? html`${renderMelds(player, view, stoeckLabel)}${renderSays(player, view)}` : nothing}
      ${player && this.odds ? renderOdds(this._oddsFor(seat, computed), player, view) : nothing}
    </section>`;
  }

  /**
   * Odds for a lone hand (the other seats unknown): from the cache, or scheduled after this
   * render. 20,000 deals: a standard error under half a percent.
   */
  private _oddsFor(seat: number, computed: Computed): Odds | null {
    const known = computed.seatReads.filter((read) => read.cards.length > 0);
    const read = computed.seatReads[seat];
    if (known.length !== 1 || !read || read.cards.length === 0 || read.melds || !computed.result) return null;
    const key = JSON.stringify([computed.key, seat]);
    if (this._odds?.key === key) return this._odds.odds;
    if (this._oddsTimer) clearTimeout(this._oddsTimer);
    this._oddsTimer = setTimeout(() => {
      let odds: Odds | null = null;
      try {
        const forehand = this._seatCount === 1 ? seat : this.forehand;
        odds = weisOdds({ rules: computed.rules, mode: computed.mode, hand: read.cards, seat, forehand, deals: 20_000 });
      } catch {
        odds = null;
      }
      this._odds = { key, odds };
      this.requestUpdate();
    }, 0);
    return null;
  }

  private _renderErrors(seat: number, text: string, errors: TableError[], messages: Messages): TemplateResult {
    return html`<ul class="errors" part="errors" id="seat-${seat}-errors" aria-label=${messages.ui.errorsIn.replace('{seat}', String(seat))}>
      ${errors.map((error) => {
        const at = error.offset ?? -1;
        const length = error.length ?? error.token?.length ?? 0;
        // The words around the mark, and the mark itself, quoted no longer than a token.
        const shown =
          at >= 0 && length > 0 && at + length <= text.length && error.code !== 'too-large'
            ? html`<code>${text.slice(Math.max(0, at - 12), at)}<mark>${cutToken(text.slice(at, at + length))}</mark>${text.slice(at + length, at + length + 12)}</code>`
            : nothing;
        return html`<li>${errorText(error, messages)} ${shown}</li>`;
      })}
    </ul>`;
  }

  /** The open picker of the active seat; the other seats show their cards and a button to pick. */
  private _renderCardChoice(seat: number, view: ViewContext, computed: Computed): TemplateResult {
    const open = seat === this._activeSeat || this._seatCount === 1;
    if (open && this._settled) return this._renderPicker(seat, view, computed);
    const read = computed.seatReads[seat];
    return html`<div class="closed-picker">
      ${read && !read.melds && read.cards.length > 0 ? renderCards(read.cards, view) : nothing}
      <button type="button" class="pill open-picker" aria-expanded="false" @click=${() => this._activate(seat, true)}>
        ${view.messages.ui.pickCards}
      </button>
    </div>`;
  }

  private _activate(seat: number, focusPicker = false): void {
    if (this._activeSeat === seat) return;
    this._activeSeat = seat;
    this.requestUpdate();
    if (!focusPicker) return;
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector<HTMLButtonElement>(`.seat:nth-of-type(${seat + 1}) .pick[tabindex="0"]`)?.focus();
    });
  }

  private _renderPicker(seat: number, view: ViewContext, computed: Computed): TemplateResult {
    const { messages } = view;
    const mine = new Set(computed.seatReads[seat]?.cards ?? []);
    const others = new Set(computed.seatReads.flatMap((read, index) => (index === seat ? [] : read.cards)));
    const deck = deckCards(computed.rules.deck);
    const perRow = deck.length / 4;
    const focus = Math.min(this._focus[seat] ?? 0, deck.length - 1);
    const active = this._activeSuits[seat] ?? SUITS[Math.floor(focus / perRow)] ?? 'H';
    const suitName = (suit: Suit) => modeName(suit, messages, view.face, view.pairing);
    return html`<div class="picker" part="picker" role="group" aria-label=${messages.ui.cardsLabel.replace('{seat}', seatLabel(seat, messages, view.names))}
        @keydown=${(event: KeyboardEvent) => this._pickerKey(event, seat, deck.length, perRow)}>
      <div class="suit-tabs" role="tablist">
        ${SUITS.map((suit) => {
          const count = [...mine].filter((card) => card[0] === suit).length;
          return html`<button type="button" class="suit-tab" role="tab" aria-selected=${suit === active ? 'true' : 'false'}
            @click=${() => this._showSuit(seat, suit)}>${suitIcon(suit, view.face, view.pairing)}<span class="visually-hidden">${suitName(suit)}</span>${count ? html`<span>${count}</span>` : nothing}</button>`;
        })}
      </div>
      ${SUITS.map(
        (suit, row) => html`<div class="picker-row ${suit === active ? 'active' : ''}" role="group" aria-label=${suitName(suit)}>
          ${suitIcon(suit, view.face, view.pairing)}
          ${deck.slice(row * perRow, row * perRow + perRow).map((card, column) => {
            const index = row * perRow + column;
            const held = others.has(card);
            const label = `${cardName(card, messages, view.face, view.pairing)}${held ? ` (${messages.ui.cardsHeld})` : ''}`;
            return html`<button type="button" class="pick sym-${symbolOf(suit, view.face, view.pairing)} ${isRedCard(card, view.face) ? 'red' : 'black'}"
              data-card=${card} data-index=${index}
              tabindex=${index === focus ? 0 : -1} aria-pressed=${mine.has(card) ? 'true' : 'false'}
              aria-disabled=${held ? 'true' : 'false'} aria-label=${label} title=${label}
              @click=${() => this._toggleCard(seat, card, held)}><span aria-hidden="true">${rankLabel(card, view.face)}</span></button>`;
          })}
        </div>`,
      )}
    </div>`;
  }

  private _stoeckLabel(computed: Computed): string {
    return computed.rules.contests === 'separate' ? this._view().messages.ui.belot : this._view().messages.ui.stoeck;
  }

  /** Suit tabs (narrow screens): show one suit's cards. */
  private _showSuit(seat: number, suit: Suit): void {
    this._activeSuits = this._activeSuits.map((old, index) => (index === seat ? suit : old));
    this.requestUpdate();
  }

  private _renderMeldBuilder(seat: number, view: ViewContext, computed: Computed): TemplateResult {
    const ui = view.messages.ui;
    const draft = this._drafts[seat] ?? NEW_DRAFT;
    const melds = computed.seatReads[seat]?.melds ?? [];
    const ranks = RANKS.slice(DECK_INFO[computed.rules.deck].lowestRank);
    const set = (change: Partial<MeldDraft>) => {
      this._drafts = this._drafts.map((old, index) => (index === seat ? { ...old, ...change } : old));
      this.requestUpdate();
    };
    const value = (event: Event) => (event.target as HTMLSelectElement).value;
    return html`<div class="meld-builder" part="picker">
      <ul class="meld-chips" role="list">
        ${melds.map(
          (meld, index) => html`<li class="chip">${meldLabel(meld, view)}
            <button type="button" class="pill remove" aria-label="${ui.remove}: ${meldLabel(meld, view)}"
              @click=${() => this._removeMeld(seat, index)}>×</button></li>`,
        )}
      </ul>
      <div class="builder-row">
        <label><span>${ui.kindSequence} / ${ui.kindFour}</span>
          <select @change=${(event: Event) => set({ kind: value(event) as MeldDraft['kind'] })}>
            <option value="sequence" ?selected=${draft.kind === 'sequence'}>${ui.kindSequence}</option>
            <option value="four" ?selected=${draft.kind === 'four'}>${ui.kindFour}</option>
          </select></label>
        ${
          draft.kind === 'sequence'
            ? html`<label><span>${ui.length}</span>
                <select @change=${(event: Event) => set({ length: Number(value(event)) })}>
                  ${[3, 4, 5, 6, 7, 8, 9].map((n) => html`<option value=${n} ?selected=${n === draft.length}>${n}</option>`)}
                </select></label>
              <label><span>${ui.suit}</span>
                <select @change=${(event: Event) => set({ suit: value(event) as Suit })}>
                  ${SUITS.map((suit) => html`<option value=${suit} ?selected=${suit === draft.suit}>${view.messages.faces[view.face].suits[suit]}</option>`)}
                </select></label>`
            : nothing
        }
        <label><span>${draft.kind === 'sequence' ? ui.top : ui.rank}</span>
          <select @change=${(event: Event) => set({ top: value(event) as Rank })}>
            ${ranks.map((rank) => html`<option value=${rank} ?selected=${rank === draft.top}>${view.messages.faces[view.face].ranks[rank]}</option>`)}
          </select></label>
        <button type="button" class="pill primary add" @click=${() => this._addMeld(seat)}>${ui.addMeld}</button>
      </div>
    </div>`;
  }

  private _pickerKey(event: KeyboardEvent, seat: number, size: number, perRow: number): void {
    const current = Number((event.target as HTMLElement).dataset.index ?? this._focus[seat] ?? 0);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current + perRow,
      ArrowUp: current - perRow,
      Home: current - (current % perRow),
      End: current - (current % perRow) + perRow - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    this._focus[seat] = (next + size) % size;
    // The suit tab follows the focus, so arrow keys reach every card on a narrow screen too.
    this._activeSuits[seat] = SUITS[Math.floor(this._focus[seat] / perRow)];
    this.requestUpdate();
    void this.updateComplete.then(() => {
      this.renderRoot
        .querySelector<HTMLButtonElement>(`.seat:nth-of-type(${seat + 1}) .pick[data-index="${this._focus[seat]}"]`)
        ?.focus();
    });
  }

  private _toggleCard(seat: number, card: CardId, held: boolean): void {
    if (held || this.readonly) return;
    const read = this._compute().seatReads[seat];
    const text = this._texts[seat] ?? '';
    const cards = read?.melds ? [] : (read?.cards ?? []);
    const index = Number(deckCards(this._compute().rules.deck).indexOf(card));
    this._focus[seat] = index;
    const written = (list: CardId[]) => writtenCards(list, this._view());
    if (cards.includes(card)) this._editSeat(seat, written(cards.filter((c) => c !== card)));
    else if (!read || read.errors.length === 0) this._editSeat(seat, written([...cards, card]));
    else this._editSeat(seat, `${text}, ${written([card])}`.replace(/^,\s*/, ''));
  }

  private _addMeld(seat: number): void {
    const draft = this._drafts[seat] ?? NEW_DRAFT;
    const spec: MeldSpec = draft.kind === 'four' ? { kind: 'four', rank: draft.top } : { ...draft, kind: 'sequence' };
    const melds = this._compute().seatReads[seat]?.melds ?? [];
    this._editSeat(seat, [...melds.map((meld) => formatMeldSpec(meldToSpec(meld))), formatMeldSpec(spec)].join('; '));
  }

  private _removeMeld(seat: number, index: number): void {
    const melds = this._compute().seatReads[seat]?.melds ?? [];
    this._editSeat(
      seat,
      melds
        .filter((_, i) => i !== index)
        .map((meld) => formatMeldSpec(meldToSpec(meld)))
        .join('; '),
    );
  }

  private _editSeat(seat: number, text: string): void {
    const texts = this._texts;
    texts[seat] = text.replace(/\|/g, ' ');
    this._edit({ hands: texts.join('|') });
  }

  /** A user edit: apply it, then tell the page. */
  private _edit(
    change: Partial<Pick<this, 'rules' | 'trump' | 'forehand' | 'factor' | 'game' | 'deck' | 'hands' | 'input'>>,
  ): void {
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
