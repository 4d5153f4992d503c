import { html, nothing, type TemplateResult } from 'lit';
import { type Lang, type ListGame, type ListState, MOLOTOW_SIGNS, molotowValues } from '../../src/core/index.js';
import type { BoardWords } from '../../src/i18n/app/board-types.js';
import { formatsOf } from '../../src/i18n/index.js';
import type { ViewContext } from '../../src/ui/templates.js';
import { renderRoundsHead } from './board-view.js';
import type { ListDraft, ListDraftCheck } from './list-draft.js';

/*
 * The boards of the games everyone plays alone (Differenzler, Molotow, a point board): a column
 * a player, a round as each player's numbers. The core counts (`listState`, `checkListRound`);
 * this draws and asks.
 */

export interface ListViewContext {
  game: ListGame;
  state: ListState;
  words: BoardWords;
  view: ViewContext;
  names: readonly string[];
  edit: (index: number) => void;
}

/** The totals a player, large; the winners once over, else who deals; the rounds. */
export function renderListBoard(context: ListViewContext, actions: TemplateResult, undo: TemplateResult): TemplateResult {
  const { state, words, names, view, game } = context;
  const number = formatsOf(view.lang).number;
  const goal = game.rules.goal;
  return html`<div class="totals players" style=${`grid-template-columns: repeat(${Math.min(names.length, 4)}, minmax(0, 1fr))`}>
      ${names.map((name, player) => {
        const total = number(state.totals[player] ?? 0);
        return html`<div class="total" data-player=${player} aria-live="polite"><span class="team-name">${name}</span><strong class="points" style=${`--chars: ${Math.max(total.length, 3)}`}>${total}</strong></div>`;
      })}
    </div>
    ${
      state.over
        ? html`<p class="winner" role="status">${words.winners(state.winners.map((player) => names[player] ?? '').join(', '))}</p>`
        : html`<p class="next" role="status">${words.deals(names[state.nextDealer] ?? '')}
            <span class="target">${
              goal === null
                ? ''
                : goal.kind === 'rounds'
                  ? words.roundOf(number(state.lines.length + 1), number(goal.value))
                  : `${words.target} ${number(goal.value)}`
            }</span></p>`
    }
    ${actions}
    ${renderRoundsHead(words, undo)}
    ${renderListRounds(context)}`;
}

function renderListRounds({ state, words, names, view, edit }: ListViewContext): TemplateResult {
  const number = formatsOf(view.lang).number;
  if (state.lines.length === 0) return html`<p class="note">${words.noRounds}</p>`;
  return html`<table class="rounds">
    <caption class="visually-hidden">${words.roundsTable}</caption>
    <thead><tr><th scope="col">#</th>${names.map((name) => html`<th scope="col" class="num">${name}</th>`)}<th scope="col"><span class="visually-hidden">${words.edit}</span></th></tr></thead>
    <tbody>
      ${state.lines.map(
        (line) => html`<tr data-round=${line.index + 1}>
          <th scope="row">${line.index + 1}</th>
          ${line.scores.map(
            (score, player) =>
              html`<td class="num" data-player=${player}><strong>${number(score)}</strong><span class="run">${number(line.running[player] ?? 0)}</span></td>`,
          )}
          <td><button type="button" class="edit" aria-label=${words.editRound(line.index + 1)} @click=${() => edit(line.index)}>✎</button></td>
        </tr>`,
      )}
    </tbody>
  </table>`;
}

export interface ListFormContext {
  game: ListGame;
  words: BoardWords;
  view: ViewContext;
  names: readonly string[];
  check: ListDraftCheck;
  editing: number | null;
  confirming: boolean;
  change: (draft: ListDraft) => void;
  save: () => void;
  cancel: () => void;
  askRemove: (on: boolean) => void;
  remove: () => void;
}

/** A number that adds or takes off, with its sign ("+20", "-20"): the board's alone (the calculator never signs one). */
const signedIn = (lang: Lang) => {
  const format = new Intl.NumberFormat(lang, { signDisplay: 'exceptZero' });
  return (value: number) => format.format(value);
};

const at = <T>(list: readonly T[], index: number, value: T): T[] => list.map((old, where) => (where === index ? value : old));

/** One round: each player's numbers in a row, Molotow's Weis and Stöck as taps; "Write" in reach, and why it waits. */
export function renderListRoundForm(draft: ListDraft, context: ListFormContext): TemplateResult {
  const { game, words, view, names, check, change } = context;
  const number = formatsOf(view.lang).number;
  const signed = signedIn(view.lang);
  const values = molotowValues();
  const field = (column: 'first' | 'second', player: number, label: string) =>
    html`<label class="cell"><span>${label}</span><input name=${`${column}-${player}`} inputmode=${game.kind === 'points' ? 'text' : 'numeric'} autocomplete="off" maxlength="6"
      .value=${draft[column][player] ?? ''} @input=${(event: Event) => change({ ...draft, [column]: at(draft[column], player, (event.target as HTMLInputElement).value) })} /></label>`;
  const weisChips = (key: 'handWeis' | 'tableWeis', player: number, offered: readonly number[]) => {
    const taken = draft[key][player] ?? [];
    // What a tap writes on the player's score: a Handweis off (-20), a Tischweis on (+20).
    const written = (value: number) => signed(MOLOTOW_SIGNS[key] * value);
    return html`<div class="besides" role="group" aria-label=${`${names[player]}: ${words[key]}`}>
      <span class="question">${words[key]}</span>
      <span class="chips">${offered.map(
        (value) =>
          html`<button type="button" class="chip" data-weis=${`${key}-${player}-${value}`} @click=${() => change({ ...draft, [key]: at(draft[key], player, [...taken, value]) })}>${written(value)}</button>`,
      )}</span>
      ${
        taken.length > 0
          ? html`<span class="answered">${taken.map(
              (value, index) =>
                html`<button type="button" class="chip answered" aria-pressed="true" @click=${() =>
                  change({
                    ...draft,
                    [key]: at(
                      draft[key],
                      player,
                      taken.filter((_, where) => where !== index),
                    ),
                  })}>${written(value)}<span aria-hidden="true"> ×</span></button>`,
            )}</span>`
          : nothing
      }
    </div>`;
  };
  return html`<form class="round-form list-form" @submit=${(event: Event) => {
    event.preventDefault();
    if (check.ok) context.save();
  }}>
    <h2>${context.editing ? words.editRound(context.editing) : words.writeRound}</h2>
    ${names.map(
      (name, player) => html`<fieldset class="player" data-player=${player}>
        <legend>${name}</legend>
        <div class="choices">
          ${
            game.kind === 'differenzler'
              ? html`${field('first', player, words.guess)}${field('second', player, words.made)}`
              : game.kind === 'molotow'
                ? field('first', player, words.tricks)
                : field('first', player, words.roundPoints)
          }
          ${
            game.kind === 'molotow'
              ? html`<button type="button" class="choice" data-stoeck=${player} aria-pressed=${draft.stoeck === player ? 'true' : 'false'}
                  @click=${() => change({ ...draft, stoeck: draft.stoeck === player ? null : player })}>${words.stoeck} ${signed(MOLOTOW_SIGNS.stoeck * values.stoeck)}</button>`
              : nothing
          }
        </div>
        ${game.kind === 'molotow' ? html`${weisChips('handWeis', player, values.hand)}${weisChips('tableWeis', player, values.table)}` : nothing}
      </fieldset>`,
    )}
    <div class="actions sticky">
      ${check.ok ? nothing : html`<p class="problem" role="status">${listProblemText(check.problem, game.kind, words, names, number)}</p>`}
      <button type="submit" class="primary" ?disabled=${!check.ok}>${words.save}</button>
      <button type="button" data-action="cancel" @click=${context.cancel}>${words.cancel}</button>
      ${
        context.editing
          ? context.confirming
            ? html`<span class="confirm" role="group" aria-label=${words.confirmDelete(words.remove)}>
                <span>${words.confirmDelete(words.remove)}</span>
                <button type="button" class="danger" data-action="confirm-remove" @click=${context.remove}>${words.yesDelete}</button>
                <button type="button" @click=${() => context.askRemove(false)}>${words.cancel}</button>
              </span>`
            : html`<button type="button" class="danger" data-action="remove" @click=${() => context.askRemove(true)}>${words.remove}</button>`
          : nothing
      }
    </div>
  </form>`;
}

function listProblemText(
  problem: Extract<ListDraftCheck, { ok: false }>['problem'],
  kind: ListGame['kind'],
  words: BoardWords,
  names: readonly string[],
  number: (value: number) => string,
): string {
  switch (problem.code) {
    case 'missing':
      // A point board takes any points: no trick points, no 0 to 157.
      return `${names[problem.player] ?? ''}: ${kind === 'points' ? words.needAnyPoints : words.needPoints}`;
    case 'out-of-range':
      return words.outOfRange(names[problem.player] ?? '');
    case 'not-157':
      return words.not157(number(problem.total));
    case 'over':
      return words.gameOver;
  }
}
