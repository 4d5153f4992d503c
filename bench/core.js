import { availableParallelism } from 'node:os';
import { runStats } from '../dist/node/cli/stats.js';
import {
  bestPacked,
  compileRules,
  makeRandom,
  PRESET_NAMES,
  PRESETS,
  readTable,
  resolveTable,
  verdictOddsRequest,
  weisOdds,
} from '../dist/node/core/index.js';

const HANDS = 1_000_000;
const REFERENCE_HANDS = 100_000;
const TABLES = 20_000;
const TARGET = { handsPerSecond: 20e6, statsSeconds: 5, oddsMs: 50, verdictMs: 5, verdictOddsMs: 100 };

/** Random deals as suit masks (4 per hand) and as card objects, from one seeded generator. */
function makeDeals(count, handSize, lowestRank, seed = 42) {
  const random = makeRandom(seed);
  const deck = [];
  for (let suit = 0; suit < 4; suit++) for (let rank = lowestRank; rank < 9; rank++) deck.push(suit * 9 + rank);
  const masks = new Int32Array(count * 4);
  const objects = [];
  for (let hand = 0; hand < count; hand++) {
    for (let i = 0; i < handSize; i++) {
      const j = i + Math.floor(random() * (deck.length - i));
      [deck[i], deck[j]] = [deck[j], deck[i]];
      const card = deck[i];
      masks[hand * 4 + Math.floor(card / 9)] |= 1 << (card % 9);
    }
    if (hand < REFERENCE_HANDS)
      objects.push(deck.slice(0, handSize).map((card) => ({ suit: 'HDSC'[Math.floor(card / 9)], rank: card % 9 })));
  }
  return { masks, objects };
}

/**
 * The straightforward way, for comparison: cards as objects, sorted, runs scanned, fours
 * counted, melds sorted by the stages. Cross-use, natural order, Schieber values.
 */
const SEQUENCE_POINTS = [0, 0, 0, 20, 50, 100, 150, 200, 250, 300];
const FOUR_POINTS = [0, 0, 0, 150, 100, 200, 100, 100, 100];
function referenceBest(cards, trump) {
  const melds = [];
  for (const suit of 'HDSC') {
    const ranks = cards
      .filter((card) => card.suit === suit)
      .map((card) => card.rank)
      .sort((a, b) => a - b);
    let start = 0;
    for (let i = 1; i <= ranks.length; i++) {
      if (i < ranks.length && ranks[i] === ranks[i - 1] + 1) continue;
      const length = i - start;
      if (length >= 3)
        melds.push({ points: SEQUENCE_POINTS[length], cards: length, high: ranks[i - 1], trump: suit === trump ? 1 : 0 });
      start = i;
    }
  }
  for (let rank = 0; rank < 9; rank++) {
    if (FOUR_POINTS[rank] && cards.filter((card) => card.rank === rank).length === 4)
      melds.push({ points: FOUR_POINTS[rank], cards: 4, high: rank, trump: 0 });
  }
  melds.sort((a, b) => b.points - a.points || b.cards - a.cards || b.high - a.high || b.trump - a.trump);
  return melds[0] ?? null;
}

function time(run) {
  const start = process.hrtime.bigint();
  const checksum = run();
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, checksum };
}

function benchBest(preset, deals) {
  const rules = PRESETS[preset];
  const fast = compileRules(rules, rules.modes[0]);
  const { masks } = deals;
  const loop = () => {
    let sum = 0;
    for (let hand = 0; hand < HANDS; hand++) {
      const o = hand * 4;
      sum += bestPacked(fast, masks[o], masks[o + 1], masks[o + 2], masks[o + 3]) & 63;
    }
    return sum;
  };
  loop(); // warm up: the JIT compiles the loop before it is measured
  const { seconds } = time(loop);
  return HANDS / seconds;
}

function benchReference(deals) {
  const loop = () => {
    let sum = 0;
    for (const hand of deals.objects) sum += referenceBest(hand, 'H')?.points ?? 0;
    return sum;
  };
  loop();
  return deals.objects.length / time(loop).seconds;
}

/** Whole tables: one shuffle of the 36 cards dealt to four seats. */
function makeTableDeals(count, seed = 7) {
  const random = makeRandom(seed);
  const masks = new Int32Array(count * 16);
  const objects = [];
  const deck = Array.from({ length: 36 }, (_, card) => card);
  for (let table = 0; table < count; table++) {
    for (let i = 35; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [deck[i], deck[j]] = [deck[j], deck[i]];
    }
    for (let seat = 0; seat < 4; seat++) {
      const hand = deck.slice(seat * 9, seat * 9 + 9);
      for (const card of hand) masks[(table * 4 + seat) * 4 + Math.floor(card / 9)] |= 1 << (card % 9);
      if (table < REFERENCE_HANDS / 4) objects.push(hand.map((card) => ({ suit: 'HDSC'[Math.floor(card / 9)], rank: card % 9 })));
    }
  }
  return { masks, objects };
}

function benchTables() {
  const rules = PRESETS.schieber;
  const fast = compileRules(rules, 'H');
  const { masks, objects } = makeTableDeals(HANDS / 4);
  const requests = [];
  for (let table = 0; table < TABLES; table++) {
    const hands = [0, 1, 2, 3].map((seat) =>
      objects[table * 4 + seat].map((card) => `${card.suit}${'6789TJQKA'[card.rank]}`).join(' '),
    );
    requests.push({ rules: 'schieber', trump: 'H', hands });
  }
  const tables = requests
    .map((request) => readTable(request))
    .filter((read) => read.ok)
    .map((read) => read.table);
  const full = () => tables.reduce((sum, table) => sum + (resolveTable(table).winner?.seat ?? 0), 0);
  full();
  const resolved = tables.length / time(full).seconds;
  const packedWinner = () => {
    let sum = 0;
    for (let table = 0; table < HANDS / 4; table++) {
      let top = 0;
      let winner = -1;
      for (let seat = 0; seat < 4; seat++) {
        const o = (table * 4 + seat) * 4;
        const packed = bestPacked(fast, masks[o], masks[o + 1], masks[o + 2], masks[o + 3]);
        if (packed > top) {
          top = packed;
          winner = seat;
        }
      }
      sum += winner;
    }
    return sum;
  };
  packedWinner();
  const packed = HANDS / 4 / time(packedWinner).seconds;
  const referenceTables = () => {
    let sum = 0;
    for (let table = 0; table + 4 <= objects.length; table += 4) {
      let best = null;
      let winner = -1;
      for (let seat = 0; seat < 4; seat++) {
        const meld = referenceBest(objects[table + seat], 'H');
        if (
          meld &&
          (!best || meld.points - best.points || meld.cards - best.cards || meld.high - best.high || meld.trump - best.trump) > 0
        ) {
          best = meld;
          winner = seat;
        }
      }
      sum += winner;
    }
    return sum;
  };
  referenceTables();
  const reference = objects.length / 4 / time(referenceTables).seconds;
  return { resolved, packed, reference };
}

/** What the odds of a verdict rest on: words common and rare, each counted to 20,000 fitting deals. */
const VERDICT_ODDS = [
  ['nothing, nothing, fifty', ['HT HJ HQ HK S6 C7 D9 SA CQ', 'nothing', 'nothing', 'fifty']],
  ['fifty up to the Ace', ['H6 H7 H8 S9 ST C6 D7 DQ CA', 'fifty up to the ace', null, null]],
  ['four nines (150, 4 cards)', ['H6 H7 H8 S6 ST C6 D7 DQ CA', '150, 4 cards', null, null]],
  ['fifty, fifty, fifty', ['H6 H7 H8 H9 ST C6 D7 DQ CA', 'fifty', 'fifty', 'fifty']],
];

/** The verdict of tables where the others said what they hold, or nothing yet: per keystroke, and its odds. */
function benchVerdict() {
  const tables = [
    ['HT HJ HQ HK S6 C7 D9 SA CQ', 'nothing', 'nothing', 'fifty'],
    ['HT HJ HQ HK S6 C7 D9 SA CQ', 'zwänzg', null, null],
    ['HT HJ HQ HK S6 C7 D9 SA CQ', 'fifty up to the King', null, 'hundert, fünf Karten'],
    ['H6 H8 DT SQ CA C9 D7 S6 H9', null, null, null],
  ].map((hands) => ({ trump: 'H', hands }));
  const rounds = 200;
  const run = () => {
    let sum = 0;
    for (let round = 0; round < rounds; round++) {
      for (const request of tables) {
        const read = readTable(request);
        if (read.ok) sum += resolveTable(read.table).players.length;
      }
    }
    return sum;
  };
  run(); // warm
  const { seconds } = time(run);
  const odds = VERDICT_ODDS.map(([name, hands]) => {
    const read = readTable({ trump: 'H', hands });
    const request = verdictOddsRequest(read.table, 20_000);
    weisOdds({ ...request, deals: 2_000 }); // warm
    let weighted = null;
    const fast = time(() => {
      weighted = weisOdds(request);
    });
    let plain = null;
    const slow = time(() => {
      plain = weisOdds({ ...request, sampling: 'rejection' });
    });
    return {
      name,
      ms: fast.seconds * 1000,
      deals: weighted.deals,
      drawn: weighted.drawn,
      rejectionMs: slow.seconds * 1000,
      rejectionDeals: plain.deals,
    };
  });
  return { tableMs: (seconds * 1000) / (rounds * tables.length), odds };
}

const rate = (value) => `${(value / 1e6).toFixed(2)} M/s`;

export async function benchCore({ log }) {
  log(`core: one core of ${availableParallelism()}, Node ${process.version}`);
  const jassDeals = makeDeals(HANDS, 9, 0);
  const belotDeals = makeDeals(HANDS, 8, 1);
  const reference = benchReference(jassDeals);
  log(`best declaration, reference (objects, sort and scan)   ${rate(reference)}`);
  const best = {};
  for (const preset of PRESET_NAMES) {
    best[preset] = benchBest(preset, preset === 'belot' ? belotDeals : jassDeals);
    log(
      `best declaration, ${preset.padEnd(12)} ${rate(best[preset]).padStart(12)}  ×${(best[preset] / reference).toFixed(0)} the reference (target ${rate(TARGET.handsPerSecond)})`,
    );
  }
  const tables = benchTables();
  log(
    `four-seat tables, resolveTable (full explanation)   ${(tables.resolved / 1e3).toFixed(1)} k/s  ×${(tables.resolved / tables.reference).toFixed(2)} the reference (declares every meld, explains every stage)`,
  );
  log(
    `four-seat tables, winner from packed melds          ${rate(tables.packed)}  ×${(tables.packed / tables.reference).toFixed(0)} the reference`,
  );
  log(`four-seat tables, reference winner                  ${(tables.reference / 1e3).toFixed(1)} k/s`);
  const stats = await runStats(PRESETS.schieber, 'H', 'schieber');
  log(
    `stats: all ${stats.hands.toLocaleString('en-US')} Jass hands in ${stats.seconds.toFixed(2)} s on ${stats.workers} workers (target ${TARGET.statsSeconds} s)`,
  );
  const hand = ['H9', 'HT', 'HJ', 'HQ', 'SA', 'DA', 'C6', 'C8', 'S7'];
  const odds = (deals) => weisOdds({ rules: PRESETS.schieber, mode: 'S', hand, seat: 0, forehand: 0, deals });
  odds(10_000);
  const { seconds } = time(() => odds(100_000).team.p);
  log(`odds: 100,000 deals in ${(seconds * 1000).toFixed(1)} ms (target ${TARGET.oddsMs} ms)`);
  const verdict = benchVerdict();
  log(
    `verdict: a table read and resolved with three seats said or not said: ${verdict.tableMs.toFixed(2)} ms (target ${TARGET.verdictMs} ms)`,
  );
  for (const odds of verdict.odds)
    log(
      `verdict odds, “${odds.name}”: ${odds.deals.toLocaleString('en-US')} fitting deals in ${odds.ms.toFixed(0)} ms (${odds.drawn.toLocaleString('en-US')} drawn; target ${TARGET.verdictOddsMs} ms); plain rejection: ${odds.rejectionDeals.toLocaleString('en-US')} in ${odds.rejectionMs.toFixed(0)} ms`,
    );
  return {
    verdictMs: verdict.tableMs,
    verdictOdds: verdict.odds,
    referenceHandsPerSecond: reference,
    handsPerSecond: best,
    tablesPerSecond: tables,
    statsSeconds: stats.seconds,
    statsWorkers: stats.workers,
    oddsMsPer100k: seconds * 1000,
    target: TARGET,
  };
}
