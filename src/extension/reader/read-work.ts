import type { Slices } from '../../ui/slices.js';

/*
 * The work reading a page does, counted rather than timed: a busy machine changes how long a
 * read takes, never how much it does. The walks count the elements they step on (each node a
 * walk through the page looks at, each step of a climb to an ancestor), the recognisers the
 * characters of the page's own text they examine, the card cache the elements it reads afresh.
 * Tests bound these counts on hostile pages; `npm run bench -- hostile-pages` gives the times.
 */

export interface Work {
  /** Elements (and text nodes) stepped on. */
  elements: number;
  /** Characters of the page's text examined. */
  characters: number;
  /** Elements read afresh for a card, not taken from what an earlier read kept. */
  recognised: number;
}

/** How far up from an element the reader climbs to what it is nested in (a card's box, a chat): pages nest deep, readers must not. */
export const MAX_DEPTH = 32;

const none = (): Work => ({ elements: 0, characters: 0, recognised: 0 });

/** Work done so far on this page: the walks, recognisers and the card cache add to it as they go. */
export const readWork: Work = none();

/** Counts the characters of a page's text that a recogniser examines; returns the text. */
export function examined<T extends string>(text: T): T {
  readWork.characters += text.length;
  return text;
}

/** The work of each read of a page, counted slice by slice (the slices are what our tasks are made of). */
export class WorkRecord {
  /** The most of each count one read did so far. */
  readonly most: Work = none();
  /** The most elements one slice stepped on so far. */
  mostInSlice = 0;
  private read: Work = none();

  /** The work of the read running, or of the last one once it ended. */
  get last(): Readonly<Work> {
    return this.read;
  }

  /** A read begins: its counts start at zero. */
  begin(): void {
    this.read = none();
  }

  /** One slice of the read, run and counted (its own work only: other tasks run between slices). */
  slice<T>(run: () => T): T {
    const before = { ...readWork };
    const value = run();
    const stepped = readWork.elements - before.elements;
    this.mostInSlice = Math.max(this.mostInSlice, stepped);
    for (const count of ['elements', 'characters', 'recognised'] as const) {
      this.read[count] += readWork[count] - before[count];
      this.most[count] = Math.max(this.most[count], this.read[count]);
    }
    return value;
  }

  /** A sliced walk whose every slice is counted as the read's. */
  *counted<T>(slices: Slices<T>): Slices<T> {
    for (;;) {
      const step = this.slice(() => slices.next());
      if (step.done) return step.value;
      yield step.value;
    }
  }
}
