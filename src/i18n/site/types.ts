/**
 * The site's own words (the calculator has its own): the navigation and the embed builder, each
 * language's in its folder (`lang/<lang>/site.ts`). A page marks a text with `data-t="builder.rules"` (its text), `data-t-label` (its aria-label) or
 * `data-t-placeholder`; a language missing a word is a type error.
 */
export interface SiteWords {
  nav: { examples: string; builder: string; reference: string; rules: string; guides: string; language: string };
  /** The button on every code block. */
  code: { copy: string; copied: string; selectAndCopy: string };
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
    /** With its examples, in markup (`<code>`). */
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
