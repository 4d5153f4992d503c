import { css, html, nothing, type TemplateResult } from 'lit';
import {
  type Answer,
  type AnsweredStage,
  givenAnswers,
  type Meld,
  type Question,
  type Rank,
  type SeatAnnouncement,
  type Stage,
  type StoeckWord,
  type Suit,
} from '../core/index.js';
import { meldName, meldWordsOf, suitName } from '../i18n/card-names.js';
import { formatsOf } from '../i18n/index.js';
import { saidText } from '../i18n/verdict.js';
import type { ViewContext } from './templates.js';

/* The row of what the other seats said: one tap per value, and the answers to the table's questions. */

/** One other seat in the row of what was said. */
export interface SaidSeat {
  seat: number;
  label: string;
  /** What the core read of the seat: null while it has not said. */
  said: SeatAnnouncement | null;
  /** The question the table asks this seat now, and its possible answers. */
  question: Question | null;
  answers: Answer[];
  /** Its words were read from the game page, not tapped by the player: shown so (a tap on the value takes them back). */
  fromPage?: boolean;
  /** The seat is known by cards it shows, not by words: their best Weis (null: none). */
  shows?: Meld | null;
}

export interface SaidRowModel {
  seats: SaidSeat[];
  /** The values a Weis can have here, lowest first. */
  values: number[];
  stoeckWord: StoeckWord;
  /** The stages of the comparison: the answers a seat gave are to their questions. */
  stages: readonly Stage[];
}

export interface SaidHandlers {
  /** The value a seat said (0: nothing, null: not said yet). */
  value: (seat: number, points: number | null) => void;
  answer: (seat: number, stage: string, answer: Answer) => void;
  /** An answer given for a seat, taken back. */
  takeBack: (seat: number, stage: AnsweredStage) => void;
}

/** The answers a seat's one meld holds: each shown as a chip that takes it back. */
const answersOf = (said: SeatAnnouncement | null, stages: readonly Stage[]) => {
  const item = said?.melds?.length === 1 ? said.melds[0] : undefined;
  return item ? givenAnswers(item, stages) : [];
};

const saidPoints = (said: SeatAnnouncement | null): number | null | undefined =>
  !said?.melds ? null : said.melds.length === 0 ? 0 : said.melds.length === 1 ? said.melds[0]?.points : undefined;

/** The row of what the other seats said: one tap per value, and the answers to the table's questions. */
export function renderSaidRow(
  model: SaidRowModel,
  view: ViewContext,
  handlers: SaidHandlers,
  activate: (act: () => void) => (event: Event) => void,
): TemplateResult {
  const { messages } = view;
  const words = messages.verdict;
  const number = formatsOf(messages.lang).number;
  const answerText = (stage: string, answer: Answer) =>
    stage === 'highest'
      ? messages.faces[view.face].ranks[answer as Rank]
      : stage === 'suit'
        ? suitName(messages, view.face, answer as Suit, view.pairing)
        : stage === 'cards'
          ? number(answer as number)
          : answer
            ? messages.ui.yes
            : messages.ui.no;
  return html`<div class="said-row" part="said">
    ${model.seats.map((seat) => {
      const points = saidPoints(seat.said);
      // One tap says a value; a tap on the value said takes it back (not said yet).
      const chip = (value: number, label: string, spoken = '') =>
        html`<button type="button" class="chip" aria-pressed=${points === value ? 'true' : 'false'} title=${spoken || label}
          @click=${activate(() => handlers.value(seat.seat, points === value ? null : value))}>${label}${spoken ? html`<span class="visually-hidden"> ${spoken}</span>` : nothing}</button>`;
      return html`<div class="said-seat" role="group" aria-label=${words.whatSaid(seat.label)} data-seat=${seat.seat}>
        <span class="said-label" title=${seat.label}>${seat.label}</span>
        <span class="chips">${chip(0, number(0), words.nothing)}${model.values.map((value) => chip(value, number(value)))}</span>
        ${seat.said && points === undefined ? html`<span class="said-text">${saidText(seat.said, view, model.stoeckWord)}</span>` : nothing}
        ${
          seat.shows !== undefined
            ? html`<span class="said-text shows">${seat.shows ? `${meldName(seat.shows, messages, view.face, view.pairing)} · ${number(seat.shows.points)}` : meldWordsOf(messages, view.words).noMeld}</span>`
            : nothing
        }
        ${seat.fromPage && (seat.said || seat.shows !== undefined) ? html`<span class="from-page">${words.fromPage}</span>` : nothing}
        ${
          points !== undefined && answersOf(seat.said, model.stages).length > 0
            ? html`<span class="answered">${answersOf(seat.said, model.stages).map(
                ({ stage, answer }) =>
                  html`<button type="button" class="chip answered" aria-pressed="true" title=${`${words.questions[stage]} ${answerText(stage, answer)}`}
                    @click=${activate(() => handlers.takeBack(seat.seat, stage))}><span class="visually-hidden">${words.questions[stage]} </span>${answerText(stage, answer)}<span aria-hidden="true"> ×</span></button>`,
              )}</span>`
            : nothing
        }
        ${
          seat.question && seat.answers.length > 0
            ? html`<span class="answers" role="group" aria-label=${words.questions[seat.question.stage]}>
                <span class="question">${words.questions[seat.question.stage]}</span>
                ${seat.answers.map(
                  (answer) =>
                    html`<button type="button" class="chip answer" @click=${activate(() => handlers.answer(seat.seat, seat.question?.stage ?? '', answer))}>${answerText(seat.question?.stage ?? '', answer)}</button>`,
                )}
              </span>`
            : nothing
        }
      </div>`;
    })}
  </div>`;
}

/** The row of what was said, the verdict's lines: for the element and the overlay alike. */
export const saidStyles = css`
  .said-row {
    display: grid;
    gap: 0.2rem;
    margin: 0.25rem 0;
  }
  .said-seat {
    display: grid;
    grid-template-columns: 3.3rem 1fr;
    align-items: center;
    gap: 0.15rem 0.25rem;
  }
  .said-seat > :not(.said-label) {
    grid-column: 2;
  }
  .from-page {
    font-size: 0.85em;
    font-style: italic;
  }
  /*
   * In the calculator (not the narrow overlay): the seat's name whole ("Partner", "Partenaire")
   * above its values, and every value a target of at least 44 × 44 px, one row of them filling
   * the width.
   */
  :host(jass-weis-calculator) .said-seat {
    grid-template-columns: 1fr;
    gap: 0.1rem;
  }
  :host(jass-weis-calculator) .said-seat > :not(.said-label) {
    grid-column: 1;
  }
  :host(jass-weis-calculator) .said-label {
    width: auto;
    max-width: none;
  }
  /* Wide enough for the name beside a row of eight values (a popup, a tablet): one line a seat. */
  @container (min-width: 28rem) {
    :host(jass-weis-calculator) .said-seat {
      grid-template-columns: 5.5rem minmax(0, 1fr);
      column-gap: 0.25rem;
    }
    :host(jass-weis-calculator) .said-seat > :not(.said-label) {
      grid-column: 2;
    }
    /* A question and its answers take the whole width: its answers in one row. */
    :host(jass-weis-calculator) .said-seat > .answers {
      grid-column: 1 / -1;
    }
    :host(jass-weis-calculator) .said-label {
      white-space: normal;
    }
  }
  :host(jass-weis-calculator) .chips {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(44px, 1fr));
    gap: 0;
  }
  :host(jass-weis-calculator) .chip {
    min-width: 44px;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    font-size: 0.9em;
    padding: 0 0.25rem;
    border-radius: 0;
  }
  :host(jass-weis-calculator) .chips .chip:first-child {
    border-radius: 0.4rem 0 0 0.4rem;
  }
  :host(jass-weis-calculator) .chips .chip:last-child {
    border-radius: 0 0.4rem 0.4rem 0;
  }
  :host(jass-weis-calculator) .answers .chip,
  :host(jass-weis-calculator) .answered .chip {
    border-radius: 0.4rem;
  }
  .answered {
    display: flex;
    flex-wrap: wrap;
    gap: 0.15rem;
  }
  .said-label {
    width: 3.3rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 600;
    font-size: 0.85em;
  }
  .chips,
  .answers {
    display: flex;
    flex-wrap: wrap;
    gap: 0.15rem;
    align-items: center;
  }
  .chip {
    font: inherit;
    font-size: 0.78em;
    min-width: 1.55rem;
    min-height: 1.6rem;
    padding: 0.05rem 0.15rem;
    border: 1px solid var(--_border);
    border-radius: 0.4rem;
    background: var(--_bg);
    color: var(--_fg);
    cursor: pointer;
    font-variant-numeric: tabular-nums;
  }
  .chip[aria-pressed='true'] {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_accent-fg);
  }
  .chip:focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 1px;
  }
  .question,
  .said-text,
  .waiting,
  .ask {
    font-size: 0.85em;
    color: var(--_muted);
  }
  .ask {
    margin: 0 0 0.25rem;
    color: var(--_fg);
  }
  .verdict.conditional {
    font-weight: 500;
  }
  .waiting,
  .chance {
    margin: 0.15rem 0;
  }
`;
