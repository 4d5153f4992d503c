import type { CardId } from '../../core/index.js';
import type { Drawn } from '../page-world/drawn.js';
import { boxText } from '../reader/find-cards.js';
import { type RecognizeOptions, recognizeCard } from '../reader/recognize.js';

/*
 * A sprite sheet drawn as SVG names its own cards: each card is a group placed on the sheet
 * (`<g transform="translate(120,0)">`) holding its rank and suit as text. Where a canvas draws
 * parts of such a sheet (of the page's own origin), the sheet is fetched once and each part
 * drawn is named by the group it was cut from. Nothing else of the sheet is kept.
 */

interface Cell {
  x: number;
  y: number;
  width: number;
  height: number;
  card: CardId;
}

/** A sheet larger than this is not read (a picture, not a sheet of cards). */
const MAX_SHEET_CHARS = 2_000_000;
/** Sheets of one page read, at most. */
const MAX_SHEETS = 8;
/** Groups of one sheet looked at, at most. */
const MAX_GROUPS = 400;

const number = (value: string | null): number => {
  const parsed = Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) ? parsed : 0;
};

/** The offset a `translate(x, y)` gives; other transforms place nothing we can follow. */
function translation(element: Element): { x: number; y: number } | null {
  const transform = element.getAttribute('transform');
  if (!transform) return { x: 0, y: 0 };
  const match = /^\s*translate\(\s*(-?[\d.]+)(?:[\s,]+(-?[\d.]+))?\s*\)\s*$/.exec(transform);
  return match ? { x: number(match[1] ?? null), y: number(match[2] ?? null) } : null;
}

/** The cells of a sheet: each group that names one card, with the rectangle it draws. */
export function sheetCells(svg: Document, options: RecognizeOptions): Cell[] {
  const cells: Cell[] = [];
  for (const group of [...svg.querySelectorAll('g')].slice(0, MAX_GROUPS)) {
    const text = boxText(group);
    const card = text ? recognizeCard(text, options) : null;
    const rect = group.querySelector('rect');
    if (!card || !rect) continue;
    let x = number(rect.getAttribute('x'));
    let y = number(rect.getAttribute('y'));
    let placed = true;
    for (let node: Element | null = group; node && node.localName !== 'svg'; node = node.parentElement) {
      const offset = translation(node);
      if (!offset) placed = false;
      else {
        x += offset.x;
        y += offset.y;
      }
    }
    if (placed)
      cells.push({ x, y, width: number(rect.getAttribute('width')), height: number(rect.getAttribute('height')), card });
  }
  return cells;
}

/** The SVG sheets a page draws from, fetched once each; what part of one names which card. */
export class SvgSheets {
  private readonly sheets = new Map<string, Cell[] | null>();

  constructor(
    private readonly doc: Document,
    /** A sheet was read: the hand drawn from it can be named now. */
    private readonly loaded: () => void,
  ) {}

  /** The card a drawn part of a sheet shows, once its sheet is read; null until then, or for anything else. */
  cardOf(entry: Drawn, options: RecognizeOptions): CardId | null {
    const url = this.sameOriginSvg(entry.image);
    if (!url) return null;
    if (!this.sheets.has(url)) {
      // A page drawing from many sheets is no sheet of cards: a few are read, no more.
      if (this.sheets.size >= MAX_SHEETS) return null;
      this.sheets.set(url, null);
      void this.load(url, options);
      return null;
    }
    const x = entry.sx + entry.sw / 2;
    const y = entry.sy + entry.sh / 2;
    const cell = this.sheets.get(url)?.find((one) => x >= one.x && x < one.x + one.width && y >= one.y && y < one.y + one.height);
    return cell?.card ?? null;
  }

  private sameOriginSvg(image: string): string | null {
    if (!/\.svg(?:[?#]|$)/i.test(image)) return null;
    try {
      const url = new URL(image, this.doc.baseURI);
      return url.origin === this.doc.defaultView?.location.origin ? (url.href.split('#')[0] ?? null) : null;
    } catch {
      return null; // No address: nothing to fetch.
    }
  }

  private async load(url: string, options: RecognizeOptions): Promise<void> {
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      const text = await response.text();
      if (!response.ok || text.length > MAX_SHEET_CHARS) return;
      const cells = sheetCells(new DOMParser().parseFromString(text, 'image/svg+xml'), options);
      if (cells.length < 2) return;
      this.sheets.set(url, cells);
      this.loaded();
    } catch (error) {
      // A sheet that cannot be fetched or read names nothing: the player can still name cards.
      console.debug('jass-weis: a drawn sheet could not be read', error);
    }
  }
}
