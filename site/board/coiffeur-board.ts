import { html, nothing, type TemplateResult } from 'lit';
import type { CoiffeurGame, CoiffeurState } from '../../src/core/index.js';
import type { BoardWords } from '../../src/i18n/app/board-types.js';
import { modeName } from '../../src/i18n/card-names.js';
import { formatsOf } from '../../src/i18n/index.js';
import type { ViewContext } from '../../src/ui/templates.js';
import { renderRoundsHead } from './board-view.js';

/*
 * The Coiffeur board: each team's column of rows, a trump and a factor each, the totals and what
 * each team can still make; the core counts the grid (`coiffeurState`), a round's draft is in
 * `coiffeur-draft.ts`.
 */

export interface CoiffeurViewContext {
  game: CoiffeurGame;
  state: CoiffeurState;
  words: BoardWords;
  view: ViewContext;
  names: readonly string[];
  teams: readonly [string, string];
  /** Opens the round that wrote a cell. */
  edit: (index: number) => void;
}

/** A row's name: its trump (or the free choice) and its factor. */
export const rowLabel = (game: CoiffeurGame, row: number, words: BoardWords, view: ViewContext): string => {
  const spec = game.rules.rows[row];
  if (!spec) return '';
  const trump = spec.trump ? modeName(spec.trump, view.messages, view.face, view.pairing) : words.freeChoice;
  return `${trump} ×${spec.factor}`;
};

/** The totals, what each team needs, who deals; the grid of rows, each cell a tap to change it. */
export function renderCoiffeurBoard(context: CoiffeurViewContext, actions: TemplateResult, undo: TemplateResult): TemplateResult {
  const { game, state, words, view, names, teams, edit } = context;
  const number = formatsOf(view.lang).number;
  return html`<div class="totals">
      ${([0, 1] as const).map(
        (team) =>
          html`<div class="total" data-team=${team} aria-live="polite"><span class="team-name">${teams[team]}</span><strong class="points">${number(state.totals[team])}</strong></div>`,
      )}
    </div>
    ${
      state.over
        ? html`<p class="winner" role="status">${state.winner === null ? words.drawn : words.wins(teams[state.winner])}</p>`
        : html`<p class="next" role="status">${words.deals(names[state.nextDealer] ?? '')} · ${words.chooses(names[(state.nextDealer + 1) % 4] ?? '')}</p>
          ${([0, 1] as const).map((team) => {
            const need = state.needs[team];
            return need === null ? nothing : html`<p class="note needs">${words.needs(teams[team], number(need))}</p>`;
          })}
          <p class="note">${([0, 1] as const).map((team) => words.mostLeast(teams[team], number(state.most[team]), number(state.least[team]))).join(' · ')}</p>`
    }
    ${actions}
    ${renderRoundsHead(words, undo)}
    <table class="rounds coiffeur">
      <caption class="visually-hidden">${words.roundsTable}</caption>
      <thead><tr><th scope="col">${words.row}</th><th scope="col" class="num">${teams[0]}</th><th scope="col" class="num">${teams[1]}</th></tr></thead>
      <tbody>
        ${game.rules.rows.map(
          (_, row) => html`<tr data-row=${row}>
            <th scope="row">${rowLabel(game, row, words, view)}</th>
            ${([0, 1] as const).map((team) => {
              const cell = state.cells[team][row];
              return html`<td class="num" data-team=${team}>${
                cell
                  ? html`<button type="button" class="cell-edit" aria-label=${`${words.editRound(cell.round + 1)}: ${teams[team]}, ${rowLabel(game, row, words, view)}`} @click=${() => edit(cell.round)}>${number(cell.points)}</button>`
                  : ''
              }</td>`;
            })}
          </tr>`,
        )}
      </tbody>
    </table>`;
}
