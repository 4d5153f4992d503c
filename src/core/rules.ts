import { type Deck, RANKS, type Rank, SUITS, type Suit } from './cards.js';

/**
 * Trump suits and the trumpless modes of every preset, and `unknown`: the trump is not known
 * (a game page that does not show it yet). Then there is no Stöck and no trump stage, and
 * nothing is guessed. Every rule set accepts `unknown`; none lists it among its modes.
 */
export const MODES = [...SUITS, 'obenabe', 'undenufe', 'bock', 'geiss', 'slalom', 'no-trumps', 'all-trumps', 'unknown'] as const;
export type Mode = (typeof MODES)[number];

export interface ModeInfo {
  /** The trump suit, `all` in Belot's All Trumps, null without trump. */
  trump: Suit | 'all' | null;
  /** Bottom-up play (Undenufe, Geiss): some rule sets let the lowest card win the `highest` stage. */
  bottomUp: boolean;
  /** Belot's No Trumps: nobody declares anything. */
  noDeclarations: boolean;
  /** False for `unknown`: the mode may have a trump, nobody knows which. */
  known: boolean;
}

export function getModeInfo(mode: Mode): ModeInfo {
  switch (mode) {
    case 'H':
    case 'D':
    case 'S':
    case 'C':
      return { trump: mode, bottomUp: false, noDeclarations: false, known: true };
    case 'undenufe':
    case 'geiss':
      return { trump: null, bottomUp: true, noDeclarations: false, known: true };
    case 'obenabe':
    case 'bock':
    case 'slalom':
      return { trump: null, bottomUp: false, noDeclarations: false, known: true };
    case 'no-trumps':
      return { trump: null, bottomUp: false, noDeclarations: true, known: true };
    case 'all-trumps':
      return { trump: 'all', bottomUp: false, noDeclarations: false, known: true };
    case 'unknown':
      return { trump: null, bottomUp: false, noDeclarations: false, known: false };
  }
}

export const isMode = (text: unknown): text is Mode => MODES.includes(text as Mode);

/** A mode these rules can be played in: one of their modes, or `unknown`. */
export const playsMode = (rules: Rules, mode: Mode): boolean => mode === 'unknown' || rules.modes.includes(mode);

/**
 * Comparison stages, in the order RULES.md names them. `kind` (a four of a kind beats a sequence
 * of equal points) is not listed in a rule set's `stages`: `fourBeatsSequence` puts it after `points`.
 */
export const STAGES = ['points', 'kind', 'cards', 'highest', 'trump', 'seat', 'suit'] as const;
export type Stage = (typeof STAGES)[number];
/** The stages a rule set lists in `stages`: every stage but `kind`. */
export const LISTED_STAGES = /* @__PURE__ */ STAGES.filter((stage): stage is Exclude<Stage, 'kind'> => stage !== 'kind');

export type Points = Readonly<Record<Rank, number>>;

/**
 * Whose words name the melds, as each game's players say them: Jass's Weis and Stöck, Nio Jass's
 * Belot, France's annonces (tierce, cinquante, cent, carré, belote et rebelote), Klaverjas's roem
 * and stuk. Data for the views' words only: no rule reads it.
 */
export const MELD_WORDS = ['jass', 'belot', 'belote', 'klaverjas'] as const;
export type MeldWords = (typeof MELD_WORDS)[number];

/**
 * Where melds count: declared from a player's hand on the first trick (Weis, annonces); lying in
 * the cards of one trick, for the team that takes it (Klaverjas's roem), where a hand alone
 * declares nothing; or nowhere (Belote and Contrée as the FFB plays them: only belote counts).
 */
export const MELDS_COUNT = ['hand', 'trick', 'none'] as const;
export type MeldsCount = (typeof MELDS_COUNT)[number];

/** Every option of a rule set. Presets fix them all; each can also be set on its own. */
export interface Rules {
  deck: Deck;
  /** The modes (trump suits and trumpless modes) this rule set plays. */
  modes: readonly Mode[];
  /** Points of a sequence by its length (index = number of cards); 0 = no Weis. */
  sequencePoints: readonly number[];
  /** Only cards of this rank and higher form sequences (the old Swiss rule: from the ten). */
  sequenceFrom: Rank;
  /** Points of four of a kind by rank; 0 = no Weis. */
  fourPoints: Points;
  /** Replaces `fourPoints` in modes without trump, where given (Vorarlberg's Bock, Geiss, Slalom). */
  fourPointsWithoutTrump: Partial<Points>;
  /** Strength of fours at the `highest` stage, weakest first (Belot: Q K T A). */
  fourOrder: readonly Rank[];
  /** One card may count in a sequence and in four of a kind at once. */
  crossUse: boolean;
  /**
   * Without cross-use, which set of separate melds a player declares: the one whose best meld is
   * `strongest` (then the largest total), or the largest `total` (then the strongest best meld).
   * Belot's two contests always declare by total (a carré first on a tie).
   */
  declares: 'strongest' | 'total';
  /** The comparison's stages in order (`kind` is set by `fourBeatsSequence`, see `comparisonStages`). */
  stages: readonly Stage[];
  /** A four of a kind beats a sequence of equal points (the `kind` stage, right after `points`). */
  fourBeatsSequence: boolean;
  /** In bottom-up modes the lowest card wins the `highest` stage. */
  lowestWinsBottomUp: boolean;
  /** The winning team writes its single best Weis, or all Weis of both partners. */
  writes: 'best' | 'all';
  /** A team writes its Weis only if it took at least one trick (Stöck always). */
  needsTrick: boolean;
  /** Suit order for the `suit` stage after trump, strongest first. */
  suitOrder: readonly Suit[];
  /** One contest of best melds, or Belot's two contests (sequences, carrés). */
  contests: 'single' | 'separate';
  /** Molotow: compare Handweis as in Schieber, only the best player writes. */
  molotowCompare: boolean;
  /** King and Ober of trump count (Stöck, Belot's belot); false: they count nothing anywhere. */
  stoeck: boolean;
  /** Where melds count: declared from the hand, in one trick's cards (roem), or nowhere. */
  melds: MeldsCount;
  /** Whose words name the melds (views only). */
  words: MeldWords;
}

const NATURAL: Points = { '6': 0, '7': 0, '8': 0, '9': 150, T: 100, J: 200, Q: 100, K: 100, A: 100 };
const WITH_LOW_FOURS: Points = { ...NATURAL, '6': 100, '7': 100, '8': 100 };
const SWISS_SEQUENCES = [0, 0, 0, 20, 50, 100, 150, 200, 250, 300];
const JASS_MODES: readonly Mode[] = [...SUITS, 'obenabe', 'undenufe'];

const SCHIEBER: Rules = {
  deck: 'jass',
  modes: JASS_MODES,
  sequencePoints: SWISS_SEQUENCES,
  sequenceFrom: '6',
  fourPoints: NATURAL,
  fourPointsWithoutTrump: {},
  fourOrder: RANKS,
  crossUse: true,
  declares: 'strongest',
  stages: ['points', 'cards', 'highest', 'trump', 'seat'],
  fourBeatsSequence: false,
  lowestWinsBottomUp: false,
  writes: 'best',
  needsTrick: false,
  suitOrder: ['C', 'S', 'H', 'D'],
  contests: 'single',
  molotowCompare: false,
  stoeck: true,
  melds: 'hand',
  words: 'jass',
};

/**
 * Belote as France plays it, with annonces as the FFB's Coinche rules count them (docs/rules.md):
 * one best annonce decides (points, a carré before a run of equal points, the highest card, trump;
 * still equal, nobody scores); the winning team writes all of its own; a card counts in one
 * annonce only; belote and rebelote always count.
 */
const BELOTE: Rules = {
  ...SCHIEBER,
  deck: 'belot',
  modes: SUITS,
  sequencePoints: [0, 0, 0, 20, 50, 100, 100, 100, 100],
  fourOrder: RANKS,
  crossUse: false,
  declares: 'total',
  stages: ['points', 'highest', 'trump'],
  fourBeatsSequence: true,
  writes: 'all',
  words: 'belote',
};

export const PRESET_NAMES = [
  'schieber',
  'official',
  'no-cross',
  'traditional',
  'vorarlberg',
  'belot',
  'belote',
  'klaverjas',
] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

/** The rule sets of RULES.md. Code switches over options, never over these names. */
export const PRESETS: Readonly<Record<PresetName, Rules>> = {
  schieber: SCHIEBER,
  official: { ...SCHIEBER, fourPoints: WITH_LOW_FOURS, lowestWinsBottomUp: true, writes: 'all' },
  'no-cross': { ...SCHIEBER, fourPoints: WITH_LOW_FOURS, lowestWinsBottomUp: true, writes: 'all', crossUse: false },
  traditional: {
    ...SCHIEBER,
    sequencePoints: [0, 0, 0, 20, 50, 100],
    sequenceFrom: 'T',
    crossUse: false,
    stages: ['points', 'cards', 'highest', 'suit'],
    writes: 'all',
    needsTrick: true,
  },
  vorarlberg: {
    ...SCHIEBER,
    modes: [...SUITS, 'bock', 'geiss', 'slalom'],
    sequencePoints: [0, 0, 0, 20, 50, 100, 120, 140, 160, 180],
    fourPointsWithoutTrump: { '9': 100, J: 100 },
    crossUse: false,
    stages: ['points', 'highest', 'trump', 'seat'],
    writes: 'all',
  },
  belot: {
    ...SCHIEBER,
    deck: 'belot',
    modes: [...SUITS, 'no-trumps', 'all-trumps'],
    sequencePoints: [0, 0, 0, 20, 50, 100, 100, 100, 100],
    fourOrder: ['6', '7', '8', 'Q', 'K', 'T', 'A', '9', 'J'],
    crossUse: false,
    declares: 'total',
    stages: ['points', 'cards', 'highest'],
    writes: 'all',
    contests: 'separate',
    words: 'belot',
  },
  belote: BELOTE,
  klaverjas: {
    ...BELOTE,
    // The Dutch card federation's table (KBN, as its clubs print it): four of any rank 100, four Jacks 200.
    fourPoints: { ...NATURAL, '7': 100, '8': 100, '9': 100 },
    melds: 'trick',
    words: 'klaverjas',
  },
};

export const isPresetName = (text: unknown): text is PresetName => PRESET_NAMES.includes(text as PresetName);

/** A preset with some options changed. */
export function makeRules(preset: PresetName = 'schieber', overrides: Partial<Rules> = {}): Rules {
  return { ...PRESETS[preset], ...overrides };
}

/** The stages a comparison goes through: the rules' `stages`, with `kind` after `points` where a four beats a sequence. */
export function comparisonStages(rules: Rules): readonly Stage[] {
  if (!rules.fourBeatsSequence || rules.stages.includes('kind')) return rules.stages;
  const at = rules.stages.indexOf('points') + 1;
  return [...rules.stages.slice(0, at), 'kind', ...rules.stages.slice(at)];
}

/**
 * Whether a player declares the set of separate melds with the largest total (Belot's two
 * contests always do); else the set whose best meld is strongest. With cross-use there is one set.
 */
export const declaresByTotal = (rules: Rules): boolean =>
  rules.contests === 'separate' || (!rules.crossUse && rules.declares === 'total');

/** Four-of-a-kind points of `rank` in `mode`. */
export function fourPointsOf(rules: Rules, rank: Rank, mode: Mode): number {
  const info = getModeInfo(mode);
  // Only a mode known to have no trump changes the fours (Vorarlberg's Bock, Geiss, Slalom).
  const withoutTrump = info.trump === null && info.known ? rules.fourPointsWithoutTrump[rank] : undefined;
  return withoutTrump ?? rules.fourPoints[rank];
}

export function sequencePointsOf(rules: Rules, length: number): number {
  return rules.sequencePoints[Math.min(length, rules.sequencePoints.length - 1)] ?? 0;
}
