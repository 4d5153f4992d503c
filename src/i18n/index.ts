import {
  type CardId,
  type ContestResult,
  cardRank,
  cardSuit,
  type Face,
  isLang,
  LANGS,
  type Lang,
  type Meld,
  type Mode,
  type PlayerResult,
  type Rank,
  type Stage,
  type StageResult,
  type StageValue,
  type Suit,
  type SuitPairing,
  type TableError,
} from '../core/index.js';
import { formatsOf } from './format.js';
import { messages as de } from './lang/de/messages.js';
import { messages as deCH } from './lang/de-ch/messages.js';
import { messages as en } from './lang/en/messages.js';
import { messages as fr } from './lang/fr/messages.js';
import { messages as it } from './lang/it/messages.js';
import type { ErrorCode, ErrorSentence, Messages } from './types.js';

export { type Formats, formatsOf } from './format.js';
export type { CliErrorCode, Decision, ErrorCode, ErrorSentence, FaceWords, Messages, UiWords, ViewErrorCode } from './types.js';
export { VIEW_ERROR_CODES } from './types.js';

/**
 * The words of each language. All are here, except in the standalone bundles (the calculator,
 * the statistics table): they hold English and fetch the others from beside themselves when an
 * element speaks them (`load-messages.ts`), so that the one-tag embed stays small.
 */
const MESSAGES: Partial<Record<Lang, Messages>> = { en, 'de-CH': deCH, de, fr, it };

/** Whether the words of `lang` are here (always, but in the standalone bundle before its file came). */
export const hasMessages = (lang: Lang): boolean => MESSAGES[lang] !== undefined;

/** Adds languages fetched on demand. */
export function addMessages(more: Readonly<Partial<Record<Lang, Messages>>>): void {
  for (const lang of LANGS) MESSAGES[lang] = more[lang] ?? MESSAGES[lang];
}

/** The words of `lang`; English while a fetched language is not here. */
export const getMessages = (lang: Lang): Messages => MESSAGES[lang] ?? en;

/** Every language's words that are here. */
export const allMessages = (): Messages[] => LANGS.flatMap((lang) => MESSAGES[lang] ?? []);

/** The nearest of our languages for BCP 47 tags in order of preference ("de-AT" → de, "gsw" → de-CH). */
export function negotiateLang(tags: readonly (string | null | undefined)[], fallback: Lang = 'en'): Lang {
  for (const tag of tags) {
    const lang = matchLang(tag);
    if (lang) return lang;
  }
  return fallback;
}

/** One of our languages for a BCP 47 tag, or null when we speak none of it. */
export function matchLang(tag: unknown): Lang | null {
  if (typeof tag !== 'string' || !tag || tag.length > 40) return null;
  const lower = tag.toLowerCase();
  const exact = LANGS.find((lang) => lang.toLowerCase() === lower);
  if (exact) return exact;
  if (lower === 'gsw' || lower.startsWith('gsw-') || lower === 'de-li') return 'de-CH';
  const base = lower.split('-')[0];
  return isLang(base) ? base : null;
}

/** Swiss German players mostly hold the German-Swiss deck; everyone else the French one. */
export const defaultFace = (lang: Lang): Face => (lang === 'de-CH' ? 'german-swiss' : 'french');

/** Suit name for a meld in the chosen face (German-Swiss names follow the pairing). */
function suitName(messages: Messages, face: Face, suit: CardId[0], pairing?: SuitPairing): string {
  if (face === 'german-swiss' && pairing) {
    const german = (Object.keys(pairing) as (keyof SuitPairing)[]).find((key) => pairing[key] === suit);
    if (german) return messages.germanSwissSuits[german];
  }
  return messages.faces[face].suits[suit as keyof Messages['faces']['french']['suits']];
}

/** "Three in a row, Roses up to the King", "Vier Asse". */
export function meldName(meld: Meld, messages: Messages, face: Face = 'french', pairing?: SuitPairing): string {
  const words = messages.faces[face];
  if (meld.kind === 'four') return words.fours[meld.rank];
  return messages.sequenceName(meld.length, suitName(messages, face, meld.suit, pairing), words.ranks[meld.high], meld.high);
}

/** "Rosen Ober", "Hearts Queen": suit then rank, the way players read a card. */
export function cardName(card: CardId, messages: Messages, face: Face = 'french', pairing?: SuitPairing): string {
  return `${suitName(messages, face, cardSuit(card), pairing)} ${messages.faces[face].ranks[cardRank(card)]}`;
}

/**
 * A rank as the reader's language writes it in a card's corner: numbers as they are, the Banner
 * "B", and the court cards by their first letter (J/Q/K in English, B/D/K in German, V/D/R in
 * French, F/C/R in Italian, U/O/K on German-Swiss cards).
 */
export function cardIndexLabel(rank: Rank, face: Face, messages: Messages): string {
  if (face === 'french' && rank === 'T') return '10';
  if (/^[6-9]$/.test(rank)) return rank;
  return (messages.faces[face].ranks[rank].trim()[0] ?? rank).toUpperCase();
}

/** Players' names by seat (0-3), as a page or the command line gives them; empty where not given. */
export type SeatNames = readonly (string | undefined)[];

/**
 * A seat as players name it: the name given, else "Player 1" to "Player 4" (people count
 * from one; data keeps the indices 0-3).
 */
export function seatLabel(seat: number, messages: Messages, names?: SeatNames): string {
  const name = names?.[seat]?.trim();
  return name ? name : `${messages.ui.seat} ${seat + 1}`;
}

/** A team by its players: "Anna & Chrigu", "Player 1 & Player 3". */
export function teamLabel(team: number, messages: Messages, names?: SeatNames): string {
  return `${seatLabel(team, messages, names)} & ${seatLabel(team + 2, messages, names)}`;
}

/** Nobody sits at this seat of a result: a figure of fewer hands, or a seat given as empty. */
export const seatAbsentIn =
  (players: readonly { seat: number; absent?: boolean }[]) =>
  (seat: number): boolean =>
    !players.some((player) => player.seat === seat && !player.absent);

/**
 * Who writes for a team at a table where a seat may be empty (a figure of two hands): both
 * players ("Anna & Chrigu", with the plural verb), or the one who sits there ("Anna", singular).
 * A seat given a name is not empty: its player is at the table, only the cards are not given.
 */
export function writersOf(
  team: number,
  emptySeat: (seat: number) => boolean,
  messages: Messages,
  names?: SeatNames,
): { label: string; verb: string; one: boolean } {
  const absent = (seat: number) => emptySeat(seat) && !names?.[seat]?.trim();
  const [first, second] = [team, team + 2];
  if (absent(first) === absent(second)) {
    // A team that holds "You" is spoken to: "Vous & Partenaire marquez", not "marquent".
    const yours = names?.[first] === messages.ui.you || names?.[second] === messages.ui.you;
    return { label: teamLabel(team, messages, names), verb: yours ? messages.ui.youWrite : messages.ui.teamWrites, one: false };
  }
  return { label: seatLabel(absent(first) ? second : first, messages, names), verb: messages.ui.writes, one: true };
}

/** "Anna|Beat|Chrigu|Dani" as seat names: at most four, each cut to 24 characters. */
export function parseSeatNames(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return text.split('|', 4).map((name) => name.trim().slice(0, 24));
}

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
export function describeContest(contest: ContestResult, messages: Messages, names?: SeatNames): string {
  const ui = messages.ui;
  if (!contest.winner) return contest.comparison ? ui.tie : ui.nobodyWrites;
  const decision = contest.winner.decidedBy;
  const rung = contest.comparison?.stages.find((stage) => stage.stage === decision);
  const why =
    decision === 'uncontested'
      ? messages.stages.uncontested
      : ui.decidedByStage(rung ? stageLabel(rung, messages) : messages.stages[decision]);
  const winner = seatLabel(contest.winner.seat, messages, names);
  return `${winner === ui.you ? ui.youWin : `${winner} ${ui.wins}`} (${why})`;
}

/** A trump or mode as players call it: suits in the chosen face ("Schilten"), modes by name. */
export function modeName(mode: Mode, messages: Messages, face: Face = 'french', pairing?: SuitPairing): string {
  return mode.length === 1 ? capitalize(suitName(messages, face, mode as Suit, pairing)) : messages.modes[mode];
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** What a player says: the value in words, and the top card on equal values ("“fifty” (with the King on top)"). */
export function announcementText(player: PlayerResult, messages: Messages, face: Face, lang: Lang): string | null {
  if (player.announce === null || !player.announceWords) return null;
  const top = player.announceTop ? ` (${messages.ui.saysTop(messages.faces[face].ranks[player.announceTop])})` : '';
  return `${messages.quote(player.announceWords[lang])}${top}`;
}
