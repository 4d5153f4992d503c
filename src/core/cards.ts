/** Suits in canonical order: hearts, diamonds, spades, clubs. */
export const SUITS = ['H', 'D', 'S', 'C'] as const;
export type Suit = (typeof SUITS)[number];

/** Ranks in natural order, the order of every sequence in every mode. `T` is the ten. */
export const RANKS = ['6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
export type Rank = (typeof RANKS)[number];

/** Canonical card id: suit letter + rank letter, e.g. `H6`, `ST`, `CA`. */
export type CardId = `${Suit}${Rank}`;

export const DECKS = ['jass', 'belot'] as const;
export type Deck = (typeof DECKS)[number];

/** Lowest rank index of each deck and the size of a hand. */
export const DECK_INFO: Readonly<Record<Deck, { lowestRank: number; handSize: number; size: number }>> = {
  jass: { lowestRank: 0, handSize: 9, size: 36 },
  belot: { lowestRank: 1, handSize: 8, size: 32 },
};

/** The two faces of the same deck. */
export const FACES = ['french', 'german-swiss'] as const;
export type Face = (typeof FACES)[number];

/** German-Swiss suits, paired with the French suits by data (the pairing is not standard). */
export const GERMAN_SWISS_SUITS = ['rosen', 'eicheln', 'schilten', 'schellen'] as const;
export type GermanSwissSuit = (typeof GERMAN_SWISS_SUITS)[number];
export type SuitPairing = Readonly<Record<GermanSwissSuit, Suit>>;

/** Swisslos pairs them so; keep it switchable. */
export const DEFAULT_PAIRING: SuitPairing = { rosen: 'H', eicheln: 'D', schilten: 'S', schellen: 'C' };

export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { H: '♥', D: '♦', S: '♠', C: '♣' };

/*
 * Internally a card is a number 0..35: suit index × 9 + rank index, and a hand is four
 * 9-bit masks, one per suit (bit r set = rank r held). Runs and fours fall out of bit
 * operations on those masks; the public API speaks CardId only.
 */
export type CardIndex = number;
export type SuitMasks = [number, number, number, number];

export const suitIndex = (suit: Suit): number => SUITS.indexOf(suit);
export const rankIndex = (rank: Rank): number => RANKS.indexOf(rank);

export function cardIndex(id: CardId): CardIndex {
  return suitIndex(id[0] as Suit) * 9 + rankIndex(id[1] as Rank);
}

export function cardId(index: CardIndex): CardId {
  return `${SUITS[Math.floor(index / 9)] as Suit}${RANKS[index % 9] as Rank}`;
}

export const makeCard = (suit: Suit, rank: Rank): CardId => `${suit}${rank}`;
export const cardSuit = (id: CardId): Suit => id[0] as Suit;
export const cardRank = (id: CardId): Rank => id[1] as Rank;

export function isCardId(text: string): text is CardId {
  return text.length === 2 && SUITS.includes(text[0] as Suit) && RANKS.includes(text[1] as Rank);
}

export function isInDeck(id: CardId, deck: Deck): boolean {
  return rankIndex(cardRank(id)) >= DECK_INFO[deck].lowestRank;
}

/** Every card of a deck, in canonical order (suit by suit, ranks ascending). */
/** The ranks of a deck, lowest first (Belot has no sixes). */
export const deckRanks = (deck: Deck): Rank[] => RANKS.slice(DECK_INFO[deck].lowestRank);

export function deckCards(deck: Deck): CardId[] {
  const cards: CardId[] = [];
  for (const suit of SUITS) {
    for (const rank of RANKS.slice(DECK_INFO[deck].lowestRank)) cards.push(makeCard(suit, rank));
  }
  return cards;
}

export function toMasks(cards: readonly CardId[]): SuitMasks {
  const masks: SuitMasks = [0, 0, 0, 0];
  for (const card of cards) {
    const index = cardIndex(card);
    masks[Math.floor(index / 9)] = (masks[Math.floor(index / 9)] as number) | (1 << (index % 9));
  }
  return masks;
}

/** Canonical order: by suit (H D S C), then rank ascending. */
export function sortCards(cards: readonly CardId[]): CardId[] {
  return [...cards].sort((a, b) => cardIndex(a) - cardIndex(b));
}
