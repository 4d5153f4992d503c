import type { GuideWords } from '../../guide/types.js';

/** The site's guide (the examples page) in Italian, with its markup. */
export const guide: GuideWords = {
  heading: 'I Weis nello Jass: quale combinazione vince, e perché',
  intro:
    'Un Weis è una combinazione dichiarata alla prima presa: una scala di carte dello stesso seme, o quattro carte uguali. Segna solo la squadra con il Weis migliore in assoluto. Si confrontano i punti, poi il numero di carte, poi la carta più alta, poi la briscola, poi il posto a partire dalla mano.',
  fiveVsFour: 'Cinque in scala contro quattro assi',
  fiveVsFourText:
    'Le due combinazioni valgono 100 punti: i punti sono pari, e il confronto passa al numero di carte. Cinque carte battono quattro: la scala vince prima ancora di guardare la carta più alta.',
  fiveVsFourCaption: 'Il primo giocatore ha cinque cuori fino al re, il secondo quattro assi.',
  undenufe: 'Undenufe: decide la carta più bassa',
  undenufeText:
    'Secondo le regole svizzere ufficiali, in Undenufe vince la scala che comincia più in basso: 6-7-8 batte donna-re-asso, e quattro sei battono quattro assi.',
  undenufeCaption: 'Con le regole dello Schieber le stesse combinazioni andrebbero al contrario: lì resta l’ordine naturale.',
  belot: 'Belote: due gare',
  belotText:
    'Nella belote (Nio Jass) scale e poker sono gare separate. Vince la scala più lunga, poi la più alta; scale uguali non segnano per nessuno. I poker valgono nell’ordine fanti, nove, assi, dieci, re, donne.',
  belotCaption:
    'I primi due giocatori sono pari per lunghezza; il fante del secondo è più alto del dieci del primo. I re del terzo giocatore vincono la gara dei poker.',
  atTable: 'Al tavolo: cinquanta contro cinquanta, chi segna?',
  atTableText:
    'Alla prima presa nessuno mostra le carte: ognuno dice solo il valore del suo Weis migliore, e a valori pari il tavolo chiede ancora. Date a ogni posto ciò che il suo giocatore ha detto, e la risposta è il verdetto per quanto è noto: certo dove lo è, altrimenti cosa decide, cosa chiedere dopo e a quale condizione segnate.',
  atTableCaption:
    'Il vostro cinquanta fino al re contro il cinquanta di Sinistra: decide la carta più alta, quindi chiedete a Sinistra fino a quale carta.',
  howOften: 'Quanto spesso? Ogni mano contata',
  howOftenText:
    'Non una simulazione: ognuna delle 94.143.280 mani di nove carte, contata nel vostro browser. Quasi tre mani su quattro non hanno alcun Weis.',
  statsCaption:
    'Sulla vostra pagina: <a href="./jass-weis-stats.js" download>jass-weis-stats.js</a>, un file a sé, con <code>&lt;jass-weis-stats rules="schieber" trump="H"&gt;&lt;/jass-weis-stats&gt;</code>.',
  tryIt: 'Provate: il tavolo intero',
  tryItText: 'Scrivete le carte in qualsiasi notazione, o sceglietele; le carte tenute da un altro posto sono in grigio.',
  quick: 'Rapido: solo la vostra mano, e quanto spesso vince',
  embed: 'Sulla vostra pagina',
  embedText:
    'Uno script, poi l’elemento ovunque debba apparire la tabella. Il <a href="./builder.html">generatore di codice</a> scrive il tag per qualsiasi tavolo, con i nomi dei giocatori e la tabella in testo al suo interno.',
  cdnText: 'L’indirizzo nomina una versione: il vostro articolo continua a mostrare ciò con cui l’avete scritto.',
  npmText: 'In un’app con un bundler: l’elemento (Lit incluso), i suoi tipi e il nucleo delle regole.',
  selfOneFile:
    'Un solo file: scaricate <a href="./jass-weis-calculator-all.js" download>jass-weis-calculator-all.js</a> (tutte le lingue e le carte dettagliate dentro, 55 KB gzip) e fate puntare il tag alla vostra copia. Oppure il file leggero e ciò che carica accanto a sé:',
  selfFiles:
    'Scaricate <a href="./jass-weis-calculator.js" download>jass-weis-calculator.js</a> (versione %JASS_VERSION%) e i file che carica accanto a sé, nella stessa cartella: le parole della lingua dei vostri lettori, <a href="./jass-weis-lang-de.js" download>jass-weis-lang-de.js</a> (tedesco e svizzero tedesco), <a href="./jass-weis-lang-fr.js" download>jass-weis-lang-fr.js</a> o <a href="./jass-weis-lang-it.js" download>jass-weis-lang-it.js</a> (l’inglese è incluso; senza il suo file una figura parla inglese e lo dice), <a href="./jass-weis-faces.js" download>jass-weis-faces.js</a> (le carte dettagliate, subito dopo il primo disegno; senza, restano quelle semplici), <a href="./jass-weis-odds.js" download>jass-weis-odds.js</a> (solo con <code>odds</code>) e <a href="./jass-weis-image.js" download>jass-weis-image.js</a> (solo con «Copia come immagine»). Poi fate puntare il tag alla vostra copia:',
  noScript: 'Dove non gira alcuno script: feed, e-mail, stampa, blog senza script',
  noScriptRender:
    '<code>jass-weis render</code> scrive la figura come HTML che si vede senza alcuno script: l’elemento come si disegna da sé (una shadow root dichiarativa), e la stessa tabella in testo dentro il tag per i lettori di feed e le newsletter. Dove lo script gira, l’elemento riprende la figura sul posto, senza che nulla si sposti. Gli strumenti di build chiamano <code>renderFigureHtml()</code> da <code>jass-weis/render</code>.',
  noScriptIframe:
    "Piattaforme che accettano iframe ma non script: il codice iframe del generatore mostra la figura da questo sito e comunica alla pagina la sua altezza (un messaggio <code>{ type: 'jass-weis-height', height }</code>). I lettori possono copiare qualsiasi figura come immagine per una chat, o condividerla dal telefono.",
  keepSpace: 'Finché lo script non è partito, tenete lo spazio della figura perché nulla salti:',
  markdown: 'In Markdown: un blocco di codice',
  markdownText:
    'Scrivete la figura come blocco di codice le cui righe sono gli attributi dell’elemento. Diventa la figura quando il sito viene costruito: l’elemento con la sua shadow root resa sul server e la tabella in testo, visibile senza alcuno script; lo script della pagina, dove ne carica uno, la riprende. Un blocco con un errore diventa la sua frase d’errore, nella lingua del blocco.',
  astroNote:
    'Astro 7 elabora il Markdown con Sätteri: i plugin rehype richiedono <code>npm install jass-weis @astrojs/markdown-remark</code>. Shiki lascia il blocco al plugin.',
  docusaurusNote:
    'MDX non accetta HTML grezzo: il plugin dà l’elemento e la tabella in testo come elementi, e lo script la disegna. Il suo spazio fino ad allora: <code>jass-weis-calculator:not(:defined) { display: block; min-height: 32rem }</code> in <code>src/css/custom.css</code>.',
  liveNote:
    'Installatelo con <code>npm install jass-weis</code>. La figura è nella pagina costruita; lo script dell’elemento nel vostro layout (<code>&lt;script type="module" src="%JASS_CDN_URL%"&gt;&lt;/script&gt;</code>) la rende viva.',
  vitepressNote: 'Vue viene informato che la figura è un elemento personalizzato, non un suo componente.',
  hugoNote:
    'Hugo non esegue JavaScript durante la build: un render hook per i blocchi di codice scrive l’elemento, e lo script lo disegna.',
  previews: 'Anteprime dei link: il servizio delle figure',
  previewsText:
    '<code>npx jass-weis serve</code> avvia il servizio delle figure: <code>/figure.svg</code> e <code>/figure.png</code> disegnano un tavolo con le sue carte, <code>/?hands=…&amp;trump=…&amp;lang=…</code> è una pagina il cui link mostra il verdetto e l’immagine in chat e forum (Open Graph, Twitter card), e <code>/oembed?url=…</code> risponde a oEmbed. I suoi parametri sono gli attributi dell’elemento. Lo stesso gestore (<code>figureService()</code> da <code>jass-weis/service</code>, su <code>Request → Response</code> del web) gira su una piattaforma edge: <code>npm run build:worker</code> scrive un worker Cloudflare con il suo WebAssembly e i suoi font in <code>dist/worker/</code>.',
  themes: 'Temi e modalità scura',
  themesText:
    '<code>theme="auto"</code> (il predefinito) segue il sistema del lettore; <code>theme="light"</code> e <code>theme="dark"</code> lo fissano. Un blog che passa alla modalità scura con una classe imposta anche l’attributo:',
  themesCustom:
    'Colori, caratteri e angoli vengono da proprietà personalizzate (<code>--jass-fg</code>, <code>--jass-bg</code>, <code>--jass-accent</code>, <code>--jass-font</code>, <code>--jass-radius</code>, …, tutte nel <a href="./reference.html">riferimento</a>). Stampata, una figura è chiara, mai divisa tra due pagine, e ogni segno resta visibile.',
  accessibility: 'Accessibilità',
  a11yLabels:
    'Ogni controllo ha un’etichetta nella lingua del lettore; la scelta delle carte è un solo arresto di tabulazione, con i tasti freccia.',
  a11yAnnounced:
    'Il risultato viene annunciato quando cambia; l’area del risultato di ogni figura prende il nome dal suo verdetto, così più figure su una pagina si distinguono.',
  a11yColours:
    'I colori superano WCAG AA in chiaro e in scuro, anche per gli errori e per l’ultima risposta valida (verificato con axe nei test); il focus è sempre visibile; sul telefono ogni bersaglio misura almeno 44 px.',
  a11yCards: 'Le carte sono nominate in testo per i lettori di schermo («re di cuori»), non solo disegnate.',
  moreInReference:
    'Ogni attributo, con un esempio dal vivo ciascuno, ogni evento, part e colore è nel <a href="./reference.html">riferimento</a>; le regole dietro ogni preset sono nella <a href="./rules.html">pagina delle regole</a>.',
  installTabs: 'Come installare',
  selfHost: 'Ospitare in proprio',
  generatorTabs: 'Generatore di siti',
};
