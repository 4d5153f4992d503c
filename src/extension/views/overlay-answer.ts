import { DECK_INFO, type Face, type Lang, type Mode, makeRules, type Odds, type OddsRequest } from '../../core/index.js';
import { playerSeatNames } from '../../i18n/extension/index.js';
import { saidRowModel } from '../../ui/quick-said.js';
import type { SaidRowModel } from '../../ui/said-row.js';
import { type GamePage, tapsFor, trumpFor } from '../content/game-page-machine.js';
import type { NamingTarget } from '../content/naming-target.js';
import { type AnchoredRead, type ImpossibleHand, impossibleHand } from '../reader/read-page.js';
import { type GameAnswer, gameAnswer, gameOfRules, tableRules } from '../reader/table-game.js';
import type { Settings } from '../settings.js';
import { isPartial, type PageAnswer, pageAnswer } from '../table-from-read.js';
import type { OverlayState } from './overlay-controller.js';

/**
 * What the overlay shows of one read of the page, worked out in two pure steps (each its own
 * task in the content script): the core's answer for the read (`workRead`), then what the
 * overlay shows of it (`overlayAnswer`). Nothing here reads the page or keeps anything.
 */

/** A box on the screen, in the viewport. */
export interface ScreenBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One read, resolved once: the hand shown (none where no deal holds it), the trump and the taps in use, the core's answer. */
export interface WorkedRead extends PageAnswer {
  read: AnchoredRead;
  /** The page read as a hand no deal holds: nothing of it is shown but why. */
  impossible: ImpossibleHand | null;
  /** The settings, in the rules of the game answered for. */
  settings: Settings;
  /** The game answered for, and how it is known. */
  game: GameAnswer;
  trump: Mode | null;
  said: readonly (string | null)[];
}

export function workRead(read: AnchoredRead, page: GamePage<NamingTarget>, own: Settings): WorkedRead {
  // The game the page plays (or the player chose for the site), in its rules.
  const game = gameAnswer(page.game, gameOfRules(own.rules));
  const play = tableRules(game.game, own.rules);
  const settings = { ...own, rules: play.rules };
  // Never a hand no deal holds, whoever read it: nothing is shown of it but why.
  const impossible = impossibleHand(read.hand, makeRules(settings.rules).deck);
  const shown: AnchoredRead = impossible ? { ...read, hand: [] } : read;
  const trump = trumpFor(page, shown.hand, shown.trump);
  const said = tapsFor(page, shown.hand);
  return { read: shown, impossible, settings, game, trump, said, ...pageAnswer(shown, settings, trump, said, play.game) };
}

/** What the overlay needs beside the page's state and the worked read. */
export interface AnswerContext {
  lang: Lang;
  /** The deck face of the page and the settings, before the player's choice for the site. */
  face: Face;
  /** The site has a taught lesson (to forget), and the last one can be undone. */
  taught: boolean;
  canUndo: boolean;
  /** The odds of this read once counted (null until then). */
  odds: (request: OddsRequest | null) => Odds | null;
  /** Where a box the player picked or is to name is on the screen. */
  boxOf: (box: NamingTarget) => ScreenBox;
}

/** Most boxes outlined at once. */
const MAX_HINTS = 12;

export function overlayAnswer(worked: WorkedRead, page: GamePage<NamingTarget>, context: AnswerContext): OverlayState {
  const { read, settings, trump, said, result, refused, impossible } = worked;
  const rules = makeRules(settings.rules);
  const reading = page.step === 'read';
  return {
    game: worked.game,
    rules: settings.rules,
    lang: context.lang,
    face: page.face ?? context.face,
    pairing: settings.pairing,
    hand: read.hand,
    trump,
    modes: ['unknown', ...rules.modes],
    deck: rules.deck,
    result,
    odds: context.odds(worked.odds),
    said: markFromPage(
      saidRowModel(
        (result?.players ?? []).map((player) => ({ cards: player.cards, said: player.said ?? undefined })),
        result,
        rules,
        result?.mode ?? 'unknown',
        playerSeatNames(context.lang),
      ),
      // Words the page shows and the player did not tap themselves.
      [1, 2, 3].filter(
        (seat) => (said[seat] ?? null) === null && (Boolean(read.said?.[seat]) || (read.others[seat - 1]?.length ?? 0) > 0),
      ),
    ),
    unplaced: read.unplaced ?? [],
    refused,
    // The card to name next; while reading, the hand's boxes that could not be named.
    hints: [
      ...(page.hint ? [page.hint] : reading ? (read.unnamedBoxes ?? []) : []).slice(0, MAX_HINTS).map(context.boxOf),
      ...(page.hint || !reading ? [] : (read.unnamedAt ?? []).slice(0, MAX_HINTS)).map((box) => ({
        x: box.left,
        y: box.top,
        width: box.width,
        height: box.height,
      })),
    ],
    partial: isPartial(read, settings)
      ? { read: read.hand.length, of: DECK_INFO[rules.deck].handSize, unnamed: read.unnamed ?? 0 }
      : null,
    step: page.step,
    examples: page.examples,
    doubt: page.doubt,
    taught: context.taught,
    canUndo: page.step === 'teach-done' && context.canUndo,
    unsaved: page.unsaved,
    panelBehind: page.panelBehind,
    dropped: read.impossible ?? null,
    impossible,
  };
}

/** The seats whose words were read from the page, not tapped: marked so in the row of what was said. */
export function markFromPage(model: SaidRowModel, seats: readonly number[]): SaidRowModel {
  return { ...model, seats: model.seats.map((seat) => (seats.includes(seat.seat) ? { ...seat, fromPage: true } : seat)) };
}
