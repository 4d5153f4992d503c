import { html, nothing, type SVGTemplateResult, svg, type TemplateResult } from 'lit';
import type { EveningStats } from '../../src/core/index.js';
import type { BoardWords } from '../../src/i18n/app/board-types.js';
import { formatsOf } from '../../src/i18n/index.js';
import type { ViewContext } from '../../src/ui/templates.js';

/*
 * The evening as pictures a table would rather look at than read: a bar a player for the games
 * won, the points written, the Weis the app settled for and against them; and, for the game
 * under way, how far each side still has to go. Every picture is an image with its numbers in
 * its accessible name; the numbers come from the core (`eveningStats`, `stillNeeded`).
 */

const WIDTH = 320;
const ROW = 28;
const LABEL = 96;

/** One bar a row, scaled to the largest; the value written at its end; below the caption, what reads it (the fewest win). */
function bars(
  rows: readonly { label: string; value: number; text: string }[],
  name: string,
  kind: string,
  note: { game?: string; text?: string } = {},
): TemplateResult {
  const most = Math.max(1, ...rows.map((row) => Math.abs(row.value)));
  const room = WIDTH - LABEL - 56;
  const height = rows.length * ROW + 4;
  return html`<figure class="stats-picture" data-picture=${kind} data-game=${note.game ?? nothing}>
    <figcaption>${name}${note.text ? html`<small>${note.text}</small>` : nothing}</figcaption>
    <svg viewBox=${`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-label=${`${name}: ${rows.map((row) => `${row.label} ${row.text}`).join(', ')}`}>
      ${rows.map((row, index): SVGTemplateResult => {
        const y = index * ROW + 4;
        const length = Math.max(row.value > 0 ? 2 : 0, (Math.abs(row.value) / most) * room);
        return svg`<text x=${LABEL - 6} y=${y + 17} text-anchor="end" class="stats-label">${row.label}</text>
          <rect x=${LABEL} y=${y + 3} width=${length} height=${ROW - 8} rx="4" class=${row.value < 0 ? 'stats-bar minus' : 'stats-bar'}></rect>
          <text x=${LABEL + length + 6} y=${y + 17} class="stats-value">${row.text}</text>`;
      })}
    </svg>
  </figure>`;
}

/** For and against, a player a row: the Weis won to the right of the line, those lost to its left. */
function forAgainst(stats: EveningStats, words: BoardWords, number: (value: number) => string): TemplateResult {
  const rows = stats.players.filter((player) => player.weisWon + player.weisLost > 0);
  if (rows.length === 0) return html``;
  const most = Math.max(1, ...rows.map((player) => Math.max(player.weisWon, player.weisLost)));
  const middle = LABEL + (WIDTH - LABEL) / 2;
  const half = (WIDTH - LABEL) / 2 - 24;
  const height = rows.length * ROW + 4;
  const label = rows.map((player) => `${player.name} ${words.forAgainst(number(player.weisWon), number(player.weisLost))}`);
  return html`<figure class="stats-picture" data-picture="weis">
    <figcaption>${words.weisSettled}</figcaption>
    <svg viewBox=${`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-label=${`${words.weisSettled}: ${label.join(', ')}`}>
      <line x1=${middle} x2=${middle} y1="0" y2=${height} class="stats-axis"></line>
      ${rows.map((player, index): SVGTemplateResult => {
        const y = index * ROW + 4;
        const won = (player.weisWon / most) * half;
        const lost = (player.weisLost / most) * half;
        return svg`<text x=${LABEL - 6} y=${y + 17} text-anchor="end" class="stats-label">${player.name}</text>
          <rect x=${middle - lost} y=${y + 3} width=${lost} height=${ROW - 8} rx="4" class="stats-bar minus"></rect>
          <rect x=${middle} y=${y + 3} width=${won} height=${ROW - 8} rx="4" class="stats-bar"></rect>
          <text x=${middle - lost - 4} y=${y + 17} text-anchor="end" class="stats-value">${player.weisLost ? number(player.weisLost) : ''}</text>
          <text x=${middle + won + 4} y=${y + 17} class="stats-value">${player.weisWon ? number(player.weisWon) : ''}</text>`;
      })}
    </svg>
  </figure>`;
}

export interface StatsContext {
  stats: EveningStats;
  /** The sides of the game under way and what each still needs to its target, where it has one. */
  needed: readonly { name: string; points: number }[] | null;
  groups: readonly string[];
  group: string;
  words: BoardWords;
  view: ViewContext;
  pickGroup: (group: string) => void;
  back: () => void;
}

/** The statistics screen: a group chosen (or all games), then its pictures. */
export function renderStats(context: StatsContext): TemplateResult {
  const { stats, words, view, needed } = context;
  const number = formatsOf(view.lang).number;
  const back = html`<button type="button" data-action="back" @click=${context.back}>${words.backToBoard}</button>`;
  return html`<section class="stats" aria-label=${words.statistics}>
    <div class="screen-head"><h2>${words.statistics}</h2>${back}</div>
    <label>${words.group}
      <select name="stats-group" @change=${(event: Event) => context.pickGroup((event.target as HTMLSelectElement).value)}>
        <option value="" ?selected=${context.group === ''}>${words.allGroups}</option>
        ${context.groups.map((group) => html`<option value=${group} ?selected=${context.group === group}>${group}</option>`)}
      </select>
    </label>
    <p class="note">${words.statsOf(stats.games, number(stats.games))}</p>
    ${
      needed
        ? bars(
            needed.map((side) => ({ label: side.name, value: side.points, text: number(side.points) })),
            words.stillNeeds,
            'needed',
          )
        : nothing
    }
    ${
      stats.players.length > 0
        ? html`${bars(
            stats.players.map((player) => ({
              label: player.name,
              value: player.won,
              text: words.wonOf(number(player.won), number(player.played)),
            })),
            words.gamesWon,
            'won',
          )}
          ${stats.points.map((chart) =>
            bars(
              chart.players.map((player) => ({ label: player.name, value: player.points, text: number(player.points) })),
              `${words.pointsWritten}: ${words.gameKinds[chart.kind]}`,
              'points',
              { game: chart.kind, ...(chart.lowWins ? { text: words.fewestWin } : {}) },
            ),
          )}
          ${forAgainst(stats, words, number)}`
        : nothing
    }
    <div class="actions">${back}</div>
  </section>`;
}
