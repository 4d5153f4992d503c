import type { CliWords } from '../i18n/cli/index.js';
import type { Messages } from '../i18n/index.js';
import { seatLabel } from '../i18n/seat-names.js';
import { errorSentence, type ViewError } from '../i18n/sentences.js';
import { validValues } from '../i18n/valid-values.js';

/**
 * Errors as a person reads them on a terminal: one sentence each in the chosen language, the
 * hand echoed with the bad word marked, what it may have meant, and the valid values.
 */
export function formatErrors(
  errors: readonly ViewError[],
  more: number,
  texts: readonly (string | null)[],
  rules: string | undefined,
  messages: Messages,
  words: CliWords,
): string {
  const lines: string[] = [];
  for (const error of errors) {
    const valid = validValues(error, rules);
    const conflict = conflictText(error, words);
    lines.push(
      `jass-weis: ${errorSentence(error, messages, words.errors)}${conflict}${valid ? ` ${words.validValues(valid)}` : ''}`,
    );
    const text = error.seat !== undefined ? texts[error.seat] : null;
    if (text && error.offset !== undefined && error.length) {
      const label = `  ${words.errorIn} ${seatLabel(error.seat ?? 0, messages)}${messages.ui.colon} `;
      lines.push(`${label}${text}`, `${' '.repeat(label.length + error.offset)}${'^'.repeat(Math.min(error.length, 40))}`);
    }
  }
  if (more > 0) lines.push(`jass-weis: ${messages.ui.moreErrors(more)}`);
  return `${lines.join('\n')}\n`;
}

/** After a rule option's error: the option beside which it means nothing (empty for other errors). */
export const conflictText = (error: Pick<ViewError, 'conflict'>, words: CliWords): string =>
  error.conflict ? ` ${words.optionConflict(error.conflict)}` : '';
