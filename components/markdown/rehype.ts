import type { FigureModel } from '../../src/figure/figure-model.js';
import { fenceFigure } from './fence-figure.js';

/** The hast nodes the plugin reads and writes (a unified pipeline's HTML tree). */
interface HastText {
  type: 'text';
  value: string;
}
interface HastRaw {
  type: 'raw';
  value: string;
}
interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
}
interface HastRoot {
  type: 'root';
  children: HastNode[];
}
type HastNode = HastText | HastRaw | HastElement | HastRoot | { type: string; children?: HastNode[] };

/** Where a rehype plugin reports (a vfile): a warning per bad fence, with the build's file. */
interface FileLike {
  message?(reason: string, place?: unknown): unknown;
}

export interface RehypeJassWeisOptions {
  /** The fence's language word (default `jass-weis`). */
  fence?: string;
  /**
   * `html` (default): the element with its server-rendered shadow root, as raw HTML (rehype-stringify
   * with `allowDangerousHtml`, as Astro and most pipelines have it). `element`: the element and the
   * figure in text as hast elements, for MDX (Docusaurus), which takes no raw HTML; the element's
   * script draws the figure there.
   */
  output?: 'html' | 'element';
}

const element = (tagName: string, properties: Record<string, unknown>, children: HastNode[]): HastElement => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): HastText => ({ type: 'text', value });

/** The figure in text, as hast: the same as the element's light DOM in `html` output. */
function fallback(model: FigureModel, lang: string): HastElement {
  const rows = model.seats.map((seat) =>
    element('tr', {}, [
      element('th', { scope: 'row' }, [text(seat.name)]),
      element('td', {}, [text(seat.hand)]),
      element('td', {}, [seat.writes ? element('strong', {}, [text(seat.best)]) : text(seat.best)]),
    ]),
  );
  return element('div', { className: ['jass-weis-fallback'], lang }, [
    element('p', {}, [text(model.heading)]),
    element('table', {}, [element('tbody', {}, rows)]),
    element('p', {}, [element('strong', {}, [text(model.verdict)])]),
  ]);
}

/** A fence: `pre > code.language-jass-weis`, its text. */
function fenceText(node: HastNode, word: string): string | null {
  if (node.type !== 'element' || (node as HastElement).tagName !== 'pre') return null;
  const code = (node as HastElement).children.find((child): child is HastElement => child.type === 'element');
  const classes = code?.properties.className;
  if (code?.tagName !== 'code' || !Array.isArray(classes) || !classes.includes(`language-${word}`)) return null;
  return code.children.map((child) => (child.type === 'text' ? (child as HastText).value : '')).join('');
}

/**
 * `jass-weis/rehype`: in a unified pipeline (remark-parse, remark-rehype, …), every
 * ```` ```jass-weis ```` fence becomes the figure, rendered at build time. A bad fence becomes its
 * error sentence (in the fence's language) and a warning on the file.
 *
 * ```js
 * import rehypeJassWeis from 'jass-weis/rehype';
 * unified().use(remarkParse).use(remarkRehype).use(rehypeJassWeis).use(rehypeStringify, { allowDangerousHtml: true });
 * ```
 */
export default function rehypeJassWeis(options: RehypeJassWeisOptions = {}) {
  const word = options.fence ?? 'jass-weis';
  const replace = (parent: { children?: HastNode[] }, file: FileLike | undefined): void => {
    const children = parent.children;
    if (!children) return;
    for (const [index, child] of children.entries()) {
      const fence = fenceText(child, word);
      if (fence === null) {
        if ('children' in child) replace(child, file);
        continue;
      }
      const drawn = fenceFigure(fence);
      if (!drawn.ok) {
        // The build's warning points at the fence; the page says the mistake in the fence's language.
        file?.message?.(`jass-weis: ${drawn.message}`, (child as { position?: unknown }).position);
        const error = { className: ['jass-weis-error'], lang: drawn.lang, role: 'alert' };
        children[index] = element('p', error, [text(drawn.message)]);
        continue;
      }
      children[index] =
        options.output === 'element'
          ? element('jass-weis-calculator', { readonly: true, ...drawn.attributes }, [fallback(drawn.figure.model, drawn.lang)])
          : { type: 'raw', value: drawn.html };
    }
  };
  return (tree: HastRoot, file?: FileLike): void => replace(tree, file);
}
