import { backgroundUrl } from './find-cards.js';

/*
 * What a card box shows, as features for teach by naming: file-name tokens, classes,
 * attributes, text, colours, sprite offsets, the shape of its suit's path.
 */

/** Feature name → value, for one card box. */
export type Features = Record<string, string>;

/** The last two parts of a path, without the extension, as written (numbers stay numbers). */
const fileName = (url: string): string =>
  (url.split(/[?#]/)[0] ?? '')
    .split('/')
    .slice(-2)
    .join(' ')
    .replace(/\.(png|jpe?g|gif|svg|webp|avif)$/i, '');

const tokens = (text: string): string[] =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s_\-.+/#?=&,;:()]+/)
    .filter(Boolean);

function colorOf(element: Element, property: 'color' | 'fill'): string | null {
  const view = element.ownerDocument.defaultView;
  const value = view?.getComputedStyle(element)[property] ?? element.getAttribute(property);
  return value && value !== 'none' && value !== 'rgba(0, 0, 0, 0)' ? value.replace(/\s+/g, '') : null;
}

/** The features of a card box and what is inside it (up to 40 elements). */
export function featuresOf(box: Element): Features {
  const features: Features = {};
  const set = (name: string, value: string | null | undefined) => {
    if (value && !(name in features)) features[name] = value;
  };
  const elements = [box, ...[...box.querySelectorAll('*')].slice(0, 40)];
  for (const [depth, element] of elements.entries()) {
    const where = depth === 0 ? 'box' : element.localName;
    const src = element.getAttribute('src') ?? element.getAttribute('href') ?? element.getAttribute('xlink:href');
    if (src && /\.(png|jpe?g|gif|svg|webp|avif)\b/i.test(src)) {
      for (const [index, token] of tokens(fileName(src)).entries()) set(`file#${index}`, token.toLowerCase());
    }
    const background = backgroundUrl(element);
    if (background) for (const [index, token] of tokens(fileName(background)).entries()) set(`bg#${index}`, token.toLowerCase());
    const view = element.ownerDocument.defaultView;
    const position = view?.getComputedStyle(element).backgroundPosition;
    if (background && position) {
      const [x, y] = position.split(/\s+/);
      set('bg-x', x);
      set('bg-y', y);
    }
    const classes = (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
    for (const [index, name] of classes.entries()) set(`${where}.class#${index}`, name);
    inlineStyleFeatures(element, where, set);
    for (const attribute of element.attributes) {
      if (['class', 'style', 'src', 'href', 'xlink:href', 'd', 'points'].includes(attribute.name)) continue;
      set(`${where}@${attribute.name}`, attribute.value);
    }
    if (element.children.length === 0) {
      const text = (element.textContent ?? '').trim();
      if (text && text.length <= 12) {
        set('text', text);
        set('text-color', colorOf(element, 'color'));
      }
    }
    if (element.namespaceURI === 'http://www.w3.org/2000/svg' && !['svg', 'g', 'text', 'tspan'].includes(element.localName)) {
      set('fill', colorOf(element, 'fill'));
      // The suit's shape, where its colour is shared (hearts and diamonds both red): a short hash of the path.
      const path = element.getAttribute('d') ?? element.getAttribute('points');
      if (path) set('shape', textHash(path));
    }
  }
  return features;
}

/**
 * Properties of an inline style that place, size, animate or dim a card: they tell where it
 * is and whether it can be played, never which card it is.
 */
const PLACING =
  /^(?:position|inset|left|top|right|bottom|width|height|min-|max-|margin|padding|transform|translate|rotate|scale|z-index|opacity|filter|transition|animation|display|flex|grid|gap|order|align|justify|box-shadow|cursor|pointer-events|overflow|visibility|font|line-height|border-radius|will-change|contain)/;

/** What an element's own inline style says (up to 16 declarations): a suit's mask, a colour, a picture. */
function inlineStyleFeatures(element: Element, where: string, set: (name: string, value: string | null) => void) {
  const style = (element as HTMLElement).style as CSSStyleDeclaration | undefined;
  if (!style || style.length === 0) return;
  for (let index = 0; index < Math.min(style.length, 16); index++) {
    const property = style.item(index);
    if (PLACING.test(property.replace(/^-webkit-/, ''))) continue;
    const value = style.getPropertyValue(property).trim();
    if (!value || value === 'none' || value === 'initial') continue;
    // A long value (a data address, a gradient) by a short hash of it.
    set(`${where}~${property}`, value.length > 64 ? textHash(value) : value.replace(/\s+/g, ''));
  }
}

/**
 * A short hash of a long text (an SVG path, a data address): FNV-1a over its first and last
 * 4,096 characters and its length, so that two pictures sharing a long prefix differ.
 */
export function textHash(text: string): string {
  let h = 0x811c9dc5 ^ text.length;
  const step = (i: number) => {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  };
  const head = Math.min(text.length, 4096);
  for (let i = 0; i < head; i++) step(i);
  for (let i = Math.max(head, text.length - 4096); i < text.length; i++) step(i);
  return (h >>> 0).toString(36);
}
