import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coiffeurPoints, DEFAULT_COIFFEUR_RULES } from '../../src/core/index.js';
import { DOC_FILES, REPO } from '../helpers/docs.js';

/*
 * Issue 46: the guides say of each game what the app does. Coiffeur is played without Weis in
 * the official rules (and the calculator's game `coiffeur` compares nothing), but the board
 * settles a Coiffeur round's Weis as in Schieber: a guide that says the first says the second.
 */

/** A guide's paragraphs and list items, each on one line; not its sources (a source says what it says). */
const passages = (file: string): string[] =>
  (readFileSync(join(REPO, file), 'utf8').split(/^## Sources$/m)[0] ?? '')
    .split(/\n\s*\n|\n(?=\s*[-*] )/)
    .map((passage) => passage.replace(/\s+/g, ' ').trim());

describe('issue 46: Coiffeur’s Weis as the guides say it', () => {
  it('the board writes a Coiffeur round’s Weis and Stöck with its points, times the factor', () => {
    const round = { team: 0, row: 2, trump: 'S', tricks: { kind: 'points', points: 100 }, weis: 50, stoeck: true } as const;
    expect(coiffeurPoints(round, DEFAULT_COIFFEUR_RULES)).toBe((100 + 50 + 20) * 3);
  });

  it('a guide that says Coiffeur is played without Weis says the board settles it as in Schieber', () => {
    const unsaid = DOC_FILES.flatMap((file) =>
      passages(file)
        .filter((passage) => /Coiffeur/.test(passage) && /without Weis/i.test(passage))
        .filter((passage) => !/board/.test(passage) || !/as in Schieber/.test(passage))
        .map((passage) => `${file}: ${passage.slice(0, 120)}`),
    );
    expect(unsaid).toEqual([]);
  });
});
