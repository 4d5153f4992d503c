import { css, html, nothing, type TemplateResult } from 'lit';
import type { Mode, Odds, PlayerResult, TableResult } from '../../src/core/index.js';
import { describeContest, modeName } from '../../src/i18n/index.js';
import { baseStyles } from '../jass-weis-calculator/styles.js';
import {
  announceText,
  meldLabel,
  renderCards,
  renderLadder,
  renderOdds,
  type ViewContext,
} from '../jass-weis-calculator/templates.js';

/**
 * The overlay a content script shows next to the player's hand. Templates only: Chrome's
 * content-script world has no custom elements, so these render with Lit's `render()` into a
 * shadow root the content script owns.
 */
export interface OverlayModel {
  view: ViewContext;
  hand: readonly string[];
  trump: Mode | null;
  result: TableResult | null;
  odds: Odds | null;
  collapsed: boolean;
  teaching: 'off' | 'waiting' | 'failed';
}

export interface OverlayHandlers {
  toggle: () => void;
  teach: () => void;
  dragStart: (event: PointerEvent) => void;
}

function renderBest(player: PlayerResult, model: OverlayModel): TemplateResult {
  const { view } = model;
  const ui = view.messages.ui;
  const said = announceText(player, view);
  return html`<div class="best">
    ${
      player.best
        ? html`<p class="best-name"><span>${meldLabel(player.best, view)}</span><strong class="points">${player.best.points}</strong></p>`
        : html`<p class="none">${ui.noMeld}</p>`
    }
    ${
      player.melds.length > 1
        ? html`<p class="more">${player.melds
            .slice(1)
            .map((meld) => `${meldLabel(meld, view)} ${meld.points}`)
            .join(' · ')}</p>`
        : nothing
    }
    ${said ? html`<p class="say">${ui.sayIt}: <span class="said">${said}</span></p>` : nothing}
    ${player.stoeck && model.trump ? html`<p class="stoeck">${ui.stoeck} 20</p>` : nothing}
    ${renderOdds(model.odds, player, view)}
  </div>`;
}

export function overlayTemplate(model: OverlayModel, handlers: OverlayHandlers): TemplateResult {
  const { view, result } = model;
  const ui = view.messages.ui;
  const player = result?.players[0];
  const contested = result?.contest?.comparison ? result.contest : null;
  return html`<section class="overlay ${model.collapsed ? 'collapsed' : ''}" aria-label="jass-weis" lang=${view.lang}>
    <header class="bar" @pointerdown=${handlers.dragStart}>
      <span class="title">Weis</span>
      ${model.trump ? html`<span class="trump">${ui.trump}: ${modeName(model.trump, view.messages, view.face, view.pairing)}</span>` : html`<span class="trump muted">${ui.trumpUnknown}</span>`}
      <button type="button" class="pill toggle" aria-expanded=${model.collapsed ? 'false' : 'true'} @click=${handlers.toggle}
        @pointerdown=${(event: Event) => event.stopPropagation()}>${model.collapsed ? ui.expand : ui.collapse}</button>
    </header>
    ${
      model.collapsed
        ? nothing
        : html`<div class="body">
          ${
            model.hand.length === 0 || model.teaching !== 'off'
              ? html`<p class="none">${model.teaching === 'waiting' ? ui.teachPrompt : model.teaching === 'failed' ? ui.teachFailed : ui.noCards}</p>
                ${model.teaching === 'waiting' ? nothing : html`<button type="button" class="pill primary teach" @click=${handlers.teach}>${ui.teach}</button>`}`
              : html`${renderCards(model.hand as never, view)}${player ? renderBest(player, model) : nothing}
                ${contested ? html`<p class="verdict">${describeContest(contested, view.messages)}</p>${renderLadder(contested, ui.comparison, view)}` : nothing}`
          }
        </div>`
    }
  </section>`;
}

export const overlayStyles = [
  baseStyles,
  css`
    :host {
      background: transparent;
    }
    .overlay {
      position: fixed;
      z-index: 2147483646;
      width: 300px;
      max-width: calc(100vw - 16px);
      background: var(--_bg);
      color: var(--_fg);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      box-shadow: 0 6px 24px rgb(0 0 0 / 0.25);
      font: 14px/1.4 system-ui, sans-serif;
    }
    .bar {
      display: flex;
      align-items: center;
      gap: 0.5rem;
      padding: 0.35rem 0.5rem;
      border-bottom: 1px solid var(--_border);
      cursor: move;
      user-select: none;
      touch-action: none;
    }
    .collapsed .bar {
      border-bottom: 0;
    }
    .title {
      font-weight: 700;
    }
    .trump {
      flex: 1;
      font-size: 0.85em;
    }
    .muted {
      color: var(--_muted);
    }
    .body {
      padding: 0.5rem;
    }
    .body p {
      margin: 0.25rem 0;
    }
    .best-name {
      display: flex;
      justify-content: space-between;
      gap: 0.5rem;
      font-weight: 600;
    }
    .more,
    .none {
      color: var(--_muted);
    }
    .mini-card {
      width: 26px;
    }
    button:focus-visible {
      outline: 3px solid var(--_accent);
      outline-offset: 1px;
    }
  `,
];
