import type { Lang } from '../src/core/index.js';

/**
 * The site's own words (the calculator has its own): the navigation and the embed builder. A page
 * marks a text with `data-t="builder.rules"` (its text), `data-t-label` (its aria-label) or
 * `data-t-placeholder`; a language missing a word is a type error.
 */
export interface SiteWords {
  nav: { examples: string; builder: string; reference: string; rules: string; language: string };
  builder: {
    title: string;
    heading: string;
    intro: string;
    form: string;
    table: string;
    rules: string;
    trump: string;
    game: string;
    forehand: string;
    factor: string;
    hands: string;
    cards: string;
    melds: string;
    anyNotation: string;
    shows: string;
    fullTable: string;
    oneHand: string;
    language: string;
    readersLanguage: string;
    deck: string;
    deckOfLanguage: string;
    deckFrench: string;
    deckGermanSwiss: string;
    theme: string;
    themeSystem: string;
    themeLight: string;
    themeDark: string;
    readonly: string;
    odds: string;
    names: string;
    script: string;
    scriptOwn: string;
    scriptOneFile: string;
    scriptWithFiles: string;
    output: string;
    yourCode: string;
    pasteHere: string;
    insideTag: string;
    iframeWhere: string;
    link: string;
    copyEmbed: string;
    copyIframe: string;
    copyLink: string;
    downloadPng: string;
    live: string;
    embedCopied: string;
    iframeCopied: string;
    linkCopied: string;
    noPicture: string;
    pictureSaved: string;
  };
}

const en: SiteWords = {
  nav: { examples: 'Examples', builder: 'Embed builder', reference: 'Reference', rules: 'Rules', language: 'Language' },
  builder: {
    title: 'Embed builder: put a Weis table on your page',
    heading: 'Embed builder',
    intro:
      'Set up a table, see it live, then copy the code for your page or a link for a friend: the link opens this very table with its answer. Edits inside the calculator count too.',
    form: 'Table and display',
    table: 'The table',
    rules: 'Rules',
    trump: 'Trump',
    game: 'Game',
    forehand: 'Forehand',
    factor: 'Factor',
    hands: 'Hands or melds, one field a player',
    cards: 'Cards',
    melds: 'Melds',
    anyNotation: 'Any notation:',
    shows: 'How it shows',
    fullTable: 'Full table',
    oneHand: 'One hand (quick)',
    language: 'Language',
    readersLanguage: 'The reader’s',
    deck: 'Cards',
    deckOfLanguage: 'As the language plays',
    deckFrench: 'French suits',
    deckGermanSwiss: 'German-Swiss suits',
    theme: 'Theme',
    themeSystem: 'The reader’s system',
    themeLight: 'Light',
    themeDark: 'Dark',
    readonly: 'Read only (a figure)',
    odds: 'Odds of a lone hand',
    names: 'Players’ names',
    script: 'Script',
    scriptOwn: 'Your own copy of',
    scriptOneFile: '(one file: every language and the card faces inside) or of',
    scriptWithFiles: 'with its files; empty: the CDN’s',
    output: 'Preview and code',
    yourCode: 'Your code',
    pasteHere: 'Paste this where the table should appear.',
    insideTag: 'Inside the tag, the same table in plain text: feed readers, newsletters and pages without the script show it.',
    iframeWhere: 'Where your host takes iframes but no script:',
    link: 'A link to this table:',
    copyEmbed: 'Copy embed code',
    copyIframe: 'Copy iframe code',
    copyLink: 'Copy link',
    downloadPng: 'Download PNG',
    live: 'Live',
    embedCopied: 'Embed code copied.',
    iframeCopied: 'Iframe code copied.',
    linkCopied: 'Link copied.',
    noPicture: 'No picture: the table has a mistake.',
    pictureSaved: 'Picture saved.',
  },
};

const de: SiteWords = {
  nav: { examples: 'Beispiele', builder: 'Einbau-Helfer', reference: 'Referenz', rules: 'Regeln', language: 'Sprache' },
  builder: {
    title: 'Einbau-Helfer: eine Weis-Tabelle für deine Seite',
    heading: 'Einbau-Helfer',
    intro:
      'Stell einen Tisch zusammen, sieh ihn gleich, und kopiere dann den Code für deine Seite oder einen Link für Freunde: Der Link öffnet genau diesen Tisch mit seiner Antwort. Was du im Rechner änderst, zählt auch.',
    form: 'Tisch und Darstellung',
    table: 'Der Tisch',
    rules: 'Regeln',
    trump: 'Trumpf',
    game: 'Spiel',
    forehand: 'Vorhand',
    factor: 'Faktor',
    hands: 'Karten oder Weise, ein Feld pro Spieler',
    cards: 'Karten',
    melds: 'Weise',
    anyNotation: 'Jede Schreibweise:',
    shows: 'Darstellung',
    fullTable: 'Ganzer Tisch',
    oneHand: 'Eine Hand (schnell)',
    language: 'Sprache',
    readersLanguage: 'Die der Leser',
    deck: 'Karten',
    deckOfLanguage: 'Wie in der Sprache üblich',
    deckFrench: 'Französische Farben',
    deckGermanSwiss: 'Deutschschweizer Farben',
    theme: 'Farbschema',
    themeSystem: 'Das System der Leser',
    themeLight: 'Hell',
    themeDark: 'Dunkel',
    readonly: 'Nur lesen (eine Abbildung)',
    odds: 'Chancen einer einzelnen Hand',
    names: 'Namen der Spieler',
    script: 'Skript',
    scriptOwn: 'Deine eigene Kopie von',
    scriptOneFile: '(eine Datei: alle Sprachen und Kartenbilder drin) oder von',
    scriptWithFiles: 'mit ihren Dateien; leer: die des CDN',
    output: 'Vorschau und Code',
    yourCode: 'Dein Code',
    pasteHere: 'Füge ihn dort ein, wo die Tabelle erscheinen soll.',
    insideTag: 'Im Tag steht dieselbe Tabelle als Text: Feed-Reader, Newsletter und Seiten ohne das Skript zeigen sie.',
    iframeWhere: 'Wo deine Plattform Iframes nimmt, aber kein Skript:',
    link: 'Ein Link zu diesem Tisch:',
    copyEmbed: 'Einbau-Code kopieren',
    copyIframe: 'Iframe-Code kopieren',
    copyLink: 'Link kopieren',
    downloadPng: 'PNG herunterladen',
    live: 'Live',
    embedCopied: 'Einbau-Code kopiert.',
    iframeCopied: 'Iframe-Code kopiert.',
    linkCopied: 'Link kopiert.',
    noPicture: 'Kein Bild: Der Tisch hat einen Fehler.',
    pictureSaved: 'Bild gespeichert.',
  },
};

/** Swiss Standard German: German with "ss" for "ß", as Swiss authors write it. */
const swiss = <T>(words: T): T => JSON.parse(JSON.stringify(words).replaceAll('ß', 'ss')) as T;

/** French typography: a no-break space before ":" and a narrow one before ";", "?" and "!". */
const french = <T>(words: T): T =>
  JSON.parse(
    JSON.stringify(words).replace(/ ([:;?!])/g, (_match, sign: string) => (sign === ':' ? '\u00a0:' : `\u202f${sign}`)),
  ) as T;

const fr: SiteWords = french({
  nav: { examples: 'Exemples', builder: 'Générateur d’intégration', reference: 'Référence', rules: 'Règles', language: 'Langue' },
  builder: {
    title: 'Générateur d’intégration : une table de Weis sur votre page',
    heading: 'Générateur d’intégration',
    intro:
      'Composez une table, voyez-la en direct, puis copiez le code pour votre page ou un lien pour un ami : le lien ouvre cette même table avec sa réponse. Les modifications faites dans le calculateur comptent aussi.',
    form: 'Table et affichage',
    table: 'La table',
    rules: 'Règles',
    trump: 'Atout',
    game: 'Jeu',
    forehand: 'Main',
    factor: 'Facteur',
    hands: 'Cartes ou annonces, un champ par joueur',
    cards: 'Cartes',
    melds: 'Annonces',
    anyNotation: 'Toute notation :',
    shows: 'Affichage',
    fullTable: 'Table entière',
    oneHand: 'Une main (rapide)',
    language: 'Langue',
    readersLanguage: 'Celle du lecteur',
    deck: 'Cartes',
    deckOfLanguage: 'Selon la langue',
    deckFrench: 'Couleurs françaises',
    deckGermanSwiss: 'Couleurs suisses allemandes',
    theme: 'Thème',
    themeSystem: 'Celui du système du lecteur',
    themeLight: 'Clair',
    themeDark: 'Sombre',
    readonly: 'Lecture seule (une figure)',
    odds: 'Chances d’une main seule',
    names: 'Noms des joueurs',
    script: 'Script',
    scriptOwn: 'Votre propre copie de',
    scriptOneFile: '(un seul fichier : toutes les langues et les cartes dedans) ou de',
    scriptWithFiles: 'avec ses fichiers ; vide : celle du CDN',
    output: 'Aperçu et code',
    yourCode: 'Votre code',
    pasteHere: 'Collez-le là où la table doit apparaître.',
    insideTag: 'Dans la balise, la même table en texte : lecteurs de flux, newsletters et pages sans le script l’affichent.',
    iframeWhere: 'Là où votre hébergeur accepte les iframes mais pas les scripts :',
    link: 'Un lien vers cette table :',
    copyEmbed: 'Copier le code d’intégration',
    copyIframe: 'Copier le code iframe',
    copyLink: 'Copier le lien',
    downloadPng: 'Télécharger le PNG',
    live: 'En direct',
    embedCopied: 'Code d’intégration copié.',
    iframeCopied: 'Code iframe copié.',
    linkCopied: 'Lien copié.',
    noPicture: 'Pas d’image : la table contient une erreur.',
    pictureSaved: 'Image enregistrée.',
  },
});

const it: SiteWords = {
  nav: { examples: 'Esempi', builder: 'Generatore di codice', reference: 'Riferimento', rules: 'Regole', language: 'Lingua' },
  builder: {
    title: 'Generatore di codice: una tabella dei Weis sulla tua pagina',
    heading: 'Generatore di codice',
    intro:
      'Prepara un tavolo, guardalo dal vivo, poi copia il codice per la tua pagina o un link per un amico: il link apre proprio questo tavolo con la sua risposta. Contano anche le modifiche fatte nel calcolatore.',
    form: 'Tavolo e visualizzazione',
    table: 'Il tavolo',
    rules: 'Regole',
    trump: 'Briscola',
    game: 'Gioco',
    forehand: 'Mano',
    factor: 'Fattore',
    hands: 'Carte o Weis, un campo per giocatore',
    cards: 'Carte',
    melds: 'Weis',
    anyNotation: 'Qualsiasi notazione:',
    shows: 'Visualizzazione',
    fullTable: 'Tavolo intero',
    oneHand: 'Una mano (rapida)',
    language: 'Lingua',
    readersLanguage: 'Quella del lettore',
    deck: 'Carte',
    deckOfLanguage: 'Come si gioca nella lingua',
    deckFrench: 'Semi francesi',
    deckGermanSwiss: 'Semi svizzero-tedeschi',
    theme: 'Tema',
    themeSystem: 'Quello del sistema del lettore',
    themeLight: 'Chiaro',
    themeDark: 'Scuro',
    readonly: 'Sola lettura (una figura)',
    odds: 'Probabilità di una mano sola',
    names: 'Nomi dei giocatori',
    script: 'Script',
    scriptOwn: 'La tua copia di',
    scriptOneFile: '(un solo file: tutte le lingue e le carte dentro) o di',
    scriptWithFiles: 'con i suoi file; vuoto: quella del CDN',
    output: 'Anteprima e codice',
    yourCode: 'Il tuo codice',
    pasteHere: 'Incollalo dove deve apparire la tabella.',
    insideTag: 'Dentro il tag, la stessa tabella in testo: lettori di feed, newsletter e pagine senza lo script la mostrano.',
    iframeWhere: 'Dove la tua piattaforma accetta iframe ma non script:',
    link: 'Un link a questo tavolo:',
    copyEmbed: 'Copia il codice',
    copyIframe: 'Copia il codice iframe',
    copyLink: 'Copia il link',
    downloadPng: 'Scarica il PNG',
    live: 'Dal vivo',
    embedCopied: 'Codice copiato.',
    iframeCopied: 'Codice iframe copiato.',
    linkCopied: 'Link copiato.',
    noPicture: 'Nessuna immagine: il tavolo contiene un errore.',
    pictureSaved: 'Immagine salvata.',
  },
};

export const SITE_WORDS: Readonly<Record<Lang, SiteWords>> = { en, 'de-CH': swiss(de), de, fr, it };
