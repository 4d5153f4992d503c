import { ShareBudget, timed } from './budget.js';

/*
 * Where the overlay may sit on a game page: nowhere over the page's controls or cards. Pure
 * geometry (tested in Node) plus one function that collects what to keep free from a page.
 */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}

const MARGIN = 8;
const STEP = 8;

/**
 * The free place for a box of `size` in the viewport nearest to `prefer`, overlapping none of
 * `keepFree` (the page's buttons, links, inputs, cards and dialogs, and the player's hand). Null
 * when there is none. A 2-D prefix sum over cells of `STEP` pixels makes each candidate one
 * lookup, however many things a page has.
 */
export function choosePlace(
  viewport: { width: number; height: number },
  size: { width: number; height: number },
  keepFree: readonly Box[],
  prefer: Point,
): Point | null {
  const columns = Math.ceil(viewport.width / STEP) + 1;
  const rows = Math.ceil(viewport.height / STEP) + 1;
  const blocked = new Int32Array(columns * rows);
  const cell = (value: number, count: number) => Math.min(count - 1, Math.max(0, Math.floor(value / STEP)));
  for (const box of keepFree) {
    if (box.left > viewport.width || box.top > viewport.height || box.left + box.width < 0 || box.top + box.height < 0) continue;
    for (let row = cell(box.top, rows); row <= cell(box.top + box.height, rows); row++) {
      for (let column = cell(box.left, columns); column <= cell(box.left + box.width, columns); column++) {
        blocked[row * columns + column] = 1;
      }
    }
  }
  // sums[(r + 1) * (columns + 1) + (c + 1)]: blocked cells in rows < r + 1 and columns < c + 1.
  const sums = new Int32Array((rows + 1) * (columns + 1));
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      sums[(row + 1) * (columns + 1) + column + 1] =
        (blocked[row * columns + column] as number) +
        (sums[row * (columns + 1) + column + 1] as number) +
        (sums[(row + 1) * (columns + 1) + column] as number) -
        (sums[row * (columns + 1) + column] as number);
    }
  }
  const anyBlocked = (x: number, y: number): boolean => {
    const c0 = cell(x, columns);
    const c1 = cell(x + size.width, columns) + 1;
    const r0 = cell(y, rows);
    const r1 = cell(y + size.height, rows) + 1;
    const width = columns + 1;
    return (
      (sums[r1 * width + c1] as number) -
        (sums[r0 * width + c1] as number) -
        (sums[r1 * width + c0] as number) +
        (sums[r0 * width + c0] as number) >
      0
    );
  };
  let best: Point | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let y = MARGIN; y <= viewport.height - size.height - MARGIN; y += STEP) {
    for (let x = MARGIN; x <= viewport.width - size.width - MARGIN; x += STEP) {
      const distance = (x - prefer.x) ** 2 + (y - prefer.y) ** 2;
      if (distance < bestDistance && !anyBlocked(x, y)) {
        best = { x, y };
        bestDistance = distance;
      }
    }
  }
  return best;
}

/** What a player uses on a page: links, buttons, form fields and anything marked clickable. */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, label[for], [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="radio"], [onclick], [tabindex]:not([tabindex="-1"])';
/** What looks like a card (face up or down) or a picture the player reads. */
const PICTURES = 'img, svg, canvas, [class*="card" i], [data-card], [data-suit]';

/** Dialogs the page shows: the overlay keeps off them whole. */
const DIALOGS = 'dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"]';

/** The page's dialogs, controls and pictures: looked up now and then, measured at every placement. */
export interface KeepFree {
  dialogs: Element[];
  controls: Element[];
  pictures: Element[];
}

/** One query a task; the costly ones (attribute substrings over a large page) alone. */
const KINDS = [
  ['dialogs', DIALOGS],
  ['controls', 'a[href], button, input, select, textarea, summary, label[for]'],
  ['controls', '[role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="radio"]'],
  ['controls', '[onclick], [tabindex]:not([tabindex="-1"])'],
  ['pictures', 'img, svg, canvas, [data-card], [data-suit]'],
  ['pictures', '[class*="card" i]'],
] as const;

/** The page's elements of one kind (dialogs, controls or pictures), at most `limit`. */
const findKind = (doc: Document, selector: string, limit = 800): Element[] =>
  Array.from(doc.querySelectorAll(selector)).slice(0, limit);

/** The page's dialogs, controls and pictures, at most `limit` of each. */
export function findKeepFree(doc: Document, limit = 800): KeepFree {
  return {
    dialogs: findKind(doc, DIALOGS, limit),
    controls: findKind(doc, CONTROLS, limit),
    pictures: findKind(doc, PICTURES, limit),
  };
}

/**
 * The page's elements to keep free, looked up again (at most once a second, as its budget
 * allows) in tasks of their own: on a page of 50,000 elements that changes every frame, one
 * lookup costs about 30 ms, and the placements between lookups only measure.
 */
export class KeepFreeLookup {
  private found: KeepFree | null = null;
  private at = 0;
  private readonly budget = new ShareBudget();
  private pending: ReturnType<typeof setTimeout> | null = null;

  /** Looked up at once, in tasks of their own: ready by the overlay's first placement. */
  constructor(private readonly doc: Document) {
    this.lookUpInTasks(0, { dialogs: [], controls: [], pictures: [] }, 0);
  }

  get(): KeepFree {
    if (!this.found) {
      this.stop();
      return this.lookUp();
    }
    const now = performance.now();
    if (this.pending === null && now - this.at > 1000 && this.budget.wait(now) === 0) {
      this.lookUpInTasks(0, { ...this.found }, 0);
    }
    return this.found;
  }

  /** One kind a task: each query of a large page stays a short task. */
  private lookUpInTasks(kind: number, next: KeepFree, cost: number): void {
    this.pending = setTimeout(() => {
      const [name, selector] = KINDS[kind] as (typeof KINDS)[number];
      const found = timed('lookup', () => findKind(this.doc, selector));
      // The first query of a kind replaces what was found before; the next ones add to it.
      const first = KINDS.findIndex(([other]) => other === name) === kind;
      next[name] = first ? found.value : [...next[name], ...found.value];
      const spent = cost + found.ms;
      if (kind + 1 < KINDS.length) {
        this.lookUpInTasks(kind + 1, next, spent);
        return;
      }
      this.pending = null;
      this.found = next;
      this.at = performance.now();
      this.budget.spend(spent);
    }, 0);
  }

  stop(): void {
    if (this.pending !== null) clearTimeout(this.pending);
    this.pending = null;
  }

  private lookUp(): KeepFree {
    const found = timed('lookup', () => findKeepFree(this.doc));
    this.found = found.value;
    this.at = performance.now();
    this.budget.spend(found.ms);
    return this.found;
  }
}

/**
 * What the overlay must leave free on a page: its visible controls, the given card elements,
 * pictures, and dialogs, skipping our own host. Boxes larger than a third of the viewport (a
 * whole table that listens for clicks) are no single control and are left out.
 */
export function keepFreeBoxes(found: KeepFree, cards: readonly Element[], own: Element | null, limit = 400): Box[] {
  const view = own?.ownerDocument.defaultView ?? cards[0]?.ownerDocument.defaultView ?? null;
  const largest = ((view?.innerWidth ?? 1024) * (view?.innerHeight ?? 768)) / 3;
  const boxes: Box[] = [];
  // Elements measured, not only boxes kept: a page of 50,000 tiny cards costs no more than a normal one
  // (each measure costs about 10 µs on a page that changes every frame).
  let measured = 0;
  const add = (element: Element, minimum = 1, whole = false) => {
    if (boxes.length >= limit || measured >= 2 * limit || own?.contains(element) || !element.isConnected) return;
    measured++;
    const rect = element.getBoundingClientRect();
    if (rect.width < minimum || rect.height < minimum || (!whole && rect.width * rect.height > largest)) return;
    boxes.push({ left: rect.left, top: rect.top, width: rect.width, height: rect.height });
  };
  for (const element of found.dialogs) add(element, 1, true);
  for (const element of found.controls) add(element);
  for (const element of cards) add(element);
  for (const element of found.pictures) add(element, 12);
  return boxes;
}
