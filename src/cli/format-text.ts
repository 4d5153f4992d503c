import {
  type Comparison,
  type Contest,
  type ContestResult,
  contestsSplit,
  DEFAULT_PAIRING,
  type Face,
  type Lang,
  type Meld,
  type MeldWords,
  type Odds,
  oddsContests,
  type PlayerResult,
  resultContests,
  type StoeckWord,
  type Table,
  type TableResult,
  verdictContests,
} from '../core/index.js';
import { meldName, meldWordsOf, modeName } from '../i18n/card-names.js';
import type { CliWords } from '../i18n/cli/index.js';
import { contestHeading, contestLine, contestTitle } from '../i18n/contest-words.js';
import type { Messages } from '../i18n/index.js';
import { type SeatNames, seatLabel, teamLabel, writersOf } from '../i18n/seat-names.js';
import { announcementText, describeContest, stageLabel, stageValueText } from '../i18n/sentences.js';
import { roemWords } from '../i18n/trick-words.js';
import { askText, saidText, verdictChanceText, verdictLines } from '../i18n/verdict.js';
import { decimalsIn } from './decimals.js';

interface View {
  messages: Messages;
  /** Stöck or Belot: the core's word for King and Queen of trump. */
  stoeckWord: StoeckWord;
  /** Whose words name the melds (Weis, annonces, roem). */
  words: MeldWords;
  face: Face;
  lang: Lang;
  names?: SeatNames;
  /** The colon after a label, as the language sets it (French puts a space before it). */
  colon: string;
}

const dots = (label: string, value: string | number, width = 52): string =>
  `${label} ${'.'.repeat(Math.max(2, width - label.length - String(value).length))} ${value}`;

function formatPlayer(player: PlayerResult, table: Table, view: View): string[] {
  const { messages, face } = view;
  const ui = messages.ui;
  const known = table.seats[player.seat] !== null;
  const head = `${seatLabel(player.seat, messages, view.names)}${player.seat === table.forehand ? ` (${messages.fields.forehand})` : ''}`;
  if (!known) return [`${head}${view.colon} ${ui.unknownSeat}`];
  if (player.said) {
    const said = saidText(player.said, { messages, face }, view.stoeckWord);
    return [`${head}${view.colon} ${messages.verdict.said} ${said}`];
  }
  const read = player.reading === 'melds' ? ` (${ui.readAsMelds.toLowerCase()})` : '';
  const lines = [`${head}${read}${view.colon} ${player.cards.join(' ')}`];
  // Where melds count only in tricks (roem), a hand has none to list.
  if (table.rules.melds === 'trick') return lines;
  const name = (meld: Meld) => meldName(meld, messages, face, DEFAULT_PAIRING, view.words);
  for (const meld of player.melds) lines.push(`  ${dots(name(meld), meld.points)}`);
  if (player.melds.length === 0) lines.push(`  ${meldWordsOf(messages, view.words).noMeld}`);
  if (player.stoeck) lines.push(`  ${dots(ui[view.stoeckWord], player.stoeckPoints)}`);
  const said = announcementText(player, messages, face, view.words);
  if (said) lines.push(`  ${ui.says} ${said}`);
  return lines;
}

/** A ladder's rungs: the comparison's, or the verdict's where `said` marks values not said yet ("?"). */
type Ladder = Pick<Comparison, 'decidedBy'> & { stages: (Comparison['stages'][number] & { said?: [boolean, boolean] })[] };

function formatLadder(title: string, comparison: Ladder, seats: [number, number], view: View, asked?: string): string[] {
  const { messages, face } = view;
  const ui = messages.ui;
  const value = (rung: Ladder['stages'][number], side: 0 | 1) =>
    rung.unknown
      ? ui.notKnown
      : rung.said?.[side] === false
        ? messages.verdict.unsaid
        : stageValueText(rung.stage, side === 0 ? rung.a : rung.b, messages, face, undefined, view.names);
  const rows = comparison.stages.map((rung) => [
    stageLabel(rung, messages),
    value(rung, 0),
    value(rung, 1),
    rung.stage === comparison.decidedBy
      ? `◀ ${asked ?? ui.decidedBy.toLowerCase()}`
      : !rung.reached
        ? `(${ui.notReached})`
        : rung.applies && !rung.winner && rung.said?.includes(false) !== true
          ? '='
          : '',
  ]);
  const header = ['', seatLabel(seats[0], messages, view.names), seatLabel(seats[1], messages, view.names), ''];
  const widths = [0, 1, 2].map((column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => `  ${row.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ')}`.trimEnd();
  return [title, line(header), ...rows.map(line)];
}

function formatContest({ kind, value: contest }: Contest<ContestResult>, view: View): string[] {
  const lines: string[] = [];
  if (contest.comparison && contest.seats)
    lines.push(...formatLadder(contestTitle(kind, view.messages), contest.comparison, contest.seats, view), '');
  return [...lines, contestLine(kind, describeContest(contest, view.messages, view.names), view.messages)];
}

/** The readable answer: seats, what each says, the ladder, who writes what. */
export function formatResult(
  result: TableResult,
  table: Table,
  messages: Messages,
  face: Face,
  lang: View['lang'],
  names: SeatNames | undefined,
  words: CliWords,
): string {
  const view: View = {
    messages,
    face,
    lang,
    names,
    stoeckWord: result.stoeckWord,
    words: result.words,
    colon: messages.ui.colon,
  };
  const c = view.colon;
  const ui = messages.ui;
  const factor = table.factor === 1 ? '' : ` · ${messages.fields.factor} ×${table.factor}`;
  // Trump is never assumed: the answer says it was not given, and what that leaves out.
  const trump = table.mode === 'unknown' ? words.trumpNotGiven : modeName(table.mode, messages, face);
  const lines = [
    `${messages.fields.rules}${c} ${describeRules(table, messages)} · ${messages.fields.trump}${c} ${trump}${factor}`,
    '',
  ];
  for (const player of result.players.filter((seat) => !seat.absent)) lines.push(...formatPlayer(player, table, view));
  if (result.meldsCount === 'trick') return `${[...lines, ...formatTrickMelds(result, view)].join('\n')}\n`;
  lines.push('');
  const contests = resultContests(result);
  if (result.verdict) {
    lines.push(...formatVerdict(result, view));
  } else if (contests.length > 0) {
    for (const contest of contests) lines.push(...formatContest(contest, view), '');
  } else if (!result.playsWeis) {
    lines.push(ui.gameWithoutWeis, '');
  } else if (!result.seats) {
    const words = meldWordsOf(messages, view.words);
    lines.push(result.meldsCount === 'none' ? words.notPlayed : words.nobodyWrites, '');
  }
  // Rules without Stöck: no "Stöck 0" beside the Weis.
  const stoeck = (points: number) => (result.countsStoeck ? `, ${ui[result.stoeckWord]} ${points}` : '');
  if (result.teams && !result.verdict) {
    result.teams.forEach((team, index) => {
      const withheld = team.withheld ? ` (${ui.noTrick})` : '';
      lines.push(
        `${teamWrites(index, messages, names)}${c} ${meldWordsOf(messages, view.words).melds} ${team.weis}${stoeck(team.stoeck)}${withheld}`,
      );
    });
  }
  if (result.seats) {
    result.seats.forEach((seat, index) => {
      lines.push(`${seatLabel(index, messages, names)} ${ui.writes}${c} ${ui.handweis} ${seat.weis}${stoeck(seat.stoeck)}`);
    });
  }
  if (result.tischweis) {
    const names = result.tischweis.melds.map((meld) => meldName(meld, messages, face)).join(', ');
    lines.push(
      `${ui.tischweis}${c} ${names || '–'}${result.tischweis.stoeck ? ` + ${ui.stoeck}` : ''} = +${result.tischweis.points}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Where melds count only in tricks (Klaverjas's roem): the trick's roem, and where hands were given,
 * that a hand declares nothing.
 */
function formatTrickMelds(result: TableResult, view: View): string[] {
  const { messages } = view;
  const handsGiven = result.players.some((player) => !player.absent && player.cards.length > 0);
  const lines = handsGiven || !result.roem ? ['', messages.roem.notInHand, ''] : [];
  if (!result.roem) return lines;
  const words = roemWords(result.roem, result, messages, view.face);
  return [...lines, `${words.total} (${words.parts})`, ...words.notes];
}

/** The verdict as far as it is known: each contest's ladder with "?" where not said, the verdict, the question. */
/** "Anna & Chrigu write"; the command line names both players of a team, also beside a seat not given. */
function teamWrites(team: number, messages: Messages, names?: SeatNames): string {
  const { label, verb } = writersOf(team, () => false, messages, names);
  return `${label} ${verb}`;
}

function formatVerdict(result: TableResult, view: View): string[] {
  const verdict = result.verdict;
  if (!verdict) return [];
  const { messages } = view;
  const ui = messages.ui;
  const lines: string[] = [];
  for (const { kind, value: contest } of verdictContests(verdict)) {
    const title = contestTitle(kind, messages);
    if (!contest.seats || contest.stages.length === 0) continue;
    const asked = contest.mark?.asked && contest.ask ? askText(contest.ask, contest, view) : null;
    const decidedBy = contest.mark?.stage ?? null;
    lines.push(...formatLadder(title, { decidedBy, stages: contest.stages }, contest.seats, view, asked ?? undefined), '');
  }
  lines.push(...verdictLines(verdict, view));
  result.teams?.forEach((team, index) => {
    if (team.stoeck > 0)
      lines.push(`${teamWrites(index, messages, view.names)}${view.colon} ${ui[result.stoeckWord]} ${team.stoeck}`);
  });
  return [...lines, ''];
}

/** The chance of each outcome given everything said, where the odds could be counted. */
export function formatVerdictOdds(
  odds: Odds,
  seat: number,
  messages: Messages,
  names: SeatNames | undefined,
  face: Face,
): string {
  return `${verdictChanceText(odds, seat, { messages, face, names })}\n`;
}

function describeRules(table: Table, messages: Messages): string {
  const name = table.preset ? messages.presetNames[table.preset] : '';
  const games = {
    schieber: '',
    molotow: messages.ui.gameMolotow,
    coiffeur: messages.ui.gameCoiffeur,
    differenzler: messages.ui.gameDifferenzler,
  };
  return games[table.game] ? `${name} (${games[table.game]})` : name;
}

/** The odds in words: the best Weis, what it says, how often the team and the player write. */
export function formatOdds(player: PlayerResult | null, odds: Odds, messages: Messages, face: Face, words: CliWords): string {
  const ui = messages.ui;
  const best = player?.best ? `${meldName(player.best, messages, face)} (${player.best.points})` : ui.noMeld;
  const said = player?.announce ? `, ${ui.says} ${messages.quote(messages.saysPoints(player.announce))}` : '';
  const seat = player?.seat ?? 0;
  const lines = [`${seatLabel(seat, messages)}${messages.ui.colon} ${best}${said}`];
  const pct = decimalsIn(messages.lang, 2).percent;
  type Row = readonly [string, { p: number; se: number }];
  const team: Row = [`${teamLabel(seat % 2, messages)} ${ui.teamWrites}`, odds.team];
  // Where the contests are several (Belot), each apart; else how often the player alone writes.
  const contests = oddsContests(odds);
  const rows: Row[] = contestsSplit(contests)
    ? [team, ...contests.map(({ kind, value }): Row => [`  ${contestHeading(kind, messages)}`, value])]
    : [team, [`${seatLabel(seat, messages)} ${ui.wins}`, odds.player]];
  // One column for the shares, past the longest label of the language.
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  for (const [label, p] of rows) lines.push(`  ${label.padEnd(width)}${pct(p.p).padStart(9)}  ± ${pct(p.se)}`);
  const drawn = odds.drawn > odds.deals ? `, ${words.oddsDrawn(odds.drawn)}` : '';
  lines.push(`  ${words.oddsDeals(odds.deals, String(odds.seed))}${drawn}`);
  if (odds.randomCards > 0) lines.push(`  ${words.oddsRandom(odds.randomCards)}`);
  if (!odds.complete) lines.push(`  ${words.oddsIncomplete(odds.drawn)}`);
  return `${lines.join('\n')}\n`;
}
