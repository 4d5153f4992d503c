import { html, nothing, type TemplateResult } from 'lit';
import type {
  CardId,
  ContestResult,
  Face,
  Lang,
  Meld,
  Odds,
  PlayerResult,
  SuitPairing,
  TableResult,
} from '../../src/core/index.js';
import { announcementText, cardName, describeContest, type Messages, meldName, stageValueText } from '../../src/i18n/index.js';
import { cardSvg } from './card-art.js';

/**
 * Render functions of the result, shared by the element and the extension's overlay (which
 * cannot register custom elements in a content script). Pure: data in, templates out.
 */
export interface ViewContext {
  messages: Messages;
  lang: Lang;
  face: Face;
  pairing: SuitPairing;
}

export const meldLabel = (meld: Meld, view: ViewContext): string => meldName(meld, view.messages, view.face, view.pairing);

export function renderCards(cards: readonly CardId[], view: ViewContext): TemplateResult {
  return html`<ul class="cards" role="list">
    ${cards.map(
      (card) => html`<li class="mini-card" title=${cardName(card, view.messages, view.face, view.pairing)}>
      ${cardSvg(card, view.face, view.pairing)}<span class="visually-hidden">${cardName(card, view.messages, view.face, view.pairing)}</span>
    </li>`,
    )}
  </ul>`;
}

/** What a player says at the table: the value in words, and the top card on equal values. */
export const announceText = (player: PlayerResult, view: ViewContext): string | null =>
  announcementText(player, view.messages, view.face, view.lang);

export function renderMelds(player: PlayerResult, view: ViewContext, stoeckLabel: string): TemplateResult {
  const ui = view.messages.ui;
  return html`<ul class="melds" role="list">
    ${player.melds.map(
      (meld) => html`<li class=${meld === player.best ? 'meld best' : 'meld'}>
        <span class="meld-name">${meldLabel(meld, view)}</span><span class="points">${meld.points}</span>
      </li>`,
    )}
    ${player.melds.length === 0 ? html`<li class="meld none">${ui.noMeld}</li>` : nothing}
    ${player.stoeck ? html`<li class="meld stoeck"><span class="meld-name">${stoeckLabel}</span><span class="points">${player.stoeckCount * 20}</span></li>` : nothing}
  </ul>`;
}

export function renderSays(player: PlayerResult, view: ViewContext): TemplateResult | typeof nothing {
  const said = announceText(player, view);
  return said ? html`<p class="says">${view.messages.ui.says} <span class="said">${said}</span></p>` : nothing;
}

/** The comparison ladder: every stage with both values; the deciding one marked. */
export function renderLadder(contest: ContestResult | null, title: string, view: ViewContext): TemplateResult | typeof nothing {
  if (!contest?.comparison || !contest.seats) return nothing;
  const { messages } = view;
  const [a, b] = contest.seats;
  return html`<table class="ladder" part="ladder">
    <caption>${title}</caption>
    <thead><tr><th scope="col"><span class="visually-hidden">${messages.ui.comparison}</span></th>
      <th scope="col">${messages.ui.seat} ${a}</th><th scope="col">${messages.ui.seat} ${b}</th></tr></thead>
    <tbody>
      ${contest.comparison.stages.map((rung) => {
        const decisive = rung.stage === contest.comparison?.decidedBy;
        return html`<tr class=${decisive ? 'decisive' : rung.applies ? '' : 'inapplicable'} aria-current=${decisive ? 'true' : 'false'}>
          <th scope="row">${messages.stages[rung.stage]}${decisive ? html` <span class="decides">${messages.ui.decidedBy}</span>` : nothing}</th>
          <td class=${rung.winner === 'a' ? 'better' : ''}>${stageValueText(rung.stage, rung.a, messages, view.face, view.pairing)}</td>
          <td class=${rung.winner === 'b' ? 'better' : ''}>${stageValueText(rung.stage, rung.b, messages, view.face, view.pairing)}</td>
        </tr>`;
      })}
    </tbody>
  </table>`;
}

/** Who writes and how much, per team (or per player in Molotow). */
export function renderScores(result: TableResult, view: ViewContext, stoeckLabel: string): TemplateResult {
  const ui = view.messages.ui;
  if (result.seats) {
    return html`<dl class="scores" part="scores">${result.seats.map(
      (seat, index) =>
        html`<div class="score"><dt>${ui.seat} ${index}</dt><dd>${ui.handweis} ${seat.weis} · ${stoeckLabel} ${seat.stoeck}</dd></div>`,
    )}</dl>`;
  }
  return html`<dl class="scores" part="scores">${(result.teams ?? []).map(
    (team, index) => html`<div class=${team.weis > 0 ? 'score writes' : 'score'}>
      <dt>${ui.team} ${index}</dt>
      <dd>${ui.melds} <strong>${team.weis}</strong> · ${stoeckLabel} <strong>${team.stoeck}</strong>${team.withheld ? html` <em>(${ui.noTrick})</em>` : nothing}</dd>
    </div>`,
  )}</dl>`;
}

/** The sentences a screen reader announces when the result changes. */
export function summaryText(result: TableResult, view: ViewContext): string {
  const { messages } = view;
  const ui = messages.ui;
  const parts: string[] = [];
  if (result.contests) {
    parts.push(`${ui.sequences}: ${describeContest(result.contests.sequence, messages)}.`);
    parts.push(`${ui.fours}: ${describeContest(result.contests.four, messages)}.`);
  } else if (result.contest) {
    parts.push(`${describeContest(result.contest, messages)}.`);
  }
  for (const [index, team] of (result.teams ?? []).entries()) {
    if (team.weis > 0 || team.stoeck > 0) parts.push(`${ui.team} ${index} ${ui.writes} ${team.weis + team.stoeck}.`);
  }
  for (const [index, seat] of (result.seats ?? []).entries()) parts.push(`${ui.seat} ${index}: ${seat.weis + seat.stoeck}.`);
  return parts.join(' ');
}

/** Outcome block: sentences, ladders and scores. */
export function renderOutcome(result: TableResult, view: ViewContext): TemplateResult {
  const { messages } = view;
  const ui = messages.ui;
  const stoeckLabel = result.contests ? ui.belot : ui.stoeck;
  const contests = result.contests
    ? ([
        [result.contests.sequence, ui.sequences],
        [result.contests.four, ui.fours],
      ] as const)
    : result.contest
      ? ([[result.contest, ui.comparison]] as const)
      : [];
  return html`<div class="outcome" part="outcome">
    ${contests.map(
      ([
        contest,
        title,
      ]) => html`<p class="verdict">${result.contests ? `${title}: ` : ''}${describeContest(contest, messages)}</p>
        ${renderLadder(contest, title, view)}`,
    )}
    ${contests.length === 0 && result.game !== 'molotow' ? html`<p class="verdict">${ui.nobodyWrites}</p>` : nothing}
    ${renderScores(result, view, stoeckLabel)}
    ${
      result.tischweis
        ? html`<p class="tischweis">${ui.tischweis}: ${result.tischweis.melds.map((meld) => meldLabel(meld, view)).join(', ') || '–'}
          ${result.tischweis.stoeck ? ` + ${ui.stoeck}` : ''} = +${result.tischweis.points}</p>`
        : nothing
    }
  </div>`;
}

/** "«füfzg» gewinnt in 71 % der Fälle · dein Team schreibt in 80 %". */
export function renderOdds(odds: Odds | null, player: PlayerResult, view: ViewContext): TemplateResult | typeof nothing {
  if (!odds || !player.best) return nothing;
  const ui = view.messages.ui;
  const percent = (p: number) => `${Math.round(p * 100)} %`;
  return html`<p class="odds" part="odds">${announceText(player, view)} ${ui.odds.replace('{p}', percent(odds.player.p))} ·
    ${ui.oddsTeam.replace('{p}', percent(odds.team.p))}</p>`;
}
