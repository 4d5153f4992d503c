import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOC_FILES, headingIds, links, REPO } from '../helpers/docs.js';

/*
 * Issue 47: every link of the README and the guides leads somewhere. A link to a file of the
 * repository must find it there (and, with an anchor, the heading GitHub gives that id); an
 * anchor in the same file, its heading. Addresses on the web are checked for their form only:
 * the tests run with no network.
 */

/** Where a link leads from its file: a file of the repository and an anchor, or an address on the web. */
function target(file: string, url: string): { web: URL } | { path: string; anchor: string | null } {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return { web: new URL(url) };
  const [path = '', anchor = null] = url.split('#');
  return { path: path === '' ? file : normalize(join(dirname(file), decodeURIComponent(path))), anchor };
}

describe('issue 47: every link of the README and the guides leads somewhere', () => {
  for (const file of DOC_FILES) {
    it(file, () => {
      const broken: string[] = [];
      for (const link of links(file)) {
        const where = target(file, link.url);
        const at = `${file}:${link.line} ${link.url}`;
        if ('web' in where) {
          if (where.web.protocol !== 'https:' && where.web.protocol !== 'mailto:') broken.push(`${at}: not https`);
          continue;
        }
        if (relative(REPO, join(REPO, where.path)).startsWith('..')) broken.push(`${at}: outside the repository`);
        else if (!existsSync(join(REPO, where.path))) broken.push(`${at}: no such file`);
        else if (where.anchor !== null) {
          const isMarkdown = where.path.endsWith('.md') && statSync(join(REPO, where.path)).isFile();
          if (!isMarkdown || !headingIds(where.path).has(where.anchor)) broken.push(`${at}: no such heading`);
        }
      }
      expect(broken).toEqual([]);
    });
  }

  it('the README links each way in to its guide, and the guides to each other', () => {
    const readme = links('README.md').map((link) => link.url);
    for (const guide of [
      'docs/element.md',
      'docs/extension.md',
      'docs/app.md',
      'docs/cli.md',
      'docs/rules.md',
      'docs/contributing.md',
    ])
      expect(readme).toContain(guide);
    for (const file of DOC_FILES.filter((name) => name !== 'README.md' && name !== 'docs/rules.md'))
      expect(links(file).map((link) => link.url)).toContain('../README.md');
  });

  it('the README reads in five minutes: under 150 lines', () => {
    expect(readFileSync(join(REPO, 'README.md'), 'utf8').split('\n').length).toBeLessThan(150);
  });

  it('finds a broken link: a file that is not there, a heading that is not there', () => {
    expect(target('docs/cli.md', 'element.md#on-your-page')).toEqual({ path: 'docs/element.md', anchor: 'on-your-page' });
    expect(headingIds('docs/element.md').has('on-your-page')).toBe(true);
    expect(headingIds('docs/element.md').has('no-such-heading')).toBe(false);
    expect(existsSync(join(REPO, (target('README.md', 'docs/nothing.md') as { path: string }).path))).toBe(false);
  });
});
