import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type Announcement,
  type CardId,
  comparisonStages,
  DECK_INFO,
  deckCards,
  getModeInfo,
  type Meld,
  type Mode,
  PRESETS,
  type PresetName,
  resolveTable,
  type SeatAnnouncement,
  type SeatInput,
  stageKey,
  type Table,
  type TableResult,
  type Winner,
} from '../../src/core/index.js';
import { variantsOf } from '../helpers/rule-variants.js';

/*
 * For random deals: each other seat says what its true hand makes, in part (the value, maybe
 * the cards, the top card, trump), or nothing, or has not said yet. The verdict from those
 * words and the player's own cards must never be contradicted by the full hands.
 */

type Knowledge = 'cards' | 'part' | 'said' | 'open';

// Every preset whose hands declare (Klaverjas's roem lies in tricks: no verdict to check).
const PRESETS_TRIED: PresetName[] = ['schieber', 'official', 'no-cross', 'traditional', 'vorarlberg', 'belot', 'belote'];

const scenario = fc.constantFrom(...PRESETS_TRIED).chain((preset) =>
  fc.record({
    preset: fc.constant(preset),
    // The house rules too: a four beating a sequence (the table then asks "a four of a kind?"),
    // the set declared by total, no Stöck.
    variant: variantsOf(preset),
    mode: fc.constantFrom(...PRESETS[preset].modes.filter((mode) => mode !== 'no-trumps')),
    deck: fc.shuffledSubarray(deckCards(PRESETS[preset].deck), {
      minLength: deckCards(PRESETS[preset].deck).length,
      maxLength: deckCards(PRESETS[preset].deck).length,
    }),
    forehand: fc.integer({ min: 0, max: 3 }),
    knowledge: fc.tuple(
      fc.constantFrom<Knowledge>('cards', 'cards', 'part'),
      fc.constantFrom<Knowledge>('said', 'said', 'open', 'cards'),
      fc.constantFrom<Knowledge>('said', 'said', 'open', 'cards'),
      fc.constantFrom<Knowledge>('said', 'said', 'open', 'cards'),
    ),
    reveal: fc.array(fc.tuple(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean()), { minLength: 4, maxLength: 4 }),
    /** How many cards of a hand read in part were read. */
    read: fc.integer({ min: 0, max: 8 }),
  }),
);

type Reveal = [cards: boolean, top: boolean, trump: boolean, kind: boolean];

/** What a player with this best meld says, revealing only some of the answers. */
function words(best: Meld, mode: Mode, reveal: Reveal, belot: boolean): Announcement {
  const said: Announcement = belot ? { kind: best.kind } : { points: best.points };
  if (reveal[3]) said.kind = best.kind;
  if (reveal[0]) said.cards = best.cards.length;
  if (reveal[1]) said.top = best.kind === 'sequence' ? best.high : best.rank;
  const trump = getModeInfo(mode).trump;
  if (reveal[2] && trump !== null) said.trump = best.kind === 'sequence' && (trump === 'all' || best.suit === trump);
  return said;
}

/** A player's words: Schieber says the best meld; Belot every meld it declares. */
function sayOf(player: TableResult['players'][number], mode: Mode, reveal: Reveal, belot: boolean) {
  const melds = belot ? player.melds : player.best ? [player.best] : [];
  return { melds: melds.map((meld) => words(meld, mode, reveal, belot)), stoeck: false } satisfies SeatAnnouncement;
}

const teamOf = (winner: { team: number } | null | undefined) => winner?.team ?? null;

describe('the verdict is never contradicted by the full hands', () => {
  test('certain outcomes hold, conditions hold, and the true outcome is always possible', () => {
    fc.assert(
      fc.property(scenario, ({ preset, variant, mode, deck, forehand, knowledge, reveal, read }) => {
        const { rules } = variant;
        const stages = comparisonStages(rules);
        const size = DECK_INFO[rules.deck].handSize;
        const hands = [0, 1, 2, 3].map((seat) => deck.slice(seat * size, seat * size + size) as CardId[]);
        const base = { rules, mode, forehand, factor: 1, game: 'schieber' as const, tricks: null, trick: null };
        const truth = resolveTable({ ...base, seats: hands.map((cards) => ({ cards })) });
        const belot = rules.contests === 'separate';
        const seats = hands.map((cards, seat): SeatInput | null => {
          if (knowledge[seat] === 'cards') return { cards };
          if (knowledge[seat] === 'part') return { cards: cards.slice(0, read) };
          if (knowledge[seat] === 'open') return null;
          const player = truth.players[seat] as TableResult['players'][number];
          return { cards: [], said: sayOf(player, mode, reveal[seat] as Reveal, belot) };
        });
        const partial = knowledge.flatMap((kind, seat) => (kind === 'part' ? [seat] : []));
        const table: Table = { ...base, seats, partial };
        const result = resolveTable(table);
        // Every seat known: no verdict, the usual answer (tested elsewhere).
        const verdict = result.verdict;
        if (!verdict) return;
        const contestTruth = (winner: Winner | null, kind: Meld['kind'] | null) => ({
          winner,
          points:
            winner === null
              ? 0
              : rules.writes === 'best' && kind === null
                ? (truth.players[winner.seat]?.best?.points ?? 0)
                : truth.players
                    .filter((player) => player.team === winner.team)
                    .flatMap((player) => player.melds.filter((meld) => kind === null || meld.kind === kind))
                    .reduce((sum, meld) => sum + meld.points, 0),
        });
        const checks = belot
          ? [
              {
                contest: verdict.contests?.sequence,
                winner: teamOf(truth.winners?.sequence),
                truthful: contestTruth(truth.winners?.sequence ?? null, 'sequence'),
              },
              {
                contest: verdict.contests?.four,
                winner: teamOf(truth.winners?.four),
                truthful: contestTruth(truth.winners?.four ?? null, 'four'),
              },
            ]
          : [{ contest: verdict.contest, winner: teamOf(truth.winner), truthful: contestTruth(truth.winner, null) }];
        for (const { contest, winner, truthful } of checks) {
          expect(contest).toBeDefined();
          if (!contest) continue;
          const where = { preset, options: variant.options, mode, forehand, knowledge, seats: table.seats };
          if (contest.outcome === 'certain') {
            expect(contest.team, JSON.stringify(where)).toBe(winner);
            if (contest.seat !== null) expect(contest.seat).toBe(truthful.winner?.seat);
            if (contest.points !== null) expect(contest.points).toBe(truthful.points);
          }
          if (winner !== null) expect(contest.possible[winner]).toBe(true);
          // The stage named as the one that decides is the stage of the full hands; every stage
          // the truth can take is among those said to be still possible.
          const truthStage = truthful.winner?.decidedBy ?? null;
          if (contest.stage !== null) expect(contest.stage, JSON.stringify(where)).toBe(truthStage);
          if (truthStage !== null) expect(contest.deciders.map((d) => d.stage)).toContain(truthStage);
          // A marked ladder row that is not a question is a certain stage.
          if (contest.mark && !contest.mark.asked) {
            expect(contest.outcome).toBe('certain');
            expect(contest.mark.stage).toBe(contest.stage);
          }
          // Only seats whose answer is not known yet are asked: a seat not heard from, or one whose
          // words leave that stage open.
          for (const question of contest.questions)
            for (const seat of question.seats) {
              expect(['said', 'open']).toContain(knowledge[seat]);
              const said = seats[seat]?.said?.melds?.[0];
              if (said && question.stage === 'cards') expect(said.cards).toBeUndefined();
              if (said && question.stage === 'highest') expect(said.top).toBeUndefined();
              if (said && question.stage === 'trump') expect(said.trump).toBeUndefined();
              if (said && question.stage === 'kind') expect(said.kind).toBeUndefined();
            }
          const condition = contest.condition;
          if (condition && !belot) {
            // If every asked seat is truly below ours at that stage (or, where the condition
            // allows it, level with its value), our team writes.
            const ctx = { rules, mode };
            const holder = (seat: number) => (stages.includes('seat') ? { seat, forehand } : undefined);
            const ours = truth.players[condition.seat]?.best as Meld;
            const at = stages.indexOf(condition.stage);
            const below = condition.against.every((seat) => {
              const theirs = truth.players[seat]?.best;
              if (!theirs) return true;
              const keys = (meld: Meld, s: number) =>
                stages.slice(0, at + 1).map((stage) => stageKey(stage, meld, holder(s), ctx).key ?? 0);
              const [a, b] = [keys(ours, condition.seat), keys(theirs, seat)];
              const first = a.findIndex((value, index) => value !== b[index]);
              // Level with ours is level with the condition's value only where ours is at that value:
              // above it, the asked seat is above it too, and the condition says nothing.
              if (first < 0)
                return (
                  condition.orEqual && stageKey(condition.stage, ours, holder(condition.seat), ctx).shown === condition.value
                );
              return (a[first] as number) > (b[first] as number);
            });
            if (below) expect(winner).toBe(condition.seat % 2);
          }
        }
      }),
      // The first example: a rival level with our true Ace-high run is above the condition's 8 (session 34).
      {
        numRuns: 1500,
        examples: [
          [
            {
              preset: 'official',
              variant: { preset: 'official', options: {}, rules: PRESETS.official },
              mode: 'S',
              deck: [
                'CA',
                'HJ',
                'D9',
                'D8',
                'C8',
                'ST',
                'DJ',
                'HK',
                'S8',
                'CK',
                'S6',
                'CT',
                'H7',
                'DT',
                'CQ',
                'HQ',
                'H6',
                'H9',
                'HA',
                'C6',
                'SK',
                'SQ',
                'CJ',
                'S7',
                'C9',
                'SA',
                'C7',
                'DQ',
                'S9',
                'H8',
                'SJ',
                'D7',
                'D6',
                'DK',
                'HT',
                'DA',
              ],
              forehand: 3,
              knowledge: ['cards', 'said', 'said', 'said'],
              reveal: [
                [false, false, false, false],
                [false, false, false, false],
                [false, false, false, false],
                [false, false, false, false],
              ],
              read: 0,
            },
          ],
        ],
      },
    );
  });
});
