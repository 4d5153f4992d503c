import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/*
 * The README and the guides as a reader gets them, parsed as Markdown (remark): their code
 * blocks, their links and the ids of their headings as GitHub makes them. Shared by the docs'
 * tests (code blocks run, links followed) and the site's.
 */

export const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** Every Markdown file a reader is sent to: the README and each guide under docs/. */
export const DOC_FILES: readonly string[] = [
  'README.md',
  ...readdirSync(new URL('docs/', `file://${REPO}`))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

export interface CodeBlock {
  file: string;
  line: number;
  lang: string;
  value: string;
}

export interface DocLink {
  file: string;
  line: number;
  url: string;
}

interface MdNode {
  type: string;
  lang?: string | null;
  value?: string;
  url?: string;
  depth?: number;
  position?: { start: { line: number } };
  children?: MdNode[];
}

const parsed = new Map<string, MdNode>();

function tree(file: string): MdNode {
  let root = parsed.get(file);
  if (!root) {
    root = unified()
      .use(remarkParse)
      .parse(readFileSync(`${REPO}${file}`, 'utf8')) as MdNode;
    parsed.set(file, root);
  }
  return root;
}

function walk(node: MdNode, visit: (node: MdNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** The text of a node, as a heading's id is made from it (its code's text included). */
function textOf(node: MdNode): string {
  if (node.value !== undefined && node.type !== 'code') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

export function codeBlocks(file: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  walk(tree(file), (node) => {
    if (node.type === 'code')
      blocks.push({ file, line: node.position?.start.line ?? 0, lang: node.lang ?? '', value: node.value ?? '' });
  });
  return blocks;
}

export function links(file: string): DocLink[] {
  const found: DocLink[] = [];
  walk(tree(file), (node) => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url !== undefined)
      found.push({ file, line: node.position?.start.line ?? 0, url: node.url });
  });
  return found;
}

/** The ids GitHub gives a file's headings ("## The `jass-weis` command" is `the-jass-weis-command`). */
export function headingIds(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const ids = new Set<string>();
  walk(tree(file), (node) => {
    if (node.type === 'heading') ids.add(slugger.slug(textOf(node)));
  });
  return ids;
}
