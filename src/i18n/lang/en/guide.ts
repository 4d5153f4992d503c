import type { GuideWords } from '../../guide/types.js';

/** The site's guide (the examples page) in English: the page's own text, with its markup. */
export const guide: GuideWords = {
  heading: 'Weis in Jass: which meld wins, and why',
  intro:
    'A Weis is a meld declared on the first trick: a run of cards in one suit, or four of a kind. Only the team with the single best Weis writes. Melds are compared by points, then number of cards, then highest card, then trump, then seat from the forehand.',
  fiveVsFour: 'Five in a row against four aces',
  fiveVsFourText:
    'Both melds are worth 100 points, so the points tie and the comparison moves on to the number of cards. Five cards beat four: the run wins before the highest card is even looked at.',
  fiveVsFourCaption: 'The first player holds five hearts up to the King, the second four aces.',
  undenufe: 'Undenufe: the lowest card decides',
  undenufeText:
    'Under the official Swiss rules, in Undenufe the run that starts further down wins: 6-7-8 beats Queen-King-Ace, and four sixes beat four aces.',
  undenufeCaption: 'The same melds under Schieber rules would go the other way: there the natural order stays.',
  belot: 'Belot: two contests',
  belotText:
    'In Belot (Nio Jass) runs and carrés are separate contests. The longer run wins, then the higher; equal runs score for nobody. Carrés rank Jacks, Nines, Aces, Tens, Kings, Queens.',
  belotCaption:
    'The first two players tie on length; the second player’s Jack is higher than the first’s ten. The third player’s Kings take the carré contest.',
  atTable: 'At the table: fifty against fifty, who writes?',
  atTableText:
    'Nobody shows cards on the first trick: each player says only the value of their best Weis, and on equal values the table asks on. Give any seat what its player said, and the answer is the verdict as far as it is known: certain where it is, else what decides, what to ask next, and under which condition you write.',
  atTableCaption: 'Your fifty up to the King against Left’s fifty: the highest card decides, so ask Left up to which card.',
  howOften: 'How often? Every hand counted',
  howOftenText:
    'Not a simulation: every one of the 94,143,280 nine-card hands, counted in your browser. Almost three hands in four have no Weis at all.',
  statsCaption:
    'On your page: <a href="./jass-weis-stats.js" download>jass-weis-stats.js</a>, its own file, with <code>&lt;jass-weis-stats rules="schieber" trump="H"&gt;&lt;/jass-weis-stats&gt;</code>.',
  tryIt: 'Try it: the full table',
  tryItText: 'Type cards in any notation, or pick them; cards held by another seat are greyed out.',
  quick: 'Quick: just your hand, and how often it wins',
  embed: 'Put it on your page',
  embedText:
    'One script, then the element wherever the table should appear. The <a href="./builder.html">embed builder</a> writes the tag for any table, with the players’ names and the table in plain text inside it.',
  cdnText: 'The address names a version, so your article keeps showing what you wrote it with.',
  npmText: 'In an app with a bundler: the element (Lit inside), its types, and the rules core.',
  selfOneFile:
    'One file: download <a href="./jass-weis-calculator-all.js" download>jass-weis-calculator-all.js</a> (every language and the detailed card faces inside, 55 KB gzip) and point the tag at your copy. Or the lean file and what it loads from beside itself:',
  selfFiles:
    'Download <a href="./jass-weis-calculator.js" download>jass-weis-calculator.js</a> (version %JASS_VERSION%) and the files it loads from beside itself, into the same folder: the words of your readers’ language, <a href="./jass-weis-lang-de.js" download>jass-weis-lang-de.js</a> (German and Swiss German), <a href="./jass-weis-lang-fr.js" download>jass-weis-lang-fr.js</a> or <a href="./jass-weis-lang-it.js" download>jass-weis-lang-it.js</a> (English is inside; without its file a figure speaks English and says so), <a href="./jass-weis-faces.js" download>jass-weis-faces.js</a> (the detailed card faces, right after the first drawing; the simple faces stay without it), <a href="./jass-weis-odds.js" download>jass-weis-odds.js</a> (with <code>odds</code> only) and <a href="./jass-weis-image.js" download>jass-weis-image.js</a> (with “Copy as image” only). Then point the tag at your copy:',
  noScript: 'Where no script runs: feeds, e-mail, print, script-less blogs',
  noScriptRender:
    '<code>jass-weis render</code> writes the figure as HTML that shows with no script at all: the element as it draws itself (a declarative shadow root), and the same table in plain text inside the tag for feed readers and newsletters. Where the script does run, the element takes the figure over in place, with nothing moving. Build tools call <code>renderFigureHtml()</code> from <code>jass-weis/render</code>.',
  noScriptIframe:
    "Hosts that allow iframes but no script: the builder’s iframe code shows the figure from this site, and tells the page its height (a message <code>{ type: 'jass-weis-height', height }</code>). Readers can copy any figure as an image for a chat, or share it from a phone.",
  keepSpace: 'Until the script has run, keep the figure’s space so nothing jumps:',
  markdown: 'In Markdown: a fence',
  markdownText:
    'Write the figure as a fence whose lines are the element’s attributes. It becomes the figure when the site is built: the element with its server-rendered shadow root and the table in plain text, shown without any script; the page’s script, where it loads one, takes it over. A fence with a mistake becomes its error sentence, in the fence’s language.',
  astroNote:
    'Astro 7 runs Markdown through Sätteri: rehype plugins need <code>npm install jass-weis @astrojs/markdown-remark</code>. Shiki leaves the fence to the plugin.',
  docusaurusNote:
    'MDX takes no raw HTML: the plugin gives the element and the table in text as elements, and the script draws it. Its room until then: <code>jass-weis-calculator:not(:defined) { display: block; min-height: 32rem }</code> in <code>src/css/custom.css</code>.',
  liveNote:
    'Install it with <code>npm install jass-weis</code>. The figure is in the built page; the element’s script in your layout (<code>&lt;script type="module" src="%JASS_CDN_URL%"&gt;&lt;/script&gt;</code>) makes it live.',
  vitepressNote: 'Vue is told that the figure is a custom element, not a component of its own.',
  hugoNote: 'Hugo runs no JavaScript at build time: a code block render hook writes the element, and the script draws it.',
  previews: 'Link previews: the figure service',
  previewsText:
    '<code>npx jass-weis serve</code> runs the figure service: <code>/figure.svg</code> and <code>/figure.png</code> draw a table with its cards, <code>/?hands=…&amp;trump=…&amp;lang=…</code> is a page whose link shows the verdict and the picture in chats and forums (Open Graph, Twitter cards), and <code>/oembed?url=…</code> answers oEmbed. Its parameters are the element’s attributes. The same handler (<code>figureService()</code> from <code>jass-weis/service</code>, on the web’s <code>Request → Response</code>) runs on an edge platform: <code>npm run build:worker</code> writes a Cloudflare worker with its WebAssembly and fonts to <code>dist/worker/</code>.',
  themes: 'Themes and dark mode',
  themesText:
    '<code>theme="auto"</code> (the default) follows the reader’s system; <code>theme="light"</code> and <code>theme="dark"</code> fix it. A blog that switches dark mode with a class sets the attribute with it:',
  themesCustom:
    'Colours, type and corners come from custom properties (<code>--jass-fg</code>, <code>--jass-bg</code>, <code>--jass-accent</code>, <code>--jass-font</code>, <code>--jass-radius</code>, …, all in the <a href="./reference.html">reference</a>). Printed, a figure is light, never split across pages, and every mark stays visible.',
  accessibility: 'Accessibility',
  a11yLabels: 'Every control has a label in the reader’s language; the card picker is one tab stop with arrow keys.',
  a11yAnnounced:
    'The result is announced when it changes; each figure’s result region is named by its own verdict, so several figures on a page are told apart.',
  a11yColours:
    'Colours pass WCAG AA in light and dark, also for errors and for the last valid answer (checked with axe in the tests); focus is always visible; on a phone every target is at least 44 px.',
  a11yCards: 'Cards are named in text for screen readers (“Rosen Ober”), not only drawn.',
  moreInReference:
    'Every attribute, with a live example each, every event, part and colour is in the <a href="./reference.html">reference</a>; the rules behind each preset are on the <a href="./rules.html">rules page</a>.',
  installTabs: 'How to install',
  selfHost: 'Self-host',
  generatorTabs: 'Site generator',
};
