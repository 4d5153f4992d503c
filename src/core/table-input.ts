import {
  type AnnouncementError,
  announcedMelds,
  parseAnnouncement,
  type SeatAnnouncement,
  speaksAnnouncement,
  suggestAnnouncementWords,
  type TextSpan,
} from './announcement.js';
import { type CardId, DECK_INFO, DEFAULT_PAIRING, isCardId, isInDeck, type SuitPairing } from './cards.js';
import { isMeldText, type MeldError, parseMeldList } from './meld-entry.js';
import type { Meld } from './melds.js';
import { normalizeWord } from './names.js';
import { type ParseError, parseHand, refuseText } from './parse.js';
import { parseMode } from './parse-mode.js';
import type { Game, Reading, SeatInput, Table } from './resolve.js';
import { GAMES } from './resolve.js';
import { SETTING_NAMES, type SettingName } from './table-schema.js';

export { parseMode };

import { getModeInfo, isPresetName, type Mode, makeRules, playsMode, type Rules } from './rules.js';
import {
  capErrors,
  cutToken,
  isRecord,
  LIMITS,
  type OptionsRead,
  ownKeys,
  readArray,
  readHandText,
  readInteger,
  readOptional,
  readPairing,
  readProperty,
  readRuleOptions,
  tokenOf,
} from './schema.js';

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
  'needs-suit',
  'needs-rank',
  'duplicate',
  'too-many',
  'not-in-deck',
  'needs-trump',
  'unknown-meld',
  'not-a-weis',
  'unknown-field',
  'too-large',
  'not-text',
  'bad-announcement',
  'unknown-announcement',
  'impossible-announcement',
  'announcements-clash',
] as const;
export type TableErrorCode = (typeof TABLE_ERROR_CODES)[number];

/** A coded error about a table: `field` names the input field, `seat` the hand, `token` the text. */
export interface TableError {
  code: TableErrorCode;
  field?: string;
  seat?: number;
  /** The input in error, cut to `LIMITS.tokenChars` characters. */
  token?: string;
  offset?: number;
  /** Where the token comes from a text: its full length there. */
  length?: number;
  card?: CardId;
  /** For a word not understood: up to three card words it may have meant. */
  suggestions?: string[];
  /** For a value no hand can announce: the values that can be. */
  values?: number[];
  /** For a rule option that means nothing beside another: that option (`declares` beside `crossUse: true`). */
  conflict?: string;
}

/** A table as people write it (the CLI's JSON, the element's attributes): the registry's settings, then the rest. */
export interface TableRequest extends Partial<Record<SettingName, unknown>> {
  options?: unknown;
  hands?: unknown;
  tricks?: unknown;
  trick?: unknown;
  pairing?: unknown;
  /** `auto` (the default) or `melds`: how the hands' texts are read. */
  input?: unknown;
  /** Seats (0-3) whose cards were read only in part (a game page showing 7 of 9): their best is "so far". */
  partial?: unknown;
}

/** A table, or its errors: at most `LIMITS.errors` of them, and how many more there were. */
export type TableRead =
  | { ok: true; table: Table; reads: (SeatRead | null)[] }
  | { ok: false; errors: TableError[]; more: number; reads: (SeatRead | null)[] };

const fail = (error: TableError): TableRead => ({ ok: false, errors: [error], more: 0, reads: [] });

/** The fields of a table request, in the order they are checked: the registry's settings among them. */
export const TABLE_FIELDS = [
  'rules',
  'options',
  'pairing',
  ...SETTING_NAMES.filter((name) => name !== 'rules'),
  'tricks',
  'input',
  'hands',
  'trick',
  'partial',
] as const;

/**
 * The rules and mode a view shows while its input may be invalid: the named preset (or
 * schieber), and the named trump when these rules play it. Trump is never assumed: none
 * given, or one these rules do not play, is `unknown`, as `readTable` reads it.
 */
export function rulesAndMode(
  rules: unknown,
  trump: unknown,
  pairing: SuitPairing = DEFAULT_PAIRING,
): { rules: Rules; mode: Mode } {
  const chosen = makeRules(isPresetName(rules) ? rules : 'schieber');
  const parsed = parseMode(trump, pairing);
  return { rules: chosen, mode: parsed && playsMode(chosen, parsed) ? parsed : 'unknown' };
}

/** What a seat's text is: `auto` reads melds only where the whole text is meld language. */
export const SEAT_INPUTS = ['auto', 'melds'] as const;
export type SeatInputKind = (typeof SEAT_INPUTS)[number];

export interface SeatRead {
  /** Which reading was used: said by every view, never guessed twice. */
  reading: Reading;
  /** The cards read, also when some text could not be read. */
  cards: CardId[];
  /** Present when the text named melds instead of cards. */
  melds?: Meld[];
  /** Present when the text is what the player said at the table. */
  said?: SeatAnnouncement;
  /** Where each meld said was said. */
  spans?: TextSpan[];
  /** At most `LIMITS.errors`. */
  errors: (ParseError | MeldError | AnnouncementError)[];
  /** Errors beyond those listed. */
  more: number;
}

/**
 * One seat's text, read once: melds ("four aces; five-card sequence up to the King of Rosen")
 * where the whole text is meld language or the input is `melds`; what a player said at the
 * table ("fifty", "füfzg bis zum König", "tierce", "nothing") where the text speaks of values
 * or names a meld only in part; else a hand in any notation, where each word not understood is
 * an error (with suggestions) and a card without its suit is an error at that word. A slip
 * never turns a hand into melds or words nobody said.
 */
export function readSeatText(
  text: string,
  rules: Rules,
  mode: Mode,
  pairing: SuitPairing = DEFAULT_PAIRING,
  input: SeatInputKind = 'auto',
): SeatRead {
  const refused = refuseText(text);
  const words = (): SeatRead => {
    const read = parseAnnouncement(text, rules, mode, pairing);
    return {
      reading: 'announcement',
      cards: [],
      said: read.announcement,
      spans: read.spans,
      errors: read.errors,
      more: read.more,
    };
  };
  if (input === 'melds' || (refused === null && isMeldText(text))) {
    const melds = parseMeldList(text, { rules, mode, pairing });
    if (!melds.ok && input === 'auto') {
      // Words of the table, a meld named in part ("tierce"), or with a slip ("füfzg bis zum Kinig").
      const said = words();
      if (said.errors.length === 0 || speaksAnnouncement(text)) return said;
    }
    return { reading: 'melds', cards: melds.cards, melds: melds.melds, errors: melds.errors, more: melds.more };
  }
  const trump = getModeInfo(mode).trump;
  const hand = parseHand(text, { deck: rules.deck, trump: trump === 'all' ? null : trump, pairing });
  if (hand.ok || refused !== null) return { reading: 'cards', cards: hand.cards, errors: hand.errors, more: hand.more };
  if (hand.cards.length === 0 && speaksAnnouncement(text)) return words();
  // A slip may be a word said at the table ("fifyt"): offer those words too.
  const errors = hand.errors.map((error) => {
    if (error.code !== 'unknown-card') return error;
    const more = suggestAnnouncementWords(normalizeWord(error.token));
    const suggestions = [...(error.suggestions ?? []), ...more].slice(0, 3);
    return suggestions.length > 0 ? { ...error, suggestions } : error;
  });
  return { reading: 'cards', cards: hand.cards, errors, more: hand.more };
}

/** One seat's value: its reading (null for an unknown seat or a value that is no text) and its errors. */
interface SeatValue {
  read: SeatRead | null;
  errors: TableError[];
  more: number;
}

/** "-" or "?" instead of a hand: the player is there but not heard from yet, as null is. */
const UNHEARD = /^\s*[-?]\s*$/;

/**
 * Cards a caller already holds as ids (a page reader, a picker): taken as they are, with no
 * text between, where they are a hand of this deck (distinct ids of the deck, no more than a
 * hand holds). Anything else is null, and goes through the text reader for its coded errors.
 */
function typedHand(value: unknown, deck: Rules['deck']): CardId[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > DECK_INFO[deck].handSize) return null;
  const cards: CardId[] = [];
  for (const item of value) {
    if (typeof item !== 'string' || !isCardId(item) || !isInDeck(item, deck) || cards.includes(item)) return null;
    cards.push(item);
  }
  return cards;
}

function readSeat(value: unknown, seat: number, rules: Rules, mode: Mode, pairing: SuitPairing, input: SeatInputKind): SeatValue {
  if (value === null || value === undefined || (typeof value === 'string' && UNHEARD.test(value)))
    return { read: null, errors: [], more: 0 };
  const typed = input === 'auto' ? typedHand(value, rules.deck) : null;
  if (typed) return { read: { reading: 'cards', cards: typed, errors: [], more: 0 }, errors: [], more: 0 };
  const hand = readHandText(value);
  if (!hand.ok) return { read: null, errors: [{ code: hand.code, field: 'hands', seat, token: tokenOf(value) }], more: 0 };
  const read = readSeatText(hand.text, rules, mode, pairing, input);
  return { read, errors: read.errors.map((error) => ({ ...error, field: 'hands', seat })), more: read.more };
}

function seatInputOf(read: SeatRead): SeatInput {
  if (read.said) return { cards: [], said: read.said, reading: read.reading };
  if (read.melds) return { cards: read.cards, melds: read.melds, reading: read.reading };
  return { cards: read.cards, reading: read.reading };
}

/** An announcement that needs a card known to be in another hand: an error at what was said. */
function impossibleAnnouncements(
  reads: (SeatRead | null)[],
  seats: (SeatInput | null)[],
  rules: Rules,
  mode: Mode,
): TableError[] {
  const errors: TableError[] = [];
  reads.forEach((read, seat) => {
    if (!read?.said?.melds || read.errors.length > 0) return;
    const elsewhere = new Set(seats.flatMap((input, other) => (other === seat ? [] : (input?.cards ?? []))));
    read.said.melds.forEach((item, index) => {
      if (announcedMelds(item, rules, mode, elsewhere).length > 0) return;
      const span = read.spans?.[index];
      errors.push({ code: 'impossible-announcement', field: 'hands', seat, ...(span ?? { token: '' }) });
    });
  });
  return errors;
}

/** `[a, b]`: tricks per team, each 0 to 9, at most 9 together. */
function readTricks(value: unknown): [number, number] | null | undefined {
  if (value === undefined || value === null) return null;
  const list = readArray(value, 2);
  if (!list.ok || list.value.length !== 2) return undefined;
  const [a, b] = list.value.map((count) => readInteger(count, 0, 9));
  return a?.ok && b?.ok && a.value + b.value <= 9 ? [a.value, b.value] : undefined;
}

/** How a table's rule options are read over its preset: the core's reader, or a view's that takes none. */
export type RuleOptionsReader = (base: Rules, options: unknown) => OptionsRead;

/**
 * A view that offers no rule options (the element: its attributes are the settings only) reads
 * its tables with this: the preset as it is, any option refused as unknown. Its bundle then
 * holds no option reader (0.67 KB of the calculator's).
 */
export const presetOnly: RuleOptionsReader = (base, options) =>
  options === undefined || options === null
    ? { ok: true, rules: base }
    : { ok: false, code: 'unknown-option', field: 'options', token: tokenOf(options) };

/** A table request read as the CLI, the board and any view with rule options read it. */
export const readTable = (request: TableRequest): TableRead => readTableWith(request, readRuleOptions);

/**
 * Checks a table request and turns it into a `Table`, its rule options read by `readOptions`.
 * Never throws, for any value at all: every problem is a coded error naming the field, the seat
 * and the token.
 */
export function readTableWith(request: TableRequest, readOptions: RuleOptionsReader): TableRead {
  try {
    return readCheckedTable(request, readOptions);
  } catch {
    // Only a hostile object gets here (a proxy that throws from an unexpected trap).
    return fail({ code: 'bad-json' });
  }
}

function readCheckedTable(request: TableRequest, readOptions: RuleOptionsReader): TableRead {
  if (!isRecord(request)) return fail({ code: 'bad-json', token: tokenOf(request) });
  const keys = ownKeys(request);
  if (!keys.ok) return fail({ code: 'bad-json' });
  const unknown = keys.value.find((key) => !(TABLE_FIELDS as readonly string[]).includes(key));
  if (unknown !== undefined) return fail({ code: 'unknown-field', field: cutToken(unknown), token: cutToken(unknown) });
  const fields: Partial<Record<(typeof TABLE_FIELDS)[number], unknown>> = {};
  for (const key of TABLE_FIELDS) {
    const read = readProperty(request, key);
    if (!read.ok) return fail({ code: 'bad-json', field: key });
    fields[key] = read.value;
  }

  const presetName = fields.rules ?? 'schieber';
  if (!isPresetName(presetName)) return fail({ code: 'unknown-rules', field: 'rules', token: tokenOf(presetName) });
  const options = readOptions(makeRules(presetName), fields.options);
  if (!options.ok) {
    const { code, field, token, conflict } = options;
    return fail({ code, field, token, ...(conflict ? { conflict } : {}) });
  }
  const rules = options.rules;
  const pairing = readOptional(fields.pairing, DEFAULT_PAIRING, readPairing);
  if (!pairing.ok) return fail({ code: 'bad-option', field: 'pairing', token: tokenOf(fields.pairing) });
  const pairs = pairing.value;
  const trump = fields.trump;
  // Trump is never assumed: without one, it is unknown (no Stöck, no trump stage).
  const mode = trump === undefined || trump === null ? 'unknown' : parseMode(trump, pairs);
  if (!mode || !playsMode(rules, mode)) return fail({ code: 'unknown-trump', field: 'trump', token: tokenOf(trump) });
  const forehand = readOptional(fields.forehand, 0, (value) => readInteger(value, 0, 3));
  if (!forehand.ok) return fail({ code: 'bad-forehand', field: 'forehand', token: tokenOf(fields.forehand) });
  const factor = readOptional(fields.factor, 1, (value) => readInteger(value, 1, LIMITS.factor));
  if (!factor.ok) return fail({ code: 'bad-factor', field: 'factor', token: tokenOf(fields.factor) });
  const game = fields.game ?? 'schieber';
  if (!GAMES.includes(game as Game)) return fail({ code: 'unknown-game', field: 'game', token: tokenOf(game) });
  const tricks = readTricks(fields.tricks);
  if (tricks === undefined) return fail({ code: 'bad-tricks', field: 'tricks', token: tokenOf(fields.tricks) });
  const input = readOptional(fields.input, 'auto', (value) =>
    SEAT_INPUTS.includes(value as SeatInputKind) ? { ok: true, value: value as SeatInputKind } : { ok: false },
  );
  if (!input.ok) return fail({ code: 'bad-option', field: 'input', token: tokenOf(fields.input) });
  // A trick alone (its roem, its Tischweis) needs no hand.
  const trickOnly = fields.hands === undefined && fields.trick !== undefined && fields.trick !== null;
  const hands = trickOnly ? ({ ok: true, value: [] } as const) : readArray(fields.hands, 4);
  if (!hands.ok || (hands.value.length < 1 && !trickOnly))
    return fail({ code: 'bad-hands', field: 'hands', token: tokenOf(fields.hands) });

  const errors: TableError[] = [];
  let hidden = 0;
  // A blank text is a seat nobody sits at (a figure of two hands); null is a player not heard from yet.
  const absent = hands.value.flatMap((value, seat) => (typeof value === 'string' && value.trim() === '' ? [seat] : []));
  const values = hands.value.map((value, seat) =>
    absent.includes(seat) ? { read: null, errors: [], more: 0 } : readSeat(value, seat, rules, mode, pairs, input.value),
  );
  const reads = values.map((value) => value.read);
  const seats = values.map((value): SeatInput | null => {
    for (const error of value.errors) errors.push(error);
    hidden += value.more;
    return value.read && value.errors.length === 0 ? seatInputOf(value.read) : null;
  });
  for (const error of crossSeatDuplicates(seats, hands.value)) errors.push(error);
  for (const error of impossibleAnnouncements(reads, seats, rules, mode)) errors.push(error);
  let trick: CardId[] | null = null;
  if (fields.trick !== undefined && fields.trick !== null) {
    const read = typeof fields.trick === 'string' ? parseHand(fields.trick, { deck: rules.deck, maxCards: 4 }) : null;
    if (!read) errors.push({ code: 'bad-hands', field: 'trick', token: tokenOf(fields.trick) });
    else {
      for (const error of read.errors) errors.push({ ...error, field: 'trick' });
      hidden += read.more;
      trick = read.cards;
    }
  }
  if (errors.length > 0) {
    const listed = capErrors(errors);
    return { ok: false, errors: listed.errors, more: listed.more + hidden, reads };
  }
  const partial = readPartial(fields.partial);
  if (!partial) return fail({ code: 'bad-option', field: 'partial', token: tokenOf(fields.partial) });
  const table: Table = {
    ...(partial.length > 0 ? { partial } : {}),
    ...(absent.length > 0 ? { absent } : {}),
    rules,
    preset: presetName,
    mode,
    forehand: forehand.value,
    factor: factor.value,
    seats,
    tricks,
    game: game as Game,
    trick,
  };
  return { ok: true, table, reads };
}

/** Seats read only in part: a list of seats 0 to 3 (none by default), or null when it is no such list. */
function readPartial(value: unknown): number[] | null {
  if (value === undefined || value === null) return [];
  const list = readArray(value, 4);
  if (!list.ok) return null;
  const seats = list.value.map((seat) => readInteger(seat, 0, 3));
  return seats.every((seat) => seat.ok) ? [...new Set(seats.map((seat) => seat.value as number))] : null;
}

/**
 * A card in two hands: reported at the later seat. Where one of the two named melds instead of
 * cards ("four jacks"), it is those words that cannot be: reported there, once, as the same
 * words with a value are ("200, four jacks").
 */
function crossSeatDuplicates(seats: (SeatInput | null)[], texts: readonly unknown[]): TableError[] {
  const owner = new Map<CardId, number>();
  const errors: TableError[] = [];
  const melds = new Set<number>();
  seats.forEach((seat, index) => {
    for (const card of seat?.cards ?? []) {
      const first = owner.get(card);
      if (first === undefined || first === index) {
        owner.set(card, index);
        continue;
      }
      const named = seats[index]?.reading === 'melds' ? index : seats[first]?.reading === 'melds' ? first : null;
      if (named === null) errors.push({ code: 'duplicate', field: 'hands', seat: index, card, token: card });
      else if (!melds.has(named)) {
        melds.add(named);
        const text = typeof texts[named] === 'string' ? (texts[named] as string) : '';
        const start = text.length - text.trimStart().length;
        errors.push({
          code: 'impossible-announcement',
          field: 'hands',
          seat: named,
          token: cutToken(text.trim()),
          offset: start,
          length: text.trim().length,
        });
      }
    }
  });
  return errors;
}
