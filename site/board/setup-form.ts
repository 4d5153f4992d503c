import { html, nothing, type TemplateResult } from 'lit';
import {
  BOARD_PARTS,
  BOARD_PRESETS,
  BOARD_TARGETS,
  type BoardGame,
  type BoardPart,
  type BoardRuleFact,
  type BoardRules,
  type BoardSeat,
  boardRuleFacts,
  boardTrumps,
  CLASSIC_BOARD_FACTORS,
  COIFFEUR_LIMITS,
  type CoiffeurGame,
  EVENING_GAMES,
  type EveningGame,
  gameKind,
  isCoiffeur,
  isListGame,
  LIST_PLAYERS,
  type ListGame,
} from '../../src/core/index.js';
import type { BoardWords } from '../../src/i18n/app/board-types.js';
import { modeName } from '../../src/i18n/card-names.js';
import type { ViewContext } from '../../src/ui/templates.js';
import type { BoardGroup } from './board-store.js';
import { blankOfKind } from './game-kinds.js';
import { HOUSE_RULES, type HouseRule, isOn, presetPlays, withRule } from './house-rules.js';

/** A new game as the table sets it up: its group, which game, names, and that game's rules. */
export interface SetupDraft {
  group: string;
  game: EveningGame;
}

export interface SetupContext {
  words: BoardWords;
  view: ViewContext;
  groups: readonly BoardGroup[];
  change: (draft: SetupDraft) => void;
  start: () => void;
  cancel: (() => void) | null;
}

const ORDERS: readonly (readonly BoardPart[])[] = [BOARD_PARTS, ['weis', 'stoeck', 'tricks'], ['tricks', 'stoeck', 'weis']];

/** The rules to a target in points: the number of rounds left out. */
const withoutRounds = ({ rounds: _rounds, ...rules }: BoardRules): BoardRules => rules;
/** The halfway prize on, or left out. */
const withFlag = ({ halfway: _halfway, ...rules }: BoardRules, on: boolean): BoardRules =>
  on ? { ...rules, halfway: true } : rules;

const value = (event: Event) => (event.target as HTMLInputElement | HTMLSelectElement).value;

/** The setup of a new game: its group and which game, then that game's names and rules. */
export function renderSetup(draft: SetupDraft, context: SetupContext): TemplateResult {
  const { words } = context;
  const { game } = draft;
  const kind = gameKind(game);
  return html`<form class="setup" @submit=${(event: Event) => {
    event.preventDefault();
    context.start();
  }}>
    <h2>${words.newGame}</h2>
    <label class="wide">${words.group}
      <input name="group" list="groups" autocomplete="off" maxlength="40" .value=${draft.group} @input=${(event: Event) => {
        const group = context.groups.find((kept) => kept.name === value(event));
        context.change({ group: value(event), game: group ? ({ ...game, ...group.game } as EveningGame) : game });
      }} />
      <datalist id="groups">${context.groups.map((group) => html`<option value=${group.name}></option>`)}</datalist>
    </label>
    <fieldset>
      <legend>${words.gameKind}</legend>
      <div class="choices">
        ${EVENING_GAMES.map(
          (other) =>
            html`<button type="button" class="choice" data-game=${other} aria-pressed=${kind === other ? 'true' : 'false'}
              @click=${() => context.change({ ...draft, game: blankOfKind(other, game) })}>${words.gameKinds[other]}</button>`,
        )}
      </div>
    </fieldset>
    ${
      isListGame(game)
        ? renderListSetup({ ...draft, game }, context)
        : isCoiffeur(game)
          ? renderCoiffeurSetup({ ...draft, game }, context)
          : renderSchieberSetup({ ...draft, game: game as BoardGame }, context)
    }
    <div class="actions">
      <button type="submit" class="primary">${words.start}</button>
      ${context.cancel ? html`<button type="button" @click=${context.cancel}>${words.cancel}</button>` : nothing}
    </div>
  </form>`;
}

/** The teams and the four players in the order they sit, and who deals first (Schieber, Coiffeur). */
function renderTeams(
  game: BoardGame | CoiffeurGame,
  setGame: (patch: Partial<BoardGame | CoiffeurGame>) => void,
  words: BoardWords,
): TemplateResult {
  const names = (list: readonly string[], index: number, text: string) => list.map((name, at) => (at === index ? text : name));
  const playerName = (seat: number) => game.players[seat] || words.player(seat + 1);
  return html`<fieldset>
      <legend>${words.teams}</legend>
      ${([0, 1] as const).map(
        (team) => html`<label>${words.team(team + 1)}<input name=${`team-${team}`} maxlength="40" .value=${game.teams[team]}
          @input=${(event: Event) => setGame({ teams: names(game.teams, team, value(event)) as [string, string] })} /></label>`,
      )}
    </fieldset>
    <fieldset>
      <legend>${words.players}</legend>
      ${[0, 1, 2, 3].map(
        (
          seat,
        ) => html`<label>${words.player(seat + 1)} · ${game.teams[seat % 2]?.trim() || words.team((seat % 2) + 1)}<input name=${`player-${seat}`} maxlength="40" .value=${game.players[seat] ?? ''}
          @input=${(event: Event) => setGame({ players: names(game.players, seat, value(event)) as [string, string, string, string] })} /></label>`,
      )}
      <label>${words.firstDealer}
        <select name="first-dealer" @change=${(event: Event) => setGame({ firstDealer: Number(value(event)) as BoardSeat })}>
          ${[0, 1, 2, 3].map((seat) => html`<option value=${seat} ?selected=${game.firstDealer === seat}>${playerName(seat)}</option>`)}
        </select>
      </label>
    </fieldset>`;
}

/** The preset and the house rules the core reads, with the rules as set one fact a line. */
function renderWeisRules(
  rules: Pick<BoardRules, 'preset' | 'options'>,
  setRules: (rules: Pick<BoardRules, 'preset' | 'options'>) => void,
  context: SetupContext,
): TemplateResult {
  const { words, view } = context;
  return html`<fieldset>
      <legend>${words.rules}</legend>
      <label>${words.rules}
        <select name="preset" @change=${(event: Event) => setRules({ preset: value(event) as BoardGame['rules']['preset'], options: {} })}>
          ${BOARD_PRESETS.map(
            (preset) =>
              html`<option value=${preset} ?selected=${rules.preset === preset}>${view.messages.presetNames[preset]}</option>`,
          )}
        </select>
      </label>
      ${HOUSE_RULES.map((rule) => houseRule(rule, rules, setRules, words))}
      <ul class="rules-summary note" aria-live="polite">${rulesFacts(rules, words, view).map((fact) => html`<li>${fact}</li>`)}</ul>
    </fieldset>`;
}

function renderSchieberSetup(draft: SetupDraft & { game: BoardGame }, context: SetupContext): TemplateResult {
  const { words, view } = context;
  const { game } = draft;
  const rules = game.rules;
  const setGame = (patch: Partial<BoardGame>) => context.change({ ...draft, game: { ...game, ...patch } });
  const setRules = (patch: Partial<BoardGame['rules']>) => setGame({ rules: { ...rules, ...patch } });
  const perTrump = Object.keys(rules.factors).length > 0;
  const byRounds = rules.rounds !== undefined;
  const ownTarget = !(BOARD_TARGETS as readonly number[]).includes(rules.target);
  return html`${renderTeams(game, (patch) => setGame(patch as Partial<BoardGame>), words)}
    <fieldset>
      <legend>${words.target}</legend>
      <div class="choices">
        <button type="button" class="choice" data-goal="points" aria-pressed=${byRounds ? 'false' : 'true'} @click=${() => setGame({ rules: withoutRounds(rules) })}>${words.targetPoints}</button>
        <button type="button" class="choice" data-goal="rounds" aria-pressed=${byRounds ? 'true' : 'false'} @click=${() => setRules({ rounds: rules.rounds ?? 8 })}>${words.targetRounds}</button>
      </div>
      ${
        byRounds
          ? html`<label>${words.roundsCount}<input name="rounds" inputmode="numeric" pattern="[0-9]*" .value=${String(rules.rounds)}
              @change=${(event: Event) => {
                const rounds = Number(value(event));
                if (Number.isInteger(rounds) && rounds >= 1 && rounds <= 500) setRules({ rounds });
              }} /></label>`
          : html`<div class="choices">
        ${BOARD_TARGETS.map(
          (target) =>
            html`<button type="button" class="choice" data-target=${target} aria-pressed=${rules.target === target ? 'true' : 'false'} @click=${() => setRules({ target })}>${target}</button>`,
        )}
      </div>
      <label>${words.targetOwn}<input name="target" inputmode="numeric" pattern="[0-9]*" .value=${ownTarget ? String(rules.target) : ''}
        @change=${(event: Event) => {
          const target = Number(value(event));
          if (Number.isInteger(target) && target >= 1 && target <= 100_000) setRules({ target });
        }} /></label>`
      }
      <label class="check"><input type="checkbox" name="halfway" .checked=${rules.halfway === true}
        @change=${(event: Event) => setGame({ rules: withFlag(rules, (event.target as HTMLInputElement).checked) })} />${words.halfway}</label>
    </fieldset>
    <fieldset>
      <legend>${words.factor}</legend>
      <div class="choices">
        <button type="button" class="choice" data-factors="all" aria-pressed=${perTrump ? 'false' : 'true'} @click=${() => setRules({ factors: {} })}>${words.factorsAll}</button>
        <button type="button" class="choice" data-factors="per-trump" aria-pressed=${perTrump ? 'true' : 'false'} @click=${() => setRules({ factors: CLASSIC_BOARD_FACTORS })}>${words.factorsPerTrump}</button>
      </div>
      ${
        perTrump
          ? html`<div class="factors">${boardTrumps(rules).map(
              (trump) => html`<label>${modeName(trump, view.messages, view.face, view.pairing)}
                <select name=${`factor-${trump}`} @change=${(event: Event) => setRules({ factors: { ...rules.factors, [trump]: Number(value(event)) } })}>
                  ${[1, 2, 3, 4, 5, 6, 7].map((factor) => html`<option value=${factor} ?selected=${(rules.factors[trump] ?? 1) === factor}>×${factor}</option>`)}
                </select></label>`,
            )}</div>`
          : nothing
      }
      <label>${words.matchBonus}<input name="match-bonus" inputmode="numeric" pattern="[0-9]*" .value=${String(rules.matchBonus)}
        @change=${(event: Event) => {
          const bonus = Number(value(event));
          if (Number.isInteger(bonus) && bonus >= 0 && bonus <= 1000) setRules({ matchBonus: bonus });
        }} /></label>
      <label>${words.counterMatch}<input name="counter-match" inputmode="numeric" pattern="[0-9]*" .value=${String(rules.counterMatch ?? 0)}
        @change=${(event: Event) => {
          const penalty = Number(value(event));
          if (Number.isInteger(penalty) && penalty >= 0 && penalty <= 1000) setRules({ counterMatch: penalty });
        }} /></label>
      <label>${words.order}
        <select name="order" @change=${(event: Event) => setRules({ order: ORDERS[Number(value(event))] ?? BOARD_PARTS })}>
          ${ORDERS.map((order, index) => html`<option value=${index} ?selected=${order.join() === rules.order.join()}>${order.map((part) => words.parts[part]).join(' → ')}</option>`)}
        </select>
      </label>
    </fieldset>
    ${renderWeisRules(rules, (weis) => setRules(weis), context)}`;
}

/** The Weis rules as set, one fact a line, as the core reads them (`boardRuleFacts`), in the group's words. */
export const rulesFacts = (rules: Pick<BoardRules, 'preset' | 'options'>, words: BoardWords, view: ViewContext): string[] =>
  boardRuleFacts(rules).map((fact) => factText(fact, words, view));

function factText(fact: BoardRuleFact, words: BoardWords, view: ViewContext): string {
  switch (fact.kind) {
    case 'writes-all':
      return `${words.writes}: ${words.writesAll}.`;
    case 'writes-best':
      return `${words.writes}: ${words.writesBest}.`;
    case 'needs-trick':
      return words.ruleNeedsTrick;
    case 'card-twice':
      return words.ruleCardTwice;
    case 'card-once':
      return words.ruleCardOnce;
    case 'low-fours':
      return words.ruleLowFours;
    case 'runs-from-ten':
      return words.ruleRunsFromTen;
    case 'lowest-wins':
      return words.ruleLowestWins;
    case 'no-stoeck':
      return `${words.noStoeck}.`;
    case 'ties':
      return words.ruleTies(fact.stages.map((stage) => view.messages.stages[stage]).join(' → '));
  }
}

function houseRule(
  rule: HouseRule,
  rules: Pick<BoardRules, 'preset' | 'options'>,
  setRules: (rules: Pick<BoardRules, 'preset' | 'options'>) => void,
  words: BoardWords,
): TemplateResult {
  const plays = presetPlays(rule, rules);
  return html`<label class="check"><input type="checkbox" name=${rule.name} .checked=${plays || isOn(rule, rules)} ?disabled=${plays}
    @change=${(event: Event) => setRules(withRule(rule, rules, (event.target as HTMLInputElement).checked))} />
    ${rule.label(words)}</label>`;
}

const whole = (event: Event, min: number, max: number): number | null => {
  const number = Number(value(event));
  return Number.isInteger(number) && number >= min && number <= max ? number : null;
};

/** Coiffeur: the teams, its rows (trump and factor each), what a Match writes, a counter-Match's penalty, the Weis rules. */
function renderCoiffeurSetup(draft: SetupDraft & { game: CoiffeurGame }, context: SetupContext): TemplateResult {
  const { words, view } = context;
  const { game } = draft;
  const rules = game.rules;
  const setGame = (patch: Partial<CoiffeurGame>) => context.change({ ...draft, game: { ...game, ...patch } });
  const setRules = (patch: Partial<CoiffeurGame['rules']>) => setGame({ rules: { ...rules, ...patch } });
  const trumps = boardTrumps(rules.weis);
  const setRow = (row: number, patch: Partial<CoiffeurGame['rules']['rows'][number]>) =>
    setRules({ rows: rules.rows.map((old, at) => (at === row ? { ...old, ...patch } : old)) });
  return html`${renderTeams(game, (patch) => setGame(patch as Partial<CoiffeurGame>), words)}
    <fieldset>
      <legend>${words.rowsCount}</legend>
      <label>${words.rowsCount}
        <select name="rows" @change=${(event: Event) => {
          const count = Number(value(event));
          setRules({
            rows: Array.from({ length: count }, (_, row) => rules.rows[row] ?? { trump: null, factor: row + 1 }),
          });
        }}>
          ${Array.from({ length: COIFFEUR_LIMITS.rows }, (_, index) => index + 1).map(
            (count) => html`<option value=${count} ?selected=${rules.rows.length === count}>${count}</option>`,
          )}
        </select>
      </label>
      <div class="factors">${rules.rows.map(
        (row, index) => html`<label>${words.row} ${index + 1}
          <select name=${`row-trump-${index}`} @change=${(event: Event) => setRow(index, { trump: value(event) === '' ? null : (value(event) as (typeof trumps)[number]) })}>
            <option value="" ?selected=${row.trump === null}>${words.freeChoice}</option>
            ${trumps.map((trump) => html`<option value=${trump} ?selected=${row.trump === trump}>${modeName(trump, view.messages, view.face, view.pairing)}</option>`)}
          </select>
          <select name=${`row-factor-${index}`} @change=${(event: Event) => setRow(index, { factor: Number(value(event)) })}>
            ${Array.from({ length: COIFFEUR_LIMITS.factor }, (_, at) => at + 1).map(
              (factor) => html`<option value=${factor} ?selected=${row.factor === factor}>×${factor}</option>`,
            )}
          </select></label>`,
      )}</div>
      <label>${words.matchPoints}<input name="match-points" inputmode="numeric" pattern="[0-9]*" .value=${String(rules.match)}
        @change=${(event: Event) => {
          const match = whole(event, 0, COIFFEUR_LIMITS.match);
          if (match !== null) setRules({ match });
        }} /></label>
      <label>${words.counterMatch}<input name="counter-match" inputmode="numeric" pattern="[0-9]*" .value=${String(rules.counterMatch)}
        @change=${(event: Event) => {
          const counterMatch = whole(event, 0, COIFFEUR_LIMITS.counterMatch);
          if (counterMatch !== null) setRules({ counterMatch });
        }} /></label>
    </fieldset>
    ${renderWeisRules(rules.weis, (weis) => setRules({ weis }), context)}`;
}

/** The games everyone plays alone: how many play, their names, who deals first, when the game ends. */
function renderListSetup(draft: SetupDraft & { game: ListGame }, context: SetupContext): TemplateResult {
  const { words } = context;
  const { game } = draft;
  const setGame = (patch: Partial<ListGame>) => context.change({ ...draft, game: { ...game, ...patch } });
  const goal = game.rules.goal;
  const setGoal = (next: ListGame['rules']['goal']) => setGame({ rules: { ...game.rules, goal: next } });
  const count = game.players.length;
  return html`<fieldset>
      <legend>${words.players}</legend>
      <label>${words.playerCount}
        <select name="player-count" @change=${(event: Event) => {
          const players = Array.from({ length: Number(value(event)) }, (_, at) => game.players[at] ?? '');
          setGame({ players, firstDealer: Math.min(game.firstDealer, players.length - 1) });
        }}>
          ${Array.from({ length: LIST_PLAYERS.max - LIST_PLAYERS.min + 1 }, (_, at) => at + LIST_PLAYERS.min).map(
            (players) => html`<option value=${players} ?selected=${count === players}>${players}</option>`,
          )}
        </select>
      </label>
      ${game.players.map(
        (name, player) => html`<label>${words.player(player + 1)}<input name=${`player-${player}`} maxlength="40" .value=${name}
          @input=${(event: Event) => setGame({ players: game.players.map((old, at) => (at === player ? value(event) : old)) })} /></label>`,
      )}
      <label>${words.firstDealer}
        <select name="first-dealer" @change=${(event: Event) => setGame({ firstDealer: Number(value(event)) })}>
          ${game.players.map((name, player) => html`<option value=${player} ?selected=${game.firstDealer === player}>${name || words.player(player + 1)}</option>`)}
        </select>
      </label>
    </fieldset>
    <fieldset>
      <legend>${words.goal}</legend>
      <div class="choices">
        <button type="button" class="choice" data-goal="none" aria-pressed=${goal === null ? 'true' : 'false'} @click=${() => setGoal(null)}>${words.goalNone}</button>
        <button type="button" class="choice" data-goal="points" aria-pressed=${goal?.kind === 'points' ? 'true' : 'false'} @click=${() => setGoal({ kind: 'points', value: 1000 })}>${words.targetPoints}</button>
        <button type="button" class="choice" data-goal="rounds" aria-pressed=${goal?.kind === 'rounds' ? 'true' : 'false'} @click=${() => setGoal({ kind: 'rounds', value: count * 2 })}>${words.targetRounds}</button>
      </div>
      ${
        goal
          ? html`<label>${goal.kind === 'rounds' ? words.roundsCount : words.target}<input name="goal" inputmode="numeric" pattern="[0-9]*" .value=${String(goal.value)}
              @change=${(event: Event) => {
                const at = whole(event, 1, 100_000);
                if (at !== null) setGoal({ kind: goal.kind, value: at });
              }} /></label>`
          : nothing
      }
      ${
        game.kind === 'points'
          ? html`<label class="check"><input type="checkbox" name="fewest" .checked=${game.rules.lowWins}
              @change=${(event: Event) => setGame({ rules: { ...game.rules, lowWins: (event.target as HTMLInputElement).checked } })} />${words.fewestWin}</label>`
          : nothing
      }
    </fieldset>`;
}
