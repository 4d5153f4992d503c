import { html, nothing, type TemplateResult } from 'lit';
import { type BoardGame, type BoardTeam, boardRules, boardTrumps, factorOf, ROUND_POINTS } from '../../src/core/index.js';
import type { BoardWords } from '../../src/i18n/app/board-types.js';
import { modeName } from '../../src/i18n/card-names.js';
import { formatsOf } from '../../src/i18n/index.js';
import { saidAfterAnswer, saidAfterValue, saidRowModel, saidWithoutAnswer } from '../../src/ui/quick-said.js';
import { renderSaidRow } from '../../src/ui/said-row.js';
import type { ViewContext } from '../../src/ui/templates.js';
import { draftWeis, type RoundDraft, type SaidTable, trickPoints } from './round-draft.js';
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
  /** The round being changed (from 1), or null for a new one. */
  editing: number | null;
  /** The group counts Stöck (the core's option). */
  showStoeck: boolean;
  change: (draft: RoundDraft) => void;
  save: () => void;
  cancel: () => void;
  remove: () => void;
}

const pressed = (on: boolean) => (on ? 'true' : 'false');

/** One round's entry, top to bottom as the table plays it: trump, tricks, Stöck, Weis. */
export function renderRoundForm(draft: RoundDraft, context: RoundFormContext): TemplateResult {
  const { game, words, view, teams, change } = context;
  const number = formatsOf(view.lang).number;
  const set = (patch: Partial<RoundDraft>) => change({ ...draft, ...patch });
  const trumps = boardTrumps(game.rules);
  const points = trickPoints(draft);
  const other = (1 - draft.team) as BoardTeam;
  const weis = draftWeis(draft, context.said);
  const ready = draft.trump !== null && points !== null && weis !== null;
  return html`<form class="round-form" @submit=${(event: Event) => {
    event.preventDefault();
    if (ready) context.save();
  }}>
    <h2>${context.editing ? words.editRound(context.editing) : words.writeRound}</h2>
    <fieldset class="trumps">
      <legend>${words.trump}</legend>
      <div class="choices six">
        ${trumps.map((trump) => {
          const factor = factorOf(game.rules, trump);
          return html`<button type="button" class="choice" data-trump=${trump} aria-pressed=${pressed(draft.trump === trump)}
            @click=${(event: Event) => {
              set({ trump });
              // The points come next: their keypad opens with the trump's tap (no tap on the field).
              if (!draft.points && !draft.match)
                (event.currentTarget as HTMLElement)
                  .closest('form')
                  ?.querySelector<HTMLInputElement>('input[name="points"]')
                  ?.focus();
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
          <span class="visually-hidden">${words.pointsOf(teams[draft.team])}</span>
          <input name="points" inputmode="numeric" pattern="[0-9]*" autocomplete="off" maxlength="3" .value=${draft.match ? String(ROUND_POINTS) : draft.points}
            ?disabled=${draft.match} aria-invalid=${draft.points.trim() !== '' && points === null ? 'true' : 'false'}
            @input=${(event: Event) => set({ points: (event.target as HTMLInputElement).value })} />
        </label>
        <button type="button" class="choice" data-match aria-pressed=${pressed(draft.match)} @click=${() => set({ match: !draft.match })}>${words.match}</button>
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
    <fieldset class="weis">
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
                value: (seat, value) =>
                  set({ said: withSeat(draft.said, seat, saidAfterValue(context.said.reads[seat]?.said ?? null, value)) }),
                answer: (seat, stage, answer) =>
                  set({
                    said: withSeat(draft.said, seat, saidAfterAnswer(context.said.reads[seat]?.said ?? null, stage, answer)),
                  }),
                takeBack: (seat, stage) =>
                  set({ said: withSeat(draft.said, seat, saidWithoutAnswer(context.said.reads[seat]?.said ?? null, stage)) }),
              },
              (act) => () => act(),
            )
          : html`<p class="note">${words.trump} …</p>`
      }
      <p class="verdict" role="status">${weisLine(draft, context)}</p>
      <details ?open=${draft.hand.some((text) => text.trim())}>
        <summary>${words.weisByHand}</summary>
        <div class="choices">
          ${([0, 1] as const).map(
            (team) => html`<label class="hand"><span>${teams[team]}</span>
               <input name=${`hand-${team}`} inputmode="text" autocomplete="off" maxlength="40" .value=${draft.hand[team]}
                @input=${(event: Event) => set({ hand: team === 0 ? [(event.target as HTMLInputElement).value, draft.hand[1]] : [draft.hand[0], (event.target as HTMLInputElement).value] })} /></label>`,
          )}
        </div>
      </details>
    </fieldset>
    <div class="actions">
      <button type="submit" class="primary" ?disabled=${!ready}>${words.save}</button>
      <button type="button" @click=${context.cancel}>${words.cancel}</button>
      ${context.editing ? html`<button type="button" class="danger" @click=${context.remove}>${words.remove}</button>` : nothing}
    </div>
  </form>`;
}

/** The points come next: their keypad opens with the tap on the trump or the team (no tap on the field). */
function focusPoints(event: Event, draft: RoundDraft): void {
  if (draft.points || draft.match) return;
  (event.currentTarget as HTMLElement).closest('form')?.querySelector<HTMLInputElement>('input[name="points"]')?.focus();
}

const withSeat = (said: RoundDraft['said'], seat: number, text: string): RoundDraft['said'] =>
  said.map((old, index) => (index === seat ? text : old)) as unknown as RoundDraft['said'];

/** The Weis as the form will write it: the team and points, and why; the question while open. */
function weisLine(draft: RoundDraft, context: RoundFormContext): string {
  const { words, view, teams, said } = context;
  const number = formatsOf(view.lang).number;
  const weis = draftWeis(draft, said);
  if (weis === null) {
    if (said.answer?.state === 'open' && said.answer.ask) return view.messages.verdict.questions[said.answer.ask.stage];
    return '';
  }
  if (weis.length === 0) return said.answer ? view.messages.ui.nobodyWrites : '';
  return weis
    .map((entry) => {
      const reason = whyText(entry.why, words, view.messages);
      return `${words.writesWeis(teams[entry.team], number(entry.points))} ${words.why(reason)}`;
    })
    .join(' · ');
}
