import { type CardId, DEFAULT_PAIRING, GERMAN_SWISS_SUITS, type Suit, type SuitPairing } from './cards.js';
import { type MeldError, parseMeldList } from './meld-entry.js';
import type { Meld } from './melds.js';
import { normalizeWord, SUIT_BY_WORD } from './names.js';
import { type ParseError, parseHand } from './parse.js';
import type { Game, SeatInput, Table } from './resolve.js';
import { GAMES } from './resolve.js';
import { getModeInfo, isMode, isPresetName, type Mode, makeRules, type Rules } from './rules.js';

export const TABLE_ERROR_CODES = [
  'bad-json',
  'unknown-rules',
  'unknown-option',
  'bad-option',
  'unknown-trump',
  'bad-forehand',
  'bad-factor',
  'bad-hands',
  'bad-tricks',
  'unknown-game',
  'unknown-card',
  'duplicate',
  'too-many',
  'not-in-deck',
  'needs-trump',
  'unknown-meld',
  'not-a-weis',
  'bad-arguments',
  'unknown-lang',
] as const;
export type TableErrorCode = (typeof TABLE_ERROR_CODES)[number];

/** A coded error about a table: `field` names the input field, `seat` the hand, `token` the text. */
export interface TableError {
  code: TableErrorCode;
  field?: string;
  seat?: number;
  token?: string;
  offset?: number;
  card?: CardId;
}

/** A table as people write it (the CLI's JSON, the element's attributes). */
export interface TableRequest {
  rules?: unknown;
  options?: unknown;
  trump?: unknown;
  forehand?: unknown;
  factor?: unknown;
  hands?: unknown;
  tricks?: unknown;
  game?: unknown;
  trick?: unknown;
  pairing?: unknown;
}

export type TableRead = { ok: true; table: Table } | { ok: false; errors: TableError[] };

const fail = (error: TableError): TableRead => ({ ok: false, errors: [error] });
const tokenOf = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));

/** `H`, `hearts`, `Rosen`, `obenabe`, `Undenufe`: a mode, in any case. */
export function parseMode(value: unknown, pairing: SuitPairing = DEFAULT_PAIRING): Mode | null {
  if (typeof value !== 'string') return null;
  const norm = normalizeWord(value.trim());
  if (isMode(norm)) return norm;
  if (isMode(norm.toUpperCase())) return norm.toUpperCase() as Mode;
  const suit = SUIT_BY_WORD.get(norm);
  if (!suit || norm.length === 1) return null;
  return suit.length === 1 ? (suit as Suit) : pairing[suit as keyof SuitPairing];
}

/**
 * The rules and mode a view shows while its input may be invalid: the named preset (or
 * schieber), and the named trump when these rules play it (or their first mode).
 */
export function rulesAndMode(
  rules: unknown,
  trump: unknown,
  pairing: SuitPairing = DEFAULT_PAIRING,
): { rules: Rules; mode: Mode } {
  const chosen = makeRules(isPresetName(rules) ? rules : 'schieber');
  const parsed = parseMode(trump, pairing);
  return { rules: chosen, mode: parsed && chosen.modes.includes(parsed) ? parsed : (chosen.modes[0] as Mode) };
}

function readOptions(base: Rules, options: unknown): Rules | TableError {
  if (options === undefined || options === null) return base;
  if (typeof options !== 'object' || Array.isArray(options))
    return { code: 'bad-option', field: 'options', token: tokenOf(options) };
  const rules: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(options)) {
    if (!(key in base)) return { code: 'unknown-option', field: 'options', token: key };
    const expected = base[key as keyof Rules];
    const sameShape = Array.isArray(expected) ? Array.isArray(value) : typeof expected === typeof value && value !== null;
    if (!sameShape) return { code: 'bad-option', field: 'options', token: key };
    rules[key] = value;
  }
  return rules as unknown as Rules;
}

function readPairing(value: unknown): SuitPairing | TableError {
  if (value === undefined || value === null) return DEFAULT_PAIRING;
  const valid =
    typeof value === 'object' &&
    GERMAN_SWISS_SUITS.every((suit) => ['H', 'D', 'S', 'C'].includes((value as Record<string, unknown>)[suit] as string)) &&
    new Set(Object.values(value)).size === 4;
  return valid ? (value as SuitPairing) : { code: 'bad-option', field: 'pairing', token: tokenOf(value) };
}

export interface SeatRead {
  /** The cards read, also when some text could not be read. */
  cards: CardId[];
  /** Present when the text named melds instead of cards. */
  melds?: Meld[];
  errors: (ParseError | MeldError)[];
}

/**
 * One seat's text: a hand in any notation or, when it reads as none, melds given directly
 * ("four aces; five-card sequence up to the King of Rosen").
 */
export function readSeatText(text: string, rules: Rules, mode: Mode, pairing: SuitPairing = DEFAULT_PAIRING): SeatRead {
  const trump = getModeInfo(mode).trump;
  const hand = parseHand(text, { deck: rules.deck, trump: trump === 'all' ? null : trump, pairing });
  if (hand.ok) return { cards: hand.cards, errors: [] };
  const melds = parseMeldList(text, { rules, mode, pairing });
  if (melds.ok && melds.melds.length > 0) return { cards: melds.cards, melds: melds.melds, errors: [] };
  const looksLikeMelds = melds.melds.length > 0 || melds.errors.some((error) => error.code !== 'unknown-meld');
  return looksLikeMelds
    ? { cards: melds.cards, melds: melds.melds, errors: melds.errors }
    : { cards: hand.cards, errors: hand.errors };
}

function readSeat(value: unknown, seat: number, rules: Rules, mode: Mode, pairing: SuitPairing): SeatInput | null | TableError[] {
  if (value === null || value === undefined) return null;
  const text = Array.isArray(value) && value.every((item) => typeof item === 'string') ? value.join(' ') : value;
  if (typeof text !== 'string') return [{ code: 'bad-hands', field: 'hands', seat, token: tokenOf(value) }];
  const read = readSeatText(text, rules, mode, pairing);
  if (read.errors.length > 0) return read.errors.map((error) => ({ ...error, field: 'hands', seat }));
  return read.melds ? { cards: read.cards, melds: read.melds } : { cards: read.cards };
}

function readCount(value: unknown, fallback: number, min: number, max: number): number | null {
  if (value === undefined || value === null) return fallback;
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/**
 * Checks a table request and turns it into a `Table`. Never throws: every problem is a coded
 * error naming the field, the seat and the token.
 */
export function readTable(request: TableRequest): TableRead {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return fail({ code: 'bad-json' });
  const presetName = request.rules ?? 'schieber';
  if (!isPresetName(presetName)) return fail({ code: 'unknown-rules', field: 'rules', token: tokenOf(presetName) });
  const rules = readOptions(makeRules(presetName), request.options);
  if ('code' in rules) return fail(rules);
  const pairing = readPairing(request.pairing);
  if ('code' in pairing) return fail(pairing);
  const mode = request.trump === undefined || request.trump === null ? rules.modes[0] : parseMode(request.trump, pairing);
  if (!mode || !rules.modes.includes(mode)) return fail({ code: 'unknown-trump', field: 'trump', token: tokenOf(request.trump) });
  const forehand = readCount(request.forehand, 0, 0, 3);
  if (forehand === null) return fail({ code: 'bad-forehand', field: 'forehand', token: tokenOf(request.forehand) });
  const factor = readCount(request.factor, 1, 1, 1000);
  if (factor === null) return fail({ code: 'bad-factor', field: 'factor', token: tokenOf(request.factor) });
  const game = request.game ?? 'schieber';
  if (!GAMES.includes(game as Game)) return fail({ code: 'unknown-game', field: 'game', token: tokenOf(game) });
  const tricks = request.tricks;
  const tricksValid =
    tricks === undefined ||
    tricks === null ||
    (Array.isArray(tricks) && tricks.length === 2 && tricks.every((t) => readCount(t, 0, 0, 9) !== null));
  if (!tricksValid) return fail({ code: 'bad-tricks', field: 'tricks', token: tokenOf(tricks) });
  const hands = request.hands;
  if (!Array.isArray(hands) || hands.length < 1 || hands.length > 4)
    return fail({ code: 'bad-hands', field: 'hands', token: tokenOf(hands) });

  const errors: TableError[] = [];
  const seats = hands.map((value, seat) => {
    const input = readSeat(value, seat, rules, mode, pairing);
    if (Array.isArray(input)) {
      errors.push(...input);
      return null;
    }
    return input;
  });
  errors.push(...crossSeatDuplicates(seats));
  let trick: CardId[] | null = null;
  if (request.trick !== undefined && request.trick !== null) {
    const read = typeof request.trick === 'string' ? parseHand(request.trick, { deck: rules.deck, maxCards: 4 }) : null;
    if (!read) errors.push({ code: 'bad-hands', field: 'trick', token: tokenOf(request.trick) });
    else {
      errors.push(...read.errors.map((error) => ({ ...error, field: 'trick' })));
      trick = read.cards;
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  const table: Table = {
    rules,
    preset: presetName,
    mode,
    forehand,
    factor,
    seats,
    tricks: tricks ? (tricks as [number, number]) : null,
    game: game as Game,
    trick,
  };
  return { ok: true, table };
}

/** A card in two hands: reported at the later seat. */
function crossSeatDuplicates(seats: (SeatInput | null)[]): TableError[] {
  const owner = new Map<CardId, number>();
  const errors: TableError[] = [];
  seats.forEach((seat, index) => {
    for (const card of seat?.cards ?? []) {
      const first = owner.get(card);
      if (first !== undefined && first !== index)
        errors.push({ code: 'duplicate', field: 'hands', seat: index, card, token: card });
      else owner.set(card, index);
    }
  });
  return errors;
}
