/** Which clicks count: a person's (not a script's), on the page (not on our overlay). */
const isPlayerClick = (event: MouseEvent, own: Element | null): boolean =>
  event.isTrusted && event.target instanceof Element && !own?.contains(event.target);

/**
 * What the player clicked: the page's topmost element under the pointer. A game that draws its
 * hand again between the press and the release makes the click's target the row around the
 * cards (the nearest element common to both); the point still lies on the card.
 */
function clickedElement(event: MouseEvent, own: Element | null): Element {
  const target = event.target as Element;
  const under = target.ownerDocument.elementsFromPoint(event.clientX, event.clientY).find((element) => !own?.contains(element));
  return under && target.contains(under) ? under : target;
}

/**
 * The player's next click on the page, taken from the page: only when the player asked us for
 * it (teach, name a card), and only that one click.
 */
export class ClickCapture {
  private listener: ((event: MouseEvent) => void) | null = null;

  constructor(
    private readonly doc: Document,
    private readonly own: () => Element | null,
  ) {}

  next(handle: (target: Element, event: MouseEvent) => void): void {
    this.stop();
    const listener = (event: MouseEvent) => {
      if (!isPlayerClick(event, this.own())) return;
      event.preventDefault();
      event.stopPropagation();
      this.stop();
      handle(clickedElement(event, this.own()), event);
    };
    this.listener = listener;
    this.doc.addEventListener('click', listener, true);
  }

  stop(): void {
    if (this.listener) this.doc.removeEventListener('click', this.listener, true);
    this.listener = null;
  }
}
