import fc from 'fast-check';
import {
  type CardId,
  cardRank,
  cardSuit,
  DECK_INFO,
  type Deck,
  deckRanks,
  makeCard,
  type Rank,
  SUITS,
  type Suit,
} from '../../src/core/index.js';
import { deckOfGame, TABLE_GAMES, type TableGame } from '../../src/extension/reader/table-game.js';

/*
 * Game pages built from independent choices, for a property of the page reader: how a card is
 * written, how the hand is laid out, and what else lies on the table. Written from what real
 * game pages do (never from their markup): each choice is one trait. A page is plain HTML with
 * its own styles; its pictures are never loaded (the page forbids them), only named.
 */

/** How each card of the page is written. */
export const WRITINGS = [
  'file',
  'alt',
  'title',
  'aria',
  'data',
  'testid',
  'text',
  'children',
  'corners',
  'picture-suit',
  'svg-text',
  'svg-use',
  'unicode',
  'background',
  'sprite',
  'classes',
  'dialect',
  'letter-spans',
] as const;
export type Writing = (typeof WRITINGS)[number];

/** Writings the reader cannot name without the player: a sprite's offsets, class names alone. */
export const NEEDS_NAMING: ReadonlySet<Writing> = new Set(['sprite', 'classes']);

/** How the hand lies: one row, wrapped rows, overlapping, a fan, scrolled, nested, or split over containers alike (a top row and a bottom row). */
export const LAYOUTS = ['row', 'rows', 'overlap', 'fan', 'scrolled', 'nested', 'split'] as const;
export type Layout = (typeof LAYOUTS)[number];

export const LANGUAGES = ['en', 'de', 'de-CH', 'fr', 'it', 'nl', 'letters', 'mixed'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CARD_STATES = ['plain', 'greyed', 'raised', 'outlined'] as const;
export type CardState = (typeof CARD_STATES)[number];

export const BACKS = ['none', 'images', 'glyphs', 'boxes'] as const;
/**
 * How the page shows the trump: not at all; said ("Trumpf: Rosen", "Atout : Cœur", "Troef: ♠");
 * in a contract or goal panel ("Contrat : 90 ♣"); under a heading, the contract in a list after it
 * ("Contract" / "Team A · hearts · 80"); a score panel's suit signs; still asked ("Atout : à
 * choisir", "Trump: ?"); a stand-in sign marked as the trump while the page asks.
 */
export const TRUMP_SHOWN = ['none', 'said', 'contract', 'panel', 'score-panel', 'asked', 'stand-in'] as const;
/** How the page names its game: in its title, a heading, a button or label, only its family ("Jass"), or not at all. */
export const GAME_NAMED = ['title', 'heading', 'button', 'family', 'none'] as const;
/** The page still asks: a suit chooser with "Pass", or Belote's auction (80 to 160, "Passe", "Coinche"). */
export const BIDDING = ['none', 'suits', 'auction'] as const;

export interface TablePage {
  /** The game the page plays, and how it names it. */
  game: TableGame;
  gameNamed: (typeof GAME_NAMED)[number];
  deck: Deck;
  /** The player's hand, in page order. */
  hand: CardId[];
  writing: Writing;
  language: Language;
  layout: Layout;
  states: CardState[];
  /** One card of the hand written as a sprite among named ones (its name is nowhere), or none. */
  spriteAt: number | null;
  /** Where the hand sits in a wrapper whose name tells nothing ("x1") or tells ("my-hand"). */
  handNamed: boolean;
  backs: (typeof BACKS)[number];
  /** Cards played on the table by other seats, and a turned-up card. */
  table: CardId[];
  turnedUp: CardId | null;
  bidding: (typeof BIDDING)[number];
  /** The card turned up to bid on is labelled "Trump?" ("Atout ?"); else its box is named for it. */
  turnedAsks: boolean;
  /** The card turned up lies in the middle of the table, where a trick will lie once bidding is over (else to one side). */
  turnedInMiddle: boolean;
  chat: boolean;
  /** Each seat's badge, named for the contract it may hold, shows the seat's letter (N, E, S, W) while nobody holds one. */
  seatLetters: boolean;
  trumpShown: (typeof TRUMP_SHOWN)[number];
  trump: Suit;
  /** A choice of words (a title's wording, a trump phrase's language). */
  salt: number;
}

/** Whether the page still asks for the trump: a chooser, an auction, "Trump?", "à choisir". */
export const pageAsks = (page: TablePage): boolean =>
  page.bidding !== 'none' ||
  page.trumpShown === 'asked' ||
  page.trumpShown === 'stand-in' ||
  (page.turnedUp !== null && page.turnedAsks);

/** The trump a player reads on the page: said or in the contract, and the page no longer asking; else none. */
export const trumpOnPage = (page: TablePage): Suit | null =>
  !pageAsks(page) && STATES_TRUMP.has(page.trumpShown) ? page.trump : null;

/** The ways of showing the trump that state it (a player reads it there). */
const STATES_TRUMP: ReadonlySet<TablePage['trumpShown']> = new Set(['said', 'contract', 'panel']);

/** Each game as pages name it. */
const GAME_TITLES: Record<TableGame, readonly string[]> = {
  schieber: ['Schieber', 'Schieber-Jass', 'Chibre'],
  differenzler: ['Differenzler'],
  coiffeur: ['Coiffeur', 'Coiffeur-Schieber'],
  molotow: ['Molotow'],
  belote: ['Belote', 'Belote coinchée', 'Contrée', 'Coinche'],
  belot: ['Belot'],
  klaverjas: ['Klaverjas', 'Klaverjassen'],
};
/** The trump said as each game's players say it (the suit in words or its sign). */
const TRUMP_SAID: Record<TableGame, readonly ((suit: Suit) => string)[]> = {
  schieber: [
    (suit) => `Trumpf: ${SWISS_SUITS[suit]}`,
    (suit) => `Trump: ${SYMBOLS[suit]}`,
    (suit) => `Atout : ${FRENCH_SUITS[suit]}`,
  ],
  differenzler: [(suit) => `Trumpf: ${SWISS_SUITS[suit]}`],
  coiffeur: [(suit) => `Trumpf: ${SWISS_SUITS[suit]}`, (suit) => `Trump: ${SYMBOLS[suit]}`],
  molotow: [(suit) => `Trumpf: ${SWISS_SUITS[suit]}`],
  belote: [(suit) => `Atout : ${FRENCH_SUITS[suit]}`, (suit) => `Trump: ${SYMBOLS[suit]}`],
  belot: [(suit) => `Trump: ${SYMBOLS[suit]}`],
  klaverjas: [(suit) => `Troef: ${SYMBOLS[suit]}`, (suit) => `Trump: ${SYMBOLS[suit]}`],
};
const SWISS_SUITS: Record<Suit, string> = { H: 'Rosen', D: 'Eicheln', S: 'Schilten', C: 'Schellen' };
const FRENCH_SUITS: Record<Suit, string> = { H: 'Cœur', D: 'Carreau', S: 'Pique', C: 'Trèfle' };
/** What the page says while the trump is still to be chosen, in each game's words. */
const TRUMP_ASKED: Record<TableGame, readonly string[]> = {
  schieber: ['Trumpf: ?', 'Atout : à choisir', 'Trump: ?'],
  differenzler: ['Trumpf: ?'],
  coiffeur: ['Trumpf: ?', 'Trump: ?'],
  molotow: ['Trumpf: ?'],
  belote: ['Atout : à choisir', 'Trump: ?'],
  belot: ['Trump: ?'],
  klaverjas: ['Troef: ?', 'Trump: ?'],
};

/** The German-Swiss dialect and diminutive forms decks write in their class names (Rösli, zehn, koenig). */
const DIALECT: { suits: Record<Suit, readonly string[]>; ranks: Record<Rank, readonly string[]> } = {
  suits: {
    H: ['roesli', 'rösli', 'rose'],
    D: ['eicheli', 'eichle', 'eichel'],
    S: ['schiltli', 'schilte'],
    C: ['schaelle', 'schelleli', 'schälle'],
  },
  ranks: {
    '6': ['saechsi', 'sechs'],
    '7': ['sibni', 'sieben'],
    '8': ['achti', 'acht'],
    '9': ['nueni', 'neun'],
    T: ['zehn', 'banner', 'zaehni'],
    J: ['under', 'unger'],
    Q: ['ober'],
    K: ['koenig', 'könig', 'choenig'],
    A: ['ass'],
  },
};

const WORDS: Record<Exclude<Language, 'mixed' | 'letters'>, { ranks: Record<Rank, string>; suits: Record<Suit, string> }> = {
  en: {
    ranks: { '6': 'six', '7': 'seven', '8': 'eight', '9': 'nine', T: 'ten', J: 'Jack', Q: 'Queen', K: 'King', A: 'Ace' },
    suits: { H: 'hearts', D: 'diamonds', S: 'spades', C: 'clubs' },
  },
  de: {
    ranks: { '6': '6', '7': '7', '8': '8', '9': '9', T: '10', J: 'Bube', Q: 'Dame', K: 'König', A: 'Ass' },
    suits: { H: 'Herz', D: 'Karo', S: 'Pik', C: 'Kreuz' },
  },
  'de-CH': {
    ranks: { '6': '6', '7': '7', '8': '8', '9': '9', T: 'Banner', J: 'Under', Q: 'Ober', K: 'König', A: 'Ass' },
    suits: { H: 'Rosen', D: 'Eicheln', S: 'Schilten', C: 'Schellen' },
  },
  fr: {
    ranks: { '6': '6', '7': '7', '8': '8', '9': '9', T: '10', J: 'valet', Q: 'dame', K: 'roi', A: 'as' },
    suits: { H: 'cœur', D: 'carreau', S: 'pique', C: 'trèfle' },
  },
  it: {
    ranks: { '6': '6', '7': '7', '8': '8', '9': '9', T: '10', J: 'fante', Q: 'donna', K: 're', A: 'asso' },
    suits: { H: 'cuori', D: 'quadri', S: 'picche', C: 'fiori' },
  },
  // Klaverjas's players' words.
  nl: {
    ranks: { '6': 'zes', '7': 'zeven', '8': 'acht', '9': 'negen', T: 'tien', J: 'boer', Q: 'vrouw', K: 'heer', A: 'aas' },
    suits: { H: 'harten', D: 'ruiten', S: 'schoppen', C: 'klaveren' },
  },
};

const SYMBOLS: Record<Suit, string> = { H: '♥', D: '♦', S: '♠', C: '♣' };
/** The letters decks print on their corners, by face: German B(ube)/D(ame), Swiss U/O, French V/D/R, Italian F/R. */
const LETTERS: Record<Rank, string[]> = {
  '6': ['6'],
  '7': ['7'],
  '8': ['8'],
  '9': ['9'],
  T: ['10'],
  J: ['B', 'U', 'V', 'F', 'J'],
  Q: ['D', 'O', 'Q'],
  K: ['K', 'R'],
  A: ['A'],
};
/** Unicode's playing cards: rows by suit, columns by rank (ace 1, ten A, knight C skipped). */
const UNICODE_SUIT: Record<Suit, number> = { S: 0x1f0a0, H: 0x1f0b0, D: 0x1f0c0, C: 0x1f0d0 };
const UNICODE_RANK: Record<Rank, number> = { '6': 6, '7': 7, '8': 8, '9': 9, T: 10, J: 11, Q: 13, K: 14, A: 1 };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** A card's rank and suit in words of the page's language (mixed: the rank of one, the suit of another). */
function wordsOf(card: CardId, language: Language, salt: number): { rank: string; suit: string } {
  const rank = cardRank(card);
  const suit = cardSuit(card);
  const languages = Object.keys(WORDS) as (keyof typeof WORDS)[];
  if (language === 'letters') {
    const letters = LETTERS[rank];
    return { rank: letters[salt % letters.length] as string, suit: SYMBOLS[suit] };
  }
  if (language === 'mixed') {
    const letters = LETTERS[rank];
    const rankWords = [WORDS[languages[salt % languages.length] as keyof typeof WORDS].ranks[rank], ...letters];
    return {
      rank: rankWords[salt % rankWords.length] as string,
      suit: WORDS[languages[(salt + 2) % languages.length] as keyof typeof WORDS].suits[suit],
    };
  }
  return { rank: WORDS[language].ranks[rank], suit: WORDS[language].suits[suit] };
}

/** The letter each language's deck prints for a court card: English J Q K A, German B D K A, Swiss U O K A, French V D R A, Italian F D R A. */
const SHORT: Record<Exclude<Language, 'mixed' | 'letters'>, Partial<Record<Rank, string>>> = {
  en: { J: 'J', Q: 'Q', K: 'K', A: 'A' },
  de: { J: 'B', Q: 'D', K: 'K', A: 'A' },
  'de-CH': { J: 'U', Q: 'O', K: 'K', A: 'A' },
  fr: { J: 'V', Q: 'D', K: 'R', A: 'A' },
  it: { J: 'F', Q: 'D', K: 'R', A: 'A' },
  // (Dutch decks print B, V, H: V and H are another language's Jack and suit; online tables print J, Q, K)
  nl: { J: 'J', Q: 'Q', K: 'K', A: 'A' },
};

function shortRank(card: CardId, language: Language, salt: number): string {
  const rank = cardRank(card);
  if (language === 'mixed' || language === 'letters') return LETTERS[rank][salt % LETTERS[rank].length] as string;
  return SHORT[language][rank] ?? (rank === 'T' ? '10' : rank);
}

/** One card's markup in the page's writing. */
export function cardMarkup(card: CardId, page: TablePage, salt: number): string {
  const { rank, suit } = wordsOf(card, page.language, salt);
  const id = `${cardSuit(card)}${cardRank(card)}`;
  const suitIndex = SUITS.indexOf(cardSuit(card));
  const rankIndex = deckRanks('jass').indexOf(cardRank(card));
  const box = (inner: string, attributes = '') => `<div class="card"${attributes}>${inner}</div>`;
  switch (page.writing) {
    case 'file':
      return box(`<img src="/art/cards/${encodeURIComponent(`${suit}_${rank}`)}.png" alt="">`);
    case 'alt':
      return box(`<img src="/art/face${salt}.png" alt="${escapeHtml(`${rank} ${suit}`)}">`);
    case 'title':
      return box('', ` title="${escapeHtml(`${suit} ${rank}`)}"`);
    case 'aria':
      return box('', ` role="img" aria-label="${escapeHtml(`${rank} of ${suit}`)}"`);
    case 'data':
      return box('', ` data-card="${[id, `${cardRank(card) === 'T' ? '10' : cardRank(card)}${cardSuit(card)}`][salt % 2]}"`);
    case 'testid':
      // Nothing drawn in the markup (the face is a picture elsewhere): only the id its tests click by.
      return box('', ` data-testid="${escapeHtml(`hand-card-${suit}-${rank}`.toLowerCase().replace(/\s+/g, '-'))}"`);
    case 'text':
      // A corner's short rank and the suit's sign, as one word ("10♥", "U♠", "R♦").
      return box(escapeHtml(`${shortRank(card, page.language, salt)}${SYMBOLS[cardSuit(card)]}`));
    case 'children':
      return box(`<span class="r">${escapeHtml(rank)}</span><span class="s">${escapeHtml(suit)}</span>`);
    case 'corners': {
      // A face as printed: the rank and sign in two corners, pips in the middle (more elements
      // than a small box), and a title in a language the reader does not know.
      const short = escapeHtml(shortRank(card, page.language, salt));
      const sign = SYMBOLS[cardSuit(card)];
      const corner = (where: string) =>
        `<div class="corner ${where}"><span class="rank">${short}</span><span class="suit">${sign}</span></div>`;
      const pips = `<i>${sign}</i>`.repeat(4);
      return box(
        `${corner('top')}<div class="body"><div class="figure">${pips}</div></div>${corner('bottom')}`,
        ` title="${short} ${FOREIGN_SUITS[cardSuit(card)]}"`,
      );
    }
    case 'picture-suit':
      return box(`<b>${escapeHtml(rank)}</b><img class="pip" src="/art/suits/${encodeURIComponent(suit)}.svg" alt="">`);
    case 'svg-text':
      return `<svg class="card" viewBox="0 0 60 90" width="60" height="90"><g><rect width="60" height="90" rx="6" fill="#fff"/><text x="6" y="20">${escapeHtml(rank)}</text><text x="30" y="55">${SYMBOLS[cardSuit(card)]}</text><text x="54" y="84" transform="rotate(180 54 84)">${escapeHtml(rank)}</text></g></svg>`;
    case 'svg-use':
      return `<svg class="card" viewBox="0 0 60 90" width="60" height="90"><use href="/art/deck.svg#${escapeHtml(`${suit}-${rank}`)}"/></svg>`;
    case 'unicode':
      return box(String.fromCodePoint(UNICODE_SUIT[cardSuit(card)] + UNICODE_RANK[cardRank(card)]));
    case 'background':
      return box('', ` style="background-image: url('/art/faces/${encodeURIComponent(`${rank}-${suit}`)}.svg')"`);
    case 'sprite':
      return box('', ` style="background: url('/art/sheet.png') -${rankIndex * 60}px -${suitIndex * 90}px"`);
    case 'classes':
      return box('', ` data-i="${salt}" style="--c: ${suitIndex * 9 + rankIndex}"`).replace(
        'class="card"',
        `class="card c-${suitIndex}-${rankIndex}"`,
      );
    case 'letter-spans':
      // The corner's word one character per element, as a component that colours the sign writes it ("1" "0" "♥").
      return box(
        [...`${shortRank(card, page.language, salt)}${SYMBOLS[cardSuit(card)]}`]
          .map((character) => `<span>${escapeHtml(character)}</span>`)
          .join(''),
      );
    case 'dialect': {
      // One sprite sheet for every face; the card's suit and rank as words of its class names.
      const suits = DIALECT.suits[cardSuit(card)];
      const ranks = DIALECT.ranks[cardRank(card)];
      const words = `chaertli ${suits[salt % suits.length]} ${ranks[(salt >> 1) % ranks.length]}`;
      return `<div class="${escapeHtml(words)}" style="width: 60px; height: 90px; background: #fff url('/art/sheet.png') -${rankIndex * 60}px -${suitIndex * 90}px"></div>`;
    }
  }
}

/** Suit names in a language the reader does not know (Polish), as some games title their cards. */
const FOREIGN_SUITS: Record<Suit, string> = { H: 'kier', D: 'karo', S: 'pik', C: 'trefl' };

const BACK: Record<(typeof BACKS)[number], string> = {
  none: '',
  images: '<img class="back" src="/art/back.png" alt="">',
  glyphs: '<span class="back glyph">🂠</span>',
  boxes: '<div class="back box"></div>',
};

function layoutStyle(layout: Layout, count: number): string {
  switch (layout) {
    case 'row':
      return '.hand { display: flex; gap: 6px; }';
    case 'rows':
      return '.hand { display: flex; flex-wrap: wrap; gap: 6px; width: 330px; }';
    case 'overlap':
      return '.hand { display: flex; } .hand > * + * { margin-left: -30px; }';
    case 'fan':
      return `.hand { position: relative; height: 130px; width: ${count * 34 + 60}px; } .hand > * { position: absolute; bottom: 0; transform-origin: 50% 120%; }`;
    case 'scrolled':
      return '.hand { display: flex; gap: 6px; width: 260px; overflow-x: auto; }';
    case 'nested':
      return '.hand { display: flex; gap: 6px; } .hand > div, .hand > div > div { width: 60px; height: 90px; }';
    case 'split':
      return '.hand .part { display: flex; gap: 6px; margin-bottom: 6px; }';
  }
}

const STATE_STYLE: Record<CardState, string> = {
  plain: '',
  greyed: 'opacity: 0.5; filter: grayscale(1);',
  raised: 'transform: translateY(-14px);',
  outlined: 'outline: 3px solid gold;',
};

/** The hand's markup: each card in its state, wrapped or placed as the layout says. */
function handMarkup(page: TablePage): string {
  const slots = page.hand.map((card, index) => {
    const state = STATE_STYLE[page.states[index % page.states.length] ?? 'plain'];
    const fan =
      page.layout === 'fan' ? `left: ${index * 34}px; transform: rotate(${(index - (page.hand.length - 1) / 2) * 7}deg);` : '';
    const inner = cardMarkup(card, index === page.spriteAt ? { ...page, writing: 'sprite' } : page, index);
    const wrapped = page.layout === 'nested' ? `<div><div>${inner}</div></div>` : inner;
    return `<div class="slot" style="${fan}${state}">${wrapped}</div>`;
  });
  if (page.layout !== 'split') return slots.join('');
  const half = Math.ceil(slots.length / 2);
  return `<div class="part">${slots.slice(0, half).join('')}</div><div class="part">${slots.slice(half).join('')}</div>`;
}

const SUIT_WORDS_SHOWN: Record<Suit, string> = { H: 'Herz', D: 'Ecken', S: 'Schaufel', C: 'Kreuz' };
/** A contract panel's heading (Jass players' "Trumpf" on a Jass page only: it names their family). */
const panelHeading = (page: TablePage): string => {
  const headings = ['Contract &amp; bids', 'Contrat', ...(page.deck === 'jass' ? ['Trumpf'] : [])];
  return headings[page.salt % headings.length] as string;
};
/** A contract's suit as a panel's list writes it: an English word, a French one, the sign. */
const PANEL_SUITS: readonly Record<Suit, string>[] = [WORDS.en.suits, FRENCH_SUITS, SYMBOLS];

/** The whole page: other seats, the table, bids and chat, and the hand at the bottom. */
export function pageHtml(page: TablePage): string {
  const back = BACK[page.backs];
  const seats = back
    ? `<div class="seat north">${back.repeat(page.hand.length)}</div><div class="seat west">${back.repeat(3)}</div><div class="seat east">${back.repeat(3)}</div>`
    : '';
  const table = page.table.map((card, index) => cardMarkup(card, page, index + 20)).join('');
  const turned = page.turnedUp
    ? `<div class="${page.turnedAsks ? 'x3' : 'turned'}${page.turnedInMiddle ? ' mid' : ''}">${page.turnedAsks ? '<p>Atout ?</p>' : ''}${cardMarkup(page.turnedUp, page, 40)}</div>`
    : '';
  const bids =
    page.bidding === 'suits'
      ? `<div class="bids">${SUITS.map((suit) => `<button>${SYMBOLS[suit]} ${SUIT_WORDS_SHOWN[suit]}</button>`).join('')}<button>Pass</button></div>`
      : page.bidding === 'auction'
        ? `<div class="bids">${[80, 90, 100, 110, 120, 130, 140, 150, 160].map((value) => `<button>${value}</button>`).join('')}<button>Passe</button><button>Coinche</button></div>`
        : '';
  const chat = page.chat
    ? `<ul class="chat"><li>Anna: 80 ${SYMBOLS.H}</li><li>Beat: 100 ${SYMBOLS.S}</li><li>Carla: Pass</li><li>Dario: 3 × 20</li></ul>`
    : '';
  const badges = page.seatLetters
    ? `<div class="badges">${['N', 'E', 'S', 'W'].map((seat) => `<span class="contract-holder">${seat}</span>`).join(' ')}</div>`
    : '';
  const said = TRUMP_SAID[page.game];
  const trump =
    page.trumpShown === 'said'
      ? `<p class="status">${escapeHtml((said[page.salt % said.length] as (suit: Suit) => string)(page.trump))}</p>`
      : page.trumpShown === 'contract'
        ? `<p class="status contract">${['Contrat', 'Goal', 'Contract'][page.salt % 3]} : ${80 + 10 * (page.salt % 9)} ${SYMBOLS[page.trump]}</p>`
        : page.trumpShown === 'panel'
          ? `<section class="status"><h3>${panelHeading(page)}</h3><ul><li><span>${['Les Bleus', 'Nord-Sud', 'Wir'][page.salt % 3]}</span><span>${PANEL_SUITS[page.salt % PANEL_SUITS.length]?.[page.trump]}</span><span>${80 + 10 * (page.salt % 9)}</span></li></ul></section>`
          : page.trumpShown === 'score-panel'
            ? `<div class="score">${SYMBOLS.H} 57 · ${SYMBOLS.S} 100</div>`
            : page.trumpShown === 'asked'
              ? `<p class="status">${TRUMP_ASKED[page.game][page.salt % TRUMP_ASKED[page.game].length]}</p>`
              : page.trumpShown === 'stand-in'
                ? `<div class="score">501 · <span class="trump-icon">${SYMBOLS.S}</span></div>`
                : '';
  const titles = GAME_TITLES[page.game];
  const name = titles[page.salt % titles.length] as string;
  const title = page.gameNamed === 'title' ? name : page.gameNamed === 'family' ? 'Jass online' : 'Card table';
  const heading = page.gameNamed === 'heading' ? `<h1 class="name">${escapeHtml(name)}</h1>` : '';
  const named = page.gameNamed === 'button' ? `<button class="name">${escapeHtml(name)}</button>` : '';
  const hand = `<div class="${page.handNamed ? 'my-hand' : 'x1'}"><div class="hand">${handMarkup(page)}</div></div>`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta http-equiv="Content-Security-Policy" content="img-src 'none'; default-src 'none'; style-src 'unsafe-inline'">
<style>
body { margin: 0; width: 1000px; height: 700px; position: relative; background: #175c2e; font: 14px sans-serif; color: #fff; }
.card { width: 60px; height: 90px; background-color: #fff; color: #000; border-radius: 6px; font-size: 16px; flex: none; display: block; position: relative; }
.card img { width: 100%; height: 100%; } .card img.pip { width: 20px; height: 20px; }
.slot { flex: none; }
.card .corner { position: absolute; font-size: 12px; line-height: 1; display: flex; flex-direction: column; }
.card .corner.top { left: 3px; top: 3px; } .card .corner.bottom { right: 3px; bottom: 3px; transform: rotate(180deg); }
.card .body { position: absolute; inset: 20px 14px; } .card .figure { display: flex; flex-wrap: wrap; }
.back { display: inline-block; width: 40px; height: 60px; background: #824; margin: 2px; }
.seat { position: absolute; } .north { top: 10px; left: 300px; } .west { top: 200px; left: 10px; width: 50px; } .east { top: 200px; right: 10px; width: 50px; }
.table { position: absolute; top: 250px; left: 380px; display: flex; gap: 8px; }
.turned, .x3 { position: absolute; top: 250px; left: 200px; } .mid { top: 300px; left: 470px; }
.bids { position: absolute; top: 420px; left: 300px; } .badges { position: absolute; top: 600px; left: 20px; } .chat { position: absolute; top: 80px; right: 80px; list-style: none; }
.status, .score { position: absolute; top: 10px; left: 10px; margin: 0; }
.name { position: absolute; top: 40px; left: 10px; margin: 0; font-size: 16px; }
.x1, .my-hand { position: absolute; bottom: 20px; left: 200px; }
${layoutStyle(page.layout, page.hand.length)}
</style></head><body>
${heading}${named}${seats}${badges}${trump}${chat}<div class="table">${table}</div>${turned}${bids}${hand}
</body></html>`;
}

/** Distinct cards of a deck. */
const cardsOf = (deck: Deck): CardId[] => SUITS.flatMap((suit) => deckRanks(deck).map((rank) => makeCard(suit, rank)));

/** Writings of German-Swiss words alone: a Jass deck's pages only. */
const SWISS_ONLY: ReadonlySet<Writing> = new Set(['dialect']);

/**
 * A table page from independent choices; the table's cards are never the hand's. The game comes
 * first, and its deck with it (a 32-card game's pages write no German-Swiss cards); then how the
 * page names it, how it shows the trump, whether it still asks.
 */
export function tablePage(): fc.Arbitrary<TablePage> {
  return fc.constantFrom(...TABLE_GAMES).chain((game) => {
    const deck = deckOfGame(game);
    const jass = deck === 'jass';
    const all = cardsOf(deck);
    const size = DECK_INFO[deck].handSize;
    return fc
      .record({
        // Mostly a whole deal; sometimes a hand played down (a card alone included).
        cards: fc.shuffledSubarray(all, { minLength: size + 4, maxLength: size + 4 }),
        handSize: fc.oneof(
          { weight: 3, arbitrary: fc.constant(size) },
          { weight: 1, arbitrary: fc.integer({ min: 1, max: size }) },
        ),
        tableCount: fc.integer({ min: 0, max: 3 }),
        turnedUp: fc.boolean(),
        turnedAsks: fc.boolean(),
        turnedInMiddle: fc.boolean(),
        writing: fc.constantFrom(...WRITINGS.filter((writing) => jass || !SWISS_ONLY.has(writing))),
        language: fc.constantFrom(...LANGUAGES.filter((language) => jass || !['de-CH', 'mixed'].includes(language))),
        layout: fc.constantFrom(...LAYOUTS),
        states: fc.array(fc.constantFrom(...CARD_STATES), { minLength: 1, maxLength: 4 }),
        spriteAt: fc.option(fc.nat({ max: 8 }), { freq: 4 }),
        handNamed: fc.boolean(),
        backs: fc.constantFrom(...BACKS),
        gameNamed: fc.constantFrom(...GAME_NAMED.filter((named) => jass || named !== 'family')),
        // Belote's auction is Belote's own.
        bidding: fc.constantFrom(...BIDDING.filter((bidding) => game === 'belote' || bidding !== 'auction')),
        chat: fc.boolean(),
        seatLetters: fc.boolean(),
        trumpShown: fc.constantFrom(...TRUMP_SHOWN),
        trump: fc.constantFrom(...SUITS),
        salt: fc.nat({ max: 11 }),
      })
      .map(({ cards, handSize, tableCount, turnedUp, turnedInMiddle, spriteAt, bidding, trumpShown, ...choices }) => {
        const page: TablePage = {
          game,
          deck,
          hand: cards.slice(0, handSize),
          spriteAt: spriteAt !== null && spriteAt < handSize && handSize >= 2 ? spriteAt : null,
          table: cards.slice(size, size + tableCount),
          turnedUp: turnedUp ? (cards[size + 3] ?? null) : null,
          // Turned up in the middle before any card is played there.
          turnedInMiddle: turnedInMiddle && tableCount === 0,
          // A stand-in sign is shown only while the page asks.
          bidding: trumpShown === 'stand-in' && bidding === 'none' ? 'suits' : bidding,
          trumpShown,
          ...choices,
        };
        // A page that still asks states no trump or contract yet (it shows a sign or a question at most).
        return pageAsks(page) && STATES_TRUMP.has(trumpShown) ? { ...page, trumpShown: 'none' } : page;
      });
  });
}
