import { html, nothing, type TemplateResult } from 'lit';
import type { BoardGame, BoardSeat, BoardState, BoardTeam } from '../../src/core/index.js';
import type { BoardWords } from '../../src/i18n/app/board-types.js';
import { modeName } from '../../src/i18n/card-names.js';
import { formatsOf } from '../../src/i18n/index.js';
import { chalkBoard } from '../../src/ui/chalk-board.js';
import type { ViewContext } from '../../src/ui/templates.js';
import { whyText } from './why-text.js';

export interface BoardViewContext {
  game: BoardGame;
  state: BoardState;
  words: BoardWords;
  view: ViewContext;
  names: readonly string[];
  teams: readonly [string, string];
  edit: (index: number) => void;
  /** Both passed the target on one round's tricks: the team the table says was out first. */
  outFirst: (team: BoardTeam) => void;
  /** Who deals next, as the table says (a deal missed, a player late). */
  setDealer: (seat: BoardSeat) => void;
}

/** Who has won (or, both at the target on the tricks, the question who was out first), or who deals and chooses next. */
export function renderStanding(context: BoardViewContext): TemplateResult {
  const { state, words, names, teams, game, view, outFirst } = context;
  const number = formatsOf(view.lang).number;
  if (state.winner) {
    const team = teams[state.winner.team];
    const text = state.winner.outFirst
      ? words.winsOutFirst(team)
      : state.winner.both
        ? words.winsFirst(team, words.parts[state.winner.part])
        : words.wins(team);
    return html`<p class="winner" role="status">${text}</p>${renderHalfway(context)}`;
  }
  if (state.drawn) return html`<p class="winner" role="status">${words.drawn}</p>${renderHalfway(context)}`;
  if (state.undecided)
    return html`<div class="first" role="group" aria-label=${words.undecided}>
      <p class="winner" role="status">${words.undecided}</p>
      <div class="choices">${([0, 1] as const).map(
        (team) =>
          html`<button type="button" class="choice" data-first=${team} @click=${() => outFirst(team)}>${teams[team]}</button>`,
      )}</div>
    </div>`;
  const goal =
    game.rules.rounds === undefined
      ? `${words.target} ${number(game.rules.target)}`
      : words.roundOf(number(state.lines.length + 1), number(game.rules.rounds));
  return html`<p class="next" role="status">${words.deals(names[state.nextDealer] ?? '')} · ${words.chooses(names[state.nextForehand] ?? '')}
    <span class="target">${goal}</span></p>${renderHalfway(context)}`;
}

/** Who won the halfway prize, where the group plays one. */
const renderHalfway = ({ state, words, teams }: BoardViewContext): TemplateResult =>
  state.halfway ? html`<p class="halfway">${words.halfwayWon(teams[state.halfway.team])}</p>` : html``;

/** Who deals next, as the table says it (a deal missed, a player late): rarely changed, so below the rounds. */
export function renderDealer({ state, words, names, setDealer }: BoardViewContext): TemplateResult {
  if (state.over) return html``;
  return html`<label class="dealer">${words.dealerNext}
    <select name="dealer" @change=${(event: Event) => setDealer(Number((event.target as HTMLSelectElement).value) as BoardSeat)}>
      ${names.map((name, seat) => html`<option value=${seat} ?selected=${state.nextDealer === seat}>${name}</option>`)}
    </select>
  </label>`;
}

/** The printout's head: the group, the teams with their players, the day. Shown on paper only. */
export function renderPrintHead({ game, teams, names, words, view }: BoardViewContext, date: Date): TemplateResult {
  const day = new Intl.DateTimeFormat(view.lang, { dateStyle: 'long' }).format(date);
  const players = (team: BoardTeam) => [team, team + 2].map((seat) => names[seat] ?? '').join(', ');
  return html`<header class="print-head">
    ${game.name ? html`<h1>${game.name}</h1>` : nothing}
    <p>${teams[0]} (${players(0)}) – ${teams[1]} (${players(1)})</p>
    <p>${words.printedOn(day)} · ${words.target} ${formatsOf(view.lang).number(game.rules.target)}</p>
  </header>`;
}

/** The two totals, large, readable at arm's length. */
export function renderTotals({ state, teams, view }: BoardViewContext): TemplateResult {
  const number = formatsOf(view.lang).number;
  return html`<div class="totals">
    ${([0, 1] as const).map(
      (team) =>
        html`<div class="total" data-team=${team} aria-live="polite"><span class="team-name">${teams[team]}</span><strong class="points">${number(state.totals[team])}</strong></div>`,
    )}
  </div>`;
}

/** The chalk board: the Z of each team with its strokes. */
export function renderChalk({ state, teams, words, game, view }: BoardViewContext): TemplateResult {
  const number = formatsOf(view.lang).number;
  return html`<figure class="chalk">
    ${chalkBoard(
      [
        { name: teams[0], points: state.totals[0] },
        { name: teams[1], points: state.totals[1] },
      ],
      {
        // A game of a number of rounds has no target to draw.
        ...(game.rules.rounds === undefined ? { target: game.rules.target } : {}),
        words: {
          teamScore: (name, points) => words.teamPoints(name, number(points)),
          target: (points) => `${words.target} ${number(points)}`,
        },
      },
    )}
  </figure>`;
}

/** The rounds' heading with Undo beside it, away from "Write a round" (every game's board). */
export const renderRoundsHead = (words: BoardWords, undo: TemplateResult): TemplateResult =>
  html`<div class="rounds-head"><h2>${words.roundsTable}</h2>${undo}</div>`;

/** The rounds as a plain table: trump and factor, each team's points, the running totals. */
export function renderRounds(context: BoardViewContext): TemplateResult {
  const { state, words, game, view, teams, names } = context;
  const number = formatsOf(view.lang).number;
  if (state.lines.length === 0) return html`<p class="note">${words.noRounds}</p>`;
  return html`<table class="rounds">
    <caption class="visually-hidden">${words.roundsTable}</caption>
    <thead><tr><th scope="col">#</th><th scope="col">${words.trump}</th><th scope="col" class="num">${teams[0]}</th><th scope="col" class="num">${teams[1]}</th><th scope="col"><span class="visually-hidden">${words.edit}</span></th></tr></thead>
    <tbody>
      ${state.lines.map((line) => {
        const round = game.rounds[line.index];
        if (!round) return nothing;
        const detail = (team: 0 | 1) => {
          const parts = line.parts[team];
          const bits = [
            parts.stoeck ? `${words.stoeck} ${number(parts.stoeck)}` : '',
            parts.weis ? `${words.weis} ${number(parts.weis)}` : '',
            round.tricks.match && round.tricks.team === team ? words.match : '',
            // A counter-Match's penalty, taken off the choosing team's tricks: said, so the line adds up.
            parts.tricks < 0 ? `${words.counter} ${number(parts.tricks)}` : '',
          ].filter(Boolean);
          return html`<td class="num" data-team=${team}><strong>${number(line.totals[team])}</strong><span class="run">${number(line.running[team])}</span>${bits.length ? html`<small>${bits.join(' · ')}</small>` : nothing}</td>`;
        };
        const why = round.weis[0]?.why;
        return html`<tr data-round=${line.index + 1}>
          <th scope="row">${line.index + 1}</th>
          <td>${modeName(round.trump, view.messages, view.face, view.pairing)}${line.factor !== 1 ? ` ×${line.factor}` : ''}
            <small>${round.pushed ? `${words.pushed} · ` : ''}${words.chosenBy(names[line.chooser] ?? '')}</small>
            ${why !== undefined ? html`<small class="why">${words.weis}: ${whyText(why, words, view.messages)}</small>` : nothing}</td>
          ${detail(0)}${detail(1)}
          <td><button type="button" class="edit" aria-label=${words.editRound(line.index + 1)} @click=${() => context.edit(line.index)}>✎</button></td>
        </tr>`;
      })}
    </tbody>
  </table>`;
}
