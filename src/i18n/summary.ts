import type { Face, Lang, MeldWords, SuitPairing, TableResult } from '../core/index.js';
import { resultContests } from '../core/index.js';
import { contestLine } from './contest-words.js';
import { type SeatNames, seatAbsentIn, seatLabel, writersOf } from './seat-names.js';
import { describeContest, labelled } from './sentences.js';
import { roemWords } from './trick-words.js';
import type { Messages } from './types.js';
import { verdictLines } from './verdict.js';

/** What every view needs to put the core's answer in the reader's words. */
export interface ViewContext {
  messages: Messages;
  lang: Lang;
  face: Face;
  pairing: SuitPairing;
  /** Players' names by seat ("You", "Anna"); "Player 1" to "Player 4" where none is given. */
  names?: SeatNames;
  /** The seat (0-3) of the player the view speaks to ("You win"), where it speaks to one. */
  you?: number;
  /** Whose words name the melds (Weis, annonces, roem); Jass's where not given. */
  words?: MeldWords;
}

/** A sentence ends once: "Nobody writes a Weis." takes no second full stop. */
const sentence = (text: string): string => (/[.!?…]$/.test(text) ? text : `${text}.`);

/**
 * The result in a few sentences: who wins and why, who writes how much. What a screen reader
 * announces when the result changes, and the verdict line of the figure's text and picture.
 */
export function summaryText(result: TableResult, view: ViewContext): string {
  const { messages } = view;
  if (result.meldsCount === 'trick') return trickSummary(result, view);
  const ui = messages.ui;
  const parts: string[] = [];
  const absent = seatAbsentIn(result.players);
  if (result.verdict) {
    parts.push(...verdictLines(result.verdict, { ...view, absent }));
  } else {
    for (const { kind, value } of resultContests(result))
      parts.push(sentence(contestLine(kind, describeContest(value, messages, view.names, view.you), messages)));
  }
  for (const [index, score] of (result.teams ?? []).entries()) {
    // A seat nobody sits at is not named: "Anna writes 100", not "Anna & Player 3 write 100".
    const { label, verb } = writersOf(index, absent, messages, view.names, view.you);
    // Beside a verdict, whose sentence says the Weis, only the Stöck, named: "write 20" would read as a Weis.
    if (result.verdict && score.stoeck > 0) parts.push(`${label} ${verb} ${ui[result.stoeckWord]} ${score.stoeck}.`);
    else if (!result.verdict && (score.weis > 0 || score.stoeck > 0))
      parts.push(`${label} ${verb} ${score.weis + score.stoeck}.`);
  }
  for (const [index, score] of (result.seats ?? []).entries())
    parts.push(`${labelled(seatLabel(index, messages, view.names), String(score.weis + score.stoeck), messages)}.`);
  return parts.join(' ');
}

/** Where melds count only in a trick (roem): the trick's roem, what is not certain, and where hands were given, that a hand declares nothing. */
function trickSummary(result: TableResult, view: ViewContext): string {
  const { messages } = view;
  const roem = result.roem ? roemWords(result.roem, result, messages, view.face, view.pairing) : null;
  const handsGiven = result.players.some((player) => !player.absent && player.cards.length > 0);
  const parts = roem ? [sentence(`${roem.total} (${roem.parts})`), ...roem.notes.map(sentence)] : [];
  if (handsGiven || !roem) parts.push(messages.roem.notInHand);
  return parts.join(' ');
}
