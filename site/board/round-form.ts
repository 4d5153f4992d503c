import { html, nothing, type TemplateResult } from 'lit';
import { type BoardGame, type BoardTeam, boardRules, boardTrumps, factorOf, ROUND_POINTS } from '../../src/core/index.js';
import type { BoardWords } from '../../src/i18n/app/board-types.js';
import { modeName } from '../../src/i18n/card-names.js';
import { formatsOf } from '../../src/i18n/index.js';
import { saidAfterAnswer, saidAfterValue, saidRowModel, saidWithoutAnswer } from '../../src/ui/quick-said.js';
import { renderSaidRow } from '../../src/ui/said-row.js';
import type { ViewContext } from '../../src/ui/templates.js';
import {
  type DraftCheck,
  type DraftProblem,
  meldValues,
  type RoundDraft,
  type SaidTable,
  showsMore,
  trickPoints,
} from './round-draft.js';
import { whyText } from './why-text.js';

/** What the form needs besides the draft: the game, the seats' names, the words, and where a change goes. */
export interface RoundFormContext {
  game: BoardGame;
  words: BoardWords;
  view: ViewContext;
  /** The players' names by seat, the teams' by team. */
  names: readonly string[];
  teams: readonly [string, string];
  chooser: string;
  said: SaidTable;
  /** The round as it would be written, or what is still missing. */
  check: DraftCheck;
  /** Coiffeur: the choosing team's column and its rows to write into, and a counter-Match. */
  rows?: {
    column: BoardTeam;
    pickColumn: (team: BoardTeam) => void;
    chosen: number | null;
    open: readonly { row: number; label: string }[];
    pick: (row: number) => void;
    counter: boolean;
    toggleCounter: () => void;
  };
  /** The round being changed (from 1), or null for a new one. */
  editing: number | null;
  /** The group counts Stöck (the core's option). */
  showStoeck: boolean;
  /** "Delete round" was tapped: it asks once more. */
  confirming: boolean;
  change: (draft: RoundDraft) => void;
  save: () => void;
  cancel: () => void;
  askRemove: (on: boolean) => void;
  remove: () => void;
}

const pressed = (on: boolean) => (on ? 'true' : 'false');

/** One round's entry, top to bottom as the table plays it: trump, tricks, Stöck, Weis; "Write" always in reach. */
export function renderRoundForm(draft: RoundDraft, context: RoundFormContext): TemplateResult {
  const { game, words, view, teams, change, check } = context;
  const number = formatsOf(view.lang).number;
  const set = (patch: Partial<RoundDraft>) => change({ ...draft, ...patch });
  const trumps = boardTrumps(game.rules);
  const points = trickPoints(draft);
  const other = (1 - draft.team) as BoardTeam;
  return html`<form class="round-form" @submit=${(event: Event) => {
    event.preventDefault();
    if (check.ok) context.save();
  }}>
    <h2>${context.editing ? words.editRound(context.editing) : words.writeRound}</h2>
    ${
      context.rows
        ? html`<fieldset class="rows">
      <legend>${words.row}</legend>
      <div class="choices">
        ${([0, 1] as const).map(
          (team) =>
            html`<button type="button" class="choice" data-column=${team} aria-pressed=${pressed(context.rows?.column === team)} @click=${() => context.rows?.pickColumn(team)}>${teams[team]}</button>`,
        )}
      </div>
      <div class="choices">
        ${context.rows.open.map(
          ({ row, label }) =>
            html`<button type="button" class="choice" data-row=${row} aria-pressed=${pressed(context.rows?.chosen === row)} @click=${() => context.rows?.pick(row)}>${label}</button>`,
        )}
      </div>
    </fieldset>`
        : nothing
    }
    <fieldset class="trumps">
      <legend>${words.trump}</legend>
      <div class="choices six">
        ${trumps.map((trump) => {
          const factor = factorOf(game.rules, trump);
          return html`<button type="button" class="choice" data-trump=${trump} aria-pressed=${pressed(draft.trump === trump)}
            @click=${(event: Event) => {
              set({ trump });
              focusPoints(event, draft);
            }}>${modeName(trump, view.messages, view.face, view.pairing)}${factor !== 1 ? html` <span class="factor">×${factor}</span>` : nothing}</button>`;
        })}
      </div>
      <div class="choices">
        <button type="button" class="choice" data-pushed aria-pressed=${pressed(draft.pushed)} @click=${() => set({ pushed: !draft.pushed })}>${words.pushed}</button>
        <span class="note">${words.chosenBy(context.chooser)}</span>
      </div>
    </fieldset>
    <fieldset class="tricks">
      <legend>${words.tricks}</legend>
      <div class="choices">
        ${([0, 1] as const).map(
          (team) =>
            html`<button type="button" class="choice" data-team=${team} aria-pressed=${pressed(draft.team === team)} @click=${(
              event: Event,
            ) => {
              set({ team });
              focusPoints(event, draft);
            }}>${teams[team]}</button>`,
        )}
      </div>
      <div class="choices">
        <label class="points">
          <span class="points-label">${words.pointsOf(teams[draft.team])}</span>
          <input name="points" inputmode="numeric" pattern="[0-9]*" autocomplete="off" maxlength="3" .value=${draft.match ? String(ROUND_POINTS) : draft.points}
            ?disabled=${draft.match} aria-invalid=${!check.ok && check.problem.kind === 'points' && check.problem.typed !== '' ? 'true' : 'false'}
            @input=${(event: Event) => set({ points: (event.target as HTMLInputElement).value })} />
        </label>
        <button type="button" class="choice" data-match aria-pressed=${pressed(draft.match)} @click=${() => set({ match: !draft.match })}>${words.match}</button>
        ${
          context.rows
            ? html`<button type="button" class="choice" data-counter aria-pressed=${pressed(context.rows.counter)} @click=${() => context.rows?.toggleCounter()}>${words.counter}</button>`
            : nothing
        }
      </div>
      <p class="note" aria-live="polite">${points !== null ? words.rest(teams[other], number(draft.match ? 0 : ROUND_POINTS - points)) : ''}</p>
    </fieldset>
    ${
      context.showStoeck
        ? html`<fieldset class="stoeck">
      <legend>${words.stoeck}</legend>
      <div class="choices">
        ${([null, 0, 1] as const).map(
          (team) =>
            html`<button type="button" class="choice" data-stoeck=${team ?? 'none'} aria-pressed=${pressed(draft.stoeck === team)} @click=${() => set({ stoeck: team })}>${team === null ? words.nobody : teams[team]}</button>`,
        )}
      </div>
    </fieldset>`
        : nothing
    }
    ${renderWeis(draft, context, set)}
    ${
      !check.ok && check.problem.kind === 'first'
        ? html`<fieldset class="first">
      <legend>${words.whoFirst}</legend>
      <div class="choices">
        ${([0, 1] as const).map(
          (team) =>
            html`<button type="button" class="choice" data-first=${team} aria-pressed=${pressed(draft.first === team)} @click=${() => set({ first: team })}>${teams[team]}</button>`,
        )}
      </div>
    </fieldset>`
        : nothing
    }
    <div class="actions sticky">
      ${check.ok ? nothing : html`<p class="problem" role="status">${problemText(check.problem, context)}</p>`}
      <button type="submit" class="primary" ?disabled=${!check.ok}>${words.save}</button>
      <button type="button" data-action="cancel" @click=${context.cancel}>${words.cancel}</button>
      ${context.editing && !context.confirming ? html`<button type="button" class="danger" data-action="remove" @click=${() => context.askRemove(true)}>${words.remove}</button>` : nothing}
      ${
        context.editing && context.confirming
          ? html`<span class="confirm" role="group" aria-label=${words.confirmDelete(words.remove)}>
              <span>${words.confirmDelete(words.remove)}</span>
              <button type="button" class="danger" data-action="confirm-remove" @click=${context.remove}>${words.yesDelete}</button>
              <button type="button" @click=${() => context.askRemove(false)}>${words.cancel}</button>
            </span>`
          : nothing
      }
    </div>
  </form>`;
}

/** The Weis: what each player said, the verdict, what the writing team shows besides, or a Weis by hand. */
function renderWeis(draft: RoundDraft, context: RoundFormContext, set: (patch: Partial<RoundDraft>) => void): TemplateResult {
  const { game, words, view, teams } = context;
  const number = formatsOf(view.lang).number;
  const saidOf = (seat: number) => context.said.reads[seat]?.said ?? null;
  const byHand = draft.hand.trim() !== '';
  return html`<fieldset class="weis">
    <legend>${words.weisSaid}</legend>
    ${
      draft.trump
        ? renderSaidRow(
            saidRowModel(
              context.said.reads,
              context.said.result,
              boardRules(game.rules),
              draft.trump,
              context.names,
              [0, 1, 2, 3],
            ),
            view,
            {
              value: (seat, value) => set({ said: withSeat(draft.said, seat, saidAfterValue(saidOf(seat), value)), besides: [] }),
              answer: (seat, stage, answer) =>
                set({ said: withSeat(draft.said, seat, saidAfterAnswer(saidOf(seat), stage, answer)) }),
              takeBack: (seat, stage) => set({ said: withSeat(draft.said, seat, saidWithoutAnswer(saidOf(seat), stage)) }),
            },
            (act) => () => act(),
          )
        : html`<p class="note">${words.needTrump}</p>`
    }
    <p class="verdict" role="status">${weisLine(context)}</p>
    ${
      draft.trump && !byHand && showsMore(context.said)
        ? html`<div class="besides" role="group" aria-label=${words.shownBesides}>
            <span class="question">${words.shownBesides}</span>
            <span class="chips">${meldValues(game, draft.trump).map(
              (value) =>
                html`<button type="button" class="chip" data-besides=${value} @click=${() => set({ besides: [...draft.besides, value] })}>+${number(value)}</button>`,
            )}</span>
            ${
              draft.besides.length > 0
                ? html`<span class="answered">${draft.besides.map(
                    (value, at) =>
                      html`<button type="button" class="chip answered" aria-pressed="true" @click=${() => set({ besides: draft.besides.filter((_, index) => index !== at) })}>+${number(value)}<span aria-hidden="true"> ×</span></button>`,
                  )}</span>`
                : nothing
            }
          </div>`
        : nothing
    }
    <details ?open=${byHand || draft.handTeam !== null}>
      <summary>${words.weisByHand}</summary>
      <div class="choices">
        ${([0, 1] as const).map(
          (team) =>
            html`<button type="button" class="choice" data-hand-team=${team} aria-pressed=${pressed(draft.handTeam === team)} @click=${() => set({ handTeam: draft.handTeam === team ? null : team })}>${teams[team]}</button>`,
        )}
      </div>
      <label class="hand"><span>${words.handValues}</span>
        <input name="hand" inputmode="text" autocomplete="off" maxlength="40" .value=${draft.hand}
          @input=${(event: Event) => set({ hand: (event.target as HTMLInputElement).value })} /></label>
    </details>
  </fieldset>`;
}

/** The points come next: their keypad opens with the tap on the trump or the team (no tap on the field). */
function focusPoints(event: Event, draft: RoundDraft): void {
  if (draft.points || draft.match) return;
  (event.currentTarget as HTMLElement).closest('form')?.querySelector<HTMLInputElement>('input[name="points"]')?.focus();
}

const withSeat = (said: RoundDraft['said'], seat: number, text: string): RoundDraft['said'] =>
  said.map((old, index) => (index === seat ? text : old)) as unknown as RoundDraft['said'];

/** Why "Write" waits, in words. */
function problemText(problem: DraftProblem, context: RoundFormContext): string {
  const { words, view } = context;
  const number = formatsOf(view.lang).number;
  switch (problem.kind) {
    case 'trump':
      return words.needTrump;
    case 'points':
      return problem.typed === '' ? words.needPoints : words.pointsRange(problem.typed);
    case 'question':
      return words.needAnswer(problem.stage ? view.messages.verdict.questions[problem.stage] : '');
    case 'hand-team':
      return words.needHandTeam;
    case 'hand':
      return problem.error.code === 'not-a-number'
        ? words.handNotNumber(problem.error.token)
        : problem.error.code === 'not-a-value'
          ? words.handNotValue(problem.error.token, problem.error.values.map(number).join(', '))
          : words.handBestOnly;
    case 'first':
      return words.whoFirst;
    case 'over':
      return words.gameOver;
    case 'row':
      return words.chooseRow;
    case 'row-taken':
      return words.rowTaken;
  }
}

/** The Weis as the form will write it: the team and points ("50 + 20 = 70"), and why; the question while open. */
function weisLine(context: RoundFormContext): string {
  const { words, view, teams, said, check } = context;
  const number = formatsOf(view.lang).number;
  if (!check.ok && check.problem.kind === 'question' && check.problem.stage)
    return view.messages.verdict.questions[check.problem.stage];
  const round = check.ok ? check.round : null;
  if (!round || round.weis.length === 0) return said.answer && round ? view.messages.ui.nobodyWrites : '';
  const answer = said.answer?.state === 'writes' && !round.weis.some((weis) => weis.why === null) ? said.answer : null;
  return ([0, 1] as const)
    .flatMap((team) => {
      const entries = round.weis.filter((weis) => weis.team === team);
      if (entries.length === 0) return [];
      const total = entries.reduce((sum, weis) => sum + weis.points, 0);
      // The values it is made of: each said (and shown besides), or each written by hand.
      const values = answer
        ? [...(answer.weis.find((weis) => weis.team === team)?.said ?? []), ...(round.shown ?? [])]
        : entries.map((weis) => weis.points);
      const written = values.length > 1 ? words.sumOf(values.map(number).join(' + '), number(total)) : number(total);
      const reason = whyText(entries[0]?.why ?? null, words, view.messages);
      // Coiffeur: only the choosing team's column takes the round; the other team's Weis is lost.
      const writes = context.rows && context.rows.column !== team ? words.weisNotWritten : words.writesWeis;
      return [`${writes(teams[team], written)} ${words.why(reason)}`];
    })
    .join(' · ');
}
