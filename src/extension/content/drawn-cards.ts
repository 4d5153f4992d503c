import { type CardId, type Deck, type Face, faceOfText, type SuitPairing } from '../../core/index.js';
import { CHANNEL_HELLO, DRAWN_TEXT, type Drawn, MAX_DRAWS } from '../page-world/drawn.js';
import type { Features } from '../reader/box-features.js';
import { type Naming, readNamed } from '../reader/naming.js';
import { type ImpossibleHand, impossibleHand } from '../reader/read-page.js';
import { recognizeFileCard } from '../reader/recognize.js';
import { isVisible } from '../reader/visible.js';
import { boundsOf, lowestHandRow } from './hand-row.js';
import type { Box } from './placement.js';

/** A frame is text of at most this size: anything larger is refused unread. */
const MAX_FRAME_CHARS = 600_000;

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** One drawn image as the page world reported it, checked like anything from the page: or null. */
function checked(entry: unknown): Drawn | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { image, sx, sy, sw, sh, x, y, width, height } = entry as Record<string, unknown>;
  if (typeof image !== 'string' || image.length > 600) return null;
  if (![sx, sy, sw, sh, x, y, width, height].every(finite)) return null;
  if ((width as number) <= 0 || (height as number) <= 0 || (width as number) > 5000 || (height as number) > 5000) return null;
  return { image, sx, sy, sw, sh, x, y, width, height } as Drawn;
}

/** The boxes of the canvases a player can see: at most a few dozen are looked at. */
export function visibleCanvases(doc: Document): DOMRect[] {
  return [...doc.querySelectorAll('canvas')]
    .slice(0, 32)
    .filter((canvas) => isVisible(canvas))
    .map((canvas) => canvas.getBoundingClientRect());
}

/** Whether a drawn image's middle lies on one of the canvases (a pixel of slack for rounding). */
const onSomeCanvas = (entry: Drawn, canvases: readonly DOMRect[]): boolean => {
  const [x, y] = [entry.x + entry.width / 2, entry.y + entry.height / 2];
  return canvases.some((box) => x >= box.left - 1 && x <= box.right + 1 && y >= box.top - 1 && y <= box.bottom + 1);
};

/**
 * The frames the page draws on its canvases, as the page-world recorder reports them over a
 * private port: what arrives is untrusted input, parsed within caps, each entry checked.
 */
export class DrawnFrames {
  private frame: Drawn[] = [];
  private words: Drawn[] = [];
  private signature = '';
  private readonly channel = new MessageChannel();

  /** Called when the images a frame draws are other than the last frame's. */
  constructor(
    private readonly win: Window,
    private readonly changed: () => void,
  ) {
    this.channel.port1.onmessage = (event: MessageEvent) => this.receive(event.data);
    win.postMessage(CHANNEL_HELLO, '*', [this.channel.port2]);
  }

  /** The images of the last frame. */
  get last(): readonly Drawn[] {
    return this.frame;
  }

  /** The text the last frame wrote (`image`: `text:` and the words), where it lies on the screen. */
  get texts(): readonly Drawn[] {
    return this.words;
  }

  receive(data: unknown): void {
    if (typeof data !== 'string' || data.length > MAX_FRAME_CHARS) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    if (!Array.isArray(parsed)) return;
    // Only what lies on a canvas the player can see: a frame the page made up for a place where
    // nothing is drawn is no frame.
    const canvases = visibleCanvases(this.win.document);
    const frame = parsed
      .slice(0, MAX_DRAWS)
      .map(checked)
      .filter((entry): entry is Drawn => entry !== null && onSomeCanvas(entry, canvases));
    this.frame = frame.filter((entry) => !entry.image.startsWith(DRAWN_TEXT));
    this.words = frame.filter((entry) => entry.image.startsWith(DRAWN_TEXT));
    const signature = frame.map((entry) => `${entry.image}@${Math.round(entry.x)},${Math.round(entry.y)}`).join('|');
    if (signature !== this.signature) {
      this.signature = signature;
      this.changed();
    }
  }

  stop(): void {
    this.channel.port1.close();
  }
}

export interface DrawnHand {
  hand: CardId[];
  face: Face | null;
  /** Where the drawn hand is in the viewport: the overlay goes beside it. */
  box: Box;
  /** Every drawn card's box: kept free of the overlay. */
  cards: Box[];
  /** The cards the player named taught a reading that gives this row a card twice, or too many: no hand. */
  impossible?: ImpossibleHand;
}

/**
 * The player's hand among the drawn images: cards named by their images (file-name tokens, as
 * in the DOM), grouped in rows of one size; the row lowest on the page with two to a hand's
 * number of cards is the hand.
 */
export function readDrawnHand(
  frame: readonly Drawn[],
  deck: Deck,
  pairing: SuitPairing,
  named: { image: string; naming: Naming } | null = null,
  /** The card a part of an SVG sheet shows, by the sheet's own labels. */
  sheetCard: (entry: Drawn) => CardId | null = () => null,
): DrawnHand | null {
  const options = { deck, pairing };
  // Named images first (a sprite sheet the player named cards of), then names in the images'
  // addresses, then what an SVG sheet's own labels say of the part drawn.
  const cardOf = (entry: Drawn): CardId | null =>
    named && entry.image === named.image
      ? readNamed(named.naming, featuresOfDrawn(entry))
      : (recognizeFileCard(entry.image, options) ?? sheetCard(entry));
  const cards = frame
    .map((entry) => ({ entry, card: cardOf(entry) }))
    .filter((hit): hit is { entry: Drawn; card: CardId } => hit.card !== null);
  const entries = lowestHandRow(
    cards,
    (hit) => hit.entry,
    (row) => new Set(row.map((hit) => hit.card)).size,
    deck,
  );
  if (entries.length === 0) return null;
  const taught = named !== null && entries.some((hit) => hit.entry.image === named.image);
  const impossible = taught
    ? impossibleHand(
        entries.map((hit) => hit.card),
        deck,
      )
    : null;
  if (impossible) return { hand: [], face: null, box: boundsOf(entries.map((hit) => hit.entry)), cards: [], impossible };
  return {
    hand: [...new Set(entries.map((hit) => hit.card))],
    face: entries.map((hit) => faceOfText(hit.entry.image)).find((face) => face !== null) ?? null,
    box: boundsOf(entries.map((hit) => hit.entry)),
    cards: cards.map(({ entry }) => ({ left: entry.x, top: entry.y, width: entry.width, height: entry.height })),
  };
}

/** What a drawn image tells, for teach by naming: its address's tokens and where in the image it was cut from. */
export function featuresOfDrawn(entry: Drawn): Features {
  const features: Features = {};
  const name = (entry.image.split(/[?#]/)[0] ?? '')
    .split('/')
    .slice(-2)
    .join(' ')
    .replace(/\.(png|jpe?g|gif|svg|webp|avif)$/i, '');
  name
    .split(/[\s_\-.+/#?=&,;:()]+/)
    .filter(Boolean)
    .forEach((token, index) => {
      features[`file#${index}`] = token.toLowerCase();
    });
  features.sx = String(Math.round(entry.sx));
  features.sy = String(Math.round(entry.sy));
  return features;
}

const shapedLikeCard = (entry: Drawn): boolean => {
  const aspect = entry.height / entry.width;
  return entry.width >= 20 && aspect >= 1.15 && aspect <= 1.9;
};

/** The card drawn where the player clicked: the last drawn (topmost) card-shaped image under the point. */
export function drawnAt(frame: readonly Drawn[], x: number, y: number): Drawn | null {
  for (let i = frame.length - 1; i >= 0; i--) {
    const entry = frame[i] as Drawn;
    if (shapedLikeCard(entry) && x >= entry.x && x <= entry.x + entry.width && y >= entry.y && y <= entry.y + entry.height)
      return entry;
  }
  return null;
}

/** The cards drawn beside one: the same image, the same size, in the same row. */
export function drawnRow(frame: readonly Drawn[], entry: Drawn): Drawn[] {
  return frame.filter(
    (other) =>
      other.image === entry.image &&
      Math.abs(other.height - entry.height) <= entry.height * 0.12 &&
      Math.abs(other.y - entry.y) <= entry.height * 0.5,
  );
}
