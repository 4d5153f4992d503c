import type { Table, TableResult } from '../core/index.js';
import { cardName, meldName, meldWordsOf, modeName } from '../i18n/card-names.js';
import { seatLabel } from '../i18n/seat-names.js';
import { labelled } from '../i18n/sentences.js';
import { summaryText, type ViewContext } from '../i18n/summary.js';
import { saidText } from '../i18n/verdict.js';

/** One seat of the figure in the reader's words. */
export interface FigureSeat {
  /** "Player 1", "Anna". */
  name: string;
  /** The cards by name ("Rosen Ass"), or what was said; empty for a seat known by its melds alone or not heard from. */
  hand: string;
  /** The card ids, for the picture's little cards; empty when the seat is known by words only. */
  cards: readonly string[];
  /** "Five in a row up to the King · 100", or "no Weis". */
  best: string;
  /** This seat's own Weis or Stöck is written (its side writes, and it holds something). */
  writes: boolean;
}

/** What a figure shows, whatever it is drawn with (plain HTML, SVG, PNG): words only, decided by the core. */
export interface FigureModel {
  /** "Rules: Schieber · Trump: Schilten". */
  heading: string;
  seats: FigureSeat[];
  /** Who wins and why, who writes how much. */
  verdict: string;
}

/** The figure's first line: "Rules: Schieber · Trump: Schilten" ("Trump: not known", never "Trump: Trump not known"). */
export function figureHeading(table: Table, view: ViewContext): string {
  const { messages } = view;
  const ui = messages.ui;
  const rules = table.preset ? messages.presetNames[table.preset] : null;
  const trump = table.mode === 'unknown' ? ui.trumpNotKnown : modeName(table.mode, messages, view.face, view.pairing);
  return [rules ? labelled(messages.fields.rules, rules, messages) : null, labelled(messages.fields.trump, trump, messages)]
    .filter(Boolean)
    .join(' · ');
}

/** The figure of a table's answer, in the view's language. */
export function figureModel(table: Table, result: TableResult, view: ViewContext): FigureModel {
  const { messages } = view;
  const ui = messages.ui;
  const writing = new Set((result.teams ?? []).flatMap((score, team) => (score.weis + score.stoeck > 0 ? [team] : [])));
  // A seat nobody sits at is not drawn (a figure of two hands is two hands).
  const seats = result.players
    .filter((player) => !player.absent)
    .map((player) => {
      // A player known by their words: what they said is their line (never "no Weis" beside "says 50").
      const said = player.said ? `${ui.says} ${saidText(player.said, view, result.stoeckWord)}` : null;
      const best = player.best
        ? `${meldName(player.best, messages, view.face, view.pairing, result.words)} · ${player.best.points}`
        : player.unheard
          ? messages.verdict.clear
          : (said ?? meldWordsOf(messages, result.words).noMeld);
      // "not known" only for a player not heard from, whose line already says so; a seat of melds shows its melds alone.
      const hand = said
        ? player.best
          ? said
          : ''
        : player.cards.length > 0
          ? player.cards.map((card) => cardName(card, messages, view.face, view.pairing)).join(', ')
          : '';
      return {
        name: seatLabel(player.seat, messages, view.names),
        hand,
        cards: player.said ? [] : player.cards,
        best: player.stoeckPoints > 0 ? `${best} + ${ui[result.stoeckWord]} ${player.stoeckPoints}` : best,
        // Green where this seat's own Weis or Stöck is written, not for a partner who holds none.
        writes: writing.has(player.team) && (player.best !== null || player.stoeckPoints > 0),
      };
    });
  // Klaverjas: the trick whose roem the figure tells, as a row of its own.
  const trick = result.roem?.trick ?? [];
  if (trick.length > 0)
    seats.push({
      name: messages.roem.trick,
      hand: trick.map((card) => cardName(card, messages, view.face, view.pairing)).join(', '),
      cards: trick,
      best: messages.roem.ofTrick(String(result.roem?.points ?? 0)),
      writes: false,
    });
  return {
    heading: figureHeading(table, view),
    seats,
    verdict: summaryText(result, view),
  };
}
