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
 * The free place for a box of `size` in the viewport nearest to `prefer`: no point of `keepFree`
 * (the centres of the page's buttons, links, inputs and cards) inside it and no overlap with
 * `avoid` (the player's hand). Null when there is none. A 2-D prefix sum over cells of `STEP`
 * pixels makes each candidate one lookup, however many points a page has.
 */
export function choosePlace(
  viewport: { width: number; height: number },
  size: { width: number; height: number },
  keepFree: readonly Point[],
  avoid: readonly Box[],
  prefer: Point,
): Point | null {
  const columns = Math.ceil(viewport.width / STEP) + 1;
  const rows = Math.ceil(viewport.height / STEP) + 1;
  const blocked = new Int32Array(columns * rows);
  const cell = (value: number, count: number) => Math.min(count - 1, Math.max(0, Math.floor(value / STEP)));
  for (const point of keepFree) {
    if (point.x < 0 || point.y < 0 || point.x > viewport.width || point.y > viewport.height) continue;
    blocked[cell(point.y, rows) * columns + cell(point.x, columns)] = 1;
  }
  for (const box of avoid) {
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

/** The centres of a page's visible controls and of the given card elements, skipping our own host. */
export function keepFreePoints(doc: Document, cards: readonly Element[], own: Element | null, limit = 3000): Point[] {
  const points: Point[] = [];
  const add = (element: Element) => {
    if (points.length >= limit || own?.contains(element)) return;
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) points.push({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
  };
  for (const element of doc.querySelectorAll(CONTROLS)) add(element);
  for (const element of cards) add(element);
  for (const element of doc.querySelectorAll(PICTURES)) {
    if (points.length >= limit) break;
    const rect = element.getBoundingClientRect();
    if (rect.width >= 12 && rect.height >= 12) add(element);
  }
  return points;
}
