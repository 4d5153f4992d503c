import type { Deck, SuitPairing } from '../../core/index.js';
import type { Drawn } from '../page-world/drawn.js';
import type { CardCache } from '../reader/find-cards.js';
import { adapterFor, type CardPattern, readWithPattern } from '../reader/pattern.js';
import { type AnchoredRead, readerStage, readPageInSlices } from '../reader/read-page.js';
import type { Settings } from '../settings.js';
import { readDrawnHand } from './drawn-cards.js';
import { CANVAS_HAND, type NamedHand, type NamingRow, readNamedRow } from './naming-rows.js';
import { type ReadingCosts, readInTasks } from './read-tasks.js';
import type { ScreenRead } from './screen-read.js';
import type { SvgSheets } from './svg-sheets.js';

/*
 * Where a hand is read from, in order: the markup (a site adapter, a taught pattern, the generic
 * reader), a canvas (what the page-world recorder saw drawn), a picture of the screen the
 * player took, and the cards the player named box by box. One kind of source each, behind one
 * interface: each is asked only while none before it read a hand.
 */

export type ReadSourceKind = 'markup' | 'canvas' | 'screen' | 'named';

export interface ReadSource {
  readonly kind: ReadSourceKind;
  /** What this source reads, given what the sources before it read; null when it reads no hand. */
  read(before: AnchoredRead): Promise<AnchoredRead | null>;
}

/** The read of the first source that reads a hand (or finds it cannot be one), on what the markup read. */
export async function readThrough(sources: readonly ReadSource[], empty: AnchoredRead): Promise<AnchoredRead> {
  let read = empty;
  for (const source of sources) {
    const found = await source.read(read);
    if (!found) continue;
    read = found;
    if (read.hand.length > 0 || read.impossible) break;
  }
  return read;
}

/**
 * The deck pages are read in: the 36-card one, every card a page of the family can show. The
 * reader is not told the deck: what the page shows tells the game and its deck (`table-game.ts`).
 */
export const READ_DECK: Deck = 'jass';

/** What the page shows before anything is read: no hand, no trump. */
export const EMPTY_READ: AnchoredRead = { hand: [], trump: null, face: null, others: [], via: 'none', anchor: null, cards: [] };

export interface MarkupContext extends ReadingCosts {
  doc: Document;
  host: string;
  settings: () => Settings;
  pattern: () => CardPattern | null;
  own: () => Element | null;
  cache: CardCache;
}

/** The markup: a site adapter, then a taught pattern, then the generic reader in tasks short enough never to block the page. */
export function markupSource(context: MarkupContext): ReadSource {
  return {
    kind: 'markup',
    async read() {
      const { doc, host } = context;
      const settings = context.settings();
      const options = {
        deck: READ_DECK,
        pairing: settings.pairing,
        skip: context.own(),
        cache: context.cache,
      };
      const adapter = adapterFor(host);
      const byAdapter = adapter ? context.work.slice(() => readWithPattern(doc, adapter, options)) : null;
      if (byAdapter && byAdapter.hand.length > 0) return { ...byAdapter, via: 'adapter' };
      const pattern = context.pattern();
      const byPattern =
        pattern && pattern.hand !== CANVAS_HAND ? context.work.slice(() => readWithPattern(doc, pattern, options)) : null;
      if (byPattern?.impossible || (byPattern && byPattern.hand.length > 0)) return byPattern;
      return readInTasks(readPageInSlices(doc, options), () => readerStage.now, context);
    },
  };
}

/** The hand a page draws on a canvas: named by its images' addresses, or by what the player taught on this site. */
export function canvasSource(
  frame: () => readonly Drawn[],
  deck: () => { deck: Deck; pairing: SuitPairing },
  pattern: () => CardPattern | null,
  sheets?: SvgSheets,
): ReadSource {
  return {
    kind: 'canvas',
    async read(before) {
      const drawn = frame();
      if (drawn.length === 0) return null;
      const taught = pattern();
      const named = taught?.hand === CANVAS_HAND && taught.naming ? { image: taught.card, naming: taught.naming } : null;
      const { deck: cards, pairing } = deck();
      const options = { deck: cards, pairing };
      const hand = readDrawnHand(drawn, cards, pairing, named, (entry) => sheets?.cardOf(entry, options) ?? null);
      if (hand?.impossible) return { ...before, hand: [], via: 'canvas', impossible: hand.impossible };
      if (!hand) return null;
      return { ...before, hand: hand.hand, face: hand.face, via: 'canvas', drawn: { box: hand.box, cards: hand.cards } };
    },
  };
}

/** The hand on the last picture of the screen the player asked to read, if any. */
export function screenSource(screen: () => ScreenRead | null): ReadSource {
  return {
    kind: 'screen',
    async read(before) {
      const read = screen();
      if (!read) return null;
      return {
        ...before,
        hand: read.hand,
        via: 'screen',
        drawn: { box: read.box, cards: read.cards },
        ...(read.unnamed.length > 0 ? { unnamed: read.unnamed.length, unnamedAt: read.unnamed } : {}),
      };
    },
  };
}

/** The hand the player named box by box, for as long as the same boxes lie there. */
export function namedSource(named: () => NamedHand | null, rowOf: (key: string) => NamingRow | null): ReadSource {
  return {
    kind: 'named',
    async read(before) {
      const hand = named();
      const row = hand ? rowOf(hand.row) : null;
      const now = hand && row ? readNamedRow(row, hand) : null;
      if (!now) return null;
      return {
        ...before,
        hand: now.hand,
        via: 'named',
        anchor: now.anchor,
        cards: now.elements,
        ...(now.drawn ? { drawn: now.drawn } : {}),
      };
    },
  };
}
