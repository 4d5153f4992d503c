import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type Announcement,
  BOARD_PRESETS,
  type BoardWeisAnswer,
  boardWeisOf,
  type CardId,
  deckCards,
  fitsAnnouncement,
  formatAnnouncement,
  type Meld,
  type Mode,
  PRESETS,
  possibleAnswers,
  type Rules,
  readTable,
  resolveTable,
  type TableResult,
  verdictContests,
  withAnswer,
} from '../../src/core/index.js';
import { boardVariant } from '../helpers/board.js';

/*
 * Issue 46: the Weis on the board is the table's answer, in every rule set. A deal is drawn with
 * the group's preset and house rules (writes all, a four beats a run, by total, no Stöck), each
 * seat is known by its cards or by what its player says (the value of its best meld, then its
 * answers to the table's questions, as the scorer taps them); the board's Weis, with what the
 * writing team shows besides what it said, is what the full hands write: the team, the points
 * and the stage.
 */

const scenario = boardVariant.chain((variant) =>
  fc.record({
    variant: fc.constant(variant),
    mode: fc.constantFrom(...variant.rules.modes),
    deck: fc.shuffledSubarray(deckCards('jass'), { minLength: 36, maxLength: 36 }),
    forehand: fc.integer({ min: 0, max: 3 }),
    /** Which seats the scorer gives by their cards (a game page, a table that shows them); the rest by what they say. */
    cards: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean()),
    /** A Match (the other team took no trick), or tricks to both. */
    match: fc.option(fc.constantFrom(0, 1), { nil: null }),
  }),
);

/** What a player answers to the table's question: the one answer its true best meld fits. */
function answerOf(said: Announcement, stage: string, best: Meld, rules: Rules, mode: Mode) {
  return possibleAnswers(stage, said, rules, mode).find((answer) =>
    fitsAnnouncement(best, withAnswer(said, stage, answer), mode),
  );
}

describe('the Weis a round writes on the board, in every rule set (issue 46)', () => {
  test('said value by value and question by question, or by the cards: the team, the points and the stage of the full hands', () => {
    fc.assert(
      fc.property(scenario, ({ variant, mode, deck, forehand, cards, match }) => {
        const hands = [0, 1, 2, 3].map((seat) => deck.slice(seat * 9, seat * 9 + 9) as CardId[]);
        const tricks: [number, number] = match === null ? [4, 5] : match === 0 ? [9, 0] : [0, 9];
        const request = { rules: variant.preset, options: variant.options, trump: mode, forehand, tricks };
        const truth = resolve({ ...request, hands: hands.map((hand) => hand.join(' ')) });
        // Each player says the value of its best meld (nothing where it has none), then answers.
        const said: (Announcement | null)[] = truth.players.map((player, seat) =>
          cards[seat] ? null : player.best ? { points: player.best.points } : null,
        );
        const texts = () =>
          hands.map((hand, seat) =>
            cards[seat]
              ? hand.join(' ')
              : formatAnnouncement({ melds: said[seat] ? [said[seat] as Announcement] : [], stoeck: false }),
          );
        let table = resolve({ ...request, hands: texts() });
        let answer: BoardWeisAnswer = boardWeisOf(table);
        for (let asked = 0; answer.state === 'open' && asked < 12; asked++) {
          const question = answer.ask;
          if (!question) break;
          for (const seat of question.seats) {
            const item = said[seat];
            const best = truth.players[seat]?.best;
            if (!item || !best) continue;
            const reply = answerOf(item, question.stage, best, variant.rules, mode);
            if (reply !== undefined) said[seat] = withAnswer(item, question.stage, reply);
          }
          table = resolve({ ...request, hands: texts() });
          answer = boardWeisOf(table);
        }
        const where = JSON.stringify({
          preset: variant.preset,
          options: variant.options,
          mode,
          forehand,
          cards,
          match,
          hands,
          said,
        });
        expect(answer.state, where).not.toBe('open');
        // The full hands: the team that writes and its points before the factor, and the stage.
        const writers = ([0, 1] as const).filter((team) => (truth.teams?.[team]?.weis ?? 0) > 0);
        const board = answer.state === 'writes' ? answer.weis : [];
        expect(
          board.map((weis) => weis.team),
          where,
        ).toEqual(writers);
        for (const weis of board) {
          // What the team shows besides what its players said: the scorer adds it (the rules write all).
          if (weis.more) expect(variant.rules.writes, where).toBe('all');
          const besides = weis.more
            ? truth.players
                .filter((player) => player.team === weis.team && !cards[player.seat])
                .reduce(
                  (sum, player) =>
                    sum + player.melds.reduce((total, meld) => total + meld.points, 0) - (player.best?.points ?? 0),
                  0,
                )
            : 0;
          expect(weis.points + besides, where).toBe(truth.teams?.[weis.team]?.weis);
          expect(
            weis.said.reduce((sum, value) => sum + value, 0),
            where,
          ).toBe(weis.points);
          // The stage of the full hands; or, where what was said leaves more than one (a question
          // that cannot change who writes is not asked), "from what was said", that stage among them.
          // The highest-card stage where the lowest card won is the lowest card's (Undenufe, official rules).
          const decided = truth.contest?.winner?.decidedBy;
          const lowest = truth.contest?.comparison?.stages.find((rung) => rung.stage === decided)?.lowest;
          const stage = lowest ? 'lowest' : decided;
          if (weis.why === 'said')
            expect(
              verdictContests(table.verdict).flatMap(({ value }) => value.deciders.map((decider) => decider.stage)),
            ).toContain(decided);
          else expect(weis.why, where).toBe(stage);
        }
      }),
      { numRuns: 600 },
    );
  });
});

function resolve(request: Parameters<typeof readTable>[0]): TableResult {
  const read = readTable(request);
  if (!read.ok) throw new Error(`invalid table: ${JSON.stringify(read.errors)}`);
  return resolveTable(read.table);
}

// The presets a board offers are the ones drawn.
test('the board’s presets are the Jass presets of one contest', () => {
  expect(BOARD_PRESETS.every((preset) => PRESETS[preset].contests === 'single')).toBe(true);
});
