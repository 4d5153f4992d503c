import {
  type ContestVerdict,
  contestsSplit,
  type Decider,
  type Face,
  type Odds,
  oddsContests,
  type Question,
  type SeatAnnouncement,
  STAGES,
  type StageValue,
  type StoeckWord,
  type SuitPairing,
  type Verdict,
  verdictContests,
} from '../core/index.js';
import { contestLine } from './contest-words.js';
import { formatsOf } from './format.js';
import { type SeatNames, seatLabel, writersOf } from './seat-names.js';
import { stageValueText } from './sentences.js';
import type { Messages } from './types.js';
import type { AskedStage } from './verdict-words.js';

export interface VerdictView {
  messages: Messages;
  face: Face;
  pairing?: SuitPairing;
  names?: SeatNames;
  /** The seat (0-3) of the player spoken to, where there is one. */
  you?: number;
  /** Whether nobody sits at a seat (the result's absent players), where a team is named by its one player (the figure); else teams by both. */
  absent?: (seat: number) => boolean;
}

/** Who writes for a team, with the verb: "Anna & Chrigu write"; "Anna writes" where Chrigu's seat is empty. */
function whoWrites(team: number, view: VerdictView): { who: string; one: boolean } {
  const { label, verb, one } = writersOf(team, view.absent ?? (() => false), view.messages, view.names, view.you);
  return { who: `${label} ${verb}`, one };
}

/** One contest's verdict in words: the headline, the questions to ask next (if any). */
export interface VerdictText {
  line: string;
  ask: string | null;
}

const askedStage = (contest: ContestVerdict, stage: AskedStage): AskedStage =>
  stage === 'highest' && contest.stages.find((rung) => rung.stage === 'highest')?.lowest ? 'lowest' : stage;

/** A stage's value inside a sentence of the verdict: "50", "the King", "a four of a kind". */
function valueText(stage: AskedStage, value: StageValue, view: VerdictView): string {
  if (stage === 'kind') return value ? view.messages.verdict.aFour : view.messages.verdict.aRun;
  return stageValueText(stage === 'lowest' ? 'highest' : stage, value, view.messages, view.face, view.pairing, view.names);
}

/** "Ask Player 4: up to which card?" */
export function askText(question: Question, contest: ContestVerdict, view: VerdictView): string {
  const { messages, names } = view;
  const seats = formatsOf(messages.lang).and(question.seats.map((seat) => seatLabel(seat, messages, names)));
  return messages.verdict.ask(seats, messages.verdict.questions[askedStage(contest, question.stage)]);
}

/** "Player 1 & Player 3 write 50. Decided by the points.", or the condition, or what decides. */
export function contestVerdictText(contest: ContestVerdict, view: VerdictView): VerdictText {
  const { messages, names } = view;
  const words = messages.verdict;
  const seats = (list: readonly number[], join: 'and' | 'or') =>
    formatsOf(messages.lang)[join](list.map((seat) => seatLabel(seat, messages, names)));
  const ask =
    contest.questions.length > 0 ? contest.questions.map((question) => askText(question, contest, view)).join(' ') : null;
  const stageName = (stage: Decider['stage']) =>
    stage === 'uncontested'
      ? messages.stages.uncontested
      : askedStage(contest, stage) === 'lowest'
        ? messages.ui.lowestCard
        : messages.stages[stage];
  if (contest.outcome === 'certain') {
    if (contest.team === null) return { line: messages.ui.nobodyWrites, ask };
    const { who, one } = whoWrites(contest.team, view);
    const writes =
      contest.points === null ? words.writesWeis(who, one) : words.writes(who, formatsOf(messages.lang).number(contest.points));
    return { line: `${writes}${decidedText(contest, view, stageName)}`, ask };
  }
  const condition = contest.condition;
  if (condition) {
    const stage = askedStage(contest, condition.stage);
    const { who } = whoWrites(condition.seat % 2, view);
    const many = condition.against.length > 1;
    const value = valueText(stage, condition.value, view);
    const against = seats(condition.against, 'and');
    const line =
      condition.orEqual && stage in words.ifAtMost
        ? words.ifAtMost[stage as keyof typeof words.ifAtMost](who, against, value, many)
        : words.ifBelow[stage](who, against, value, many);
    return { line, ask };
  }
  if (contest.stage) return { line: words.open(stageName(contest.stage)), ask };
  // Several stages may still decide: named in the order of the rules.
  const order = (stage: Decider['stage']) => (stage === 'uncontested' ? -1 : STAGES.indexOf(stage));
  const among = contest.deciders
    .filter((decider) => decider.stage !== 'uncontested')
    .sort((a, b) => order(a.stage) - order(b.stage))
    .map((decider) => stageName(decider.stage));
  // Two stages are worth naming; more say nothing the questions do not say better.
  return { line: among.length === 2 ? words.openAmong(among) : words.undecided, ask };
}

/** After "… write 50.": the stage that decided, or each that still may, with what would make it. */
function decidedText(contest: ContestVerdict, view: VerdictView, stageName: (stage: Decider['stage']) => string): string {
  const { messages, names } = view;
  const words = messages.verdict;
  const [first, ...others] = contest.deciders;
  if (!first) return '';
  if (others.length === 0)
    return first.stage === 'uncontested' ? ` (${messages.stages.uncontested})` : ` ${words.decidedBy(stageName(first.stage))}`;
  const alternatives = others.map((other) => {
    const who = formatsOf(messages.lang).or(other.seats.map((seat) => seatLabel(seat, messages, names)));
    const many = other.seats.length > 1;
    if (!other.level || other.seats.length === 0) return words.orBy(stageName(other.stage), who, many);
    const level = askedStage(contest, other.level.stage);
    const value =
      other.level.stage === 'trump'
        ? other.level.value
          ? words.inTrump
          : words.notInTrump
        : valueText(level, other.level.value, view);
    return words.orIfLevel[level](stageName(other.stage), who, value, many);
  });
  return ` ${words.decidedOr(stageName(first.stage), alternatives)}`;
}

/** Every line of a verdict: each contest (Belot: runs, then carrés), and who has not said yet. */
export function verdictLines(verdict: Verdict, view: VerdictView): string[] {
  const { messages } = view;
  const lines: string[] = [];
  for (const { kind, value } of verdictContests(verdict)) {
    const text = contestVerdictText(value, view);
    lines.push(contestLine(kind, text.line, messages));
    if (text.ask) lines.push(text.ask);
  }
  if (verdict.waiting.length > 0)
    lines.push(
      messages.verdict.waiting(
        formatsOf(messages.lang).and(verdict.waiting.map((seat) => seatLabel(seat, messages, view.names))),
      ),
    );
  return lines;
}

/** How likely each outcome is, from the odds of everything said: "Player 1 & Player 3 write: 62 %". */
export function verdictChanceText(odds: Odds, seat: number, view: VerdictView): string {
  const { messages } = view;
  const nobody = Math.max(0, 1 - odds.team.p - odds.rivals.p);
  const parts = [
    messages.verdict.chance(whoWrites(seat % 2, view).who, odds.team.p),
    messages.verdict.chance(whoWrites(1 - (seat % 2), view).who, odds.rivals.p),
  ];
  // Belot's two contests can go to both teams: no share is "nobody" there.
  if (nobody >= 0.005 && !contestsSplit(oddsContests(odds))) parts.push(messages.verdict.nobodyChance(nobody));
  return parts.join(' · ');
}

/** What a seat said, as the table says it: "50, 4 cards, up to the King, in trump"; "nothing". */
export function saidText(said: SeatAnnouncement, view: VerdictView, stoeckWord: StoeckWord): string {
  const { messages, face } = view;
  const words = messages.verdict;
  const ranks = messages.faces[face].ranks;
  if (said.melds?.length === 0) return words.nothing;
  const items = (said.melds ?? []).map((item) => {
    const parts: string[] = [];
    if (item.points !== undefined) parts.push(formatsOf(messages.lang).number(item.points));
    if (item.kind === 'four') parts.push(item.top ? messages.faces[face].fours[item.top] : messages.ui.kindFour);
    else {
      if (item.kind === 'sequence' && item.cards === undefined && item.points === undefined) parts.push(messages.ui.kindSequence);
      if (item.cards !== undefined) parts.push(words.cards(item.cards));
      if (item.top) parts.push(words.upTo(ranks[item.top]));
    }
    if (item.suit) parts.push(messages.faces[face].suits[item.suit]);
    if (item.trump !== undefined) parts.push(item.trump ? words.inTrump : words.notInTrump);
    return parts.join(', ');
  });
  if (said.stoeck) items.push(messages.ui[stoeckWord]);
  return items.join('; ');
}
