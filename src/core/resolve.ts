import type { SeatAnnouncement } from './announced-melds.js';
import type { CardId, Deck, Rank } from './cards.js';
import { type CompareContext, type Comparison, compareMelds, type Holder, meldOrder } from './compare.js';
import { bestMeld, declareMelds, sortMelds } from './declare.js';
import { countStoeck, type Meld, STOECK_POINTS, totalPoints } from './melds.js';
import { getModeInfo, type MeldsCount, type MeldWords, type Mode, type PresetName, type Rules, type Stage } from './rules.js';
import { scoreTischweis, type Tischweis } from './tischweis.js';
import { scoreTrick, type TrickMelds } from './trick-melds.js';
import { type SeatKnowledge, tableVerdict, type Verdict } from './verdict.js';

export const GAMES = ['schieber', 'molotow', 'coiffeur', 'differenzler'] as const;
export type Game = (typeof GAMES)[number];

/** Games played without Weis and without Stöck (as wyys.ch plays Coiffeur and Differenzler). */
export const GAMES_WITHOUT_WEIS: readonly Game[] = ['coiffeur', 'differenzler'];
export const playsWeis = (game: Game): boolean => !GAMES_WITHOUT_WEIS.includes(game);

/** The games a rule set is played in: the Jass games with a Jass deck, Belot's own game with its deck. */
export const gamesFor = (rules: Rules): readonly Game[] => (rules.deck === 'jass' ? GAMES : ['schieber']);

/** How a seat's text was read: as cards, as melds named directly, or as what the player said at the table. */
export const READINGS = ['cards', 'melds', 'announcement'] as const;
export type Reading = (typeof READINGS)[number];

/** A seat's cards; `melds` when the melds were given directly instead of a hand. */
export interface SeatInput {
  cards: CardId[];
  melds?: Meld[];
  /** What the player said instead: their cards are not known. */
  said?: SeatAnnouncement;
  /** How the seat's text was read; by default, melds where melds are given. */
  reading?: Reading;
}

/**
 * The King and Queen of trump: what the players call it by the deck (Stöck in Jass, Belot in
 * Belot), so that no view decides it.
 */
export type StoeckWord = 'stoeck' | 'belot' | 'belote' | 'stuk';
const STOECK_WORDS: Readonly<Record<MeldWords, StoeckWord>> = {
  jass: 'stoeck',
  belot: 'belot',
  belote: 'belote',
  klaverjas: 'stuk',
};
export const stoeckWordOf = (rules: Pick<Rules, 'words'>): StoeckWord => STOECK_WORDS[rules.words];

/** A validated table: seats 0 and 2 are one team, 1 and 3 the other. */
export interface Table {
  rules: Rules;
  /** The preset the rules started from, when they did. */
  preset?: PresetName;
  mode: Mode;
  /** The seat that plays first. */
  forehand: number;
  factor: number;
  seats: (SeatInput | null)[];
  /** Tricks taken per team, for rule sets where a team needs a trick to write. */
  tricks?: readonly [number, number] | null;
  game: Game;
  /** Molotow: the four cards of one trick, for its Tischweis. */
  trick?: CardId[] | null;
  /** Seats whose cards are known only in part: their best Weis is the best so far. */
  partial?: readonly number[];
  /**
   * Seats nobody sits at (a figure of fewer hands): they hold nothing and are not asked. Seats past
   * the end of `seats` are absent too; a `null` seat is a player not heard from yet.
   */
  absent?: readonly number[];
}

/** Whether a seat has a player whose cards are not known and who has said nothing yet. */
export const isUnheard = (table: Pick<Table, 'seats' | 'absent'>, seat: number): boolean =>
  seat < table.seats.length && table.seats[seat] === null && !table.absent?.includes(seat);

export interface PlayerResult {
  seat: number;
  team: number;
  cards: CardId[];
  melds: Meld[];
  best: Meld | null;
  /** The value said at the table: the best meld's raw points. */
  announce: number | null;
  /** On equal announced values, the top card is named too (not its suit). */
  announceTop: Rank | null;
  stoeck: boolean;
  stoeckCount: number;
  /** Stöck (or Belot) points of this hand before the factor: 20 each. */
  stoeckPoints: number;
  /** How the seat was read (cards, melds named directly, what was said); null for a seat not known. */
  reading: Reading | null;
  /** What the player said, when that is all that is known of the seat. */
  said: SeatAnnouncement | null;
  /** Only some of the seat's cards are known: its melds and best are those so far. */
  partial: boolean;
  /** Nobody sits there (a blank seat of a figure of fewer hands): views leave it out. */
  absent: boolean;
  /** A player not heard from yet (given as null or "-"): they may hold anything, never "no Weis". */
  unheard: boolean;
}

export type Decision = Stage | 'uncontested';

export interface Winner {
  seat: number;
  team: number;
  decidedBy: Decision;
}

/** A contest's result: the winner (null on a tie between teams) and the deciding comparison. */
export interface ContestResult {
  winner: Winner | null;
  /** The best meld of the winning side against the best of the others. */
  comparison: Comparison | null;
  seats: [number, number] | null;
}

export interface ShownMeld {
  seat: number;
  meld: Meld;
}

export interface TeamResult {
  weis: number;
  stoeck: number;
  shown: ShownMeld[];
  /** Why a winning team writes nothing: it took no trick (traditional rule). */
  withheld: 'no-trick' | null;
}

export interface SeatScore {
  weis: number;
  stoeck: number;
}

export interface TableResult {
  game: Game;
  mode: Mode;
  factor: number;
  /** The deck played: which ranks there are (views offer only these). */
  deck: Deck;
  /** The word for King and Queen of trump in these rules. */
  stoeckWord: StoeckWord;
  /** False in games without Weis and Stöck (Coiffeur, Differenzler): nothing is declared or written. */
  playsWeis: boolean;
  /** False where the rules count no Stöck (the `stoeck` option): views leave it out, its 0 included. */
  countsStoeck: boolean;
  /** Whose words name the melds (Weis, annonces, roem): views say them so. */
  words: MeldWords;
  /**
   * `trick` where melds count only in a trick's cards (Klaverjas's roem): then no hand declares
   * anything, and views say so instead of a comparison.
   */
  meldsCount: MeldsCount;
  players: PlayerResult[];
  winner: Winner | null;
  contest: ContestResult | null;
  /** Belot: the two contests. */
  winners?: { sequence: Winner | null; four: Winner | null };
  contests?: { sequence: ContestResult; four: ContestResult };
  teams?: [TeamResult, TeamResult];
  /** Molotow: each player alone, minus points for Handweis and Stöck. */
  seats?: SeatScore[];
  tischweis?: Tischweis | null;
  /** Klaverjas: the roem of the trick given (null where no trick was given). */
  roem?: TrickMelds | null;
  /**
   * Where some seat is known only by what it said: the verdict as far as it is known (seats
   * not given have not said yet). `winner`, `contest` and the teams' Weis are then only set
   * where the verdict is certain.
   */
  verdict?: Verdict;
}

interface Entry {
  seat: number;
  team: number;
  meld: Meld;
}

/** The best meld of all entries against the best of the other side. */
function runContest(entries: Entry[], ctx: CompareContext, forehand: number, bySeat: boolean): ContestResult {
  const holder = (entry: Entry): Holder | undefined => (bySeat ? { seat: entry.seat, forehand } : undefined);
  const sorted = [...entries].sort((a, b) => meldOrder(a.meld, b.meld, ctx, holder(a), holder(b)));
  const top = sorted[0];
  if (!top) return { winner: null, comparison: null, seats: null };
  const rival = sorted.find((entry) => entry.team !== top.team);
  if (!rival) return { winner: { seat: top.seat, team: top.team, decidedBy: 'uncontested' }, comparison: null, seats: null };
  const comparison = compareMelds(top.meld, rival.meld, ctx, holder(top), holder(rival));
  const winner = comparison.decidedBy ? { seat: top.seat, team: top.team, decidedBy: comparison.decidedBy } : null;
  return { winner, comparison, seats: [top.seat, rival.seat] };
}

function resolvePlayer(input: SeatInput | null, seat: number, table: Table): PlayerResult {
  const { rules, mode } = table;
  // Where melds count only in tricks (roem) or nowhere, a hand declares nothing; its Stöck (belote)
  // counts but where the King and Queen count in the trick they fall in (stuk).
  const weis = playsWeis(table.game) && rules.melds === 'hand';
  const countsStoeck = playsWeis(table.game) && rules.melds !== 'trick';
  const cards = input?.cards ?? [];
  const melds = !weis ? [] : input?.melds ? sortMelds(input.melds, rules, mode) : declareMelds(cards, rules, mode);
  const best = bestMeld(melds, rules, mode);
  const said = input?.said ?? null;
  const saidStoeck = said?.stoeck && rules.stoeck && getModeInfo(mode).trump !== null ? 1 : 0;
  const stoeckCount = countsStoeck ? (said ? saidStoeck : countStoeck(cards, rules, mode)) : 0;
  const saidPoints = said?.melds?.length === 1 ? (said.melds[0]?.points ?? null) : said?.melds?.length === 0 ? 0 : null;
  const announce = said ? saidPoints : (best?.points ?? null);
  return {
    seat,
    team: table.game === 'molotow' ? seat : seat % 2,
    cards,
    melds,
    best,
    announce,
    announceTop: null,
    stoeck: stoeckCount > 0,
    stoeckCount,
    stoeckPoints: stoeckCount * STOECK_POINTS,
    reading: input ? (input.reading ?? (input.said ? 'announcement' : input.melds ? 'melds' : 'cards')) : null,
    said,
    partial: table.partial?.includes(seat) ?? false,
    absent: table.absent?.includes(seat) ?? false,
    unheard: isUnheard(table, seat),
  };
}

/** Equal announced values: each of those players names their top card. */
function markEqualAnnouncements(players: PlayerResult[]): void {
  for (const player of players) {
    const equal = players.some((other) => other !== player && other.announce !== null && other.announce === player.announce);
    if (equal && player.best) player.announceTop = player.best.kind === 'sequence' ? player.best.high : player.best.rank;
  }
}

const entriesOf = (players: PlayerResult[], pick: (player: PlayerResult) => Meld | null): Entry[] =>
  players.flatMap((player) => {
    const meld = pick(player);
    return meld ? [{ seat: player.seat, team: player.team, meld }] : [];
  });

function stoeckOf(players: PlayerResult[], team: number, factor: number): number {
  const count = players.filter((p) => p.team === team).reduce((sum, p) => sum + p.stoeckCount, 0);
  return count * STOECK_POINTS * factor;
}

function shownOf(players: PlayerResult[], team: number, pick: (melds: Meld[]) => Meld[]): ShownMeld[] {
  return players
    .filter((player) => player.team === team)
    .flatMap((player) => pick(player.melds).map((meld) => ({ seat: player.seat, meld })));
}

function resolveSchieber(table: Table, players: PlayerResult[], base: TableResult): TableResult {
  const { rules, factor } = table;
  const contest = runContest(
    entriesOf(players, (p) => p.best),
    table,
    table.forehand,
    true,
  );
  const teams = [0, 1].map((team): TeamResult => {
    const result: TeamResult = { weis: 0, stoeck: stoeckOf(players, team, factor), shown: [], withheld: null };
    const winner = contest.winner;
    if (winner?.team !== team) return result;
    const winnerBest = players.find((p) => p.seat === winner.seat)?.best;
    result.shown =
      rules.writes === 'best' && winnerBest
        ? [{ seat: winner.seat, meld: winnerBest }]
        : shownOf(players, team, (melds) => melds);
    if (rules.needsTrick && table.tricks && table.tricks[team] === 0) {
      result.withheld = 'no-trick';
      return result;
    }
    result.weis = totalPoints(result.shown.map((shown) => shown.meld)) * factor;
    return result;
  }) as [TeamResult, TeamResult];
  return { ...base, winner: contest.winner, contest, teams };
}

function resolveBelot(table: Table, players: PlayerResult[], base: TableResult): TableResult {
  const { rules, mode, factor } = table;
  const ofKind = (kind: Meld['kind']) => (melds: Meld[]) => melds.filter((meld) => meld.kind === kind);
  const bestOf = (kind: Meld['kind']) => (player: PlayerResult) =>
    sortMelds(ofKind(kind)(player.melds), { ...rules, contests: 'single' }, mode)[0] ?? null;
  const sequence = runContest(entriesOf(players, bestOf('sequence')), table, table.forehand, false);
  const four = runContest(entriesOf(players, bestOf('four')), table, table.forehand, false);
  const teams = [0, 1].map((team): TeamResult => {
    const shown = [
      ...(sequence.winner?.team === team ? shownOf(players, team, ofKind('sequence')) : []),
      ...(four.winner?.team === team ? shownOf(players, team, ofKind('four')) : []),
    ];
    const weis = totalPoints(shown.map((s) => s.meld)) * factor;
    return { weis, stoeck: stoeckOf(players, team, factor), shown, withheld: null };
  }) as [TeamResult, TeamResult];
  return {
    ...base,
    winner: null,
    winners: { sequence: sequence.winner, four: four.winner },
    contests: { sequence, four },
    teams,
  };
}

function resolveMolotow(table: Table, players: PlayerResult[], base: TableResult): TableResult {
  const { rules, factor } = table;
  const contest = rules.molotowCompare
    ? runContest(
        entriesOf(players, (p) => p.best),
        table,
        table.forehand,
        true,
      )
    : null;
  const seats = players.map((player): SeatScore => {
    const writes = !contest || contest.winner?.seat === player.seat;
    return {
      weis: writes ? 0 - totalPoints(player.melds) * factor : 0,
      stoeck: 0 - player.stoeckCount * STOECK_POINTS * factor,
    };
  });
  const tischweis = table.trick ? scoreTischweis(table.trick, rules, table.mode, factor) : null;
  return { ...base, winner: contest?.winner ?? null, contest, seats, tischweis };
}

/**
 * Resolves a table: each seat's declaration, best meld and announcement, who writes and which
 * stage decided it, and the points each team (or, in Molotow, each player) writes.
 */
export function resolveTable(table: Table): TableResult {
  // One entry per seat; an unknown seat (null) holds nothing known.
  const players = table.seats.map((input, seat) => resolvePlayer(input, seat, table));
  markEqualAnnouncements(players);
  const base: TableResult = {
    game: table.game,
    mode: table.mode,
    factor: table.factor,
    deck: table.rules.deck,
    stoeckWord: stoeckWordOf(table.rules),
    playsWeis: playsWeis(table.game),
    countsStoeck: table.rules.stoeck,
    words: table.rules.words,
    meldsCount: table.rules.melds,
    players,
    winner: null,
    contest: null,
  };
  if (table.rules.melds === 'trick') return resolveTrick(table, base);
  if (table.rules.melds === 'none') {
    // No melds declared, none compared: only the King and Queen of trump count (belote).
    const stoeckOnly = (team: number): TeamResult => ({
      weis: 0,
      stoeck: stoeckOf(players, team, table.factor),
      shown: [],
      withheld: null,
    });
    return { ...base, teams: [stoeckOnly(0), stoeckOnly(1)] };
  }
  if (table.game === 'molotow') return resolveMolotow(table, players, base);
  if (!playsWeis(table.game)) {
    // Coiffeur, Differenzler: nothing is declared, nothing compared, nothing written.
    const nothing = (): TeamResult => ({ weis: 0, stoeck: 0, shown: [], withheld: null });
    return { ...base, teams: [nothing(), nothing()] };
  }
  // Some seat known only by its words, or only in part: the verdict as far as it is known.
  const unheard = table.seats.some((_, seat) => isUnheard(table, seat));
  if (unheard || table.seats.some((seat) => seat?.said) || (table.partial?.length ?? 0) > 0)
    return resolveSaid(table, players, base);
  if (table.rules.contests === 'separate') return resolveBelot(table, players, base);
  return resolveSchieber(table, players, base);
}

/**
 * Melds that count only in a trick (Klaverjas's roem): the trick's roem, and nothing declared from
 * any hand, nothing compared. Who takes the trick takes its roem; the trick's cards say nothing of who.
 */
function resolveTrick(table: Table, base: TableResult): TableResult {
  const roem = table.trick ? scoreTrick(table.trick, table.rules, table.mode, table.factor) : null;
  return { ...base, roem };
}

/** What the verdict knows of each seat: its melds, its words, or nothing yet. */
const knowledgeOf = (table: Table, players: PlayerResult[]): SeatKnowledge[] =>
  [0, 1, 2, 3].map((seat): SeatKnowledge => {
    const input = table.seats[seat];
    const player = players[seat];
    if (seat >= table.seats.length || table.absent?.includes(seat)) return { kind: 'absent' };
    if (!input || !player) return { kind: 'open' };
    if (input.said) return { kind: 'said', said: input.said };
    return { kind: 'known', melds: player.melds, cards: input.cards, partial: player.partial };
  });

/** A table where some seat is known only by its words or in part: the verdict, and what is certain of it. */
function resolveSaid(table: Table, players: PlayerResult[], base: TableResult): TableResult {
  const verdict = tableVerdict({ ...table, seats: knowledgeOf(table, players) });
  const contests = verdict.contests
    ? [verdict.contests.sequence, verdict.contests.four]
    : verdict.contest
      ? [verdict.contest]
      : [];
  const teams = [0, 1].map(
    (team): TeamResult => ({
      weis: contests.reduce((sum, c) => sum + (c.outcome === 'certain' && c.team === team ? (c.points ?? 0) : 0), 0),
      stoeck: stoeckOf(players, team, table.factor),
      shown: [],
      withheld: null,
    }),
  ) as [TeamResult, TeamResult];
  const single = verdict.contest;
  const winner =
    single?.outcome === 'certain' && single.team !== null && single.seat !== null && single.stage
      ? { seat: single.seat, team: single.team, decidedBy: single.stage }
      : null;
  return { ...base, winner, teams, verdict };
}
