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
  /**
   * Where a bad fence is reported for the build, with its first line (counted after the page's
   * front matter, which generators take off first) and the page's file where the generator says
   * it (Eleventy, VitePress). Default: `console.warn`.
   */
  warn?: (message: string, line: number, file?: string) => void;
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
/** The page's file as the generator tells markdown-it: Eleventy's `page.inputPath`, VitePress's `relativePath`. */
function pageFile(env: unknown): string | undefined {
  if (typeof env !== 'object' || env === null) return undefined;
  const { page, relativePath } = env as { page?: { inputPath?: unknown }; relativePath?: unknown };
  const file = page?.inputPath ?? relativePath;
  return typeof file === 'string' ? file : undefined;
}

export default function markdownItJassWeis(md: MarkdownItLike, options: MarkdownItJassWeisOptions = {}): void {
  const word = options.fence ?? 'jass-weis';
  const fallback = md.renderer.rules.fence;
  md.renderer.rules.fence = (tokens, index, settings, env, self) => {
    const token = tokens[index];
    if (!token || token.info.trim().split(/\s+/)[0] !== word)
      return fallback ? fallback.call(md.renderer.rules, tokens, index, settings, env, self) : '';
    const drawn = fenceFigure(token.content);
    const line = (token.map?.[0] ?? 0) + 1;
    if (!drawn.ok) {
      const file = pageFile(env);
      const warn = options.warn ?? ((message: string) => console.warn(`${file ? `${file}: ` : ''}${message} (line ${line})`));
      warn(`jass-weis: ${drawn.message}`, line, file);
    }
    return drawn.ok
      ? `${drawn.html}\n`
      : `<p class="jass-weis-error" lang="${escapeMarkup(drawn.lang)}" role="alert">${escapeMarkup(drawn.message)}</p>\n`;
  };
}
