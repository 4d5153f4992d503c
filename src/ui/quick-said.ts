import { html, nothing, type TemplateResult } from 'lit';
import {
  type Answer,
  type AnsweredStage,
  comparisonStages,
  formatAnnouncement,
  type Mode,
  type Odds,
  possibleAnswers,
  possibleValues,
  type Rules,
  type SeatAnnouncement,
  type SeatRead,
  stoeckWordOf,
  type TableResult,
  verdictContests,
  withAnswer,
  withoutAnswer,
} from '../core/index.js';
import { namesFromYou } from '../i18n/seat-names.js';
import { renderSaidRow, type SaidRowModel } from './said-row.js';
import { renderVerdict, type ViewContext } from './templates.js';

/** The seats other than one's own, from one's own: right, partner, left. */
export const OTHER_SEATS = [1, 2, 3] as const;

/** The names of a quick table: you, then right, partner and left. */
export const quickNames = (view: ViewContext): string[] => namesFromYou(view.messages, 0);

/**
 * The row of what the others said, from the core's reading of each seat: the values these
 * rules allow, each seat's question and the answers it can still give.
 */
export function saidRowModel(
  reads: readonly (Pick<SeatRead, 'cards' | 'said'> | null | undefined)[],
  result: TableResult | null,
  rules: Rules,
  mode: Mode,
  labels: readonly string[],
  seats: readonly number[] = OTHER_SEATS,
): SaidRowModel {
  const contests = verdictContests(result?.verdict).map(({ value }) => value);
  const known = new Set(reads.flatMap((read) => (read && !read.said ? read.cards : [])));
  return {
    values: possibleValues(rules, mode),
    stoeckWord: stoeckWordOf(rules),
    stages: comparisonStages(rules),
    seats: seats.map((seat) => {
      const said = reads[seat]?.said ?? null;
      const question = contests.flatMap((contest) => contest.questions).find((q) => q.seats.includes(seat)) ?? null;
      const item = said?.melds?.length === 1 ? said.melds[0] : undefined;
      const answers = question && item ? possibleAnswers(question.stage, item, rules, mode, known) : [];
      // A seat known by the cards it shows (a game page's shown melds): its best Weis, or none.
      const shown = !said && (reads[seat]?.cards.length ?? 0) > 0;
      const shows = shown ? (result?.players[seat]?.best ?? null) : undefined;
      return { seat, label: labels[seat] ?? '', said, question, answers, ...(shows !== undefined ? { shows } : {}) };
    }),
  };
}

/** What a tap on a value or an answer makes of a seat's words, as text the core reads back. */
export const saidAfterValue = (said: SeatAnnouncement | null, points: number | null): string =>
  points === null ? '' : formatAnnouncement({ melds: points === 0 ? [] : [{ points }], stoeck: said?.stoeck ?? false });

/** A seat's words with one answer taken back ("50, up to the King" → "50"). */
export function saidWithoutAnswer(said: SeatAnnouncement | null, stage: AnsweredStage): string {
  const item = said?.melds?.[0];
  if (!said || !item) return '';
  return formatAnnouncement({ ...said, melds: [withoutAnswer(item, stage)] });
}

export function saidAfterAnswer(said: SeatAnnouncement | null, stage: string, answer: Answer): string {
  const item = said?.melds?.[0];
  if (!said || !item) return '';
  return formatAnnouncement({ ...said, melds: [withAnswer(item, stage, answer)] });
}

/** Quick mode below the hand: the row of what the others said, and the verdict in a line or two. */
export function renderQuickSaid(
  model: SaidRowModel,
  result: TableResult | null,
  odds: Odds | null,
  view: ViewContext,
  edit: (seat: number, text: string) => void,
): TemplateResult {
  const bySeat = new Map(model.seats.map((seat) => [seat.seat, seat.said]));
  const handlers = {
    value: (seat: number, points: number | null) => edit(seat, saidAfterValue(bySeat.get(seat) ?? null, points)),
    answer: (seat: number, stage: string, answer: Answer) => edit(seat, saidAfterAnswer(bySeat.get(seat) ?? null, stage, answer)),
    takeBack: (seat: number, stage: AnsweredStage) => edit(seat, saidWithoutAnswer(bySeat.get(seat) ?? null, stage)),
  };
  // The verdict's own lines are the headline above the hand; here what it waits for, and the odds.
  return html`<div role="group" class="quick-said" aria-label=${view.messages.verdict.othersSaid}>
    ${renderSaidRow(model, view, handlers, (act) => () => act())}
    ${result ? renderVerdict(result, view, odds, { ladder: false, lines: false }) : nothing}
  </div>`;
}
