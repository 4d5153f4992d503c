import { html, nothing, type TemplateResult } from 'lit';
import { capErrors, cutToken, type PlayerResult, type SeatRead, type TableResult } from '../../src/core/index.js';
import { errorText, suggestionText, type ViewError } from '../../src/i18n/sentences.js';
import { saidText } from '../../src/i18n/verdict.js';
import { renderCards, renderMelds, renderSays, type ViewContext } from '../../src/ui/templates.js';

/** What one seat shows. */
export interface SeatModel {
  seat: number;
  /** The player as the screen names them: the title, and every label of the seat. */
  title: string;
  text: string;
  read: SeatRead | null;
  errors: readonly ViewError[];
  player: PlayerResult | undefined;
  result: TableResult | null;
  forehand: boolean;
  winner: boolean;
  /** Quick mode's own hand: with no cards yet, the headline says what to do ("Pick cards"), not "not said yet". */
  own?: boolean;
  /** Compact quick mode: the seat's title for a screen reader only. */
  compact?: boolean;
  readonly: boolean;
  /** The input below the text field: the card picker or the meld builder. */
  entry: TemplateResult | typeof nothing;
  odds: TemplateResult | typeof nothing;
}

export interface SeatHandlers {
  edit: (text: string) => void;
  /** Focus came into the seat (not on its "pick cards" button, which opens the picker itself). */
  focus: () => void;
}

/**
 * A seat's errors: each sentence in the reader's language, what a word not understood may have
 * meant, and the words around the mark, quoted no longer than a token.
 */
export function renderErrors(
  seat: number,
  model: Pick<SeatModel, 'text' | 'errors' | 'title'>,
  view: ViewContext,
): TemplateResult {
  const { messages } = view;
  const { text } = model;
  return html`<ul class="errors" part="errors" id="seat-${seat}-errors" aria-label=${messages.ui.errorsIn(model.title)}>
    ${model.errors.map((error) => {
      const at = error.offset ?? -1;
      const length = error.length ?? error.token?.length ?? 0;
      const shown =
        at >= 0 && length > 0 && at + length <= text.length && error.code !== 'too-large'
          ? html`<code>${text.slice(Math.max(0, at - 12), at)}<mark>${cutToken(text.slice(at, at + length))}</mark>${text.slice(at + length, at + length + 12)}</code>`
          : nothing;
      const meant = suggestionText(error.suggestions, messages);
      return html`<li>${errorText(error, messages)} ${shown}${meant ? html` <span class="meant">${meant}</span>` : nothing}</li>`;
    })}
  </ul>`;
}

/** One seat: its title, its text field (or its cards in a figure), errors, entry, melds and what it says. */
export function renderSeat(model: SeatModel, view: ViewContext, handlers: SeatHandlers): TemplateResult {
  const { messages } = view;
  const ui = messages.ui;
  const { seat, player, read } = model;
  const melds = read?.reading === 'melds';
  const said = read?.reading === 'announcement' && read.said && read.errors.length === 0 ? read.said : null;
  // A group, not a landmark: with several figures on a page, "Player 1" would be a landmark many times over.
  return html`<div role="group" class="seat ${model.winner ? 'winner' : ''}" part="seat" aria-labelledby="seat-${seat}-title"
      @focusin=${(event: FocusEvent) => {
        if (!(event.target as Element).classList.contains('open-picker')) handlers.focus();
      }}>
    <div class="seat-head ${model.compact ? 'visually-hidden' : ''}">
      <strong id="seat-${seat}-title">${model.title}</strong>
      ${model.forehand ? html`<span class="badge">${messages.fields.forehand}</span>` : nothing}
      ${melds && model.text ? html`<span class="reading">${ui.readAsMelds}</span>` : nothing}
      ${said ? html`<span class="reading">${messages.verdict.readAsSaid}</span>` : nothing}
    </div>
    ${
      model.readonly
        ? html`${renderCards(melds ? (player?.cards ?? []) : (read?.cards ?? []), view)}${renderErrors(seat, model, view)}`
        : html`<label class="text-field">
            <span class="visually-hidden">${ui.textLabel(model.title)}</span>
            <input type="text" part="input" spellcheck="false" autocomplete="off" .value=${model.text}
              placeholder=${ui.enterHand} aria-invalid=${model.errors.length > 0 ? 'true' : 'false'}
              aria-describedby="seat-${seat}-errors"
              @input=${(event: Event) => handlers.edit((event.target as HTMLInputElement).value)} />
          </label>
          ${renderErrors(seat, model, view)}
          ${model.entry}`
    }
    ${
      said
        ? html`<p class="says">${messages.verdict.said} <span class="said">${saidText(said, view, model.result?.stoeckWord ?? 'stoeck')}</span></p>`
        : player?.unheard && !model.own
          ? html`<p class="says unheard">${messages.verdict.clear}</p>`
          : player && model.result && (model.text || model.readonly)
            ? html`${renderMelds(player, model.result, view)}${renderSays(player, view)}`
            : nothing
    }
    ${model.odds}
  </div>`;
}

/**
 * The errors a reader sees: notices and table-wide errors first, then each seat's, at most
 * `LIMITS.errors` in all (no input can fill the page); the rest are counted.
 */
export function shownErrors(
  errors: readonly ViewError[],
  more: number,
): { general: ViewError[]; bySeat: ViewError[][]; more: number } {
  const ordered = [...errors.filter((error) => error.seat === undefined), ...errors.filter((error) => error.seat !== undefined)];
  const listed = capErrors(ordered);
  return {
    general: listed.errors.filter((error) => error.seat === undefined),
    bySeat: [0, 1, 2, 3].map((seat) => listed.errors.filter((error) => error.seat === seat)),
    more: more + listed.more,
  };
}
