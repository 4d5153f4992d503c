import { html, LitElement, nothing, type PropertyValues } from 'lit';
import {
  type BoardGame,
  type BoardState,
  boardCountsStoeck,
  boardState,
  type CoiffeurGame,
  type CoiffeurRound,
  coiffeurState,
  DEFAULT_PAIRING,
  type EveningEdit,
  type EveningGame,
  eveningStats,
  exportBoardGame,
  gameKind,
  gamesOf,
  importBoardGame,
  isCoiffeur,
  isListGame,
  isSchieber,
  type Lang,
  type ListGame,
  type ListRound,
  listState,
  roundHasStoeck,
  stillNeeded,
} from '../../src/core/index.js';
import { APP_WORDS } from '../../src/i18n/app/index.js';
import { atTheTable } from '../../src/i18n/app/table-talk.js';
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
  importMeeting,
  openGame,
  readBoardStore,
  setupOf,
  startGame,
  undoCurrent,
  withDraft,
  writeBoardStore,
} from './board-store.js';
import { boardStyles } from './board-styles.js';
import {
  renderChalk,
  renderDealer,
  renderPrintHead,
  renderRounds,
  renderRoundsHead,
  renderStanding,
  renderTotals,
} from './board-view.js';
import { renderCoiffeurBoard, rowLabel } from './coiffeur-board.js';
import { type CoiffeurDraft, checkCoiffeurDraft, coiffeurDraftOf, newCoiffeurDraft, weisGameOf } from './coiffeur-draft.js';
import { dayText, today } from './game-day.js';
import { renderListBoard, renderListRoundForm } from './list-board.js';
import { checkListDraft, type ListDraft, listDraftOf, newListDraft } from './list-draft.js';
import { checkDraft, draftOf, NEW_DRAFT, type RoundDraft, saidTable } from './round-draft.js';
import { renderRoundForm } from './round-form.js';
import { renderSetup, type SetupDraft } from './setup-form.js';
import { renderStats } from './stats-view.js';
import { WakeLockController } from './wake-lock.js';

/** Where the board keeps its games: the browser's local storage, or nothing where it is refused. */
export type BoardStorage = Pick<Storage, 'getItem' | 'setItem'>;

type Notice =
  | { kind: 'imported' }
  | { kind: 'import-failed'; field: string; token: string }
  | { kind: 'import-differs'; game: EveningGame; kept: EveningGame };

/** A round being entered: a Schieber round's draft, a Coiffeur round's, or a round of a game everyone plays alone. */
type AnyDraft = RoundDraft | CoiffeurDraft | ListDraft;

type Screen =
  | { kind: 'board' }
  | { kind: 'round'; index: number | null; draft: AnyDraft; confirming: boolean }
  | { kind: 'setup'; draft: SetupDraft }
  | { kind: 'games'; confirming: string | null }
  | { kind: 'stats'; group: string };

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
    const messages = atTheTable(getMessages(this.lang), this._words.table);
    return { messages, lang: this.lang, face: defaultFace(this.lang), pairing: DEFAULT_PAIRING };
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

  private _names(game: EveningGame): string[] {
    return game.players.map((name, seat) => name.trim() || this._words.player(seat + 1));
  }

  /** The two teams' names; a game everyone plays alone has none (its players are named). */
  private _teams(game: EveningGame): [string, string] {
    const teams = isListGame(game) ? ['', ''] : game.teams;
    return [teams[0]?.trim() || this._words.team(1), teams[1]?.trim() || this._words.team(2)];
  }

  /** A game in a line: which game and the day it started ("Schieber · 03.12.2026"); its group's name, and its totals. */
  private _gameLine(game: EveningGame): { title: string; standing: string } {
    const day = game.started ? [dayText(game.started, this.lang)] : [];
    const title = [this._words.gameKinds[gameKind(game)], ...day].join(' · ');
    const prefix = game.name ? `${game.name}: ` : '';
    if (isListGame(game)) {
      const totals = listState(game).totals;
      const standing = this._names(game)
        .map((name, player) => `${name} ${totals[player] ?? 0}`)
        .join(' · ');
      return { title, standing: `${prefix}${standing}` };
    }
    const totals = isCoiffeur(game) ? coiffeurState(game).totals : boardState(game).totals;
    const [a, b] = this._teams(game);
    return { title, standing: `${prefix}${a} ${totals[0]} – ${totals[1]} ${b}` };
  }

  private _newSetup(): SetupDraft {
    const last = currentGame(this._store) ?? this._store.games[0];
    const fresh = last
      ? ({ ...setupOf(last), id: this._newId(), name: '', rounds: [] } as EveningGame)
      : blankGame(this._newId(), ['', ''], ['', '', '', '']);
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
            ? this._renderAnyRound(game, screen)
            : screen.kind === 'games'
              ? this._renderGames(screen.confirming)
              : screen.kind === 'stats'
                ? this._renderStats(game, screen.group)
                : this._renderAnyBoard(game)
      }`;
  }

  /** The board of the open game, by its kind. */
  private _renderAnyBoard(game: EveningGame) {
    if (isSchieber(game)) return this._renderBoard(game);
    const words = this._words;
    const view = this._view;
    const names = this._names(game);
    const edit = (index: number) => this._edit(game, index);
    const write = (over: boolean, open: () => void) =>
      html`<div class="actions">${
        over
          ? html`<button type="button" class="primary" data-action="next-game" @click=${() => {
              this._screen = { kind: 'setup', draft: this._newSetup() };
            }}>${words.newGame}</button>`
          : html`<button type="button" class="primary" data-action="round" @click=${open}>${words.writeRound}</button>`
      }</div>`;
    // Undo by the rounds, away from "Write a round", as on the Schieber board.
    const undo = this._renderUndo();
    const body = isCoiffeur(game)
      ? (() => {
          const state = coiffeurState(game);
          return renderCoiffeurBoard(
            { game, state, words, view, names, teams: this._teams(game), edit },
            write(state.over, () => this._openRound(null, newCoiffeurDraft(state.nextTeam))),
            undo,
          );
        })()
      : (() => {
          const list = game as ListGame;
          const state = listState(list);
          return renderListBoard(
            { game: list, state, words, view, names, edit },
            write(state.over, () => this._openRound(null, newListDraft(list.players.length))),
            undo,
          );
        })();
    return html`<section class="board" aria-label=${words.tabBoard}>${body}${this._renderBoardActions(game)}</section>`;
  }

  /** Undo, by the rounds: takes back the last entry of the open game. */
  private _renderUndo() {
    return html`<button type="button" data-action="undo" ?disabled=${!canUndoCurrent(this._store)} @click=${() => this._keep(undoCurrent(this._store))}>${this._words.undo}</button>`;
  }

  /** The actions every board has below its rounds: the games, a new one, a file saved or opened, print. */
  private _renderBoardActions(game: EveningGame) {
    const words = this._words;
    return html`<div class="actions">
        <button type="button" data-action="games" @click=${() => {
          this._screen = { kind: 'games', confirming: null };
        }}>${words.games}</button>
        <button type="button" data-action="stats" @click=${() => {
          this._screen = { kind: 'stats', group: game.name };
        }}>${words.statistics}</button>
        <button type="button" data-action="new-game" @click=${() => {
          this._screen = { kind: 'setup', draft: this._newSetup() };
        }}>${words.newGame}</button>
        <button type="button" data-action="export" @click=${() => this._export(game)}>${words.exportGame}</button>
        <label class="button">${words.importGame}<input type="file" accept=".json,application/json" class="visually-hidden" @change=${this._import} /></label>
        <button type="button" data-action="print" @click=${() => window.print()}>${words.print}</button>
      </div>`;
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
      ${renderRoundsHead(words, this._renderUndo())}
      ${renderRounds(context)}
      ${renderDealer(context)}
      ${this._renderBoardActions(game)}
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

  private _edit(game: EveningGame, index: number): void {
    if (isSchieber(game)) {
      const round = game.rounds[index];
      if (round) this._openRound(index, draftOf(round));
    } else if (isCoiffeur(game)) {
      const round = game.rounds[index];
      if (round) this._openRound(index, coiffeurDraftOf(round));
    } else {
      const list = game as ListGame;
      const round = list.rounds[index];
      if (round) this._openRound(index, listDraftOf(round, list.players.length));
    }
  }

  private _openRound(index: number | null, draft: AnyDraft): void {
    this._notice = null;
    this._setRound(index, draft, false);
  }

  /** The round being entered, kept with the store at every change: a reload opens it again. */
  private _setRound(index: number | null, draft: AnyDraft, confirming: boolean): void {
    this._screen = { kind: 'round', index, draft, confirming };
    this._keep(withDraft(this._store, { index, draft }));
  }

  /** Back to the board from a round: the draft let go. */
  private _leaveRound(): void {
    this._keep(withDraft(this._store, null));
    this._toBoard();
  }

  /** The round form of the open game, by its kind. */
  private _renderAnyRound(game: EveningGame, screen: Extract<Screen, { kind: 'round' }>) {
    if (isSchieber(game)) return this._renderRound(game, { ...screen, draft: screen.draft as RoundDraft });
    if (isCoiffeur(game)) return this._renderCoiffeurRound(game, { ...screen, draft: screen.draft as CoiffeurDraft });
    const list = game as ListGame;
    const { index, confirming } = screen;
    const draft = screen.draft as ListDraft;
    const check = checkListDraft(draft, list, listState(list), index !== null);
    return renderListRoundForm(draft, {
      game: list,
      words: this._words,
      view: this._view,
      names: this._names(game),
      check,
      editing: index === null ? null : index + 1,
      confirming,
      change: (next) => this._setRound(index, next, false),
      ...this._roundActions(index, draft, check.ok ? otherRound(index, check.round) : null),
    });
  }

  /** A Coiffeur round: the Schieber form (trump, points, Stöck, the Weis as said) with its row and a counter-Match. */
  private _renderCoiffeurRound(game: CoiffeurGame, screen: { index: number | null; draft: CoiffeurDraft; confirming: boolean }) {
    const { index, draft, confirming } = screen;
    const state = coiffeurState(game);
    const names = this._names(game);
    const forehand = (state.nextDealer + 1) % 4;
    const shadow = weisGameOf(game);
    const said = saidTable(draft, shadow, forehand);
    const checked = checkCoiffeurDraft(draft, said, game, state, index);
    const asSchieber = draft.counter ? { ...draft, match: false, points: '0' } : draft;
    const check = checked.ok ? checkDraft(asSchieber, said, shadow, null) : checked;
    const view = this._view;
    const words = this._words;
    const taken = (row: number) => state.cells[draft.column][row] && state.cells[draft.column][row]?.round !== index;
    return renderRoundForm(draft, {
      game: shadow,
      words,
      view: { ...view, names },
      names,
      teams: this._teams(game),
      chooser: names[forehand] ?? '',
      said,
      check,
      editing: index === null ? null : index + 1,
      showStoeck: draft.trump ? roundHasStoeck(shadow.rules, draft.trump) : boardCountsStoeck(shadow.rules),
      confirming,
      rows: {
        column: draft.column,
        // The other column: its team's points typed, as the scorer most likely counted them.
        pickColumn: (column) => this._setRound(index, { ...draft, column, team: column }, false),
        chosen: draft.row,
        open: game.rules.rows.flatMap((_, row) => (taken(row) ? [] : [{ row, label: rowLabel(game, row, words, view) }])),
        pick: (row) => this._setRound(index, { ...draft, row, trump: game.rules.rows[row]?.trump ?? draft.trump }, false),
        counter: draft.counter,
        toggleCounter: () => this._setRound(index, { ...draft, counter: !draft.counter, match: false }, false),
      },
      change: (next) => this._setRound(index, { ...draft, ...next }, false),
      ...this._roundActions(index, draft, checked.ok ? otherRound(index, checked.round) : null),
    });
  }

  /** What every round form does: write the round (added, or in place of the one changed), cancel, ask once more, delete. */
  private _roundActions(index: number | null, draft: AnyDraft, write: EveningEdit | null) {
    return {
      save: () => {
        if (!write) return;
        this._keep(editCurrent(this._store, write));
        this._toBoard();
      },
      cancel: () => this._leaveRound(),
      askRemove: (on: boolean) => this._setRound(index, draft, on),
      remove: () => {
        if (index !== null) this._keep(editCurrent(this._store, { kind: 'remove', index }));
        this._toBoard();
      },
    };
  }

  private _renderRound(game: BoardGame, screen: { index: number | null; draft: RoundDraft; confirming: boolean }) {
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
      ...this._roundActions(
        index,
        draft,
        check.ok ? (index === null ? { kind: 'add', round: check.round } : { kind: 'replace', index, round: check.round }) : null,
      ),
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
        this._keep(startGame(this._store, { ...draft.game, name: draft.group, started: today() }, draft.group));
        this._toBoard();
      },
      cancel: cancellable ? () => this._toBoard() : null,
    });
  }

  private _renderGames(confirming: string | null) {
    const words = this._words;
    const back = html`<button type="button" data-action="back" @click=${() => this._toBoard()}>${words.backToBoard}</button>`;
    return html`<section class="games">
      <div class="screen-head"><h2>${words.games}</h2>${back}</div>
      <ul>
        ${this._store.games.map((game) => {
          const line = this._gameLine(game);
          const label = `${words.deleteGame}: ${line.title} · ${line.standing}`;
          return html`<li>
            <button type="button" class="game" aria-current=${game.id === this._store.current ? 'true' : 'false'} @click=${() => {
              this._keep(openGame(this._store, game.id));
              this._toBoard();
            }}><strong>${line.title}</strong> <span>${line.standing}</span></button>
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
      <div class="actions">${back}</div>
    </section>`;
  }

  /** The evening remembered: a group's games (or all) in pictures, and what the open game still needs. */
  private _renderStats(game: EveningGame, group: string) {
    const words = this._words;
    const needed = stillNeeded(game);
    const sides = isListGame(game) ? this._names(game) : this._teams(game);
    return renderStats({
      stats: eveningStats(gamesOf(this._store.games, group)),
      needed: needed ? needed.flatMap((points, side) => (points === null ? [] : [{ name: sides[side] ?? '', points }])) : null,
      groups: [...new Set(this._store.games.map((kept) => kept.name.trim()).filter(Boolean))],
      group,
      words,
      view: this._view,
      pickGroup: (next) => {
        this._screen = { kind: 'stats', group: next };
      },
      back: () => this._toBoard(),
    });
  }

  private _export(game: EveningGame): void {
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

  private _importAs(game: EveningGame, as: 'replace' | 'copy'): void {
    this._keep(importedGame(this._store, game, as, this._newId()));
    this._notice = { kind: 'imported' };
    this._toBoard();
  }
}

/** A round of Coiffeur or of a game everyone plays alone, added, or in place of the round changed. */
const otherRound = (index: number | null, round: CoiffeurRound | ListRound): EveningEdit =>
  index === null ? { kind: 'add-round', round } : { kind: 'replace-round', index, round };

if (!customElements.get('jass-board')) customElements.define('jass-board', JassBoardElement);

declare global {
  interface HTMLElementTagNameMap {
    'jass-board': JassBoardElement;
  }
}
