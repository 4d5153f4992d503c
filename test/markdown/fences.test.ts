import markdownIt from 'markdown-it';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { fenceFigure } from '../../components/markdown/fence-figure.js';
import markdownItJassWeis from '../../components/markdown/markdown-it.js';
import rehypeJassWeis from '../../components/markdown/rehype.js';
import { ARTICLE } from '../helpers/article.js';

const BAD = '```jass-weis\nhands: H9 HT <script>alert(1)</script>\nlang: de\n```\n';

async function viaRehype(markdown: string, output?: 'html' | 'element') {
  const warnings: string[] = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeJassWeis, { output })
    .use(rehypeStringify, { allowDangerousHtml: true })
    .process(markdown);
  for (const message of file.messages) warnings.push(message.reason);
  return { html: String(file), warnings };
}

/** What a reader without script sees: the figure in text, in the article's words. */
function expectFigure(html: string): void {
  expect(html).toContain('<jass-weis-calculator readonly');
  expect(html).toContain('<div class="jass-weis-fallback" lang="de-CH">');
  expect(html).toContain('Fünfblatt Rosen bis König · 100');
  expect(html).toMatch(/Anna gewinnt \(entschieden durch Anzahl Karten\)/);
  // The other fence stays a code block.
  expect(html).toContain('code stays code');
  expect(html).not.toContain('language-jass-weis');
}

describe('issue 28: a ```jass-weis fence in Markdown becomes the figure at build time', () => {
  it('rehype (unified: Astro and other remark/rehype pipelines): the element with its server-rendered shadow root', async () => {
    const { html, warnings } = await viaRehype(ARTICLE);
    expectFigure(html);
    expect(html).toContain('shadowrootmode="open"');
    expect(warnings).toEqual([]);
  });

  it('rehype for MDX (Docusaurus): no raw HTML, the element and its figure in text as elements', async () => {
    const { html } = await viaRehype(ARTICLE, 'element');
    expectFigure(html);
    expect(html).not.toContain('shadowrootmode');
    expect(html).toMatch(
      /<jass-weis-calculator readonly hands="H9 HT HJ HQ HK \| HA DA SA CA" trump="S" lang="de-CH" names="Anna\|Beat">/,
    );
  });

  it('markdown-it (VitePress, Eleventy): the same figure', () => {
    const html = markdownIt({ html: true }).use(markdownItJassWeis).render(ARTICLE);
    expectFigure(html);
    expect(html).toContain('shadowrootmode="open"');
    expect(html).toContain('<pre><code class="language-js">');
  });

  it('a bad fence: whose mistake, what may have been meant, in the fence’s language, escaped; a warning at its line', async () => {
    const { html, warnings } = await viaRehype(`Text\n\n${BAD}`);
    expect(html).toContain('<p class="jass-weis-error" lang="de" role="alert">Spieler 1: ');
    expect(html).toContain('ist keine Karte');
    expect(html).not.toContain('<script>');
    expect(warnings).toHaveLength(1);
    const warned: [string, number][] = [];
    const it = markdownIt()
      .use(markdownItJassWeis, { warn: (message, line) => warned.push([message, line]) })
      .render(`Text\n\n${BAD}`);
    expect(it).toContain('ist keine Karte');
    expect(it).not.toContain('<script>');
    expect(warned).toEqual([[expect.stringMatching(/^jass-weis: Spieler 1: /), 3]]);
    // The page's file, where the generator tells it (Eleventy's env): the author finds the mistake.
    const files: (string | undefined)[] = [];
    markdownIt()
      .use(markdownItJassWeis, { warn: (_message, _line, file) => files.push(file) })
      .render(BAD, { page: { inputPath: './posts/wer-schreibt.md' } });
    expect(files).toEqual(['./posts/wer-schreibt.md']);
  });

  it('a rule set, trump or language the fence does not know is said with the values it takes, as the CLI says them', async () => {
    const rules = await viaRehype('```jass-weis\nhands: H9 HT HJ\nrules: schieberli\nlang: de\n```\n');
    expect(rules.html).toContain('Unbekannte Regeln «schieberli».');
    expect(rules.html).toContain('Gültig: schieber, official, no-cross, traditional, vorarlberg, belot, belote, klaverjas.');
    const trump = await viaRehype('```jass-weis\nhands: H9 HT HJ\ntrump: bock\nlang: fr\n```\n');
    expect(trump.html).toMatch(/Valeurs valables\s:\sH, D, S, C, obenabe, undenufe/);
  });

  it('a word the fence does not know is a mistake with the name meant; so is a fence without hands', async () => {
    const typo = await viaRehype('```jass-weis\nhands: H9 HT HJ HQ HK\ntrumpf: S\nlang: de-CH\n```\n');
    expect(typo.html).toContain('«trumpf»');
    expect(typo.html).toContain('trump');
    expect(typo.html).not.toContain('jass-weis-calculator');
    const empty = await viaRehype('```jass-weis\n```\n');
    expect(empty.html).toContain('<p class="jass-weis-error"');
    const bare = await viaRehype('```jass-weis\nH9 HT HJ HQ HK | HA DA SA CA\n```\n');
    expect(bare.html).toContain('<p class="jass-weis-error"');
  });
});

describe('issue 44: a fence of Klaverjas’s roem', () => {
  it('a trick alone, no hands: the figure tells its roem', () => {
    const figure = fenceFigure('rules: klaverjas\ntrump: S\ntrick: SQ SK SA H7\nlang: en');
    expect(figure.ok).toBe(true);
    if (figure.ok) {
      expect(figure.attributes.trick).toBe('SQ SK SA H7');
      expect(figure.html).toContain('Roem of the trick: 40');
    }
  });
});
