import { css, html, nothing, type TemplateResult } from 'lit';
import {
  type CardId,
  cardRank,
  cardSuit,
  type Deck,
  deckCards,
  type Rank,
  SUIT_SYMBOLS,
  SUITS,
  type Suit,
} from '../../src/core/index.js';
import { cardName, modeName } from '../../src/i18n/card-names.js';
import { hasDetailedFaces, isRedCard, rankIndexes, rankLabel, suitIcon, symbolOf } from '../../src/ui/card-art.js';
import { renderCards, type ViewContext } from '../../src/ui/templates.js';

/** What one seat's picker shows: its cards, the cards other seats hold, and where the focus is. */
export interface PickerModel {
  /** The player's name as the screen shows it, for the picker's label. */
  player: string;
  deck: Deck;
  mine: ReadonlySet<CardId>;
  /** Cards other seats hold: shown faded, not to be picked. */
  held: ReadonlySet<CardId>;
  /** The card that takes the focus (index into the deck), for one tab stop and arrow keys. */
  focus: number;
  /** On a narrow screen, the suit whose cards are shown. */
  activeSuit: Suit | undefined;
}

export interface PickerHandlers {
  toggle: (card: CardId, held: boolean) => void;
  showSuit: (suit: Suit) => void;
  /** Arrow keys, Home and End: the index the focus moves to. */
  move: (index: number) => void;
}

/** Where an arrow key (or Home, End) moves the focus in a grid of `size` cards, `perRow` a row; undefined for other keys. */
export function pickerMove(key: string, current: number, size: number, perRow: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowRight: current + 1,
    ArrowLeft: current - 1,
    ArrowDown: current + perRow,
    ArrowUp: current - perRow,
    Home: current - (current % perRow),
    End: current - (current % perRow) + perRow - 1,
  };
  const next = moves[key];
  return next === undefined ? undefined : (next + size) % size;
}

/** The suit of the card at `index` in a deck: the suit tab follows the focus. */
export const suitAt = (deck: Deck, index: number): Suit => SUITS[Math.floor(index / (deckCards(deck).length / 4))] ?? 'H';

/** Four rows of cards (one per suit), each a toggle button; one tab stop, arrow keys between cards. */
export function renderPicker(model: PickerModel, view: ViewContext, handlers: PickerHandlers): TemplateResult {
  const { messages } = view;
  const deck = deckCards(model.deck);
  const perRow = deck.length / 4;
  const focus = Math.min(model.focus, deck.length - 1);
  const active = model.activeSuit ?? suitAt(model.deck, focus);
  const suitName = (suit: Suit) => modeName(suit, messages, view.face, view.pairing);
  const key = (event: KeyboardEvent) => {
    const current = Number((event.target as HTMLElement).dataset.index ?? focus);
    const next = pickerMove(event.key, current, deck.length, perRow);
    if (next === undefined) return;
    event.preventDefault();
    handlers.move(next);
  };
  // The detailed faces, once they came, as CSS backgrounds (one class a card, see pickerFaceStyles).
  const art = hasDetailedFaces();
  const indexes = rankIndexes(view.face, messages);
  return html`<div class="picker" part="picker" role="group" aria-label=${messages.ui.cardsLabel(model.player)} @keydown=${key}>
      <div class="suit-tabs" role="tablist">
        ${SUITS.map((suit) => {
          const count = [...model.mine].filter((card) => card[0] === suit).length;
          return html`<button type="button" class="suit-tab" role="tab" aria-selected=${suit === active ? 'true' : 'false'}
            @click=${() => handlers.showSuit(suit)}>${suitIcon(suit, view.face, view.pairing)}<span class="visually-hidden">${suitName(suit)}</span>${count ? html`<span>${count}</span>` : nothing}</button>`;
        })}
      </div>
      ${SUITS.map(
        (suit, row) => html`<div class="picker-row ${suit === active ? 'active' : ''}" role="group" aria-label=${suitName(suit)}>
          ${suitIcon(suit, view.face, view.pairing)}
          ${deck.slice(row * perRow, row * perRow + perRow).map((card, column) => {
            const index = row * perRow + column;
            const held = model.held.has(card);
            const label = `${cardName(card, messages, view.face, view.pairing)}${held ? ` (${messages.ui.cardsHeld})` : ''}`;
            return html`<button type="button" class="pick sym-${symbolOf(suit, view.face, view.pairing)} ${isRedCard(card, view.face) ? 'red' : 'black'}${art ? ` has-art art-${card}` : ''}"
              data-card=${card} data-index=${index}
              tabindex=${index === focus ? 0 : -1} aria-pressed=${model.mine.has(card) ? 'true' : 'false'}
              aria-disabled=${held ? 'true' : 'false'} aria-label=${label} title=${label}
              @click=${() => handlers.toggle(card, held)}><span aria-hidden="true">${indexes[card[1] as Rank]}</span></button>`;
          })}
        </div>`,
      )}
    </div>`;
}

/** A closed picker: the seat's cards and a button that opens its picker. */
export function renderClosedPicker(cards: readonly CardId[], view: ViewContext, open: () => void): TemplateResult {
  return html`<div class="closed-picker">
      ${cards.length > 0 ? renderCards(cards, view) : nothing}
      ${renderPickerToggle(false, view, open)}
    </div>`;
}

/** The button that opens a seat's picker (compact quick mode: beside the hand's field, and closes it too). */
export function renderPickerToggle(shown: boolean, view: ViewContext, toggle: () => void): TemplateResult {
  return html`<button type="button" class="pill open-picker picker-toggle" aria-expanded=${shown ? 'true' : 'false'} @click=${toggle}>${view.messages.ui.pickCards}</button>`;
}

/**
 * Picked cards as the player writes them: German-Swiss names ("Schilten 6, Schilten 7"),
 * French cards as rank and suit symbol ("6♠, 7♠"). The reader reads both, and canonical ids.
 */
export function writtenCards(cards: readonly CardId[], view: ViewContext): string {
  if (view.face === 'german-swiss') {
    // The suit said once for its ranks, as players say it and the reader reads it back: "Rosen 9 Banner Under Ober".
    const ranks = view.messages.faces[view.face].ranks;
    return [...new Set(cards.map(cardSuit))]
      .map(
        (suit) =>
          `${modeName(suit, view.messages, view.face, view.pairing)} ${cards
            .filter((card) => cardSuit(card) === suit)
            .map((card) => ranks[cardRank(card)])
            .join(' ')}`,
      )
      .join(', ');
  }
  return cards.map((card) => `${rankLabel(card, 'french')}${SUIT_SYMBOLS[cardSuit(card)]}`).join(', ');
}

export const pickerStyles = css`
  .picker {
    display: grid;
    gap: 3px;
    margin-top: 0.4rem;
  }
  .picker-row {
    display: grid;
    grid-template-columns: 1.1em repeat(9, minmax(0, 1fr));
    gap: 3px;
    align-items: center;
  }
  .pick {
    position: relative;
    aspect-ratio: 60 / 84;
    max-width: 44px;
    width: 100%;
    padding: 0;
    border: 1px solid var(--_card-edge);
    border-radius: 5px;
    background: var(--jass-symbol) no-repeat right 10% bottom 8% / 62% auto, var(--_card-bg);
    cursor: pointer;
    font: 700 clamp(0.6rem, 3.2cqi, 0.95rem) / 1 inherit;
    text-align: start;
  }
  /* Suit tabs: on a narrow screen one suit at a time, its cards large enough for a thumb. */
  .suit-tabs {
    display: none;
  }
  @container (max-width: 479px) {
    .suit-tabs {
      display: grid;
      grid-template-columns: repeat(4, 1fr);
      gap: 4px;
    }
    .suit-tab {
      min-height: 44px;
      display: flex;
      align-items: center;
      justify-content: center;
      gap: 0.3rem;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      background: var(--_bg);
      color: var(--_fg);
      font: inherit;
      cursor: pointer;
    }
    .suit-tab[aria-selected='true'] {
      border-color: var(--_accent);
      box-shadow: inset 0 -3px 0 var(--_accent);
    }
    .picker-row {
      display: none;
    }
    .picker-row.active {
      display: grid;
      grid-template-columns: repeat(5, minmax(44px, 1fr));
      gap: 6px;
    }
    .picker-row.active > svg {
      display: none;
    }
    .picker-row.active .pick {
      max-width: none;
      min-height: 56px;
      font-size: 1.05rem;
    }
  }
  .pick span {
    position: absolute;
    top: 8%;
    left: 10%;
    font-family: var(--jass-card-font, 'Liberation Sans', 'Helvetica Neue', Arial, Helvetica, sans-serif);
  }
  /* A detailed face (its rules come with the faces' file): its corner index drawn in it, the button's own steps aside. */
  .pick.red {
    color: #b3261e;
  }
  .pick.black {
    color: #1c1c1c;
  }
  .pick[aria-pressed='true'] {
    outline: 3px solid var(--_accent);
    outline-offset: -1px;
    box-shadow: 0 0 0 2px var(--_bg);
  }
  /* Held by another player: faded and struck through; free cards are plain cards. */
  .pick[aria-disabled='true'] {
    opacity: 0.35;
    cursor: not-allowed;
    background-image: linear-gradient(to top right, transparent 47%, #8a939c 48% 52%, transparent 53%);
  }
  .pick:hover:not([aria-disabled='true']) {
    border-color: var(--_accent);
  }
  .closed-picker {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
    margin-top: 0.4rem;
  }
`;
