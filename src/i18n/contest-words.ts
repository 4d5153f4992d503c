import type { ContestKind } from '../core/index.js';
import { labelled } from './sentences.js';
import type { Messages } from './types.js';

/*
 * The one module that words a contest by its kind: every view loops over the core's list of
 * contests (`resultContests`, `verdictContests`, `oddsContests`) and names each here.
 */

/** A contest's name where a table has several (Belot: "Sequences", "Carrés"); null for the one contest of best melds. */
export function contestName(kind: ContestKind, messages: Messages): string | null {
  if (kind === 'sequence') return messages.ui.sequences;
  if (kind === 'four') return messages.ui.fours;
  return null;
}

/** A contest's ladder title: "Comparison", "Comparison: Sequences". */
export function contestTitle(kind: ContestKind, messages: Messages): string {
  const name = contestName(kind, messages);
  return name ? labelled(messages.ui.comparison, name, messages) : messages.ui.comparison;
}

/** A heading for a contest's own part of the answer: "Sequences", or "Comparison" for the one contest. */
export const contestHeading = (kind: ContestKind, messages: Messages): string =>
  contestName(kind, messages) ?? messages.ui.comparison;

/** A line on a contest, led by its name where there are several: "Sequences: Anna wins (…)". */
export function contestLine(kind: ContestKind, text: string, messages: Messages): string {
  const name = contestName(kind, messages);
  return name ? labelled(name, text, messages) : text;
}
