import type { Messages } from './types.js';

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
  you?: number,
): { label: string; verb: string; one: boolean } {
  const absent = (seat: number) => emptySeat(seat) && !names?.[seat]?.trim();
  const [first, second] = [team, team + 2];
  if (absent(first) === absent(second)) {
    // The player's own team is spoken to: "Vous & Partenaire marquez", not "marquent".
    const yours = you === first || you === second;
    return { label: teamLabel(team, messages, names), verb: yours ? messages.ui.youWrite : messages.ui.teamWrites, one: false };
  }
  return { label: seatLabel(absent(first) ? second : first, messages, names), verb: messages.ui.writes, one: true };
}

/**
 * The seats as a player names them from their own seat `you` (0-3): "You", then right,
 * partner and left, in the reader's language.
 */
export function namesFromYou(messages: Messages, you = 0): string[] {
  const around = [messages.ui.you, ...messages.verdict.seatsFromYou];
  return [0, 1, 2, 3].map((seat) => around[(seat - you + 4) % 4] ?? '');
}

/** "Anna|Beat|Chrigu|Dani" as seat names: at most four, each cut to 24 characters. */
export function parseSeatNames(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return text.split('|', 4).map((name) => name.trim().slice(0, 24));
}
