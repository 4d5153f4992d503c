import type { GuideWords } from '../../guide/types.js';

/** The site's guide (the examples page) in German, with its markup. */
export const guide: GuideWords = {
  heading: 'Weis im Jass: Welcher Weis gewinnt, und warum',
  intro:
    'Ein Weis ist eine Kartenfolge, die im ersten Stich gewiesen wird: eine Folge in einer Farbe oder vier Gleiche. Nur das Team mit dem einen besten Weis schreibt. Verglichen wird nach Punkten, dann nach der Anzahl Karten, dann nach der höchsten Karte, dann nach Trumpf, dann nach dem Platz ab der Vorhand.',
  fiveVsFour: 'Fünfblatt gegen vier Asse',
  fiveVsFourText:
    'Beide Weise zählen 100 Punkte: Die Punkte sind gleich, und der Vergleich geht weiter zur Anzahl Karten. Fünf Karten schlagen vier: Das Fünfblatt gewinnt, bevor die höchste Karte überhaupt zählt.',
  fiveVsFourCaption: 'Der erste Spieler hat fünf Herz bis zum König, der zweite vier Asse.',
  undenufe: 'Undenufe: Die tiefste Karte entscheidet',
  undenufeText:
    'Nach den offiziellen Schweizer Regeln gewinnt im Undenufe die Folge, die weiter unten beginnt: 6-7-8 schlägt Dame-König-Ass, und vier Sechser schlagen vier Asse.',
  undenufeCaption: 'Dieselben Weise gingen nach Schieber-Regeln umgekehrt aus: Dort bleibt die natürliche Reihenfolge.',
  belot: 'Belot: zwei Wettbewerbe',
  belotText:
    'Im Belot (Nio Jass) sind Folgen und Carrés getrennte Wettbewerbe. Die längere Folge gewinnt, dann die höhere; gleiche Folgen zählen für niemanden. Carrés zählen in der Reihenfolge Buben, Neuner, Asse, Zehner, Könige, Damen.',
  belotCaption:
    'Die ersten beiden Spieler sind gleich lang; der Bube des zweiten ist höher als die Zehn des ersten. Die Könige des dritten Spielers gewinnen die Carrés.',
  atTable: 'Am Tisch: fünfzig gegen fünfzig, wer schreibt?',
  atTableText:
    'Im ersten Stich zeigt niemand Karten: Jeder sagt nur den Wert seines besten Weises, und bei gleichem Wert fragt der Tisch nach. Gib jedem Platz, was sein Spieler gesagt hat, und die Antwort ist das Urteil, soweit es feststeht: sicher, wo es sicher ist, sonst was entscheidet, was als Nächstes zu fragen ist und unter welcher Bedingung du schreibst.',
  atTableCaption:
    'Deine fünfzig bis zum König gegen die fünfzig von Links: Die höchste Karte entscheidet, also frag Links, bis zu welcher Karte.',
  howOften: 'Wie oft? Jede Hand gezählt',
  howOftenText:
    'Keine Simulation: Jede der 94.143.280 Hände zu neun Karten, in deinem Browser gezählt. Fast drei von vier Händen haben gar keinen Weis.',
  statsCaption:
    'Auf deiner Seite: <a href="./jass-weis-stats.js" download>jass-weis-stats.js</a>, eine eigene Datei, mit <code>&lt;jass-weis-stats rules="schieber" trump="H"&gt;&lt;/jass-weis-stats&gt;</code>.',
  tryIt: 'Probier es aus: der ganze Tisch',
  tryItText: 'Tippe Karten in beliebiger Schreibweise oder wähle sie aus; Karten eines anderen Platzes sind ausgegraut.',
  quick: 'Schnell: nur deine Hand, und wie oft sie gewinnt',
  embed: 'Auf deine Seite damit',
  embedText:
    'Ein Skript, dann das Element überall, wo die Tabelle erscheinen soll. Der <a href="./builder.html">Einbau-Helfer</a> schreibt das Tag für jeden Tisch, mit den Namen der Spieler und der Tabelle als Text darin.',
  cdnText: 'Die Adresse nennt eine Version: Dein Artikel zeigt weiter, womit du ihn geschrieben hast.',
  npmText: 'In einer App mit Bundler: das Element (mit Lit), seine Typen und der Regelkern.',
  selfOneFile:
    'Eine Datei: Lade <a href="./jass-weis-calculator-all.js" download>jass-weis-calculator-all.js</a> herunter (alle Sprachen und die detaillierten Kartenbilder drin, 55 KB gzip) und lass das Tag auf deine Kopie zeigen. Oder die schlanke Datei und was sie neben sich lädt:',
  selfFiles:
    'Lade <a href="./jass-weis-calculator.js" download>jass-weis-calculator.js</a> (Version %JASS_VERSION%) herunter und die Dateien, die sie neben sich lädt, in denselben Ordner: die Wörter der Sprache deiner Leser, <a href="./jass-weis-lang-de.js" download>jass-weis-lang-de.js</a> (Deutsch und Schweizerdeutsch), <a href="./jass-weis-lang-fr.js" download>jass-weis-lang-fr.js</a> oder <a href="./jass-weis-lang-it.js" download>jass-weis-lang-it.js</a> (Englisch ist drin; ohne ihre Datei spricht eine Abbildung Englisch und sagt das), <a href="./jass-weis-faces.js" download>jass-weis-faces.js</a> (die detaillierten Kartenbilder, gleich nach dem ersten Zeichnen; ohne sie bleiben die einfachen), <a href="./jass-weis-odds.js" download>jass-weis-odds.js</a> (nur mit <code>odds</code>) und <a href="./jass-weis-image.js" download>jass-weis-image.js</a> (nur mit «Als Bild kopieren»). Dann lass das Tag auf deine Kopie zeigen:',
  noScript: 'Wo kein Skript läuft: Feeds, E-Mail, Druck, Blogs ohne Skript',
  noScriptRender:
    '<code>jass-weis render</code> schreibt die Abbildung als HTML, das ganz ohne Skript erscheint: das Element, wie es sich selbst zeichnet (ein deklarativer Shadow Root), und dieselbe Tabelle als Text im Tag für Feed-Reader und Newsletter. Wo das Skript läuft, übernimmt das Element die Abbildung an Ort und Stelle, ohne dass sich etwas verschiebt. Build-Werkzeuge rufen <code>renderFigureHtml()</code> aus <code>jass-weis/render</code> auf.',
  noScriptIframe:
    "Plattformen, die Iframes erlauben, aber kein Skript: Der Iframe-Code des Einbau-Helfers zeigt die Abbildung von dieser Seite und teilt der Seite ihre Höhe mit (eine Nachricht <code>{ type: 'jass-weis-height', height }</code>). Leser können jede Abbildung als Bild für einen Chat kopieren oder vom Handy aus teilen.",
  keepSpace: 'Bis das Skript gelaufen ist, halte den Platz der Abbildung frei, damit nichts springt:',
  markdown: 'In Markdown: ein Fence',
  markdownText:
    'Schreib die Abbildung als Fence, dessen Zeilen die Attribute des Elements sind. Beim Bauen der Seite wird daraus die Abbildung: das Element mit seinem auf dem Server gezeichneten Shadow Root und der Tabelle als Text, sichtbar ganz ohne Skript; das Skript der Seite, wo sie eines lädt, übernimmt sie. Ein Fence mit einem Fehler wird zu seinem Fehlersatz, in der Sprache des Fence.',
  astroNote:
    'Astro 7 verarbeitet Markdown mit Sätteri: Rehype-Plugins brauchen <code>npm install jass-weis @astrojs/markdown-remark</code>. Shiki überlässt den Fence dem Plugin.',
  docusaurusNote:
    'MDX nimmt kein rohes HTML: Das Plugin gibt das Element und die Tabelle als Text als Elemente aus, und das Skript zeichnet es. Seinen Platz bis dahin: <code>jass-weis-calculator:not(:defined) { display: block; min-height: 32rem }</code> in <code>src/css/custom.css</code>.',
  liveNote:
    'Installieren mit <code>npm install jass-weis</code>. Die Abbildung steht in der gebauten Seite; das Skript des Elements in deinem Layout (<code>&lt;script type="module" src="%JASS_CDN_URL%"&gt;&lt;/script&gt;</code>) macht sie lebendig.',
  vitepressNote: 'Vue erfährt, dass die Abbildung ein Custom Element ist, keine eigene Komponente.',
  hugoNote:
    'Hugo führt beim Bauen kein JavaScript aus: Ein Render-Hook für Codeblöcke schreibt das Element, und das Skript zeichnet es.',
  previews: 'Link-Vorschauen: der Abbildungs-Dienst',
  previewsText:
    '<code>npx jass-weis serve</code> startet den Abbildungs-Dienst: <code>/figure.svg</code> und <code>/figure.png</code> zeichnen einen Tisch mit seinen Karten, <code>/?hands=…&amp;trump=…&amp;lang=…</code> ist eine Seite, deren Link in Chats und Foren das Urteil und das Bild zeigt (Open Graph, Twitter Cards), und <code>/oembed?url=…</code> antwortet auf oEmbed. Die Parameter sind die Attribute des Elements. Derselbe Handler (<code>figureService()</code> aus <code>jass-weis/service</code>, auf <code>Request → Response</code> des Webs) läuft auf einer Edge-Plattform: <code>npm run build:worker</code> schreibt einen Cloudflare Worker mit seinem WebAssembly und seinen Schriften nach <code>dist/worker/</code>.',
  themes: 'Farbschemas und Dunkelmodus',
  themesText:
    '<code>theme="auto"</code> (der Standard) folgt dem System der Leser; <code>theme="light"</code> und <code>theme="dark"</code> legen es fest. Ein Blog, das den Dunkelmodus mit einer Klasse umschaltet, setzt das Attribut gleich mit:',
  themesCustom:
    'Farben, Schrift und Ecken kommen aus Custom Properties (<code>--jass-fg</code>, <code>--jass-bg</code>, <code>--jass-accent</code>, <code>--jass-font</code>, <code>--jass-radius</code>, …, alle in der <a href="./reference.html">Referenz</a>). Gedruckt ist eine Abbildung hell, nie über zwei Seiten verteilt, und jede Markierung bleibt sichtbar.',
  accessibility: 'Barrierefreiheit',
  a11yLabels:
    'Jedes Bedienelement hat eine Beschriftung in der Sprache der Leser; die Kartenauswahl ist ein Tabulatorstopp mit Pfeiltasten.',
  a11yAnnounced:
    'Das Ergebnis wird angesagt, wenn es sich ändert; der Ergebnisbereich jeder Abbildung ist nach ihrem eigenen Urteil benannt, so lassen sich mehrere Abbildungen auf einer Seite auseinanderhalten.',
  a11yColours:
    'Die Farben erfüllen WCAG AA in hell und dunkel, auch für Fehler und für die letzte gültige Antwort (in den Tests mit axe geprüft); der Fokus ist immer sichtbar; auf dem Handy ist jedes Ziel mindestens 44 px groß.',
  a11yCards: 'Karten sind für Screenreader als Text benannt («Rosen Ober»), nicht nur gezeichnet.',
  moreInReference:
    'Jedes Attribut mit je einem lebenden Beispiel, jedes Event, jeder Part und jede Farbe steht in der <a href="./reference.html">Referenz</a>; die Regeln hinter jedem Regelwerk stehen auf der <a href="./rules.html">Regelseite</a>.',
  installTabs: 'Wie einbauen',
  selfHost: 'Selbst hosten',
  generatorTabs: 'Seitengenerator',
};
