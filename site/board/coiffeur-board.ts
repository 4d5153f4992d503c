import { html, nothing, type TemplateResult } from 'lit';
import {
  type BoardGame,
  type CoiffeurGame,
  type CoiffeurRound,
  type CoiffeurState,
  coiffeurRoundFits,
  DEFAULT_BOARD_RULES,
} from '../../src/core/index.js';
import type { BoardWords } from '../../src/i18n/app/board-types.js';
import { modeName } from '../../src/i18n/card-names.js';
import { formatsOf } from '../../src/i18n/index.js';
import type { ViewContext } from '../../src/ui/templates.js';
import { checkDraft, type DraftProblem, NEW_DRAFT, type RoundDraft, type SaidTable } from './round-draft.js';

/*
 * The Coiffeur board: each team's column of rows, a trump and a factor each. A round is entered
 * as in Schieber (the trump, the choosing team's points or its Match, Stöck, the Weis settled from
 * what was said), and the row it goes into; the core counts it into the grid (`coiffeurState`).
 */

/** A Coiffeur round as the scorer fills it in: a Schieber round's draft, its row, a counter-Match. */
export interface CoiffeurDraft extends RoundDraft {
  row: number | null;
  counter: boolean;
}

export const newCoiffeurDraft = (team: 0 | 1): CoiffeurDraft => ({ ...NEW_DRAFT, team, row: null, counter: false });

/** An earlier round opened for a change. */
export const coiffeurDraftOf = (round: CoiffeurRound): CoiffeurDraft => ({
  ...NEW_DRAFT,
  trump: round.trump,
  team: round.team,
  points: round.tricks.kind === 'points' ? String(round.tricks.points) : '',
  match: round.tricks.kind === 'match',
  counter: round.tricks.kind === 'counter',
  stoeck: round.stoeck ? round.team : null,
  row: round.row,
  handTeam: round.weis > 0 ? round.team : null,
  hand: round.weis > 0 ? String(round.weis) : '',
});

/** A Schieber game with the group's Weis rules, no target: what settles a Coiffeur round's Weis as in Schieber. */
export const weisGameOf = (game: CoiffeurGame): BoardGame => ({
  id: game.id,
  name: '',
  teams: game.teams,
  players: game.players,
  rules: { ...DEFAULT_BOARD_RULES, ...game.rules.weis, target: Number.MAX_SAFE_INTEGER },
  firstDealer: game.firstDealer,
  rounds: [],
});

export type CoiffeurCheck = { ok: true; round: CoiffeurRound } | { ok: false; problem: DraftProblem };

/** The round the draft writes into the grid, or what is missing (the row first, then as in Schieber). */
export function checkCoiffeurDraft(
  draft: CoiffeurDraft,
  said: SaidTable,
  game: CoiffeurGame,
  state: CoiffeurState,
  index: number | null,
): CoiffeurCheck {
  if (index === null && state.over) return { ok: false, problem: { kind: 'over' } };
  if (draft.row === null) return { ok: false, problem: { kind: 'row' } };
  // A counter-Match: the others took every trick; the choosing team's points are none.
  const asSchieber = draft.counter ? { ...draft, match: false, points: '0' } : draft;
  const check = checkDraft(asSchieber, said, weisGameOf(game), null);
  if (!check.ok) return check;
  const { round } = check;
  const coiffeur: CoiffeurRound = {
    team: draft.team,
    row: draft.row,
    trump: round.trump,
    tricks: draft.counter
      ? { kind: 'counter' }
      : draft.match
        ? { kind: 'match' }
        : { kind: 'points', points: round.tricks.points },
    weis: round.weis.filter((weis) => weis.team === draft.team).reduce((sum, weis) => sum + weis.points, 0),
    stoeck: round.stoeck === draft.team,
  };
  if (!coiffeurRoundFits(game, coiffeur, index)) return { ok: false, problem: { kind: 'row-taken' } };
  return { ok: true, round: coiffeur };
}

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
export function renderCoiffeurBoard(context: CoiffeurViewContext, actions: TemplateResult): TemplateResult {
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
