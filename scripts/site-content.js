// What the documentation site generates at build time: the element reference from
// custom-elements.json, the rules page from docs/rules.md, the guides from the README and docs/,
// and the package's version and CDN URL.
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import GithubSlugger from 'github-slugger';
import { marked } from 'marked';

const ROOT = new URL('../', import.meta.url);
const read = (path) => readFileSync(new URL(path, ROOT), 'utf8');

export const VERSION = JSON.parse(read('package.json')).version;
/** Versioned: an article keeps the element it was written with. */
export const CDN_URL = `https://cdn.jsdelivr.net/npm/jass-weis@${VERSION}/dist/jass-weis-calculator.js`;
export const UNPKG_URL = `https://unpkg.com/jass-weis@${VERSION}/dist/jass-weis-calculator.js`;

const escapeHtml = (text) =>
  String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
/** Descriptions are short Markdown (backticks): inline only. */
const inline = (text) => marked.parseInline(String(text ?? ''));

function table(caption, headings, rows) {
  if (rows.length === 0) return '';
  const head = headings.map((heading) => `<th scope="col">${heading}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
  // A table wider than a phone scrolls in its own box: the page never scrolls sideways.
  return `<div class="table-scroll"><table><caption>${caption}</caption><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table></div>`;
}

/** The element's default rules link, as the reference shows it (the manifest names the constant). */
const RULES_URL = `https://cdn.jsdelivr.net/npm/jass-weis@${VERSION}/docs/rules.md`;
const shownDefault = (value) => (value === 'RULES_URL' ? RULES_URL : value);

/**
 * One live example per attribute of <jass-weis-calculator>: the attributes to show it with
 * (a figure where the attribute shows in one; editable where it is about editing).
 */
const ATTRIBUTE_EXAMPLES = {
  rules: 'readonly rules="official" trump="undenufe" hands="HQ HK HA|S6 S7 S8"',
  trump: 'readonly trump="S" hands="SQ SK S6 S7 S8|HA DA SA CA"',
  forehand: 'readonly forehand="2" trump="H" hands="S6 S7 S8|C6 C7 C8|D6 D7 D8"',
  factor: 'readonly factor="3" trump="obenabe" hands="H6 H7 H8|C9 CT CJ CQ"',
  game: 'readonly game="molotow" trump="H" hands="H6 H7 H8|SA DA CA HA|HQ HK"',
  lang: 'readonly lang="fr" trump="S" hands="H9 HT HJ HQ HK|HA DA SA CA"',
  deck: 'readonly deck="german-swiss" lang="en" trump="S" hands="H9 HT HJ HQ HK|HA DA SA CA"',
  hands: 'readonly hands="Rosen Ober, Rosen König, Rosen Ass|four aces"',
  seats: 'seats="1" trump="S" hands="SQ SK SA DK HK CK"',
  input: 'input="melds" hands="five in a row up to the king|four aces"',
  readonly: 'readonly trump="S" hands="H9 HT HJ HQ HK|HA DA SA CA"',
  odds: 'seats="1" odds trump="S" hands="SQ SK SA DK HK CK"',
  'rules-href': 'rules-href="./rules.html" seats="1" hands="H6 H7 H8"',
  names: 'readonly names="Anna|Beat" trump="S" hands="H9 HT HJ HQ HK|HA DA SA CA"',
  theme: 'readonly theme="dark" trump="S" hands="H9 HT HJ HQ HK|HA DA SA CA"',
};

/** Each attribute with its description, its code and the element it gives. */
function attributeExamples(element) {
  const sections = (element.attributes ?? [])
    .filter((attribute) => ATTRIBUTE_EXAMPLES[attribute.name])
    .map((attribute) => {
      const tag = `<jass-weis-calculator ${ATTRIBUTE_EXAMPLES[attribute.name]}></jass-weis-calculator>`;
      return `<section class="attribute-example" id="attribute-${escapeHtml(attribute.name)}">
<h3><code>${escapeHtml(attribute.name)}</code></h3>
<p>${inline(attribute.description)}</p>
<pre><code>${escapeHtml(tag)}</code></pre>
${tag}
</section>`;
    });
  return sections.length ? `<h3 class="examples-title">Every attribute, live</h3>\n${sections.join('\n')}` : '';
}

const code = (text) => `<code>${escapeHtml(text)}</code>`;

/** One section per custom element: attributes, properties, events, CSS parts, custom properties. */
export function referenceHtml() {
  const manifestUrl = new URL('dist/custom-elements.json', ROOT);
  if (!existsSync(manifestUrl)) return '<p>Run <code>npm run build:manifest</code> to generate the reference.</p>';
  const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8'));
  const elements = manifest.modules.flatMap((module) => (module.declarations ?? []).filter((d) => d.customElement && d.tagName));
  return elements
    .map((element) => {
      const attributes = (element.attributes ?? []).map((a) => [
        code(a.name),
        code(a.type?.text ?? ''),
        a.default ? code(shownDefault(a.default)) : '',
        `${inline(a.description)}${ATTRIBUTE_EXAMPLES[a.name] && element.tagName === 'jass-weis-calculator' ? ` <a href="#attribute-${escapeHtml(a.name)}">Example</a>` : ''}`,
      ]);
      const attributeFields = new Set((element.attributes ?? []).map((a) => a.fieldName));
      const properties = (element.members ?? [])
        .filter((m) => m.kind === 'field' && !m.static && m.privacy !== 'private' && !m.name.startsWith('_'))
        .filter((m) => !attributeFields.has(m.name) || m.readonly)
        .map((m) => [code(m.name), code(m.type?.text ?? ''), m.readonly ? 'read only' : 'read and write', inline(m.description)]);
      const events = (element.events ?? []).map((e) => [code(e.name), inline(e.description)]);
      const parts = (element.cssParts ?? []).map((p) => [code(p.name), inline(p.description)]);
      const cssProperties = (element.cssProperties ?? []).map((p) => [code(p.name), inline(p.description)]);
      const id = escapeHtml(element.tagName);
      return `<section id="${id}" class="reference">
<h2><code>&lt;${id}&gt;</code></h2>
<p>${inline(element.summary ?? '')} ${inline(element.description ?? '')}</p>
${table('Attributes (each is also a property)', ['Attribute', 'Type', 'Default', 'What it does'], attributes)}
${table('Properties (JavaScript only)', ['Property', 'Type', 'Access', 'What it gives'], properties)}
${table('Events', ['Event', 'When'], events)}
${table('CSS parts (<code>::part()</code>)', ['Part', 'What it is'], parts)}
${table('CSS custom properties', ['Property', 'What it sets'], cssProperties)}
${element.tagName === 'jass-weis-calculator' ? attributeExamples(element) : ''}
</section>`;
    })
    .join('\n');
}

/** docs/rules.md as HTML, with ids on the headings so presets can be linked (`rules.html#official`). */
export function rulesHtml() {
  const renderer = new marked.Renderer();
  renderer.heading = function ({ tokens, depth, text }) {
    const preset = /^`([a-z-]+)`/.exec(text)?.[1];
    const id =
      preset ??
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
  };
  // `<!-- figure: rules="…" hands="…" -->` in the Markdown: the worked example, live, on the site.
  renderer.html = ({ text }) => {
    const figure = /^<!--\s*figure:\s*([^>]*?)\s*-->\s*$/.exec(text.trim());
    return figure
      ? `<figure class="rule-figure"><jass-weis-calculator readonly lang="en" ${figure[1]}></jass-weis-calculator></figure>\n`
      : text;
  };
  return marked.parse(read('docs/rules.md'), { renderer });
}

/**
 * The README and the guides under docs/, each a page of the site (the README is the guides'
 * first page): the same Markdown a reader finds in the repository and the package.
 */
export const GUIDE_PAGES = {
  'README.md': 'guides.html',
  'docs/element.md': 'guide-element.html',
  'docs/cli.md': 'guide-cli.html',
  'docs/extension.md': 'guide-extension.html',
  'docs/app.md': 'guide-app.html',
  'docs/contributing.md': 'guide-contributing.html',
  'docs/rules.md': 'rules.html',
};

/** The pictures the guides show, beside the site's pages. */
export const GUIDE_PICTURES = ['docs/figure.png'];

/** The files of the package a guide may link to: on the site, the CDN's copy of this version. */
const PACKAGE_FILES = new Set(['CHANGELOG.md', 'LICENSE', 'docs/table.schema.json']);

/**
 * Where a guide's link leads on the site: another guide's page, a picture beside the pages, a
 * file of this version of the package on the CDN, or the web as it is. A link to anything else
 * of the repository fails the build: the site would show it broken.
 */
export function guideHref(from, href) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) return href;
  const [path, anchor] = href.split('#');
  const file = posix.normalize(posix.join(posix.dirname(from), decodeURIComponent(path)));
  const hash = anchor === undefined ? '' : `#${anchor}`;
  if (GUIDE_PAGES[file]) return `./${GUIDE_PAGES[file]}${hash}`;
  if (GUIDE_PICTURES.includes(file)) return `./${posix.basename(file)}`;
  if (PACKAGE_FILES.has(file)) return `https://cdn.jsdelivr.net/npm/jass-weis@${VERSION}/${file}${hash}`;
  throw new Error(`${from}: the site has no page for the link ${href}`);
}

/** The Markdown file a guide's page shows (`guide-cli.html`: `docs/cli.md`), or undefined for another page. */
const guideOfPage = (page) => Object.keys(GUIDE_PAGES).find((file) => GUIDE_PAGES[file] === page);

/**
 * A guide's page, from the one template all guides share (`site/guide.html`): its title is the
 * guide's first heading, its main the guide (filled in by `fillPlaceholders`; the rules with their
 * presets' anchors and live worked examples).
 */
export function guidePage(template, page) {
  const file = guideOfPage(page);
  const title = /^# (.+)$/m.exec(read(file))?.[1].replace(/`/g, '') ?? 'jass-weis';
  const main = file === 'docs/rules.md' ? '<!--jass:rules-->' : `<!--jass:guide ${file}-->`;
  return template.replace('<!--jass:guide-title-->', escapeHtml(title)).replace('<!--jass:guide-->', main);
}

/** A guide (or the README) as HTML: headings with GitHub's ids, links to the site's pages. */
export function guideHtml(file) {
  const slugger = new GithubSlugger();
  const renderer = new marked.Renderer();
  renderer.heading = function ({ tokens, depth, text }) {
    return `<h${depth} id="${slugger.slug(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
  };
  const link = renderer.link.bind(renderer);
  renderer.link = (token) => link({ ...token, href: guideHref(file, token.href) });
  const image = renderer.image.bind(renderer);
  renderer.image = (token) => image({ ...token, href: guideHref(file, token.href) });
  return marked.parse(read(file), { renderer });
}

/** The pages the navigation links, with the key of their name in the site's words (src/i18n/site/). */
const PAGES = [
  ['index.html', 'Examples', 'nav.examples'],
  ['builder.html', 'Embed builder', 'nav.builder'],
  ['reference.html', 'Reference', 'nav.reference'],
  ['rules.html', 'Rules', 'nav.rules'],
  ['guides.html', 'Guides', 'nav.guides'],
];

/** The page the navigation marks as the one shown: a guide's page is among the guides. */
const navPage = (page) => (page.startsWith('guide-') ? 'guides.html' : page);

/**
 * The site's navigation, the current page marked, and the site's language list (filled and shown
 * by site/site-language.ts: without script there is nothing to choose).
 */
export function navHtml(page) {
  const links = PAGES.map(
    ([file, label, key]) =>
      `<a href="./${file}"${file === navPage(page) ? ' aria-current="page"' : ''} data-t="${key}">${label}</a>`,
  ).join('\n      ');
  return `<nav class="site-nav" aria-label="Site">
      <strong>jass-weis <span class="muted">${VERSION}</span></strong>
      ${links}
      <select id="site-lang" aria-label="Language" data-t-label="nav.language" hidden></select>
    </nav>`;
}

/** Placeholders of the site's HTML; `page` is the file name, for the navigation. */
export function fillPlaceholders(html, page = 'index.html') {
  return html
    .replace('<!--jass:nav-->', () => navHtml(page))
    .replaceAll('%JASS_VERSION%', VERSION)
    .replaceAll('%JASS_CDN_URL%', CDN_URL)
    .replaceAll('%JASS_UNPKG_URL%', UNPKG_URL)
    .replace('<!--jass:reference-->', () => referenceHtml())
    .replace('<!--jass:rules-->', () => rulesHtml())
    .replace(/<!--jass:guide ([\w./-]+)-->/, (_, file) => guideHtml(file));
}
