import type { CardId, Deck } from '../../core/index.js';
import type { PixelBox } from '../reader/pixels.js';
import { loadTemplates, saveTemplates } from '../site-memory.js';
import type { NamingProgress } from './game-page-machine.js';
import { readScreen, type Screen, type ScreenRead, screenBoxAt, screenOf, templateOf } from './screen-read.js';

/**
 * Reading from a picture of the screen, last: the picture the player took (from the popup), and
 * the cards named on this site's pictures (kept per origin).
 */
export class ScreenPictures {
  private screen: Screen | null = null;

  private constructor(
    private readonly origin: string,
    private templates: Awaited<ReturnType<typeof loadTemplates>>,
    private readonly deck: () => Deck,
  ) {}

  static async open(origin: string, deck: () => Deck): Promise<ScreenPictures> {
    return new ScreenPictures(origin, await loadTemplates(origin), deck);
  }

  /** A picture the popup took: kept when it is one (true), else nothing changes. */
  async take(image: string, viewportWidth: number): Promise<boolean> {
    const picture = await screenOf(image, viewportWidth);
    this.screen = picture;
    return picture !== null;
  }

  /** The hand on the last picture, if the player took one. */
  read(): ScreenRead | null {
    return this.screen ? readScreen(this.screen, this.templates, this.deck()) : null;
  }

  /** The card box of that picture under a click, for teach by naming. */
  boxAt(x: number, y: number): PixelBox | null {
    return this.screen ? screenBoxAt(this.screen, x, y, this.deck()) : null;
  }

  /** A card named on the picture: kept for the site; what is still not named. */
  async name(box: PixelBox, card: CardId): Promise<NamingProgress<PixelBox>> {
    if (!this.screen) return { learnt: false, examples: 0 };
    this.templates = [templateOf(this.screen, box, card), ...this.templates.filter((template) => template.card !== card)];
    await saveTemplates(this.origin, this.templates);
    const read = this.read();
    const next = read?.unnamed[0];
    return {
      learnt: (read?.unnamed.length ?? 1) === 0,
      examples: this.templates.length,
      next: next ? { x: next.left, y: next.top, width: next.width, height: next.height } : null,
    };
  }
}
