import { escapeMarkup } from '../../src/figure/escape.js';
import { fenceFigure } from './fence-figure.js';

/** What the plugin needs of a markdown-it instance (VitePress, Eleventy and others pass theirs). */
interface MarkdownItLike {
  renderer: { rules: FenceRules };
}

/** markdown-it's fence rule, as far as the plugin uses it (a method: markdown-it's own types fit it). */
interface FenceRules {
  fence?(
    tokens: { info: string; content: string; map?: [number, number] | null }[],
    index: number,
    options: unknown,
    env: unknown,
    self: unknown,
  ): string;
}

export interface MarkdownItJassWeisOptions {
  /** The fence's language word (default `jass-weis`). */
  fence?: string;
  /** Where a bad fence is reported for the build, with its first line (default: `console.warn`). */
  warn?: (message: string, line: number) => void;
}

/**
 * `jass-weis/markdown-it`: a ```` ```jass-weis ```` fence becomes the figure, rendered when the
 * page is built (the element with its server-rendered shadow root and the figure in text, so it
 * shows without script; the element's script, where the page loads it, takes it over). A bad
 * fence becomes its error sentence, in the fence's language.
 *
 * ```js
 * import markdownIt from 'markdown-it';
 * import jassWeis from 'jass-weis/markdown-it';
 * const md = markdownIt({ html: true }).use(jassWeis);
 * ```
 */
export default function markdownItJassWeis(md: MarkdownItLike, options: MarkdownItJassWeisOptions = {}): void {
  const word = options.fence ?? 'jass-weis';
  const fallback = md.renderer.rules.fence;
  md.renderer.rules.fence = (tokens, index, settings, env, self) => {
    const token = tokens[index];
    if (!token || token.info.trim().split(/\s+/)[0] !== word)
      return fallback ? fallback.call(md.renderer.rules, tokens, index, settings, env, self) : '';
    const drawn = fenceFigure(token.content);
    const line = (token.map?.[0] ?? 0) + 1;
    if (!drawn.ok)
      (options.warn ?? ((message: string) => console.warn(`${message} (line ${line})`)))(`jass-weis: ${drawn.message}`, line);
    return drawn.ok
      ? `${drawn.html}\n`
      : `<p class="jass-weis-error" lang="${escapeMarkup(drawn.lang)}" role="alert">${escapeMarkup(drawn.message)}</p>\n`;
  };
}
