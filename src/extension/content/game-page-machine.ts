import type { CardId, Face, Mode } from '../../core/index.js';
import type { Features } from '../reader/box-features.js';
import type { NamedExample } from '../reader/naming.js';
import type { NamingDoubt } from '../reader/naming-proof.js';
import { type GameClues, initialTableGame, type TableGame, type TableGameState, tableGameStep } from '../reader/table-game.js';
import type { NamedHand } from './naming-rows.js';

/**
 * The game page as a machine: what the overlay is doing (reading, teaching by a click, naming
 * cards one by one, checking what was learnt) and what the player gave it for the hand on the
 * table (the trump set, the words tapped for the others, the deck face). Pure: the content
 * script reports what happened as events, and draws what the state says. Nothing here reads the
 * page, stores anything or keeps time.
 */

/** What the overlay is doing: showing the read, or one step of teaching. */
export type OverlayStep =
  | 'read'
  | 'teach-waiting'
  | 'teach-refused'
  | 'teach-unsaved'
  | 'teach-done'
  | 'name-waiting'
  | 'name-not-card'
  | 'name-which'
  | 'name-more';

/** Steps that ask the player about the card they clicked: shown in the open overlay. */
export const ASKS_ABOUT_A_CARD: ReadonlySet<OverlayStep> = new Set([
  'name-which',
  'name-not-card',
  'teach-refused',
  'teach-unsaved',
]);

/**
 * A hand as a set of cards: the same hand read in another order, or by another reader, is the
 * same. The one key of a hand for everything kept per hand (the trump set, the taps, "Learnt").
 */
export const handKey = (hand: readonly CardId[]): string => [...hand].sort().join(' ');

/** Why something learnt could not be kept: too large for its cap, or the storage refused it. */
export type Unsaved = 'too-large' | 'storage';

/** A card named in teach by naming: learnt (proved, the hand is read now), or one more is needed and why. */
export interface NamingProgress<Box> {
  learnt: boolean;
  /** Every box named once, with no lesson proved by them: the hand is what the player named. */
  namedHand?: NamedHand;
  examples: number;
  unsaved?: Unsaved;
  /** The card box that tells most, to name next. */
  next?: Box | null;
  /** Why what was named is not enough yet. */
  doubt?: NamingDoubt | null;
}

export interface GamePage<Box> {
  step: OverlayStep;
  /** Cards named so far in teach by naming. */
  examples: number;
  /** The card box clicked in teach by naming, waiting for its name. */
  naming: Box | null;
  /** The row of boxes it belongs to and what it shows (none on a picture of the screen). */
  picked: { row: string | null; features: Features | null };
  /** The cards named so far on one row of boxes: what a lesson is learnt from. */
  lesson: { row: string; examples: readonly NamedExample[] } | null;
  /** The hand named box by box where the names proved no lesson (a hand of one or two cards, say). */
  namedHand: NamedHand | null;
  /** The card box to name next, shown to the player. */
  hint: Box | null;
  /** Why the cards named so far do not prove a lesson yet. */
  doubt: NamingDoubt | null;
  /** Why the last thing learnt could not be kept. */
  unsaved: Unsaved | null;
  /** The hand read right after teaching: "Learnt" shows until the hand changes. */
  taughtHand: string | null;
  /** The hand on the table (its key): what the trump set and the taps belong to. */
  hand: string;
  /** The trump the player set for this hand, if any (`unknown`: set to not known). */
  trump: Mode | null;
  /** What the player tapped for the other seats (1 right, 2 partner, 3 left); '' is "not said yet". */
  taps: readonly (string | null)[];
  /** The deck face the player picked for this site (null: the page's and the settings'). */
  face: Face | null;
  /** The game the page plays as far as it shows it, and the one the player chose for this site. */
  game: TableGameState;
  /** The side panel could not be told what the page shows. */
  panelBehind: boolean;
}

export type GamePageEvent<Box> =
  /** A new read of the page, with the hand it found and what it shows of its game. */
  | { type: 'read'; hand: readonly CardId[]; clues?: GameClues }
  | { type: 'teach-started' }
  /** A click in teach mode: taught from the hand read then, or refused (no card there). */
  | { type: 'teach-ended'; hand: readonly CardId[] | null }
  /** What was learnt could not be kept: said, never dropped in silence. */
  | { type: 'not-kept'; reason: Unsaved }
  | { type: 'naming-started' }
  /** A click in naming mode: a card box to name, or none. */
  | { type: 'card-picked'; box: Box | null; row?: string | null; features?: Features | null }
  | { type: 'card-named'; progress: NamingProgress<Box>; hand: readonly CardId[] | null; examples?: readonly NamedExample[] }
  /** Back to reading: the player cancelled, undid or forgot what was taught. */
  | { type: 'reading' }
  /** The player set the trump for the hand read. */
  | { type: 'trump-set'; hand: readonly CardId[]; mode: Mode }
  /** The player tapped what a seat said, for the hand read ('' is "not said yet"). */
  | { type: 'said'; hand: readonly CardId[]; seat: number; text: string }
  | { type: 'face-set'; face: Face | null }
  /** The player chose the game for this site (null: as the page shows it). */
  | { type: 'game-chosen'; game: TableGame | null }
  | { type: 'panel-told'; told: boolean };

const NO_TAPS: readonly (string | null)[] = [null, null, null, null];

export function initialGamePage<Box>(face: Face | null = null, game: TableGame | null = null): GamePage<Box> {
  return {
    step: 'read',
    examples: 0,
    naming: null,
    picked: { row: null, features: null },
    lesson: null,
    namedHand: null,
    hint: null,
    doubt: null,
    unsaved: null,
    taughtHand: null,
    hand: '',
    trump: null,
    taps: NO_TAPS,
    face,
    game: initialTableGame(game),
    panelBehind: false,
  };
}

/** The hand on the table is this one: what was set for another hand is gone. */
function onHand<Box>(state: GamePage<Box>, hand: readonly CardId[]): GamePage<Box> {
  const key = handKey(hand);
  return key === state.hand ? state : { ...state, hand: key, trump: null, taps: NO_TAPS };
}

/** The next state of the page after an event. */
export function gamePageStep<Box>(state: GamePage<Box>, event: GamePageEvent<Box>): GamePage<Box> {
  switch (event.type) {
    case 'read': {
      // What the page shows of its game counts whatever the hand.
      const seen = event.clues ? { ...state, game: tableGameStep(state.game, { type: 'clues', clues: event.clues }) } : state;
      // A read that finds no card (the page redrawing its hand between two reads) is no other hand.
      if (event.hand.length === 0) return seen;
      const next = onHand(seen, event.hand);
      const other = next.taughtHand !== null && next.taughtHand !== handKey(event.hand);
      return next.step === 'teach-done' && other ? { ...next, step: 'read' } : next;
    }
    case 'teach-started':
      return { ...state, step: 'teach-waiting' };
    case 'teach-ended':
      return {
        ...state,
        step: event.hand ? 'teach-done' : 'teach-refused',
        taughtHand: event.hand ? handKey(event.hand) : null,
      };
    case 'not-kept':
      return { ...state, step: 'teach-unsaved', unsaved: event.reason, naming: null };
    case 'naming-started':
      return { ...state, step: 'name-waiting' };
    case 'card-picked': {
      const row = event.row ?? null;
      // Another row of boxes: what was named on the last one says nothing of this one.
      const lesson = row === null || state.lesson?.row === row ? state.lesson : { row, examples: [] };
      return {
        ...state,
        naming: event.box,
        picked: { row, features: event.features ?? null },
        lesson,
        hint: event.box ? null : state.hint,
        step: event.box ? 'name-which' : 'name-not-card',
      };
    }
    case 'card-named': {
      const { progress } = event;
      const hint = progress.learnt ? null : (progress.next ?? null);
      const lesson =
        progress.learnt || !state.lesson ? null : { ...state.lesson, examples: event.examples ?? state.lesson.examples };
      const namedHand = progress.namedHand ?? (progress.learnt ? null : state.namedHand);
      if (progress.unsaved) return { ...state, hint, lesson, step: 'teach-unsaved', unsaved: progress.unsaved, naming: null };
      return {
        ...state,
        lesson,
        namedHand,
        hint,
        examples: progress.examples,
        doubt: progress.learnt ? null : (progress.doubt ?? null),
        step: progress.learnt ? 'teach-done' : 'name-more',
        taughtHand: progress.learnt && event.hand ? handKey(event.hand) : null,
        naming: null,
      };
    }
    case 'reading':
      return { ...state, step: 'read', naming: null, hint: null, doubt: null };
    case 'trump-set':
      return { ...onHand(state, event.hand), trump: event.mode };
    case 'said': {
      if (event.seat < 1 || event.seat > 3) return state;
      const next = onHand(state, event.hand);
      return { ...next, taps: next.taps.map((old, seat) => (seat === event.seat ? event.text : old)) };
    }
    case 'face-set':
      return { ...state, face: event.face };
    case 'game-chosen':
      return { ...state, game: tableGameStep(state.game, { type: 'chosen', game: event.game }) };
    case 'panel-told':
      return state.panelBehind === !event.told ? state : { ...state, panelBehind: !event.told };
  }
}

/** The cards named on the picked box's row with this one: the box named again replaces its old name. */
export function examplesWith(state: GamePage<unknown>, card: CardId): NamedExample[] {
  const { row, features } = state.picked;
  const before = row !== null && state.lesson?.row === row ? state.lesson.examples : [];
  const others = before.filter((example) => example.card !== card);
  return features ? [...others, { features, card }] : others;
}

/** Whether teaching (a click awaited, a card to name, a word about it) is under way. */
export const isTeaching = (state: GamePage<unknown>): boolean => state.step !== 'read' && state.step !== 'teach-done';

/** The trump in use for a hand: the player's (`unknown`: not known), else the page's; null while nobody knows it. */
export function trumpFor(state: GamePage<unknown>, hand: readonly CardId[], pageTrump: Mode | null): Mode | null {
  const mode = state.trump !== null && state.hand === handKey(hand) ? state.trump : pageTrump;
  return mode === 'unknown' ? null : mode;
}

/** What the player tapped for the other seats, for this hand (nothing for another). */
export const tapsFor = (state: GamePage<unknown>, hand: readonly CardId[]): readonly (string | null)[] =>
  state.hand === handKey(hand) ? state.taps : NO_TAPS;
