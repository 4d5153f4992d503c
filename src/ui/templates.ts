import { html, nothing, type TemplateResult } from 'lit';
import {
  type CardId,
  type ContestResult,
  cardRank,
  type Meld,
  type Odds,
  type PlayerResult,
  resultContests,
  type Stage,
  type StageResult,
  type TableResult,
  verdictContests,
  verdictIsCertain,
} from '../core/index.js';
import { cardName, meldName, meldWordsOf } from '../i18n/card-names.js';
import { contestHeading, contestLine } from '../i18n/contest-words.js';
import { formatsOf } from '../i18n/index.js';
import { seatAbsentIn, seatLabel, writersOf } from '../i18n/seat-names.js';
import { announcementText, describeContest, labelled, stageLabel, stageValueText } from '../i18n/sentences.js';
import { summaryText, type ViewContext } from '../i18n/summary.js';
import { roemWords } from '../i18n/trick-words.js';
import { askText, contestVerdictText, verdictChanceText } from '../i18n/verdict.js';
import { cardSvg, rankIndex } from './card-art.js';

/**
 * Render functions of the result, shared by the element and the extension's overlay (which
 * cannot register custom elements in a content script). Pure: data in, templates out.
 */
export type { ViewContext };

const seat = (index: number, view: ViewContext): string => seatLabel(index, view.messages, view.names);

export const meldLabel = (meld: Meld, view: ViewContext): string =>
  meldName(meld, view.messages, view.face, view.pairing, view.words);

export function renderCards(cards: readonly CardId[], view: ViewContext): TemplateResult {
  return html`<ul class="cards" role="list">
    ${cards.map(
      (card) => html`<li class="mini-card" title=${cardName(card, view.messages, view.face, view.pairing)}>
      ${cardSvg(card, view.face, view.pairing, rankIndex(cardRank(card), view.face, view.messages))}<span class="visually-hidden">${cardName(card, view.messages, view.face, view.pairing)}</span>
    </li>`,
    )}
  </ul>`;
}

/** What a player says at the table: the value in words, and the top card on equal values. */
export const announceText = (player: PlayerResult, view: ViewContext): string | null =>
  announcementText(player, view.messages, view.face, view.words);

/** A player's melds, the best marked, and their Stöck (or Belot) as the core counts it. */
export function renderMelds(player: PlayerResult, result: Pick<TableResult, 'stoeckWord'>, view: ViewContext): TemplateResult {
  const ui = view.messages.ui;
  return html`<ul class="melds" role="list">
    ${player.melds.map(
      (meld) => html`<li class=${meld === player.best ? 'meld best' : 'meld'}>
        <span class="meld-name">${meldLabel(meld, view)}</span><span class="points">${meld.points}</span>
      </li>`,
    )}
    ${player.melds.length === 0 ? html`<li class="meld none">${meldWordsOf(view.messages, view.words).noMeld}</li>` : nothing}
    ${player.stoeckPoints > 0 ? html`<li class="meld stoeck"><span class="meld-name">${ui[result.stoeckWord]}</span><span class="points">${player.stoeckPoints}</span></li>` : nothing}
  </ul>`;
}

export function renderSays(player: PlayerResult, view: ViewContext): TemplateResult | typeof nothing {
  const said = announceText(player, view);
  return said ? html`<p class="says">${view.messages.ui.says} <span class="said">${said}</span></p>` : nothing;
}

/** A ladder: two seats, every stage with both values (`said` false where not said yet), the deciding or asked stage. */
export interface LadderModel {
  seats: [number, number];
  stages: readonly (StageResult & { said?: [boolean, boolean] })[];
  decidedBy: Stage | null;
  /** Beside the marked stage instead of "decided by": the question to ask. */
  mark?: string | undefined;
}

/** A contest's ladder model, or null without a comparison. */
export const contestLadder = (contest: ContestResult | null): LadderModel | null =>
  contest?.comparison && contest.seats
    ? { seats: contest.seats, stages: contest.comparison.stages, decidedBy: contest.comparison.decidedBy }
    : null;

/** The comparison ladder: every stage with both values; the deciding one marked, "?" where not said yet. */
export function renderLadder(ladder: LadderModel | null, title: string, view: ViewContext): TemplateResult | typeof nothing {
  if (!ladder) return nothing;
  const { messages } = view;
  const [a, b] = ladder.seats;
  return html`<table class="ladder" part="ladder">
    <caption>${title}</caption>
    <thead><tr><th scope="col"><span class="visually-hidden">${messages.ui.comparison}</span></th>
      <th scope="col">${seat(a, view)}</th><th scope="col">${seat(b, view)}</th></tr></thead>
    <tbody>
      ${ladder.stages.map((rung) => {
        const decisive = rung.stage === ladder.decidedBy;
        // A stage after the deciding one was never reached: its values are shown, but count for nothing.
        const rowClass = decisive ? 'decisive' : !rung.reached ? 'unreached' : rung.applies ? '' : 'inapplicable';
        const better = (side: 'a' | 'b') => (rung.reached && rung.winner === side ? 'better' : '');
        const value = (side: 'a' | 'b') =>
          rung.unknown
            ? messages.ui.notKnown
            : rung.said?.[side === 'a' ? 0 : 1] === false
              ? messages.verdict.unsaid
              : stageValueText(rung.stage, rung[side], messages, view.face, view.pairing, view.names);
        const label = ladder.mark ?? messages.ui.decidedBy;
        return html`<tr class=${rowClass} aria-current=${decisive ? 'true' : 'false'}>
          <th scope="row">${stageLabel(rung, messages)}${decisive ? html` <span class=${ladder.mark ? 'decides asked' : 'decides'}>${label}</span>` : nothing}${rung.reached ? nothing : html` <span class="not-reached">${messages.ui.notReached}</span>`}</th>
          <td class=${better('a')}>${value('a')}</td>
          <td class=${better('b')}>${value('b')}</td>
        </tr>`;
      })}
    </tbody>
  </table>`;
}

/*
 * The verdict as far as it is known, shared by the element (full and quick) and the overlay:
 * each contest's sentence, its ladder with "?" where the table has not said, the questions to
 * ask next, who has not said yet, and the odds of each outcome.
 */

/**
 * Quick mode's headline: what to do next first ("Ask Left: up to which card?"), else who writes
 * ("You & Partner write 50."); with nothing to compare, the hand's own best Weis and what to say.
 * `detail` is the verdict's line where the action is a question.
 */
export function quickHeadline(result: TableResult, view: ViewContext): { action: string; detail: string | null } {
  if (!result.verdict) return { action: quickSummary(result, view), detail: null };
  const seen = { ...view, absent: seatAbsentIn(result.players) };
  const texts = verdictContests(result.verdict).map(({ kind, value }) => {
    const text = contestVerdictText(value, seen);
    return { line: contestLine(kind, text.line, view.messages), ask: text.ask };
  });
  const lines = texts.map((text) => text.line).join(' ');
  const asks = texts.flatMap((text) => (text.ask ? [text.ask] : []));
  return asks.length > 0 ? { action: asks.join(' '), detail: lines } : { action: lines, detail: null };
}

/**
 * The verdict block: sentences (left out with `lines: false`, where quick mode's headline says
 * them), ladders (full only), questions, who has not said, the odds.
 */
export function renderVerdict(
  result: TableResult,
  view: ViewContext,
  odds: Odds | null,
  options: { ladder: boolean; lines?: boolean } = { ladder: true },
): TemplateResult | typeof nothing {
  const verdict = result.verdict;
  if (!verdict) return nothing;
  const { messages } = view;
  const seen = { ...view, absent: seatAbsentIn(result.players) };
  const waiting = verdict.waiting.map((seat) => view.names?.[seat] || `${messages.ui.seat} ${seat + 1}`);
  return html`<div class="verdict-block" part="verdict">
    ${(options.lines === false ? [] : verdictContests(verdict)).map(({ kind, value: contest }) => {
      const text = contestVerdictText(contest, seen);
      const asked = contest.mark?.asked && contest.ask ? askText(contest.ask, contest, view) : undefined;
      const decided = contest.mark?.stage ?? null;
      return html`<p class="verdict ${contest.outcome}" data-outcome=${contest.outcome}>${contestLine(kind, text.line, messages)}</p>
        ${text.ask ? html`<p class="ask">${text.ask}</p>` : nothing}
        ${options.ladder && contest.seats ? renderLadder({ seats: contest.seats, stages: contest.stages, decidedBy: decided, mark: asked }, contestHeading(kind, messages), view) : nothing}`;
    })}
    ${waiting.length > 0 ? html`<p class="waiting">${messages.verdict.waiting(formatsOf(messages.lang).and(waiting))}</p>` : nothing}
    ${odds ? html`<p class="odds chance" part="odds">${verdictChanceText(odds, verdict.you, seen)}</p>` : nothing}
  </div>`;
}

/** Who writes and how much, per team (or per player in Molotow). */
export function renderScores(result: TableResult, view: ViewContext): TemplateResult {
  const ui = view.messages.ui;
  // Rules without Stöck: no "Stöck 0" beside the Weis.
  const stoeck = (points: number) =>
    result.countsStoeck ? html` · ${ui[result.stoeckWord]} <strong>${points}</strong>` : nothing;
  if (result.seats) {
    return html`<dl class="scores" part="scores">${result.seats.map(
      (score, index) =>
        html`<div class="score"><dt>${seat(index, view)}</dt><dd>${ui.handweis} ${score.weis}${result.countsStoeck ? ` · ${ui[result.stoeckWord]} ${score.stoeck}` : ''}</dd></div>`,
    )}</dl>`;
  }
  return html`<dl class="scores" part="scores">${(result.teams ?? []).map(
    (score, index) => html`<div class=${score.weis > 0 ? 'score writes' : 'score'}>
      <dt>${writersOf(index, seatAbsentIn(result.players), view.messages, view.names, view.you).label}</dt>
      <dd>${meldWordsOf(view.messages, result.words).melds} <strong>${score.weis}</strong>${stoeck(score.stoeck)}${score.withheld ? html` <em>(${ui.noTrick})</em>` : nothing}</dd>
    </div>`,
  )}</dl>`;
}

/** Quick mode's sentence: one hand's best Weis and what to say (no contest, no teams). */
export function quickSummary(result: TableResult, view: ViewContext): string {
  const player = result.players[0];
  if (!player?.best) return meldWordsOf(view.messages, result.words).noMeld;
  const said = announceText(player, view);
  return `${meldLabel(player.best, view)}, ${player.best.points}${said ? `: ${view.messages.ui.says} ${said}` : ''}.`;
}

/** Outcome block: sentences, ladders and scores. */
export function renderOutcome(result: TableResult, view: ViewContext, odds: Odds | null = null): TemplateResult {
  const { messages } = view;
  const ui = messages.ui;
  if (result.verdict) {
    // Some seat known only by its words: the verdict as far as it is known; scores only where certain.
    const certain = verdictIsCertain(result.verdict);
    return html`<div class="outcome" part="outcome">${renderVerdict(result, view, odds)}${certain ? renderScores(result, view) : nothing}</div>`;
  }
  if (result.meldsCount === 'trick') return renderTrickMelds(result, view);
  const vocabulary = meldWordsOf(messages, result.words);
  const contests = resultContests(result);
  return html`<div class="outcome" part="outcome">
    ${contests.map(
      ({
        kind,
        value: contest,
      }) => html`<p class="verdict">${contestLine(kind, describeContest(contest, messages, view.names, view.you), messages)}</p>
        ${renderLadder(contestLadder(contest), contestHeading(kind, messages), view)}`,
    )}
    ${
      contests.length === 0 && !result.seats
        ? html`<p class="verdict">${!result.playsWeis ? ui.gameWithoutWeis : result.meldsCount === 'none' ? vocabulary.notPlayed : vocabulary.nobodyWrites}</p>`
        : nothing
    }
    ${renderScores(result, view)}
    ${renderTischweis(result, view)}
  </div>`;
}

/** Molotow's Tischweis of the trick given: its melds and the points charged to whoever takes it. */
export function renderTischweis(result: TableResult, view: ViewContext): TemplateResult | typeof nothing {
  const ui = view.messages.ui;
  return result.tischweis
    ? html`<p class="tischweis">${labelled(ui.tischweis, result.tischweis.melds.map((meld) => meldLabel(meld, view)).join(', ') || '–', view.messages)}
          ${result.tischweis.stoeck ? ` + ${ui[result.stoeckWord]}` : ''} = +${result.tischweis.points}</p>`
    : nothing;
}

/**
 * Where melds count only in a trick (Klaverjas's roem): the trick's roem and what makes it, what is
 * not certain, and where hands were given, that a hand declares nothing.
 */
function renderTrickMelds(result: TableResult, view: ViewContext): TemplateResult {
  const handsGiven = result.players.some((player) => !player.absent && player.cards.length > 0);
  return html`<div class="outcome" part="outcome">
    ${renderRoem(result, view)}
    ${handsGiven || !result.roem ? html`<p class="note">${view.messages.roem.notInHand}</p>` : nothing}
  </div>`;
}

/** The trick given and its roem in words, with what is not certain of it; nothing where no trick was given. */
export function renderRoem(result: TableResult, view: ViewContext): TemplateResult | typeof nothing {
  if (!result.roem) return nothing;
  const roem = roemWords(result.roem, result, view.messages, view.face, view.pairing);
  return html`${renderCards(result.roem.trick, view)}
    <p class="verdict roem"><strong>${roem.total}</strong> (${roem.parts})</p>${roem.notes.map((note) => html`<p class="note">${note}</p>`)}`;
}

/** "«füfzg» gewinnt in 71 % der Fälle · dein Team schreibt in 80 %". */
export function renderOdds(odds: Odds | null, player: PlayerResult, view: ViewContext): TemplateResult | typeof nothing {
  if (!odds || !player.best) return nothing;
  const ui = view.messages.ui;
  const random = odds.randomCards > 0 ? ` (${ui.oddsRandom(odds.randomCards)})` : '';
  return html`<p class="odds" part="odds">${announceText(player, view)} ${ui.odds(odds.player.p)} · ${ui.oddsTeam(odds.team.p)}${random}</p>`;
}

/** The answer; while the input has errors, the last valid one (if any), marked. `figure`: this figure's number where a page has several. */
export function renderAnswer(
  result: TableResult | null,
  lastValid: TableResult | null,
  quick: boolean,
  view: ViewContext,
  odds: Odds | null = null,
  figure: number | null = null,
): TemplateResult {
  const { messages } = view;
  const stale = !result && lastValid !== null;
  const shown = result ?? lastValid;
  const lone = shown?.players[0];
  const summary = result ? (quick ? quickSummary : summaryText)(result, view) : '';
  // Several figures on a page: each result region is named by its number and its own first sentence.
  const title = figure === null ? messages.ui.result : `${messages.ui.result} ${figure}`;
  const label = summary ? labelled(title, summary.split(/(?<=[.!?])\s/)[0] ?? '', messages) : title;
  return html`<section class="result ${stale ? 'stale' : ''}" part="result" aria-label=${label}>
    ${stale ? html`<p class="stale-note">${messages.ui.lastValid}</p>` : nothing}
    ${shown && !quick ? renderOutcome(shown, view, result ? odds : null) : nothing}
    ${stale && shown && lone && quick ? html`${renderMelds(lone, shown, view)}${renderSays(lone, view)}` : nothing}
    <div class="visually-hidden" role="status" aria-live="polite">${summary}</div>
  </section>`;
}
