import type {
  ContestResult,
  Face,
  MeldWords,
  PlayerResult,
  Rank,
  Stage,
  StageResult,
  StageValue,
  Suit,
  SuitPairing,
  TableError,
} from '../core/index.js';
import { meldWordsOf, suitName } from './card-names.js';
import { formatsOf } from './format.js';
import { type SeatNames, seatLabel } from './seat-names.js';
import type { ErrorCode, ErrorSentence, Messages } from './types.js';

/** An error as the views have it: the core's, or one of the views' own input. */
export type ViewError = Omit<TableError, 'code'> & { code: ErrorCode };

/**
 * The error in words, with its token (and field); `own`: the sentences of the command line's own
 * codes. An unknown code still reads as an error.
 */
export function errorText(
  error: Pick<ViewError, 'code' | 'token' | 'field' | 'values'>,
  messages: Messages,
  own?: Readonly<Partial<Record<ErrorCode, ErrorSentence>>>,
): string {
  const table: Readonly<Partial<Record<ErrorCode, ErrorSentence>>> = messages.errors;
  const sentence =
    (own && Object.hasOwn(own, error.code) ? own[error.code] : undefined) ??
    (Object.hasOwn(table, error.code) ? table[error.code] : undefined) ??
    messages.errors['bad-json'];
  const text = sentence(error.token ?? '', error.field ?? '');
  // A value no hand can announce: the values that can be.
  const values = error.values?.filter((value) => value > 0).map((value) => formatsOf(messages.lang).number(value));
  return values?.length ? `${text} ${messages.verdict.values(formatsOf(messages.lang).or(values))}` : text;
}

/** "Did you mean Rosen, Rose or Roses?", for a word not understood; empty without suggestions. */
export function suggestionText(suggestions: readonly string[] | undefined, messages: Messages): string {
  return suggestions?.length ? messages.ui.didYouMean(formatsOf(messages.lang).or(suggestions)) : '';
}

/** An error's sentence and, where there is one, what its word may have meant ("… Did you mean Under?"). */
export function errorSentence(
  error: Pick<ViewError, 'code' | 'token' | 'field' | 'values' | 'suggestions'>,
  messages: Messages,
  own?: Readonly<Partial<Record<ErrorCode, ErrorSentence>>>,
): string {
  const meant = suggestionText(error.suggestions, messages);
  return `${errorText(error, messages, own)}${meant ? ` ${meant}` : ''}`;
}

/** "and 7 more", after the listed errors. */
export const moreErrorsText = (more: number, messages: Messages): string => messages.ui.moreErrors(more);

/** A ladder value as a player reads it: numbers, card names, yes/no, a seat, a suit. */
export function stageValueText(
  stage: Stage,
  value: StageValue,
  messages: Messages,
  face: Face = 'french',
  pairing?: SuitPairing,
  names?: SeatNames,
): string {
  if (value === null) return '–';
  switch (stage) {
    case 'points':
    case 'cards':
      return String(value);
    case 'kind':
      return value ? messages.ui.kindFour : messages.ui.kindSequence;
    case 'highest':
      return messages.faces[face].ranks[value as Rank];
    case 'trump':
      return value ? messages.ui.yes : messages.ui.no;
    case 'seat':
      return seatLabel(value as number, messages, names);
    case 'suit':
      return suitName(messages, face, value as Suit, pairing);
  }
}

/** "Rules: Schieber": a label, its colon as the language writes it (French: "Règles : Schieber"), and its text. */
export const labelled = (label: string, text: string, messages: Messages): string => `${label}${messages.ui.colon} ${text}`;

/** A ladder rung's name: "highest card", or "lowest card" where the lowest wins. */
export function stageLabel(rung: StageResult, messages: Messages): string {
  return rung.lowest ? messages.ui.lowestCard : messages.stages[rung.stage];
}

/** One sentence on a contest: who wins and why, a tie, or nobody. The CLI and the element share it. */
export function describeContest(contest: ContestResult, messages: Messages, names?: SeatNames, you?: number): string {
  const ui = messages.ui;
  if (!contest.winner) return contest.comparison ? ui.tie : ui.nobodyWrites;
  const decision = contest.winner.decidedBy;
  const rung = contest.comparison?.stages.find((stage) => stage.stage === decision);
  const why =
    decision === 'uncontested'
      ? messages.stages.uncontested
      : ui.decidedByStage(rung ? stageLabel(rung, messages) : messages.stages[decision]);
  const winner = seatLabel(contest.winner.seat, messages, names);
  return `${contest.winner.seat === you ? ui.youWin : `${winner} ${ui.wins}`} (${why})`;
}

/** What a player says: the value in words, and the top card on equal values ("“fifty” (with the King on top)"). */
export function announcementText(player: PlayerResult, messages: Messages, face: Face, words: MeldWords = 'jass'): string | null {
  if (player.announce === null) return null;
  const top = player.announceTop ? ` (${messages.ui.saysTop(messages.faces[face].ranks[player.announceTop])})` : '';
  const spoken = meldWordsOf(messages, words).says?.[player.announce] ?? messages.saysPoints(player.announce);
  return `${messages.quote(spoken)}${top}`;
}
