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
import { getMessages } from '../../src/i18n/index.js';
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
  openGame,
  readBoardStore,
  startGame,
  undoCurrent,
  writeBoardStore,
} from './board-store.js';
import { boardStyles } from './board-styles.js';
import { renderChalk, renderRounds, renderStanding, renderTotals } from './board-view.js';
import { draftOf, NEW_DRAFT, type RoundDraft, roundOf, saidTable } from './round-draft.js';
import { renderRoundForm } from './round-form.js';
import { renderSetup, type SetupDraft } from './setup-form.js';

/** Where the board keeps its games: the browser's local storage, or nothing where it is refused. */
export type BoardStorage = Pick<Storage, 'getItem' | 'setItem'>;

type Notice = { kind: 'imported' } | { kind: 'import-failed'; field: string; token: string };

type Screen =
  | { kind: 'board' }
  | { kind: 'round'; index: number | null; draft: RoundDraft }
  | { kind: 'setup'; draft: SetupDraft }
  | { kind: 'games' };

/**
 * The Jasstafel: a Schieber game to its target, round by round, with the Weis settled from what
 * the table said. Every number comes from the core (`boardState`); this draws it and keeps it.
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
      if (!currentGame(this._store)) this._screen = { kind: 'setup', draft: this._newSetup() };
    }
  }

  private get _words() {
    return APP_WORDS[this.lang].board;
  }

  private get _view(): ViewContext {
    return { messages: getMessages(this.lang), lang: this.lang, face: defaultFace(this.lang), pairing: DEFAULT_PAIRING };
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
    const id = `game-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const game = last ? { ...last, id, name: '', rounds: [] } : blankGame(id, ['', ''], ['', '', '', '']);
    return { group: this._store.groups[0]?.name ?? '', game };
  }

  override render() {
    const game = currentGame(this._store);
    const screen = this._screen;
    return html`${this._refused ? html`<p class="alert" role="alert">${this._words.storageRefused}</p>` : nothing}
      ${this._notice ? html`<p class="notice" role="status">${this._noticeText(this._notice)}</p>` : nothing}
      ${
        screen.kind === 'setup' || !game
          ? this._renderSetup(screen.kind === 'setup' ? screen.draft : this._newSetup(), game !== null)
          : screen.kind === 'round'
            ? this._renderRound(game, screen.index, screen.draft)
            : screen.kind === 'games'
              ? this._renderGames()
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
    };
    return html`<section class="board" aria-label=${words.tabBoard}>
      ${renderTotals(context)} ${renderStanding(context)}
      <div class="actions">
        ${
          state.winner || state.undecided
            ? html`<button type="button" class="primary" data-action="next-game" @click=${() => {
                this._screen = { kind: 'setup', draft: this._newSetup() };
              }}>${words.newGame}</button>`
            : nothing
        }
        <button type="button" class=${state.winner || state.undecided ? '' : 'primary'} data-action="round" @click=${() => {
          this._notice = null;
          this._screen = { kind: 'round', index: null, draft: NEW_DRAFT };
        }}>${words.writeRound}</button>
        <button type="button" data-action="undo" ?disabled=${!canUndoCurrent(this._store)} @click=${() => this._keep(undoCurrent(this._store))}>${words.undo}</button>
      </div>
      ${renderChalk(context)}
      <h2>${words.roundsTable}</h2>
      ${renderRounds(context)}
      <div class="actions">
        <button type="button" data-action="games" @click=${() => {
          this._screen = { kind: 'games' };
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

  private _noticeText(notice: Notice): string {
    return notice.kind === 'imported' ? this._words.imported : this._words.importFailed(notice.field, notice.token);
  }

  private _edit(game: BoardGame, index: number): void {
    const round = game.rounds[index];
    if (round) this._screen = { kind: 'round', index, draft: draftOf(round) };
  }

  private _renderRound(game: BoardGame, index: number | null, draft: RoundDraft) {
    const state: BoardState = boardState({ ...game, rounds: index === null ? game.rounds : game.rounds.slice(0, index) });
    const names = this._names(game);
    const forehand = state.nextForehand;
    const said = saidTable(draft, game, forehand);
    const words = this._words;
    const stoeck = draft.trump ? roundHasStoeck(game.rules, draft.trump) : boardCountsStoeck(game.rules);
    const back = () => {
      this._screen = { kind: 'board' };
    };
    return renderRoundForm(stoeck ? draft : { ...draft, stoeck: null }, {
      game,
      words,
      view: { ...this._view, names },
      names,
      teams: this._teams(game),
      chooser: names[draft.pushed ? (forehand + 2) % 4 : forehand] ?? '',
      said,
      editing: index === null ? null : index + 1,
      showStoeck: stoeck,
      change: (next) => {
        this._screen = { kind: 'round', index, draft: next };
      },
      save: () => {
        const round = roundOf(draft, said, game);
        if (!round) return;
        this._keep(editCurrent(this._store, index === null ? { kind: 'add', round } : { kind: 'replace', index, round }));
        back();
      },
      cancel: back,
      remove: () => {
        if (index !== null) this._keep(editCurrent(this._store, { kind: 'remove', index }));
        back();
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
        this._screen = { kind: 'board' };
      },
      cancel: cancellable
        ? () => {
            this._screen = { kind: 'board' };
          }
        : null,
    });
  }

  private _renderGames() {
    const words = this._words;
    return html`<section class="games">
      <h2>${words.games}</h2>
      <ul>
        ${this._store.games.map((game) => {
          const state = boardState(game);
          const [a, b] = this._teams(game);
          return html`<li>
            <button type="button" class="game" aria-current=${game.id === this._store.current ? 'true' : 'false'} @click=${() => {
              this._keep(openGame(this._store, game.id));
              this._screen = { kind: 'board' };
            }}>${game.name ? `${game.name}: ` : ''}${a} ${state.totals[0]} – ${state.totals[1]} ${b}</button>
            <button type="button" class="danger" aria-label=${`${words.deleteGame}: ${a} – ${b}`} @click=${() => {
              this._keep(deleteGame(this._store, game.id));
              if (!currentGame(this._store)) this._screen = { kind: 'setup', draft: this._newSetup() };
            }}>×</button>
          </li>`;
        })}
      </ul>
      <div class="actions"><button type="button" @click=${() => {
        this._screen = { kind: 'board' };
      }}>${words.cancel}</button></div>
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
    if (read.ok) {
      this._keep(importedGame(this._store, read.value));
      this._notice = { kind: 'imported' };
      this._screen = { kind: 'board' };
    } else {
      this._notice = { kind: 'import-failed', field: read.error.field, token: read.error.token };
    }
  };
}

if (!customElements.get('jass-board')) customElements.define('jass-board', JassBoardElement);

declare global {
  interface HTMLElementTagNameMap {
    'jass-board': JassBoardElement;
  }
}
