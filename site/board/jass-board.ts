import { html, LitElement, nothing, type PropertyValues } from 'lit';
import {
  type BoardGame,
  type BoardState,
  boardCountsStoeck,
  boardState,
  DEFAULT_PAIRING,
  exportBoardGame,
  importBoardGame,
  type Lang,
  roundHasStoeck,
} from '../../src/core/index.js';
import { APP_WORDS } from '../../src/i18n/app/index.js';
import { getMessages, type Messages } from '../../src/i18n/index.js';
import { defaultFace } from '../../src/i18n/negotiate.js';
import { chalkBoardStyles } from '../../src/ui/chalk-board.js';
import { saidStyles } from '../../src/ui/said-row.js';
import type { ViewContext } from '../../src/ui/templates.js';
import {
  BOARD_STORAGE_KEY,
  type BoardStore,
  blankGame,
  canUndoCurrent,
  currentGame,
  deleteGame,
  EMPTY_STORE,
  editCurrent,
  importedGame,
  importMeeting,
  openGame,
  readBoardStore,
  startGame,
  undoCurrent,
  withDraft,
  writeBoardStore,
} from './board-store.js';
import { boardStyles } from './board-styles.js';
import { renderChalk, renderDealer, renderPrintHead, renderRounds, renderStanding, renderTotals } from './board-view.js';
import { checkDraft, draftOf, NEW_DRAFT, type RoundDraft, saidTable } from './round-draft.js';
import { renderRoundForm } from './round-form.js';
import { renderSetup, type SetupDraft } from './setup-form.js';
import { WakeLockController } from './wake-lock.js';

/** Where the board keeps its games: the browser's local storage, or nothing where it is refused. */
export type BoardStorage = Pick<Storage, 'getItem' | 'setItem'>;

type Notice =
  | { kind: 'imported' }
  | { kind: 'import-failed'; field: string; token: string }
  | { kind: 'import-differs'; game: BoardGame; kept: BoardGame };

type Screen =
  | { kind: 'board' }
  | { kind: 'round'; index: number | null; draft: RoundDraft; confirming: boolean }
  | { kind: 'setup'; draft: SetupDraft }
  | { kind: 'games'; confirming: string | null };

/**
 * The Jasstafel: a Schieber game to its target, round by round, with the Weis settled from what
 * the table said. Every number comes from the core (`boardState`); this draws it and keeps it,
 * the round being entered included (a reload keeps it), and keeps the screen on.
 */
export class JassBoardElement extends LitElement {
  static override properties = {
    lang: { type: String },
    storage: { attribute: false },
    _screen: { state: true },
    _store: { state: true },
    _notice: { state: true },
    _refused: { state: true },
  };
  static override styles = [saidStyles, chalkBoardStyles, ...boardStyles];

  declare lang: Lang;
  declare storage: BoardStorage | null;
  declare _screen: Screen;
  declare _store: BoardStore;
  /** What the board last told the player, worded when drawn (in the language of the moment). */
  declare _notice: Notice | null;
  declare _refused: boolean;
  /** The screen stays on while the board is open and seen. */
  readonly wakeLock = new WakeLockController(this);

  constructor() {
    super();
    this.lang = 'en';
    this.storage = null;
    this._screen = { kind: 'board' };
    this._store = EMPTY_STORE;
    this._notice = null;
    this._refused = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('storage')) {
      try {
        this._store = readBoardStore(this.storage?.getItem(BOARD_STORAGE_KEY) ?? null);
      } catch {
        this._refused = true;
      }
      const kept = this._store.draft;
      if (!currentGame(this._store)) this._screen = { kind: 'setup', draft: this._newSetup() };
      // A round half entered when the page was closed: open again as it was.
      else if (kept) this._screen = { kind: 'round', index: kept.index, draft: kept.draft, confirming: false };
    }
  }

  private get _words() {
    return APP_WORDS[this.lang].board;
  }

  /** The calculator's words, with the table's own where the board speaks them differently (Swiss German). */
  private get _view(): ViewContext {
    const messages = getMessages(this.lang);
    const table = this._words.table;
    const spoken: Messages = table
      ? {
          ...messages,
          stages: table.stages,
          verdict: { ...messages.verdict, questions: table.questions },
          ui: { ...messages.ui, decidedByStage: table.decidedBy },
        }
      : messages;
    return { messages: spoken, lang: this.lang, face: defaultFace(this.lang), pairing: DEFAULT_PAIRING };
  }

  private _keep(store: BoardStore): void {
    this._store = store;
    try {
      if (!this.storage) throw new Error('no storage');
      this.storage.setItem(BOARD_STORAGE_KEY, writeBoardStore(store));
      this._refused = false;
    } catch {
      // Refused, full or switched off: the game goes on, and the player is told to save it as a file.
      this._refused = true;
    }
  }

  private _names(game: BoardGame): string[] {
    return game.players.map((name, seat) => name.trim() || this._words.player(seat + 1));
  }

  private _teams(game: BoardGame): [string, string] {
    return [game.teams[0].trim() || this._words.team(1), game.teams[1].trim() || this._words.team(2)];
  }

  private _newSetup(): SetupDraft {
    const last = currentGame(this._store) ?? this._store.games[0];
    const game = last
      ? { ...last, id: this._newId(), name: '', rounds: [] }
      : blankGame(this._newId(), ['', ''], ['', '', '', '']);
    const { dealer: _dealer, ...fresh } = game;
    return { group: this._store.groups[0]?.name ?? '', game: fresh };
  }

  private _newId(): string {
    return `game-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  }

  /** Back to the board, its totals in sight (the form may have been scrolled far down). */
  private _toBoard(): void {
    this._screen = { kind: 'board' };
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector('.totals')?.scrollIntoView({ block: 'start' });
      window.scrollTo({ top: 0 });
    });
  }

  override render() {
    const game = currentGame(this._store);
    const screen = this._screen;
    return html`${this._refused ? html`<p class="alert" role="alert">${this._words.storageRefused}</p>` : nothing}
      ${this._notice ? this._renderNotice(this._notice) : nothing}
      ${
        screen.kind === 'setup' || !game
          ? this._renderSetup(screen.kind === 'setup' ? screen.draft : this._newSetup(), game !== null)
          : screen.kind === 'round'
            ? this._renderRound(game, screen)
            : screen.kind === 'games'
              ? this._renderGames(screen.confirming)
              : this._renderBoard(game)
      }`;
  }

  private _renderBoard(game: BoardGame) {
    const words = this._words;
    const state = boardState(game);
    const context = {
      game,
      state,
      words,
      view: this._view,
      names: this._names(game),
      teams: this._teams(game),
      edit: (index: number) => this._edit(game, index),
      outFirst: (team: 0 | 1) => {
        const index = state.undecidedRound;
        const round = index === null ? undefined : game.rounds[index];
        if (index !== null && round)
          this._keep(editCurrent(this._store, { kind: 'replace', index, round: { ...round, first: team } }));
      },
      setDealer: (seat: 0 | 1 | 2 | 3) => this._keep(editCurrent(this._store, { kind: 'dealer', seat })),
    };
    return html`<section class="board" aria-label=${words.tabBoard}>
      ${renderPrintHead(context, new Date())}
      ${renderTotals(context)} ${renderStanding(context)}
      <div class="actions">
        ${
          state.over
            ? html`<button type="button" class="primary" data-action="next-game" @click=${() => {
                this._screen = { kind: 'setup', draft: this._newSetup() };
              }}>${words.newGame}</button>`
            : html`<button type="button" class="primary" data-action="round" @click=${() => this._openRound(null, NEW_DRAFT)}>${words.writeRound}</button>`
        }
      </div>
      ${renderChalk(context)}
      <div class="rounds-head">
        <h2>${words.roundsTable}</h2>
        <button type="button" data-action="undo" ?disabled=${!canUndoCurrent(this._store)} @click=${() => this._keep(undoCurrent(this._store))}>${words.undo}</button>
      </div>
      ${renderRounds(context)}
      ${renderDealer(context)}
      <div class="actions">
        <button type="button" data-action="games" @click=${() => {
          this._screen = { kind: 'games', confirming: null };
        }}>${words.games}</button>
        <button type="button" data-action="new-game" @click=${() => {
          this._screen = { kind: 'setup', draft: this._newSetup() };
        }}>${words.newGame}</button>
        <button type="button" data-action="export" @click=${() => this._export(game)}>${words.exportGame}</button>
        <label class="button">${words.importGame}<input type="file" accept=".json,application/json" class="visually-hidden" @change=${this._import} /></label>
        <button type="button" data-action="print" @click=${() => window.print()}>${words.print}</button>
      </div>
    </section>`;
  }

  private _renderNotice(notice: Notice) {
    const words = this._words;
    if (notice.kind === 'import-differs') {
      const number = (count: number) => String(count);
      const [a, b] = this._teams(notice.kept);
      return html`<div class="notice" role="alertdialog" aria-label=${words.importGame}>
        <p>${words.importDiffers(notice.kept.name || `${a} – ${b}`, number(notice.kept.rounds.length), number(notice.game.rounds.length))}</p>
        <div class="actions">
          <button type="button" class="danger" data-action="import-replace" @click=${() => this._importAs(notice.game, 'replace')}>${words.importReplace}</button>
          <button type="button" data-action="import-copy" @click=${() => this._importAs(notice.game, 'copy')}>${words.importKeepBoth}</button>
          <button type="button" @click=${() => {
            this._notice = null;
          }}>${words.cancel}</button>
        </div>
      </div>`;
    }
    const text =
      notice.kind === 'imported'
        ? words.imported
        : notice.field === 'file'
          ? words.importNotJson
          : notice.field === 'format'
            ? words.importNotGame
            : notice.field === 'version'
              ? words.importNewer
              : words.importFailed(notice.field, notice.token);
    return html`<p class="notice" role="status">${text}</p>`;
  }

  private _edit(game: BoardGame, index: number): void {
    const round = game.rounds[index];
    if (round) this._openRound(index, draftOf(round));
  }

  private _openRound(index: number | null, draft: RoundDraft): void {
    this._notice = null;
    this._setRound(index, draft, false);
  }

  /** The round being entered, kept with the store at every change: a reload opens it again. */
  private _setRound(index: number | null, draft: RoundDraft, confirming: boolean): void {
    this._screen = { kind: 'round', index, draft, confirming };
    this._keep(withDraft(this._store, { index, draft }));
  }

  private _renderRound(game: BoardGame, screen: Extract<Screen, { kind: 'round' }>) {
    const { index, draft } = screen;
    const state: BoardState = boardState({ ...game, rounds: index === null ? game.rounds : game.rounds.slice(0, index) });
    const names = this._names(game);
    const line = index === null ? null : boardState(game).lines[index];
    const forehand = line ? (line.dealer + 1) % 4 : state.nextForehand;
    const said = saidTable(draft, game, forehand);
    const words = this._words;
    const stoeck = draft.trump ? roundHasStoeck(game.rules, draft.trump) : boardCountsStoeck(game.rules);
    const shown = stoeck ? draft : { ...draft, stoeck: null };
    const check = checkDraft(shown, said, game, index);
    const back = () => {
      this._keep(withDraft(this._store, null));
      this._toBoard();
    };
    return renderRoundForm(shown, {
      game,
      words,
      view: { ...this._view, names },
      names,
      teams: this._teams(game),
      chooser: names[draft.pushed ? (forehand + 2) % 4 : forehand] ?? '',
      said,
      check,
      editing: index === null ? null : index + 1,
      showStoeck: stoeck,
      confirming: screen.confirming,
      change: (next) => this._setRound(index, next, false),
      save: () => {
        if (!check.ok) return;
        const round = check.round;
        this._keep(editCurrent(this._store, index === null ? { kind: 'add', round } : { kind: 'replace', index, round }));
        this._toBoard();
      },
      cancel: back,
      askRemove: (on) => this._setRound(index, draft, on),
      remove: () => {
        if (index !== null) this._keep(editCurrent(this._store, { kind: 'remove', index }));
        this._toBoard();
      },
    });
  }

  private _renderSetup(draft: SetupDraft, cancellable: boolean) {
    return renderSetup(draft, {
      words: this._words,
      view: this._view,
      groups: this._store.groups,
      change: (next) => {
        this._screen = { kind: 'setup', draft: next };
      },
      start: () => {
        this._keep(startGame(this._store, { ...draft.game, name: draft.group }, draft.group));
        this._toBoard();
      },
      cancel: cancellable ? () => this._toBoard() : null,
    });
  }

  private _renderGames(confirming: string | null) {
    const words = this._words;
    return html`<section class="games">
      <h2>${words.games}</h2>
      <ul>
        ${this._store.games.map((game) => {
          const state = boardState(game);
          const [a, b] = this._teams(game);
          const label = `${words.deleteGame}: ${a} – ${b}`;
          return html`<li>
            <button type="button" class="game" aria-current=${game.id === this._store.current ? 'true' : 'false'} @click=${() => {
              this._keep(openGame(this._store, game.id));
              this._toBoard();
            }}>${game.name ? `${game.name}: ` : ''}${a} ${state.totals[0]} – ${state.totals[1]} ${b}</button>
            ${
              confirming === game.id
                ? html`<span class="confirm" role="group" aria-label=${words.confirmDelete(label)}>
                    <button type="button" class="danger" data-action="confirm-delete" @click=${() => {
                      this._keep(deleteGame(this._store, game.id));
                      this._screen = currentGame(this._store)
                        ? { kind: 'games', confirming: null }
                        : { kind: 'setup', draft: this._newSetup() };
                    }}>${words.yesDelete}</button>
                    <button type="button" @click=${() => {
                      this._screen = { kind: 'games', confirming: null };
                    }}>${words.cancel}</button>
                  </span>`
                : html`<button type="button" class="danger" data-action="delete" aria-label=${label} @click=${() => {
                    this._screen = { kind: 'games', confirming: game.id };
                  }}>×</button>`
            }
          </li>`;
        })}
      </ul>
      <div class="actions"><button type="button" @click=${() => this._toBoard()}>${words.cancel}</button></div>
    </section>`;
  }

  private _export(game: BoardGame): void {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([exportBoardGame(game)], { type: 'application/json' }));
    link.download = `jass-${(game.name || this._teams(game).join('-')).replace(/[^\p{L}\p{N}-]+/gu, '_')}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  }

  private _import = async (event: Event): Promise<void> => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const read = importBoardGame(await file.text());
    if (!read.ok) {
      this._notice = { kind: 'import-failed', field: read.error.field, token: read.error.token };
      return;
    }
    const meeting = importMeeting(this._store, read.value);
    // Another state of a game kept here: the scorer says whether it replaces it.
    if (meeting.kind === 'differs') this._notice = { kind: 'import-differs', game: read.value, kept: meeting.kept };
    else this._importAs(read.value, 'replace');
  };

  private _importAs(game: BoardGame, as: 'replace' | 'copy'): void {
    this._keep(importedGame(this._store, game, as, this._newId()));
    this._notice = { kind: 'imported' };
    this._toBoard();
  }
}

if (!customElements.get('jass-board')) customElements.define('jass-board', JassBoardElement);

declare global {
  interface HTMLElementTagNameMap {
    'jass-board': JassBoardElement;
  }
}
