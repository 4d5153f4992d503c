import { css, html, nothing, type TemplateResult } from 'lit';
import {
  type Deck,
  deckRanks,
  formatMeldSpec,
  type Meld,
  type MeldSpec,
  meldToSpec,
  type Rank,
  SUITS,
  type Suit,
} from '../../src/core/index.js';
import { modeName } from '../../src/i18n/card-names.js';
import { meldLabel, type ViewContext } from '../../src/ui/templates.js';

/** The meld being put together in a seat's builder, before it is added. */
export interface MeldDraft {
  kind: MeldSpec['kind'];
  length: number;
  suit: Suit;
  top: Rank;
}

export const NEW_DRAFT: MeldDraft = { kind: 'sequence', length: 3, suit: 'H', top: 'A' };

/** The meld a draft names. */
export const draftSpec = (draft: MeldDraft): MeldSpec =>
  draft.kind === 'four'
    ? { kind: 'four', rank: draft.top }
    : { kind: 'sequence', suit: draft.suit, top: draft.top, length: draft.length };

/** Melds (or specs) as the text the core reads back: "5 hearts to king; 4 aces". */
export const meldsText = (melds: readonly (Meld | MeldSpec)[]): string =>
  melds.map((meld) => formatMeldSpec('cards' in meld ? meldToSpec(meld) : meld)).join('; ');

export interface BuilderHandlers {
  change: (change: Partial<MeldDraft>) => void;
  add: () => void;
  remove: (index: number) => void;
}

/** Melds entered directly: the seat's melds as chips, and selects to add one more. */
export function renderMeldBuilder(
  draft: MeldDraft,
  melds: readonly Meld[],
  deck: Deck,
  view: ViewContext,
  handlers: BuilderHandlers,
): TemplateResult {
  const ui = view.messages.ui;
  const words = view.messages.faces[view.face];
  const value = (event: Event) => (event.target as HTMLSelectElement).value;
  return html`<div class="meld-builder" part="picker">
      <ul class="meld-chips" role="list">
        ${melds.map(
          (meld, index) => html`<li class="chip">${meldLabel(meld, view)}
            <button type="button" class="pill remove" aria-label="${ui.remove}: ${meldLabel(meld, view)}"
              @click=${() => handlers.remove(index)}>×</button></li>`,
        )}
      </ul>
      <div class="builder-row">
        <label><span>${ui.kindSequence} / ${ui.kindFour}</span>
          <select @change=${(event: Event) => handlers.change({ kind: value(event) as MeldDraft['kind'] })}>
            <option value="sequence" ?selected=${draft.kind === 'sequence'}>${ui.kindSequence}</option>
            <option value="four" ?selected=${draft.kind === 'four'}>${ui.kindFour}</option>
          </select></label>
        ${
          draft.kind === 'sequence'
            ? html`<label><span>${ui.length}</span>
                <select @change=${(event: Event) => handlers.change({ length: Number(value(event)) })}>
                  ${[3, 4, 5, 6, 7, 8, 9].map((n) => html`<option value=${n} ?selected=${n === draft.length}>${n}</option>`)}
                </select></label>
              <label><span>${ui.suit}</span>
                <select @change=${(event: Event) => handlers.change({ suit: value(event) as Suit })}>
                  ${SUITS.map((suit) => html`<option value=${suit} ?selected=${suit === draft.suit}>${modeName(suit, view.messages, view.face, view.pairing)}</option>`)}
                </select></label>`
            : nothing
        }
        <label><span>${draft.kind === 'sequence' ? ui.top : ui.rank}</span>
          <select @change=${(event: Event) => handlers.change({ top: value(event) as Rank })}>
            ${deckRanks(deck).map((rank) => html`<option value=${rank} ?selected=${rank === draft.top}>${words.ranks[rank]}</option>`)}
          </select></label>
        <button type="button" class="pill primary add" @click=${handlers.add}>${ui.addMeld}</button>
      </div>
    </div>`;
}

/** The meld builder: the melds as chips, and a row of selects to add one. */
export const builderStyles = css`
  .meld-builder {
    margin-top: 0.4rem;
  }
  .meld-chips {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    margin: 0 0 0.4rem;
    padding: 0;
    list-style: none;
  }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    border: 1px solid var(--_border);
    border-radius: 999px;
    padding: 0.1rem 0.2rem 0.1rem 0.6rem;
  }
  .remove {
    width: 1.6rem;
    height: 1.6rem;
    padding: 0;
    line-height: 1;
  }
  .builder-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: end;
  }
  .builder-row label {
    display: grid;
    gap: 0.1rem;
    font-size: 0.85em;
    color: var(--_muted);
  }
`;
