import { html, nothing, type TemplateResult } from 'lit';
import {
  type Answer,
  type AnsweredStage,
  type CardId,
  type Deck,
  deckRanks,
  type Mode,
  makeCard,
  type Odds,
  type PlayerResult,
  type PresetName,
  resultContests,
  SUITS,
  type TableResult,
} from '../../core/index.js';
import { cardName, meldWordsOf, modeName } from '../../i18n/card-names.js';
import { contestHeading, contestLine } from '../../i18n/contest-words.js';
import { EXTENSION_WORDS, GAME_NAMES } from '../../i18n/extension/index.js';
import { formatsOf } from '../../i18n/index.js';
import { describeContest } from '../../i18n/sentences.js';
import { saidAfterAnswer, saidAfterValue, saidWithoutAnswer } from '../../ui/quick-said.js';
import { renderSaidRow, type SaidRowModel } from '../../ui/said-row.js';
import {
  announceText,
  contestLadder,
  meldLabel,
  renderCards,
  renderLadder,
  renderOdds,
  renderRoem,
  renderTischweis,
  renderVerdict,
  type ViewContext,
} from '../../ui/templates.js';
import type { OverlayStep } from '../content/game-page-machine.js';
import type { NamingDoubt } from '../reader/naming-proof.js';
import { type GameAnswer, TABLE_GAMES, type TableGame } from '../reader/table-game.js';
import { byPerson } from './overlay-mirror.js';

/**
 * The overlay a content script shows next to the player's hand. Templates only: Chrome's
 * content-script world has no custom elements, so these render with Lit's `render()` into a
 * shadow root the content script owns.
 */
export interface OverlayModel {
  view: ViewContext;
  /** The game answered for, and how it is known; the rule set it is answered by. */
  game: GameAnswer;
  rules: PresetName;
  /** The player has the game's choice open. */
  pickingGame: boolean;
  hand: readonly CardId[];
  /** The trump in use: the page's, or the one the player set; null while nobody knows it. */
  trump: Mode | null;
  /** The modes the player can set: `unknown`, then the rules' modes. */
  modes: readonly Mode[];
  /** The deck the rules play: the cards offered when naming one. */
  deck: Deck;
  pickingTrump: boolean;
  result: TableResult | null;
  odds: Odds | null;
  collapsed: boolean;
  /** No free place on the page: only a small pill. */
  compact: boolean;
  step: OverlayStep;
  /** Cards named so far in teach by naming. */
  examples: number;
  /** Why the cards named so far are not enough yet. */
  doubt: NamingDoubt | null;
  /** The site has a taught pattern (to forget), and the last teaching can be undone. */
  taught: boolean;
  canUndo: boolean;
  /** Why what was learnt could not be kept (shown in the `teach-unsaved` step). */
  unsaved: 'too-large' | 'storage' | null;
  /** The side panel could not be told what the page shows. */
  panelBehind: boolean;
  /** What was learnt on the site read a hand no deal holds: forgotten, and said (no hand shown). */
  dropped: 'twice' | 'too-many' | null;
  /** The page read as a hand no deal holds, nothing learnt involved: no hand shown, and why. */
  impossible: 'twice' | 'too-many' | null;
  /** What the other seats said: one tap per value. */
  said: SaidRowModel;
  /** Announcements the page shows without saying whose. */
  unplaced: readonly string[];
  /** Words the page shows for a seat that cannot be, beside the player's cards: shown there, not used. */
  refused?: readonly { seat: number; text: string }[];
  /** Cards outlined on the page: the one to name next, or the ones not named. */
  hints: readonly { x: number; y: number; width: number; height: number }[];
  /** The hand was read in part: how many cards of how many, and how many boxes could not be named. */
  partial: { read: number; of: number; unnamed: number } | null;
}

export interface OverlayHandlers {
  toggle: () => void;
  teach: () => void;
  name: () => void;
  pickCard: (card: CardId) => void;
  cancel: () => void;
  undo: () => void;
  forget: () => void;
  openTrump: () => void;
  setTrump: (mode: Mode) => void;
  openGame: () => void;
  /** The player's game for this site (null: as the page shows it). */
  setGame: (game: TableGame | null) => void;
  /** The player picks the other deck face for this site. */
  switchFace: () => void;
  /** What a seat said, as text the core reads ('' for not said yet). */
  say: (seat: number, text: string) => void;
  dragStart: (event: PointerEvent) => void;
}

/** A click handler that acts on a person's click only: a page's synthetic events do nothing. */
const person =
  (act: () => void) =>
  (event: Event): void => {
    if (byPerson(event)) act();
  };

function renderBest(player: PlayerResult, model: OverlayModel, handlers?: OverlayHandlers): TemplateResult {
  const { view, result } = model;
  const ui = view.messages.ui;
  const words = EXTENSION_WORDS[view.lang];
  // Jass players say a value ("twenty"); Belote's and Belot's name the annonce itself, shown above.
  const said = (result?.words ?? 'jass') === 'jass' ? announceText(player, view) : null;
  // Each playing alone (Molotow): every Weis is written, nothing is compared or asked.
  const alone = result?.seats !== undefined;
  return html`<div class="best">
    ${
      model.partial
        ? html`<p class="partial" role="status">${words.partialRead(model.partial.read, model.partial.of, model.partial.unnamed)}</p>
          ${model.partial.unnamed > 0 && handlers ? html`<button type="button" class="pill name-missing" @click=${person(handlers.name)}>${EXTENSION_WORDS[view.lang].nameMissing}</button>` : nothing}`
        : nothing
    }
    ${
      player.best
        ? html`<p class="best-name"><span>${meldLabel(player.best, view)}${model.partial ? html` <em class="so-far">(${words.soFar})</em>` : nothing}</span><strong class="points">${player.best.points}</strong></p>`
        : html`<p class="none">${meldWordsOf(view.messages, result?.words).noMeld}${model.partial ? ` (${words.soFar})` : ''}</p>`
    }
    ${
      player.melds.length > 1
        ? html`<p class="more">${player.melds
            .slice(1)
            .map((meld) => `${meldLabel(meld, view)} ${meld.points}`)
            .join(' · ')}</p>`
        : nothing
    }
    ${said && !alone ? html`<p class="say">${words.sayIt}: <span class="said">${said}</span></p>` : nothing}
    ${result && player.stoeckPoints > 0 ? html`<p class="stoeck">${ui[result.stoeckWord]} ${player.stoeckPoints}</p>` : nothing}
    ${result?.seats?.[0] ? html`<p class="handweis">${ui.handweis} ${result.seats[0].weis}${result.countsStoeck && result.seats[0].stoeck ? ` · ${ui[result.stoeckWord]} ${result.seats[0].stoeck}` : ''}</p>` : nothing}
    ${alone || (result?.verdict && !nothingSaid(result)) ? nothing : renderOdds(model.odds, player, view)}
  </div>`;
}

/** The game answered for, in one word, a tap away from the choice of another. */
function renderGame(model: OverlayModel, handlers: OverlayHandlers): TemplateResult {
  const { game } = model;
  const name = GAME_NAMES[game.game];
  const how = EXTENSION_WORDS[model.view.lang].gameBy[game.by];
  // Named with confidence only where the player chose it or the page names it; the cards tell the deck.
  const sure = game.by === 'player' || game.by === 'page';
  return html`<button type="button" class="link game ${game.by === 'default' ? 'muted' : ''}" title=${`${name}: ${how}`} aria-expanded=${model.pickingGame ? 'true' : 'false'} @click=${person(handlers.openGame)}>${name}${sure ? '' : '?'}</button>`;
}

/** The games of the family, and the page's own as the first choice. */
function renderGameChoice(model: OverlayModel, handlers: OverlayHandlers): TemplateResult {
  const words = EXTENSION_WORDS[model.view.lang];
  const chosen = model.game.by === 'player' ? model.game.game : null;
  return html`<div class="game-choice" role="group" aria-label=${words.chooseGame}>
    <button type="button" class="pill game-option" data-game="page" aria-pressed=${chosen === null ? 'true' : 'false'} @click=${person(() => handlers.setGame(null))}>${words.gameFromPage}</button>
    ${TABLE_GAMES.map(
      (game) =>
        html`<button type="button" class="pill game-option" data-game=${game} aria-pressed=${chosen === game ? 'true' : 'false'} @click=${person(() => handlers.setGame(game))}>${GAME_NAMES[game]}</button>`,
    )}
  </div>`;
}

/**
 * The answer where the game has no Weis from the hand: Coiffeur and Differenzler (the hand, no
 * verdict), Klaverjas (the roem of the trick on the table); null where the hand declares.
 */
function renderNoHandMelds(result: TableResult, model: OverlayModel): TemplateResult | typeof nothing | null {
  const { view } = model;
  if (!result.playsWeis) return html`<p class="none no-weis">${view.messages.ui.gameWithoutWeis}</p>`;
  if (result.meldsCount !== 'trick') return null;
  // The trick on the table as it falls, and its roem; none lying there yet: said so.
  return result.roem ? renderRoem(result, view) : html`<p class="none no-trick">${EXTENSION_WORDS[view.lang].noTrick}</p>`;
}

/** The trump as the page shows it, or a one-click choice while it is not known. */
function renderTrump(model: OverlayModel, handlers: OverlayHandlers): TemplateResult {
  const { view } = model;
  const _ui = view.messages.ui;
  const words = EXTENSION_WORDS[view.lang];
  if (!model.pickingTrump) {
    return model.trump
      ? html`<button type="button" class="link trump" @click=${person(handlers.openTrump)}>${view.messages.fields.trump}: ${modeName(model.trump, view.messages, view.face, view.pairing)}</button>`
      : html`<button type="button" class="link trump muted" @click=${person(handlers.openTrump)}>${words.trumpUnknown} · ${words.setTrump}</button>`;
  }
  return html`<div class="trump-choice" role="group" aria-label=${words.setTrump}>
    ${model.modes.map(
      (mode) =>
        html`<button type="button" class="pill mode" aria-pressed=${(mode === 'unknown' ? model.trump === null : mode === model.trump) ? 'true' : 'false'} @click=${person(() => handlers.setTrump(mode))}>${modeName(mode, view.messages, view.face, view.pairing)}</button>`,
    )}
  </div>`;
}

/** Teach by naming: which card is the one clicked? */
function renderCardPicker(model: OverlayModel, handlers: OverlayHandlers): TemplateResult {
  const { view } = model;
  const ranks = deckRanks(model.deck);
  return html`<div class="card-picker" role="group" aria-label=${EXTENSION_WORDS[view.lang].nameWhich}>
    ${SUITS.map(
      (suit) =>
        html`<div class="pick-row">${ranks.map((rank) => {
          const card = makeCard(suit, rank);
          const name = cardName(card, view.messages, view.face, view.pairing);
          return html`<button type="button" class="pick-card" data-card=${card} aria-label=${name} title=${name} @click=${person(() => handlers.pickCard(card))}>${renderCards([card], view)}</button>`;
        })}</div>`,
    )}
  </div>`;
}

function renderStep(model: OverlayModel, handlers: OverlayHandlers): TemplateResult {
  const words = EXTENSION_WORDS[model.view.lang];
  const cancel = html`<button type="button" class="pill cancel" @click=${person(handlers.cancel)}>${words.cancel}</button>`;
  switch (model.step) {
    case 'teach-waiting':
      return html`<p class="prompt">${words.teachPrompt}</p>${cancel}`;
    case 'teach-refused':
      return html`<p class="prompt refused" role="alert">${words.teachFailed}</p>${cancel}`;
    case 'teach-unsaved':
      return html`<p class="prompt refused" role="alert">${model.unsaved === 'too-large' ? words.teachTooLarge : words.teachNotSaved}</p>${cancel}`;
    case 'name-waiting':
      return html`<p class="prompt">${words.namePrompt}</p>${cancel}`;
    case 'name-not-card':
      return html`<p class="prompt refused" role="alert">${words.nameNotCard}</p>${cancel}`;
    case 'name-more':
      return html`<p class="prompt">${words.nameMore(model.examples)}${model.doubt ? html` <span class="doubt">${words.nameDoubt[model.doubt]}</span>` : nothing} ${model.hints.length > 0 ? words.nameNext : words.namePrompt}</p>${cancel}`;
    case 'name-which':
      return html`<p class="prompt">${words.nameWhich}</p>${renderCardPicker(model, handlers)}${cancel}`;
    default:
      return html``;
  }
}

/** What the others said (one tap per value), what the page shows of no clear seat, and the verdict in a line. */
function renderSaid(model: OverlayModel, handlers: OverlayHandlers): TemplateResult {
  const { view, result } = model;
  const words = EXTENSION_WORDS[view.lang];
  const bySeat = new Map(model.said.seats.map((seat) => [seat.seat, seat.said]));
  const fromPage = model.said.seats.filter((seat) => seat.fromPage && seat.said).map((seat) => seat.label);
  const said = {
    value: (seat: number, points: number | null) => handlers.say(seat, saidAfterValue(bySeat.get(seat) ?? null, points)),
    answer: (seat: number, stage: string, answer: Answer) =>
      handlers.say(seat, saidAfterAnswer(bySeat.get(seat) ?? null, stage, answer)),
    takeBack: (seat: number, stage: AnsweredStage) => handlers.say(seat, saidWithoutAnswer(bySeat.get(seat) ?? null, stage)),
  };
  return html`${renderSaidRow(model.said, view, said, person)}
    ${model.unplaced.length > 0 ? html`<p class="unplaced">${words.seenUnplaced(model.unplaced.map((text) => view.messages.quote(text)).join(', '))}</p>` : nothing}
    ${(model.refused ?? []).map(({ seat, text }) => html`<p class="unplaced refused">${words.refusedSaid(view.names?.[seat] ?? '', view.messages.quote(text))}</p>`)}
    ${result?.verdict ? renderVerdict(result, view, nothingSaid(result) ? null : model.odds, { ladder: false }) : nothing}
    ${result?.verdict && fromPage.length > 0 ? html`<p class="rests-on-page">${words.restsOnPage(formatsOf(view.lang).and(fromPage))}</p>` : nothing}`;
}

/** Nobody has said anything yet: the odds are this hand's own ("“fifty” wins 71 % of the time"), beside the hand. */
const nothingSaid = (result: TableResult): boolean => result.players.every((player) => player.said === null);

function renderRead(model: OverlayModel, handlers: OverlayHandlers): TemplateResult {
  const { view, result } = model;
  const words = EXTENSION_WORDS[view.lang];
  const player = result?.players[0];
  // Where the others' cards are known: each contest's sentence and ladder (Belot's two apart).
  const contested = result ? resultContests(result).filter(({ value }) => value.comparison) : [];
  if (model.hand.length === 0 && !model.partial?.unnamed) return html`<p class="none">${words.noCards}</p>`;
  if (model.hand.length === 0 && model.partial)
    // Card boxes seen (on a picture of the screen, say), none named yet: ask for them.
    return html`<p class="partial" role="status">${words.partialRead(0, model.partial.of, model.partial.unnamed)}</p>
      <button type="button" class="pill name-missing" @click=${person(handlers.name)}>${words.nameMissing}</button>`;
  const declaresNothing = result ? renderNoHandMelds(result, model) : null;
  const answer = declaresNothing
    ? html`${model.partial ? html`<p class="partial" role="status">${words.partialRead(model.partial.read, model.partial.of, model.partial.unnamed)}</p>` : nothing}${declaresNothing}`
    : html`${player ? renderBest(player, model, handlers) : nothing}
    ${contested.map(
      ({ kind, value }) =>
        html`<p class="verdict">${contestLine(kind, describeContest(value, view.messages, view.names, view.you), view.messages)}</p>${renderLadder(contestLadder(value), contestHeading(kind, view.messages), view)}`,
    )}
    ${contested.length > 0 || result?.seats ? nothing : renderSaid(model, handlers)}
    ${result ? renderTischweis(result, view) : nothing}`;
  return html`${model.step === 'teach-done' ? html`<p class="prompt done">${words.teachDone}</p>` : nothing}
    ${model.game.by === 'default' ? html`<p class="game-note">${words.gameNotShown(GAME_NAMES[model.game.game])}</p>` : nothing}
    ${renderCards(model.hand, view)}${answer}
    ${model.canUndo ? html`<button type="button" class="pill undo" @click=${person(handlers.undo)}>${words.undo}</button>` : nothing}
    ${model.panelBehind ? html`<p class="prompt refused" role="status">${words.panelBehind}</p>` : nothing}
    ${model.dropped ? html`<p class="prompt refused dropped" role="alert">${words.lessonDropped(model.dropped)}</p>` : nothing}
    ${model.impossible ? html`<p class="prompt refused impossible" role="alert">${words.handImpossible(model.impossible)}</p>` : nothing}`;
}

export function overlayTemplate(model: OverlayModel, handlers: OverlayHandlers): TemplateResult {
  const { view } = model;
  const words = EXTENSION_WORDS[view.lang];
  // What the collapsed overlay keeps in sight: the roem of the trick where melds count in tricks, else the best meld.
  const roem = model.result?.roem;
  const headline = roem ? roem.points || null : (model.result?.players[0]?.best?.points ?? null);
  if (model.compact && model.collapsed) {
    // No room for the whole overlay: the pill. Right after teaching it keeps Undo, which the
    // player may want at once (the overlay often grows past the room left just then).
    return html`<section class="overlay pill-only" aria-label="jass-weis" lang=${view.lang}>
      <button type="button" class="pill toggle" aria-expanded="false" @click=${person(handlers.toggle)}>${GAME_NAMES[model.game.game]} ${headline ?? '–'}</button>
      ${model.canUndo ? html`<button type="button" class="pill undo" @click=${person(handlers.undo)}>${words.undo}</button>` : nothing}
    </section>`;
  }
  const teaching = model.step !== 'read' && model.step !== 'teach-done';
  return html`${model.hints.map((hint) => html`<div class="hint" style=${`left:${hint.x - 3}px;top:${hint.y - 3}px;width:${hint.width}px;height:${hint.height}px`}></div>`)}<section class="overlay ${model.collapsed ? 'collapsed' : ''}" aria-label="jass-weis" lang=${view.lang}>
    <header class="bar" @pointerdown=${handlers.dragStart}>
      <span class="title" @pointerdown=${(event: Event) => event.stopPropagation()}>${renderGame(model, handlers)}</span>
      <span class="trump-slot" @pointerdown=${(event: Event) => event.stopPropagation()}>${model.collapsed ? nothing : renderTrump(model, handlers)}</span>
      <button type="button" class="pill toggle" aria-expanded=${model.collapsed ? 'false' : 'true'} @click=${person(handlers.toggle)}
        @pointerdown=${(event: Event) => event.stopPropagation()}>${model.collapsed ? `${headline ?? ''} ${words.expand}` : words.collapse}</button>
    </header>
    ${
      model.collapsed
        ? nothing
        : html`<div class="body">
          ${model.pickingGame ? renderGameChoice(model, handlers) : nothing}
          ${teaching ? renderStep(model, handlers) : renderRead(model, handlers)}
          ${
            teaching
              ? nothing
              : html`<div class="tools">
                <button type="button" class="pill teach" @click=${person(handlers.teach)}>${words.teach}</button>
                <button type="button" class="pill name" @click=${person(handlers.name)}>${words.nameCards}</button>
                ${model.taught ? html`<button type="button" class="pill forget" @click=${person(handlers.forget)}>${words.forgetSite}</button>` : nothing}
                ${faceSwitch(model, handlers)}
              </div>`
          }
        </div>`
    }
  </section>`;
}

/**
 * The switch to the other deck face. German-Swiss cards have no 32-card deck: at a Belot, Belote
 * or Klaverjas table only the way back to French cards is offered, where the site was set to them.
 */
function faceSwitch(model: OverlayModel, handlers: OverlayHandlers): TemplateResult | typeof nothing {
  const { view } = model;
  if (view.face === 'german-swiss')
    return html`<button type="button" class="pill face" @click=${person(handlers.switchFace)}>${view.messages.ui.faceFrench}</button>`;
  if (model.deck !== 'jass') return nothing;
  return html`<button type="button" class="pill face" @click=${person(handlers.switchFace)}>${view.messages.ui.faceGermanSwiss}</button>`;
}
