import type { GuideWords } from '../../guide/types.js';
import { frenchSpacing } from '../../typography.js';

/** The site's guide (the examples page) in French, with its markup. */
export const guide: GuideWords = frenchSpacing({
  heading: 'Les annonces au Jass : quelle annonce gagne, et pourquoi',
  intro:
    'Une annonce (le Weis) se déclare au premier pli : une suite de cartes d’une même couleur, ou quatre cartes de même valeur. Seule l’équipe qui a la meilleure annonce marque. On compare les points, puis le nombre de cartes, puis la carte la plus haute, puis l’atout, puis la place depuis la main.',
  fiveVsFour: 'Cinq cartes de suite contre quatre as',
  fiveVsFourText:
    'Les deux annonces valent 100 points : les points sont égaux, et la comparaison passe au nombre de cartes. Cinq cartes battent quatre : la suite gagne avant même qu’on regarde la carte la plus haute.',
  fiveVsFourCaption: 'Le premier joueur a cinq cœurs jusqu’au roi, le deuxième quatre as.',
  undenufe: 'Undenufe : la carte la plus basse décide',
  undenufeText:
    'Selon les règles suisses officielles, en Undenufe la suite qui commence plus bas gagne : 6-7-8 bat dame-roi-as, et quatre six battent quatre as.',
  undenufeCaption: 'Selon les règles du Schieber, les mêmes annonces donneraient l’inverse : l’ordre naturel y reste.',
  belot: 'Belote : deux concours',
  belotText:
    'À la belote (Nio Jass), les suites et les carrés sont deux concours séparés. La suite la plus longue gagne, puis la plus haute ; des suites égales ne marquent pour personne. Les carrés se classent valets, neuf, as, dix, rois, dames.',
  belotCaption:
    'Les deux premiers joueurs sont à égalité de longueur ; le valet du deuxième est plus haut que le dix du premier. Les rois du troisième joueur remportent les carrés.',
  atTable: 'À table : cinquante contre cinquante, qui marque ?',
  atTableText:
    'Personne ne montre ses cartes au premier pli : chacun annonce seulement la valeur de sa meilleure annonce, et à valeur égale la table pose d’autres questions. Donnez à chaque place ce que son joueur a dit, et la réponse est le verdict tel qu’on le connaît : certain là où il l’est, sinon ce qui décide, quoi demander ensuite et à quelle condition vous marquez.',
  atTableCaption:
    'Votre cinquante jusqu’au roi contre le cinquante de Gauche : la carte la plus haute décide, demandez donc à Gauche jusqu’à quelle carte.',
  howOften: 'Combien de fois ? Chaque main comptée',
  howOftenText:
    'Pas une simulation : chacune des 94 143 280 mains de neuf cartes, comptée dans votre navigateur. Presque trois mains sur quatre n’ont aucune annonce.',
  statsCaption:
    'Sur votre page : <a href="./jass-weis-stats.js" download>jass-weis-stats.js</a>, un fichier à part, avec <code>&lt;jass-weis-stats rules="schieber" trump="H"&gt;&lt;/jass-weis-stats&gt;</code>.',
  tryIt: 'Essayez : la table entière',
  tryItText:
    'Tapez des cartes dans n’importe quelle notation, ou choisissez-les ; les cartes tenues par une autre place sont grisées.',
  quick: 'Rapide : juste votre main, et combien de fois elle gagne',
  embed: 'Sur votre page',
  embedText:
    'Un script, puis l’élément partout où la table doit apparaître. Le <a href="./builder.html">générateur d’intégration</a> écrit la balise pour n’importe quelle table, avec les noms des joueurs et la table en texte à l’intérieur.',
  cdnText: 'L’adresse nomme une version : votre article continue de montrer ce avec quoi vous l’avez écrit.',
  npmText: 'Dans une application avec un bundler : l’élément (Lit inclus), ses types et le cœur des règles.',
  selfOneFile:
    'Un seul fichier : téléchargez <a href="./jass-weis-calculator-all.js" download>jass-weis-calculator-all.js</a> (toutes les langues et les cartes détaillées dedans, 55 Ko gzip) et faites pointer la balise vers votre copie. Ou le fichier léger et ce qu’il charge à côté de lui :',
  selfFiles:
    'Téléchargez <a href="./jass-weis-calculator.js" download>jass-weis-calculator.js</a> (version %JASS_VERSION%) et les fichiers qu’il charge à côté de lui, dans le même dossier : les mots de la langue de vos lecteurs, <a href="./jass-weis-lang-de.js" download>jass-weis-lang-de.js</a> (allemand et suisse allemand), <a href="./jass-weis-lang-fr.js" download>jass-weis-lang-fr.js</a> ou <a href="./jass-weis-lang-it.js" download>jass-weis-lang-it.js</a> (l’anglais est inclus ; sans son fichier, une figure parle anglais et le dit), <a href="./jass-weis-faces.js" download>jass-weis-faces.js</a> (les cartes détaillées, juste après le premier dessin ; sans lui, les cartes simples restent), <a href="./jass-weis-odds.js" download>jass-weis-odds.js</a> (seulement avec <code>odds</code>) et <a href="./jass-weis-image.js" download>jass-weis-image.js</a> (seulement avec « Copier comme image »). Puis faites pointer la balise vers votre copie :',
  noScript: 'Là où aucun script ne tourne : flux, e-mail, impression, blogs sans script',
  noScriptRender:
    '<code>jass-weis render</code> écrit la figure en HTML qui s’affiche sans aucun script : l’élément tel qu’il se dessine (une shadow root déclarative), et la même table en texte dans la balise pour les lecteurs de flux et les newsletters. Là où le script tourne, l’élément reprend la figure sur place, sans que rien ne bouge. Les outils de build appellent <code>renderFigureHtml()</code> de <code>jass-weis/render</code>.',
  noScriptIframe:
    "Hébergeurs qui acceptent les iframes mais pas les scripts : le code iframe du générateur montre la figure depuis ce site et indique sa hauteur à la page (un message <code>{ type: 'jass-weis-height', height }</code>). Les lecteurs peuvent copier n’importe quelle figure comme image pour un chat, ou la partager depuis un téléphone.",
  keepSpace: 'Tant que le script n’a pas tourné, gardez la place de la figure pour que rien ne saute :',
  markdown: 'En Markdown : un bloc de code',
  markdownText:
    'Écrivez la figure comme un bloc de code dont les lignes sont les attributs de l’élément. Il devient la figure à la construction du site : l’élément avec sa shadow root rendue sur le serveur et la table en texte, visible sans aucun script ; le script de la page, là où elle en charge un, la reprend. Un bloc avec une erreur devient sa phrase d’erreur, dans la langue du bloc.',
  astroNote:
    'Astro 7 traite le Markdown avec Sätteri : les plugins rehype demandent <code>npm install jass-weis @astrojs/markdown-remark</code>. Shiki laisse le bloc au plugin.',
  docusaurusNote:
    'MDX n’accepte pas de HTML brut : le plugin donne l’élément et la table en texte comme éléments, et le script la dessine. Sa place d’ici là : <code>jass-weis-calculator:not(:defined) { display: block; min-height: 32rem }</code> dans <code>src/css/custom.css</code>.',
  liveNote:
    'Installez-le avec <code>npm install jass-weis</code>. La figure est dans la page construite ; le script de l’élément dans votre mise en page (<code>&lt;script type="module" src="%JASS_CDN_URL%"&gt;&lt;/script&gt;</code>) la rend vivante.',
  vitepressNote: 'Vue apprend que la figure est un élément personnalisé, pas un de ses composants.',
  hugoNote:
    'Hugo n’exécute pas de JavaScript à la construction : un render hook de bloc de code écrit l’élément, et le script le dessine.',
  previews: 'Aperçus de liens : le service de figures',
  previewsText:
    '<code>npx jass-weis serve</code> lance le service de figures : <code>/figure.svg</code> et <code>/figure.png</code> dessinent une table avec ses cartes, <code>/?hands=…&amp;trump=…&amp;lang=…</code> est une page dont le lien montre le verdict et l’image dans les chats et les forums (Open Graph, Twitter cards), et <code>/oembed?url=…</code> répond à oEmbed. Ses paramètres sont les attributs de l’élément. Le même gestionnaire (<code>figureService()</code> de <code>jass-weis/service</code>, sur <code>Request → Response</code> du web) tourne sur une plateforme edge : <code>npm run build:worker</code> écrit un worker Cloudflare avec son WebAssembly et ses polices dans <code>dist/worker/</code>.',
  themes: 'Thèmes et mode sombre',
  themesText:
    '<code>theme="auto"</code> (par défaut) suit le système du lecteur ; <code>theme="light"</code> et <code>theme="dark"</code> le fixent. Un blog qui passe en mode sombre avec une classe règle l’attribut en même temps :',
  themesCustom:
    'Couleurs, police et coins viennent de propriétés personnalisées (<code>--jass-fg</code>, <code>--jass-bg</code>, <code>--jass-accent</code>, <code>--jass-font</code>, <code>--jass-radius</code>, …, toutes dans la <a href="./reference.html">référence</a>). À l’impression, une figure est claire, jamais coupée entre deux pages, et chaque marque reste visible.',
  accessibility: 'Accessibilité',
  a11yLabels:
    'Chaque contrôle a une étiquette dans la langue du lecteur ; le choix des cartes est un seul arrêt de tabulation, avec les flèches.',
  a11yAnnounced:
    'Le résultat est annoncé quand il change ; la zone de résultat de chaque figure porte le nom de son propre verdict, pour distinguer plusieurs figures sur une page.',
  a11yColours:
    'Les couleurs passent le niveau WCAG AA en clair et en sombre, aussi pour les erreurs et la dernière réponse valide (vérifié avec axe dans les tests) ; le focus est toujours visible ; sur un téléphone, chaque cible mesure au moins 44 px.',
  a11yCards: 'Les cartes sont nommées en texte pour les lecteurs d’écran (« roi de cœur »), pas seulement dessinées.',
  moreInReference:
    'Chaque attribut, avec un exemple vivant chacun, chaque événement, part et couleur est dans la <a href="./reference.html">référence</a> ; les règles derrière chaque préréglage sont sur la <a href="./rules.html">page des règles</a>.',
  installTabs: 'Comment installer',
  selfHost: 'Auto-hébergement',
  generatorTabs: 'Générateur de site',
});
